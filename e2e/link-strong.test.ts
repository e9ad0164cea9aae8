/**
 * Bold link text (`[**Quick Start tutorial**](./quick-start.md)`, as redux-toolkit's tutorials
 * write their main links) keeps the link's colour: the theme's colour for bold text made it read
 * as bold prose, the link showing only by its faint underline.
 */
import path from 'node:path';
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useBuiltSite } from './support/built-site.js';
import { useStaticServer } from './support/static-server.js';

const SITE: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'link-strong', private: true, type: 'module' }),
  'docgen.config.ts': `export default { title: 'Bold links', url: 'https://example.com', docs: { sidebarPath: false } };
`,
  'docs/intro.md': `# Intro

Read the [**Quick Start tutorial**](./other.md), the [other page](./other.md) and **bold prose**.
`,
  'docs/other.md': '# Other\n',
};

const b = useBrowser();
const site = useBuiltSite(SITE, 'docgen-e2e-link-strong-');
const server = useStaticServer(() => path.join(site.dir, 'build'));

test('bold text in a link has the link colour, bold prose keeps its own', async () => {
  const page = await b.newPage();
  await page.goto(`${server.url}/docs/intro`);
  const colour = (selector: string) =>
    page
      .locator(`main ${selector}`)
      .first()
      .evaluate((el) => getComputedStyle(el).color);
  const link = await colour('p > a:not(:has(strong))');
  expect(await colour('p > a > strong')).toBe(link);
  expect(await colour('p > strong')).not.toBe(link);
});
