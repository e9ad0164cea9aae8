#!/usr/bin/env node
/**
 * The measurement behind the choice of the search library (docs/search.md): on the built
 * Lintas site, the same sections (same analyzer: folding, stop words, light stemmers) indexed
 * by minisearch and by flexsearch, plus pagefind with its own pipeline; for each locale the
 * index bytes (raw, gzip), the median query time and the query table's top-3 hits.
 *
 *   pnpm --filter @docgen/plugin-search build
 *   node packages/plugin-search/bench/compare-libraries.mjs [buildDir]   (default: e2e/.artifacts/lintas-build)
 *
 * pagefind is measured only when its npm package (a devDependency) is installed, in Chromium.
 */
import fs from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import MiniSearch from 'minisearch';
import FlexSearch from 'flexsearch';
import { extractPage } from '../dist/extract.js';
import { processTerm, tokenize, terms as analyze, languageOf } from '../dist/analyzer.js';
import { WEIGHTS, searchOptions } from '../dist/index-format.js';
import { buildIndex, linkIndex } from '../dist/build-index.js';
import { Engine } from '../dist/engine.js';
import { dropSharedDescriptions } from '../dist/corpus.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../..');
const buildDir = path.resolve(process.argv[2] ?? path.join(repo, 'e2e/.artifacts/lintas-build'));
const table = JSON.parse(fs.readFileSync(path.join(here, '../test/queries.json'), 'utf8'));
const LOCALES = ['fr', 'en', 'id'];
const prefixOf = (l) => (l === 'fr' ? '' : `/${l}`);

/** Pages of a locale from the build: `/docs/**` and markdown pages that have an article, aliases skipped. */
function corpus(locale) {
  const root = path.join(buildDir, prefixOf(locale).slice(1));
  const pages = [];
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) {
        if (dir === buildDir && (e.name === 'en' || e.name === 'id' || e.name === 'assets' || e.name === '_docgen'))
          continue;
        walk(full);
      } else if (e.name === 'index.html') {
        const html = fs.readFileSync(full, 'utf8');
        const rel = `/${path.relative(buildDir, path.dirname(full)).split(path.sep).join('/')}`;
        const canonical = /<link rel="canonical" href="https?:\/\/[^/]+([^"]*)"/.exec(html)?.[1];
        if (canonical && canonical.replace(/\/$/, '') !== rel.replace(/\/$/, '')) continue;
        const page = extractPage(html);
        if (!page) continue;
        const id = rel.replace(new RegExp(`^${prefixOf(locale)}/docs/`), '').replace(/^\//, '');
        pages.push({
          path: rel,
          id,
          title: page.title,
          description: page.description,
          keywords: page.keywords,
          sections: page.sections,
        });
      }
    }
  };
  walk(root);
  dropSharedDescriptions(pages);
  pages.sort((a, b) => (a.path < b.path ? -1 : 1));
  return pages;
}

const gz = (s) => gzipSync(Buffer.from(s), { level: 9 }).length;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** The ranked distinct pages of ranked section ids. */
function pagesOf(sectionIds, docs) {
  const out = [];
  for (const id of sectionIds) {
    const p = docs[id].page;
    if (!out.includes(p)) out.push(p);
  }
  return out;
}

function quality(locale, run, docs, pages) {
  const rows = table[locale];
  let hits = 0;
  const misses = [];
  for (const [q, expected] of rows) {
    const ranked = pagesOf(run(q), docs)
      .slice(0, 3)
      .map((i) => pages[i].id);
    if (ranked.includes(expected)) hits++;
    else misses.push(`${q} → ${ranked.join(', ') || '(none)'}`);
  }
  return { hits, total: rows.length, misses };
}

function timing(run, locale) {
  const qs = table[locale].map(([q]) => q);
  for (const q of qs) run(q); // warm up
  const times = [];
  for (let i = 0; i < 5; i++)
    for (const q of qs) {
      const t = performance.now();
      run(q);
      times.push(performance.now() - t);
    }
  return median(times);
}

