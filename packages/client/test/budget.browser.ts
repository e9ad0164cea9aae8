/**
 * The weight budget and the figures: the runtime's bundle sizes (raw, gzip,
 * brotli; first load vs lazy), what the browser really fetches and runs before a doc
 * page is interactive, and the cost of an in-place navigation once chunks are cached.
 * Prints a report; fails only when the 12 KB gzip budget is exceeded.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, test } from 'vitest';
import { startStaticServer } from '../../../e2e/support/static-server.ts';
import { buildFixture } from './build-fixture.ts';
import { clickAndWait, docId, installProbes, settle, useFixture } from './support.ts';

const fx = useFixture();
const BUDGET = 12 * 1024;
const AIM = 8 * 1024;
const kb = (n: number): string => `${(n / 1024).toFixed(2)} KB`;

describe('budget and figures', () => {
  test('bundle sizes: first-load JavaScript within the 12 KB gzip budget', () => {
    const rows = fx.site.bundle.map(
      (f) =>
        `  ${f.file.padEnd(34)} ${String(f.raw).padStart(6)} B  gzip ${String(f.gzip).padStart(5)} B  br ${String(f.brotli).padStart(5)} B  ${f.firstLoad ? 'first load' : 'lazy'}`,
    );
    const first = fx.site.bundle.filter((f) => f.firstLoad);
    const total = (key: 'raw' | 'gzip' | 'brotli', files = first): number => files.reduce((n, f) => n + f[key], 0);
    console.log(
      [
        'docgen client runtime (minified, esbuild, es2022):',
        ...rows,
        `  first load: ${total('raw')} B raw, ${kb(total('gzip'))} gzip, ${kb(total('brotli'))} brotli (budget ${kb(BUDGET)}, aim < ${kb(AIM)})`,
        `  everything: ${total('raw', fx.site.bundle)} B raw, ${kb(total('gzip', fx.site.bundle))} gzip`,
      ].join('\n'),
    );
    expect(total('gzip')).toBeLessThanOrEqual(BUDGET);
  });

  test('what a doc page fetches and runs before it is interactive stays within budget', async () => {
    const page = await fx.open();
    const scripts: { url: string; body: Promise<Buffer> }[] = [];
    let loaded = false;
    page.on('load', () => (loaded = true));
    page.on('response', (res) => {
      if (!loaded && res.request().resourceType() === 'script')
        scripts.push({ url: new URL(res.url()).pathname, body: res.body() });
    });
    await page.goto(`${fx.url}/docs/getting-started`);
    const inline = await page.$$eval('script:not([src]):not([type="application/json"])', (s) =>
      s.map((e) => e.textContent ?? ''),
    );
    const files = await Promise.all(scripts.map(async (s) => ({ url: s.url, gzip: gzipSync(await s.body).length })));
    const inlineGzip = inline.reduce((n, t) => n + gzipSync(t).length, 0);
    const total = files.reduce((n, f) => n + f.gzip, inlineGzip);
    console.log(
      [
        'first load of /docs/getting-started (until the load event):',
        ...files.map((f) => `  ${f.url.padEnd(34)} gzip ${f.gzip} B`),
        `  inline scripts (${inline.length})${' '.repeat(16)} gzip ${inlineGzip} B`,
        `  total ${kb(total)} gzip`,
      ].join('\n'),
    );
    expect(files.some((f) => f.url.includes('navigate'))).toBe(false); // the navigation module comes later
    expect(files.some((f) => f.url.includes('islands'))).toBe(false);
    expect(total).toBeLessThanOrEqual(BUDGET);
  });

  test('figures: median of 50 in-place navigations between two cached doc pages, bytes per navigation', async () => {
    const page = await fx.open('/docs/intro');
    const pair = [fx.chunk('/docs/errors'), fx.chunk('/docs/intro')];
    const bytes: number[] = [];
    page.on('response', async (res) => {
      if (pair.includes(new URL(res.url()).pathname)) bytes.push((await res.body()).length);
    });
    // Warm up: both chunks cached, the navigation module loaded.
    await clickAndWait(page, '[data-dg-sidebar] a[href="/docs/errors"]');
    await clickAndWait(page, '[data-dg-sidebar] a[href="/docs/intro"]');
    await settle(page);
    const times = await page.evaluate(async () => {
      const out: number[] = [];
      for (let i = 0; i < 50; i++) {
        const href = i % 2 === 0 ? '/docs/errors' : '/docs/intro';
        const link = document.querySelector<HTMLAnchorElement>(`[data-dg-sidebar] a[href="${href}"]`)!;
        const shown = new Promise((done) => document.addEventListener('docgen:page', done, { once: true }));
        const t0 = performance.now();
        link.click();
        await shown;
        out.push(performance.now() - t0);
        await new Promise((done) => requestAnimationFrame(done));
      }
      return out;
    });
    const sorted = [...times].sort((a, b) => a - b);
    const median = (sorted[24]! + sorted[25]!) / 2;
    const errorsChunk = pair[0]!;
    const file = readFileSync(join(fx.site.dir, errorsChunk));
    const raw = file.length;
    const gz = gzipSync(file).length;
    console.log(
      [
        'in-place navigation, chunks cached (50 runs, click → page shown, focus moved):',
        `  median ${median.toFixed(1)} ms, p90 ${sorted[44]!.toFixed(1)} ms, max ${sorted[49]!.toFixed(1)} ms (target < 30 ms)`,
        `  bytes of one navigation (the /docs/errors page chunk): ${raw} B raw, ${gz} B gzip; requests for the two chunks: ${bytes.length} (all before the 50 runs)`,
      ].join('\n'),
    );
    expect(times).toHaveLength(50);
    expect(bytes.length).toBeLessThanOrEqual(2);
  });

  test('without code splitting the runtime is one module that works the same', async () => {
    const site = await buildFixture(undefined, { splitting: false });
    const server = await startStaticServer(site.dir);
    try {
      const js = site.bundle.filter((f) => f.file.endsWith('.js'));
      expect(js).toHaveLength(1);
      console.log(
        `unsplit runtime: ${js[0]!.raw} B raw, ${kb(js[0]!.gzip)} gzip (+ ${site.bundle.at(-1)!.gzip} B inline)`,
      );
      const page = await fx.browser.newPage();
      try {
        await installProbes(page);
        await page.goto(`${server.url}/docs/intro`);
        const doc = await docId(page);
        await clickAndWait(page, '#l-start');
        expect(await page.locator('h1').first().innerText()).toBe('Prise en main');
        expect(await docId(page)).toBe(doc);
      } finally {
        await page.context().close(); // before its server goes away (prefetches would fail)
      }
    } finally {
      await server.close();
      rmSync(site.dir, { recursive: true, force: true });
    }
  });
});
