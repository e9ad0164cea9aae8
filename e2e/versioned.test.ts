/**
 * Docs versions in a real browser, on examples/versioned (1.0, a snapshot made with
 * `docgen version`, and the docs folder labelled 2.0, the latest; English and French): the
 * version menu switches to the same page in the other version (on pages outside the docs, to each
 * version's main doc), the banner of 1.0 links to the
 * latest, and the reader's choice is remembered in localStorage and preferred when they follow
 * a link into the docs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { build } from '@docgen/core';
import { createStaticServer, type RunningServer } from '@docgen/server';
import { STORAGE } from '@docgen/shared';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { REPO } from './support/lintas-build.js';

const KEY = STORAGE.docsVersion('default');
let outDir = '';
let server: RunningServer | undefined;

beforeAll(async () => {
  process.env.NODE_ENV ??= 'production';
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-versioned-'));
  await build({ siteDir: path.join(REPO, 'examples/versioned'), outDir, strict: true, cache: false });
  server = await createStaticServer({ root: outDir, host: '127.0.0.1', port: 0, localePrefixes: ['', '/fr'] });
});

afterAll(async () => {
  await server?.close();
  if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
});

const b = useBrowser();

async function open(pathname: string): Promise<Page> {
  const page = await b.tab({ viewport: { width: 1280, height: 800 } });
  page.setDefaultTimeout(10_000);
  await page.goto(server!.url + pathname);
  return page;
}

/** Waits until the page on screen is `pathname` with the heading `h1`. */
async function shown(page: Page, pathname: string, h1: string): Promise<void> {
  await page.waitForFunction(([p, h]) => location.pathname === p && document.querySelector('h1')?.textContent === h, [
    pathname,
    h1,
  ] as const);
}

/** Picks a version in the navbar's version menu. */
async function pickVersion(page: Page, name: string): Promise<void> {
  await page.click('header .dg-dropdown--version > summary');
  await page.click(`header .dg-dropdown--version a[data-dg-version="${name}"]`);
}

/** Adds a plain link to `href` in the page's text, as an author would write one, and clicks it. */
async function clickAddedLink(page: Page, href: string): Promise<void> {
  await page.evaluate((to) => {
    const a = document.createElement('a');
    a.href = to;
    a.id = 'added-link';
    a.textContent = 'A link';
    document.querySelector('main')!.append(a);
  }, href);
  await page.click('#added-link');
}

const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), KEY);
const menuLabel = (page: Page) => page.textContent('header .dg-dropdown--version > summary');
const menuHref = (page: Page, name: string) => page.getAttribute(`header a[data-dg-version="${name}"]`, 'href');

