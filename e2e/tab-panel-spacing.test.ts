/**
 * A tab holding a code block and more (yoga's tabs: the code, then a warning) showed 40 px of empty
 * panel above the code: the block's own top margin added to the panel's padding. The first block of
 * a panel starts at its padding, as the last one ends at it.
 */
import path from 'node:path';
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useBuiltSite } from './support/built-site.js';
import { useStaticServer } from './support/static-server.js';

const site = useBuiltSite(
  {
    'package.json': JSON.stringify({ name: 'tab-panel-spacing', private: true, type: 'module' }),
    'docgen.config.ts': "export default { title: 'Tabs', url: 'https://example.com' };\n",
    'docs/intro.mdx': `import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

# Intro

<Tabs>
<TabItem value="cpp" label="C++">

\`\`\`cpp
YGNodeRef root = YGNodeNew();
\`\`\`

:::warning

Nodes are not freed automatically.

:::

</TabItem>
<TabItem value="text" label="Text">

Some text first.

</TabItem>
</Tabs>
`,
  },
  'docgen-e2e-tab-panel-spacing-',
);
const b = useBrowser();
const server = useStaticServer(() => path.join(site.dir, 'build'));

test("a panel's first block starts at the panel's padding, its last ends at it", async () => {
  const page = await b.newPage();
  await page.goto(`${server.url}/docs/intro`);
  const gaps = await page.evaluate(() => {
    const panel = document.querySelector('.dg-tabs__panel[data-active]')!;
    const padding = Number.parseFloat(getComputedStyle(panel).paddingTop);
    const box = panel.getBoundingClientRect();
    const first = panel.firstElementChild!.getBoundingClientRect();
    const last = panel.lastElementChild!.getBoundingClientRect();
    return { padding, top: first.top - box.top, bottom: box.bottom - last.bottom };
  });
  expect(gaps.padding).toBeGreaterThan(0);
  expect(gaps.top).toBeCloseTo(gaps.padding, 0);
  expect(gaps.bottom).toBeCloseTo(gaps.padding, 0);
});
