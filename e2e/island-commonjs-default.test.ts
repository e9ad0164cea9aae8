/**
 * A component compiled by Babel or tsc to CommonJS (`exports.__esModule`, `exports.default`)
 * hydrates in a real browser: its chunk's default is `exports.default`, as webpack's interop gives
 * `import Counter from '…'` (it was the exports object, and the island never hydrated).
 */
import path from 'node:path';
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useBuiltSite } from './support/built-site.js';
import { useStaticServer } from './support/static-server.js';
import { watchPage } from './support/page-watch.js';

const SITE: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'island-commonjs-default-fixture', private: true }),
  'docgen.config.ts': `export default { title: 'CommonJS island', url: 'https://example.com', docs: { sidebarPath: false } };
`,
  'docs/intro.mdx': `# Intro

import Counter from '@site/src/components/Counter';

<Counter start={3} />
`,
  'src/components/Counter.js': `"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const react_1 = require("react");
function Counter(props) {
  const [n, setN] = (0, react_1.useState)(props.start);
  return react_1.createElement("button", { id: "counter", onClick: () => setN(n + 1) }, "count " + n);
}
exports.default = Counter;
`,
};

const b = useBrowser();
const site = useBuiltSite(SITE, 'docgen-e2e-island-commonjs-default-');
const server = useStaticServer(() => path.join(site.dir, 'build'));

test('a CommonJS component with exports.default hydrates', async () => {
  const page = await b.newPage();
  const { errors } = watchPage(page);
  await page.goto(`${server.url}/docs/intro`);
  const islands = page.locator('docgen-island[data-dg-island="component"][data-dg-hydrated]');
  await expect.poll(() => islands.count(), { timeout: 30_000 }).toBe(1);
  const button = page.locator('#counter');
  expect(await button.textContent()).toBe('count 3');
  await button.click();
  await expect.poll(() => button.textContent()).toBe('count 4');
  expect(errors).toEqual([]);
  await page.close();
});
