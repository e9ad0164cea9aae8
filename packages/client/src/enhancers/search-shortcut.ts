/**
 * Ctrl+K / ⌘K opens the search dialog, even before its island is hydrated: the shortcut marks
 * the search button with an open request (`data-dg-search-open`), triggers the island's
 * hydration (the loader's `interaction` listeners) and dispatches `docgen:search-open`, which
 * the hydrated island listens to. A click on the button before hydration is kept the same way.
 * Dependency-free; does nothing on a site without search.
 */
import { DOM } from '@docgen/shared';
import { $$, closest } from '../util.js';

const OPEN_REQUEST = 'data-dg-search-open';
const OPEN_EVENT = 'docgen:search-open';
/** A search island: the navbar's button, the not-found page's, a `@theme/SearchBar` of the content. */
const BUTTON = `[${DOM.search}][${DOM.island}]`;

/**
 * The search button readers can see: the navbar's (the not-found page has a second one; a
 * `@theme/SearchBar` of the content is one too, which opens the navbar's).
 */
function searchButton(): HTMLElement | null {
  const all = $$(BUTTON);
  return all.find((b) => !b.hidden && b.getClientRects().length > 0) ?? all[0] ?? null;
}

function request(button: HTMLElement): void {
  button.setAttribute(OPEN_REQUEST, '');
  // The island loader hydrates `interaction` islands on these events (no focus move needed).
  button.dispatchEvent(new Event('pointerover'));
  button.dispatchEvent(new Event('focusin'));
  button.dispatchEvent(new CustomEvent(OPEN_EVENT));
}

export function initSearchShortcut(): void {
  document.addEventListener('keydown', (e) => {
    if (e.key.toLowerCase() !== 'k' || !(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey || e.defaultPrevented)
      return;
    const button = searchButton();
    if (!button) return;
    e.preventDefault();
    request(button);
  });
  document.addEventListener('click', (e) => {
    // Any search island not hydrated yet: the navbar's button, the not-found page's, and a
    // `@theme/SearchBar` of the page's content (whose own island passes the request on to the
    // navbar's, so its code is loaded only by pages that have one).
    const button = closest(e.target, BUTTON);
    if (button && !button.hasAttribute(DOM.islandHydrated)) request(button);
  });
}
