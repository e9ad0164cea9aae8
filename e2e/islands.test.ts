/**
 * Site components in MDX pages (issue 22), in a real browser: a component that needs the browser
 * (useState + onClick) hydrates as an island and counts clicks, in the production build and in
 * `docgen serve`; a page of static components ships no JavaScript of its own; `<Tabs
 * queryString>` follows the URL, with the tab group's memory, the query winning; `<BrowserOnly>`
 * written in a page runs its children in the browser (the server HTML holds its fallback);
 * theme-common's `useQueryString` follows and sets the address bar.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { spawnServe, type ServeProcess } from '../packages/cli/test/serve-harness.js';
import { useBrowser } from './support/browser.js';
import { useBuiltSite } from './support/built-site.js';
import { type StaticServer, startStaticServer } from './support/static-server.js';

const SITE: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'islands-fixture', private: true, type: 'module' }),
  'docgen.config.ts': `import { defineConfig } from '@docgen/core';
export default defineConfig({ title: 'Islands', i18n: { defaultLocale: 'en', locales: ['en'] }, docs: { sidebarPath: false } });
`,
  'src/components/Counter.tsx': `import { useState, type ReactNode } from 'react';
import styles from './Counter.module.css';

export default function Counter({ start = 0, label, children }: { start?: number; label: string; children?: ReactNode }) {
  const [count, setCount] = useState(start);
  return (
    <div className={styles.box}>
      <button type="button" className={styles.button} onClick={() => setCount(count + 1)}>
        {label}: {count}
      </button>
      {children}
    </div>
  );
}
`,
  'src/components/Counter.module.css': '.box { border: 1px solid #888; }\n.button { font-weight: 700; }\n',
  'src/components/Badge.tsx': `import styles from './Badge.module.css';

export default function Badge({ text }: { text: string }) {
  return <span className={styles.badge}>{text}</span>;
}
`,
  'src/components/Badge.module.css': '.badge { text-transform: uppercase; }\n',
  'docs/counter.mdx': `---
title: Counter
---
import Counter from '@site/src/components/Counter';

<Counter label="Clicks" start={2}>
  Counted **here**.
</Counter>
`,
  'docs/static.mdx': `---
title: Static
---
import Badge from '@site/src/components/Badge';

<Badge text="static" />
`,
  'src/components/Filter.tsx': `import { useQueryString } from '@docusaurus/theme-common';

export default function Filter() {
  const [tab, setTab] = useQueryString('tab');
  return (
    <div className="filter">
      <p className="tab">tab: {tab || 'all'}</p>
      <button type="button" onClick={() => setTab('new', { push: true })}>New</button>
    </div>
  );
}
`,
  'docs/filter.mdx': `---
title: Filter
---
import Filter from '@site/src/components/Filter';

<Filter />
`,
  'docs/plain.md': '# Plain\n\nNo components here.\n',
  'docs/map/Map.jsx': `export default function Map() {
  return <div className="map">Map of {window.location.pathname}</div>;
}
`,
  'docs/browser-only.mdx': `---
title: Browser only
---
import BrowserOnly from '@docusaurus/BrowserOnly';

<BrowserOnly fallback={<div className="loading">Loading map...</div>}>
  {() => {
    const ForecastMap = require('./map/Map').default;
    return <ForecastMap />;
  }}
</BrowserOnly>
`,
  // Docusaurus' tutorial form: a component declared in the page, and an element given a handler.
  'docs/own-code.mdx': `---
title: Own code
---
import { useState } from 'react';

export const tint = '#25c2a0';

export const Highlight = ({ children, color = tint }) => {
  const [clicks, setClicks] = useState(0);
  return (
    <span className="highlight" style={{ color }} onClick={() => setClicks(clicks + 1)}>
      {children} ({clicks})
    </span>
  );
};

Docusaurus is <Highlight>green</Highlight>.

<button className="own" onClick={(event) => { event.currentTarget.textContent = 'Clicked'; }}>
  Click **me**
</button>
`,
  'docs/tabs.mdx': `---
title: Tabs
---
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

<Tabs groupId="pm" queryString>
  <TabItem value="npm">npm install</TabItem>
  <TabItem value="yarn">yarn add</TabItem>
</Tabs>

<Tabs groupId="pm">
  <TabItem value="npm">npm run</TabItem>
  <TabItem value="yarn">yarn run</TabItem>
</Tabs>
`,
};

const b = useBrowser();
const built = useBuiltSite(SITE, 'docgen-e2e-islands-');
let server: StaticServer;

/** The scripts a page loaded (same origin, by path). */
const scriptsOf = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((p) => p.endsWith('.js')),
  );

async function clickCounter(page: Page) {
  const island = page.locator('docgen-island[data-dg-island="component"][data-dg-hydrated]');
  await island.waitFor({ timeout: 30_000 });
  const button = island.locator('button');
  await expect.poll(() => button.textContent()).toBe('Clicks: 2');
  await button.click();
  await button.click();
  await expect.poll(() => button.textContent()).toBe('Clicks: 4');
  // The markdown given as children stays, and the CSS module's rule applies.
  expect(await island.locator('strong').textContent()).toBe('here');
  expect(await button.evaluate((el) => getComputedStyle(el).fontWeight)).toBe('700');
}

