#!/usr/bin/env node
// Benchmark of `docgen serve` on the Lintas site (issue 5), on a temporary copy of content/
// (the repository is never modified). Prints:
//   1. time from `docgen serve <site>` to the first page served, and to the first build done;
//   2. time from saving a doc page to the browser showing the change (Chromium, 50 edits):
//      median and p95;
//   3. RSS of the server process after the first edit and after 300 consecutive edits, and the
//      live heap after a forced GC over the same edits in process (scripts/bench-serve-heap.mjs);
//   4. a load test (autocannon): 10,000 requests at 50 connections over pages and assets.
// Only the site folder is watched (DOCGEN_SERVE_WATCH=site; set DOCGEN_SERVE_WATCH=all to watch the theme and client too).
// Run after `pnpm build`:  node scripts/bench-serve.mjs  [--edits 50] [--total-edits 300] [--no-load]
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : Number(args[i + 1]);
};
const BROWSER_EDITS = opt('edits', 50);
const TOTAL_EDITS = Math.max(opt('total-edits', 300), BROWSER_EDITS + 1);
const EDITED = 'docs/getting-started.md';
const EDITED_PATH = '/docs/getting-started';

const log = (line = '') => process.stdout.write(`${line}\n`);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const fmt = (ms) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(0)} ms`);
const mb = (kb) => `${(kb / 1024).toFixed(1)} MB`;
const quantile = (list, q) => {
  const s = [...list].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))];
};

function copySite() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-bench-serve-'));
  const src = path.join(REPO, 'content');
  fs.cpSync(src, dir, {
    recursive: true,
    filter: (f) => {
      const rel = path.relative(src, f).split(path.sep);
      return !['node_modules', 'build', '.docgen', 'test'].includes(rel[0]);
    },
  });
  fs.symlinkSync(path.join(src, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

function get(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      })
      .on('error', reject);
  });
}

function rssKb(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : NaN;
  } catch {
    return NaN;
  }
}

/** The dev server's event stream: resolves `waitFor(path)` on the next update naming that path. */
function events(url) {
  const waiters = [];
  let buffer = '';
  const req = http.get(`${url}/__docgen/events`, { agent: false }, (res) => {
    res.setEncoding('utf8');
    res.on('data', (chunk) => {
      buffer += chunk;
      let at;
      while ((at = buffer.indexOf('\n\n')) !== -1) {
        const frame = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        const event = /^event: (.*)$/m.exec(frame)?.[1];
        const data = /^data: (.*)$/m.exec(frame)?.[1];
        if (!event || !data) continue;
        const parsed = JSON.parse(data);
        if (event === 'errors')
          log(
            `   (build error reported: ${parsed.errors
              .map((e) => `${e.name} ${e.file ?? ''} ${e.message}`)
              .join('; ')
              .slice(0, 300)})`,
          );
        for (const w of waiters.splice(0)) {
          if (event === 'update' && parsed.paths.includes(w.path)) w.resolve(parsed);
          else waiters.push(w);
        }
      }
    });
  });
  req.on('error', () => undefined);
  return {
    waitFor: (p) => new Promise((resolve, reject) => waiters.push({ path: p, resolve, reject })),
    close: () => req.destroy(),
  };
}

async function main() {
  const site = copySite();
  const file = path.join(site, EDITED);
  const original = fs.readFileSync(file, 'utf8');
  log(`docgen serve benchmark — Lintas site copied to ${site}`);
  log(
    `machine: ${os.cpus().length} CPU, load average ${os
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}, node ${process.version}`,
  );

  // 1. Start-up.
  const t0 = performance.now();
  const child = spawn(process.execPath, [path.join(REPO, 'bin/docgen'), 'serve', site, '--port', '0'], {
    cwd: REPO,
    env: { ...process.env, NO_COLOR: '1', CI: '1', DOCGEN_SERVE_WATCH: process.env.DOCGEN_SERVE_WATCH ?? 'site' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (c) => (out += c));
  child.stderr.on('data', (c) => (err += c));
  const exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  let url;
  while (!url) {
    if (child.exitCode !== null) throw new Error(`docgen serve exited: ${err}`);
    url = /(http:\/\/127\.0\.0\.1:\d+)\//.exec(out)?.[1];
    await sleep(5);
  }
  const tListen = performance.now() - t0;
  let status = 0;
  while (status !== 200) {
    status = await get(`${url}/`).catch(() => 0);
    if (status !== 200) await sleep(10);
  }
  const tFirstPage = performance.now() - t0;
  status = 0;
  const tDeep0 = performance.now();
  while (status !== 200) status = await get(`${url}/id/docs/api/orders/create`).catch(() => 0);
  const tDeep = performance.now() - tDeep0;
  while (!/first build/.test(out)) {
    if (child.exitCode !== null) throw new Error(`docgen serve exited: ${err}`);
    await sleep(20);
  }
  const tFirstBuild = performance.now() - t0;
  log();
  log('1. start-up');
  log(`   listening after          ${fmt(tListen)}`);
  log(`   first page (/) served    ${fmt(tFirstPage)} after \`docgen serve\` started`);
  log(`   then a deep page (id)    ${fmt(tDeep)}`);
  log(`   whole first build done   ${fmt(tFirstBuild)} (${/first build[^\n]*/.exec(out)?.[0] ?? ''})`);

  // 2. Save → browser shows it, in Chromium.
  const stream = events(url);
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
  const context = await browser.newContext();
  await context.route(
    (u) => !/^https?:\/\/127\.0\.0\.1[:/]/.test(u.href) && !/^(data|blob|about):/.test(u.href),
    (r) => r.abort(),
  );
  const page = await context.newPage();
  await page.goto(`${url}${EDITED_PATH}`);
  await page.waitForFunction(() => window.__docgenDev !== undefined);
  const times = [];
  const serverTimes = [];
  const buildTimes = [];
  let rssFirst = NaN;
  for (let i = 1; i <= BROWSER_EDITS; i++) {
    const marker = `BENCH-EDIT-${i}-${Date.now()}`;
    const event = stream.waitFor(EDITED_PATH);
    const start = performance.now();
    fs.writeFileSync(file, `${original}\n\n${marker}\n`);
    void event.then(() => serverTimes.push(performance.now() - start));
    // textContent: no layout per poll (innerText would lay the long page out at every frame).
    await page.waitForFunction((m) => document.body?.textContent?.includes(m), marker, {
      polling: 'raf',
      timeout: 120_000,
    });
    times.push(performance.now() - start);
    await event;
    const built = /: 1 page updated in ([\d.]+) (ms|s)\n[^\n]*$/.exec(out);
    if (built) buildTimes.push(Number(built[1]) * (built[2] === 's' ? 1000 : 1));
    if (i === 1) {
      await sleep(300);
      rssFirst = rssKb(child.pid);
    }
    await sleep(60);
  }
  log();
  log(`2. save → browser shows the change (Chromium, ${EDITED}, ${times.length} edits)`);
  log(
    `   browser shows it   median ${fmt(quantile(times, 0.5))}   p95 ${fmt(quantile(times, 0.95))}   min ${fmt(Math.min(...times))}   max ${fmt(Math.max(...times))}`,
  );
  log(
    `   of which: save → update event  median ${fmt(quantile(serverTimes, 0.5))}   p95 ${fmt(quantile(serverTimes, 0.95))}`,
  );
  if (buildTimes.length)
    log(
      `             rebuild (server log) median ${fmt(quantile(buildTimes, 0.5))}   p95 ${fmt(quantile(buildTimes, 0.95))}`,
    );
  await browser.close();

  // 3. Memory after 300 consecutive edits.
  for (let i = BROWSER_EDITS + 1; i <= TOTAL_EDITS; i++) {
    const done = stream.waitFor(EDITED_PATH);
    fs.writeFileSync(file, `${original}\n\nMEMORY-EDIT-${i}\n`);
    await done;
  }
  await sleep(1000);
  const rssLast = rssKb(child.pid);
  log();
  log(`3. memory (RSS of the server process)`);
  log(`   after the first edit     ${mb(rssFirst)}`);
  log(
    `   after ${TOTAL_EDITS} edits          ${mb(rssLast)}  (${rssLast >= rssFirst ? '+' : ''}${(((rssLast - rssFirst) / rssFirst) * 100).toFixed(1)} %)`,
  );
  stream.close();
  // 4. Load.
  let result = { errors: 0 };
  let alive = true;
  if (!args.includes('--no-load')) {
    const home = await (await fetch(`${url}${EDITED_PATH}`)).text();
    const assets = [...home.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
    const pages = [
      '/',
      '/docs/intro',
      '/docs/getting-started',
      '/docs/api/orders/create',
      '/docs/errors',
      '/en/docs/intro',
      '/en/docs/api/rates/retrieve',
      '/id/docs/sandbox',
      '/id/docs/api/trackings/status',
      '/docs/api/webhook/overview/',
    ];
    const mix = [...pages, ...new Set(assets), '/_docgen/routes.json', '/img/logo.svg', '/sitemap.xml'];
    result = await autocannon({
      url,
      connections: 50,
      amount: 10_000,
      requests: mix.map((p) => ({ method: 'GET', path: p })),
      timeout: 30,
    });
    log();
    log(
      `4. load: autocannon, ${result.requests.sent} requests, 50 connections, ${mix.length} URLs (${pages.length} pages, ${mix.length - pages.length} assets and files)`,
    );
    log(`   errors ${result.errors}   timeouts ${result.timeouts}   non-2xx ${result.non2xx}   2xx ${result['2xx']}`);
    log(
      `   requests/s  mean ${result.requests.average.toFixed(0)}   latency  p50 ${result.latency.p50} ms   p97.5 ${result.latency.p97_5} ms   p99 ${result.latency.p99} ms   max ${result.latency.max} ms`,
    );
    log(
      `   throughput  ${(result.throughput.average / 1024 / 1024).toFixed(1)} MB/s   duration ${result.duration.toFixed(1)} s`,
    );
    alive = (await get(`${url}/`).catch(() => 0)) === 200;
    log(`   server still answering after the load: ${alive ? 'yes' : 'NO'}`);
  }

  // Stop.
  const s0 = performance.now();
  child.kill('SIGINT');
  const code = await exited;
  log();
  log(`stopped with SIGINT in ${fmt(performance.now() - s0)}, exit code ${code}`);

  // 3b. The same edits in process, heap measured after a forced GC: growth there would be a leak.
  const heapRun = spawnSync(
    process.execPath,
    ['--expose-gc', path.join(REPO, 'scripts/bench-serve-heap.mjs'), site, String(TOTAL_EDITS)],
    { cwd: REPO, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } },
  );
  if (heapRun.status === 0) {
    const marks = JSON.parse(heapRun.stdout.trim().split('\n').at(-1));
    const [, first] = marks[0];
    const [, last] = marks.at(-1);
    log();
    log(
      `3b. live heap after GC (in process, same edits): ${marks.map(([i, mbs]) => `${i}: ${mbs.toFixed(0)} MB`).join(' · ')}  (${last >= first ? '+' : ''}${(((last - first) / first) * 100).toFixed(1)} %)`,
    );
  } else log(`   live heap run failed: ${heapRun.stderr.slice(-500)}`);

  fs.rmSync(site, { recursive: true, force: true });
  if (code !== 0 || result.errors > 0 || !alive) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
