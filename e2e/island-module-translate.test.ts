/**
 * A component island whose module calls translate() as it loads (outside the component), on a
 * site of two locales, in a real browser: each locale's page hydrates its own chunk, evaluated
 * with that locale's text, so the server's HTML and the browser's render agree (a hydration
 * mismatch is a console error, which fails the test) and the state works.
 */
import path from 'node:path';
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useBuiltSite } from './support/built-site.js';
import { useStaticServer } from './support/static-server.js';
import { watchPage } from './support/page-watch.js';

const SITE: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'island-module-translate-fixture', private: true, type: 'module' }),
  'docgen.config.ts': `import { defineConfig } from '@docgen/config';

export default defineConfig({
  title: 'Counting',
  url: 'https://example.com',
  docs: { sidebarPath: false },
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
});
`,
  'docs/intro.mdx': `# Intro

import Counter from '@site/src/components/Counter';

<Counter />
`,
  'src/components/Counter.js': `import React, { useState } from 'react';
import { translate } from '@docusaurus/Translate';

const label = translate({ id: 'counter.label', message: 'Clicks' });

export default function Counter() {
  const [n, setN] = useState(0);
  return (
    <button id="count" type="button" onClick={() => setN(n + 1)}>
      {label}: {n}
    </button>
  );
}
`,
  'i18n/fr/code.json': JSON.stringify({ 'counter.label': { message: 'Clics' } }),
};

const b = useBrowser();
const site = useBuiltSite(SITE, 'docgen-e2e-island-module-translate-');
const server = useStaticServer(() => path.join(site.dir, 'build'));

test.each([
  ['/fr/docs/intro', 'Clics'],
  ['/docs/intro', 'Clicks'],
])('%s hydrates the text of its locale', async (route, label) => {
  const page = await b.newPage();
  const { errors } = watchPage(page);
  await page.goto(`${server.url}${route}`);
  const island = page.locator('docgen-island[data-dg-island="component"][data-dg-hydrated]');
  await expect.poll(() => island.count(), { timeout: 30_000 }).toBe(1);
  const button = page.locator('#count');
  expect(await button.textContent()).toBe(`${label}: 0`);
  await button.click();
  await expect.poll(() => button.textContent()).toBe(`${label}: 1`);
  expect(errors).toEqual([]);
  await page.close();
});
