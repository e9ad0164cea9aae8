#!/usr/bin/env node
// Figures of the browser runtime on the real Lintas build (issue 4): first-load JavaScript per
// page type (every chunk, raw and gzip), the median of 50 in-place navigations between two doc
// pages once their chunks are cached, and the bytes one navigation transfers.
//   node scripts/bench-client.mjs [buildDir]      (default: content/build; run `docgen build content` first)
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { createStaticServer } from '../packages/server/dist/index.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(process.argv[2] ?? path.join(repo, 'content', 'build'));
if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`bench-client: no build in ${root}; run \`node bin/docgen build content\` first.`);
  process.exit(2);
}
const server = await createStaticServer({ root, localePrefixes: ['', '/en', '/id'] });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.fulfill({ status: 204, body: '' }));
const gz = (b) => gzipSync(b, { level: 9 }).length;

console.log('First-load JavaScript (until the load event), gzip level 9:');
for (const [type, pathname] of [
  ['landing', '/en/'],
  ['doc page', '/en/docs/api/orders/create'],
  ['markdown page', '/en/markdown-page'],
  ['not-found page', '/en/nothing-here'],
]) {
  const page = await context.newPage();
  const scripts = [];
  let loaded = false;
  page.on('load', () => (loaded = true));
  page.on('response', (r) => {
    if (!loaded && r.request().resourceType() === 'script')
      scripts.push({ url: new URL(r.url()).pathname, body: r.body() });
  });
  await page.goto(server.url + pathname, { waitUntil: 'load' });
  const inline = await page.$$eval('script:not([src]):not([type="application/json"])', (s) =>
    s.map((e) => e.textContent ?? '').join('\n'),
  );
  const rows = await Promise.all(
    scripts.map(async (s) => ({ url: s.url, raw: (await s.body).length, gzip: gz(await s.body) })),
  );
  const total = rows.reduce((n, r) => n + r.gzip, gz(inline));
  console.log(`  ${type} (${pathname}): ${(total / 1024).toFixed(2)} KB gzip`);
  for (const r of rows)
    console.log(`    ${r.url.padEnd(36)} ${String(r.raw).padStart(6)} B raw ${String(r.gzip).padStart(6)} B gzip`);
  console.log(
    `    ${'(inline scripts)'.padEnd(36)} ${String(inline.length).padStart(6)} B raw ${String(gz(inline)).padStart(6)} B gzip`,
  );
  await page.close();
}

const page = await context.newPage();
await page.goto(`${server.url}/en/docs/api/rates/retrieve`, { waitUntil: 'load' });
const a = '/en/docs/api/orders/create';
const b = '/en/docs/api/rates/retrieve';
const click = (href) =>
  page.evaluate(async (h) => {
    const link = document.querySelector(`[data-dg-sidebar] a[href="${h}"]`);
    const shown = new Promise((done) => document.addEventListener('docgen:page', done, { once: true }));
    const t0 = performance.now();
    link.click();
    await shown;
    const t = performance.now() - t0;
    await new Promise((done) => requestAnimationFrame(done));
    return t;
  }, href);
await click(a);
await click(b);
const times = [];
for (let i = 0; i < 50; i++) times.push(await click(i % 2 === 0 ? a : b));
times.sort((x, y) => x - y);
// The chunk a navigation to `a` fetches, found through the route manifest as the browser does.
const index = JSON.parse(fs.readFileSync(path.join(root, '_docgen/routes.json'), 'utf8'));
const chunkUrl = index.shards.map((s) => JSON.parse(fs.readFileSync(path.join(root, s), 'utf8'))[a]).find(Boolean);
const chunkFile = fs.readFileSync(path.join(root, chunkUrl));
console.log(
  `\nIn-place navigation between two doc pages, chunks cached (50 runs): median ${((times[24] + times[25]) / 2).toFixed(1)} ms, p90 ${times[44].toFixed(1)} ms (target < 30 ms)`,
);
console.log(
  `One navigation transfers the page chunk: ${chunkFile.length} B raw, ${gz(chunkFile)} B gzip (${chunkUrl})`,
);
await browser.close();
await server.close();
