import type { Page } from 'playwright-core';

/** What a page said while a test ran: console errors and uncaught errors (a test expects none), and the URLs it requested. */
export function watchPage(page: Page): { errors: string[]; requested: string[] } {
  const errors: string[] = [];
  const requested: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('request', (r) => requested.push(r.url()));
  return { errors, requested };
}
