import type { ReactElement } from 'react';
import { DOM } from '@docgen/shared';
import { SearchButtonContent } from '../islands/search-button.js';
import { uiString, usePage } from './page.js';

/**
 * `@theme/SearchBar` in a page's content (a search box in a landing page's hero): docgen's search
 * button, as the navbar draws it, whose click opens the navbar's search dialog (the runtime's
 * search enhancer). A site without search gets it `hidden`, as the navbar's, and so does a reader
 * without JavaScript (`html:not(.js) [data-dg-search]`): never a dead control. It has the search
 * mark but not the island's, which is how the runtime tells it from the navbar's button.
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
    >
      <SearchButtonContent label={label} shortcut={uiString(page, 'search.shortcut', 'Ctrl+K')} />
    </button>
  );
}
