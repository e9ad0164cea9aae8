/**
 * A Docusaurus React page that renders no `@theme/Layout` is shown bare, as Docusaurus shows it
 * (algolia/docsearch's demo-embed page, which its home page shows in an iframe): no navbar, footer
 * nor announcement bar; a page with Layout keeps them, also after an in-place navigation from the
 * bare one and back. The theme's `.dg-announcement { display: flex }` came after the page's style and
 * showed the bar inside the iframe.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useBuiltSite } from './support/built-site.js';
import { useStaticServer } from './support/static-server.js';

const SITE: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'page-without-layout', private: true, type: 'module' }),
  'docgen.config.ts': `export default {
  title: 'Bare',
  docs: { sidebarPath: false },
  announcementBar: { id: 'news', content: 'News' },
  footer: { copyright: 'Footer text' },
};
`,
  'docs/intro.md': '# Intro\n\nIntro text.\n',
  'src/pages/index.js': `import React from 'react';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';

export default function Home() {
  return (
    <Layout title="Home">
      <p>Home</p>
      <Link id="to-embed" to="/embed">Embed</Link>
    </Layout>
  );
}
`,
  'src/pages/embed.js': `import React from 'react';
import Link from '@docusaurus/Link';

export default function Embed() {
  return (
    <div id="embed">
      Embed <Link id="to-home" to="/">Home</Link>
    </div>
  );
}
`,
};

const b = useBrowser();
const site = useBuiltSite(SITE, 'docgen-e2e-page-without-layout-');
const server = useStaticServer(() => path.join(site.dir, 'build'));

function chromeShown(page: Page) {
  return page.evaluate(() =>
    ['.dg-announcement', '.dg-navbar', '.dg-footer'].map((s) => {
      const el = document.querySelector(s);
      return el ? getComputedStyle(el).display !== 'none' : false;
    }),
  );
}

test('a page without Layout shows no navbar, footer nor announcement bar; a page with it does', async () => {
  const page = await b.newPage();
  await page.goto(`${server.url}/embed`);
  expect(await page.locator('#embed').isVisible()).toBe(true);
  expect(await chromeShown(page)).toEqual([false, false, false]);
  await page.locator('#to-home').click();
  await expect.poll(() => page.locator('#to-embed').count()).toBe(1);
  expect(await chromeShown(page)).toEqual([true, true, true]);
  await page.locator('#to-embed').click();
  await expect.poll(() => page.locator('#embed').count()).toBe(1);
  expect(await chromeShown(page)).toEqual([false, false, false]);
});
