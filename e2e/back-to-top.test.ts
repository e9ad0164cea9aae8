/**
 * `@theme/BackToTopButton` (issue 22) in a real browser: hidden when the page loads; scrolling down
 * keeps it hidden, scrolling back up (past 300 px) shows it; a click brings the page to the top and
 * hides it again; its accessible name is Docusaurus'. Its script is a chunk the site islands entry
 * loads for a page that has the button, and no other page requests it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useBuiltSite } from './support/built-site.js';
import { useStaticServer } from './support/static-server.js';

const LONG = Array.from(
  { length: 30 },
  (_, i) => `## Part ${i}\n\n${'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(30)}`,
).join('\n\n');

const SITE: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'back-to-top-fixture', private: true, type: 'module' }),
  'docgen.config.ts': `export default { title: 'Top', url: 'https://example.com', docs: { sidebarPath: false } };
`,
  'docs/long.mdx': `import BackToTopButton from '@theme/BackToTopButton';

# Long

${LONG}

<BackToTopButton />
`,
  'docs/short.mdx': `# Short

Nothing to scroll.
`,
};

const b = useBrowser();
const site = useBuiltSite(SITE, 'docgen-e2e-back-to-top-');
const server = useStaticServer(() => path.join(site.dir, 'build'));

/** The chunk holding the button's script (it names the attribute it sets). */
function buttonChunk(): string {
  const dir = path.join(site.dir, 'build', 'assets', 'js');
  const found = fs.readdirSync(dir).filter((f) => fs.readFileSync(path.join(dir, f), 'utf8').includes('data-dg-shown'));
  expect(found).toHaveLength(1);
  return found[0]!;
}

/**
 * Scrolls and waits for the page's scroll event: a browser sends one per frame, so two scrolls in
 * one frame would reach the island as one, and a slow machine made "down, then up" look like "down".
 */
async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        window.addEventListener('scroll', () => resolve(), { once: true });
        window.scrollTo({ top, behavior: 'instant' });
      }),
    y,
  );
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y);
}

const shown = (page: Page) =>
  page.locator('button.theme-back-to-top-button').evaluate((el) => getComputedStyle(el).visibility);

test('scrolling back up shows the button, a click scrolls to the top', async () => {
  const chunk = buttonChunk();
  const requested: string[] = [];
  const page = await b.newPage();
  page.on('request', (r) => requested.push(r.url()));
  await page.goto(`${server.url}/docs/long`);
  // Hidden, it is out of the accessibility tree, as Docusaurus' (visibility: hidden).
  const button = page.getByRole('button', { name: 'Scroll back to top' });
  expect(await button.count()).toBe(0);
  await page
    .locator('button[data-dg-island="back-to-top"][data-dg-hydrated]')
    .waitFor({ state: 'attached', timeout: 30_000 });
  expect(requested.some((u) => u.endsWith(chunk))).toBe(true);
  expect(await shown(page)).toBe('hidden');
  await scrollTo(page, 2500);
  await expect.poll(() => shown(page)).toBe('hidden');
  await scrollTo(page, 2000);
  await expect.poll(() => shown(page)).toBe('visible');
  expect(await button.count()).toBe(1);
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 10_000 }).toBe(0);
  await expect.poll(() => shown(page)).toBe('hidden');
});

test('a page without the button does not load its script', async () => {
  const chunk = buttonChunk();
  const requested: string[] = [];
  const page = await b.newPage();
  page.on('request', (r) => requested.push(r.url()));
  await page.goto(`${server.url}/docs/short`);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(requested.filter((u) => u.endsWith(chunk))).toEqual([]);
  expect(await page.locator('button.theme-back-to-top-button').count()).toBe(0);
});
