/**
 * budgets.pageWeightGzip holds for every page: a page over it is a warning at its file (an error
 * with --strict), and the summary names the heaviest pages. The sizes are kept in the build
 * cache by the page's HTML: a rebuild compresses only the pages whose HTML changed.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterAll, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const DOCGEN = path.resolve(here, '../../../bin/docgen');
const site = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-page-weight-'));
afterAll(() => fs.rmSync(site, { recursive: true, force: true }));

// Words from a fixed pseudo-random sequence: text that compresses about as badly as prose can.
function words(count: number): string {
  let seed = 42;
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    out.push(seed.toString(36).slice(0, 3 + (seed % 6)));
  }
  return out.join(' ');
}

function docgen(...args: string[]) {
  const run = spawnSync(process.execPath, [DOCGEN, ...args], {
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', NO_COLOR: '1' },
    timeout: 120_000,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr, out: `${run.stdout}\n${run.stderr}` };
}

it('warns for a page over budgets.pageWeightGzip and names the heaviest pages', () => {
  fs.mkdirSync(path.join(site, 'docs'), { recursive: true });
  fs.writeFileSync(
    path.join(site, 'docgen.config.ts'),
    "export default { title: 'Weight', budgets: { pageWeightGzip: 60 * 1024 } };\n",
  );
  fs.writeFileSync(path.join(site, 'docs/intro.md'), '# Intro\n\nA light page.\n');
  fs.writeFileSync(path.join(site, 'docs/big.md'), `# Big\n\n${words(20_000)}\n`);
  fs.symlinkSync(path.resolve(here, '../../../content/node_modules'), path.join(site, 'node_modules'));

  const plain = docgen('build', site);
  expect(plain.status, plain.out).toBe(0);
  expect(plain.stderr).toMatch(/^warning BudgetExceeded docs\/big\.md$/m);
  expect(plain.stderr).toMatch(
    /Page \/docs\/big weighs \d+ bytes gzip on first load, over budgets\.pageWeightGzip \(61440\)\./,
  );
  expect(plain.stderr).not.toMatch(/docs\/intro\.md/);
  const heaviest = plain.stdout.split('heaviest pages')[1]?.split('\n').slice(1, 3) ?? [];
  expect(heaviest[0]).toMatch(/^\s+\/docs\/big\s+[\d.]+ KB\s+over$/);
  expect(heaviest[1]).toMatch(/^\s+\/(docs\/intro)?\s+[\d.]+ KB$/);

  const strict = docgen('build', site, '--strict');
  expect(strict.status, strict.out).toBe(1);
  expect(strict.stderr).toMatch(/^error BudgetExceeded docs\/big\.md$/m);
});

it('keeps the gzip sizes in the build cache and finds the same weight on a rebuild', () => {
  const cold = docgen('build', site);
  expect(cold.status, cold.out).toBe(0);
  const weight = /Page \/docs\/big weighs (\d+) bytes/.exec(cold.stderr)?.[1];
  expect(weight).toBeDefined();
  // The cache holds the gzip size (zlib's default level, as servers send it) of the page's HTML as written.
  const cacheRoot = path.join(site, '.docgen', 'cache');
  const [folder] = fs.readdirSync(cacheRoot);
  const shardDir = path.join(cacheRoot, folder!, 'page-weights');
  const stored = fs
    .readdirSync(shardDir)
    .flatMap((f) =>
      Object.values(JSON.parse(fs.readFileSync(path.join(shardDir, f), 'utf8')) as Record<string, [number, number]>),
    )
    .map(([, size]) => size);
  const bigHtml = gzipSync(fs.readFileSync(path.join(site, 'build', 'docs', 'big', 'index.html'))).length;
  expect(stored).toContain(bigHtml);

  // Another page changes: the big page's size comes from the cache, the same bytes as before.
  fs.writeFileSync(path.join(site, 'docs/intro.md'), '# Intro\n\nA light page, edited.\n');
  const warm = docgen('build', site);
  expect(warm.status, warm.out).toBe(0);
  expect(warm.stderr).toMatch(/^warning BudgetExceeded docs\/big\.md$/m);
  expect(/Page \/docs\/big weighs (\d+) bytes/.exec(warm.stderr)?.[1]).toBe(weight);
});

it("does not count the fonts of the site's stylesheet as first-load weight", () => {
  // keploy/docs: two Roboto woff2 files (127 KB) named by customCss made all 403 pages "over" 100 KB.
  const fonts = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-page-weight-fonts-'));
  try {
    fs.mkdirSync(path.join(fonts, 'docs'), { recursive: true });
    fs.mkdirSync(path.join(fonts, 'src/css/fonts'), { recursive: true });
    fs.writeFileSync(
      path.join(fonts, 'docgen.config.ts'),
      "export default { title: 'Fonts', customCss: ['./src/css/custom.css'] };\n",
    );
    fs.writeFileSync(
      path.join(fonts, 'src/css/custom.css'),
      "@font-face { font-family: Brand; src: url('./fonts/brand.woff2') format('woff2'); }\nbody { font-family: Brand, sans-serif; }\n",
    );
    fs.writeFileSync(path.join(fonts, 'src/css/fonts/brand.woff2'), Buffer.from(words(30_000)));
    fs.writeFileSync(path.join(fonts, 'docs/intro.md'), '# Intro\n\nA light page.\n');
    fs.symlinkSync(path.resolve(here, '../../../content/node_modules'), path.join(fonts, 'node_modules'));
    const strict = docgen('build', fonts, '--strict');
    expect(strict.status, strict.out).toBe(0);
    expect(strict.stderr).not.toMatch(/BudgetExceeded/);
  } finally {
    fs.rmSync(fonts, { recursive: true, force: true });
  }
});

it('says once when what every page downloads is alone over the budget', () => {
  // dyte-io/docs: client modules of 377 KB gzip put each of its 898 pages over 100 KB, one warning each.
  const tight = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-page-weight-shared-'));
  try {
    fs.mkdirSync(path.join(tight, 'docs'), { recursive: true });
    fs.writeFileSync(
      path.join(tight, 'docgen.config.ts'),
      "export default { title: 'Tight', budgets: { pageWeightGzip: 1024 } };\n",
    );
    for (const name of ['one', 'two', 'three'])
      fs.writeFileSync(path.join(tight, `docs/${name}.md`), `# Page ${name}\n\nText.\n`);
    fs.symlinkSync(path.resolve(here, '../../../content/node_modules'), path.join(tight, 'node_modules'));
    const run = docgen('build', tight);
    expect(run.status, run.out).toBe(0);
    expect(run.stderr.match(/^warning BudgetExceeded every page$/gm)).toHaveLength(1);
    expect(run.stderr).toMatch(/Every page weighs over budgets\.pageWeightGzip \(1024\) on first load/);
    expect(run.stderr).not.toMatch(/Page \/docs\/\w+ weighs/);
  } finally {
    fs.rmSync(tight, { recursive: true, force: true });
  }
});
