// One dev session in a fresh process (scripts/bench-caches.mjs's unit for the dev server):
// starts a `DevSite` on a site, then saves one doc `edits` times and reports, per edit, the
// time from the save to the page served with it (wall and CPU of the process) and the time of
// the deferred write hooks that follow (search index, generated files), as JSON on stdout.
//
//   node scripts/bench-caches-dev.mjs <siteDir> <outDir> <doc relative to the site> <route> <edits>
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const [siteDir, outDir, doc, route, edits] = process.argv.slice(2);
const { DevSite } = await import('../packages/dev/dist/index.js');
let hooksDone;
const site = new DevSite({
  siteDir,
  outDir,
  writeHooksDelayMs: 0,
  onWriteHooks: (r) => hooksDone?.(r.ms),
});
const started = performance.now();
await site.start();
const startMs = performance.now() - started;
const file = path.join(siteDir, doc);
const original = fs.readFileSync(file, 'utf8');
const page = path.join(site.root, route.replace(/^\//, ''), 'index.html');
const runs = [];
try {
  for (let i = 0; i < Number(edits); i++) {
    const marker = `bench-edit-${process.pid}-${i}`;
    const hooks = new Promise((resolve) => (hooksDone = resolve));
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    fs.writeFileSync(file, `${original}\n\n${marker}\n`);
    await site.update([file]);
    if (!fs.readFileSync(page, 'utf8').includes(marker)) throw new Error(`${route} does not show edit ${i}`);
    const wallMs = performance.now() - t0;
    const cpu = process.cpuUsage(cpu0);
    const hooksMs = await hooks;
    runs.push({ wallMs, cpuMs: (cpu.user + cpu.system) / 1000, hooksMs });
  }
} finally {
  fs.writeFileSync(file, original);
  await site.close();
}
process.stdout.write(JSON.stringify({ startMs, runs }));
