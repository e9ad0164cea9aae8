// One build in a fresh process, reported as JSON on stdout (the bench's unit of measure).
import { performance } from 'node:perf_hooks';

process.env.NODE_ENV ??= 'production';
const [siteDir, outDir, cacheFlag] = process.argv.slice(2);
const start = performance.now();
const { build } = await import('../packages/core/dist/index.js');
const result = await build({ siteDir, outDir, cache: cacheFlag !== 'no-cache' });
const wallMs = performance.now() - start;
process.stdout.write(
  JSON.stringify({
    wallMs,
    pages: Object.values(result.pagesPerLocale).reduce((a, b) => a + b, 0),
    stages: Object.fromEntries(result.timings.map((t) => [t.stage, t.ms])),
    maxRssKb: process.resourceUsage().maxRSS,
    outputBytes: result.output.bytes,
    cache: result.cache,
  }),
);
