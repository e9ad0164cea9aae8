/**
 * A site built for a `baseUrl` other than `/` (`/product/`, as Docusaurus' option), in a real
 * browser: `docgen serve --build` serves the output below the base and sends `/` to it, and so
 * does `docgen serve`; every link, asset and request of the page stays below the base; the
 * runtime navigates in place, prefetches, searches, switches locale and shows the not-found page
 * there.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useBuiltSite } from './support/built-site.js';
import { startDocgenServe } from './support/dev-server.js';

const FILES: Record<string, string> = {
  'docgen.config.ts': `import { search } from '@docgen/plugin-search';

export default {
  title: 'Product',
  url: 'https://docs.example.com',
  baseUrl: '/product/',
  favicon: '/img/logo.svg',
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  navbar: {
    items: [
      { type: 'doc', docId: 'intro', label: 'Docs' },
      { type: 'link', href: '/help', label: 'Help' },
      { type: 'search', position: 'right' },
      { type: 'localeDropdown', position: 'right' },
    ],
  },
  redirects: [{ from: '/start', to: '/docs/guide' }],
  docs: { sidebarPath: false },
  plugins: [search()],
};
`,
  'docs/intro.md': `---
sidebar_position: 1
---

# Intro

Read [the guide](./guide.md), [the help page](/help) and [its webhooks](/docs/guide#webhooks).

![Logo](/img/logo.svg)
`,
  'docs/guide.md': `---
sidebar_position: 2
---

# Guide

## Webhooks

Signed webhook deliveries reach your endpoint within seconds.
`,
  'i18n/fr/docusaurus-plugin-content-docs/current/intro.md': `# Introduction

Lisez [le guide](./guide.md).
`,
  'i18n/fr/docusaurus-plugin-content-docs/current/guide.md': `# Guide

## Webhooks

Les webhooks signés arrivent en quelques secondes.
`,
  'src/pages/index.md': `# Home

[Start with the intro](/docs/intro).
`,
  'src/pages/help.tsx': `import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';

export default function Help() {
  return (
    <Layout title="Help">
      <main>
        <h1>Help</h1>
        <Link to="/docs/guide">Read the guide</Link>
        <img src={useBaseUrl('/img/logo.svg')} alt="Logo" />
      </main>
    </Layout>
  );
}
`,
  'static/img/logo.svg':
    '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="teal"/></svg>\n',
};

const site = useBuiltSite(FILES, 'docgen-base-url-');

/** `docgen serve` (with `--build`: the output) on a free port; resolves once it serves the site's pages. */
async function serve(args: string[]): Promise<{ origin: string; output(): string; stop(): Promise<void> }> {
  const server = await startDocgenServe({
    site: site.dir,
    args,
    firstBuild: !args.includes('--build'),
    timeoutMs: 180_000,
  });
  return { origin: server.url, output: server.output, stop: () => server.stop() };
}

const b = useBrowser();
const h1 = (page: Page) => page.locator('h1').first().innerText();
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { __mark: number }).__mark = 1));
const marked = (page: Page) => page.evaluate(() => (window as unknown as { __mark?: number }).__mark === 1);

