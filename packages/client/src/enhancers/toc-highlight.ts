/**
 * Table of contents: marks the link of the heading in view with `aria-current="true"`
 * (the last heading that has scrolled past the top, below the sticky navbar; the
 * first one while it is still in view; the last one at the bottom of the page). Headings not
 * rendered (in a tab not selected) are passed over, as Docusaurus' TOC passes them.
 */
import { DOM } from '@docgen/shared';
import { $, $$, sel } from '../util.js';

let stop: (() => void) | undefined;

export function mountToc(): void {
  stop?.();
  stop = undefined;
  const links = $$<HTMLAnchorElement>(`${sel(DOM.toc)} a[href^="#"]`);
  if (!links.length) return;
  const ids = [...new Set(links.map((a) => decodeURIComponent(a.hash.slice(1))))];
  let frame = 0;
  let current: string | undefined;
  const update = (): void => {
    frame = 0;
    // A heading in a tab not selected (display: none) has no box, and its top of 0 would win.
    const heads = ids
      .map((id) => document.getElementById(id))
      .filter((h): h is HTMLElement => !!h?.getClientRects().length);
    if (!heads.length) return;
    const header = $('header');
    const line = Math.max(0, header ? header.getBoundingClientRect().bottom : 0) + 24;
    let active: HTMLElement | undefined;
    for (const h of heads) if (h.getBoundingClientRect().top <= line) active = h;
    if (innerHeight + scrollY >= document.documentElement.scrollHeight - 2) active = heads[heads.length - 1];
    if (!active && heads[0]!.getBoundingClientRect().top < innerHeight) active = heads[0];
    if (active?.id === current) return;
    current = active?.id;
    for (const a of links) {
      if (decodeURIComponent(a.hash.slice(1)) === current) a.setAttribute('aria-current', 'true');
      else a.removeAttribute('aria-current');
    }
  };
  const schedule = (): void => {
    frame ||= requestAnimationFrame(update);
  };
  addEventListener('scroll', schedule, { passive: true });
  addEventListener('resize', schedule, { passive: true });
  stop = () => {
    removeEventListener('scroll', schedule);
    removeEventListener('resize', schedule);
    cancelAnimationFrame(frame);
  };
  update();
}
