import type { ConsoleMessage, Page } from 'playwright-core';

/**
 * Chromium asks for /favicon.ico on its own when a page declares no icon (no fixture site does):
 * its 404 is not the page's error. A page's declared icon lives elsewhere (Lintas:
 * /img/favicon.svg) and still counts.
 */
export function isUndeclaredFaviconMiss(msg: ConsoleMessage): boolean {
  const url = msg.location().url ?? '';
  return /^https?:\/\/[^/]+\/favicon\.ico$/.test(url) && / 404 /.test(msg.text());
}

/** What a page said while a test ran: console errors and uncaught errors (a test expects none), and the URLs it requested. */
export function watchPage(page: Page): { errors: string[]; requested: string[] } {
  const errors: string[] = [];
  const requested: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !isUndeclaredFaviconMiss(m)) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('request', (r) => requested.push(r.url()));
  return { errors, requested };
}
