import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MDX_ORIGINAL } from '@docgen/shared';
import { interactivityOf } from './interactive.js';
import { interopDefault } from './modules.js';
import { ownExport } from './island-children.js';
import { type IslandModule, islandOf } from './island-runtime.js';

/**
 * Components the site's MDX map (`src/theme/MDXComponents`) defines in its own file
 * (`function Toggle() { const [on, setOn] = useState(false) … }`, an `img` that zooms). A site
 * component the map imports is answered by its own island wrapper (`component-map.ts`); these
 * were rendered as static HTML, without a word, where Docusaurus hydrates them with the page.
 * When the map's own code needs the browser, each of them is an island of the map's browser
 * chunk (`default.<name>`), hydrated from it as any component.
 */

/** What of a map is its own: its entries that are neither docgen's (the original map's) nor site components' wrappers, and why its code needs the browser. */
export interface MapOwn {
  keys: string[];
  interactive: string;
}

const isComponent = (v: unknown) =>
  typeof v === 'function' || (typeof v === 'object' && v !== null && '$$typeof' in (v as Record<string, unknown>));

/** The map's own components (see `MapOwn`), when its own code needs the browser; undefined otherwise. */
export async function mapOwnComponents(mapUrl: string, originalUrl: string | undefined): Promise<MapOwn | undefined> {
  const code = await fs.promises.readFile(fileURLToPath(mapUrl), 'utf8').catch(() => undefined);
  const interactive = code === undefined ? undefined : await interactivityOf(code);
  if (!interactive) return undefined;
  try {
    const map = (await import(mapUrl).then(interopDefault)).default as Record<string, unknown> | undefined;
    const original = originalUrl
      ? ((await import(originalUrl).then(interopDefault)).default as Record<string, unknown> | undefined)
      : undefined;
    const docgens = new Set(Object.values(original ?? {}));
    const keys = Object.entries(map ?? {})
      .filter(
        ([key, value]) =>
          !key.includes('.') &&
          isComponent(value) &&
          !docgens.has(value) &&
          ownExport(value) === value &&
          !(value as Record<symbol, unknown>)[MDX_ORIGINAL],
      )
      .map(([key]) => key);
    return keys.length > 0 ? { keys, interactive } : undefined;
  } catch {
    // A map that does not load is the page's error, told when it runs.
    return undefined;
  }
}

const made = new WeakMap<object, Map<string, Record<string, unknown>>>();

/** The map a page renders with: its own components (`own.keys`) made islands of its chunk. */
export function withMapIslands(
  entries: Record<string, unknown>,
  own: MapOwn,
  module: Required<Pick<IslandModule, 'source' | 'chunk'>>,
): Record<string, unknown> {
  let byChunk = made.get(entries);
  if (!byChunk) made.set(entries, (byChunk = new Map()));
  const key = `${module.chunk.url}\0${own.keys.join()}`;
  let out = byChunk.get(key);
  if (!out) {
    out = { ...entries };
    const meta: IslandModule = { ...module, interactive: own.interactive };
    for (const name of own.keys) out[name] = islandOf(entries[name], `default.${name}`, meta, undefined, true);
    byChunk.set(key, out);
  }
  return out;
}
