/**
 * What gets indexed: the listed doc and markdown pages of the build, read back from the
 * output folder (so the index holds exactly what readers see), grouped per locale and docs version.
 */
import fs from 'node:fs';
import { docsSectionOf, type RouteRecord } from '@docgen/config';
import { extractPage, type ExtractedPage, type Section } from './extract.js';
import { contentHash } from './hash.js';

/**
 * Pages already split, by output file: the dev server runs the write stage after every edit,
 * and parsing every page again is most of its cost. Keyed by a hash of the page's HTML.
 */
export type ExtractCache = Map<string, { stat: string; hash: string; page: ExtractedPage | undefined }>;

/** Pages extracted by earlier builds, by output file and the hash of its HTML (`null`: nothing to index). */
export interface ExtractStore {
  get(file: string, htmlHash: string): ExtractedPage | null | undefined;
  set(file: string, htmlHash: string, page: ExtractedPage | null): void;
}

export interface CorpusPage {
  /** Canonical path of the page. */
  path: string;
  title: string;
  /** Doc id (`api/orders/delete`) or page key. */
  id: string;
  /** Front matter description (a description shared by several pages, e.g. the site's tagline, is left out). */
  description: string;
  keywords: string[];
  sections: Section[];
}

/** The pages of one index: one locale, and the latest docs with the pages or one older docs version. */
export interface Corpus {
  locale: string;
  version: string;
  pages: CorpusPage[];
}

/**
 * Routes that are indexed: docs and markdown pages, not aliases, not unlisted by their front
 * matter. The docs of a version that is not its section's latest (unlisted for the sitemap, see
 * {@link olderVersionDoc}) are indexed too, in an index of their own.
 */
export function indexedRoutes(routes: readonly RouteRecord[]): RouteRecord[] {
  return routes.filter(
    (r) => (r.kind === 'doc' || r.kind === 'markdownPage') && !r.canonicalPath && (!r.unlisted || olderVersionDoc(r)),
  );
}

/** A doc of a version other than its section's latest: the build unlists those, its front matter did not. */
export function olderVersionDoc(r: RouteRecord): boolean {
  return r.kind === 'doc' && r.unlisted && r.source !== undefined && !r.source.frontMatter.unlisted;
}

/**
 * Key of an index: `fr` (version `current`) for the latest version of every docs section and the
 * pages; `fr@<plugin>@<version>` for another version of a docs section (`fr@default@1.0`,
 * `fr@community@next`'s `fr@community@current`). The search island asks for the key of the page
 * on screen (`currentIndexKey`), so a reader on a page of 1.0 searches 1.0, as Docusaurus' search
 * facets by version; the locale's index, the one a latest-version page loads, does not grow with
 * the versions.
 */
export function indexKey(locale: string, version: string): string {
  return version === 'current' ? locale : `${locale}@${version}`;
}

/** The index version of a route: `current` (the locale's index), or `<plugin>@<version>` for an older docs version. */
function indexVersion(route: RouteRecord): string {
  if (!olderVersionDoc(route)) return 'current';
  const { pluginId, version } = docsSectionOf(route.version);
  return `${pluginId}@${version}`;
}

/** A page as the render stage's pass read it (`DocgenPlugin.render`); `null`: nothing to index. */
export interface ScannedPage {
  page: ExtractedPage | null;
}

/** Where collectCorpora finds pages it read before. */
export interface ExtractReuse {
  /** The page the render stage read in this build (`WriteHookArgs.pageScan`), if it rendered it. */
  scanned?: (relPath: string) => ScannedPage | undefined;
  /** Pages by output file, with their file's stat (the dev server's plugin instance keeps it between runs). */
  memo?: ExtractCache;
  /** Pages kept across builds (the plugin's `PluginCache`). */
  store?: ExtractStore;
  /** The sha256 of a page's HTML when docgen knows it (the write hook's `outputHash`): an unchanged page is not even read. */
  outputHash?: (relPath: string) => string | undefined;
}

/**
 * Reads and splits the pages of `routes`, each found with `outputFile` (the write hook's: a page
 * may be in the staging folder or kept in the current output); a route whose file is missing
 * (a locale not built) is skipped. Pages the render stage read, or split before, come back from
 * `reuse` without a parse.
 */
export async function collectCorpora(
  outputFile: (relPath: string) => string | undefined,
  routes: readonly RouteRecord[],
  exclude: (p: string, route: RouteRecord) => boolean = () => false,
  reuse: ExtractReuse = {},
): Promise<Corpus[]> {
  const { memo, store, outputHash, scanned } = reuse;
  /** A page's extract: from the store when an earlier build split the same HTML. */
  const extract = (rel: string, hash: string, html: () => string): ExtractedPage | undefined => {
    const stored = store?.get(rel, hash);
    if (stored !== undefined) return stored ?? undefined;
    const page = extractPage(html());
    store?.set(rel, hash, page ?? null);
    return page;
  };
  const byKey = new Map<string, Corpus>();
  const sorted = indexedRoutes(routes)
    .filter((r) => !exclude(r.path, r))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  for (const route of sorted) {
    const rel = route.outputFile;
    const file = outputFile(rel);
    if (!file) continue;
    let page: ExtractedPage | undefined;
    const read = scanned?.(rel);
    try {
      const known = store && outputHash?.(rel);
      if (read) {
        page = read.page ?? undefined;
        if (known) store.set(rel, known, read.page);
      } else if (known) page = extract(rel, known, () => fs.readFileSync(file, 'utf8'));
      else if (memo) {
        // Output files are replaced by rename, never rewritten in place: same inode, size and time, same page.
        const st = fs.statSync(file);
        const stat = `${st.ino}:${st.size}:${st.mtimeMs}`;
        const hit = memo.get(rel);
        if (hit?.stat === stat) page = hit.page;
        else {
          const html = fs.readFileSync(file, 'utf8');
          const hash = sha256(html);
          page = hit?.hash === hash ? hit.page : extract(rel, hash, () => html);
          memo.set(rel, { stat, hash, page });
        }
      } else {
        const html = fs.readFileSync(file, 'utf8');
        page = store ? extract(rel, sha256(html), () => html) : extractPage(html);
      }
    } catch {
      continue;
    }
    if (!page) continue;
    // Every section's latest docs are searched together with the pages; an older version alone.
    const version = indexVersion(route);
    const key = indexKey(route.locale, version);
    let corpus = byKey.get(key);
    if (!corpus) byKey.set(key, (corpus = { locale: route.locale, version, pages: [] }));
    // Copies: dropSharedDescriptions blanks fields, and a cached page must stay as extracted.
    corpus.pages.push({
      path: route.path,
      title: page.title,
      id: route.id ?? route.path,
      description: page.description,
      keywords: [...page.keywords],
      sections: page.sections,
    });
  }
  for (const corpus of byKey.values()) dropSharedDescriptions(corpus.pages);
  return [...byKey.values()].sort((a, b) => (indexKey(a.locale, a.version) < indexKey(b.locale, b.version) ? -1 : 1));
}

/** The full sha256 of a page's HTML, as docgen's `outputHash` gives it. */
const sha256 = (html: string): string => contentHash(html, 64);

/** Blanks descriptions that several pages share (the site's tagline, used when a page has none). */
export function dropSharedDescriptions(pages: { description: string }[]): void {
  const count = new Map<string, number>();
  for (const p of pages) count.set(p.description, (count.get(p.description) ?? 0) + 1);
  for (const p of pages) if ((count.get(p.description) ?? 0) > 1) p.description = '';
}
