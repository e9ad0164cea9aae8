#!/usr/bin/env node
// What each cache buys (issue 20): every build with one cache turned off (DOCGEN_CACHE_OFF=name)
// against every cache on, on the shared bench corpus (../shared/bench/corpus.mjs) and on a copy of
// the Lintas site (its plugins: search, OpenAPI). Figures, per variant, median of `--runs` rounds:
//   - builds (a fresh process each, `scripts/bench-child.mjs`): cold (cache and output removed),
//     nothing changed, one page changed; wall and CPU (user + system, worker threads included);
//   - the dev server (`scripts/bench-caches-dev.mjs`): one session per round, a doc saved
//     `--edits` times: save to page served (wall, CPU), then the deferred write hooks.
// Each round runs every variant once, in an order rotated from round to round (on/off runs
// alternate in time: the machine is shared and its load drifts).
//
//   node scripts/bench-caches.mjs [--sizes 50,500] [--runs 3] [--edits 3] [--parts corpus,dev,lintas,lintas-dev]
//                                 [--only name,name]     (sizes are pages per locale, ×3 locales)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : args[i + 1];
};
const sizes = opt('sizes', '50,500').split(',').map(Number);
const runs = Number(opt('runs', '3'));
const edits = Number(opt('edits', '3'));
const parts = new Set(opt('parts', 'corpus,dev,lintas,lintas-dev').split(','));
const only = opt('only', '') ? new Set(opt('only', '').split(',')) : undefined;
const corpusScript = path.resolve(repo, '..', 'shared', 'bench', 'corpus.mjs');
if (parts.has('corpus') && !fs.existsSync(corpusScript)) {
  console.error(`bench-caches: ${corpusScript} not found (the shared folder sits beside the repository).`);
  process.exit(2);
}
const { CACHE_NAMES } = await import('../packages/config/dist/index.js');

// Which caches can matter where: the corpus has no plugins; a production build runs each plugin
// once (its in-process memos matter to the dev server only). Within one cold build only the
// in-memory memos can help (the persistent caches start empty): cold builds are run for those
// and for `build` (every cache off) at the smaller size, and with every cache on (it warms the
// cache the other figures start from) at each size.
const IN_BUILD_MEMOS = ['segments', 'shared-compile', 'fragments'];
const PLUGIN_CACHES = ['plugin-stores', 'openapi-validated'];
const DEV_ONLY = ['dev-memory', 'search-memo'];
const pick = (names) => ['on', ...names.filter((n) => CACHE_NAMES.includes(n) && (!only || only.has(n)))];
const corpusVariants = pick(CACHE_NAMES.filter((n) => !PLUGIN_CACHES.includes(n) && !DEV_ONLY.includes(n)));
const lintasVariants = pick(['build', 'modules', 'markdown', 'render', 'output-record', ...PLUGIN_CACHES]);
// What a dev edit can reuse: the markdown and render results, highlighted blocks, pieces, the
// sidebar scan, the last run's results in memory; the plugins' are measured on Lintas.
const devVariants = pick(['markdown', 'render', 'highlight', 'segments', 'fragments', 'dev-memory']);
const lintasDevVariants = pick([...DEV_ONLY, ...PLUGIN_CACHES]);
const coldFor = (pages, variant) => pages < 1000 && (variant === 'build' || IN_BUILD_MEMOS.includes(variant));

