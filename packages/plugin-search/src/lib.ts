/** The search plugin's building blocks, for tools besides the build (benchmarks, another indexer). */
export { writeSearch, bundleEngine } from './write.js';
export { collectCorpora, indexedRoutes, indexKey, type Corpus, type CorpusPage } from './corpus.js';
export { extractPage, identifiers, type ExtractedPage, type Section } from './extract.js';
export { buildIndex, linkIndex, type BuiltIndex } from './build-index.js';
export { Engine, loadEngine, excerpt, type FetchJson, type RankedSection } from './engine.js';
export { fold, tokenize, processTerm, terms, stem, stemEn, stemFr, stemId, languageOf } from './analyzer.js';
export {
  WEIGHTS,
  FIELDS,
  searchOptions,
  indexOptions,
  shardKey,
  type IndexHead,
  type TermShard,
  type PageTexts,
} from './index-format.js';
