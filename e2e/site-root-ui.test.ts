/**
 * A site Root that draws elements of its own (a skip link, a banner, a shell with a header,
 * as real Docusaurus sites' Roots do), in a real browser: the page shows each once, though
 * every island of the page hydrates inside the Root's providers. An island gets the providers
 * only (the Root's output cut down to the path to its children), on the server and in the
 * browser alike, so it hydrates without a mismatch and reads the Root's context, made by a hook.
 * A forwardRef provider that draws a `<div>` (Radix Themes' `<Theme>`, supertokens') and a memo
 * wrapper are cut through too: an island inside a paragraph holding that `<div>` was split by the browser's parser, and
 * React rendered it again (#418, its text twice).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useBuiltSite } from './support/built-site.js';
import { useStaticServer } from './support/static-server.js';
import { watchPage } from './support/page-watch.js';

const SITE: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'site-root-ui-fixture', private: true, type: 'module' }),
  'docgen.config.ts': `export default { title: 'Drawn', url: 'https://example.com', docs: { sidebarPath: false } };
`,
  'docs/intro.mdx': `# Intro

import Counter from '@site/src/components/Counter';
import Tone from '@site/src/components/Tone';

<Counter id="first" />

Between the two.

<Counter id="second" />

A tone inline: <Tone />, in a paragraph.
`,
  'src/context/user.js': `import { createContext } from 'react';

export const User = createContext('nobody');
export const Themed = createContext('plain');
`,
  'src/components/Counter.js': `import React, { useContext, useState } from 'react';
import { User } from '../context/user';

export default function Counter({ id }) {
  const user = useContext(User);
  const [n, setN] = useState(0);
  return <button type="button" id={id} onClick={() => setN(n + 1)}>{user} clicked {n}</button>;
}
`,
  'src/components/Tone.js': `import React, { useContext, useState } from 'react';
import { Themed } from '../context/user';

export default function Tone() {
  const tone = useContext(Themed);
  const [n, setN] = useState(0);
  return <button type="button" id="tone" onClick={() => setN(n + 1)}>{tone} {n}</button>;
}
`,
  'src/theme/Root.js': `import React, { forwardRef, memo, useMemo } from 'react';
import OriginalRoot from '@theme-original/Root';
import { Themed, User } from '@site/src/context/user';

const Theme = forwardRef(function Theme({ children }, ref) {
  return (
    <Themed.Provider value="themed">
      <div className="theme-root" ref={ref}>{children}</div>
    </Themed.Provider>
  );
});

const Shell = memo(function Shell({ children }) {
  return (
    <div className="shell">
      <header className="drawn">Shell header</header>
      {children}
    </div>
  );
});

export default function Root({ children }) {
  // A hook of the Root's own: the cut calls the Root as its render would.
  const user = useMemo(() => 'Ada', []);
  return (
    <>
      <a className="drawn" href="#main">Skip to content</a>
      <User.Provider value={user}>
        <Theme>
          <Shell>
            <OriginalRoot>{children}</OriginalRoot>
          </Shell>
        </Theme>
      </User.Provider>
      <div className="drawn">Banner</div>
    </>
  );
}
`,
};

const b = useBrowser();
const site = useBuiltSite(SITE, 'docgen-e2e-site-root-ui-');
const server = useStaticServer(() => path.join(site.dir, 'build'));

const count = (html: string, re: RegExp) => html.match(new RegExp(re.source, 'g'))?.length ?? 0;

test("the Root's own elements are on the page once, not again in each island", () => {
  const html = fs.readFileSync(path.join(site.dir, 'build/docs/intro/index.html'), 'utf8');
  expect(count(html, /class="drawn"/)).toBe(3);
  expect(count(html, /class="shell"/)).toBe(1);
  expect(count(html, /class="theme-root"/)).toBe(1);
  // React separates the text nodes of `{user} clicked {n}` with empty comments.
  expect(count(html, /<button type="button" id="(first|second)">Ada<!-- --> clicked <!-- -->0</)).toBe(2);
});

test("islands hydrate inside the Root's providers without its elements, and work", async () => {
  const page = await b.tab();
  const { errors } = watchPage(page);
  await page.goto(`${server.url}/docs/intro`);
  await expect
    .poll(() => page.locator('docgen-island[data-dg-island="component"][data-dg-hydrated]').count(), {
      timeout: 30_000,
    })
    .toBe(3);
  expect(await page.locator('.drawn').allTextContents()).toEqual(['Skip to content', 'Shell header', 'Banner']);
  expect(await page.locator('.shell').count()).toBe(1);
  const second = page.locator('#second');
  await second.click();
  await expect.poll(() => second.textContent()).toBe('Ada clicked 1');
  expect(await page.locator('#first').textContent()).toBe('Ada clicked 0');
  // The inline island reads the forwardRef provider's context, inside its paragraph, once.
  const tone = page.locator('#tone');
  expect(await tone.evaluate((el) => el.closest('p')?.textContent)).toBe('A tone inline: themed 0, in a paragraph.');
  await tone.click();
  await expect.poll(() => tone.textContent()).toBe('themed 1');
  expect(await page.locator('#tone').count()).toBe(1);
  // A mismatch between the server's island and the browser's would be a console error.
  expect(errors).toEqual([]);
});
