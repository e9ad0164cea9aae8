/**
 * @docgen/plugin-search: offline full-text search for docgen sites. `search()` builds, at
 * build time, one small index per locale and docs version, served as static files; the
 * theme's search dialog loads it when the reader opens search (see docs/search.md).
 */
export { search, writeSearch, bundleEngine, PLUGIN_NAME, SEARCH_CONFIG_URL, FORMAT_VERSION, type SearchPlugin, type SearchPluginOptions, type SearchOutput } from './plugin.js';
export { collectCorpora, indexedRoutes, indexKey, type Corpus, type CorpusPage } from './corpus.js';
export { extractPage, identifiers, type ExtractedPage, type Section } from './extract.js';
export { buildIndex, linkIndex, type BuiltIndex } from './build-index.js';
export { Engine, loadEngine, excerpt, type FetchJson, type RankedSection } from './engine.js';
export { fold, tokenize, processTerm, terms, stem, stemEn, stemFr, stemId, languageOf } from './analyzer.js';
export { WEIGHTS, FIELDS, searchOptions, indexOptions, shardKey, type IndexHead, type TermShard, type PageTexts } from './index-format.js';
