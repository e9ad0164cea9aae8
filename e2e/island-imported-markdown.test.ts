/**
 * A site component that needs the browser and imports Markdown files (issue 22: a tutorial whose
 * steps are `.md`/`.mdx` files, shown one at a time): its browser bundle compiles them as the
 * server does, as webpack's mdx-loader gives both sides the same component, so it hydrates with
 * the server's HTML (a mismatch fails the test through its console error) and shows another file
 * after a click, with its links resolved as on the server, in an MDX page and a React page. A
 * page without islands loads nothing.
 */
import path from 'node:path';
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useBuiltSite } from './support/built-site.js';
import { useStaticServer } from './support/static-server.js';
import { watchPage } from './support/page-watch.js';

const SITE: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'imported-markdown-fixture', private: true, type: 'module' }),
  'docgen.config.ts': `export default { title: 'Steps', url: 'https://example.com', docs: { sidebarPath: false } };
`,
  'docs/intro.mdx': `# Intro

import Steps from '@site/src/components/Steps';

<Steps />
`,
  'docs/other.md': '# Other\n\n## Part two\n\nNo islands.\n',
  'src/components/Steps/one.mdx': `## First step

Read [the other page](/docs/other#part-two).

\`\`\`js
const a = 1;
\`\`\`

:::note
Careful.
:::
`,
  'src/components/Steps/two.md': `## Second step

Back to [the other page](../../../docs/other.md).
`,
  'src/pages/steps.js': `import React from 'react';
import Steps from '@site/src/components/Steps';

export default function StepsPage() {
  return <main><h1>Steps page</h1><Steps /></main>;
}
`,
  'src/components/Steps/index.js': `import React, { useState } from 'react';
import One from './one.mdx';
import Two from './two.md';

export default function Steps() {
  const [n, setN] = useState(0);
  const Content = n === 0 ? One : Two;
  return (
    <div id="steps">
      <button type="button" id="next" onClick={() => setN(1 - n)}>Step {n + 1}</button>
      <Content />
    </div>
  );
}
`,
};

const b = useBrowser();
const site = useBuiltSite(SITE, 'docgen-e2e-imported-markdown-');
const server = useStaticServer(() => path.join(site.dir, 'build'));

// A `.md` link of a file in no docs folder resolves in an MDX page only (Docusaurus' fallback
// loader, for a React page's imports, leaves it as written): the browser's compile does the same.
test.each([
  ['/docs/intro', '/docs/other'],
  ['/steps', '../../../docs/other.md'],
])('a component importing Markdown hydrates on %s, and shows another file after a click', async (at, href) => {
  const page = await b.newPage();
  const { errors } = watchPage(page);
  await page.goto(`${server.url}${at}`);
  await page.locator('docgen-island[data-dg-island="component"][data-dg-hydrated]').waitFor({ timeout: 30_000 });
  const steps = page.locator('#steps');
  expect(await steps.locator('h2').textContent()).toBe('First step#');
  expect(await steps.locator('.dg-admonition').count()).toBe(1);
  expect(await steps.locator('pre.shiki').count()).toBe(1);
  await page.locator('#next').click();
  await expect.poll(() => steps.locator('h2').textContent()).toBe('Second step#');
  expect(await steps.locator('p a').getAttribute('href')).toBe(href);
  expect(errors).toEqual([]);
});

test('a page without islands loads none', async () => {
  const plain: string[] = [];
  const other = await b.newPage();
  other.on('request', (r) => plain.push(r.url()));
  await other.goto(`${server.url}/docs/other`);
  await other.waitForLoadState('networkidle');
  expect(plain.some((u) => u.includes('/islands/'))).toBe(false);
});
