/**
 * A Docusaurus site sets its brand colour as Infima's `--ifm-color-primary` in its custom CSS
 * (the classic template: green, a lighter green in dark mode), and Docusaurus' chrome shows it.
 * docgen's chrome takes it too: the page's links, the sidebar's current page and the table of
 * contents' current heading are in the site's colour, in each colour mode. A site that sets no
 * such colour keeps docgen's own (the Lintas site's CSS is unchanged).
 */
import path from 'node:path';
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useBuiltSite } from './support/built-site.js';
import { useStaticServer } from './support/static-server.js';

const SITE: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'site-brand-colour', private: true, type: 'module' }),
  'docgen.config.ts': `export default { title: 'Brand', url: 'https://example.com', customCss: ['./src/css/custom.css'] };
`,
  'src/css/custom.css': `:root {
  --ifm-color-primary: #2e8555;
  --ifm-color-primary-dark: #29784c;
}
[data-theme='dark'] {
  --ifm-color-primary: #25c2a0;
  --ifm-color-primary-light: #29d5b0;
}
`,
  'docs/intro.md': '# Intro\n\nRead [the other page](./other.md).\n',
  'docs/other.md': '# Other\n\nBack to [the intro](./intro.md).\n',
};

const b = useBrowser();
const site = useBuiltSite(SITE, 'docgen-e2e-site-brand-colour-');
const server = useStaticServer(() => path.join(site.dir, 'build'));

const colourOf = (page: import('playwright-core').Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).color);

test("the site's brand colour is on docgen's links and current sidebar item, light and dark", async () => {
  const page = await b.newPage();
  await page.goto(`${server.url}/docs/intro`);
  const link = 'main p a[href="/docs/other"]';
  const current = 'nav [aria-current="page"]';
  expect(await colourOf(page, link)).toBe('rgb(46, 133, 85)');
  expect(await colourOf(page, current)).toBe('rgb(46, 133, 85)');

  await page.locator('[data-dg-color-toggle]').first().click();
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  // Polled: the chrome's colours change with a transition.
  await expect.poll(() => colourOf(page, link)).toBe('rgb(37, 194, 160)');
  await expect.poll(() => colourOf(page, current)).toBe('rgb(37, 194, 160)');

  // In place to the other page: its current item is in the colour too.
  await page.locator(link).click();
  await expect.poll(() => page.locator('h1').first().innerText()).toBe('Other');
  await expect.poll(() => colourOf(page, current)).toBe('rgb(37, 194, 160)');
});
