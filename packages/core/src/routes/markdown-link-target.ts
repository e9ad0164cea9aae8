import path from 'node:path';
import type { RouteRecord, SourceFile } from '@docgen/config';
import { docKey, pageKey, type RouteManifest } from './manifest.js';
import { otherMarkdownFile } from '../util/paths.js';

/**
 * The one rule for links to Markdown files (`[x](other.md)`, `[x](/abs/path.mdx#a)`,
 * `[x](@site/docs/x.md)`), used by a page's links (resolve-link.ts) and by the links of Markdown a
 * component imports (imported-markdown-links.ts).
 */

export const MARKDOWN_FILE = /\.mdx?$/i;
// `[x](code-gen.md/#anchor)`: Docusaurus 2's regular expression replaced the file name whatever
// followed it; the slash names no folder of the site, so the file is meant.
const MARKDOWN_FILE_SLASH = /\.mdx?\/+$/i;
/** Docusaurus' alias of the site folder in links and imports. */
export const SITE_ALIAS = '@site/';
// A scheme (`https:`, `pathname:`, `mailto:`) or a host (`//cdn.example/x.md`): not a file of the site.
const NOT_LOCAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/** A link's path that names a Markdown file: as written (decoded), and whether `@site/` led it. */
export interface MarkdownFileLink {
  /** The path without `@site/`, percent-decoded, a trailing slash after the name dropped. */
  written: string;
  aliased: boolean;
}

/**
 * The Markdown file a link's path (query and hash split off) names, or undefined: a link to
 * another file, a URL path, or a URL with a scheme or host (`pathname:///x.md` is Docusaurus' way
 * to keep a link as written). Decoded with decodeURIComponent, as Docusaurus decodes it.
 */
export function markdownFileLink(hrefPath: string): MarkdownFileLink | undefined {
  if (NOT_LOCAL.test(hrefPath)) return undefined;
  const aliased = hrefPath.startsWith(SITE_ALIAS);
  const decoded = decodeComponent(aliased ? hrefPath.slice(SITE_ALIAS.length) : hrefPath);
  const written = MARKDOWN_FILE_SLASH.test(decoded) ? decoded.replace(/\/+$/, '') : decoded;
  return MARKDOWN_FILE.test(written) ? { written, aliased } : undefined;
}

/** Where a link is written, as site-relative POSIX paths of the default locale's tree. */
export interface MarkdownLinkOrigin {
  /** Folder of the file the link is in (a translation's: the default locale's folder it mirrors). */
  fileDir: string;
  /** Content folder of the docs version (or section) whose loader compiles that file, if any. */
  contentDir: string | undefined;
  /**
   * Try `./x.md` and `../x.md` from the content folder too, after the file's folder: Docusaurus
   * before 2.0.0-beta.20 (`replaceMarkdownLinks` tried every link from the file's folder, then the
   * content folders; PR #7248 ended it), whose sites link `../../docs/x.md` from a versioned doc to
   * the current version's (`markdown.relativeLinksFromDocsRoot`).
   */
  relativeFromContent?: boolean;
}

/**
 * The paths a Markdown file link may name, in the order Docusaurus tries them: its
 * `resolveMarkdownLinkPathname` (@docusaurus/utils, markdownLinks.ts, as of 3.9, PR #11397):
 * - `@site/x.md`: that file of the site folder, only;
 * - `/x.md`: from the content folder (the locale's, then the version's), then the site folder;
 * - `./x.md`, `../x.md`: from the linking file's folder, only (then the content folder, as
 *   Docusaurus before 2.0.0-beta.20 tried: `relativeFromContent`);
 * - `x.md`: from the linking file's folder, then the content folder, then the site folder.
 * Docusaurus 2.0 to 3.8 (`replaceMarkdownLinks`, then the same function before 3.9) tried a bare
 * `x.md` from the content folder and the site folder BEFORE the file's folder, which 3.9 fixed as
 * a bug (#11099); the other forms are unchanged. A translation's content folder is the same tree
 * as the default locale's here (docgen resolves a translated file through the one it translates).
 */
export function markdownLinkCandidates(link: MarkdownFileLink, origin: MarkdownLinkOrigin): string[] {
  const { written } = link;
  if (link.aliased) return [join('', written)];
  const out: string[] = [];
  if (written.startsWith('/')) {
    if (origin.contentDir !== undefined) out.push(join(origin.contentDir, written.slice(1)));
    out.push(join('', written.slice(1)));
  } else if (written.startsWith('./') || written.startsWith('../')) {
    out.push(join(origin.fileDir, written));
    if (origin.relativeFromContent && origin.contentDir !== undefined) out.push(join(origin.contentDir, written));
  } else {
    out.push(join(origin.fileDir, written));
    if (origin.contentDir !== undefined) out.push(join(origin.contentDir, written));
    out.push(join('', written));
  }
  return [...new Set(out)];
}

/** The order `markdownLinkCandidates` tries, in words, for a BrokenLink's why. */
export function describeOrder(
  link: MarkdownFileLink,
  fileName: string,
  hasContentDir: boolean,
  relativeFromContent = false,
  contentName = 'the docs folder',
): string {
  if (link.aliased) return '`@site/` paths are resolved from the site folder only';
  const content = hasContentDir ? `${contentName}, then ` : '';
  if (link.written.startsWith('/')) return `"/…" paths are resolved from ${content}the site folder`;
  if (link.written.startsWith('./') || link.written.startsWith('../'))
    return relativeFromContent && hasContentDir
      ? `"./" and "../" paths are resolved from ${fileName}'s folder, then ${contentName} (markdown.relativeLinksFromDocsRoot)`
      : `"./" and "../" paths are resolved from ${fileName}'s folder only`;
  return `file links are resolved from ${fileName}'s folder, then ${content}the site folder`;
}

/**
 * The first source at a candidate path. Each path is tried as written first, in order, as
 * Docusaurus does; only when none holds a source is each tried with the other Markdown extension
 * (`x.md` finding `x.mdx`: a docgen leniency for a file renamed since, where Docusaurus reports
 * the link broken), so a twin never wins over an exact name further down the order.
 */
export function findMarkdownSource(
  candidates: readonly string[],
  lookup: (relPath: string) => SourceFile | undefined,
): SourceFile | undefined {
  for (const c of candidates) {
    const found = lookup(c);
    if (found) return found;
  }
  for (const c of candidates) {
    const other = otherMarkdownFile(c);
    const found = other === c ? undefined : lookup(other);
    if (found) return found;
  }
  return undefined;
}

/** The route of a source in a locale: a doc's in its version, a page's. */
export function routeOfSource(manifest: RouteManifest, source: SourceFile, locale: string): RouteRecord | undefined {
  if (source.kind === 'doc') return manifest.docRoutes.get(docKey(locale, source.version, source.id));
  return manifest.pageRoutes.get(pageKey(locale, source.kind, source.id));
}

function join(dir: string, rel: string): string {
  const joined = path.posix.normalize(path.posix.join(dir === '.' ? '' : dir, rel));
  return joined.startsWith('./') ? joined.slice(2) : joined;
}

function decodeComponent(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    // A stray `%` (`50%.md`) is the file's own name.
    return text;
  }
}
