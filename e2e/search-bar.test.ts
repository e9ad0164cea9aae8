/**
 * `@theme/SearchBar` in a page's content, in a real browser: the box docgen draws there opens the
 * navbar's search dialog and finds the site's pages; inside a component that hydrates it stays the
 * server's markup (no hydration error) and opens the dialog too.
 */
import path from 'node:path';
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useBuiltSite } from './support/built-site.js';
import { watchPage } from './support/page-watch.js';
import { search } from './support/search-dialog.js';
import { useStaticServer } from './support/static-server.js';

const SITE: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'search-bar-fixture', private: true, type: 'module' }),
  'docgen.config.ts': `import { search } from '@docgen/plugin-search';
export default {
  title: 'Search bar',
  docs: { sidebarPath: false },
  navbar: { items: [{ type: 'search', position: 'right' }] },
  plugins: [search()],
};
`,
  'docs/intro.md': '# Intro\n\nThe zanzibar flag.\n',
  'src/pages/index.js': `import React from 'react';
import Layout from '@theme/Layout';
import SearchBar from '@theme/SearchBar';

export default function Home() {
  return (
    <Layout title="Home">
      <header id="hero"><SearchBar /></header>
    </Layout>
  );
}
`,
  'src/components/Finder.js': `import React, { useState } from 'react';
import SearchBar from '@theme/SearchBar';

export default function Finder() {
  const [n, setN] = useState(0);
  return (
    <div id="finder">
      <button id="more" type="button" onClick={() => setN(n + 1)}>{n}</button>
      <SearchBar />
    </div>
  );
}
`,
  'docs/find.mdx': `import Finder from '@site/src/components/Finder';

# Find

<Finder />
`,
};

const b = useBrowser();
const site = useBuiltSite(SITE, 'docgen-e2e-search-bar-');
const server = useStaticServer(() => path.join(site.dir, 'build'));

test('the hero search box opens the search dialog, which finds the docs', async () => {
  const page = await b.newPage({ viewport: { width: 1280, height: 800 } });
  const { errors } = watchPage(page);
  await page.goto(`${server.url}/`);
  const box = page.locator('#hero [data-dg-search-bar]');
  await expect.poll(() => box.isVisible()).toBe(true);
  await box.click();
  await page.locator('dialog.dg-search').waitFor({ state: 'visible' });
  await search(page, 'zanzibar');
  expect(await page.locator('dialog.dg-search a[role="option"]').first().getAttribute('href')).toMatch(/\/docs\/intro/);
  expect(errors).toEqual([]);
  await page.close();
});

test('inside an island the box hydrates as the server drew it and opens the dialog', async () => {
  const page = await b.newPage({ viewport: { width: 1280, height: 800 } });
  const { errors } = watchPage(page);
  await page.goto(`${server.url}/docs/find`);
  const island = page.locator('docgen-island[data-dg-island="component"][data-dg-hydrated]');
  await expect.poll(() => island.count(), { timeout: 30_000 }).toBe(1);
  await page.locator('#more').click();
  await expect.poll(() => page.locator('#more').textContent()).toBe('1');
  await page.locator('#finder [data-dg-search-bar]').click();
  await page.locator('dialog.dg-search').waitFor({ state: 'visible' });
  expect(errors).toEqual([]);
  await page.close();
});

test('a click before the box is hydrated is kept: the dialog opens once its code is there', async () => {
  const page = await b.newPage({ viewport: { width: 1280, height: 800 } });
  const { errors, requested } = watchPage(page);
  await page.goto(`${server.url}/`);
  const box = page.locator('#hero [data-dg-search-bar]');
  await expect.poll(() => box.isVisible()).toBe(true);
  // The first island loaded is the box's own, not the search dialog's.
  expect(await box.getAttribute('data-dg-island')).toBe('search-bar');
  expect(await box.getAttribute('data-dg-hydrated')).toBeNull();
  const loaded = requested.length;
  // A click without the pointer's approach: nothing hydrated the box's island before it.
  await box.dispatchEvent('click');
  await page.locator('dialog.dg-search').waitFor({ state: 'visible' });
  expect(requested.length).toBeGreaterThan(loaded);
  expect(await page.locator('dialog.dg-search').count()).toBe(1);
  expect(errors).toEqual([]);
  await page.close();
});
