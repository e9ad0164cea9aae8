/**
 * Docusaurus' clientModules in a real browser: a site's client module runs once on the first
 * load, and its onRouteUpdate (with the cleanup it returns) and onRouteDidUpdate are called with
 * the location and the previous one, on the first load, around each in-place navigation (the new
 * page on screen by onRouteDidUpdate) and on a new #hash; its stylesheet is in the site's CSS.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from '@docgen/core';
import { createStaticServer, type RunningServer } from '@docgen/server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';

const files: Record<string, string> = {
  'docgen.config.mjs':
    "export default { title: 'Client modules', url: 'https://cm.example', docs: { sidebarPath: false }, clientModules: ['./src/client/log.js', './src/css/global.css'] };\n",
  'src/client/log.js': `import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
window.__loads = (window.__loads || 0) + 1;
window.__calls = [];
export function onRouteUpdate({ location, previousLocation }) {
  window.__calls.push(['update', location.pathname + location.hash, previousLocation && previousLocation.pathname, ExecutionEnvironment.canUseDOM]);
  return () => window.__calls.push(['cleanup', location.pathname]);
}
export function onRouteDidUpdate({ location, previousLocation }) {
  window.__calls.push(['did', location.pathname + location.hash, previousLocation && previousLocation.pathname, document.querySelector('h1')?.textContent]);
}
`,
  'src/css/global.css': '.global-mark { color: rgb(102, 51, 153); }\n',
  'docs/one.md': '# One\n\n<p class="global-mark">Marked</p>\n\nGo to [two](./two.md).\n\n## Part {#part}\n',
  'docs/two.md': '# Two\n\nBack to [one](./one.md).\n',
};

let siteDir = '';
let outDir = '';
let server: RunningServer | undefined;

beforeAll(async () => {
  process.env.NODE_ENV ??= 'production';
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-client-modules-'));
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(siteDir, rel)), { recursive: true });
    fs.writeFileSync(path.join(siteDir, rel), text);
  }
  outDir = path.join(siteDir, 'build');
  await build({ siteDir, outDir, strict: true, cache: false });
  server = await createStaticServer({ root: outDir, host: '127.0.0.1', port: 0 });
}, 120_000);

afterAll(async () => {
  await server?.close();
  if (siteDir) fs.rmSync(siteDir, { recursive: true, force: true });
});

const b = useBrowser();

describe('clientModules', () => {
  test('run once, their lifecycles called on the first load, around in-place navigations and on a new #hash', async () => {
    const page = await b.newPage({ viewport: { width: 1280, height: 800 } });
    page.setDefaultTimeout(10_000);
    await page.goto(`${server!.url}/docs/one`);
    await page.waitForFunction(() => (window as unknown as { __calls?: unknown[] }).__calls?.length === 3);
    const calls = () => page.evaluate(() => (window as unknown as { __calls: unknown[][] }).__calls);
    // As Docusaurus: onRouteUpdate, its cleanup once the page is ready, then onRouteDidUpdate.
    expect(await calls()).toEqual([
      ['update', '/docs/one', null, true],
      ['cleanup', '/docs/one'],
      ['did', '/docs/one', null, 'One'],
    ]);
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('.global-mark')!).color)).toBe(
      'rgb(102, 51, 153)',
    );

    await page.click('main a[href="/docs/two"]');
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Two');
    await page.waitForFunction(() => (window as unknown as { __calls: unknown[] }).__calls.length === 6);
    expect((await calls()).slice(3)).toEqual([
      ['update', '/docs/two', '/docs/one', true],
      ['cleanup', '/docs/two'],
      ['did', '/docs/two', '/docs/one', 'Two'],
    ]);

    await page.goBack();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'One');
    await page.evaluate(() => {
      location.hash = '#part';
    });
    await page.waitForFunction(() => (window as unknown as { __calls: unknown[] }).__calls.length === 12);
    expect((await calls()).slice(6)).toEqual([
      ['update', '/docs/one', '/docs/two', true],
      ['cleanup', '/docs/one'],
      ['did', '/docs/one', '/docs/two', 'One'],
      ['update', '/docs/one#part', '/docs/one', true],
      ['cleanup', '/docs/one'],
      ['did', '/docs/one#part', '/docs/one', 'One'],
    ]);
    // One load: navigations never run the module again.
    expect(await page.evaluate(() => (window as unknown as { __loads: number }).__loads)).toBe(1);
  });
});
