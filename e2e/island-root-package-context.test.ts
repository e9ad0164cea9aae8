/**
 * A site Root that wraps pages in a package's provider (`<Theme>` of `@radix-ui/themes` in
 * supertokens/docs' `src/theme/Root`) and a component that hydrates and reads the package's
 * context: in a real browser the island finds the Root's provider, as in Docusaurus' one webpack
 * bundle. Each chunk bundled its own copy of the package, so the island's `useTone()` met another
 * copy's context, threw "must be used within a ToneProvider", and React unmounted the island: its
 * text vanished once the page loaded.
 */
import path from 'node:path';
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useBuiltSite } from './support/built-site.js';
import { useStaticServer } from './support/static-server.js';
import { watchPage } from './support/page-watch.js';

const SITE: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'island-root-package-fixture', private: true, type: 'module' }),
  'docgen.config.ts': `import { defineConfig } from '@docgen/config';

export default defineConfig({ title: 'Root package', url: 'https://example.com', docs: { sidebarPath: false } });
`,
  'docs/intro.mdx': `# Intro

import Counter from '@site/src/components/Counter';

<Counter />
`,
  'src/theme/Root.js': `import React from 'react';
import { ToneProvider } from 'tone-kit';

export default function Root({ children }) {
  return <ToneProvider tone="warm">{children}</ToneProvider>;
}
`,
  'src/components/Counter.js': `import React, { useState } from 'react';
import { useTone } from 'tone-kit';

export default function Counter() {
  const tone = useTone();
  const [n, setN] = useState(0);
  return <button id="count" onClick={() => setN(n + 1)}>{tone} {n}</button>;
}
`,
};

const PACKAGES: Record<string, string> = {
  'tone-kit/package.json': JSON.stringify({ name: 'tone-kit', version: '1.0.0', type: 'module', main: 'index.js' }),
  'tone-kit/index.js': `import { createContext, createElement, useContext } from 'react';

const Tone = createContext(undefined);
export function ToneProvider({ tone, children }) {
  return createElement(Tone.Provider, { value: tone }, children);
}
export function useTone() {
  const tone = useContext(Tone);
  if (tone === undefined) throw new Error('useTone must be used within a ToneProvider');
  return tone;
}
`,
};

const b = useBrowser();
const site = useBuiltSite(SITE, 'docgen-e2e-island-root-package-', PACKAGES);
const server = useStaticServer(() => path.join(site.dir, 'build'));

test("an island reads the context of a package's provider in the site's Root", async () => {
  const page = await b.newPage();
  const { errors } = watchPage(page);
  await page.goto(`${server.url}/docs/intro`);
  const island = page.locator('docgen-island[data-dg-island="component"][data-dg-hydrated]');
  await expect.poll(() => island.count(), { timeout: 30_000 }).toBe(1);
  const button = page.locator('#count');
  expect(await button.textContent()).toBe('warm 0');
  await button.click();
  await expect.poll(() => button.textContent()).toBe('warm 1');
  expect(errors).toEqual([]);
  await page.close();
});
