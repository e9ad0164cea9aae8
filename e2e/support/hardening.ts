/**
 * A server's hardening in Chromium, on the real Lintas site (`hardeningTests`, called by
 * server-hardening.test.ts for the static server and by lintas-serve.test.ts for `docgen serve`,
 * whose one dev server these share with the site spec's tests: a second one built every page of
 * the site again): the first page loaded the moment the server listens has no failed request and
 * no console error (the dev server renders it on demand), and the site's own scripts run under
 * the server's Content-Security-Policy without one violation (landing, doc page with tabs, API
 * page, search, locale switch, a redirect page), with the security headers present.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { useBrowser } from './browser.js';

const ANALYTICS = /^https:\/\/(analytics|stats)\.lintas\.example\//;

/**
 * The hardening tests of the server at `base()`, in a describe of their own (its own warm tab,
 * whose pages record CSP violations). Register them first: the first test must be the server's
 * first request.
 */
export function hardeningTests(base: () => string, firstBuild: () => Promise<void> = async () => {}): void {
  describe('hardening', () => {
    const browser = useBrowser();

    /**
     * `wait`, which the dev server may hold until its first build ends (the route manifest and
     * what the write stage makes wait for it), and which must end within 30 s after. A fixed
     * limit failed whenever the build outlasted it on a loaded machine (the page's load at 30 s,
     * the manifest's lookup at the test's 60 s), though nothing was wrong.
     */
    async function byBuild<T>(wait: Promise<T>): Promise<T> {
      let timer: NodeJS.Timeout | undefined;
      const late = firstBuild().then(
        () =>
          new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error('still waiting 30 s after the first build')), 30_000);
          }),
      );
      try {
        return await Promise.race([wait, late]);
      } finally {
        clearTimeout(timer);
      }
    }

    /**
     * The warm tab of this server's tests (a new context cost ~2 s of Chromium's CPU), whose pages
     * record CSP violations (an init script given when the tab is made) and failed responses;
     * analytics answered locally.
     */
    async function open(): Promise<{ page: Page; failed: string[] }> {
      const failed: string[] = [];
      const page = await browser.tab({ viewport: { width: 1280, height: 900 } }, async (p) => {
        await p.addInitScript(() => {
          const seen: string[] = [];
          (window as unknown as { __csp: string[] }).__csp = seen;
          document.addEventListener('securitypolicyviolation', (e) =>
            seen.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`),
          );
        });
      });
      const ctx = page.context();
      await ctx.route(ANALYTICS, (route) => route.fulfill({ status: 204, body: '' }));
      ctx.on('response', (res) => {
        if (res.status() >= 400) failed.push(`${res.status()} ${res.url()}`);
      });
      return { page, failed };
    }
    const violations = (page: Page) => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);

    test('the first page, loaded as soon as the server listens: no failed request, no console error', async () => {
      const { page, failed } = await open();
      const res = await byBuild(page.goto(`${base()}/docs/getting-started`, { timeout: 0 }));
      expect(res?.status()).toBe(200);
      await byBuild(page.waitForLoadState('networkidle', { timeout: 0 }));
      // A lookup in the route manifest (what a hover prefetches and a click needs) right away.
      await page.locator('[data-dg-sidebar]').getByRole('link').nth(1).hover();
      await byBuild(page.waitForLoadState('networkidle', { timeout: 0 }));
      await page.waitForTimeout(500);
      expect(failed).toEqual([]);
      expect(await violations(page)).toEqual([]);
      // As long as the first build (the server's start allows it 240 s), and 30 s more (byBuild).
    }, 300_000);

    // Seven pages, each rendered on demand by the dev server (two of 400 KB): 8-17 s in a quiet CI,
    // 40-44 s with helpers running, and twice over the project's 60 s. It proves headers, not speed.
    test('pages, search and the locale switch run under the CSP without a violation; headers present', async () => {
      // Its in-place navigations need the route manifest, written when the first build ends: this
      // test waited for the build itself, and failed at 20 s whenever the first one had not.
      await firstBuild();
      const { page, failed } = await open();
      page.setDefaultTimeout(20_000);
      const visit = async (pathname: string) => {
        const res = await page.goto(base() + pathname);
        expect(res?.status(), pathname).toBe(200);
        const headers = res!.headers();
        expect(headers['content-security-policy'], pathname).toMatch(
          /script-src 'self' 'wasm-unsafe-eval'( 'sha256-[\w+/=]+')+/,
        );
        expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/);
        expect(headers['x-frame-options']).toBe('SAMEORIGIN');
        expect(headers['x-content-type-options']).toBe('nosniff');
        expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
        // The head script ran (it marks the root before the first paint).
        expect(await page.evaluate(() => document.documentElement.classList.contains('js')), pathname).toBe(true);
      };

      await visit('/');
      await visit('/en');

      await visit('/en/docs/getting-started');
      await page.getByRole('tab', { name: 'Python' }).first().click();
      await expect.poll(() => page.evaluate(() => localStorage.getItem('docgen.tab.code'))).toBe('python');

      await visit('/en/docs/api/orders/create');
      const link = page.locator('[data-dg-sidebar]').getByRole('link').nth(2);
      const href = await link.getAttribute('href');
      await link.click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(new URL(href!, page.url()).pathname);

      await page.keyboard.press('Control+k');
      await page.locator('dialog.dg-search').waitFor({ state: 'visible' });
      await page.locator('dialog.dg-search [role="combobox"]').fill('webhook');
      await page.locator('dialog.dg-search [role="option"]').first().waitFor();
      await page.keyboard.press('Escape');

      await visit('/docs/api/orders/create');
      await page.locator('details:has(a[data-dg-locale]) > summary').first().click();
      await page.locator('a[data-dg-locale="id"]').first().click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/id/docs/api/orders/create');

      // A redirect page: its inline script (allowed by hash) moves the reader on.
      await page.goto(`${base()}/en/docs/api`);
      await expect.poll(() => new URL(page.url()).pathname).toBe('/en/docs/api/usage_flow');

      await page.waitForLoadState('networkidle');
      expect(await violations(page)).toEqual([]);
      expect(failed).toEqual([]);
    }, 120_000);
  });
}
