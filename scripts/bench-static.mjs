#!/usr/bin/env node
// docgen's static server (@docgen/server) against sirv (the one behind `vite preview`) on a
// built site: throughput and latency with autocannon, server CPU time per request and peak RSS,
// alternated in the same run. Usage: node scripts/bench-static.mjs [root] [rounds] [seconds] [kinds]
// (kinds: comma-separated, default `ours,sirv`; a path to another build's dist/index.js compares versions).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(process.argv[2] ?? path.join(here, '..', 'content', 'build'));
const rounds = Number(process.argv[3] ?? 3);
const seconds = Number(process.argv[4] ?? 8);
const kinds = (process.argv[5] ?? 'ours,sirv').split(',');
if (!fs.existsSync(path.join(root, 'index.html')))
  throw new Error(`${root} holds no build: run \`node bin/docgen build content\``);
const asset = (dir, re) => `/assets/${dir}/${fs.readdirSync(path.join(root, 'assets', dir)).find((f) => re.test(f))}`;
// What a reader's first visit asks for: pages (two forms of URL), the stylesheet and scripts, a 404.
const PATHS = [
  '/',
  '/docs/getting-started',
  '/en/docs/api/orders/create/',
  '/id/docs/sandbox',
  asset('css', /\.css$/),
  asset('js', /^main-.*\.js$/),
  '/img/logo.svg',
  '/en/no-such-page',
];

function startChild(kind) {
  const child = spawn(process.execPath, [path.join(here, 'bench-static-child.mjs'), kind, root], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = [];
  let buf = '';
  const waiters = [];
  child.stdout.on('data', (c) => {
    buf += c;
    let at;
    while ((at = buf.indexOf('\n')) !== -1) {
      lines.push(JSON.parse(buf.slice(0, at)));
      buf = buf.slice(at + 1);
      waiters.shift()?.(lines.shift());
    }
  });
  const next = () => (lines.length ? Promise.resolve(lines.shift()) : new Promise((r) => waiters.push(r)));
  return { child, next };
}

async function measure(kind) {
  const { child, next } = startChild(kind);
  const { port } = await next();
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: 10,
    duration: seconds,
    requests: PATHS.map((p) => ({ method: 'GET', path: p })),
  });
  child.stdin.write('report\n');
  const usage = await next();
  return {
    kind,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    mbPerSec: result.throughput.average / 1048576,
    non2xx: result.non2xx,
    errors: result.errors,
    cpuMsPer1k: (usage.cpuMs / result.requests.total) * 1000,
    maxRssMb: usage.maxRssMb,
  };
}

const rows = [];
for (let i = 0; i < rounds; i++)
  for (const kind of i % 2 ? [...kinds].reverse() : kinds) rows.push(await measure(kind));
const fmt = (n, d = 0) => n.toFixed(d).padStart(8);
console.log(`root ${root}; ${rounds} rounds × ${seconds} s per server, 10 connections, ${PATHS.length} URLs in turn`);
console.log('server     req/s   p50 ms   p99 ms     MB/s    non2xx  CPU ms/1k req  peak RSS MB');
for (const r of rows)
  console.log(
    `${r.kind.slice(-24).padEnd(6)} ${fmt(r.reqPerSec)} ${fmt(r.p50, 1)} ${fmt(r.p99, 1)} ${fmt(r.mbPerSec, 1)} ${fmt(r.non2xx)} ${fmt(r.cpuMsPer1k, 1).padStart(14)} ${fmt(r.maxRssMb, 1).padStart(12)}`,
  );
for (const kind of kinds) {
  const mine = rows.filter((r) => r.kind === kind);
  const median = (k) => mine.map((r) => r[k]).sort((a, b) => a - b)[Math.floor(mine.length / 2)];
  console.log(
    `median ${kind}: ${median('reqPerSec').toFixed(0)} req/s, p99 ${median('p99')} ms, ${median('cpuMsPer1k').toFixed(1)} ms CPU per 1000 requests, peak RSS ${median('maxRssMb').toFixed(1)} MB`,
  );
}
