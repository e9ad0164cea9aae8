/**
 * A blog without its recent posts (`blogSidebarCount: 0`) gives their column to the text, as
 * Docusaurus does: before, the list and the posts sat right of an empty 14rem column.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useBuiltSite } from './support/built-site.js';
import { useStaticServer } from './support/static-server.js';

const SITE: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'blog-alone', private: true, type: 'module' }),
  'docgen.config.ts': `export default { title: 'Blog alone', url: 'https://example.com', docs: { sidebarPath: false }, blog: { path: 'blog', blogSidebarCount: 0, onUntruncatedBlogPosts: 'ignore' } };
`,
  'docs/intro.md': '# Intro\n\nText.\n',
  'blog/2024-01-02-post.md': `---\ntitle: Post\ndate: 2024-01-02\n---\n\nA post.\n\n## Section\n\nText.\n\n## Another\n\nText.\n`,
  'blog/2024-01-03-short.md': `---\ntitle: Short\ndate: 2024-01-03\n---\n\nA post without headings.\n`,
};

const b = useBrowser();
const site = useBuiltSite(SITE, 'docgen-e2e-blog-alone-');
const server = useStaticServer(() => path.join(site.dir, 'build'));

/** Where the text starts and ends, against the page's width. */
function place(page: Page) {
  return page.evaluate(() => {
    const text = document.querySelector('main .dg-blog__content')!.getBoundingClientRect();
    return {
      left: Math.round(text.left),
      right: Math.round(document.documentElement.clientWidth - text.right),
      width: Math.round(text.width),
      sidebars: document.querySelectorAll('main .dg-blog__sidebar').length,
    };
  });
}

test('with no recent posts, the list and a post take the middle of the page, not a column right of an empty one', async () => {
  const page = await b.newPage({ viewport: { width: 1440, height: 900 } });
  for (const at of ['/blog', '/blog/2024/01/03/short']) {
    await page.goto(server.url + at);
    const p = await place(page);
    expect(p.sidebars, at).toBe(0);
    // Centred: as much room on each side (the scrollbar aside), and as wide as a doc's text.
    expect(Math.abs(p.left - p.right), at).toBeLessThan(24);
    expect(p.width, at).toBeGreaterThan(600);
  }
  // A post with headings keeps its table of contents on the right, the text beside it.
  await page.goto(`${server.url}/blog/2024/01/02/post`);
  const p = await place(page);
  const toc = await page.evaluate(() => document.querySelector('main .dg-toc')!.getBoundingClientRect().left);
  expect(p.left).toBeLessThan(toc);
  expect(p.left).toBeLessThan(400);
  // On a narrow screen the table of contents is hidden and the text takes the whole width.
  await page.setViewportSize({ width: 800, height: 900 });
  const narrow = await place(page);
  expect(narrow.width).toBeGreaterThan(700);
});
