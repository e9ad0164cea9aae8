import type { ReactElement } from 'react';
import { DOM } from '@docgen/shared';
import { SITE_ISLANDS } from '@docgen/shared/islands';
import { SearchButtonContent } from '../islands/search-button.js';
import { uiString, usePage } from './page.js';

/**
 * `@theme/SearchBar` in a page's content (a search box in a landing page's hero): docgen's search
 * button, as the navbar draws it, whose click opens the navbar's search dialog. The click is an
 * island of its own (`islands/search-bar.ts`), hydrated on interaction: pages with the box load
 * it, no other page does. A site without search gets it `hidden` and without the island, as the
 * navbar's, and so does a reader without JavaScript (`html:not(.js) [data-dg-search]`): never a
 * dead control. Its island is not the navbar's `search` one, so a page keeps one dialog.
 */
export default function SearchBar(): ReactElement {
  const page = usePage();
  const label = uiString(page, 'search.placeholder', 'Search the docs');
  return (
    <button
      type="button"
      className="dg-search-button dg-search-button--wide"
      aria-haspopup={page.search ? 'dialog' : undefined}
      hidden={!page.search}
      {...{ [DOM.search]: '', 'data-dg-search-bar': '' }}
      {...(page.search ? { [DOM.island]: SITE_ISLANDS.searchBar, [DOM.islandWhen]: 'interaction' } : {})}
    >
      <SearchButtonContent label={label} shortcut={uiString(page, 'search.shortcut', 'Ctrl+K')} />
    </button>
  );
}
