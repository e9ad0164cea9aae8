/**
 * A Docusaurus React page of src/pages that needs the browser hydrates as an island of its own
 * (issue 22), in a real browser: `<BrowserOnly>` shows its fallback in the server HTML and its
 * children once mounted; state and handlers work; hydration finds the server's markup (a mismatch
 * is a console error that fails the test). A page that needs nothing ships no island. A named
 * export of an .mdx file used inside an MDX doc's <BrowserOnly> runs in the browser. An
 * ErrorBoundary catches a child's error in the browser and shows @theme/Error, which tries again.
 * A hydration mismatch of the page's own markup is logged on the console, as Docusaurus logs it.
 * A component imported lazily, with a package that throws without a browser, renders in the browser
 * (the server's module never loads it). A plain `<a>` of a site component is a full page load, as
 * Docusaurus leaves it, where `<Link>` is shown in place.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useBuiltSite } from './support/built-site.js';
import { useStaticServer } from './support/static-server.js';

const SITE: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'react-page-islands-fixture', private: true, type: 'module' }),
  'docgen.config.ts': `export default { title: 'Pages', url: 'https://example.com', docs: { sidebarPath: false }, customCss: ['src/css/custom.css'] };
`,
  // The site's colours, as create-docusaurus writes them: they win over Infima's.
  'src/css/custom.css': ':root { --ifm-color-primary: #2e8555; }\n',
  // A landing page in Infima's classes, as create-docusaurus' template writes one.
  'src/pages/landing.js': `import React from 'react';
import Layout from '@theme/Layout';

export default function Landing() {
  return (
    <Layout title="Landing">
      <header className="hero hero--primary">
        <h1 className="hero__title">Landing</h1>
        <a className="button button--secondary button--lg" href="/docs/intro">Start</a>
      </header>
      <div className="container">
        <div className="row">
          <div className="col col--4 feature">One</div>
          <div className="col col--4 feature">Two</div>
          <div className="col col--4 feature">Three</div>
        </div>
      </div>
    </Layout>
  );
}
`,
  'docs/intro.md': '# Intro\n\n## Setup\n\nText.\n',
  // A doc in Infima's classes, as Docusaurus docs write a grid of cards and a button.
  'docs/cards.mdx': `# Cards

## Setup

<div className="row">
  <div className="col col--6"><div className="card padding--md">One</div></div>
  <div className="col col--6"><div className="card padding--md">Two</div></div>
</div>

<a className="button button--primary" href="/docs/intro">Start</a>
`,
  'docs/migrate/_options.mdx': `import Link from '@docusaurus/Link';

export function ConfigDisplay({ isCluster }) {
  return <p className="config">Mode: {isCluster ? 'cluster' : 'single'}</p>;
}

Shared options.
`,
  'docs/migrate/cloud.md': `# Cloud

import { ConfigDisplay } from './_options.mdx';
import BrowserOnly from '@docusaurus/BrowserOnly';

<BrowserOnly fallback={<p className="detecting">Detecting</p>}>
{() => <ConfigDisplay isCluster={new URLSearchParams(window.location.search).get('cluster') === 'true'} />}
</BrowserOnly>
`,
  // React.createElement, as a tsconfig's "jsx": "react" makes it: its plain <a> is marked too.
  'src/pages/index.js': `/** @jsxRuntime classic */
import React, { useState } from 'react';
import Layout from '@theme/Layout';
import BrowserOnly from '@docusaurus/BrowserOnly';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Link from '@docusaurus/Link';

export default function Home() {
  const { siteConfig } = useDocusaurusContext();
  const [count, setCount] = useState(0);
  return (
    <Layout title="Home">
      <h1>{siteConfig.title}</h1>
      <Link className="linked" to="/docs/intro">Intro</Link> <a className="plain" href="/docs/intro">Intro again</a>
      <BrowserOnly fallback={<p className="fallback">Loading</p>}>
        {() => <p className="agent">{navigator.userAgent ? 'browser' : 'none'}</p>}
      </BrowserOnly>
      <button type="button" className="more" onClick={() => setCount(count + 1)}>{count}</button>
    </Layout>
  );
}
`,
  'src/components/Crash.js': `import React, { useState } from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';

function Bomb() {
  const [armed, setArmed] = useState(false);
  if (armed) throw new Error('Boom in the browser');
  return <button type="button" className="arm" onClick={() => setArmed(true)}>Arm</button>;
}

export default function Crash() {
  return <ErrorBoundary><Bomb /></ErrorBoundary>;
}
`,
  'docs/boundary.mdx': `import Crash from '@site/src/components/Crash';

# Boundary

<Crash />
`,
  'src/pages/nesting.js': `import React, { useState } from 'react';
import Layout from '@theme/Layout';

