/**
 * A site's `src/theme/Root` that draws elements of its own and needs the browser (a cookie
 * banner) hydrates around the page's content (issue 22): the reader accepts the banner and it
 * goes, while the content stays the server's and its own island still counts. A Root that draws
 * otherwise in the browser (React renders it afresh) keeps the page's content, islands included.
 */
import path from 'node:path';
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useBuiltSite } from './support/built-site.js';
import { useStaticServer } from './support/static-server.js';
import { watchPage } from './support/page-watch.js';

const PAGES: Record<string, string> = {
  'docs/intro.mdx': `# Intro

import Counter from '@site/src/components/Counter';

Some text of the page, see [other](./other.mdx).

<Counter />
`,
  'docs/other.mdx': '# Other\n\nThe other page.\n',
  'src/components/Counter.js': `import React, { useState } from 'react';
export default function Counter() {
  const [n, setN] = useState(0);
  return <button id="counter" type="button" onClick={() => setN(n + 1)}>clicked {n}</button>;
}
`,
};

const BANNER: Record<string, string> = {
  ...PAGES,
  'package.json': JSON.stringify({ name: 'site-root-island-fixture', private: true, type: 'module' }),
  'docgen.config.ts': `export default { title: 'Cookies', url: 'https://example.com', docs: { sidebarPath: false } };
`,
  'src/theme/Root.js': `import React, { useState } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
export default function Root({ children }) {
  const [open, setOpen] = useState(true);
  const { siteConfig } = useDocusaurusContext();
  return (
    <>
      {children}
      {open && (
        <div id="banner" role="dialog" aria-label="Cookies">
          {siteConfig.title} uses cookies.
          <button id="accept" type="button" onClick={() => setOpen(false)}>Accept</button>
        </div>
      )}
    </>
  );
}
`,
};

const AFRESH: Record<string, string> = {
  ...PAGES,
  'package.json': JSON.stringify({ name: 'site-root-afresh-fixture', private: true, type: 'module' }),
  'docgen.config.ts': `export default { title: 'Afresh', url: 'https://example.com', docs: { sidebarPath: false } };
`,
  'src/theme/Root.js': `import React, { useState } from 'react';
export default function Root({ children }) {
  const [n, setN] = useState(0);
  return (
    <div>
      <span id="drawn-in">{typeof window === 'undefined' ? 'server' : 'browser'}</span>
      <button id="root-button" type="button" onClick={() => setN(n + 1)}>root {n}</button>
      {children}
    </div>
  );
}
`,
};

const b = useBrowser();
const banner = useBuiltSite(BANNER, 'docgen-e2e-site-root-island-');
const bannerServer = useStaticServer(() => path.join(banner.dir, 'build'));
const afresh = useBuiltSite(AFRESH, 'docgen-e2e-site-root-afresh-');
const afreshServer = useStaticServer(() => path.join(afresh.dir, 'build'));

test("the Root's banner is dismissed by a click, the page's content and island stay", async () => {
  const page = await b.newPage();
  const { errors } = watchPage(page);
  await page.goto(`${bannerServer.url}/docs/intro`);
  await page.locator('docgen-island[data-dg-island="site-root"][data-dg-hydrated]').waitFor({ timeout: 30_000 });
  await page.locator('docgen-island[data-dg-island="component"][data-dg-hydrated]').waitFor({ timeout: 30_000 });
  expect(await page.locator('#banner').textContent()).toBe('Cookies uses cookies.Accept');
  await page.locator('#accept').click();
  await expect.poll(() => page.locator('#banner').count()).toBe(0);
  expect(await page.locator('h1').first().textContent()).toBe('Intro');
  expect(await page.getByText('Some text of the page').count()).toBe(1);
  await page.locator('#counter').click();
  await expect.poll(() => page.locator('#counter').textContent()).toBe('clicked 1');
  expect(errors).toEqual([]);
  await page.close();
});

test('the banner is there again on the next page, whose Root hydrates too', async () => {
  const page = await b.newPage();
  const { errors } = watchPage(page);
  await page.goto(`${bannerServer.url}/docs/intro`);
  await page.getByRole('link', { name: 'other', exact: true }).click();
  await page.waitForURL(/\/docs\/other$/);
  const root = page.locator('docgen-island[data-dg-island="site-root"][data-dg-hydrated]');
  await root.waitFor({ timeout: 30_000 });
  expect(await page.locator('h1').first().textContent()).toBe('Other');
  await page.locator('#accept').click();
  await expect.poll(() => page.locator('#banner').count()).toBe(0);
  expect(await page.getByText('The other page.').count()).toBe(1);
  expect(errors).toEqual([]);
  await page.close();
});

test('a Root React draws afresh in the browser keeps the content and its island', async () => {
  // React says it rendered the Root afresh (its text differs): docgen's message, not an uncaught error.
  const page = await b.newPage({
    allowConsoleErrors: [/^docgen: island \/assets\/js\/islands\/site-root-\w+\.js recovered from an error: .*#418/],
  });
  const { errors } = watchPage(page);
  await page.goto(`${afreshServer.url}/docs/intro`);
  await page.locator('docgen-island[data-dg-island="site-root"][data-dg-hydrated]').waitFor({ timeout: 30_000 });
  await expect.poll(() => page.locator('#drawn-in').textContent()).toBe('browser');
  await page.locator('#root-button').click();
  await expect.poll(() => page.locator('#root-button').textContent()).toBe('root 1');
  expect(await page.getByText('Some text of the page').count()).toBe(1);
  await page.locator('docgen-island[data-dg-island="component"][data-dg-hydrated]').waitFor({ timeout: 30_000 });
  await page.locator('#counter').click();
  await expect.poll(() => page.locator('#counter').textContent()).toBe('clicked 1');
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatch(/^docgen: island .* recovered from an error/);
  await page.close();
});
