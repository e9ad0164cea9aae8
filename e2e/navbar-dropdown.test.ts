/**
 * A navbar dropdown (Docusaurus' `dropdown` item) in a real browser: the reader opens the menu,
 * sees all of it below the bar (the list of links it sits in clips what overflows it, the menu
 * must not be cut), and follows a link; when the bar has no room for it, its links are a group of
 * the "more" menu, which opens inside the window; on a narrow screen, a group in the drawer.
 */
import path from 'node:path';
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useBuiltSite } from './support/built-site.js';
import { useStaticServer } from './support/static-server.js';

const SITE: Record<string, string> = {
  'docgen.config.ts': `export default {
  title: 'Drop',
  url: 'https://example.com',
  docs: { sidebarPath: false },
  navbar: {
    items: [
      { type: 'link', href: 'https://example.org/a', label: 'Yet another long link here' },
      { type: 'doc', docId: 'intro', label: 'Docs' },
      { type: 'link', href: '/docs/guide', label: 'A rather long navbar link' },
      { type: 'link', href: '/docs/intro', label: 'Another quite long navbar link' },
      {
        type: 'dropdown',
        label: 'Community',
        items: [
          { type: 'doc', docId: 'guide' },
          { type: 'link', href: 'https://forum.example.com', label: 'Forum' },
          { type: 'link', href: '/docs/intro', label: 'Start here' },
        ],
      },
    ],
  },
};
`,
  'docs/intro.md': '# Intro\n\nWelcome.\n',
  'docs/guide.md': '# Guide\n\nThe guide.\n',
};

const b = useBrowser();
const site = useBuiltSite(SITE, 'docgen-e2e-dropdown-');
const server = useStaticServer(() => path.join(site.dir, 'build'));

test('the reader opens the dropdown, sees its whole menu below the bar and follows a link', async () => {
  const page = await b.tab();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${server.url}/docs/intro`);
  const menu = page.locator('.dg-navbar .dg-dropdown--nav .dg-dropdown__menu');
  expect(await menu.isVisible()).toBe(false);
  await page.locator('.dg-navbar__items').getByText('Community', { exact: true }).click();
  await expect.poll(() => menu.isVisible()).toBe(true);
  const bar = await page.locator('.dg-navbar').boundingBox();
  const box = await menu.boundingBox();
  expect(box!.y + box!.height).toBeGreaterThan(bar!.y + bar!.height + 60);
  // The last entry is not cut off: the point at its centre is the link itself.
  const last = menu.getByRole('link', { name: 'Start here' });
  const lastBox = (await last.boundingBox())!;
  const hit = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.textContent ?? '',
    [lastBox.x + lastBox.width / 2, lastBox.y + lastBox.height / 2],
  );
  expect(hit).toBe('Start here');
  expect(await menu.getByRole('link', { name: 'Forum' }).getAttribute('href')).toBe('https://forum.example.com');
  await menu.getByRole('link', { name: 'Guide' }).click();
  await expect.poll(() => page.locator('h1').textContent()).toBe('Guide');
  expect(new URL(page.url()).pathname).toBe('/docs/guide');
});

test('on a narrow screen the dropdown is a labelled group of links in the drawer', async () => {
  const page = await b.tab();
  await page.setViewportSize({ width: 600, height: 800 });
  await page.goto(`${server.url}/docs/intro`);
  await page.getByRole('button', { name: /menu/i }).click();
  const group = page.locator('.dg-drawer__nav').getByRole('list', { name: 'Community' });
  await expect.poll(() => group.isVisible()).toBe(true);
  expect(await group.getByRole('link').allTextContents()).toEqual(['Guide', 'Forum', 'Start here']);
  await group.getByRole('link', { name: 'Start here' }).click();
  await expect.poll(() => page.locator('h1').textContent()).toBe('Intro');
});

test('without room in the bar, the dropdown is a group of the "more" menu, inside the window', async () => {
  const page = await b.tab();
  await page.setViewportSize({ width: 1000, height: 800 });
  await page.goto(`${server.url}/docs/intro`);
  const more = page.locator('[data-dg-nav-more]');
  await expect.poll(() => more.getAttribute('data-dg-overflow')).toBe('');
  await more.locator('summary').click();
  const group = more.getByRole('list', { name: 'Community' });
  await expect.poll(() => group.isVisible()).toBe(true);
  const menu = (await more.locator('.dg-dropdown__menu').boundingBox())!;
  expect(menu.x).toBeGreaterThanOrEqual(0);
  expect(menu.x + menu.width).toBeLessThanOrEqual(1000);
  await group.getByRole('link', { name: 'Guide' }).click();
  await expect.poll(() => page.locator('h1').textContent()).toBe('Guide');
});