function Block({ children }) {
  return <div className="block">{children}</div>;
}

export default function Nesting() {
  const [count, setCount] = useState(0);
  return (
    <Layout title="Nesting">
      <p><Block>Inside a paragraph</Block></p>
      <button type="button" className="again" onClick={() => setCount(count + 1)}>{count}</button>
    </Layout>
  );
}
`,
  'src/components/Editor.js': `import React from 'react';
import { where } from 'browser-pkg';

if (typeof document === 'undefined') throw new Error('Editor.js needs a document');

export default function Editor() {
  return <p className="editor">Editor at {where()}</p>;
}
`,
  'src/pages/repl.js': `import React, { lazy, Suspense } from 'react';
import Layout from '@theme/Layout';
import BrowserOnly from '@docusaurus/BrowserOnly';

const Editor = lazy(() => import('../components/Editor'));

export default function Repl() {
  return (
    <Layout title="Repl">
      <BrowserOnly fallback={<p className="fallback">Loading</p>}>
        {() => <Suspense fallback={<p>Loading editor</p>}><Editor /></Suspense>}
      </BrowserOnly>
    </Layout>
  );
}
`,
  'src/pages/plain.js': `import React from 'react';
import Layout from '@theme/Layout';

export default function Plain() {
  return <Layout title="Plain"><p>Static</p></Layout>;
}
`,
};

/** A package that throws when loaded without a browser, as monaco-editor does. */
const PACKAGES: Record<string, string> = {
  'browser-pkg/package.json': JSON.stringify({ name: 'browser-pkg', type: 'module', main: 'index.js' }),
  'browser-pkg/index.js': `if (typeof window === 'undefined') throw new Error('browser-pkg needs a browser');
