/**
 * Cards in a page's text: a category's generated index and `<DocCardList />` (Docusaurus'
 * category pages, common in migrated sites). They are docgen's card grid inside the prose, whose
 * list, paragraph and link rules must not reach them: the grid starts at the text's left edge
 * (no list indent), the cards of a row stand level (no list-item margin on all but the first),
 * two to a row in the text's width, and a card's title is not an underlined link.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useBuiltSite } from './support/built-site.js';
import { useStaticServer } from './support/static-server.js';

const doc = (title: string) => `---\ndescription: About ${title.toLowerCase()}.\n---\n\n# ${title}\n\nText.\n`;

const SITE: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'doc-cards', private: true, type: 'module' }),
  'docgen.config.ts': `export default { title: 'Cards', url: 'https://example.com', docs: { sidebarPath: false } };
`,
  'docs/intro.md': '# Intro\n\nSee [the basics](/docs/category/basics).\n',
  'docs/basics/_category_.json': JSON.stringify({ label: 'Basics', link: { type: 'generated-index' } }),
  'docs/basics/one.md': doc('One'),
  'docs/basics/two.md': doc('Two'),
  'docs/basics/three.md': doc('Three'),
  'docs/guides/index.mdx': `# Guides

import DocCardList from '@theme/DocCardList';

<DocCardList />
`,
  'docs/guides/first.md': doc('First'),
  'docs/guides/second.md': doc('Second'),
};

const b = useBrowser();
const site = useBuiltSite(SITE, 'docgen-e2e-doc-cards-');
const server = useStaticServer(() => path.join(site.dir, 'build'));

async function layout(page: Page) {
  return page.evaluate(() => {
    const box = (el: Element) => el.getBoundingClientRect();
    const cards = [...document.querySelectorAll('main .dg-cards > li')].map(box);
    const title = document.querySelector('main .dg-card__link')!;
    return {
      textLeft: box(document.querySelector('main h1')!).left,
      gridLeft: box(document.querySelector('main .dg-cards')!).left,
      tops: cards.map((c) => Math.round(c.top)),
      lefts: cards.map((c) => Math.round(c.left)),
      underline: getComputedStyle(title).textDecorationLine,
    };
  });
}

test.each([
  ['a generated index', '/docs/category/basics', 3],
  ['a page with <DocCardList />', '/docs/guides', 2],
])('%s: its cards sit in a level grid at the text edge, titles not underlined', async (_, url, count) => {
  const page = await b.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${server.url}${url}`);
  const l = await layout(page);
  expect(l.tops).toHaveLength(count);
  expect(Math.round(l.gridLeft)).toBe(Math.round(l.textLeft));
  // Two to a row: the second card beside the first, level with it.
  expect(l.tops[1]).toBe(l.tops[0]);
  expect(l.lefts[1]).toBeGreaterThan(l.lefts[0]!);
  if (count > 2) expect(l.lefts[2]).toBe(l.lefts[0]);
  expect(l.underline).toBe('none');
});
