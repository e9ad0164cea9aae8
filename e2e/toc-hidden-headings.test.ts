/**
 * The TOC's highlight passes over headings in a tab not selected: they have no box, and their top
 * of 0 made the last of them the "current" heading at the top of the page (jitsi/handbook's
 * releases page, headings in three tabs).
 */
import path from 'node:path';
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useBuiltSite } from './support/built-site.js';
import { useStaticServer } from './support/static-server.js';

const filler = Array.from({ length: 40 }, (_, i) => `Paragraph ${i} of filler text.`).join('\n\n');

const SITE: Record<string, string> = {
  'docgen.config.ts': `export default { title: 'Toc', url: 'https://example.com', docs: { sidebarPath: false } };\n`,
  'docs/intro.mdx': `import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

# Intro

## First

Text.

<Tabs>
<TabItem value="a" label="A">

## In A

Shown.

</TabItem>
<TabItem value="b" label="B">

## In B

Hidden.

</TabItem>
</Tabs>

## Last

${filler}
`,
};

const b = useBrowser();
const site = useBuiltSite(SITE, 'docgen-e2e-toc-hidden-');
const server = useStaticServer(() => path.join(site.dir, 'build'));

const current = (page: Awaited<ReturnType<typeof b.tab>>): Promise<string | null> =>
  page.evaluate(() => document.querySelector('[data-dg-toc] a[aria-current="true"]')?.getAttribute('href') ?? null);

test('at the top of the page the first heading is current, not a hidden one', async () => {
  const page = await b.tab();
  await page.setViewportSize({ width: 1280, height: 700 });
  await page.goto(`${server.url}/docs/intro`);
  await page.waitForSelector('[data-dg-toc] a[aria-current="true"]');
  expect(await current(page)).toBe('#first');
  // Once its tab is chosen, the heading is shown and becomes current when scrolled to.
  await page.getByRole('tab', { name: 'B' }).click();
  await page.evaluate(() => scrollTo(0, document.getElementById('in-b')!.offsetTop - 70));
  await expect.poll(() => current(page)).toBe('#in-b');
});
