/**
 * A Docusaurus sidebar item's `className` is often a badge its stylesheet draws after the link
 * (crowdsec-docs: `.sideBarItemRecommended a::after { content: "Rec." }`). On a category with a
 * page of its own, docgen lays the link over the summary's row, sized by a hidden copy of the
 * label: the badge widened the link alone, which wrapped and overlapped the next item.
 */
import path from 'node:path';
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useBuiltSite } from './support/built-site.js';
import { useStaticServer } from './support/static-server.js';

const SITE: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'sidebar-category-badge', private: true, type: 'module' }),
  'docgen.config.ts': `export default { title: 'Badges', url: 'https://example.com', customCss: ['./src/css/custom.css'] };
`,
  'sidebars.ts': `export default {
  docs: [
    'intro',
    {
      type: 'category',
      label: 'CrowdSec Console Enrollment',
      link: { type: 'doc', id: 'console' },
      className: 'recommended',
      items: ['blocklists'],
    },
  ],
};
`,
  'src/css/custom.css': `.recommended a::after {
  content: "Recommended step";
  display: inline-block;
  margin-left: 0.5em;
  padding: 0.1em 0.5em;
  border-radius: 999px;
  font-size: 0.6em;
}
`,
  'docs/intro.md': '# Intro\n',
  'docs/console.md': '# Console\n',
  'docs/blocklists.md': '# Blocklists\n',
};

const b = useBrowser();
const site = useBuiltSite(SITE, 'docgen-e2e-sidebar-category-badge-');
const server = useStaticServer(() => path.join(site.dir, 'build'));

test("a linked category's row grows with the badge the site's CSS adds to its link", async () => {
  const page = await b.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${server.url}/docs/console`);
  const item = page.locator('.dg-sidebar__item--linked.recommended').first();
  const link = await item.locator('> .dg-sidebar__category-link').boundingBox();
  const summary = await item.locator('.dg-sidebar__summary').boundingBox();
  const child = await item.locator('.dg-sidebar__category .dg-sidebar__link').first().boundingBox();
  expect(link && summary && child).toBeTruthy();
  // The label and its badge wrap over two lines, and the summary's row is as high.
  expect(link!.height).toBeGreaterThan(40);
  expect(Math.abs(summary!.height - link!.height)).toBeLessThanOrEqual(2);
  expect(child!.y).toBeGreaterThanOrEqual(link!.y + link!.height - 1);
});
