import fs from 'node:fs';
import path from 'node:path';
import type { SiteContext } from '@docgen/config';
import type { Diagnostic } from '@docgen/diagnostics';
import type { BrowserOnlyElement, PageComponent } from '@docgen/markdown';
import { shortHash } from '../util/hash.js';
import { relPosix } from '../util/paths.js';
import { writeOnce } from '../util/write-once.js';

/** `require('./x')`, `import('./x')` with a relative path: made one from the site for a file elsewhere. */
const RELATIVE_LOAD = /\b(require|import)\(\s*(['"])(\.\.?\/[^'"\n]+)\2\s*\)/g;

/**
 * A `<BrowserOnly>` element of an MDX page as a site component of its own (in
 * `.docgen/browser-only`): the element as written, with the page's imports it names and its
 * relative paths made ones from the site (`@site/…`). The page imports it in the element's place; it hydrates as an
 * island (BrowserOnly needs the browser), its server HTML is the fallback. Returns its specifier.
 */
export function browserOnlyComponent(ctx: SiteContext, page: string, found: BrowserOnlyElement): string {
  const rooted = fromSite(ctx, page);
  const element = found.element.replace(
    RELATIVE_LOAD,
    (_, load: string, _quote: string, specifier: string) => `${load}(${JSON.stringify(rooted(specifier))})`,
  );
  const module = (body: string, imports: BrowserOnlyElement['imports']) =>
    [
      `// <BrowserOnly> of ${relPosix(ctx.siteDir, page)}:${found.line}, made a component by docgen.`,
      `import ${found.name} from '@docusaurus/BrowserOnly';`,
      ...imports.map((i) => `import ${i.clause} from ${JSON.stringify(rooted(i.specifier))};`),
      '',
      'export default function BrowserOnlyIsland() {',
      `  return (\n${body}\n  );`,
      '}',
      '',
    ].join('\n');
  const code = module(element, found.imports);
  const name = `${path.basename(page).replace(/\.[^.]+$/, '')}-${found.line}-${shortHash(code)}.jsx`;
  const file = path.join(ctx.siteDir, '.docgen', 'browser-only', name);
  writeOnce(file, code);
  // The server renders the fallback only: its module leaves the children's imports out (a
  // package that reads `window` when loaded, as leaflet does, is why the children are there).
  const server = `${found.opening}{() => null}</${found.name}>`;
  writeOnce(
    serverFileOf(file),
    module(
      server,
      found.imports.filter((i) => mentions(found.opening, i.local)),
    ),
  );
  return `@site/.docgen/browser-only/${name}`;
}

/**
 * The page and line of the `<BrowserOnly>` element or page-declared component a component was
 * made of (its first line says so), or undefined for any other file: a fault of the component is
 * the page's, told at the element, never at a file of `.docgen` the author has not written.
 */
export function browserOnlyOrigin(file: string): { file: string; line: number } | undefined {
  const folder = path.basename(path.dirname(file));
  if (!file.endsWith('.jsx') || (folder !== 'browser-only' && folder !== 'page-components')) return undefined;
  let head: string;
  try {
    head = fs.readFileSync(file, 'utf8').slice(0, 600);
  } catch {
    return undefined;
  }
  const found = /^\/\/ (?:<BrowserOnly>|export \S+) of (.+):(\d+), made a component by docgen\./.exec(head);
  return found ? { file: found[1]!, line: Number(found[2]) } : undefined;
}

/**
 * A diagnostic at a component docgen made of a page, told at the page instead (the author never
 * wrote the made file): a fault of an import at the page's own import of that module, where the
 * page's check of its imports tells the same fault (it is then kept once); any other at the element
 * or declaration the component was made of. Any other diagnostic is returned as it is.
 */
export function atMadeOrigin(ctx: SiteContext, d: Diagnostic): Diagnostic {
  const origin = d.file === undefined ? undefined : browserOnlyOrigin(path.resolve(ctx.siteDir, d.file));
  if (!origin) return d;
  const atOrigin = { ...d, file: origin.file, line: origin.line, column: 1 };
  let made: string;
  let page: string;
  try {
    made = fs.readFileSync(path.resolve(ctx.siteDir, d.file!), 'utf8');
    page = fs.readFileSync(path.resolve(ctx.siteDir, origin.file), 'utf8');
  } catch {
    return atOrigin;
  }
  // The made module writes each import on a line of its own, its specifier as a JSON string.
  const quoted = /^import .* from ("(?:[^"\\]|\\.)*");$/.exec(made.split('\n')[(d.line ?? 0) - 1] ?? '')?.[1];
  if (!quoted) return atOrigin;
  const specifier = JSON.parse(quoted) as string;
  const escaped = specifier.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found = new RegExp(`(?:^|[\\s;}])(?:from|import)\\s*(['"])${escaped}\\1`, 'm').exec(page);
  if (!found) return atOrigin;
  const quote = found.index + found[0].length - specifier.length - 2;
  const before = page.slice(0, quote).split('\n');
  return { ...d, file: origin.file, line: before.length, column: before.at(-1)!.length + 1 };
}

/**
 * A component an MDX page declares and that needs the browser, as a site component of its own
 * (in `.docgen/page-components`): its declaration, the page's declarations and imports it uses,
 * relative paths made ones from the site (`@site/…`). The page imports it under the same name; it hydrates as an
 * island, as an imported one does. Returns its specifier; `movedOut` gets the lines it held.
 */
export function pageComponentModule(
  ctx: SiteContext,
  page: string,
  found: PageComponent,
  movedOut?: [number, number][],
): string {
  movedOut?.push([found.line, found.endLine]);
  const rooted = fromSite(ctx, page);
  const relative = (code: string) =>
    code.replace(
      RELATIVE_LOAD,
      (_, load: string, _quote: string, specifier: string) => `${load}(${JSON.stringify(rooted(specifier))})`,
    );
  const code = [
    `// export ${found.name} of ${relPosix(ctx.siteDir, page)}:${found.line}, made a component by docgen.`,
    ...found.imports.map((i) => `import ${i.clause} from ${JSON.stringify(rooted(i.specifier))};`),
    '',
    ...found.locals.map((local) => relative(local.replace(/^export\s+/, ''))),
    relative(found.declaration),
    `export default ${found.name};`,
    '',
  ].join('\n');
  const name = `${path.basename(page).replace(/\.[^.]+$/, '')}-${found.name}-${shortHash(code)}.jsx`;
  writeOnce(path.join(ctx.siteDir, '.docgen', 'page-components', name), code);
  return `@site/.docgen/page-components/${name}`;
}

/** The server's module of a component made of a `<BrowserOnly>` element, or undefined for any other file. */
export function browserOnlyServerFile(file: string): string | undefined {
  if (!file.endsWith('.jsx') || path.basename(path.dirname(file)) !== 'browser-only') return undefined;
  const server = serverFileOf(file);
  return fs.existsSync(server) ? server : undefined;
}

function serverFileOf(file: string): string {
  return file.replace(/\.jsx$/, '.server.jsx');
}

/**
 * A page's relative specifier as one from the site (`@site/src/x`), so a made component reads
 * the same wherever the site folder is (its name and chunk hash come from its text).
 */
function fromSite(ctx: SiteContext, page: string): (specifier: string) => string {
  return (specifier) => {
    if (!/^\.\.?\//.test(specifier)) return specifier;
    const file = path.resolve(path.dirname(page), specifier);
    const rel = relPosix(ctx.siteDir, file);
    return rel.startsWith('../') || path.isAbsolute(rel) ? file : `@site/${rel}`;
  };
}

function mentions(code: string, name: string): boolean {
  return new RegExp(`(^|[^\\w$.])${name.replace(/\$/g, '\\$')}(?![\\w$])`).test(code);
}
