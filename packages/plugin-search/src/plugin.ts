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
import { cacheOff, type DocgenPlugin, type WriteHookArgs } from '@docgen/config';
import type { SearchManifest } from '@docgen/shared';
import type { ExtractCache } from './corpus.js';
import { contentHash } from './hash.js';

export const PLUGIN_NAME = '@docgen/plugin-search';
export const SEARCH_CONFIG_URL = '/_docgen/search.json';
/** Changes whenever the index format or the analyzer changes (part of the cache key). */
export const FORMAT_VERSION = '1';

export interface SearchPluginOptions {
  /** Paths left out of the index: exact paths, or prefixes ending with `/` (e.g. `/docs/internal/`). */
  exclude?: string[];
}

/** A docgen plugin that provides site search. */
export type SearchPlugin = DocgenPlugin & { search: { configUrl: string } };

/** What the write stage produced (for tests and the benchmark). */
export interface SearchOutput {
  manifest: SearchManifest;
  /** Per index key: bytes of the head, of all shards, of all texts. */
  sizes: Record<string, { head: number; shards: number; texts: number; sections: number; pages: number }>;
}

/**
 * What one plugin instance keeps between runs of its write stage (the dev server runs it after
 * every edit): split pages, and each index's files by a hash of its corpus, so an edit costs
 * reading the pages back and indexing its own locale again.
 */
export interface SearchMemo {
  pages: ExtractCache;
  indexes: Map<
    string,
    { corpusHash: string; files: [string, string][]; headUrl: string; size: SearchOutput['sizes'][string] }
  >;
}

export function createSearchMemo(): SearchMemo {
  return { pages: new Map(), indexes: new Map() };
}

export function search(options: SearchPluginOptions = {}): SearchPlugin {
  const exclude = options.exclude ?? [];
  const memo = createSearchMemo();
  const excluded = (p: string): boolean =>
    exclude.some((e) => (e.endsWith('/') ? p.startsWith(e) || `${p}/` === e : p === e));
  return {
    name: PLUGIN_NAME,
    search: { configUrl: SEARCH_CONFIG_URL },
    cacheKey: () => contentHash(JSON.stringify({ v: FORMAT_VERSION, exclude }), 16),
    async write(args: WriteHookArgs) {
      // The index builder and the page reader load with the write stage, not with the config.
      const { writeSearch } = await import('./write.js');
      await writeSearch(args, excluded, cacheOff('search-memo') ? undefined : memo);
    },
  };
}
