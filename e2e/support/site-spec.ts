/**
 * The behaviours of the site spec (../shared/site-spec.txt), clicked and read as a person would,
 * on the real Lintas site at `base()`: run on the production build served as a static host serves
 * it (lintas.test.ts) and on `docgen serve` (lintas-serve.test.ts). Two files, so the two servers'
 * tests run side by side: one file held both, and alone set the end of the browser group (198 s of
 * its ~424 s in the last clean CI run).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { type PageOptions, useBrowser } from './browser.js';

const ANALYTICS = /^https:\/\/(analytics|stats)\.lintas\.example\//;

/**
 * The site spec's tests against the server at `base()`, in a describe of their own (its own warm
 * tab); they start once `firstBuild()` resolves (the dev server's first build).
 */
export function siteSpecTests(base: () => string, firstBuild: () => Promise<void> = async () => {}): void {
  describe('site spec', () => {
    const browser = useBrowser();
    // The spec's tests start once the dev server's first build is done, as they always have.
    beforeAll(() => firstBuild(), 300_000);

    /**
     * A page whose analytics requests are answered locally and recorded: the file's warm tab, or a
     * page of its own for a test that changes the viewport or counts beacons from the first load.
     */
    async function open(
      pathname: string,
      options: PageOptions & { beacons?: string[]; fresh?: boolean } = {},
    ): Promise<Page> {
      const page = await blank(options);
      await page.goto(base() + pathname);
      return page;
    }

    /**
     * `open`'s page before its first load: a test that routes the page's chunks or manifest does it
     * here, since the page prefetches the links in view as soon as it is idle after loading.
     */
    async function blank(options: PageOptions & { beacons?: string[]; fresh?: boolean } = {}): Promise<Page> {
      const { beacons, fresh, ...rest } = options;
      let page: Page;
      if (fresh || beacons || rest.viewport) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...rest });
        await answerAnalytics(context, beacons ?? []);
        page = await context.newPage();
      } else {
        page = await browser.tab({ viewport: { width: 1280, height: 900 }, ...rest });
        await answerAnalytics(page.context(), []);
      }
      page.setDefaultTimeout(15_000);
      return page;
    }

    async function answerAnalytics(context: BrowserContext, beacons: string[]): Promise<void> {
      await context.route(ANALYTICS, (route) => {
        beacons.push(`${route.request().url()} ${route.request().postData() ?? ''}`);
        return route.fulfill({ status: 204, body: '' });
      });
    }

    const h1 = (page: Page) => page.locator('h1').first().innerText();
    /** Marks the document: the mark survives an in-place navigation, not a full load. */
    const mark = (page: Page) => page.evaluate(() => ((window as unknown as { __mark: number }).__mark = 1));
    const marked = (page: Page) => page.evaluate(() => (window as unknown as { __mark?: number }).__mark === 1);

    test('an unknown path shows the not-found page of its locale with status 404', async () => {
      const context = await browser.newContext({ allowConsoleErrors: [/404/] });
      await answerAnalytics(context, []);
      const page = await context.newPage();
      const fr = await page.goto(`${base()}/docs/no-such-page`);
      expect(fr?.status()).toBe(404);
      expect(await page.getAttribute('html', 'lang')).toBe('fr-FR');
      const en = await page.goto(`${base()}/en/nothing/here`);
      expect(en?.status()).toBe(404);
      expect(await page.getAttribute('html', 'lang')).toBe('en-US');
      await expect(page.getByRole('link', { name: /home/i }).first().isVisible()).resolves.toBe(true);
    });

    test('paths ending in .html or /index.html are the same page', async () => {
      const page = await open('/en/docs/sandbox');
      const title = await h1(page);
      await page.goto(`${base()}/en/docs/sandbox.html`);
      expect(await h1(page)).toBe(title);
      await page.goto(`${base()}/en/docs/sandbox/index.html`);
      expect(await h1(page)).toBe(title);
    });

    test('a sidebar link navigates in place, and every route change sends one page view to each tracker, IP anonymised', async () => {
      const beacons: string[] = [];
      const page = await open('/en/docs/intro', { beacons });
      await expect.poll(() => beacons.length).toBe(2);
      await mark(page);
      await page.locator('[data-dg-sidebar]').getByRole('link', { name: 'Sandbox' }).click();
      await expect.poll(() => h1(page)).toMatch(/sandbox/i);
      expect(new URL(page.url()).pathname).toBe('/en/docs/sandbox');
      expect(await marked(page)).toBe(true);
      await expect.poll(() => beacons.length).toBe(4);
      expect(beacons.filter((b) => b.includes('G-LNT4S2025'))).toHaveLength(2);
      expect(beacons.filter((b) => b.includes('UA-210987-1'))).toHaveLength(2);
      for (const b of beacons) expect(b).toMatch(/"aip":1/);
      expect(beacons.at(-1)).toContain('/en/docs/sandbox');
      await page.goBack();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/en/docs/intro');
      expect(await marked(page)).toBe(true);
    });

    test('the progress bar appears only when a route takes longer than 200 ms', async () => {
      const page = await blank();
      const loading = () =>
        page.evaluate(() => {
          const bar = document.querySelector<HTMLElement>('[data-dg-progress]');
          return !!bar && !bar.hidden && bar.dataset.state === 'loading';
        });
      const hidden = () =>
        page.evaluate(() => document.querySelector<HTMLElement>('[data-dg-progress]')?.hidden ?? true);
      /** Holds the page chunk of `name` until `release()`. */
      const hold = async (name: string) => {
        let release!: () => void;
        const released = new Promise<void>((done) => (release = done));
        let asked = false;
        await page.route(`**/assets/pages/${name}.*`, async (route) => {
          asked = true;
          await released;
          await route.continue().catch(() => {});
        });
        return { release, asked: () => asked };
      };
      const sidebarLink = (name: string) => page.locator('[data-dg-sidebar]').getByRole('link', { name });

      // Held from the page's first load on: the links in view prefetch their chunks in idle time,
      // and those requests are held too. The page's clock is paused and moved by the test: a
      // route takes, in page time, what the test says, whatever the machine's load (timed
      // versions failed on loaded CI runs).
      const support = await hold('en-docs-support');
      const errors = await hold('en-docs-errors');
      await page.clock.install();
      await page.goto(`${base()}/en/docs/intro`);
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
      await sidebarLink('Support').click();
      await expect.poll(support.asked).toBe(true);
      await page.clock.runFor(199);
      expect(await loading()).toBe(false);
      await page.clock.runFor(2);
      expect(await loading()).toBe(true);
      await page.clock.runFor(400); // still loading at 600 ms
      expect(await loading()).toBe(true);
      support.release();
      await expect.poll(() => h1(page), { timeout: 10_000 }).toMatch(/support/i);
      await page.clock.runFor(1000);
      expect(await hidden()).toBe(true);

      await sidebarLink('Errors').click();
      await expect.poll(errors.asked).toBe(true);
      await page.clock.runFor(150);
      expect(await loading()).toBe(false);
      errors.release();
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/en/docs/errors');
      await expect.poll(() => h1(page)).toMatch(/error/i);
      await page.clock.runFor(1000); // the route was shown: its bar's timer is gone
      expect(await loading()).toBe(false);
      expect(await hidden()).toBe(true);
    });

    test("a page chunk that fails to load shows 'Page Error'; 'Retry' shows the page", async () => {
      const page = await blank({ allowConsoleErrors: [/Failed to load resource/] });
      let failing = true;
      await page.route('**/assets/pages/en-docs-support.*', (route) =>
        failing ? route.abort('failed') : route.continue(),
      );
      await page.goto(`${base()}/en/docs/intro`);
      await page.locator('[data-dg-sidebar]').getByRole('link', { name: 'Support' }).click();
      await expect(page.getByText('Page Error', { exact: true }).waitFor()).resolves.toBeUndefined();
      expect(await page.locator('header').first().isVisible()).toBe(true);
      failing = false;
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect.poll(() => h1(page)).toMatch(/support/i);
    });

    test("a page that crashes while it is shown says 'This page crashed.' with 'Try again'", async () => {
      const page = await blank({ allowConsoleErrors: [/crash|layout region/i] });
      let broken = true;
      await page.route('**/assets/pages/en-docs-sandbox.*', async (route) => {
        if (!broken) return route.continue();
        const response = await route.fetch();
        const chunk = (await response.json()) as Record<string, unknown>;
        await route.fulfill({ response, json: { ...chunk, layout: '<div>no layout region here</div>' } });
      });
      await page.goto(`${base()}/en/docs/intro`);
      await page.locator('[data-dg-sidebar]').getByRole('link', { name: 'Sandbox' }).click();
      await page.getByText('This page crashed.', { exact: true }).waitFor();
      expect(await page.locator('header').first().isVisible()).toBe(true);
      broken = false;
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect.poll(() => h1(page)).toMatch(/sandbox/i);
    });

    test('a navigation that fails for another reason falls back to a full page load', async () => {
      const page = await blank({ allowConsoleErrors: [/JSON|manifest/i] });
      await page.route('**/_docgen/routes.json', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: '{ not json' }),
      );
      await page.goto(`${base()}/en/docs/intro`);
      await mark(page);
      await page.locator('[data-dg-sidebar]').getByRole('link', { name: 'Support' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/en/docs/support');
      await expect.poll(() => h1(page)).toMatch(/support/i);
      expect(await marked(page)).toBe(false);
    });

    test('links are prefetched on hover, but never on 2g or with data saving on', async () => {
      const requests = (page: Page) => {
        const seen: string[] = [];
        page.on('request', (r) => {
          if (r.url().includes('/assets/pages/')) seen.push(r.url());
        });
        return seen;
      };
      const page = await open('/en/docs/intro');
      const seen = requests(page);
      await page.locator('[data-dg-sidebar]').getByRole('link', { name: 'Support' }).hover();
      await expect.poll(() => seen.some((u) => u.includes('en-docs-support'))).toBe(true);

      for (const connection of [
        { effectiveType: '2g', saveData: false },
        { effectiveType: '4g', saveData: true },
      ]) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        await answerAnalytics(context, []);
        await context.addInitScript(
          (c) =>
            Object.defineProperty(navigator, 'connection', {
              value: { ...c, addEventListener() {} },
              configurable: true,
            }),
          connection,
        );
        const slowPage = await context.newPage();
        const none = requests(slowPage);
        await slowPage.goto(`${base()}/en/docs/intro`);
        await slowPage.locator('[data-dg-sidebar]').getByRole('link', { name: 'Support' }).hover();
        await slowPage.mouse.wheel(0, 2000);
        await slowPage.waitForTimeout(800);
        expect(none).toEqual([]);
      }
    });

    test('redirects of the config work for readers', async () => {
      const page = await open('/docs/api');
      await expect.poll(() => new URL(page.url()).pathname).toBe('/docs/api/usage_flow');
    });

    test('light by default; the toggle switches to dark, stored under "theme", kept on reload and followed by other tabs', async () => {
      const page = await open('/en/docs/intro');
      expect(await page.getAttribute('html', 'data-theme')).toBe('light');
      await page.locator('[data-dg-color-toggle]').first().click();
      expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
      await page.reload();
      expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
      const other = await page.context().newPage();
      await other.goto(`${base()}/en/docs/sandbox`);
      expect(await other.getAttribute('html', 'data-theme')).toBe('dark');
      await other.evaluate(() => localStorage.setItem('theme', 'light'));
      await expect.poll(() => page.getAttribute('html', 'data-theme')).toBe('light');
    });

    test('the announcement bar can be dismissed, stays dismissed, and shows again when its id changes', async () => {
      const page = await open('/en/');
      const bar = page.locator('[data-dg-announcement]');
      expect(await bar.isVisible()).toBe(true);
      await page.locator('[data-dg-announcement-close]').click();
      expect(await bar.isVisible()).toBe(false);
      await page.reload();
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-announcement-dismissed'))).toBe(
        true,
      );
      expect(await bar.isVisible()).toBe(false);
      await page.evaluate(() => localStorage.setItem('docgen.announcement.dismissed', 'an-older-announcement'));
      await page.reload();
      expect(await bar.isVisible()).toBe(true);
    });

    test('the chosen code tab is remembered in its group on every page', async () => {
      const page = await open('/en/docs/getting-started');
      await page.getByRole('tab', { name: 'Python' }).first().click();
      expect(await page.evaluate(() => localStorage.getItem('docgen.tab.code'))).toBe('python');
      await page.locator('[data-dg-sidebar]').getByRole('link', { name: 'Sandbox' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/en/docs/sandbox');
      const selected = page.locator('[data-dg-tabs="code"] [role="tab"][aria-selected="true"]');
      await expect.poll(async () => (await selected.allInnerTexts()).every((t) => t === 'Python')).toBe(true);
      expect(await selected.count()).toBeGreaterThan(0);
      await page.reload();
      await expect.poll(async () => (await selected.allInnerTexts()).every((t) => t === 'Python')).toBe(true);
    });

    test('at 996 px the sidebar is a drawer opened by the menu button and closed by Escape; at 997 px it is the desktop layout', async () => {
      const page = await open('/en/docs/intro', { viewport: { width: 996, height: 800 } });
      const menu = page.locator('[data-dg-drawer-toggle]').first();
      expect(await menu.isVisible()).toBe(true);
      expect(await page.locator('[data-dg-sidebar]').isVisible()).toBe(false);
      await menu.click();
      expect(await menu.getAttribute('aria-expanded')).toBe('true');
      await expect.poll(() => page.locator('[data-dg-sidebar]').isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      await page.setViewportSize({ width: 997, height: 800 });
      await expect.poll(() => menu.isVisible()).toBe(false);
      expect(await page.locator('[data-dg-sidebar]').isVisible()).toBe(true);
    });

    test('the locale switcher keeps the reader on the same page in the other language', async () => {
      const page = await open('/docs/api/orders/create');
      expect(await page.getAttribute('html', 'lang')).toBe('fr-FR');
      const link = page.locator('a[data-dg-locale="id"]').first();
      await page.locator('details:has(a[data-dg-locale]) > summary').first().click();
      await link.click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/id/docs/api/orders/create');
      await expect.poll(() => page.getAttribute('html', 'lang')).toBe('id-ID');
    });
  });
}