export const where = () => window.location.pathname;
`,
};

const b = useBrowser();
const site = useBuiltSite(SITE, 'docgen-e2e-react-page-islands-', PACKAGES);
const server = useStaticServer(() => path.join(site.dir, 'build'));

test('a React page with <BrowserOnly> and state hydrates: the children show, the button counts', async () => {
  const html = fs.readFileSync(path.join(site.dir, 'build', 'index.html'), 'utf8');
  expect(html).toContain('<p class="fallback">Loading</p>');
  expect(html).not.toContain('class="agent"');
  const page = await b.tab();
  await page.goto(`${server.url}/`);
  await page.locator('docgen-island[data-dg-island="component"][data-dg-hydrated]').waitFor({ timeout: 30_000 });
  await expect.poll(() => page.locator('p.agent').textContent()).toBe('browser');
  expect(await page.locator('p.fallback').count()).toBe(0);
  await page.locator('button.more').click();
  await page.locator('button.more').click();
  await expect.poll(() => page.locator('button.more').textContent()).toBe('2');
});

test('a <Link> is shown in place; a plain <a> of a site component is a full page load, as in Docusaurus', async () => {
  const html = fs.readFileSync(path.join(site.dir, 'build', 'index.html'), 'utf8');
  expect(html).toContain('<a class="plain" href="/docs/intro" data-dg-pathname="">Intro again</a>');
  const page = await b.tab();
  await page.goto(`${server.url}/`);
  await page.locator('docgen-island[data-dg-island="component"][data-dg-hydrated]').waitFor({ timeout: 30_000 });
  // The island hydrated the marked link as the server wrote it: the marker is still there.
  expect(await page.locator('a.plain').getAttribute('data-dg-pathname')).toBe('');
  const stays = () => page.evaluate(() => (window as unknown as { stays?: boolean }).stays === true);
  await page.evaluate(() => Object.assign(window, { stays: true }));
  await page.locator('a.linked').click();
  await expect.poll(() => page.locator('main h1').first().textContent()).toBe('Intro');
  expect(await stays()).toBe(true);
  await page.goBack();
  await page.locator('a.plain').waitFor();
  await page.locator('a.plain').click();
  await page.waitForURL(`${server.url}/docs/intro`);
  await expect.poll(() => page.locator('main h1').first().textContent()).toBe('Intro');
  expect(await stays()).toBe(false);
});

test("Infima's classes style a Docusaurus page, the site's colours first, not docgen's chrome", async () => {
  const page = await b.tab();
  await page.goto(`${server.url}/landing`);
  const style = (selector: string, property: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);
  // The hero takes the site's primary colour (custom.css), not Infima's blue.
  expect(await style('.hero--primary', 'background-color')).toBe('rgb(46, 133, 85)');
  // Three columns side by side, each a third of the row.
  const boxes = await page.locator('.feature').evaluateAll((els) => els.map((el) => el.getBoundingClientRect()));
  expect(new Set(boxes.map((r) => Math.round(r.top))).size).toBe(1);
  const row = await page.locator('.row').evaluate((el) => el.getBoundingClientRect().width);
  expect(Math.abs(boxes[0]!.width - row / 3)).toBeLessThan(2);
  // A link styled as a button: no underline.
  expect(await style('.button--lg', 'text-decoration-line')).toBe('none');
  // docgen's navbar is not Infima's: its links keep their own look.
  expect(await style('.dg-navbar', 'background-color')).not.toBe('rgb(46, 133, 85)');
  // A doc page does not load Infima.
  const doc = fs.readFileSync(path.join(site.dir, 'build', 'docs/intro/index.html'), 'utf8');
  expect(doc).not.toContain('/assets/css/infima-');
});

test('a component imported lazily, that throws without a browser, renders in the browser', async () => {
  // The build (beforeAll) passed: the server never loaded Editor.js nor browser-pkg.
  const html = fs.readFileSync(path.join(site.dir, 'build', 'repl/index.html'), 'utf8');
  expect(html).toContain('<p class="fallback">Loading</p>');
  const page = await b.tab();
  await page.goto(`${server.url}/repl`);
  await page.locator('docgen-island[data-dg-island="component"][data-dg-hydrated]').waitFor({ timeout: 30_000 });
  await expect.poll(() => page.locator('p.editor').textContent()).toBe('Editor at /repl');
});

test("a doc written in Infima's classes gets them, and keeps docgen's typography", async () => {
  const page = await b.tab();
  await page.goto(`${server.url}/docs/cards`);
  const cards = await page.locator('.card').evaluateAll((els) => els.map((el) => el.getBoundingClientRect()));
  expect(cards).toHaveLength(2);
  expect(Math.round(cards[0]!.top)).toBe(Math.round(cards[1]!.top));
  expect(cards[1]!.left).toBeGreaterThan(cards[0]!.right);
  const button = page.locator('a.button--primary');
  expect(await button.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(46, 133, 85)');
  expect(await button.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('none');
  // Infima's element rules are left out: a heading looks as on a doc without its classes.
  const h2 = (p: typeof page) =>
    p
      .locator('main h2')
      .first()
      .evaluate((el) => getComputedStyle(el).fontSize);
  const plain = await b.newPage();
  await plain.goto(`${server.url}/docs/intro`);
  expect(await h2(page)).toBe(await h2(plain));
  expect(await plain.locator('link[href*="/assets/css/infima-"]').count()).toBe(0);
});

test('a React page that needs no browser ships no island', () => {
  const html = fs.readFileSync(path.join(site.dir, 'build', 'plain/index.html'), 'utf8');
  expect(html).toContain('<p>Static</p>');
  expect(html).not.toContain('docgen-island');
});

test("an MDX file's named export runs inside <BrowserOnly> in the browser", async () => {
  const page = await b.tab();
  await page.goto(`${server.url}/docs/migrate/cloud?cluster=true`);
  await page.locator('docgen-island[data-dg-island="component"][data-dg-hydrated]').waitFor({ timeout: 30_000 });
  await expect.poll(() => page.locator('p.config').textContent()).toBe('Mode: cluster');
  expect(await page.locator('p.detecting').count()).toBe(0);
});

test('@docusaurus/ErrorBoundary shows @theme/Error when a child throws, and tries again', async () => {
  // React reports the caught error on the console: expected here, not a failure of the page.
  const page = await b.tab({ allowConsoleErrors: [/Boom in the browser/] });
  await page.goto(`${server.url}/docs/boundary`);
  await page.locator('docgen-island[data-dg-island="component"][data-dg-hydrated]').waitFor({ timeout: 30_000 });
  await page.locator('button.arm').click();
  await expect.poll(() => page.locator('h1.hero__title').textContent()).toBe('This page crashed.');
  expect(await page.locator('main.container').textContent()).toContain('Boom in the browser');
  await page.locator('main.container button').click();
  await expect.poll(() => page.locator('button.arm').count()).toBe(1);
});

test("a mismatch of the page's own markup is logged as Docusaurus does, not thrown, and the page works", async () => {
  // <div> inside <p>: the browser's parser closes the <p> first, so React finds other markup
  // than it rendered (Docusaurus too); it renders the island again and tells the console.
  const page = await b.tab({ allowConsoleErrors: [/docgen: island \S+ recovered from an error/] });
  const logged: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') logged.push(m.text());
  });
  await page.goto(`${server.url}/nesting`);
  await page.locator('docgen-island[data-dg-island="component"][data-dg-hydrated]').waitFor({ timeout: 30_000 });
  await expect
    .poll(() => logged.join('\n'))
    .toMatch(/docgen: island \/assets\/js\/islands\/\S+\.js recovered from an error:.*418/);
  await page.locator('button.again').click();
  await expect.poll(() => page.locator('button.again').textContent()).toBe('1');
});
