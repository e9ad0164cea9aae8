/**
 * The site's swizzled `src/theme/Root` and `src/theme/Layout/Provider` around islands (issue 22),
 * in a real browser: a component that needs the browser and reads the contexts they provide
 * hydrates inside the same providers as its server render (no mismatch, a console error failing
 * the test), and its state works. Its chunk reads the context modules from the Root's chunk, so
 * the Root and the component share one context; a page without islands loads neither.
 */
import path from 'node:path';
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useBuiltSite } from './support/built-site.js';
import { useStaticServer } from './support/static-server.js';
import { watchPage } from './support/page-watch.js';

const SITE: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'site-root-fixture', private: true, type: 'module' }),
  'docgen.config.ts': `export default { title: 'Rooted', url: 'https://example.com', docs: { sidebarPath: false } };
`,
  'docs/intro.mdx': `# Intro

import Counter from '@site/src/components/Counter';

<Counter />
`,
  'docs/plain.md': '# Plain\n\nNo islands.\n',
  'docs/compound.mdx': `# Compound

import { Panes, Pane } from '@site/src/components/Panes';

<Panes>
  <Pane value="a">Alpha</Pane>
  <Pane value="b">Beta</Pane>
</Panes>
`,
  'src/components/Panes.js': `import React, { useState } from 'react';

export function Pane() {
  return null;
}

export function Panes({ children }) {
  const panes = React.Children.toArray(children).map((child, index) => {
    if (!React.isValidElement(child) || child.type !== Pane) throw new Error('<Panes>: child ' + index + ' is not a <Pane>');
    return child.props;
  });
  const [open, setOpen] = useState(panes[0].value);
  return (
    <div className="panes">
      {panes.map((pane) => (
        <button type="button" id={'pane-' + pane.value} key={pane.value} onClick={() => setOpen(pane.value)}>
          {pane.value}
        </button>
      ))}
      <p id="pane-open">{panes.find((pane) => pane.value === open).children}</p>
    </div>
  );
}
`,
  'src/context/user.js': `import React, { createContext, useContext } from 'react';

const User = createContext(null);

export function UserProvider({ children }) {
  return <User.Provider value="reader">{children}</User.Provider>;
}

export function useUser() {
  const user = useContext(User);
  if (user === null) throw new Error('useUser must be used within a UserProvider');
  return user;
}
`,
  'src/context/mode.js': `import { createContext } from 'react';

export const Mode = createContext('none');
`,
  'src/components/Counter.js': `import React, { useContext, useState } from 'react';
import { useUser } from '../context/user';
import { Mode } from '../context/mode';

export default function Counter() {
  const [n, setN] = useState(0);
  const mode = useContext(Mode);
  return <button id="counter" onClick={() => setN(n + 1)}>{useUser()} in {mode} mode clicked {n}</button>;
}
`,
  'src/theme/Root.js': `import React from 'react';
import Original from '@theme-original/Root';
import { UserProvider } from '@site/src/context/user';

export default function Root({ children }) {
  return <Original><UserProvider>{children}</UserProvider></Original>;
}
`,
  'src/theme/Layout/Provider/index.js': `import React from 'react';
import OriginalProvider from '@theme-original/Layout/Provider';
import { Mode } from '@site/src/context/mode';

export default function LayoutProvider({ children }) {
  return <OriginalProvider><Mode.Provider value="guest">{children}</Mode.Provider></OriginalProvider>;
}
`,
};

const b = useBrowser();
const site = useBuiltSite(SITE, 'docgen-e2e-site-root-');
const server = useStaticServer(() => path.join(site.dir, 'build'));

test("an island reads the contexts of the site's Root and Layout/Provider in the browser", async () => {
  const page = await b.tab();
  const { errors, requested } = watchPage(page);
  await page.goto(`${server.url}/docs/intro`);
  await page.locator('docgen-island[data-dg-island="component"][data-dg-hydrated]').waitFor({ timeout: 30_000 });
  const button = page.locator('#counter');
  expect(await button.textContent()).toBe('reader in guest mode clicked 0');
  await button.click();
  await expect.poll(() => button.textContent()).toBe('reader in guest mode clicked 1');
  expect(requested.some((u) => /\/islands\/site-root-\w+\.js$/.test(u))).toBe(true);
  expect(errors).toEqual([]);

  const plain: string[] = [];
  const other = await b.newPage();
  other.on('request', (r) => plain.push(r.url()));
  await other.goto(`${server.url}/docs/plain`);
  await other.waitForLoadState('networkidle');
  expect(plain.some((u) => u.includes('/islands/'))).toBe(false);
});

test("a compound component hydrating inside the site's Root sees its children as its module's exports", async () => {
  const page = await b.tab();
  const { errors } = watchPage(page);
  await page.goto(`${server.url}/docs/compound`);
  await page.locator('docgen-island[data-dg-island="component"][data-dg-hydrated]').waitFor({ timeout: 30_000 });
  const open = page.locator('#pane-open');
  expect(await open.textContent()).toBe('Alpha');
  await page.locator('#pane-b').click();
  await expect.poll(() => open.textContent()).toBe('Beta');
  expect(errors).toEqual([]);
});
