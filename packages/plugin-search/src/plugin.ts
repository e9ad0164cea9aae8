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
import { contentHash } from './hash.js';
import { createSearchMemo, FORMAT_VERSION, PLUGIN_NAME, SEARCH_CONFIG_URL } from './memo.js';

export interface SearchPluginOptions {
  /** Paths left out of the index: exact paths, or prefixes ending with `/` (e.g. `/docs/internal/`). */
  exclude?: string[];
}

/** A docgen plugin that provides site search. */
export type SearchPlugin = DocgenPlugin & { search: { configUrl: string } };

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
