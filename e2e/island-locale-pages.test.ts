/**
 * Several component islands on a page of a second locale, in a real browser: each hydrates and
 * re-renders (a click) with its page's texts, whatever the order the islands hydrate in. Each
 * island's page carries only the texts its own render read, and the page state the Docusaurus
 * modules read is global: one island's replaced another's, so `<Translate>` in the first showed
 * the message as written (the default locale's text) and its hydration did not match.
 */
import path from 'node:path';
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useBuiltSite } from './support/built-site.js';
import { watchPage } from './support/page-watch.js';
import { useStaticServer } from './support/static-server.js';

const SITE: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'island-locale-pages-fixture', private: true, type: 'module' }),
  'docgen.config.ts': `export default {
  title: 'Islands',
  url: 'https://example.com',
  docs: { sidebarPath: false },
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
};
`,
  'src/components/Label.js': `import React from 'react';
import { translate } from '@docusaurus/Translate';

const word = translate({ id: 'label.word', message: 'Word' });

export default function Label() {
  return <em className="label">{word}</em>;
}
`,
  'src/components/Counter.js': `import React, { useState } from 'react';
import Translate from '@docusaurus/Translate';

export default function Counter({ children }) {
  const [n, setN] = useState(0);
  return (
    <div>
      <button id="count" type="button" onClick={() => setN(n + 1)}>
        <Translate id="counter.label">Clicks</Translate> {n}
      </button>
      {children}
    </div>
  );
}
`,
  'src/components/Tally.js': `import React, { useState } from 'react';
import { translate } from '@docusaurus/Translate';

export default function Tally() {
  const [n, setN] = useState(0);
  return (
    <button id="tally" type="button" onClick={() => setN(n + 1)}>
      {translate({ id: 'tally.label', message: 'Tally' })} {n}
    </button>
  );
}
`,
  'docs/intro.mdx': `# Intro

import Counter from '@site/src/components/Counter';
import Label from '@site/src/components/Label';
import Tally from '@site/src/components/Tally';

<Counter><Label /></Counter>

<Tally />
`,
  'i18n/fr/code.json': JSON.stringify({
    'counter.label': { message: 'Clics' },
    'label.word': { message: 'Mot' },
    'tally.label': { message: 'Total' },
  }),
};

const b = useBrowser();
const site = useBuiltSite(SITE, 'docgen-e2e-island-locale-pages-');
const server = useStaticServer(() => path.join(site.dir, 'build'));

test.each([
  ['/fr/docs/intro', 'Clics', 'Total', 'Mot'],
  ['/docs/intro', 'Clicks', 'Tally', 'Word'],
])('%s: every island renders its locale', async (route, clicks, tally, word) => {
  const page = await b.newPage();
  const { errors } = watchPage(page);
  await page.goto(`${server.url}${route}`);
  const islands = page.locator('docgen-island[data-dg-island="component"][data-dg-hydrated]');
  await expect.poll(() => islands.count(), { timeout: 30_000 }).toBe(2);
  await page.locator('#count').click();
  await page.locator('#tally').click();
  await page.locator('#count').click();
  await expect.poll(() => page.locator('#count').textContent()).toBe(`${clicks} 2`);
  await expect.poll(() => page.locator('#tally').textContent()).toBe(`${tally} 1`);
  expect(await page.locator('.label').textContent()).toBe(word);
  expect(errors).toEqual([]);
  await page.close();
});
