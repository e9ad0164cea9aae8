/**
 * A blog post's text is styled as a doc's: the same Markdown (a heading, inline code, a quote, a
 * table, a list) looks the same in a post, in the blog's list of excerpts and on a doc page.
 * Before, the post's body lacked the prose's class: inline code had no chip, headings kept the
 * browser's sizes, quotes no bar (seen on create-docusaurus' classic template).
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useBuiltSite } from './support/built-site.js';
import { useStaticServer } from './support/static-server.js';

const TEXT = `Add files to the \`blog\` directory.

> A quote.

## Section

| Key | Value |
| --- | ----- |
| a   | 1     |
`;

const SITE: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'blog-prose', private: true, type: 'module' }),
  'docgen.config.ts': `export default { title: 'Blog prose', url: 'https://example.com', docs: { sidebarPath: false }, blog: { path: 'blog' } };
`,
  'docs/intro.md': `# Intro\n\n${TEXT}`,
  'blog/2024-01-02-post.md': `---\ntitle: Post\ndate: 2024-01-02\n---\n\n${TEXT}\n<!-- truncate -->\n\nMore.\n`,
};

const b = useBrowser();
const site = useBuiltSite(SITE, 'docgen-e2e-blog-prose-');
const server = useStaticServer(() => path.join(site.dir, 'build'));

/** What a reader sees of each element of the text. */
function looks(page: Page) {
  return page.evaluate(() => {
    const style = (selector: string, props: string[]) => {
      const el = document.querySelector(`main ${selector}`);
      if (!el) return `no ${selector}`;
      const s = getComputedStyle(el);
      return props.map((p) => s.getPropertyValue(p)).join(' | ');
    };
    return {
      code: style('p code', ['background-color', 'padding-left', 'border-radius']),
      quote: style('blockquote', ['border-left-width', 'border-left-color', 'padding-left']),
      heading: style('h2', ['font-size', 'font-weight']),
      cell: style('td', ['border-bottom-width', 'padding-left']),
    };
  });
}

test("a post's text looks as the same text on a doc page, in the post and in the blog's list", async () => {
  const page = await b.newPage();
  await page.goto(`${server.url}/docs/intro`);
  const doc = await looks(page);
  expect(doc.code).not.toMatch(/^rgba\(0, 0, 0, 0\)/);
  await page.goto(`${server.url}/blog`);
  expect((await looks(page)).code).toBe(doc.code);
  await page.locator('main h2 a', { hasText: 'Post' }).click();
  await expect.poll(() => page.locator('main h1').first().innerText()).toBe('Post');
  expect(await looks(page)).toEqual(doc);
});
