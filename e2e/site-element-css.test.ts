/**
 * A site's stylesheet written for Docusaurus' markup styles bare elements (sequelize/website:
 * `figure { display: flex; align-items: center; flex-direction: column }` for its image figures).
 * docgen's code blocks are `<figure class="dg-code">`: such a rule must not lay them out (the
 * code shrank to its width and stood centred in the box). redux-toolkit's website styles inline
 * code with `code { background-color: …; border-radius: … }`, which Infima's `pre code` keeps off
 * Docusaurus' code blocks: docgen's block showed a grey box between white strips. crowdsec-docs
 * styles `code:not(.prism-code code)`, which outweighed docgen's reset of its blocks' code.
 */
import path from 'node:path';
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useBuiltSite } from './support/built-site.js';
import { useStaticServer } from './support/static-server.js';

const SITE: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'site-element-css', private: true, type: 'module' }),
  'docgen.config.ts': `export default { title: 'Figures', url: 'https://example.com', docs: { sidebarPath: false }, customCss: ['./src/css/custom.css'] };
`,
  'src/css/custom.css': `figure {
  display: flex;
  align-items: center;
  flex-direction: column;
  gap: 8px;
}
code {
  background-color: rgb(200, 0, 0);
  border: 2px solid rgb(0, 0, 200);
  border-radius: 0.2rem;
  padding: 5px;
}
/* crowdsec-docs: inline code only, by excluding the code of Docusaurus blocks (.prism-code). */
code:not(.prism-code code) {
  background-color: rgb(0, 200, 0);
  border: 3px solid rgb(0, 0, 200);
  padding: 7px;
}
`,
  'docs/intro.md': `# Intro

\`\`\`js
// Import the built-in data types
import { DataTypes } from '@sequelize/core';
\`\`\`

Call \`init()\` first.
`,
};

const b = useBrowser();
const site = useBuiltSite(SITE, 'docgen-e2e-site-element-css-');
const server = useStaticServer(() => path.join(site.dir, 'build'));

test("a site's rule for figure elements does not lay out docgen's code blocks", async () => {
  const page = await b.newPage();
  await page.goto(`${server.url}/docs/intro`);
  const block = page.locator('figure.dg-code').first();
  expect(await block.evaluate((el) => getComputedStyle(el).display)).toBe('block');
  const [outer, body] = await Promise.all([
    block.evaluate((el) => el.getBoundingClientRect().width),
    block.locator('.dg-code__body').evaluate((el) => el.getBoundingClientRect().width),
  ]);
  // The body fills the block (less its 1px borders) instead of shrinking to the code's width.
  expect(Math.round(outer - body)).toBeLessThanOrEqual(2);
});

test("a site's rule for inline code does not box the code of docgen's code blocks", async () => {
  const page = await b.newPage();
  await page.goto(`${server.url}/docs/intro`);
  const style = await page
    .locator('figure.dg-code pre > code')
    .first()
    .evaluate((el) => {
      const s = getComputedStyle(el);
      return { background: s.backgroundColor, border: s.borderTopWidth, padding: s.paddingTop };
    });
  expect(style).toEqual({ background: 'rgba(0, 0, 0, 0)', border: '0px', padding: '0px' });
});
