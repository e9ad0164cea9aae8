/**
 * `search()`: the docgen plugin. In the write stage it reads the rendered pages back from the
 * output, builds one index per locale and docs version, and emits:
 *
 * - `/assets/search/engine.<hash>.js`: the engine chunk (MiniSearch + the analyzer), a
 *   `SearchEngineModule` of `@docgen/shared`;
 * - `/assets/search/<key>.<hash>.json`: each index head; `/assets/search/<key>/…` its term
 *   shards and page texts (all content-hashed, cached for a year);
 * - `/_docgen/search.json`: the small, revalidated `SearchManifest` mapping index keys to heads.
 *
 * The plugin object also carries `search.configUrl`: the build sees it and tells the theme that
 * the site has search (`SiteView.search`), so the navbar button becomes the search island.
 */
import { cacheOff, type DocgenPlugin, type PageScanner, type WriteHookArgs } from '@docgen/config';
import type { ScannedPage } from './corpus.js';
import { contentHash } from './hash.js';
import { createSearchMemo, FORMAT_VERSION, PLUGIN_NAME, SEARCH_CONFIG_URL } from './memo.js';

export interface SearchPluginOptions {
  /** Paths left out of the index: exact paths, or prefixes ending with `/` (e.g. `/docs/internal/`). */
  exclude?: string[];
  /**
   * Which docs versions are searched: `all` (default: each older version in an index of its own,
   * fetched on its pages only) or `latest` (each docs section's latest version; a page of an older
   * version searches the latest, and the site ships no index per version).
   */
  versions?: 'all' | 'latest';
}

/** A docgen plugin that provides site search. */
export type SearchPlugin = DocgenPlugin & { search: { configUrl: string } };

/** The page reader's module, loaded by the discover stage (the render stage asks for a reader synchronously). */
let readers: typeof import('./page-reader.js') | undefined;

/** Reads nothing: the write stage then reads the page's file. */
const NO_READER: PageScanner = { onopentag() {}, ontext() {}, onclosetag() {}, oncode() {}, done: () => undefined };

export function search(options: SearchPluginOptions = {}): SearchPlugin {
  const exclude = options.exclude ?? [];
  const versions = options.versions ?? 'all';
  const memo = createSearchMemo();
  const excluded = (p: string): boolean =>
    exclude.some((e) => (e.endsWith('/') ? p.startsWith(e) || `${p}/` === e : p === e));
  return {
    name: PLUGIN_NAME,
    search: { configUrl: SEARCH_CONFIG_URL },
    cacheKey: () => contentHash(JSON.stringify({ v: FORMAT_VERSION, exclude, versions }), 16),
    async discover() {
      readers ??= await import('./page-reader.js');
    },
    // Each page's sections come from the render stage's own pass over its HTML, not a second parse.
    render: {
      scanPage(): PageScanner {
        if (!readers) return NO_READER;
        const r = readers.pageReader();
        // `null`: read, nothing to index (a component page); undefined is "not read".
        const done = (): ScannedPage => ({ page: r.done() ?? null });
        return { onopentag: r.onopentag, ontext: r.ontext, onclosetag: r.onclosetag, oncode: r.oncode, done };
      },
    },
    async write(args: WriteHookArgs) {
      // The index builder and the page reader load with the write stage, not with the config.
      const { writeSearch } = await import('./write.js');
      await writeSearch(args, excluded, cacheOff('search-memo') ? undefined : memo, versions);
    },
  };
}
