/**
 * A navbar `component` item that needs the browser (state, an effect reading localStorage, a
 * click handler, as casdoor-website's) is hydrated: its effect runs, a click works, on the first
 * page and after in-place navigation; the mobile drawer shows its `mobile: true` form, which works
 * too; so does one inside a dropdown. An item that needs no browser stays plain HTML.
 */
import path from 'node:path';
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useBuiltSite } from './support/built-site.js';
import { useStaticServer } from './support/static-server.js';

const SITE: Record<string, string> = {
  'docgen.config.ts': `export default {
  title: 'Island items',
  url: 'https://example.com',
  docs: { sidebarPath: false },
  navbar: {
    items: [
      { type: 'link', href: '/docs/intro', label: 'Docs' },
      { type: 'component', file: 'src/components/Lang.js', props: { label: 'Lang' } },
      { type: 'component', file: 'src/components/Static.js', position: 'right' },
      {
        type: 'dropdown',
        label: 'More',
        items: [
          { type: 'link', href: '/docs/other', label: 'Other' },
          { type: 'component', file: 'src/components/Lang.js', props: { label: 'Menu lang' } },
          { type: 'component', file: 'src/components/ListItem.js', props: { label: 'Counter' } },
        ],
      },
    ],
  },
};
`,
  'src/components/Lang.js': `import React, { useEffect, useState } from 'react';
export default function Lang({ label, mobile }) {
  const [lang, setLang] = useState('none');
  useEffect(() => setLang(localStorage.getItem('lang') ?? 'unset'), []);
  const pick = () => {
    localStorage.setItem('lang', 'zh');
    setLang('zh');
  };
  if (mobile) return <button type="button" className="lang-mobile" data-lang={lang} onClick={pick}>{label} (mobile)</button>;
  return <button type="button" className="lang" data-lang={lang} onClick={pick}>{label}</button>;
}
`,
  'src/components/Static.js': `import React from 'react';
import styles from './Static.module.css';
export default function Static({ mobile }) {
  return <b className={'badge ' + styles.red}>{mobile ? 'small' : 'wide'}</b>;
}
`,
  'src/components/Static.module.css': '.red { color: rgb(200, 10, 10); }\n',
  // As Docusaurus' own items: a list item in a dropdown (isDropdownItem) and in the drawer (mobile).
  'src/components/ListItem.js': `import React, { useState } from 'react';
export default function ListItem({ label, mobile }) {
  const [n, setN] = useState(0);
  const click = (e) => {
    e.preventDefault();
    setN(n + 1);
  };
  return (
    <li className={mobile ? 'menu__list-item' : undefined}>
      <a className={mobile ? 'menu__link counter' : 'dropdown__link counter'} href="#" data-n={n} onClick={click}>{label}</a>
    </li>
  );
}
`,
  'docs/intro.md': '# Intro\n\nWelcome, see [other](./other.md).\n',
  'docs/other.md': '# Other\n\nMore.\n',
};

const b = useBrowser();
const site = useBuiltSite(SITE, 'docgen-e2e-navbar-island-');
const server = useStaticServer(() => path.join(site.dir, 'build'));

