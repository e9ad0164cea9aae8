#!/usr/bin/env node
// pnpm bench: builds the shared synthetic corpus (../shared/bench/corpus.mjs) with docgen, cold,
// with nothing changed and with one page changed, and prints the figures of issue 10; then the
// cold builds side by side with Hugo's of the same corpus (issue 24), measured in the same run,
// alternated: wall, CPU (user + system) and peak RSS by GNU time, medians, docgen/Hugo ratios.
//
//   node scripts/bench.mjs [--sizes 50,500] [--runs 5] [--no-hugo]   (sizes are pages per locale, ×3 locales)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ensureHugo, hugoBuild, hugoSite, timed } from './bench-hugo.mjs';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const USAGE =
  'usage: node scripts/bench.mjs [--sizes 50,500] [--runs 5] [--no-hugo]   (sizes are pages per locale, ×3 locales)';
let values;
try {
  ({ values } = parseArgs({
    options: {
      sizes: { type: 'string', default: '50,500' },
      runs: { type: 'string', default: '5' },
      'no-hugo': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }));
} catch (error) {
  // An option it does not know ran the whole bench (12 minutes) before: say so at once.
  console.error(`bench: ${error.message}\n${USAGE}`);
  process.exit(2);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const sizes = values.sizes.split(',').map(Number);
const runs = Number(values.runs);
// The shared folder sits beside the repository (or beside a folder holding it, for a worktree).
const corpusScript = [repo, ...ancestors(repo)]
  .map((dir) => path.join(dir, '..', 'shared', 'bench', 'corpus.mjs'))
  .find((file) => fs.existsSync(file));
if (!corpusScript) {
  console.error('bench: shared/bench/corpus.mjs not found (the shared folder sits beside the repository).');
  process.exit(2);
}
const hugo = values['no-hugo'] ? undefined : ensureHugo();
if (!hugo && !values['no-hugo']) console.error('bench: hugo not found (apt-get install hugo): no comparison.');
const versus = [];

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-bench-'));
const rows = [];
for (const perLocale of sizes) {
  const corpus = path.join(work, `corpus-${perLocale}`);
  execFileSync(process.execPath, [corpusScript, corpus, '--pages', String(perLocale), '--locales', 'en,fr,id'], {
    stdio: 'ignore',
  });
  const site = path.join(work, `site-${perLocale}`);
  fs.mkdirSync(path.join(site, 'i18n', 'fr'), { recursive: true });
  fs.mkdirSync(path.join(site, 'i18n', 'id'), { recursive: true });
  fs.symlinkSync(path.join(corpus, 'en'), path.join(site, 'docs'));
  fs.symlinkSync(path.join(corpus, 'fr'), path.join(site, 'i18n', 'fr', 'docs'));
  fs.symlinkSync(path.join(corpus, 'id'), path.join(site, 'i18n', 'id', 'docs'));
  fs.writeFileSync(
    path.join(site, 'docgen.config.mjs'),
    `export default { title: 'Bench', url: 'https://bench.example', i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'id'] }, docs: { sidebarPath: false } };\n`,
  );
  const out = path.join(work, `out-${perLocale}`);
  const once = (cache) =>
    JSON.parse(
      execFileSync(process.execPath, [path.join(repo, 'scripts', 'bench-child.mjs'), site, out, cache], {
        encoding: 'utf8',
        maxBuffer: 1 << 26,
      }),
    );
  const clearCache = () => fs.rmSync(path.join(site, '.docgen'), { recursive: true, force: true });

  // Cold builds, alternated with Hugo's (which goes first every other round).
  const hugoDir = path.join(work, `hugo-${perLocale}`);
  if (hugo) hugoSite(corpus, hugoDir, ['en', 'fr', 'id']);
  const cold = [];
  const coldTimed = [];
  const hugoRuns = [];
  for (let i = 0; i < runs; i++) {
    if (hugo && i % 2 === 1) hugoRuns.push(hugoBuild(hugoDir));
    clearCache();
    fs.rmSync(out, { recursive: true, force: true });
    const report = { json: '' };
    coldTimed.push(
      timed(process.execPath, [path.join(repo, 'scripts', 'bench-child.mjs'), site, out, 'cache'], out, report),
    );
    cold.push(JSON.parse(report.json));
    if (hugo && i % 2 === 0) hugoRuns.push(hugoBuild(hugoDir));
  }
  if (hugo) versus.push({ pages: perLocale * 3, docgen: medians(coldTimed), hugo: medians(hugoRuns) });
  const noChange = [];
  for (let i = 0; i < runs; i++) noChange.push(once('cache'));
  const edited = path.join(corpus, 'en', 'index.md');
  const original = fs.readFileSync(edited, 'utf8');
  const onePage = [];
  for (let i = 0; i < runs; i++) {
    fs.writeFileSync(edited, `${original}\nEdit number ${i}.\n`);
    onePage.push(once('cache'));
  }
  fs.writeFileSync(edited, original);
  for (const [kind, list] of [
    ['cold', cold],
    ['no change', noChange],
    ['one page changed', onePage],
  ])
    rows.push(summarise(perLocale * 3, kind, list));
}
fs.rmSync(work, { recursive: true, force: true });

const header = ['pages', 'build', 'median', 'min', 'max', 'pages/s', 'peak RSS', 'output', 'stages (median run)'];
const table = [
  header,
  ...rows.map((r) => [
    r.pages,
    r.kind,
    s(r.median),
    s(r.min),
    s(r.max),
    Math.round(r.pages / (r.median / 1000)),
    `${Math.round(r.rssKb / 1024)} MB`,
    `${(r.bytes / 1024 / 1024).toFixed(1)} MB`,
    r.stages,
  ]),
];
console.log(
  `docgen bench: ${runs} runs each, ${os.cpus().length} cores, node ${process.version}, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}\n`,
);
console.log(toMarkdown(table));
if (versus.length > 0) {
  console.log(`\ndocgen vs ${hugo}, cold, same corpus, alternated (medians of ${runs}; GNU time):\n`);
  const ratio = (a, b) => `${(a / b).toFixed(1)}×`;
  console.log(
    toMarkdown([
      [
        'pages',
        'docgen wall',
        'Hugo wall',
        'wall ratio',
        'docgen CPU',
        'Hugo CPU',
        'CPU ratio',
        'docgen RSS',
        'Hugo RSS',
        'RSS ratio',
      ],
      ...versus.map(({ pages, docgen: d, hugo: h }) => [
        pages,
        s(d.wallMs),
        s(h.wallMs),
        ratio(d.wallMs, h.wallMs),
        s(d.cpuMs),
        s(h.cpuMs),
        ratio(d.cpuMs, h.cpuMs),
        `${Math.round(d.maxRssKb / 1024)} MB`,
        `${Math.round(h.maxRssKb / 1024)} MB`,
        ratio(d.maxRssKb, h.maxRssKb),
      ]),
    ]),
  );
}

/** Median of each figure over runs. */
function medians(list) {
  const median = (key) => [...list].map((r) => r[key]).sort((a, b) => a - b)[Math.floor(list.length / 2)];
  return { wallMs: median('wallMs'), cpuMs: median('cpuMs'), maxRssKb: median('maxRssKb') };
}

function ancestors(dir) {
  const out = [];
  for (let d = path.dirname(dir); d !== path.dirname(d); d = path.dirname(d)) out.push(d);
  return out;
}

function summarise(pages, kind, list) {
  const sorted = [...list].sort((a, b) => a.wallMs - b.wallMs);
  const median = sorted[Math.floor(sorted.length / 2)];
  return {
    pages,
    kind,
    median: median.wallMs,
    min: sorted[0].wallMs,
    max: sorted[sorted.length - 1].wallMs,
    rssKb: Math.max(...list.map((r) => r.maxRssKb)),
    bytes: median.outputBytes,
    stages: Object.entries(median.stages)
      .map(([k, v]) => `${k} ${Math.round(v)}`)
      .join(' · '),
  };
}
function s(ms) {
  return `${(ms / 1000).toFixed(2)} s`;
}
function toMarkdown(rows) {
  const [head, ...body] = rows.map((r) => r.map(String));
  return [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...body.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}
