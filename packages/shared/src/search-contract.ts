// The contract between a search plugin, the theme's search dialog and the build: the manifest,
// the engine chunk and its results.

/** What the theme needs to render site search (set by the build when a plugin provides search). */
export interface SearchView {
  /** URL of the {@link SearchManifest} (revalidated, e.g. `/_docgen/search.json`), fetched when the reader opens search. */
  configUrl: string;
}

/**
 * `search.json`: where the search engine chunk and each index are. An index key is the locale
 * code for the current docs version (`fr`), `locale@version` for another one (`fr@2.0`).
 */
export interface SearchManifest {
  v: 1;
  /** URL of the engine chunk, a {@link SearchEngineModule}. */
  engine: string;
  /** Index URL per index key. */
  indexes: Record<string, string>;
}

/** The engine chunk of a search plugin (an ES module). */
export interface SearchEngineModule {
  /** Loads one index (the URL from {@link SearchManifest.indexes}). */
  load(indexUrl: string): Promise<SearchEngine>;
}

export interface SearchEngine {
  /** Ranked results of a query (fetches what the query needs on first use). */
  search(query: string, options?: { limit?: number }): Promise<SearchHit[]>;
}

/** A part of an excerpt; `mark` parts matched the query. */
export interface SearchHitPart {
  text: string;
  mark: boolean;
}

/** One search result: a section of a page. */
export interface SearchHit {
  /** Page title. */
  title: string;
  /** Section heading; absent when the result is the page's introduction. */
  heading?: string;
  /** Path of the page with the section's `#anchor`. */
  href: string;
  /** Excerpt of the section's text around the matched words (empty when it has no text). */
  excerpt: SearchHitPart[];
}