test('in the bar: hydrated on the first page and after in-place navigation', async () => {
  const page = await b.tab();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${server.url}/docs/intro`);
  const item = page.locator('.dg-navbar__items .dg-navbar__html button.lang').first();
  // Its effect ran: it is hydrated.
  await expect.poll(() => item.getAttribute('data-lang')).toBe('unset');
  await item.click();
  await expect.poll(() => item.getAttribute('data-lang')).toBe('zh');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('zh');
  // The item that needs no browser is plain HTML.
  expect(await page.locator('[data-dg-nav-component^="2"] docgen-island').count()).toBe(0);
  const badge = page.locator('.dg-navbar__items [data-dg-nav-component="2"] b.badge').first();
  expect(await badge.textContent()).toBe('wide');
  // Styled by the stylesheet it imports.
  expect(await badge.evaluate((b) => getComputedStyle(b).color)).toBe('rgb(200, 10, 10)');
  // In place to another page: the item drawn for it is hydrated again and reads the stored choice.
  await page.locator('.dg-markdown a[href="/docs/other"]').click();
  await expect.poll(() => page.locator('h1').textContent()).toBe('Other');
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  await expect.poll(() => item.getAttribute('data-lang')).toBe('zh');
  expect(await badge.evaluate((b) => getComputedStyle(b).color)).toBe('rgb(200, 10, 10)');
  await page.evaluate(() => localStorage.removeItem('lang'));
  await item.click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('lang'))).toBe('zh');
});

test('in the drawer on a narrow screen: the mobile form, hydrated', async () => {
  const page = await b.tab();
  await page.setViewportSize({ width: 600, height: 800 });
  await page.goto(`${server.url}/docs/other`);
  await page.getByRole('button', { name: /menu/i }).click();
  const item = page.locator('.dg-drawer__html button.lang-mobile');
  await expect.poll(() => item.isVisible()).toBe(true);
  expect(await item.textContent()).toBe('Lang (mobile)');
  await expect.poll(() => item.getAttribute('data-lang')).toBe('unset');
  await item.click();
  await expect.poll(() => item.getAttribute('data-lang')).toBe('zh');
  expect(await page.locator('.dg-drawer__html b.badge').textContent()).toBe('small');
});

test('inside a dropdown: hydrated in the open menu', async () => {
  const page = await b.tab();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${server.url}/docs/intro`);
  await page.locator('.dg-navbar summary', { hasText: 'More' }).first().click();
  const item = page.locator('.dg-dropdown__menu button.lang', { hasText: 'Menu lang' }).first();
  await expect.poll(() => item.isVisible()).toBe(true);
  await expect.poll(() => item.getAttribute('data-lang')).toBe('unset');
  await item.click();
  await expect.poll(() => item.getAttribute('data-lang')).toBe('zh');
});

test('an item that draws a list item stays inside its island, in the menu and the drawer', async () => {
  const page = await b.tab();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${server.url}/docs/intro`);
  await page.locator('.dg-navbar summary', { hasText: 'More' }).first().click();
  const menu = page.locator('.dg-navbar .dg-dropdown__menu').first();
  // The HTML parser closes an open <li> at a nested one: the item's <li> would leave its island.
  expect(await menu.locator('docgen-island li > a.counter').count()).toBe(1);
  expect(await menu.locator('a.counter').count()).toBe(1);
  const item = menu.locator('a.counter');
  await expect.poll(() => item.evaluate((a) => a.closest('[data-dg-hydrated]') !== null)).toBe(true);
  await item.click();
  await expect.poll(() => item.getAttribute('data-n')).toBe('1');
  await page.setViewportSize({ width: 600, height: 800 });
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const mobile = page.locator('.dg-drawer docgen-island li.menu__list-item > a.counter');
  await expect.poll(() => mobile.isVisible()).toBe(true);
  expect(await page.locator('.dg-drawer a.counter').count()).toBe(1);
  await mobile.click();
  await expect.poll(() => mobile.getAttribute('data-n')).toBe('1');
});

test('an item drawn twice on a page (its dropdown, the "more" menu) has islands of distinct ids, both hydrated', async () => {
  const page = await b.tab();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${server.url}/docs/intro`);
  const ids = async () =>
    page
      .locator('[data-dg-nav-component] docgen-island')
      .evaluateAll((els) => els.map((el) => JSON.parse(el.getAttribute('data-dg-props') ?? '{}').id as string));
  const before = await ids();
  // The menu entry is drawn in the bar's dropdown and in the "more" menu's group.
  expect(await page.locator('[data-dg-nav-component="3.1"]').count()).toBe(1);
  expect(await page.locator('[data-dg-nav-component="3.1~more"]').count()).toBe(1);
  expect(new Set(before).size).toBe(before.length);
  const more = page.locator('[data-dg-nav-component="3.1~more"] button.lang');
  await expect.poll(() => more.evaluate((b) => b.closest('[data-dg-hydrated]') !== null)).toBe(true);
  // After in-place navigation each drawing keeps its own ids.
  await page.locator('.dg-markdown a[href="/docs/other"]').click();
  await expect.poll(() => page.locator('h1').textContent()).toBe('Other');
  const after = await ids();
  expect(new Set(after).size).toBe(after.length);
  expect(await page.locator('[data-dg-nav-component="3.1~more"]').count()).toBe(1);
});