/** The figures so far (`--json FILE`), after each part: a long run stopped half-way keeps them. */
function saveJson() {
  const json = opt('json', '');
  if (json) fs.writeFileSync(json, JSON.stringify(results, null, 1));
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-bench-caches-'));
const env = (variant) => ({ ...process.env, DOCGEN_CACHE_OFF: variant === 'on' ? '' : variant });
const rotated = (list, round) => list.map((_, i) => list[(i + round) % list.length]);
const median = (list) => {
  const s = [...list].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : Number.NaN;
};
/** results[site][figure][variant] = { wall: [], cpu: [] } */
const results = {};
const record = (site, figure, variant, wall, cpu) => {
  const cell = (((results[site] ??= {})[figure] ??= {})[variant] ??= { wall: [], cpu: [] });
  cell.wall.push(wall);
  cell.cpu.push(cpu);
};

function buildOnce(site, out, variant) {
  return JSON.parse(
    execFileSync(process.execPath, [path.join(repo, 'scripts', 'bench-child.mjs'), site, out, 'cache'], {
      encoding: 'utf8',
      maxBuffer: 1 << 26,
      env: env(variant),
      timeout: 600_000,
    }),
  );
}

/**
 * One site folder per figure kind: each round, a cold build for every variant `cold` accepts
 * (cache and output removed first), then from the cache and output an all-on cold build left,
 * for each variant: one page changed (a new edit), then nothing changed. A build with a cache
 * off reads none of it, whatever earlier builds left, so one warm cache serves every variant.
 */
function benchBuilds(label, siteFor, edited, variants, cold) {
  const original = fs.readFileSync(edited, 'utf8');
  const fresh = (variant) => {
    const { site, out } = siteFor(variant);
    fs.rmSync(path.join(site, '.docgen'), { recursive: true, force: true });
    fs.rmSync(out, { recursive: true, force: true });
    const first = buildOnce(site, out, variant);
    record(label, 'cold', variant, first.wallMs, first.cpuMs);
    process.stderr.write(`${label} cold ${variant}: ${(first.wallMs / 1000).toFixed(1)} s\n`);
  };
  try {
    for (let round = 0; round < runs; round++) {
      for (const variant of rotated(variants, round)) if (variant !== 'on' && cold(variant)) fresh(variant);
      fresh('on');
      const { site, out } = siteFor('on');
      for (const variant of rotated(variants, round)) {
        fs.writeFileSync(edited, `${original}\n\nEdit ${round} of ${variant}.\n`);
        const one = buildOnce(site, out, variant);
        record(label, 'one page', variant, one.wallMs, one.cpuMs);
        const same = buildOnce(site, out, variant);
        if (!same.upToDate)
          process.stderr.write(`${label}: the build after ${variant}'s one-page build was not up to date\n`);
        record(label, 'no change', variant, same.wallMs, same.cpuMs);
      }
      process.stderr.write(`${label} round ${round + 1} done\n`);
    }
  } finally {
    fs.writeFileSync(edited, original);
  }
}

function benchDev(label, site, doc, route, variants) {
  for (let round = 0; round < runs; round++) {
    for (const variant of rotated(variants, round)) {
      fs.rmSync(path.join(site, '.docgen'), { recursive: true, force: true });
      const out = path.join(work, `dev-out-${label}-${variant}`);
      fs.rmSync(out, { recursive: true, force: true });
      const session = JSON.parse(
        execFileSync(
          process.execPath,
          [path.join(repo, 'scripts', 'bench-caches-dev.mjs'), site, out, doc, route, String(edits)],
          { encoding: 'utf8', maxBuffer: 1 << 26, env: env(variant), timeout: 600_000 },
        ),
      );
      for (const r of session.runs) {
        record(label, 'dev edit', variant, r.wallMs, r.cpuMs);
        record(label, 'dev hooks', variant, r.hooksMs, Number.NaN);
      }
      process.stderr.write(
        `${label} dev round ${round + 1} ${variant}: started in ${(session.startMs / 1000).toFixed(1)} s\n`,
      );
    }
  }
}

function corpusSite(perLocale) {
  const corpus = path.join(work, `corpus-${perLocale}`);
  execFileSync(process.execPath, [corpusScript, corpus, '--pages', String(perLocale), '--locales', 'en,fr,id'], {
    stdio: 'ignore',
  });
  const made = new Map();
  const siteFor = (variant) => {
    const site = path.join(work, `site-${perLocale}-${variant}`);
    if (!made.has(variant)) {
      fs.mkdirSync(path.join(site, 'i18n', 'fr'), { recursive: true });
      fs.mkdirSync(path.join(site, 'i18n', 'id'), { recursive: true });
      fs.symlinkSync(path.join(corpus, 'en'), path.join(site, 'docs'));
      fs.symlinkSync(path.join(corpus, 'fr'), path.join(site, 'i18n', 'fr', 'docs'));
      fs.symlinkSync(path.join(corpus, 'id'), path.join(site, 'i18n', 'id', 'docs'));
      fs.writeFileSync(
        path.join(site, 'docgen.config.mjs'),
        `export default { title: 'Bench', url: 'https://bench.example', i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'id'] }, docs: { sidebarPath: false } };\n`,
      );
      made.set(variant, site);
    }
    return { site, out: path.join(work, `out-${perLocale}-${variant}`) };
  };
  return { corpus, siteFor, edited: path.join(corpus, 'en', 'index.md') };
}

/** A copy of content/ (the repository is never modified), its node_modules linked. */
function lintasCopy(name) {
  const src = path.join(repo, 'content');
  const dir = path.join(work, name);
  fs.cpSync(src, dir, {
    recursive: true,
    filter: (f) => !['node_modules', 'build', '.docgen', 'test'].includes(path.relative(src, f).split(path.sep)[0]),
  });
  fs.symlinkSync(path.join(src, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

const fromJson = opt('from-json', '');
if (fromJson) Object.assign(results, JSON.parse(fs.readFileSync(fromJson, 'utf8')));
try {
  if (!fromJson && parts.has('corpus')) {
    for (const perLocale of sizes) {
      const { siteFor, edited } = corpusSite(perLocale);
      benchBuilds(`${perLocale * 3} pages`, siteFor, edited, corpusVariants, (v) => coldFor(perLocale * 3, v));
      saveJson();
      if (parts.has('dev') && perLocale === sizes[0]) {
        benchDev(`${perLocale * 3} pages`, siteFor('dev').site, 'docs/index.md', '/docs/', devVariants);
        saveJson();
      }
    }
  }
  if (!fromJson && parts.has('lintas')) {
    const copies = new Map();
    const siteFor = (variant) => {
      if (!copies.has(variant)) copies.set(variant, lintasCopy(`lintas-${variant}`));
      return { site: copies.get(variant), out: path.join(work, `lintas-out-${variant}`) };
    };
    benchBuilds(
      'Lintas',
      siteFor,
      path.join(siteFor('on').site, 'docs', 'intro.md'),
      lintasVariants,
      (v) => v === 'build',
    );
  }
  if (!fromJson && parts.has('lintas-dev')) {
    const site = lintasCopy('lintas-dev');
    benchDev('Lintas', site, 'docs/getting-started.md', '/docs/getting-started', lintasDevVariants);
    saveJson();
  }
} finally {
  fs.rmSync(work, { recursive: true, force: true });
}

// One table: a row per site and figure, the median with every cache on, then per variant the
// median with that cache off and how much slower (+) or faster (−) that is, wall / CPU.
const s = (ms) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`);
const pct = (off, on) => `${off >= on ? '+' : '−'}${Math.round((Math.abs(off - on) / on) * 100)}%`;
const lines = [];
lines.push(
  `docgen bench-caches: ${runs} rounds, ${edits} edits per dev session, ${os.cpus().length} cores, node ${process.version}`,
);
lines.push('');
lines.push('| site | figure | cache off | wall (median) | CPU (median) | wall vs all on | CPU vs all on |');
lines.push('| --- | --- | --- | --- | --- | --- | --- |');
for (const [site, figures] of Object.entries(results)) {
  for (const [figure, variants] of Object.entries(figures)) {
    const on = variants.on;
    if (!on) continue;
    const onWall = median(on.wall);
    const onCpu = median(on.cpu);
    for (const [variant, cell] of Object.entries(variants)) {
      const wall = median(cell.wall);
      const cpu = median(cell.cpu);
      const cpuText = Number.isNaN(cpu) ? '' : s(cpu);
      lines.push(
        `| ${site} | ${figure} | ${variant === 'on' ? '(all on)' : variant} | ${s(wall)} | ${cpuText} | ${variant === 'on' ? '' : pct(wall, onWall)} | ${variant === 'on' || Number.isNaN(cpu) ? '' : pct(cpu, onCpu)} |`,
      );
    }
  }
}
// Per cache, what it buys: the figure where turning it off costs the most CPU (wall where no
// CPU is measured), as a share of the figure with every cache on. Issue 20 keeps a cache that
// buys at least a tenth of some figure.
const buys = new Map();
for (const [site, figures] of Object.entries(results)) {
  for (const [figure, variants] of Object.entries(figures)) {
    if (!variants.on) continue;
    for (const [variant, cell] of Object.entries(variants)) {
      if (variant === 'on') continue;
      const useCpu = !Number.isNaN(median(cell.cpu));
      const off = useCpu ? median(cell.cpu) : median(cell.wall);
      const on = useCpu ? median(variants.on.cpu) : median(variants.on.wall);
      const gain = (off - on) / on;
      const best = buys.get(variant);
      if (!best || gain > best.gain)
        buys.set(variant, {
          gain,
          where: `${site}, ${figure} (${useCpu ? 'CPU' : 'wall'} ${s(on)} on, ${s(off)} off)`,
        });
    }
  }
}
lines.push('');
lines.push('| cache | buys at most | where | verdict |');
lines.push('| --- | --- | --- | --- |');
for (const [variant, best] of [...buys].sort((a, b) => b[1].gain - a[1].gain))
  lines.push(
    `| ${variant} | ${best.gain >= 0 ? '' : '−'}${Math.round(Math.abs(best.gain) * 100)}% | ${best.where} | ${best.gain >= 0.1 ? 'keep' : 'remove'} |`,
  );
console.log(lines.join('\n'));
