import { createHash } from 'node:crypto';
import path from 'node:path';
import type { SiteContext } from '@docgen/config';
import { writeOnce } from '../util/write-once.js';

const HEAD = [
  "// theme-live-codeblock's component, made a site component by docgen: bundled for the browser",
  '// with what it imports (react-live), `@theme/…` as the site resolves it (its src/theme first).',
];

/** The made modules: a live fence's component, and the two a page may import itself. */
const MADE: Record<string, string> = {
  // theme-live-codeblock's CodeBlock draws a live fence as `@theme/Playground`: a site's swizzled
  // Playground (its noInline, its layout) takes its live fences, as in Docusaurus.
  LiveCodeBlock: [
    ...HEAD,
    "import Playground from '@theme/Playground';",
    "import ReactLiveScope from '@theme/ReactLiveScope';",
    '',
    "// The scope's keys are the names the code runs with: `default`, which a scope spreading a",
    '// namespace import brings (`{ ...Icons }`), would make every example a SyntaxError.',
    'const scope = Object.fromEntries(',
    "  Object.entries(ReactLiveScope).filter(([key]) => /^[A-Za-z_$][\\w$]*$/.test(key) && key !== 'default'),",
    ');',
    '',
    'export default function LiveCodeBlockIsland(props) {',
    '  return <Playground scope={scope} {...props} />;',
    '}',
    '',
  ].join('\n'),
  Playground: [...HEAD, "import Playground from '@theme/Playground';", '', 'export default Playground;', ''].join('\n'),
};

/** Each made module's file, named by its content (writeOnce keeps a file that is there): another docgen's module is not reused. */
const FILES = {
  LiveCodeBlock: fileOf('LiveCodeBlock'),
  Playground: fileOf('Playground'),
};

function fileOf(name: 'LiveCodeBlock' | 'Playground'): string {
  return `${name}.${createHash('sha256').update(MADE[name]!).digest('hex').slice(0, 10)}.jsx`;
}

/**
 * The specifier of a made module of the site's `.docgen` folder that draws theme-live-codeblock's
 * `name` (`LiveCodeBlock` with `@theme/ReactLiveScope` in scope, as a live fence gets it). As a
 * site component it is bundled for the browser and hydrates as an island: docgen's own theme
 * modules are rendered on the server alone, where the code never runs.
 */
export function liveCodeModule(ctx: SiteContext, name: 'LiveCodeBlock' | 'Playground'): string {
  const file = FILES[name];
  writeOnce(path.join(ctx.siteDir, '.docgen', 'live-code', file), MADE[name]!);
  return `@site/.docgen/live-code/${file}`;
}

/** A page's own import of `@theme/Playground` or `@theme/LiveCodeBlock`, as the made module (else undefined). */
export function liveCodeImport(ctx: SiteContext, specifier: string): string | undefined {
  const name = /^@theme\/(LiveCodeBlock|Playground)$/.exec(specifier)?.[1] as
    | 'LiveCodeBlock'
    | 'Playground'
    | undefined;
  return name ? liveCodeModule(ctx, name) : undefined;
}
