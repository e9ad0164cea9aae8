import fs from 'node:fs';
import { attribute, contentSecurityPolicy, LINK } from './security.js';
import { belowBase } from './url-forms.js';
import { resolveRequest } from './resolve.js';

/** `@import url("…")`, `@import url(…)`, `@import "…"` (minified: `@import"…"`): the URL in whichever form. */
const IMPORT = /@import\s*(?:url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))\s*\)|"([^"]*)"|'([^']*)')/gi;

/** The `@import`s of a served stylesheet by file identity (the page's policies are held too). */
const imports = new Map<string, string[]>();

/**
 * The Content-Security-Policy of a page served from `root` (below `base`, the site's baseUrl
 * path): `contentSecurityPolicy` of its HTML, with the stylesheets of other sites that its own
 * stylesheets `@import`. A Docusaurus site's custom.css often loads its fonts so
 * (`@import url('https://fonts.googleapis.com/css2?…')`), which docgen's bundle keeps: a policy
 * read from the HTML alone blocked it under `docgen serve` while a host without one loads it.
 */
export function pagePolicy(root: string, html: string, base: string): string {
  return contentSecurityPolicy(html, importedStylesheets(root, html, base));
}

/** What the page's own stylesheets (`<link rel="stylesheet">` of this site) `@import`, in order met. */
export function importedStylesheets(root: string, html: string, base: string): string[] {
  const out = new Set<string>();
  for (const m of html.matchAll(LINK)) {
    const attrs = m[1] ?? '';
    if (!/(^|\s)stylesheet(\s|$)/i.test(attribute(attrs, 'rel') ?? '')) continue;
    const href = attribute(attrs, 'href') ?? '';
    if (!href.startsWith('/') || href.startsWith('//')) continue;
    const below = base ? belowBase(href, base).url : href;
    const file = below === undefined ? undefined : resolveRequest(root, below).file;
    if (file) for (const url of importsOf(file)) out.add(url);
  }
  return [...out];
}

function importsOf(file: string): string[] {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return [];
  }
  const identity = `${file}\0${stat.ino}\0${stat.size}\0${stat.mtimeMs}`;
  let found = imports.get(identity);
  if (!found) {
    let css: string;
    try {
      css = fs.readFileSync(file, 'utf8');
    } catch {
      return [];
    }
    found = [...css.matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? '').filter(Boolean);
    if (imports.size >= 256) imports.delete(imports.keys().next().value as string);
    imports.set(identity, found);
  }
  return found;
}
