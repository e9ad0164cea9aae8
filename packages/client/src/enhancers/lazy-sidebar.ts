/**
 * Collapsed sidebar categories written without their items (`data-dg-lazy`, a sidebar over the
 * config's `sidebar.lazyAbove`): when one opens (a click, the keyboard, or the runtime opening
 * it), the navigation module gives the page's own items (`sidebar-items.ts`) and they are put
 * in place, the category's summary keeping the focus; `aria-busy` is set meanwhile. Hovering or
 * focusing such a summary loads them ahead. A page whose items cannot be loaded (offline) closes
 * the category again: the next opening tries again, and a category with its own page still
 * links there.
 */
import { DOM } from '@docgen/shared';
import { loadNav } from '../router.js';
import { observeLinks, prefetchAllowed } from '../prefetch.js';
import { $$, closest, sel } from '../util.js';

const filling = new WeakSet<Element>();

function fill(d: HTMLDetailsElement): void {
  if (filling.has(d)) return;
  filling.add(d);
  d.setAttribute('aria-busy', 'true');
  const key = d.getAttribute(DOM.sidebarCategory) ?? '';
  loadNav()
    .then((m) => m.categoryItems(key))
    .then(
      (list) => {
        // Filled meanwhile (a navigation puts the next page's items in, `navigate.ts`).
        if (!d.hasAttribute(DOM.sidebarLazy)) return;
        if (!list) throw new Error(`docgen: no items for the sidebar category ${key}`);
        d.append(list);
        d.removeAttribute(DOM.sidebarLazy);
        observeLinks(list);
      },
      (err: unknown) => {
        console.error(err);
        if (d.hasAttribute(DOM.sidebarLazy)) d.open = false;
      },
    )
    .finally(() => {
      filling.delete(d);
      d.removeAttribute('aria-busy');
    });
}

function onToggle(e: Event): void {
  const d = e.target;
  if (d instanceof HTMLDetailsElement && d.open && d.hasAttribute(DOM.sidebarLazy)) fill(d);
}

function onIntent(e: Event): void {
  const summary = closest(e.target, `${sel(DOM.sidebarLazy)} > summary`);
  if (summary && prefetchAllowed())
    void loadNav().then(
      (m) => m.prefetchSidebar(),
      () => {},
    );
}

export function initLazySidebar(): void {
  const lazy = $$<HTMLDetailsElement>(sel(DOM.sidebarLazy));
  if (lazy.length === 0) return;
  // `toggle` does not bubble: caught on its way down.
  document.addEventListener('toggle', onToggle, true);
  for (const type of ['pointerover', 'focusin']) document.addEventListener(type, onIntent, { passive: true });
  // Opened before the runtime ran.
  for (const d of lazy) if (d.open) fill(d);
}
