#!/usr/bin/env node
// Part of scripts/bench-serve.mjs: the dev build's live heap over consecutive edits, measured
// in process after a forced GC (RSS alone says more about when V8 collects than about leaks).
// Run by bench-serve.mjs as: node --expose-gc scripts/bench-serve-heap.mjs <site copy> <edits>
import fs from 'node:fs';
import path from 'node:path';

process.env.NODE_ENV ??= 'production';
const [site, editsArg] = process.argv.slice(2);
const EDITS = Number(editsArg ?? 300);
const { DevSite } = await import('@docgen/dev');
const dev = new DevSite({ siteDir: site, outDir: path.join(site, '.docgen', 'heap-bench'), writeHooksDelayMs: 0 });
await dev.start();
const file = path.join(site, 'docs/getting-started.md');
const original = fs.readFileSync(file, 'utf8');
const heapMb = () => {
  globalThis.gc();
  globalThis.gc();
  return process.memoryUsage().heapUsed / 1048576;
};
const marks = [];
for (let i = 1; i <= EDITS; i++) {
  fs.writeFileSync(file, `${original}\n\nHEAP-EDIT-${i}\n`);
  await dev.update([file]);
  await dev.settled(); // the search index is rebuilt too, as after every pause in real use
  if (i === 1 || i % 50 === 0 || i === EDITS) marks.push([i, heapMb()]);
}
fs.writeFileSync(file, original);
await dev.close();
process.stdout.write(JSON.stringify(marks));
