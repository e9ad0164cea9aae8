/**
 * A vendored script imported for its side effects (`import './require.js'`), written for sloppy
 * mode as webpack runs it: its inner function sets its global through `this`, and it assigns a name
 * it never declares. docgen's bundles are ES modules (strict), where the island threw
 * ("Cannot set properties of undefined"); the script now sets its globals as under webpack.
 */
import path from 'node:path';
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useBuiltSite } from './support/built-site.js';
import { useStaticServer } from './support/static-server.js';
import { watchPage } from './support/page-watch.js';

const SITE: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'island-sloppy-script-fixture', private: true }),
  'docgen.config.ts': `export default { title: 'Sloppy script', url: 'https://example.com', docs: { sidebarPath: false } };
`,
  'docs/intro.mdx': `# Intro

import Legacy from '@site/src/components/Legacy';

<Legacy />
`,
  'src/vendor/require.js': `// @generated: a vendored script, as Flow's try page imports requirejs.
(function () {
  var requirejs;
  !function (global) {
    requirejs = function (name) { return name + ' from ' + (global === window ? 'window' : 'elsewhere'); };
  }(this);
  this.requirejs = requirejs;
  legacyLoads = (typeof legacyLoads === 'number' ? legacyLoads : 0) + 1;
}());
`,
  'src/components/Legacy.jsx': `import { useEffect, useState } from 'react';
import '../vendor/require.js';

export default function Legacy() {
  const [text, setText] = useState('server');
  useEffect(() => setText(window.requirejs('flow') + ', loads ' + window.legacyLoads), []);
  return <p id="legacy">{text}</p>;
}
`,
};

const b = useBrowser();
const site = useBuiltSite(SITE, 'docgen-e2e-island-sloppy-script-');
const server = useStaticServer(() => path.join(site.dir, 'build'));

test("a script written for sloppy mode sets its globals in the island's bundle", async () => {
  const page = await b.newPage();
  const { errors } = watchPage(page);
  await page.goto(`${server.url}/docs/intro`);
  const legacy = page.locator('#legacy');
  await expect.poll(() => legacy.textContent(), { timeout: 30_000 }).toBe('flow from window, loads 1');
  expect(await page.evaluate(() => typeof (window as unknown as { requirejs?: unknown }).requirejs)).toBe('function');
  expect(errors).toEqual([]);
  await page.close();
});
