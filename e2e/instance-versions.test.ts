/**
 * Versions of a further docs section (a Docusaurus docs plugin instance with
 * `community_versions.json`) in a real browser: the navbar's `docsVersionDropdown` with
 * `docsPluginId: 'community'` switches to the same page in another version in place, keeps up
 * with the page shown (label, current entry, hrefs), the choice is remembered under the section's
 * key and preferred when the reader follows a link into the section's latest docs; on the docs
 * section's pages (unversioned) the menu leads to the versions' main docs.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { STORAGE } from '@docgen/shared';
import { describe, expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useBuiltSite } from './support/built-site.js';
import { useStaticServer } from './support/static-server.js';

const SITE: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'instance-versions-fixture', private: true, type: 'module' }),
  'docgen.config.ts': `export default {
  title: 'Instance versions',
  docs: { sidebarPath: false },
  docsInstances: [{ id: 'community', path: 'community', routeBasePath: 'community', versions: { current: { label: 'Canary' } } }],
  navbar: {
    items: [
      { type: 'docSidebar', sidebarId: 'defaultSidebar', label: 'Docs' },
      { type: 'docSidebar', sidebarId: 'defaultSidebar', docsPluginId: 'community', label: 'Community' },
      { type: 'docsVersionDropdown', docsPluginId: 'community', position: 'right' },
    ],
  },
};
`,
  'docs/intro.md': '# Intro\n\nSee [the community](/community/intro).\n',
  'community/intro.md': '# Welcome\n\nCanary intro.\n',
  'community/events.md': '# Events\n\nCanary events.\n',
  'community_versions.json': '["2.0", "1.0"]',
  'community_versioned_docs/version-2.0/intro.md': '# Welcome\n\nIntro of 2.0.\n',
  'community_versioned_docs/version-2.0/events.md': '# Events\n\nEvents of 2.0.\n',
  'community_versioned_docs/version-1.0/intro.md': '# Welcome\n\nIntro of 1.0.\n',
};

const KEY = STORAGE.docsVersion('community');
const b = useBrowser();
const site = useBuiltSite(SITE, 'docgen-e2e-instance-versions-');
const server = useStaticServer(() => path.join(site.dir, 'build'));

async function open(pathname: string): Promise<Page> {
  const page = await b.newPage({ viewport: { width: 1280, height: 800 } });
  page.setDefaultTimeout(10_000);
  await page.goto(server.url + pathname);
  return page;
}

/** Waits until the page on screen is `pathname` and its article holds `text`. */
async function shown(page: Page, pathname: string, text: string): Promise<void> {
  await page.waitForFunction(
    ([p, t]) => location.pathname === p && (document.querySelector('article')?.textContent ?? '').includes(t),
    [pathname, text] as const,
  );
}

async function pickVersion(page: Page, name: string): Promise<void> {
  await page.click('header .dg-dropdown--version > summary');
  await page.click(`header .dg-dropdown--version a[data-dg-version="${name}"]`);
}

const menuLabel = (page: Page) => page.textContent('header .dg-dropdown--version > summary');
const menuHref = (page: Page, name: string) => page.getAttribute(`header a[data-dg-version="${name}"]`, 'href');

describe('versions of a further docs section', () => {
  test('its version menu switches versions in place and keeps up with the page shown', async () => {
    const page = await open('/community/events');
    expect(await menuLabel(page)).toContain('2.0');
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));

    await pickVersion(page, 'current');
    await shown(page, '/community/next/events', 'Canary events.');
    expect(await page.getAttribute('[data-dg-region]', 'data-dg-layout')).toBe('doc:en:community:current');
    expect(await menuLabel(page)).toContain('Canary');
    expect(await page.getAttribute('header a[data-dg-version="current"]', 'aria-current')).toBe('true');
    // 1.0 has no events page: the menu leads to its home.
    expect(await menuHref(page, '1.0')).toBe('/community/1.0/intro');

    await pickVersion(page, '1.0');
    await shown(page, '/community/1.0/intro', 'Intro of 1.0.');
    expect(await menuLabel(page)).toContain('1.0');
    expect(await menuHref(page, '2.0')).toBe('/community/intro');
    expect(await page.textContent('.dg-banner--version')).toContain('1.0');
    // Every switch was made in place: no page load.
    expect(loads).toEqual([]);
    expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBe('1.0');
  });

  test('the chosen version is preferred when the reader follows a link into the section', async () => {
    const context = await b.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await page.goto(`${server.url}/community/intro`);
    await pickVersion(page, '1.0');
    await shown(page, '/community/1.0/intro', 'Intro of 1.0.');
    // From another version's page, a plain link into the section's latest docs leads to 1.0.
    await page.goto(`${server.url}/community/next/events`);
    const link = (href: string) =>
      page.evaluate((h) => {
        const a = document.createElement('a');
        a.href = h;
        a.id = 'injected';
        a.textContent = h;
        document.querySelector('article')!.append(a);
      }, href);
    await link('/community/intro');
    await page.click('#injected');
    await shown(page, '/community/1.0/intro', 'Intro of 1.0.');
    // A doc 1.0 does not have: the link is followed as it is.
    await link('/community/events');
    await page.click('#injected');
    await shown(page, '/community/events', 'Events of 2.0.');
  });

  test("on the docs section's pages the section's menu opens each version's main doc, remembered under its key", async () => {
    const page = await open('/docs/intro');
    // The preferred-version code, loaded after the main module, takes the pick.
    await page.waitForLoadState('networkidle');
    expect(await page.locator('header .dg-dropdown--version').count()).toBe(1);
    expect(await menuLabel(page)).toContain('2.0');
    expect(await menuHref(page, '1.0')).toBe('/community/1.0/intro');
    // Its first doc (generated sidebar, in name order), as Docusaurus' main doc.
    expect(await menuHref(page, 'current')).toBe('/community/next/events');
    expect(await page.locator('header .dg-dropdown--version a[aria-current]').count()).toBe(0);
    await pickVersion(page, '1.0');
    await shown(page, '/community/1.0/intro', 'Intro of 1.0.');
    const stored = (key: string) => page.evaluate((k) => localStorage.getItem(k), key);
    expect(await stored(KEY)).toBe('1.0');
    expect(await stored(STORAGE.docsVersion('default'))).toBeNull();
    expect(await page.getAttribute('header a[data-dg-version="1.0"]', 'aria-current')).toBe('true');
  });
});