describe('docs versions', () => {
  test('the version menu switches to the same page in the other version, and keeps up with the pages shown', async () => {
    const page = await open('/docs/install');
    expect(await menuLabel(page)).toContain('2.0');
    await expect(page.locator('.dg-banner--version').count()).resolves.toBe(0);

    await pickVersion(page, '1.0');
    await shown(page, '/docs/1.0/install', 'Install');
    expect(await page.textContent('article')).toContain('acme-cli@1');
    expect(await page.getAttribute('[data-dg-region]', 'data-dg-layout')).toBe('doc:en:default:1.0');
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe('https://docs.example.com/docs/1.0/install');
    // The sidebar is 1.0's own (no deploy guide), with 1.0 links.
    expect(await page.locator('[data-dg-sidebar] a', { hasText: 'Deploy' }).count()).toBe(0);
    expect(await page.getAttribute('[data-dg-sidebar] a[aria-current="page"]', 'href')).toBe('/docs/1.0/install');
    // The navbar's menu (outside the swapped region) follows: label, current version, closed.
    expect(await menuLabel(page)).toContain('1.0');
    expect(await page.getAttribute('header a[data-dg-version="1.0"]', 'aria-current')).toBe('true');
    expect(await page.getAttribute('header a[data-dg-version="current"]', 'aria-current')).toBeNull();
    expect(
      await page.evaluate(() => document.querySelector<HTMLDetailsElement>('header .dg-dropdown--version')!.open),
    ).toBe(false);

    // Another page of 1.0: the menu now points at that page in each version.
    await page.click('[data-dg-sidebar] a[href="/docs/1.0/guides/configuration"]');
    await shown(page, '/docs/1.0/guides/configuration', 'Configuration');
    expect(await menuHref(page, 'current')).toBe('/docs/guides/configuration');
    await pickVersion(page, 'current');
    await shown(page, '/docs/guides/configuration', 'Configuration');
    expect(await page.textContent('article')).toContain('new in 2.0');
    expect(await menuLabel(page)).toContain('2.0');
  });

  test("a page missing in the other version: the menu goes to that version's home", async () => {
    const page = await open('/docs/guides/deploy');
    expect(await menuHref(page, '1.0')).toBe('/docs/1.0/intro');
    await pickVersion(page, '1.0');
    await shown(page, '/docs/1.0/intro', 'Introduction');
  });

  test('the banner of the old version links to the same page in the latest', async () => {
    const page = await open('/docs/1.0/guides/configuration');
    const banner = page.locator('.dg-banner--version');
    expect(await banner.textContent()).toContain('You are reading the documentation for version 1.0.');
    await banner.locator('a').click();
    await shown(page, '/docs/guides/configuration', 'Configuration');
    expect(await page.locator('.dg-banner--version').count()).toBe(0);
    // Following the banner is a choice too: the latest is now the preferred version.
    expect(await stored(page)).toBe('current');
  });

  test("on a page of 1.0, the navbar's doc link leads to 1.0's doc, as Docusaurus' active version", async () => {
    const page = await open('/docs/1.0/install');
    expect(await stored(page)).toBeNull();
    // The href is the latest's (what a reader without JavaScript gets); a click stays in 1.0.
    await page.click('header a.dg-navbar__link[href="/docs/intro"]');
    await shown(page, '/docs/1.0/intro', 'Introduction');
    expect(await stored(page)).toBeNull();
    // A link in the page's text into the latest docs is followed as written.
    await clickAddedLink(page, '/docs/install');
    await shown(page, '/docs/install', 'Install');
  });

  test('in another locale, versions keep the locale', async () => {
    const page = await open('/fr/docs/install');
    await pickVersion(page, '1.0');
    await shown(page, '/fr/docs/1.0/install', 'Installation');
    expect(await page.textContent('.dg-banner--version')).toContain(
      'Vous consultez la documentation de la version 1.0.',
    );
    expect(await page.getAttribute('.dg-banner--version a', 'href')).toBe('/fr/docs/install');
  });

  test("on a page outside the docs, the menu opens each version's main doc", async () => {
    const page = await open('/');
    expect(await menuLabel(page)).toContain('2.0');
    expect(await menuHref(page, 'current')).toBe('/docs/intro');
    expect(await menuHref(page, '1.0')).toBe('/docs/1.0/intro');
    expect(await page.locator('header .dg-dropdown--version a[aria-current]').count()).toBe(0);
    await pickVersion(page, '1.0');
    await shown(page, '/docs/1.0/intro', 'Introduction');
    expect(await stored(page)).toBe('1.0');
    expect(await menuLabel(page)).toContain('1.0');
    expect(await page.getAttribute('header a[data-dg-version="1.0"]', 'aria-current')).toBe('true');
    // A fresh load of a page outside the docs: the reader's preferred version labels the menu, as
    // Docusaurus' (the build wrote the latest's); in another locale the hrefs keep it.
    await page.goto(`${server!.url}/fr`);
    expect(await menuHref(page, '1.0')).toBe('/fr/docs/1.0/intro');
    await page.waitForFunction(() =>
      document.querySelector('header .dg-dropdown--version > summary')?.textContent?.includes('1.0'),
    );
  });

  test('the chosen version is remembered and preferred when the reader follows a docs link', async () => {
    const context = await b.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await page.goto(`${server!.url}/docs/intro`);
    expect(await stored(page)).toBeNull();
    await pickVersion(page, '1.0');
    await shown(page, '/docs/1.0/intro', 'Introduction');
    expect(await stored(page)).toBe('1.0');

    // From the landing page (in place), a plain link to the latest docs leads to 1.0.
    await page.click('header .dg-navbar__brand');
    await shown(page, '/', 'Versioned Docs');
    // Outside the docs the menu stays, as Docusaurus': each version's main doc, none current.
    expect(await menuHref(page, 'current')).toBe('/docs/intro');
    expect(await page.locator('header .dg-dropdown--version a[aria-current]').count()).toBe(0);
    await page.click('main a[href="/docs/install"]');
    await shown(page, '/docs/1.0/install', 'Install');

    // Remembered across page loads: a fresh load of the landing page, then the navbar's Docs link.
    const again = await context.newPage();
    again.setDefaultTimeout(10_000);
    await again.goto(`${server!.url}/`);
    expect(await stored(again)).toBe('1.0');
    await again.click('header a.dg-navbar__link[href="/docs/intro"]');
    await shown(again, '/docs/1.0/intro', 'Introduction');

    // A doc 1.0 does not have: the link is followed as it is.
    await again.goto(`${server!.url}/`);
    await clickAddedLink(again, '/docs/guides/deploy');
    await shown(again, '/docs/guides/deploy', 'Deploy');

    // Reading the latest version on purpose (a page of it on screen): its links keep to it.
    await again.click('[data-dg-sidebar] a[href="/docs/install"]');
    await shown(again, '/docs/install', 'Install');
    expect(await stored(again)).toBe('1.0');
  });

  // Only versioned sites fetch the preferred-version code, after the main module: the router
  // holds a click made before it arrives, and the link still leads to the preferred version.
  test('a click made before the preferred-version code has arrived still leads to the preferred version', async () => {
    const context = await b.newContext({ viewport: { width: 1280, height: 800 } });
    const setup = await context.newPage();
    await setup.goto(`${server!.url}/`);
    await setup.evaluate((key) => localStorage.setItem(key, '1.0'), KEY);
    await setup.close();

    const held: string[] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    // Every chunk the page imports lazily (not among its modulepreloads) waits for the gate.
    await page.route('**/assets/js/chunk-*.js', async (route) => {
      const preloaded = await route
        .request()
        .frame()
        .evaluate(
          (url) =>
            [...document.querySelectorAll('link[rel=modulepreload]')].some((l) => (l as HTMLLinkElement).href === url),
          route.request().url(),
        )
        .catch(() => true);
      if (!preloaded) {
        held.push(route.request().url());
        await gate;
      }
      await route.continue();
    });
    await page.goto(`${server!.url}/`);
    await page.waitForFunction(() => document.documentElement.classList.contains('js'));
    // The route handler records a chunk only after asking the page about it: wait for the record.
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await page.click('header a.dg-navbar__link[href="/docs/intro"]');
    // Held, not followed as it is: the latest version's page never shows.
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/');
    release();
    await shown(page, '/docs/1.0/intro', 'Introduction');
    await context.close();
  });
});
