import fs from 'node:fs';
import path from 'node:path';
import { attribute, contentSecurityPolicy, LINK } from './security.js';
import { belowBase } from './url-forms.js';
import { resolveRequest } from './resolve.js';

/** `@import url("…")`, `@import url(…)`, `@import "…"` (minified: `@import"…"`): the URL in whichever form. */
const IMPORT = /@import\s*(?:url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))\s*\)|"([^"]*)"|'([^']*)')/gi;
/** A path of this site to a module, quoted in the page: a `src`, a `href`, an island's props (`&quot;`-escaped). */
const PAGE_MODULE = /(?:"|&quot;)(\/[^"&<>\s]*\.m?js)(?:"|&quot;)/g;
/** A module's imports of its sibling chunks, static or dynamic, as esbuild writes them. */
const MODULE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)["'](\.{1,2}\/[^"']+\.m?js)["']/g;
/**
 * JavaScript compiled from a string: `eval(…)`, `new Function(…)`, `Function(…)`; lodash's
 * `Function("return this")()` is left out: a fallback for finding the global object that a
 * browser never reaches (`self` is there), in many bundles that evaluate nothing.
 */
const EVALUATES = /(?<![\w$.])(?:eval|(?:new\s+)?Function)\s*\((?!\s*["']return this["']\s*\))/;
/** Bounds the modules read for one page: a site's islands and their chunks are far fewer. */
const MAX_MODULES = 500;

interface FileFacts {
  identity: string;
  imports: string[];
  evaluates: boolean;
}

/** What a served file says by its identity (the page's policies are held too). */
const facts = new Map<string, FileFacts>();

/**
 * The Content-Security-Policy of a page served from `root` (below `base`, the site's baseUrl
 * path): `contentSecurityPolicy` of its HTML, with what the page's own files ask for, which a
 * host without a policy gives them: the stylesheets of other sites its stylesheets `@import` (a
 * Docusaurus site's custom.css loading Google Fonts, kept by docgen's bundle) and JavaScript eval
 * when one of its modules evaluates code (a live-code playground, react-live's `new Function`).
 * Read from the HTML alone, the policy refused both under `docgen serve`.
 */
export function pagePolicy(root: string, html: string, base: string): string {
  return contentSecurityPolicy(html, {
    importedStylesheets: importedStylesheets(root, html, base),
    evaluates: evaluates(root, html, base),
  });
}

/** What the page's own stylesheets (`<link rel="stylesheet">` of this site) `@import`, in order met. */
export function importedStylesheets(root: string, html: string, base: string): string[] {
  const out = new Set<string>();
  for (const m of html.matchAll(LINK)) {
    const attrs = m[1] ?? '';
    if (!/(^|\s)stylesheet(\s|$)/i.test(attribute(attrs, 'rel') ?? '')) continue;
    const file = servedFile(root, attribute(attrs, 'href') ?? '', base);
    if (file) for (const url of factsOf(file, cssImports)?.imports ?? []) out.add(url);
  }
  return [...out];
}

/** Whether a module of the page, or a chunk one imports, evaluates JavaScript from a string. */
export function evaluates(root: string, html: string, base: string): boolean {
  const queue: string[] = [];
  for (const m of html.matchAll(PAGE_MODULE)) {
    const file = servedFile(root, m[1] ?? '', base);
    if (file) queue.push(file);
  }
  const seen = new Set<string>(queue);
  for (let i = 0; i < queue.length && i < MAX_MODULES; i++) {
    const found = factsOf(queue[i]!, moduleFacts);
    if (!found) continue;
    if (found.evaluates) return true;
    for (const next of found.imports) {
      const file = resolveSibling(queue[i]!, next);
      if (file && !seen.has(file) && file.startsWith(root + path.sep)) {
        seen.add(file);
        queue.push(file);
      }
    }
  }
  return false;
}

/** The file a same-site URL of the page serves (its base left off), if any. */
function servedFile(root: string, url: string, base: string): string | undefined {
  if (!url.startsWith('/') || url.startsWith('//')) return undefined;
  const below = base ? belowBase(url, base).url : url;
  return below === undefined ? undefined : resolveRequest(root, below).file;
}

function resolveSibling(from: string, specifier: string): string | undefined {
  const file = path.resolve(path.dirname(from), specifier);
  return fs.existsSync(file) ? file : undefined;
}

function cssImports(text: string): Omit<FileFacts, 'identity'> {
  const imports = [...text.matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? m[3] ?? m[4] ?? m[5] ?? '').filter(Boolean);
  return { imports, evaluates: false };
}

function moduleFacts(text: string): Omit<FileFacts, 'identity'> {
  return { imports: [...text.matchAll(MODULE_IMPORT)].map((m) => m[1]!), evaluates: EVALUATES.test(text) };
}

function factsOf(file: string, read: (text: string) => Omit<FileFacts, 'identity'>): FileFacts | undefined {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return undefined;
  }
  const identity = `${file}\0${stat.ino}\0${stat.size}\0${stat.mtimeMs}`;
  let found = facts.get(file);
  if (found?.identity !== identity) {
    let text: string;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      return undefined;
    }
    found = { identity, ...read(text) };
    if (facts.size >= 1024) facts.delete(facts.keys().next().value as string);
    facts.set(file, found);
  }
  return found;
}
