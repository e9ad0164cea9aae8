/**
 * Mobile sidebar drawer: the toggle opens and closes `[data-dg-drawer]` (`data-open`),
 * keeps `aria-expanded` in step, moves focus into the drawer when it opens and back to
 * the toggle when Escape closes it. Closes on navigation and when the window grows
 * past the mobile breakpoint.
 */
import { DOM, RUNTIME } from '@docgen/shared';
import { $, $$, closest, EVENTS, on, sel } from '../util.js';

const drawer = (): HTMLElement | null => $(sel(DOM.drawer));
const isOpen = (): boolean => !!drawer()?.hasAttribute('data-open');
const FOCUSABLE = 'a[href],button:not([disabled]),summary,input,select,textarea,[tabindex]:not([tabindex="-1"])';

function setOpen(open: boolean, returnFocus: boolean): void {
  const d = drawer();
  if (!d && open) return;
  d?.toggleAttribute('data-open', open);
  const toggles = $$(sel(DOM.drawerToggle));
  for (const t of toggles) t.setAttribute('aria-expanded', String(open));
  if (open) $(FOCUSABLE, d!)?.focus();
  else if (
    returnFocus &&
    (!document.activeElement || document.activeElement === document.body || d?.contains(document.activeElement))
  ) {
    toggles.find((t) => t.offsetParent !== null)?.focus();
  }
}

export function initDrawer(): void {
  for (const t of $$(sel(DOM.drawerToggle))) t.setAttribute('aria-expanded', String(isOpen()));
  document.addEventListener('click', (e) => {
    if (closest(e.target, sel(DOM.drawerToggle))) setOpen(!isOpen(), true);
  });
  document.addEventListener('keydown', (e) => {
    if (e.key === 'Escape' && isOpen()) setOpen(false, true);
  });
  on(EVENTS.beforeSwap, () => isOpen() && setOpen(false, false));
  matchMedia(`(min-width: ${RUNTIME.mobileBreakpointPx + 1}px)`).addEventListener?.('change', (e) => {
    if (e.matches && isOpen()) setOpen(false, false);
  });
}
