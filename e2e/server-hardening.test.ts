/**
 * Both servers' hardening in Chromium, on the real Lintas site: the first page loaded the
 * moment the server listens has no failed request and no console error (the dev server
 * renders it on demand), and the site's own scripts run under the servers'
 * Content-Security-Policy without one violation (landing, doc page with tabs, API page,
 * search, locale switch, a redirect page), with the security headers present.
 */
import type { Page } from 'playwright-core';
import { createStaticServer } from '@docgen/server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startDocgenServe } from './support/dev-server.js';
import { useBrowser } from './support/browser.js';
import { lintasBuild } from './support/lintas-build.js';

const ANALYTICS = /^https:\/\/(analytics|stats)\.lintas\.example\//;

interface Target {
  name: 'docgen serve --build' | 'docgen serve';
  /** Resolves as soon as the server listens (the dev server's first build may still run). */
  start(): Promise<{ url: string; stop(): Promise<void> }>;
}

const TARGETS: Target[] = [
  {
    name: 'docgen serve --build',
    async start() {
      const server = await createStaticServer({ root: await lintasBuild(), localePrefixes: ['', '/en', '/id'] });
      return { url: server.url, stop: () => server.close() };
    },
  },
  {
    name: 'docgen serve',
    async start() {
      await lintasBuild(); // warms the build cache the dev server reuses
      return startDocgenServe({ firstBuild: false, timeoutMs: 120_000 });
    },
  },
];

describe.each(TARGETS)('$name', (target) => {
  let base = '';
  let stop: (() => Promise<void>) | undefined;
  const browser = useBrowser();

  beforeAll(async () => {
    const started = await target.start();
    base = started.url;
    stop = started.stop;
  }, 300_000);
  afterAll(async () => {
    await stop?.();
  });

  /**
   * The warm tab of this server's tests (a new context cost ~2 s of Chromium's CPU), whose pages
   * record CSP violations (an init script given when the tab is made) and failed responses;
   * analytics answered locally.
   */
  async function open(): Promise<{ page: Page; failed: string[] }> {
    const failed: string[] = [];
    const page = await browser.tab({ viewport: { width: 1280, height: 900 } }, (p) =>
      p.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { __csp: string[] }).__csp = seen;
        document.addEventListener('securitypolicyviolation', (e) =>
          seen.push(`${e.effectiveDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`),
        );
      }),
    );
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
    const res = await page.goto(`${base}/docs/getting-started`);
    expect(res?.status()).toBe(200);
    await page.waitForLoadState('networkidle');
    // A lookup in the route manifest (what a hover prefetches and a click needs) right away.
    await page.locator('[data-dg-sidebar]').getByRole('link').nth(1).hover();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(failed).toEqual([]);
    expect(await violations(page)).toEqual([]);
  });

  // Seven pages, each rendered on demand by the dev server (two of 400 KB): 8-17 s in a quiet CI,
  // 40-44 s with helpers running, and twice over the project's 60 s. It proves headers, not speed.
  test('pages, search and the locale switch run under the CSP without a violation; headers present', async () => {
    const { page, failed } = await open();
    page.setDefaultTimeout(20_000);
    const visit = async (pathname: string) => {
      const res = await page.goto(base + pathname);
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
    await page.locator('[data-dg-sidebar]').getByRole('link').nth(2).click();
    await page.waitForLoadState('networkidle');

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
    await page.goto(`${base}/en/docs/api`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/en/docs/api/usage_flow');

    await page.waitForLoadState('networkidle');
    expect(await violations(page)).toEqual([]);
    expect(failed).toEqual([]);
  }, 120_000);
});
