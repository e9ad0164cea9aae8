/**
 * A navbar `html` item written with Infima's classes (`<a class="navbar__link">`, as Docusaurus
 * sites write them: Infima's class styles them there) looks like docgen's own navbar links, in
 * the bar, in a dropdown (`dropdown__link`) and in the drawer; the site's own rule for the class
 * still wins, as it does over Infima.
 */
import path from 'node:path';
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useBuiltSite } from './support/built-site.js';
import { linkLook as look } from './support/link-look.js';
import { useStaticServer } from './support/static-server.js';

const SITE: Record<string, string> = {
  'docgen.config.ts': `export default {
  title: 'Infima',
  url: 'https://example.com',
  docs: { sidebarPath: false },
  customCss: ['./custom.css'],
  navbar: {
    items: [
      { type: 'link', href: '/docs/intro', label: 'Docs' },
      { type: 'link', href: '/docs/guide', label: 'Guide page' },
      { type: 'html', value: '<a class="navbar__link" href="/docs/guide">Guide</a>' },
      { type: 'html', value: '<a class="navbar__link navbar__link--active" href="/docs/intro">Here</a>' },
      { type: 'html', value: '<a class="navbar__link mine" href="/docs/intro">Mine</a>' },
      {
        type: 'dropdown',
        label: 'More',
        items: [
          { type: 'link', href: '/docs/intro', label: 'Plain' },
          { type: 'html', value: '<a class="dropdown__link" href="/docs/intro">Infima</a>' },
        ],
      },
    ],
  },
};
`,
  'custom.css': '.navbar__link.mine { color: rgb(255, 0, 0); }\n',
  'docs/intro.md': '# Intro\n\nWelcome.\n',
  'docs/guide.md': '# Guide\n\nThe guide.\n',
};

const b = useBrowser();
const site = useBuiltSite(SITE, 'docgen-e2e-navbar-infima-');
const server = useStaticServer(() => path.join(site.dir, 'build'));

test('in the bar and its dropdown, Infima-classed links look like the theme links', async () => {
  const page = await b.tab();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${server.url}/docs/guide`);
  const own = await look(page, '.dg-navbar .dg-navbar__link[href="/docs/intro"]');
  expect(await look(page, '.dg-navbar__html a[href="/docs/guide"]')).toEqual(own);
  // navbar__link--active is the theme's active link; the site's rule for its class wins.
  const active = await page.$eval('.dg-navbar__html .navbar__link--active', (el) => getComputedStyle(el).color);
  expect(active).not.toBe(own.color);
  expect(await page.$eval('.dg-navbar .dg-navbar__link.is-active', (el) => getComputedStyle(el).color)).toBe(active);
  expect(await page.$eval('.dg-navbar__html .mine', (el) => getComputedStyle(el).color)).toBe('rgb(255, 0, 0)');

  await page.locator('.dg-navbar__items').getByText('More', { exact: true }).click();
  const menu = '.dg-navbar .dg-dropdown--nav .dg-dropdown__menu';
  await expect.poll(() => page.locator(`${menu} .dropdown__link`).first().isVisible()).toBe(true);
  expect(await look(page, `${menu} .dropdown__link`)).toEqual(await look(page, `${menu} .dg-dropdown__link`));
});

test('in the drawer, an Infima-classed link looks like the drawer links', async () => {
  const page = await b.tab();
  await page.setViewportSize({ width: 600, height: 800 });
  await page.goto(`${server.url}/docs/guide`);
  await page.getByRole('button', { name: /menu/i }).click();
  const own = page.locator('.dg-drawer__nav .dg-drawer__link', { hasText: 'Docs' });
  await expect.poll(() => own.isVisible()).toBe(true);
  expect(await look(page, '.dg-drawer__html a[href="/docs/guide"]')).toEqual(
    await look(page, '.dg-drawer__nav .dg-drawer__link[href="/docs/intro"]'),
  );
});
