/**
 * Announcement bar: its close button stores the bar's id as dismissed and hides it
 * (`data-announcement-dismissed` on `<html>`, which the head inline script also sets
 * before the first paint; a bar with another id shows again).
 */
import { DOM, STORAGE } from '@docgen/shared';
import { $, closest, focus, root, sel, store } from '../util.js';

export function initAnnouncement(): void {
  document.addEventListener('click', (e) => {
    const bar = closest(e.target, sel(DOM.announcementClose))?.closest<HTMLElement>(sel(DOM.announcement));
    if (!bar) return;
    store(STORAGE.announcementDismissed, bar.getAttribute(DOM.announcement) || '');
    root.setAttribute('data-announcement-dismissed', '');
    bar.hidden = true;
    focus($(sel(DOM.main)));
  });
}
