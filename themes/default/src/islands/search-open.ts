/**
 * The names by which a search dialog is asked to open, in a module without imports: the
 * `@theme/SearchBar` island (`search-bar.ts`) needs them and nothing of the button's markup.
 */

/** Island name of the search dialog (`data-dg-island`). */
export const SEARCH_ISLAND = 'search';
/** Set on the search button by the shortcut enhancer (or a click) before the island is ready: open once hydrated. */
export const OPEN_REQUEST_ATTR = 'data-dg-search-open';
/** Dispatched on the search button by the shortcut enhancer to open the dialog. */
export const OPEN_EVENT = 'docgen:search-open';
