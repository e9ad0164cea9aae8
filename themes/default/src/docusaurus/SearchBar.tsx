import { usePage } from './page.js';

/**
 * `@theme/SearchBar` in a page's content (a search box in a landing page's hero): docgen's search
 * is the navbar's button, which opens the dialog; no second box is drawn in the page, and that is
 * said, since the page shows less than under Docusaurus.
 */
export default function SearchBar(): null {
  usePage().report(
    "@theme/SearchBar renders nothing in a page: docgen's search is the navbar's search button",
    "remove the import, or point readers to the navbar's search (its button, or Ctrl+K / ⌘K).",
  );
  return null;
}
