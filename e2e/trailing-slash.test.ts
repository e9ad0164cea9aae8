/**
 * trailingSlash: true in a real browser: pages are written `x/index.html` and linked `/x/`; the
 * server redirects `/x` to `/x/`; the router navigates in place and the address bar shows the
 * site's form, after a click, a redirect of the config, the back button and a page opened as
 * `x/index.html`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { build } from '@docgen/core';
import { createStaticServer, type RunningServer } from '@docgen/server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { REPO } from './support/lintas-build.js';

const FILES: Record<string, string> = {
  'docgen.config.ts': `export default {
  title: 'Slashes',
  trailingSlash: true,
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  redirects: [{ from: '/docs/old', to: '/docs/guide' }],
};
`,
  'sidebars.ts': "export default { docs: ['intro', 'guide'] };\n",
  'docs/intro.md': '# Intro\n\nRead the [guide](./guide.md), or the [old guide](/docs/old).\n',
  'docs/guide.md': '# Guide\n\nBack to the [intro](intro.md#top).\n',
  'i18n/fr/docs/intro.md': '# Introduction\n',
};

let siteDir = '';
let server: RunningServer | undefined;

beforeAll(async () => {
  process.env.NODE_ENV ??= 'production';
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-slash-e2e-'));
  for (const [rel, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(siteDir, rel)), { recursive: true });
    fs.writeFileSync(path.join(siteDir, rel), text);
  }
  fs.symlinkSync(path.join(REPO, 'content', 'node_modules'), path.join(siteDir, 'node_modules'), 'dir');
  const outDir = path.join(siteDir, 'build');
  await build({ siteDir, outDir, strict: true, cache: false });
  server = await createStaticServer({ root: outDir, port: 0, localePrefixes: ['', '/fr'], trailingSlash: true });
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (siteDir) fs.rmSync(siteDir, { recursive: true, force: true });
});

const b = useBrowser();

async function open(pathname: string): Promise<Page> {
  const page = await b.newPage({ viewport: { width: 1280, height: 800 } });
  page.setDefaultTimeout(10_000);
  await page.goto(server!.url + pathname);
  // Marks this document: a full page load would lose it.
  await page.evaluate(() => ((window as unknown as { same: boolean }).same = true));
  return page;
}

const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { same?: boolean }).same === true);

async function shown(page: Page, pathname: string, h1: string): Promise<void> {
  await page.waitForFunction(([p, h]) => location.pathname === p && document.querySelector('h1')?.textContent === h, [
    pathname,
    h1,
  ] as const);
}

describe('trailingSlash: true', () => {
  test('links end with a slash and navigate in place; back returns', async () => {
    const page = await open('/docs/intro/');
    expect(await page.getAttribute('main a[href^="/docs/guide"]', 'href')).toBe('/docs/guide/');
    await page.click('main a[href="/docs/guide/"]');
    await shown(page, '/docs/guide/', 'Guide');
    expect(await sameDocument(page)).toBe(true);
    await page.goBack();
    await shown(page, '/docs/intro/', 'Intro');
    expect(await sameDocument(page)).toBe(true);
  });

  test('a redirect of the config shows its target in the site form', async () => {
    const page = await open('/docs/intro/');
    await page.click('main a[href="/docs/old/"]');
    await shown(page, '/docs/guide/', 'Guide');
    expect(await sameDocument(page)).toBe(true);
  });

  test('the server sends /x to /x/; a page opened as x/index.html shows as /x/', async () => {
    const page = await b.newPage();
    const response = await page.goto(`${server!.url}/docs/guide`);
    expect(response?.request().redirectedFrom()?.url()).toBe(`${server!.url}/docs/guide`);
    expect(new URL(page.url()).pathname).toBe('/docs/guide/');
    await page.goto(`${server!.url}/docs/intro/index.html`);
    await page.waitForFunction(() => location.pathname === '/docs/intro/');
  });

  test("the other locale's home is a folder: /fr/", async () => {
    const page = await open('/docs/intro/');
    expect(await page.getAttribute('header a[data-dg-locale="fr"]', 'href')).toBe('/fr/docs/intro/');
    const response = await page.goto(`${server!.url}/fr`);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/fr/');
  });
});
