#!/usr/bin/env node
/**
 * Figures of site search on the Lintas site (docs/search.md):
 *  - index bytes per locale (head, term shards, page texts; raw and gzip);
 *  - bytes transferred for the first query in Chromium (open search with Ctrl+K on a doc page,
 *    type a query, wait for the results), per file kind, as served (docgen's static server does
 *    not compress) and gzip-compressed (what a compressing host sends);
 *  - median query time in the browser once the index is loaded (the engine's `search()` over
 *    the locale's query table, 5 rounds).
 *
 *   pnpm build && node scripts/bench-search.mjs [buildDir]
 *
 * Without buildDir the site is built (strict) into a temporary folder first.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build } from '@docgen/core';
import { createStaticServer } from '@docgen/server';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const table = JSON.parse(fs.readFileSync(path.join(repo, 'packages/plugin-search/test/queries.json'), 'utf8'));
const LOCALES = ['fr', 'en', 'id'];
const gz = (buf) => gzipSync(buf, { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

let out = process.argv[2] && path.resolve(process.argv[2]);
if (!out) {
  out = path.join(os.tmpdir(), 'docgen-bench-search');
  process.stderr.write('building the Lintas site…\n');
  process.env.NODE_ENV ??= 'production';
  await build({ siteDir: path.join(repo, 'content'), outDir: out, strict: true });
}
const manifest = JSON.parse(fs.readFileSync(path.join(out, '_docgen/search.json'), 'utf8'));

// ---- Index bytes per locale
console.log('\nIndex per locale (raw / gzip)\n');
console.log('| index | pages | sections | head | term shards (largest) | page texts (average) | total |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
const engineBytes = fs.readFileSync(path.join(out, manifest.engine));
for (const [key, url] of Object.entries(manifest.indexes)) {
  const headBuf = fs.readFileSync(path.join(out, url));
  const head = JSON.parse(headBuf);
  const files = (urls) => urls.map((u) => fs.readFileSync(path.join(out, u)));
  const shards = files(Object.values(head.k));
  const texts = files(head.x);
  const sum = (bs, f) => bs.reduce((a, b) => a + f(b), 0);
  const raw = (b) => b.length;
  const largest = shards.reduce((a, b) => (gz(b) > gz(a) ? b : a));
  console.log(
    `| ${key} | ${head.p.length} | ${head.f.length / 3} | ${kb(raw(headBuf))} / ${kb(gz(headBuf))} | ${kb(sum(shards, raw))} / ${kb(sum(shards, gz))} (${kb(raw(largest))} / ${kb(gz(largest))}) | ${kb(sum(texts, raw))} / ${kb(sum(texts, gz))} (${kb(sum(texts, raw) / texts.length)} / ${kb(sum(texts, gz) / texts.length)}) | ${kb(raw(headBuf) + sum(shards, raw) + sum(texts, raw))} / ${kb(gz(headBuf) + sum(shards, gz) + sum(texts, gz))} |`,
  );
}
console.log(
  `\nEngine chunk (MiniSearch + analyzer + excerpts): ${kb(engineBytes.length)} / ${kb(gz(engineBytes))} gzip`,
);

// ---- Browser: first query bytes, median query time
const server = await createStaticServer({ root: out, port: 0, localePrefixes: ['', '/en', '/id'] });
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
const kindOf = (p) =>
  /^\/assets\/js\/(islands|chunk)-/.test(p)
    ? 'UI: islands chunk (React + dialog)'
    : p === '/_docgen/search.json'
      ? 'search.json'
      : /\/engine\.[0-9a-f]+\.js$/.test(p)
        ? 'engine chunk'
        : /^\/assets\/search\/[^/]+\.[0-9a-f]+\.json$/.test(p)
          ? 'index head'
          : /^\/assets\/search\/[^/]+\/p\d+\./.test(p)
            ? 'page texts'
            : /^\/assets\/search\//.test(p)
              ? 'term shards'
              : 'other';
const rows = [];
try {
  for (const locale of LOCALES) {
    const prefix = locale === 'fr' ? '' : `/${locale}`;
    const query = table[locale][0][0];
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}${prefix}/docs/intro`, { waitUntil: 'networkidle' });
    const got = [];
    page.on('response', async (res) => {
      const p = new URL(res.url()).pathname;
      try {
        const body = await res.body();
        got.push({ p, raw: body.length, gzip: gz(body) });
      } catch {}
    });
    const t0 = Date.now();
    await page.keyboard.press('Control+k');
    await page.locator('dialog.dg-search input').fill(query);
    await page.locator('dialog.dg-search [role="option"]').first().waitFor();
    const firstMs = Date.now() - t0;
    await page.waitForTimeout(300);
    const byKind = {};
    for (const r of got) {
      const k = kindOf(r.p);
      byKind[k] ??= { raw: 0, gzip: 0, files: 0 };
      byKind[k].raw += r.raw;
      byKind[k].gzip += r.gzip;
      byKind[k].files++;
    }
    const times = await page.evaluate(
      async ({ engineUrl, indexUrl, queries }) => {
        const mod = await import(engineUrl);
        const engine = await mod.load(indexUrl);
        for (const q of queries) await engine.search(q);
        const ms = [];
        for (let round = 0; round < 5; round++)
          for (const q of queries) {
            const t = performance.now();
            await engine.search(q);
            ms.push(performance.now() - t);
          }
        return ms;
      },
      { engineUrl: manifest.engine, indexUrl: manifest.indexes[locale], queries: table[locale].map(([q]) => q) },
    );
    rows.push({ locale, query, firstMs, byKind, median: median(times), max: Math.max(...times) });
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}

console.log('\nFirst query in Chromium (Ctrl+K on /docs/intro, type the query, first result shown)\n');
console.log(
  '| locale | query | search files as served / gzip | + UI chunk (React) as served / gzip | total gzip | time to first results |',
);
console.log('| --- | --- | --- | --- | --- | --- |');
for (const r of rows) {
  const search = Object.entries(r.byKind).filter(([k]) => !k.startsWith('UI') && k !== 'other');
  const ui = r.byKind['UI: islands chunk (React + dialog)'] ?? { raw: 0, gzip: 0 };
  const sRaw = search.reduce((a, [, v]) => a + v.raw, 0);
  const sGz = search.reduce((a, [, v]) => a + v.gzip, 0);
  console.log(
    `| ${r.locale} | ${r.query} | ${kb(sRaw)} / ${kb(sGz)} | ${kb(ui.raw)} / ${kb(ui.gzip)} | ${kb(sGz + ui.gzip)} | ${r.firstMs} ms |`,
  );
}
console.log('\nPer file kind (first query, fr):');
for (const [k, v] of Object.entries(rows[0].byKind))
  console.log(`  ${k}: ${v.files} file(s), ${kb(v.raw)} as served, ${kb(v.gzip)} gzip`);
console.log('\nQuery time in the browser once loaded (engine.search over the query table, 5 rounds)\n');
console.log('| locale | queries | median | max |');
console.log('| --- | --- | --- | --- |');
for (const r of rows)
  console.log(`| ${r.locale} | ${table[r.locale].length} | ${r.median.toFixed(2)} ms | ${r.max.toFixed(1)} ms |`);
