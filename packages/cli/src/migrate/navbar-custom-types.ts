import fs from 'node:fs';
import path from 'node:path';
import { escapeRegExp } from '@docgen/diagnostics';

const EXTENSIONS = ['.js', '.jsx', '.ts', '.tsx', '.mjs'];

/** The site's swizzled `src/theme/NavbarItem/ComponentTypes`, relative to the site folder, if any. */
function componentTypesFile(siteDir: string): string | undefined {
  for (const ext of EXTENSIONS) {
    const rel = `src/theme/NavbarItem/ComponentTypes${ext}`;
    if (fs.existsSync(path.join(siteDir, rel))) return rel;
  }
  for (const ext of EXTENSIONS) {
    const rel = `src/theme/NavbarItem/ComponentTypes/index${ext}`;
    if (fs.existsSync(path.join(siteDir, rel))) return rel;
  }
  return undefined;
}

/** Where an import or require of `name` in `text` points, as a site-relative path when it is a file. */
function importOf(text: string, name: string, fileDir: string): string | undefined {
  const id = escapeRegExp(name);
  const spec =
    new RegExp(`import\\s+${id}\\s+from\\s+['"]([^'"]+)['"]`).exec(text)?.[1] ??
    new RegExp(`import\\s*\\{[^}]*\\b(?:\\w+\\s+as\\s+)?${id}\\b[^}]*\\}\\s*from\\s+['"]([^'"]+)['"]`).exec(
      text,
    )?.[1] ??
    new RegExp(`(?:const|let|var)\\s+${id}\\s*=\\s*require\\(\\s*['"]([^'"]+)['"]`).exec(text)?.[1];
  if (spec === undefined) return undefined;
  if (spec.startsWith('@site/')) return spec.slice('@site/'.length);
  return spec.startsWith('.') ? path.posix.join(fileDir, spec) : spec;
}

/** The site file an import's path names (`src/components/X` → `src/components/X.js`), if any. */
function siteFile(siteDir: string, rel: string): string | undefined {
  if (rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  for (const candidate of [rel, ...EXTENSIONS.map((e) => rel + e), ...EXTENSIONS.map((e) => `${rel}/index${e}`)])
    if (fs.statSync(path.join(siteDir, candidate), { throwIfNoEntry: false })?.isFile()) return candidate;
  return undefined;
}

/**
 * What Docusaurus renders for a navbar item of a `custom-*` type: the component its swizzled
 * `NavbarItem/ComponentTypes` maps the type to (Docusaurus' documented way to add navbar item
 * types). `file` when the component is a file of the site (docgen's `component` item renders it),
 * else the note's text and what to do.
 */
export function customNavbarItem(
  siteDir: string,
  type: string,
): { file: string; from: string } | { what: string; todo: string } {
  const file = componentTypesFile(siteDir);
  const text = file ? fs.readFileSync(path.join(siteDir, file), 'utf8') : '';
  const key = new RegExp(`(?:^|[{,\\s])['"]?${escapeRegExp(type)}['"]?\\s*:\\s*([A-Za-z_$][\\w$]*)`, 'm');
  const component = file ? key.exec(text)?.[1] : undefined;
  if (!component) {
    const intercepted = interceptedType(siteDir, type);
    if (intercepted) return intercepted;
  }
  if (!file || !component)
    return {
      what: `is of type "${type}", which ${file ?? 'src/theme/NavbarItem/ComponentTypes'} does not map to a component${file ? '' : ' (the site has no such file)'}: Docusaurus stops on it ("No NavbarItem component found for type"). Left out.`,
      todo: `map "${type}" to a component in a swizzled src/theme/NavbarItem/ComponentTypes, or remove the item.`,
    };
  const from = importOf(text, component, path.posix.dirname(file));
  const found = from ? siteFile(siteDir, from) : undefined;
  if (found) return { file: found, from: file };
  const where = from ? `${component} of ${from}` : component;
  return {
    what: `is of type "${type}": Docusaurus renders it with ${where} (the "${type}" entry of ${file}), given the item's other keys as props. docgen renders a component item from a file of the site only: left out.`,
    todo: `write ${component} in a file of the site and give it as { type: 'component', file } in docgen.config.ts, or write what it shows as an html or link item.`,
  };
}

/** The site's swizzled `src/theme/NavbarItem`, relative to the site folder, if any. */
function navbarItemFile(siteDir: string): string | undefined {
  for (const rel of EXTENSIONS.flatMap((ext) => [`src/theme/NavbarItem${ext}`, `src/theme/NavbarItem/index${ext}`]))
    if (fs.existsSync(path.join(siteDir, rel))) return rel;
  return undefined;
}

/**
 * A swizzled `NavbarItem` that answers the type itself before Docusaurus' lookup
 * (`if (props.type === "custom-PalettePicker") return <PalettePicker …/>`, as
 * docusaurus-openapi-docs' demo does): the component it returns there, when a file of the site.
 */
function interceptedType(siteDir: string, type: string): { file: string; from: string } | undefined {
  const file = navbarItemFile(siteDir);
  if (!file) return undefined;
  const text = fs.readFileSync(path.join(siteDir, file), 'utf8');
  const at = new RegExp(`===?\\s*['"\`]${escapeRegExp(type)}['"\`]`).exec(text)?.index;
  if (at === undefined) return undefined;
  const component = /return\s*\(?\s*<([A-Z][\w$]*)/.exec(text.slice(at))?.[1];
  const from = component ? importOf(text, component, path.posix.dirname(file)) : undefined;
  const found = from ? siteFile(siteDir, from) : undefined;
  return found ? { file: found, from: file } : undefined;
}
