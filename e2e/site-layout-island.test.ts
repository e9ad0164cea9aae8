/**
 * A site's swizzled Layout that wraps `@theme-original/Layout` in a provider (as zedux's and MUI
 * sites' do), in a real browser: docgen draws it around an MDX page's content, so an island that
 * reads its context gets the value on the server, and hydrates inside the same provider (the
 * wrapper cut to its providers, the original drawing just its children) without a mismatch. A
 * React page that renders `<Layout>` itself gets it once, as before, and its island too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useBuiltSite } from './support/built-site.js';
import { useStaticServer } from './support/static-server.js';
import { watchPage } from './support/page-watch.js';

const SITE: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'site-layout-island-fixture', private: true, type: 'module' }),
  'docgen.config.ts': `export default { title: 'Layout', url: 'https://example.com', docs: { sidebarPath: false } };
`,
  'docs/intro.mdx': `# Intro

import Counter from '@site/src/components/Counter';

<Counter id="doc" />
`,
  'src/pages/home.js': `import React from 'react';
import Layout from '@theme/Layout';
import Counter from '@site/src/components/Counter';

export default function Home() {
  return (
    <Layout title="Home">
      <h1>Home</h1>
      <Counter id="home" />
    </Layout>
  );
}
`,
  'src/context/user.js': `import { createContext } from 'react';

export const User = createContext('nobody');
`,
  'src/components/Counter.js': `import React, { useContext, useState } from 'react';
import { User } from '../context/user';

export default function Counter({ id }) {
  const user = useContext(User);
  const [n, setN] = useState(0);
  return <button type="button" id={id} onClick={() => setN(n + 1)}>{user} clicked {n}</button>;
}
`,
  'src/theme/Layout/index.js': `import React, { useMemo } from 'react';
import { useLocation } from '@docusaurus/router';
import OriginalLayout from '@theme-original/Layout';
import { User } from '@site/src/context/user';

export default function LayoutWrapper(props) {
  // Hooks of the wrapper's own, as zedux's reads the path: the cut calls it as its render would.
  const { pathname } = useLocation();
  const user = useMemo(() => (pathname ? 'Ada' : 'nobody'), [pathname]);
  return (
    <User.Provider value={user}>
      <OriginalLayout {...props} />
    </User.Provider>
  );
}
`,
};

const b = useBrowser();
const site = useBuiltSite(SITE, 'docgen-e2e-site-layout-island-');
const server = useStaticServer(() => path.join(site.dir, 'build'));

test("the doc's island reads the Layout's context on the server, inside no second layout", () => {
  const html = fs.readFileSync(path.join(site.dir, 'build/docs/intro/index.html'), 'utf8');
  expect(html).toMatch(/<button type="button" id="doc">Ada<!-- --> clicked <!-- -->0</);
  expect(html).not.toContain('main-wrapper');
  const home = fs.readFileSync(path.join(site.dir, 'build/home/index.html'), 'utf8');
  expect(home.match(/class="main-wrapper"/g)?.length).toBe(1);
  expect(home).toMatch(/<title>Home \| Layout<\/title>/);
});

for (const [route, id] of [
  ['/docs/intro', 'doc'],
  ['/home', 'home'],
] as const) {
  test(`the island of ${route} hydrates inside the Layout's provider, without a mismatch`, async () => {
    const page = await b.tab();
    const { errors } = watchPage(page);
    await page.goto(`${server.url}${route}`);
    await expect
      .poll(() => page.locator('docgen-island[data-dg-island="component"][data-dg-hydrated]').count(), {
        timeout: 30_000,
      })
      .toBe(1);
    const button = page.locator(`#${id}`);
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Ada clicked 1');
    expect(await page.locator(`#${id}`).count()).toBe(1);
    // A mismatch between the server's island and the browser's would be a console error.
    expect(errors).toEqual([]);
  });
}