describe('the production build', () => {
  beforeAll(async () => {
    server = await startStaticServer(path.join(built.dir, 'build'));
  });
  afterAll(async () => {
    await server?.close();
  });

  test('a counter component hydrates from its own chunk and counts clicks', async () => {
    const page = await b.tab();
    await page.goto(`${server.url}/docs/counter`);
    await clickCounter(page);
    const scripts = await scriptsOf(page);
    expect(scripts.some((s) => /^\/assets\/js\/islands\/Counter-[0-9a-f]{8}\.js$/.test(s))).toBe(true);
  });

  test('a page of static components ships no JavaScript of its own', async () => {
    const page = await b.tab();
    await page.goto(`${server.url}/docs/static`);
    await expect.poll(() => page.locator('span[class^="Badge_"]').textContent()).toBe('static');
    expect(await page.locator('[data-dg-island]').count()).toBe(0);
    // The same scripts as a markdown page's (the runtime every page loads), once both are idle:
    // no islands entry, no component chunk, no React. The two pages idle 1.5 s side by side.
    const plain = await b.newPage();
    await plain.goto(`${server.url}/docs/plain`);
    await plain.waitForTimeout(1500);
    const scripts = (await scriptsOf(page)).sort();
    expect(scripts).toEqual((await scriptsOf(plain)).sort());
    const boot = JSON.parse((await page.locator('#__docgen').textContent()) ?? '{}') as { islands?: string };
    expect(scripts).not.toContain(boot.islands);
    expect(scripts.filter((s) => s.includes('/islands/'))).toEqual([]);
    expect(await page.evaluate(() => Symbol.for('docgen.react') in globalThis)).toBe(false);
  });

  test('a component the page declares and an element it gives a handler hydrate as islands', async () => {
    const page = await b.tab();
    await page.goto(`${server.url}/docs/own-code`);
    const highlight = page.locator('docgen-island[data-dg-hydrated] .highlight');
    await highlight.waitFor({ timeout: 30_000 });
    await expect.poll(() => highlight.textContent()).toBe('green (0)');
    await highlight.click();
    await highlight.click();
    await expect.poll(() => highlight.textContent()).toBe('green (2)');
    // The page's declaration it reads came along.
    expect(await highlight.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(37, 194, 160)');
    const button = page.locator('docgen-island[data-dg-hydrated] button.own');
    await button.waitFor({ timeout: 30_000 });
    // Its children are the page's markdown, rendered by the server.
    expect(await button.locator('strong').textContent()).toBe('me');
    await button.click();
    await expect.poll(() => button.textContent()).toBe('Clicked');
  });

  test('<BrowserOnly> in a page: the server HTML holds the fallback, the browser runs the children', async () => {
    const html = fs.readFileSync(path.join(built.dir, 'build/docs/browser-only/index.html'), 'utf8');
    expect(html).toContain('<div class="loading">Loading map...</div></docgen-island>');
    expect(html).not.toContain('Map of');
    const page = await b.tab();
    await page.goto(`${server.url}/docs/browser-only`);
    await expect.poll(() => page.locator('.map').textContent(), { timeout: 30_000 }).toBe('Map of /docs/browser-only');
    expect(await page.locator('.loading').count()).toBe(0);
    const scripts = await scriptsOf(page);
    expect(scripts.some((s) => /^\/assets\/js\/islands\/browser-only-6-[0-9a-f]{10}-[0-9a-f]{8}\.js$/.test(s))).toBe(
      true,
    );
  });

  test("theme-common's useQueryString reads the address bar once hydrated and sets it", async () => {
    const html = fs.readFileSync(path.join(built.dir, 'build/docs/filter/index.html'), 'utf8');
    expect(html).toMatch(/tab: (<!-- -->)?all/);
    const page = await b.tab();
    await page.goto(`${server.url}/docs/filter?tab=old`);
    await page.locator('docgen-island[data-dg-hydrated]').waitFor({ timeout: 30_000 });
    await expect.poll(() => page.locator('.tab').textContent()).toBe('tab: old');
    await page.getByRole('button', { name: 'New' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?tab=new');
    await expect.poll(() => page.locator('.tab').textContent()).toBe('tab: new');
    await page.goBack();
    await expect.poll(() => page.locator('.tab').textContent()).toBe('tab: old');
  });

  test('<Tabs queryString>: the URL selects the tab, a choice updates the URL, the query wins over memory', async () => {
    const context = await b.newContext();
    const page = await context.newPage();
    const selected = (box: number) =>
      page.locator('.dg-tabs').nth(box).locator('[role="tab"][aria-selected="true"]').textContent();
    await page.goto(`${server.url}/docs/tabs?pm=yarn`);
    await expect.poll(() => selected(0)).toBe('yarn');
    // A box of the group without queryString does not read the URL (as in Docusaurus).
    expect(await selected(1)).toBe('npm');
    // No React for a box that only follows the URL.
    expect(await page.evaluate(() => Symbol.for('docgen.react') in globalThis)).toBe(false);

    await page.locator('.dg-tabs').nth(1).getByRole('tab', { name: 'npm' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?pm=npm');
    await page.locator('.dg-tabs').nth(0).getByRole('tab', { name: 'yarn' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?pm=yarn');
    expect(await selected(1)).toBe('yarn');

    // The group's memory works without the query; with it, the query wins.
    await page.goto(`${server.url}/docs/tabs`);
    await expect.poll(() => selected(0)).toBe('yarn');
    expect(new URL(page.url()).search).toBe('');
    await page.goto(`${server.url}/docs/tabs?pm=npm`);
    await expect.poll(() => selected(0)).toBe('npm');
    expect(await selected(1)).toBe('yarn');
  });
});

describe('docgen serve', () => {
  let serve: ServeProcess;
  beforeAll(async () => {
    serve = await spawnServe(built.dir);
  });
  afterAll(async () => {
    await serve?.stop();
  });

  test('a counter component hydrates and counts clicks', async () => {
    const page = await b.tab();
    await page.goto(`${serve.url}/docs/counter`);
    await clickCounter(page);
  });
});
