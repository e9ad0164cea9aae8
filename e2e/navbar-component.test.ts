/**
 * A navbar `component` item (a Docusaurus `custom-*` type, drawn by the site's own component) is
 * in the page as the component rendered it for that page: in the bar, among the links of its
 * side, looking like the theme's links when it renders Infima's `navbar__link`, and in the drawer
 * on a narrow screen; its link leads where it says.
 */
import path from 'node:path';
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useBuiltSite } from './support/built-site.js';
import { linkLook as look } from './support/link-look.js';
import { useStaticServer } from './support/static-server.js';

const SITE: Record<string, string> = {
  'docgen.config.ts': `export default {
  title: 'Custom items',
  url: 'https://example.com',
  docs: { sidebarPath: false },
  navbar: {
    items: [
      { type: 'link', href: '/docs/intro', label: 'Docs' },
      {
        type: 'component',
        file: 'src/components/PageLink.js',
        props: { label: 'Guide', className: 'navbar__link', to: '/docs/guide' },
      },
    ],
  },
};
`,
  'src/components/PageLink.js': `import React from 'react';
import NavbarNavLink from '@theme/NavbarItem/NavbarNavLink';
import { useLocation } from '@docusaurus/router';
export default function PageLink(props) {
  const { pathname } = useLocation();
  return <NavbarNavLink {...props} data-from={pathname} />;
}
`,
  'docs/intro.md': '# Intro\n\nWelcome.\n',
  'docs/guide.md': '# Guide\n\nThe guide.\n',
};

const b = useBrowser();
const site = useBuiltSite(SITE, 'docgen-e2e-navbar-component-');
const server = useStaticServer(() => path.join(site.dir, 'build'));

test('in the bar: rendered for the page, styled as the theme links, and it leads to its page', async () => {
  const page = await b.tab();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${server.url}/docs/intro`);
  const item = page.locator('.dg-navbar .dg-navbar__html a.navbar__link');
  await expect.poll(() => item.isVisible()).toBe(true);
  expect(await item.getAttribute('data-from')).toBe('/docs/intro');
  expect(await item.textContent()).toBe('Guide');
  await item.click();
  await expect.poll(() => new URL(page.url()).pathname.replace(/\/$/, '')).toBe('/docs/guide');
  await expect.poll(() => page.locator('h1').textContent()).toBe('Guide');
  // In place (the navbar kept): the item is drawn as the new page drew it.
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  await expect.poll(() => item.getAttribute('data-from')).toBe('/docs/guide');
  // Beside a theme link that is not the page's (the active one has its own colour), not hovered.
  await page.mouse.move(600, 700);
  // Polled: both colours ease back (the theme link's from active, the item's from its hover).
  await expect
    .poll(async () => {
      const [item, theme] = await Promise.all([
        look(page, '.dg-navbar .dg-navbar__html a.navbar__link'),
        look(page, '.dg-navbar .dg-navbar__link[href="/docs/intro"]'),
      ]);
      return JSON.stringify(item) === JSON.stringify(theme) ? 'same' : JSON.stringify([item, theme]);
    })
    .toBe('same');
});

test('in the drawer on a narrow screen', async () => {
  const page = await b.tab();
  await page.setViewportSize({ width: 600, height: 800 });
  await page.goto(`${server.url}/docs/guide`);
  await page.getByRole('button', { name: /menu/i }).click();
  const item = page.locator('.dg-drawer__html a.navbar__link');
  await expect.poll(() => item.isVisible()).toBe(true);
  expect(await item.getAttribute('data-from')).toBe('/docs/guide');
});
