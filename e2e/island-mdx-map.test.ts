/**
 * Elements of the site's MDX map inside an island's props (issue 22), in a real browser: a
 * `<Steps>` that splits its children by `child.type.name` (the map's own `h2`) hydrates from the
 * map's chunk with the same element types as its server render (no mismatch: a console error
 * fails the test), and its state works after hydration.
 */
import path from 'node:path';
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useBuiltSite } from './support/built-site.js';
import { useStaticServer } from './support/static-server.js';
import { watchPage } from './support/page-watch.js';

const SITE: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'island-mdx-map-fixture', private: true, type: 'module' }),
  'docgen.config.ts': `export default { title: 'Map', url: 'https://example.com', docs: { sidebarPath: false } };
`,
  'docs/intro.mdx': `# Intro

import Steps from '@site/src/components/Steps';

<Steps>

## Install

Run the installer.

## Configure

Edit the file.

</Steps>
`,
  'src/theme/MDXComponents.js': `import React from 'react';
import MDXComponents from '@theme-original/MDXComponents';

const h2 = (props) => <h2 className="own-h2" {...props} />;

export default { ...MDXComponents, h2 };
`,
  'src/components/Steps.js': `import React, { Children, isValidElement, useState } from 'react';

export default function Steps({ children }) {
  const [done, setDone] = useState(0);
  const steps = [];
  for (const child of Children.toArray(children)) {
    if (!isValidElement(child)) continue;
    const name = typeof child.type === 'string' ? child.type : child.type.name;
    if (name === 'h2') steps.push({ id: child.props.id, title: child, body: [] });
    else steps[steps.length - 1].body.push(child);
  }
  return (
    <div>
      <button id="next" onClick={() => setDone(done + 1)}>done {done} of {steps.length}</button>
      <ol id="steps">
        {steps.map((s, i) => (
          <li key={s.id} data-done={i < done ? 'yes' : 'no'}>{s.title}{s.body}</li>
        ))}
      </ol>
    </div>
  );
}
`,
};

const b = useBrowser();
const site = useBuiltSite(SITE, 'docgen-e2e-island-mdx-map-');
const server = useStaticServer(() => path.join(site.dir, 'build'));

test("an island splitting its children by type gets the site's MDX map entries in the browser", async () => {
  const page = await b.newPage();
  const { errors, requested } = watchPage(page);
  await page.goto(`${server.url}/docs/intro`);
  await page.locator('docgen-island[data-dg-island="component"][data-dg-hydrated]').waitFor({ timeout: 30_000 });
  const button = page.locator('#next');
  expect(await button.textContent()).toBe('done 0 of 2');
  // The map's own h2, with its id, is each step's title.
  expect(await page.locator('#steps > li > h2.own-h2').evaluateAll((hs) => hs.map((h) => h.id))).toEqual([
    'install',
    'configure',
  ]);
  await button.click();
  await expect.poll(() => button.textContent()).toBe('done 1 of 2');
  expect(await page.locator('#steps > li[data-done="yes"] h2').textContent()).toContain('Install');
  expect(requested.some((u) => /\/islands\/MDXComponents-\w+\.js$/.test(u))).toBe(true);
  expect(errors).toEqual([]);
});
