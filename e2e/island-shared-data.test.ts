/**
 * An island whose page data is large (a site plugin's global data) gets it from a shared JSON
 * file (`IslandDataRef`), in a real browser: it hydrates with the data (no mismatch: a console
 * error fails the test), its state works, and two islands of one page fetch the file once.
 */
import path from 'node:path';
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useBuiltSite } from './support/built-site.js';
import { useStaticServer } from './support/static-server.js';
import { watchPage } from './support/page-watch.js';

const SITE: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'island-shared-data-fixture', private: true, type: 'module' }),
  'docgen.config.ts': `import { defineConfig, docusaurusPlugins } from '@docgen/config';

export default defineConfig({
  title: 'Shared data',
  url: 'https://example.com',
  docs: { sidebarPath: false },
  plugins: [
    docusaurusPlugins({
      plugins: [
        () => ({
          name: 'models',
          async contentLoaded({ actions }) {
            actions.setGlobalData({ names: Array.from({ length: 600 }, (_, i) => 'model-' + i) });
          },
        }),
      ],
    }),
  ],
});
`,
  'docs/intro.mdx': `# Intro

import Models from '@site/src/components/Models';

<Models which="a" />

<Models which="b" />
`,
  'src/components/Models.js': `import React, { useState } from 'react';
import { usePluginData } from '@docusaurus/useGlobalData';

export default function Models({ which }) {
  const [shown, setShown] = useState(1);
  const { names } = usePluginData('models');
  return (
    <button id={'more-' + which} onClick={() => setShown(shown + 1)}>
      {names.slice(0, shown).join(',')} of {names.length}
    </button>
  );
}
`,
};

const b = useBrowser();
const site = useBuiltSite(SITE, 'docgen-e2e-island-shared-data-');
const server = useStaticServer(() => path.join(site.dir, 'build'));

test('islands reading large global data hydrate from one shared file', async () => {
  const page = await b.newPage();
  const { errors, requested } = watchPage(page);
  await page.goto(`${server.url}/docs/intro`);
  const islands = page.locator('docgen-island[data-dg-island="component"][data-dg-hydrated]');
  await expect.poll(() => islands.count(), { timeout: 30_000 }).toBe(2);
  const button = page.locator('#more-b');
  expect(await button.textContent()).toBe('model-0 of 600');
  await button.click();
  await expect.poll(() => button.textContent()).toBe('model-0,model-1 of 600');
  expect(requested.filter((u) => /\/islands\/data-[0-9a-f]{12}\.json$/.test(u))).toHaveLength(1);
  expect(errors).toEqual([]);
  await page.close();
});
