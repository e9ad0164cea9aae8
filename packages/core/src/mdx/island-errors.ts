import { closest } from '@docgen/diagnostics';
import type { IslandModule } from './island-runtime.js';

/** The directives an island may be given (`client:load`…). */
export const DIRECTIVES = ['load', 'idle', 'visible', 'interaction', 'only'];

// What an island's problems say (`island-runtime.ts`): a prop the browser cannot get, a directive.

/** The `attribute` of a called export's problem (`{Counter({ start })}`): told at the call (`page-diagnostics.ts`). */
export const CALLED = '()';

/** A prop of an island the browser cannot get: the island is rendered without JavaScript. */
export class NotSerializable extends Error {
  constructor(
    readonly where: string,
    readonly what: string,
    readonly fix = 'pass data the browser can get (strings, numbers, booleans, arrays, plain objects, JSX, site components, imported Markdown files), or move the function into the component.',
  ) {
    super(`${where} is ${what}`);
  }

  /** The prop of the element written in the page (`format` of `"format".x`). */
  get prop(): string {
    return /^"([^"]+)"/.exec(this.where)?.[1] ?? '';
  }
}

/** `The default export of src/components/Counter.tsx`, `Steps.Item of src/components/Steps.tsx`. */
export function exportLabel(module: IslandModule, name: string): string {
  return name === 'default' ? `The default export of ${module.source}` : `${name} of ${module.source}`;
}

export function didYouMean(directive: string): string {
  const near = closest(directive, DIRECTIVES);
  return near.length > 0 ? ` (did you mean client:${near[0]}?)` : '';
}