describe.each([
  { name: 'docgen serve --build', args: ['--build'] },
  { name: 'docgen serve', args: [] },
])('a site with baseUrl /product/, $name', ({ args }) => {
  let origin = '';
  let output = () => '';
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const started = await serve(args);
    origin = started.origin;
    output = started.output;
    stop = started.stop;
  }, 200_000);
  afterAll(async () => stop?.());

  /**
   * The file's warm tab (no test needs a first load of its own: a new context per test cost
   * ~2 s of Chromium's CPU each), with every request it makes from here recorded (paths).
   */
  async function open(pathname: string, allowConsoleErrors: RegExp[] = []) {
    const page = await b.tab({ viewport: { width: 1280, height: 900 }, allowConsoleErrors });
    page.setDefaultTimeout(15_000);
    const requests: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.origin === origin) requests.push(url.pathname);
    });
    const response = await page.goto(origin + pathname);
    return { page, requests, response };
  }

  test('the address it prints is the home below the base', async () => {
    const printed = /(http:\/\/127\.0\.0\.1:\d+\S*) \(Ctrl\+C to stop\)/.exec(output())?.[1];
    expect(printed).toBe(`${origin}/product/`);
    const { page } = await open(new URL(printed!).pathname);
    expect(page.url()).toBe(`${origin}/product/`);
    expect(await h1(page)).toBe('Home');
  });

  test('/ goes to the base; the home, its assets and every request are below the base', async () => {
    const { page, requests } = await open('/');
    expect(new URL(page.url()).pathname).toBe('/product/');
    expect(await h1(page)).toBe('Home');
    await page.waitForLoadState('networkidle');
    // After the redirect of `/` itself; the dev server's event stream is its own, at the root.
    const outside = requests.slice(1).filter((p) => !p.startsWith('/product/') && !p.startsWith('/__docgen/'));
    expect(requests[0]).toBe('/');
    expect(outside).toEqual([]);
    expect(requests.some((p) => /^\/product\/assets\/css\/.+\.css$/.test(p))).toBe(true);
    expect(requests.some((p) => /^\/product\/assets\/js\/main-.+\.js$/.test(p))).toBe(true);
    expect(await page.getAttribute('link[rel="icon"]', 'href')).toBe('/product/img/logo.svg');
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe('https://docs.example.com/product/');
    expect(await page.getAttribute('link[rel="alternate"][hreflang="fr"]', 'href')).toBe(
      'https://docs.example.com/product/fr',
    );
    const hrefs = await page.locator('a[href^="/"]').evaluateAll((els) => els.map((e) => e.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThan(3);
    expect(hrefs.filter((h) => !h.startsWith('/product/'))).toEqual([]);
  });

  test('a path outside the base is not the site', async () => {
    const { response } = await open('/docs/intro', [/404/]);
    expect(response?.status()).toBe(404);
  });

  test('links navigate in place below the base, with their images; prefetch asks below the base', async () => {
    const { page, requests } = await open('/product/docs/intro');
    expect(await h1(page)).toBe('Intro');
    expect(await page.locator('article img').getAttribute('src')).toBe('/product/img/logo.svg');
    await expect.poll(() => page.locator('article img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(40);
    await mark(page);
    const link = page.locator('article').getByRole('link', { name: 'the guide' });
    expect(await link.getAttribute('href')).toBe('/product/docs/guide');
    await link.hover();
    await expect
      .poll(() => requests.some((p) => /^\/product\/assets\/pages\/docs-guide\..+\.json$/.test(p)))
      .toBe(true);
    expect(requests.some((p) => p === '/product/_docgen/routes.json')).toBe(true);
    await link.click();
    await expect.poll(() => h1(page)).toBe('Guide');
    expect(new URL(page.url()).pathname).toBe('/product/docs/guide');
    expect(await marked(page)).toBe(true);
    // The sidebar marks the page, and back goes back in place.
    expect(await page.getAttribute('[data-dg-sidebar] a[aria-current="page"]', 'href')).toBe('/product/docs/guide');
    await page.goBack();
    await expect.poll(() => h1(page)).toBe('Intro');
    expect(await marked(page)).toBe(true);
    // Into a React page of src/pages, and a Docusaurus Link there.
    await page.locator('header').getByRole('link', { name: 'Help' }).click();
    await expect.poll(() => h1(page)).toBe('Help');
    expect(new URL(page.url()).pathname).toBe('/product/help');
    expect(await page.getAttribute('main img', 'src')).toBe('/product/img/logo.svg');
    await page.getByRole('link', { name: 'Read the guide' }).click();
    await expect.poll(() => h1(page)).toBe('Guide');
    expect(await marked(page)).toBe(true);
  });

  test('a redirect of the config leads below the base', async () => {
    const { page } = await open('/product/start');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/product/docs/guide');
    expect(await h1(page)).toBe('Guide');
  });

  test('search finds pages and opens them below the base', async () => {
    const { page, requests } = await open('/product/docs/intro');
    await page.keyboard.press('Control+k');
    await page.locator('dialog.dg-search').waitFor({ state: 'visible' });
    await page.locator('dialog.dg-search [role="combobox"]').fill('webhook deliveries');
    const first = page.locator('dialog.dg-search [role="option"]').first();
    await first.waitFor();
    expect(await first.getAttribute('href')).toMatch(/^\/product\/docs\/guide#webhooks$/);
    expect(requests).toContain('/product/_docgen/search.json');
    expect(requests.some((p) => /^\/product\/assets\/search\/engine\..+\.js$/.test(p))).toBe(true);
    await mark(page);
    await first.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/product/docs/guide');
    expect(await marked(page)).toBe(true);
  });

  test('the locale switcher goes to the same page below the base', async () => {
    const { page } = await open('/product/docs/guide');
    await page.locator('details:has(a[data-dg-locale]) > summary').first().click();
    const fr = page.locator('a[data-dg-locale="fr"]').first();
    expect(await fr.getAttribute('href')).toBe('/product/fr/docs/guide');
    await fr.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/product/fr/docs/guide');
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('fr');
    await page.locator('[data-dg-sidebar] a[href="/product/fr/docs/intro"]').click();
    await expect.poll(() => h1(page)).toBe('Introduction');
    expect(new URL(page.url()).pathname).toBe('/product/fr/docs/intro');
  });

  test('an unknown path below the base shows the not-found page of its locale, also after a click', async () => {
    const { page, response } = await open('/product/fr/docs/nothing', [/404/]);
    expect(response?.status()).toBe(404);
    expect(await page.getAttribute('html', 'lang')).toBe('fr');
    await page.goto(`${origin}/product/docs/intro`);
    await mark(page);
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/product/docs/missing';
      a.textContent = 'missing';
      a.id = 'missing';
      document.querySelector('article')!.append(a);
    });
    await page.click('#missing');
    await expect.poll(() => page.locator('[data-page-kind="notFound"]').count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/product/docs/missing');
    expect(await marked(page)).toBe(true);
    const home = page.getByRole('link', { name: /home/i }).first();
    expect(await home.getAttribute('href')).toBe('/product/');
  });
});
