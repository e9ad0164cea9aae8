import path from 'node:path';
import type { SiteContext } from '@docgen/config';
import { writeOnce } from '../util/write-once.js';

const HEAD = [
  "// theme-live-codeblock's component, made a site component by docgen: bundled for the browser",
  '// with what it imports (react-live), `@theme/…` as the site resolves it (its src/theme first).',
];

/** The made modules: a live fence's component, and the two a page may import itself. */
const MADE: Record<string, string> = {
  LiveCodeBlock: [
    ...HEAD,
    "import LiveCodeBlock from '@theme/LiveCodeBlock';",
    "import ReactLiveScope from '@theme/ReactLiveScope';",
    '',
    'export default function LiveCodeBlockIsland(props) {',
    '  return <LiveCodeBlock scope={ReactLiveScope} {...props} />;',
    '}',
    '',
  ].join('\n'),
  Playground: [...HEAD, "import Playground from '@theme/Playground';", '', 'export default Playground;', ''].join('\n'),
};

/**
 * The specifier of a made module of the site's `.docgen` folder that draws theme-live-codeblock's
 * `name` (`LiveCodeBlock` with `@theme/ReactLiveScope` in scope, as a live fence gets it). As a
 * site component it is bundled for the browser and hydrates as an island: docgen's own theme
 * modules are rendered on the server alone, where the code never runs.
 */
export function liveCodeModule(ctx: SiteContext, name: 'LiveCodeBlock' | 'Playground'): string {
  writeOnce(path.join(ctx.siteDir, '.docgen', 'live-code', `${name}.jsx`), MADE[name]!);
  return `@site/.docgen/live-code/${name}.jsx`;
}

/** A page's own import of `@theme/Playground` or `@theme/LiveCodeBlock`, as the made module (else undefined). */
export function liveCodeImport(ctx: SiteContext, specifier: string): string | undefined {
  const name = /^@theme\/(LiveCodeBlock|Playground)$/.exec(specifier)?.[1] as
    | 'LiveCodeBlock'
    | 'Playground'
    | undefined;
  return name ? liveCodeModule(ctx, name) : undefined;
}
