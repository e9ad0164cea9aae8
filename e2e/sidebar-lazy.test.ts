/**
 * A sidebar over `sidebar.lazyAbove` (issue 24) in a real browser: a page's collapsed categories
 * come without their items (`data-dg-lazy`); opening one (a click, the keyboard) fills them in
 * from the page's chunk, the summary keeping the focus, and a link followed is shown in place.
 * An in-place navigation into a collapsed category opens it with the next page's items; without
 * JavaScript a collapsed category with its own page still links there, one without leads to its
 * first page.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useBuiltSite } from './support/built-site.js';
import { useStaticServer } from './support/static-server.js';

const CATEGORIES = 6;
const DOCS = 10;
const SITE: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'sidebar-lazy-fixture', private: true, type: 'module' }),
  // A threshold of 4 KB makes this sidebar of 70 docs a large one.
  'docgen.config.ts': `export default { title: 'Lazy', url: 'https://example.com', docs: { sidebarPath: false }, sidebar: { lazyAbove: 4096 } };
`,
  'docs/intro.md': '---\nsidebar_position: 0\n---\n# Intro\n\nSee [doc 5.2](./cat5/doc-2.md).\n',
  // The second category has a page of its own.
  'docs/cat1/index.md': '# Category one\n',
};
for (let c = 0; c < CATEGORIES; c++) {
  for (let d = 0; d < DOCS; d++)
    SITE[`docs/cat${c}/doc-${d}.md`] = `---\nsidebar_position: ${d}\n---\n# Doc ${c}.${d}\n`;
}

const b = useBrowser();
const site = useBuiltSite(SITE, 'docgen-e2e-sidebar-lazy-');
const server = useStaticServer(() => path.join(site.dir, 'build'));

const category = (key: string) => `[data-dg-sidebar] details[data-dg-category="${key}"]`;
const items = (page: Page, key: string) => page.locator(`${category(key)} a.dg-sidebar__link`).count();
const lazy = (page: Page, key: string) =>
  page.locator(category(key)).evaluate((d) => d.hasAttribute('data-dg-lazy') || d.hasAttribute('aria-busy'));

test('a collapsed category opened by a click gets its items; one followed is shown in place', async () => {
  const page = await b.tab();
  await page.goto(`${server.url}/docs/cat0/doc-0`);
  await page.evaluate(() => ((window as unknown as { stay: number }).stay = 1));
  expect(await lazy(page, 'cat3')).toBe(true);
  expect(await items(page, 'cat3')).toBe(0);
  // The page's own category is open with its items, its link current.
  expect(await items(page, 'cat0')).toBe(DOCS);
  await page.click(`${category('cat3')} > summary`);
  await expect.poll(() => items(page, 'cat3')).toBe(DOCS);
  expect(await lazy(page, 'cat3')).toBe(false);
  expect(await page.locator(category('cat3')).evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
  expect(await page.evaluate(() => document.activeElement?.closest('details')?.getAttribute('data-dg-category'))).toBe(
    'cat3',
  );
  // Marked for this page: its own link is the current one, nothing in the opened category.
  expect(
    await page
      .locator('[data-dg-sidebar] [aria-current="page"]')
      .evaluateAll((l) => l.map((a) => a.getAttribute('href'))),
  ).toEqual(['/docs/cat0/doc-0']);
  await page.click(`${category('cat3')} a[href="/docs/cat3/doc-4"]`);
  await expect.poll(() => page.locator('h1').innerText()).toBe('Doc 3.4');
  // In place (the window is the same), the sidebar kept and marked for the new page.
  expect(await page.evaluate(() => (window as unknown as { stay?: number }).stay)).toBe(1);
  expect(await page.locator(`${category('cat3')} a[href="/docs/cat3/doc-4"]`).getAttribute('aria-current')).toBe(
    'page',
  );
  expect(await page.locator(`${category('cat0')} a[href="/docs/cat0/doc-0"]`).getAttribute('aria-current')).toBe(null);
});

test('a category opened before the navigation module has loaded still gets its items', async () => {
  const page = await b.newPage();
  // The browser never idle: the runtime's idle-time load of the navigation module never comes.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await page.goto(`${server.url}/docs/cat0/doc-0`);
  expect(await items(page, 'cat2')).toBe(0);
  await page.click(`${category('cat2')} > summary`);
  await expect.poll(() => items(page, 'cat2')).toBe(DOCS);
  expect(await lazy(page, 'cat2')).toBe(false);
});

test('the keyboard opens one too, and the focus moves on into its items', async () => {
  const page = await b.tab();
  await page.goto(`${server.url}/docs/intro`);
  await page.locator(`${category('cat4')} > summary`).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => items(page, 'cat4')).toBe(DOCS);
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('/docs/cat4/doc-0');
});

test('an in-place navigation into a collapsed category opens it with the next page’s items', async () => {
  const page = await b.tab();
  await page.goto(`${server.url}/docs/intro`);
  await page.evaluate(() => ((window as unknown as { stay: number }).stay = 1));
  expect(await lazy(page, 'cat5')).toBe(true);
  await page.click('article a[href="/docs/cat5/doc-2"]');
  await expect.poll(() => page.locator('h1').innerText()).toBe('Doc 5.2');
  expect(await page.evaluate(() => (window as unknown as { stay?: number }).stay)).toBe(1);
  expect(await lazy(page, 'cat5')).toBe(false);
  expect(await page.locator(category('cat5')).evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
  expect(await page.locator(`${category('cat5')} a[href="/docs/cat5/doc-2"]`).getAttribute('aria-current')).toBe(
    'page',
  );
  // A category still collapsed opens with the items of the page now shown.
  await page.click(`${category('cat2')} > summary`);
  await expect.poll(() => items(page, 'cat2')).toBe(DOCS);
  await page.click(`${category('cat2')} a[href="/docs/cat2/doc-9"]`);
  await expect.poll(() => page.locator('h1').innerText()).toBe('Doc 2.9');
  expect(await page.evaluate(() => (window as unknown as { stay?: number }).stay)).toBe(1);
});

test('without JavaScript, a collapsed category with its own page links there', async () => {
  const page = await b.newPage({ javaScriptEnabled: false });
  await page.goto(`${server.url}/docs/intro`);
  expect(await items(page, 'cat1')).toBe(0);
  await page.click('[data-dg-sidebar] a.dg-sidebar__category-link[href="/docs/cat1"]');
  await expect.poll(() => page.locator('h1').innerText()).toBe('Category one');
  expect(await items(page, 'cat1')).toBe(DOCS);
  expect(await lazy(page, 'cat1')).toBe(false);
});

test('without JavaScript, a collapsed category without a page of its own leads to its first page', async () => {
  const page = await b.newPage({ javaScriptEnabled: false });
  await page.goto(`${server.url}/docs/intro`);
  await page.click(`${category('cat3')} > summary`);
  const first = page.locator(`${category('cat3')} a.dg-sidebar__link`);
  await expect.poll(() => first.count()).toBe(1);
  expect(await first.isVisible()).toBe(true);
  expect(await first.innerText()).toBe('Doc 3.0');
  await first.click();
  await expect.poll(() => page.locator('h1').innerText()).toBe('Doc 3.0');
  expect(await items(page, 'cat3')).toBe(DOCS);
  expect(await lazy(page, 'cat3')).toBe(false);
});

test('a large sidebar’s rows are compact: a linked category is its link and a caret on one row', async () => {
  const page = await b.tab();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${server.url}/docs/intro`);
  expect(await page.locator('[data-dg-sidebar] svg').count()).toBe(0);
  const link = page.locator(
    '[data-dg-sidebar] li.dg-sidebar__item--compact > a.dg-sidebar__category-link[href="/docs/cat1"]',
  );
  const summary = page.locator(`${category('cat1')} > summary`);
  const [l, s] = [(await link.boundingBox())!, (await summary.boundingBox())!];
  // The caret sits at the end of the link's row, the same height, not over the link.
  expect(Math.abs(l.y - s.y)).toBeLessThan(1);
  expect(Math.abs(l.height - s.height)).toBeLessThan(1);
  expect(s.x).toBeGreaterThanOrEqual(l.x + l.width - 1);
  // Assistive technology names the toggle; it is collapsed.
  const snapshot = await summary.ariaSnapshot();
  expect(snapshot).toContain('Show or hide “Category one”');
  // From the link, Tab reaches the toggle; Enter opens it with its items, the caret turned.
  await link.focus();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('details')?.getAttribute('data-dg-category'))).toBe(
    'cat1',
  );
  const turn = () => summary.locator('.dg-sidebar__caret').evaluate((c) => getComputedStyle(c).transform);
  expect(await turn()).toBe('none');
  await page.keyboard.press('Enter');
  await expect.poll(() => items(page, 'cat1')).toBe(DOCS);
  await expect.poll(turn).not.toBe('none');
  // Its items come under the link's row, the first one reachable by Tab.
  const first = page.locator(`${category('cat1')} a.dg-sidebar__link`).first();
  expect((await first.boundingBox())!.y).toBeGreaterThanOrEqual(l.y + l.height - 1);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('/docs/cat1/doc-0');
  // A click on the caret closes it; on the link, follows it.
  await summary.click();
  expect(await page.locator(category('cat1')).evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
  await link.click();
  await expect.poll(() => page.locator('h1').innerText()).toBe('Category one');
});
