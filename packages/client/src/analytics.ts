/**
 * Page-view analytics: one event per tracker for the first load and for every
 * in-place route change, POSTed as a JSON body with `keepalive` (it survives the page
 * being left) in `no-cors` mode (a `text/plain` simple request: no preflight, and no
 * CORS error whatever headers the collector answers with). Each tracker's
 * optional vendor script is loaded once, when the page is idle. No trackers: nothing.
 */
import type { AnalyticsTracker } from '@docgen/shared';
import { idle } from './util.js';

const fill = (template: string, id: string): string => template.split('{id}').join(encodeURIComponent(id));

let trackers: readonly AnalyticsTracker[] = [];

export function initAnalytics(list: readonly AnalyticsTracker[] | undefined): void {
  trackers = Array.isArray(list) ? list : [];
  const scripts = new Set(trackers.filter((t) => t.scriptUrl).map((t) => fill(t.scriptUrl!, t.id)));
  if (!scripts.size) return;
  idle(() => {
    for (const src of scripts) {
      const s = document.createElement('script');
      s.async = true;
      s.src = src;
      document.head.append(s);
    }
  });
}

/** Sends a page view for the page now shown. */
export function pageView(referrer: string): void {
  for (const t of trackers) {
    const body: Record<string, string | number> = {
      tid: t.id,
      path: location.pathname + location.search,
      title: document.title,
      referrer,
    };
    if (t.anonymizeIp) body.aip = 1;
    try {
      fetch(fill(t.endpoint, t.id), {
        method: 'POST',
        keepalive: true,
        mode: 'no-cors',
        body: JSON.stringify(body),
      }).catch(() => {});
    } catch {
      /* analytics never breaks the page */
    }
  }
}
