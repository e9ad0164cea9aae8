/**
 * A site component's `{ React, ...React }` (how Docusaurus sites write a ReactLiveScope) holds
 * React's exports and no `default`: the islands entry shares React as its CommonJS face, as
 * webpack gives a site's `import React from 'react'`. With a `default` key, code run with the
 * scope's keys as parameter names (react-live's `new Function`) was a SyntaxError.
 */
import path from 'node:path';
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useBuiltSite } from './support/built-site.js';
import { useStaticServer } from './support/static-server.js';
import { watchPage } from './support/page-watch.js';

const SITE: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'island-react-scope-fixture', private: true, type: 'module' }),
  'docgen.config.ts': `export default { title: 'React scope', url: 'https://example.com', docs: { sidebarPath: false } };
`,
  'docs/intro.mdx': `# Intro

import RunWithScope from '@site/src/components/RunWithScope';

<RunWithScope />
`,
  'src/components/RunWithScope.js': `import React, { useState } from 'react';
import * as ReactDOM from 'react-dom';
const scope = { React, ...React };
function run() {
  try {
    const names = Object.keys(scope);
    const hooks = new Function(...names, 'return typeof useState + " " + typeof createElement;');
    return hooks(...names.map((name) => scope[name])) + ", portal " + typeof ReactDOM.createPortal;
  } catch (error) {
    return String(error);
  }
}
export default function RunWithScope() {
  const [result, setResult] = useState('not run');
  return <button id="run" type="button" onClick={() => setResult(run())}>{result}</button>;
}
`,
};

const b = useBrowser();
const site = useBuiltSite(SITE, 'docgen-e2e-island-react-scope-');
const server = useStaticServer(() => path.join(site.dir, 'build'));

test("code run with a scope of React's exports runs in an island", async () => {
  const page = await b.newPage();
  const { errors } = watchPage(page);
  await page.goto(`${server.url}/docs/intro`);
  const islands = page.locator('docgen-island[data-dg-island="component"][data-dg-hydrated]');
  await expect.poll(() => islands.count(), { timeout: 30_000 }).toBe(1);
  const button = page.locator('#run');
  expect(await button.textContent()).toBe('not run');
  await button.click();
  await expect.poll(() => button.textContent()).toBe('function function, portal function');
  expect(errors).toEqual([]);
  await page.close();
});
