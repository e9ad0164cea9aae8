/**
 * The navbar's "more" menu. The theme's CSS already keeps the navbar's links from overlapping:
 * a link that does not fit wraps onto a line its list clips. This shows, in the menu, the
 * entries of the links hidden so, and the menu itself while there is one (its room is always
 * kept: nothing moves). Markup: `[data-dg-nav-item]` links, `[data-dg-nav-entry]` menu entries
 * in the same order, `[data-dg-nav-more]` menu, which gets `data-dg-overflow` (the default
 * theme's `NavItems.tsx`; not yet in `DOM` of `@docgen/shared`). The navbar stays across
 * in-place navigations: its links are found once.
 */
import { $, $$ } from '../util.js';

export function initNavbarFit(): void {
  const more = $<HTMLDetailsElement>('[data-dg-nav-more]');
  if (!more) return;
  const items = $$('[data-dg-nav-item]');
  const entries = $$('[data-dg-nav-entry]', more);
  const update = (): void => {
    let hidden = false;
    items.forEach((item, i) => {
      // Wrapped below its list's one line: out of sight (so too while the list is not shown).
      const out = item.getBoundingClientRect().top >= item.parentElement!.getBoundingClientRect().bottom - 1;
      if (entries[i]) entries[i].hidden = !out;
      hidden ||= out;
    });
    more.toggleAttribute('data-dg-overflow', hidden);
    if (!hidden) more.open = false;
  };
  update();
  // The lists change size with the window; a link with its font.
  const observer = new ResizeObserver(update);
  for (const el of items) {
    observer.observe(el);
    observer.observe(el.parentElement!);
  }
}
