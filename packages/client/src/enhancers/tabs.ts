/**
 * Tabs (ARIA tabs pattern, automatic activation): click, arrow keys, Home and End.
 * Tab groups with the same group id switch together on the page; the choice is
 * remembered under `STORAGE.tab(group)` and restored on every page and after navigation.
 */
import { DOM, STORAGE } from '@docgen/shared';
import { $$, closest, load, sel, store } from '../util.js';

const TAB = `[role="tab"]${sel(DOM.tab)}`;

/** The tabs of one tab box (not those of nested boxes). */
const tabsOf = (box: Element): HTMLElement[] => $$(`:scope > [role="tablist"] > ${TAB}`, box);

/** Selects `value` in one tab box; false when the box has no such tab. */
function activate(box: Element, value: string): boolean {
  const tabs = tabsOf(box);
  if (!tabs.some((t) => t.getAttribute(DOM.tab) === value)) return false;
  for (const t of tabs) {
    const on = t.getAttribute(DOM.tab) === value;
    t.setAttribute('aria-selected', String(on));
    t.tabIndex = on ? 0 : -1;
    const id = t.getAttribute('aria-controls');
    const panel =
      (id && document.getElementById(id)) ||
      box.querySelector(`:scope > ${sel(DOM.tabPanel, t.getAttribute(DOM.tab)!)}`);
    panel?.toggleAttribute('data-active', on);
  }
  return true;
}

function choose(tab: HTMLElement): void {
  const box = tab.closest(sel(DOM.tabs));
  const value = tab.getAttribute(DOM.tab);
  if (!box || value === null) return;
  const group = box.getAttribute(DOM.tabs);
  if (!group) {
    activate(box, value);
    return;
  }
  // Keep the chosen tab where it is on screen while other groups above it change height.
  const before = tab.getBoundingClientRect().top;
  for (const b of $$(sel(DOM.tabs, group))) activate(b, value);
  store(STORAGE.tab(group), value);
  const shift = tab.getBoundingClientRect().top - before;
  if (shift) scrollBy({ top: shift, behavior: 'instant' });
}

const KEYS: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

export function initTabs(): void {
  document.addEventListener('click', (e) => {
    const tab = closest(e.target, TAB);
    if (tab) choose(tab);
  });
  document.addEventListener('keydown', (e) => {
    const move = KEYS[e.key];
    const tab = move && !e.altKey && !e.ctrlKey && !e.metaKey ? closest(e.target, TAB) : null;
    const box = tab?.closest(sel(DOM.tabs));
    if (!tab || !box) return;
    const tabs = tabsOf(box);
    const next = tabs[move!(tabs.indexOf(tab), tabs.length)];
    if (!next) return;
    e.preventDefault();
    next.focus();
    choose(next);
  });
}

/** Restores remembered choices in the tab boxes of `scope`. */
export function mountTabs(scope: ParentNode): void {
  for (const box of $$(sel(DOM.tabs), scope)) {
    const group = box.getAttribute(DOM.tabs);
    const value = group && load(STORAGE.tab(group));
    if (value) activate(box, value);
  }
}
