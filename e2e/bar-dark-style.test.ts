/**
 * Docusaurus' site template sets `footer.style: 'dark'`, and sites put a white logo or white HTML
 * in that footer (yoga's "Meta Open Source" logo): drawn in docgen's light footer it could not be
 * read. With `footer.style: 'dark'` the footer is dark in both colour modes, its links and
 * copyright light on it, and so is the navbar with `navbar.style: 'dark'` (immer's); a site
 * without them keeps the bars of the colour mode.
 */
import path from 'node:path';
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useBuiltSite } from './support/built-site.js';
import { useStaticServer } from './support/static-server.js';

const page = (title: string) => `# ${title}\n\nSome text.\n`;
const footer = (style: string) =>
  `footer: { ${style} columns: [{ title: 'Docs', items: [{ label: 'Intro', href: '/docs/intro' }] }], copyright: '© Acme' }`;

const dark = useBuiltSite(
  {
    'package.json': JSON.stringify({ name: 'footer-dark', private: true, type: 'module' }),
    'docgen.config.ts': `export default { title: 'Dark bars', navbar: { style: 'dark', items: [{ type: 'link', label: 'Intro', href: '/docs/intro' }] }, ${footer("style: 'dark',")} };\n`,
    'docs/intro.md': page('Intro'),
  },
  'docgen-e2e-footer-dark-',
);
const light = useBuiltSite(
  {
    'package.json': JSON.stringify({ name: 'footer-light', private: true, type: 'module' }),
    'docgen.config.ts': `export default { title: 'Light bars', navbar: { items: [{ type: 'link', label: 'Intro', href: '/docs/intro' }] }, ${footer('')} };\n`,
    'docs/intro.md': page('Intro'),
  },
  'docgen-e2e-footer-light-',
);
const b = useBrowser();
const darkServer = useStaticServer(() => path.join(dark.dir, 'build'));
const lightServer = useStaticServer(() => path.join(light.dir, 'build'));

/** Relative luminance (WCAG) of a computed `rgb(…)` colour. */
function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/[\d.]+/g) ?? []).slice(0, 3).map((c) => {
    const v = Number(c) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const colours = (p: import('playwright-core').Page) =>
  p.evaluate(() => {
    const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
    return {
      background: style('footer').backgroundColor,
      link: style('footer a').color,
      copyright: style('footer .dg-footer__copyright').color,
      navbar: style('header.dg-navbar').backgroundColor,
      navbarLink: style('header .dg-navbar__link').color,
      body: style('body').backgroundColor,
    };
  });

async function toggleToDark(p: import('playwright-core').Page): Promise<void> {
  await p.locator('[data-dg-color-toggle]').first().click();
  await expect.poll(() => p.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
}

test('a dark navbar and footer are dark with light text in both colour modes', async () => {
  const p = await b.newPage({ colorScheme: 'light' });
  await p.goto(`${darkServer.url}/docs/intro`);
  for (const mode of ['light', 'dark']) {
    if (mode === 'dark') await toggleToDark(p);
    // Polled: the chrome's colours change with a transition.
    await expect.poll(async () => luminance((await colours(p)).background), { message: mode }).toBeLessThan(0.05);
    const { link, copyright, body, navbar, navbarLink } = await colours(p);
    expect(luminance(navbar), mode).toBeLessThan(0.05);
    expect(luminance(navbarLink), mode).toBeGreaterThan(0.4);
    expect(luminance(link), mode).toBeGreaterThan(0.4);
    expect(luminance(copyright), mode).toBeGreaterThan(0.3);
    // The page around it keeps its mode.
    if (mode === 'light') expect(luminance(body)).toBeGreaterThan(0.8);
  }
});

test('a navbar and footer without a style follow the colour mode', async () => {
  const p = await b.newPage({ colorScheme: 'light' });
  await p.goto(`${lightServer.url}/docs/intro`);
  const before = await colours(p);
  expect(luminance(before.background)).toBeGreaterThan(0.8);
  expect(luminance(before.navbar)).toBeGreaterThan(0.8);
  expect(luminance(before.link)).toBeLessThan(0.2);
  await toggleToDark(p);
  await expect.poll(async () => luminance((await colours(p)).background)).toBeLessThan(0.05);
});
