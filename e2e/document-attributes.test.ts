/**
 * A page's `<html>` and `<body>` attributes (`<head><html className /></head>` in MDX) in a real
 * browser: a link to such a page and a link from it load the document whole, so the attributes
 * come with the page and go with it (in-place navigation keeps the document's elements).
 */
import path from 'node:path';
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useBuiltSite } from './support/built-site.js';
import { useStaticServer } from './support/static-server.js';
import { watchPage } from './support/page-watch.js';

const SITE: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'document-attributes-fixture', private: true }),
  'docgen.config.ts': `export default { title: 'Attributes', url: 'https://example.com', docs: { sidebarPath: false } };
`,
  'docs/wide.mdx': `# Wide

<head>
  <html className="docs-wide" />
  <body className="reading" />
</head>

[To plain](./plain.md)
`,
  'docs/plain.md': `# Plain

[To wide](./wide.mdx)
`,
};

const b = useBrowser();
const site = useBuiltSite(SITE, 'docgen-e2e-document-attributes-');
const server = useStaticServer(() => path.join(site.dir, 'build'));

test("a page's html and body attributes come and go with it", async () => {
  const page = await b.newPage();
  const { errors } = watchPage(page);
  await page.goto(`${server.url}/docs/plain`);
  await page.click('article a[href="/docs/wide"]');
  const wide = () => page.evaluate(() => document.documentElement.classList.contains('docs-wide'));
  await expect.poll(wide).toBe(true);
  expect(await page.evaluate(() => document.body.className)).toBe('reading');
  await page.click('article a[href="/docs/plain"]');
  await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/docs/plain');
  await expect.poll(() => page.evaluate(() => document.body.className)).toBe('');
  expect(await wide()).toBe(false);
  expect(errors).toEqual([]);
  await page.close();
});
