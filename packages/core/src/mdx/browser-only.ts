import fs from 'node:fs';
import path from 'node:path';
import type { SiteContext } from '@docgen/config';
import type { BrowserOnlyElement } from '@docgen/markdown';
import { shortHash } from '../util/hash.js';
import { relPosix } from '../util/paths.js';

/** `require('./x')`, `import('./x')` with a relative path: made absolute for a file elsewhere. */
const RELATIVE_LOAD = /\b(require|import)\(\s*(['"])(\.\.?\/[^'"\n]+)\2\s*\)/g;

/**
 * A `<BrowserOnly>` element of an MDX page as a site component of its own (in
 * `.docgen/browser-only`): the element as written, with the page's imports it names and its
 * relative paths made absolute. The page imports it in the element's place; it hydrates as an
 * island (BrowserOnly needs the browser), its server HTML is the fallback. Returns its specifier.
 */
export function browserOnlyComponent(ctx: SiteContext, page: string, found: BrowserOnlyElement): string {
  const dir = path.dirname(page);
  const absolute = (specifier: string) => (/^\.\.?\//.test(specifier) ? path.resolve(dir, specifier) : specifier);
  const element = found.element.replace(
    RELATIVE_LOAD,
    (_, load: string, _quote: string, specifier: string) => `${load}(${JSON.stringify(absolute(specifier))})`,
  );
  const code = [
    `// <BrowserOnly> of ${relPosix(ctx.siteDir, page)}:${found.line}, made a component by docgen.`,
    `import ${found.name} from '@docusaurus/BrowserOnly';`,
    ...found.imports.map((i) => `import ${i.clause} from ${JSON.stringify(absolute(i.specifier))};`),
    '',
    'export default function BrowserOnlyIsland() {',
    `  return (\n${element}\n  );`,
    '}',
    '',
  ].join('\n');
  const name = `${path.basename(page).replace(/\.[^.]+$/, '')}-${found.line}-${shortHash(code)}.jsx`;
  const file = path.join(ctx.siteDir, '.docgen', 'browser-only', name);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Renamed into place: a worker thread compiling the same page never reads half of it.
    const tmp = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}`;
    fs.writeFileSync(tmp, code);
    fs.renameSync(tmp, file);
  }
  return `@site/.docgen/browser-only/${name}`;
}
