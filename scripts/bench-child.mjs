// One build in a fresh process, reported as JSON on stdout (the bench's unit of measure).
import { performance } from 'node:perf_hooks';

process.env.NODE_ENV ??= 'production';
const [siteDir, outDir, cacheFlag] = process.argv.slice(2);
const start = performance.now();
const cpuStart = process.cpuUsage();
// What `docgen build` runs: V8 tuned as the command tunes it, the output checked first, the
// pipeline loaded only if needed.
const { tuneJitForBuild } = await import('../packages/cli/dist/jit.js');
tuneJitForBuild();
const { buildIfChanged } = await import('../packages/core/dist/build-entry.js');
const result = await buildIfChanged({ siteDir, outDir, cache: cacheFlag !== 'no-cache' });
const wallMs = performance.now() - start;
// User + system time of the whole process, worker threads included.
const cpu = process.cpuUsage(cpuStart);
const summary = 'upToDate' in result ? result.summary : undefined;
process.stdout.write(
  JSON.stringify({
    wallMs,
    cpuMs: (cpu.user + cpu.system) / 1000,
    pages: Object.values((summary ?? result).pagesPerLocale).reduce((a, b) => a + b, 0),
    upToDate: Boolean(summary),
    stages: Object.fromEntries(result.timings.map((t) => [t.stage, t.ms])),
    maxRssKb: process.resourceUsage().maxRSS,
    outputBytes: (summary ?? result).output.bytes,
    cache: summary ? { hits: 0, misses: 0 } : result.cache,
    workers: summary ? undefined : result.workers,
  }),
);
