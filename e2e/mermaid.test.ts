/**
 * Mermaid diagrams (issue 22, Docusaurus' theme-mermaid), in a real browser against docgen's
 * static server: the page holds the diagram's source, and the pages with a diagram load the
 * diagram chunk, which draws an SVG in the colour mode's mermaid theme, draws it again when the
 * reader toggles the mode, and draws the diagrams of pages shown in place (one whose first
 * page had none too). Pages without a diagram load nothing of it.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { createStaticServer, type RunningServer } from '@docgen/server';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useBuiltSite } from './support/built-site.js';

const SITE: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'mermaid-fixture', private: true, type: 'module' }),
  'docgen.config.ts': `export default {
  title: 'Diagrams',
  url: 'https://example.com',
  markdown: { mermaid: true },
  mermaid: { theme: { light: 'default', dark: 'dark' } },
};
`,
  'docs/intro.md': `# Intro

\`\`\`mermaid
graph TD;
  Start-->Finish;
\`\`\`

[Sequence](./sequence.mdx)
`,
  'docs/sequence.mdx': `import Mermaid from '@theme/Mermaid';

# Sequence

<Mermaid value={\`sequenceDiagram
  Alice->>Bob: Hello
\`} />

[Plain](./plain.md)
`,
  'docs/plain.md': `# Plain

No diagram. [Intro](./intro.md)
`,
};

const b = useBrowser();
const site = useBuiltSite(SITE, 'docgen-e2e-mermaid-');
let server: RunningServer | undefined;
beforeAll(async () => {
  server = await createStaticServer({ root: path.join(site.dir, 'build') });
});
afterAll(async () => server?.close());

const read = (file: string) => fs.readFileSync(path.join(site.dir, 'build', file), 'utf8');
/** The fill of the first flowchart node: mermaid's `default` and `dark` themes differ there. */
const nodeFill = (page: Page) =>
  page.evaluate(() => {
    const rect = document.querySelector('.dg-mermaid__diagram svg .node rect, .dg-mermaid__diagram svg .node path');
    return rect ? getComputedStyle(rect).fill : '';
  });

test('the build writes the source and loads the diagram chunk on diagram pages only', () => {
  const intro = read('docs/intro/index.html');
  expect(intro).toMatch(/<div class="dg-mermaid" data-dg-mermaid=""><pre class="dg-mermaid__source"><code>graph TD;/);
  const chunk = /<script type="module" src="(\/assets\/js\/mermaid-[A-Z0-9]+\.js)" data-dg-head=""><\/script>/.exec(
    intro,
  );
  expect(chunk).not.toBeNull();
  expect(read('docs/sequence/index.html')).toContain(chunk![1]);
  expect(read('docs/plain/index.html')).not.toContain('mermaid');
  // The first load of every page stays as it was: no module preload or script of the diagram chunk.
  expect(read('docs/plain/index.html')).not.toMatch(/modulepreload[^>]*mermaid/);
});

test('diagrams are drawn, redrawn in dark mode, and drawn after in-place navigation', async () => {
  const page = await b.newPage();
  await page.goto(`${server!.url}/docs/plain`);
  await page.evaluate(() => ((window as { kept?: boolean }).kept = true));
  // From a page without a diagram: the next page's chunk brings the diagram chunk.
  await page.locator('main p a[href="/docs/intro"]').click();
  const svg = page.locator('.dg-mermaid__diagram svg');
  await svg.first().waitFor({ timeout: 30_000 });
  expect(await page.evaluate(() => (window as { kept?: boolean }).kept)).toBe(true);
  expect(await page.locator('.dg-mermaid__source').isHidden()).toBe(true);
  expect(await svg.first().textContent()).toContain('Start');
  const light = await nodeFill(page);
  expect(light).not.toBe('');

  await page.locator('[data-dg-color-toggle]').first().click();
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  await expect.poll(() => nodeFill(page), { timeout: 30_000 }).not.toBe(light);

  // In place to another diagram page, drawn in the dark theme.
  await page.locator('main p a[href="/docs/sequence"]').click();
  await page.waitForURL(/\/docs\/sequence$/);
  await expect
    .poll(() => page.locator('.dg-mermaid__diagram svg').first().textContent(), { timeout: 30_000 })
    .toContain('Alice');
  expect(await page.evaluate(() => (window as { kept?: boolean }).kept)).toBe(true);
  expect(
    await page
      .locator('.dg-mermaid__diagram svg')
      .first()
      .evaluate((el) => el.getAttribute('aria-roledescription')),
  ).toBe('sequence');
  expect(
    await page
      .locator('.dg-mermaid__diagram svg .actor')
      .first()
      .evaluate((el) => getComputedStyle(el).fill),
  ).not.toBe('rgb(236, 236, 255)');
});

test('the page reads without JavaScript: the source is shown', async () => {
  const page = await b.newPage({ javaScriptEnabled: false });
  await page.goto(`${server!.url}/docs/intro`);
  expect(await page.locator('.dg-mermaid__source').textContent()).toContain('Start-->Finish');
  expect(await page.locator('.dg-mermaid__diagram').count()).toBe(0);
});
