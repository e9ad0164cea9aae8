/**
 * What the server render and the search island share: the button's content (rendered by both,
 * so hydration finds exactly the server's markup) and the island's props.
 * Browser-safe: no Node imports.
 */
import type { ReactElement } from 'react';
import { Icon } from '../icons/Icons.js';

/** UI strings of the search dialog (theme keys `search.*`, resolved for the page's locale). */
export interface SearchStrings {
  /** Button label and input placeholder. */
  placeholder: string;
  /** Accessible name of the dialog. */
  label: string;
  /** Accessible name of the result list. */
  results: string;
  close: string;
  /** `{query}` is replaced. */
  noResults: string;
  docsHome: string;
  loading: string;
  error: string;
  /** A query needs a part of the index that is not loaded, and the reader is offline. */
  offline: string;
  /** `{count}` is replaced. */
  count: string;
  countOne: string;
  hintMove: string;
  hintOpen: string;
  hintClose: string;
  shortcut: string;
}

/** Theme translation key of each string. */
export const SEARCH_STRING_KEYS: Record<keyof SearchStrings, string> = {
  placeholder: 'search.placeholder',
  label: 'search.label',
  results: 'search.results',
  close: 'search.close',
  noResults: 'search.noResults',
  docsHome: 'search.docsHome',
  loading: 'search.loading',
  error: 'search.error',
  offline: 'search.offline',
  count: 'search.count',
  countOne: 'search.countOne',
  hintMove: 'search.hintMove',
  hintOpen: 'search.hintOpen',
  hintClose: 'search.hintClose',
  shortcut: 'search.shortcut',
};

/** Props of the `search` island (JSON in `data-dg-props` of the navbar's search button). */
export interface SearchIslandProps {
  /** URL of the search manifest (`search.json`). */
  configUrl: string;
  /** Locale of the page: only its index is searched. */
  locale: string;
  /** The docs home of the locale, offered when nothing matches. */
  docsHref: string;
  strings: SearchStrings;
}

export { OPEN_EVENT, OPEN_REQUEST_ATTR, SEARCH_ISLAND } from './search-open.js';

/** The content of the search button, identical on the server and in the island. */
export function SearchButtonContent({ label, shortcut }: { label: string; shortcut: string }): ReactElement {
  return (
    <>
      <Icon name="search" size={18} />
      <span className="dg-search-button__label">{label}</span>
      {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: a <kbd> is not focusable; the shortcut hint is decoration, the label says it all */}
      <kbd className="dg-search-button__kbd" aria-hidden="true">
        {shortcut}
      </kbd>
    </>
  );
}