const results = [];
for (const locale of LOCALES) {
  const lang = languageOf(locale);
  const pages = corpus(locale);
  const docs = [];
  for (const [pi, p] of pages.entries())
    for (const s of p.sections)
      docs.push({
        id: docs.length,
        page: pi,
        ti: p.title,
        h: s.level === 1 ? [...p.keywords, p.description].join(' ') : s.heading,
        t: s.text,
        c: s.code,
        a: s.anchor,
      });
  // What the result list needs besides the index (titles, headings, anchors, texts for excerpts).
  const payload = JSON.stringify({
    p: pages.map((p) => [p.title, p.path]),
    s: docs.map((d) => [d.page, d.h, d.a, d.t]),
  });

  // minisearch in docgen's format and engine (what ships): sharded index, page texts on demand
  {
    const t0 = performance.now();
    const built = buildIndex({ locale, version: 'current', pages });
    const buildMs = performance.now() - t0;
    const files = new Map();
    const k = {};
    for (const [key, shard] of built.shards) files.set((k[key] = `s/${key}`), JSON.stringify(shard));
    const x = built.texts.map((t, i) => {
      files.set(`t/${i}`, JSON.stringify(t));
      return `t/${i}`;
    });
    const head = JSON.stringify(linkIndex(built, k, x));
    const fetched = [];
    const engine = new Engine(JSON.parse(head), async (u) => {
      fetched.push(u);
      return JSON.parse(files.get(u));
    });
    await engine.search(table[locale][0][0], { limit: 8 });
    const firstGzip = gz(head) + fetched.reduce((a, u) => a + gz(files.get(u)), 0);
    const all = [...files.values()];
    const ranked = new Map();
    for (const [q] of table[locale])
      ranked.set(
        q,
        (await engine.search(q)).map((h) => pages.findIndex((p) => p.path === h.href.split('#')[0])),
      );
    const run = (q) => engine.rank(q).map((r) => r.id);
    let hits = 0;
    const misses = [];
    for (const [q, expected] of table[locale]) {
      const top = [...new Set(ranked.get(q))].slice(0, 3).map((i) => pages[i].id);
      if (top.includes(expected)) hits++;
      else misses.push(`${q} → ${top.join(', ')}`);
    }
    results.push({
      lib: 'minisearch 7, docgen format + engine (shipped)',
      locale,
      sections: docs.length,
      indexRaw: head.length + all.reduce((a, f) => a + f.length, 0),
      indexGzip: gz(head) + all.reduce((a, f) => a + gz(f), 0),
      totalGzip: firstGzip,
      buildMs,
      loadMs: 0,
      queryMs: timing(run, locale),
      hits,
      total: table[locale].length,
      misses,
    });
  }

  // minisearch
  {
    const ms = new MiniSearch({
      fields: ['ti', 'h', 't', 'c'],
      tokenize,
      processTerm: (w) => processTerm(w, lang) ?? null,
      searchOptions: searchOptions(lang),
    });
    const t0 = performance.now();
    ms.addAll(docs);
    const buildMs = performance.now() - t0;
    const json = JSON.stringify(ms);
    const t1 = performance.now();
    const loaded = MiniSearch.loadJSON(json, {
      fields: ['ti', 'h', 't', 'c'],
      tokenize,
      processTerm: (w) => processTerm(w, lang) ?? null,
      searchOptions: searchOptions(lang),
    });
    const loadMs = performance.now() - t1;
    const run = (q) => loaded.search(q).map((r) => r.id);
    results.push({
      lib: 'minisearch 7, one JSON (toJSON)',
      locale,
      sections: docs.length,
      indexRaw: json.length,
      indexGzip: gz(json),
      totalGzip: gz(json + payload),
      buildMs,
      loadMs,
      queryMs: timing(run, locale),
      ...quality(locale, run, docs, pages),
    });
  }

  // flexsearch: one index per field, same analyzer; ranks merged with the same field weights
  {
    const fields = ['ti', 'h', 't', 'c'];
    const make = () => new FlexSearch.Index({ tokenize: 'forward', resolution: 9, encode: (s) => analyze(s, lang) });
    const idx = Object.fromEntries(fields.map((f) => [f, make()]));
    const t0 = performance.now();
    for (const d of docs) for (const f of fields) if (d[f]) idx[f].add(d.id, d[f]);
    const buildMs = performance.now() - t0;
    let exported = '';
    for (const f of fields) idx[f].export((key, data) => (exported += `${f}.${key}\u0000${data ?? ''}\u0001`));
    const loaded = Object.fromEntries(fields.map((f) => [f, make()]));
    const t1 = performance.now();
    for (const part of exported.split('\u0001').filter(Boolean)) {
      const [k, data] = part.split('\u0000');
      const dot = k.indexOf('.');
      loaded[k.slice(0, dot)].import(k.slice(dot + 1), data);
    }
    const loadMs = performance.now() - t1;
    const weights = { ti: WEIGHTS.title, h: WEIGHTS.heading, t: WEIGHTS.text, c: WEIGHTS.code };
    const run = (q) => {
      const score = new Map();
      for (const f of fields) {
        const ids = loaded[f].search(q, { limit: 50, suggest: true });
        for (const [rank, id] of ids.entries()) score.set(id, (score.get(id) ?? 0) + weights[f] / (1 + rank * 0.1));
      }
      return [...score.entries()].sort((a, b) => b[1] - a[1]).map(([id]) => id);
    };
    results.push({
      lib: 'flexsearch 0.8 (forward)',
      locale,
      sections: docs.length,
      indexRaw: exported.length,
      indexGzip: gz(exported),
      totalGzip: gz(exported + payload),
      buildMs,
      loadMs,
      queryMs: timing(run, locale),
      ...quality(locale, run, docs, pages),
    });
  }
}

const pagefindResults = await pagefind().catch((e) => {
  console.error(`pagefind: not measured (${e.message})`);
  return [];
});
results.push(...pagefindResults);

