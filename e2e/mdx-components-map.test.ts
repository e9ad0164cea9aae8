/**
 * Site components that reach an MDX page without an import of it, in a real browser (issue 22),
 * against the production build (`docgen serve --build`) and the dev server (`docgen serve`):
 * - a component of the site's MDX map (`src/theme/MDXComponents`, Docusaurus' way to give every
 *   page components) that needs the browser hydrates and answers a click, one it imports and one
 *   it defines in its own file (which was static HTML, without a word);
 * - an export the page calls as a function (`{Clicker({ start: 5 })}`) whose module needs the
 *   browser hydrates as an island of that call;
 * - around both, a `src/theme/Root` that imports an `.mdx` notice: the page shows the notice
 *   once, and each island hydrates inside the Root without it (the Root's output cut down to the
 *   path to its children, on the server as in the browser), without a mismatch (a console error
 *   fails the test).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useBuiltSite } from './support/built-site.js';
import { startDocgenServe } from './support/dev-server.js';

const SITE: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'mdx-components-map-fixture', private: true, type: 'module' }),
  'docgen.config.ts': `export default { title: 'Map', url: 'https://example.com', docs: { sidebarPath: false } };
`,
  'docs/intro.mdx': `import { Clicker } from '@site/src/components/Clicker';

# Intro

From the map:

<Counter start={2} />

Defined in the map:

<Toggle label="details" />

\`\`\`js
const fence = 1;
\`\`\`

Called:

{Clicker({ start: 5, label: 'clicks' })}
`,
  'src/theme/MDXComponents.js': `import React, { useState } from 'react';
import MDXComponents from '@theme-original/MDXComponents';
import Counter from '@site/src/components/Counter';

function Toggle({ label }) {
  const [on, setOn] = useState(false);
  return <button type="button" id="toggle" onClick={() => setOn(!on)}>{label} {on ? 'on' : 'off'}</button>;
}

export default { ...MDXComponents, Counter, Toggle };
`,
  'src/components/Counter.js': `import React, { useState } from 'react';

export default function Counter({ start }) {
  const [n, setN] = useState(start);
  return <button type="button" id="map-counter" onClick={() => setN(n + 1)}>count {n}</button>;
}
`,
  'src/components/Clicker.js': `import React, { useState } from 'react';

export function Clicker({ start, label }) {
  const [n, setN] = useState(start);
  return <button type="button" id="called" onClick={() => setN(n + 1)}>{n} {label}</button>;
}
`,
  'src/theme/Root.js': `import React from 'react';
import Notice from './_notice.mdx';

export default function Root({ children }) {
  return (
    <>
      <aside className="notice">
        <Notice />
      </aside>
      {children}
    </>
  );
}
`,
  'src/theme/_notice.mdx': `**Heads up**: read [the intro](/docs/intro).
`,
};

const b = useBrowser();
const site = useBuiltSite(SITE, 'docgen-e2e-mdx-components-map-');

describe.each([
  { name: 'docgen serve --build', args: ['--build'] },
  { name: 'docgen serve', args: [] },
])('$name', ({ args }) => {
  let origin = '';
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const server = await startDocgenServe({
      site: site.dir,
      args,
      firstBuild: !args.includes('--build'),
      timeoutMs: 180_000,
    });
    origin = server.url;
    stop = () => server.stop();
  }, 200_000);
  afterAll(async () => stop?.());

  async function hydrated(): Promise<Page> {
    const page = await b.tab();
    page.setDefaultTimeout(30_000);
    await page.goto(`${origin}/docs/intro`);
    const islands = page.locator('docgen-island[data-dg-island="component"]');
    await expect.poll(() => islands.count()).toBe(3);
    await expect
      .poll(() => page.locator('docgen-island[data-dg-island="component"][data-dg-hydrated]').count())
      .toBe(3);
    return page;
  }

  test("a component of the site's MDX map hydrates and answers a click", async () => {
    const page = await hydrated();
    const button = page.locator('#map-counter');
    expect(await button.textContent()).toBe('count 2');
    await button.click();
    await expect.poll(() => button.textContent()).toBe('count 3');
    expect(b.errors).toEqual([]);
  });

  test('a component the map defines in its own file hydrates from the map chunk', async () => {
    const page = await hydrated();
    const button = page.locator('#toggle');
    expect(await button.textContent()).toBe('details off');
    await button.click();
    await expect.poll(() => button.textContent()).toBe('details on');
    // docgen's own entries of the map stay static: the fence is no island.
    expect(await page.locator('docgen-island pre').count()).toBe(0);
    expect(b.errors).toEqual([]);
  });

  test('an export called as a function hydrates as an island of that call', async () => {
    const page = await hydrated();
    const button = page.locator('#called');
    expect(await button.textContent()).toBe('5 clicks');
    await button.click();
    await button.click();
    await expect.poll(() => button.textContent()).toBe('7 clicks');
    expect(b.errors).toEqual([]);
  });

  test('the islands hydrate inside the Root without its notice, which the page shows once', async () => {
    const page = await hydrated();
    const notice = page.locator('aside.notice');
    expect(await notice.count()).toBe(1);
    expect(await notice.locator('strong').textContent()).toBe('Heads up');
    expect(await notice.locator('a').getAttribute('href')).toBe('/docs/intro');
    expect(await page.locator('docgen-island aside.notice').count()).toBe(0);
    await page.locator('#map-counter').click();
    await expect.poll(() => page.locator('#map-counter').textContent()).toBe('count 3');
    expect(b.errors).toEqual([]);
  });
});
