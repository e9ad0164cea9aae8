/// <reference lib="dom" />
import { DOM } from '@docgen/shared';
import { OPEN_EVENT, OPEN_REQUEST_ATTR, SEARCH_ISLAND } from './search-open.js';

/**
 * `@theme/SearchBar` in the browser: its click, or the open request the runtime left on it (a
 * click or Ctrl+K before this island was hydrated), opens the navbar's search dialog, the page's
 * one, as the runtime's search enhancer asks it: the request mark, the events that hydrate that
 * island, then the open event. An island of its own, so that only pages with the box load this.
 */
export function searchBar(root: HTMLElement): void {
  const open = (): void => {
    root.removeAttribute(OPEN_REQUEST_ATTR);
    const all = Array.from(document.querySelectorAll<HTMLElement>(`[${DOM.island}="${SEARCH_ISLAND}"]`));
    const button = all.find((b) => !b.hidden && b.getClientRects().length > 0) ?? all[0];
    if (!button) return;
    button.setAttribute(OPEN_REQUEST_ATTR, '');
    button.dispatchEvent(new Event('pointerover'));
    button.dispatchEvent(new Event('focusin'));
    button.dispatchEvent(new CustomEvent(OPEN_EVENT));
  };
  root.addEventListener('click', open);
  root.addEventListener(OPEN_EVENT, open);
  if (root.hasAttribute(OPEN_REQUEST_ATTR)) open();
}