console.log(
  '| library | locale | sections | all files raw | all files gzip | first query gzip (index + what results show) | load | median query (Node) | top-3 hits |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const r of results) {
  console.log(
    `| ${r.lib} | ${r.locale} | ${r.sections ?? ''} | ${kb(r.indexRaw)} | ${kb(r.indexGzip)} | ${r.totalGzip ? kb(r.totalGzip) : ''} | ${r.loadMs !== undefined ? `${r.loadMs.toFixed(1)} ms` : ''} | ${r.queryMs.toFixed(2)} ms | ${r.hits}/${r.total} |`,
  );
}
for (const r of results) if (r.misses.length) console.log(`\n${r.lib} ${r.locale} misses:\n  ${r.misses.join('\n  ')}`);

/** pagefind: its own indexer (Rust, via the npm package), queried in Chromium with its own JS + WASM. */
async function pagefind() {
  const pf = await import('pagefind');
  const { createStaticServer } = await import('@docgen/core');
  const { chromium } = await import('playwright-core');
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'pagefind-'));
  const { index } = await pf.createIndex({ forceLanguage: undefined });
  for (const locale of LOCALES) {
    for (const p of corpus(locale)) {
      const body = p.sections
        .map((s) =>
          s.level === 1
            ? `<h1>${esc(p.title)}</h1><p>${esc(s.text)}</p>`
            : `<h${s.level} id="${s.anchor}">${esc(s.heading)}</h${s.level}><p>${esc(s.text)}</p><pre data-pagefind-weight="0.2">${esc(s.code)}</pre>`,
        )
        .join('');
      await index.addHTMLFile({
        url: p.path,
        content: `<!doctype html><html lang="${locale}"><body><main data-pagefind-body>${body}</main></body></html>`,
      });
    }
  }
  await index.writeFiles({ outputPath: path.join(out, 'pagefind') });
  await pf.close();
  fs.writeFileSync(path.join(out, 'index.html'), '<!doctype html><html><body></body></html>');
  const all = [];
  const server = await createStaticServer({ root: out, port: 0 });
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
  try {
    for (const locale of LOCALES) {
      const pages = corpus(locale);
      const ctx = await browser.newContext();
      const page = await ctx.newPage();
      let bytes = 0;
      page.on('response', async (res) => {
        try {
          bytes += (await res.body()).length;
        } catch {}
      });
      await page.goto(`${server.url}/`);
      await page.evaluate((l) => document.documentElement.setAttribute('lang', l), locale);
      const before = bytes;
      const first = await page.evaluate(async (q) => {
        const t = performance.now();
        window.pf = await import('/pagefind/pagefind.js');
        await window.pf.init();
        const r = await window.pf.search(q);
        await Promise.all(r.results.slice(0, 5).map((x) => x.data()));
        return performance.now() - t;
      }, table[locale][0][0]);
      await page.waitForTimeout(300);
      const firstBytes = bytes - before;
      const rows = table[locale];
      const ranked = [];
      const times = [];
      for (const [q] of rows) {
        const r = await page.evaluate(async (q) => {
          const t = performance.now();
          const res = await window.pf.search(q);
          const data = await Promise.all(res.results.slice(0, 3).map((x) => x.data()));
          return { ms: performance.now() - t, urls: data.map((d) => d.url) };
        }, q);
        times.push(r.ms);
        ranked.push(r.urls);
      }
      let hits = 0;
      const misses = [];
      rows.forEach(([q, expected], i) => {
        const ids = ranked[i].map((u) => pages.find((p) => p.path === u.replace(/\/$/, '') || p.path === u)?.id ?? u);
        if (ids.includes(expected)) hits++;
        else misses.push(`${q} → ${ids.join(', ') || '(none)'}`);
      });
      // The whole index folder of the locale (what could be fetched), for reference.
      const files = fs.readdirSync(path.join(out, 'pagefind'), { recursive: true }).map(String);
      let raw = 0;
      let gzip = 0;
      for (const f of files) {
        const full = path.join(out, 'pagefind', f);
        if (!fs.statSync(full).isFile()) continue;
        if (f.includes('_') && /pagefind[._-]|\.pf_/.test(f) && !f.includes(locale)) continue;
        const b = fs.readFileSync(full);
        raw += b.length;
        gzip += /\.pf_|wasm/.test(f) ? b.length : gzipSync(b, { level: 9 }).length;
      }
      all.push({
        lib: 'pagefind 1.6',
        locale,
        sections: undefined,
        indexRaw: raw,
        indexGzip: gzip,
        totalGzip: 0,
        firstQueryBytes: firstBytes,
        firstMs: first,
        queryMs: median(times),
        hits,
        total: rows.length,
        misses,
      });
      console.error(`pagefind ${locale}: first query ${kb(firstBytes)} transferred in ${first.toFixed(0)} ms`);
      await ctx.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return all;
}

function esc(s) {
  return String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
