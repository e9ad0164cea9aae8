/**
 * Docusaurus' theme-common in site components' islands, in a real browser (issue 22):
 * `Collapsible` and `useCollapsible` (the server renders the collapsed state as Docusaurus does,
 * `display: none` inline; hydration finds the same markup, a mismatch being a console error that
 * fails the test; the reader's click shows the content and calls `onCollapseTransitionEnd`), and
 * `useScrollPositionBlocker` of theme-common/internal (the clicked element stays where it was
 * when content above it grows).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useBuiltSite } from './support/built-site.js';
import { useStaticServer } from './support/static-server.js';

const SITE: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'collapsible-fixture', private: true, type: 'module' }),
  'docgen.config.ts': `export default { title: 'Collapsible', url: 'https://example.com', docs: { sidebarPath: false } };
`,
  'src/components/Faq.tsx': `import { useState } from 'react';
import { Collapsible, useCollapsible } from '@docusaurus/theme-common';

export default function Faq() {
  const { collapsed, toggleCollapsed } = useCollapsible({ initialState: true });
  const [ended, setEnded] = useState('none');
  return (
    <div className="faq">
      <button type="button" onClick={toggleCollapsed}>Question</button>
      <Collapsible collapsed={collapsed} onCollapseTransitionEnd={(c) => setEnded(String(c))}>
        <p className="answer">Answer</p>
      </Collapsible>
      <span className="ended">{ended}</span>
    </div>
  );
}
`,
  'src/components/Grow.tsx': `import { useState } from 'react';
import { useScrollPositionBlocker } from '@docusaurus/theme-common/internal';

export default function Grow() {
  const { blockElementScrollPositionUntilNextRender } = useScrollPositionBlocker();
  const [grown, setGrown] = useState(false);
  return (
    <div>
      {grown ? <div className="grown" style={{ height: 600 }} /> : null}
      <button type="button" className="grow" onClick={(e) => {
        blockElementScrollPositionUntilNextRender(e.currentTarget);
        setGrown(true);
      }}>Grow</button>
      <div style={{ height: 2000 }} />
    </div>
  );
}
`,
  'docs/intro.mdx': `# Intro

import Faq from '@site/src/components/Faq';
import Grow from '@site/src/components/Grow';

<Faq />

<Grow />
`,
};

const b = useBrowser();
const site = useBuiltSite(SITE, 'docgen-e2e-collapsible-');
const server = useStaticServer(() => path.join(site.dir, 'build'));

test('a collapsed Collapsible is hidden until the reader opens it, and again when closed', async () => {
  const html = fs.readFileSync(path.join(site.dir, 'build', 'docs/intro/index.html'), 'utf8');
  expect(html).toContain('<div style="display:none;overflow:hidden;height:0px"><p class="answer">Answer</p></div>');
  const page = await b.tab();
  await page.goto(`${server.url}/docs/intro`);
  await page
    .locator('docgen-island[data-dg-island="component"][data-dg-hydrated]')
    .first()
    .waitFor({ timeout: 30_000 });
  const answer = page.locator('p.answer');
  expect(await answer.isVisible()).toBe(false);
  await page.locator('.faq button').click();
  await expect.poll(() => answer.isVisible()).toBe(true);
  await expect.poll(() => page.locator('.ended').textContent()).toBe('false');
  await page.locator('.faq button').click();
  await expect.poll(() => answer.isVisible()).toBe(false);
  await expect.poll(() => page.locator('.ended').textContent()).toBe('true');
});

test('useScrollPositionBlocker keeps the clicked element in place when content above it grows', async () => {
  const page = await b.tab();
  await page.goto(`${server.url}/docs/intro`);
  await page.locator('docgen-island[data-dg-island="component"][data-dg-hydrated]').nth(1).waitFor({ timeout: 30_000 });
  const button = page.locator('button.grow');
  await button.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const top = async () => button.evaluate((el) => Math.round(el.getBoundingClientRect().top));
  const before = await top();
  await button.click();
  await page.locator('.grown').waitFor();
  await expect.poll(top).toBe(before);
});
