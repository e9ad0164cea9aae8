/**
 * What the plugin and its write stage share: the manifest's URL, the format version, and the memo
 * one plugin instance keeps between runs. Apart from plugin.ts so that write.ts, which plugin.ts
 * loads on demand, does not import it back.
 */
import type { SearchManifest } from '@docgen/shared';
import type { ExtractCache } from './corpus.js';
import type { IndexHead } from './index-format.js';

export const PLUGIN_NAME = '@docgen/plugin-search';
export const SEARCH_CONFIG_URL = '/_docgen/search.json';
/** Changes whenever the index format or the analyzer changes (part of the cache key). */
export const FORMAT_VERSION = '1';

/** What the write stage produced (for tests and the benchmark). */
export interface SearchOutput {
  manifest: SearchManifest;
  /** Per index key: bytes of the head, of all shards, of the page texts it writes (not those it shares with an earlier index). */
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
    {
      corpusHash: string;
      /** Term shards: URL, JSON. */
      shards: [string, string][];
      /** Page texts, in page order: the URL of the index's own file, JSON. */
      texts: [string, string][];
      /** The head but its texts' URLs (`x`). */
      head: IndexHead;
      size: SearchOutput['sizes'][string];
    }
  >;
}

export function createSearchMemo(): SearchMemo {
  return { pages: new Map(), indexes: new Map() };
}
