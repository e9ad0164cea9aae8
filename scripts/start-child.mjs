// One build in a fresh process, printed as JSON: the time of each stage's start and end since the
// process started (performance.now() counts from its time origin), which shows what a cold build
// pays before its first page. Another checkout's build is measured with its root as 4th argument.
//
//   node scripts/start-child.mjs <siteDir> <outDir> [cache|no-cache] [checkoutRoot]
import { performance } from 'node:perf_hooks';

process.env.NODE_ENV ??= 'production';
const [siteDir, outDir, cacheFlag, root] = process.argv.slice(2);
const ROOT = root ?? new URL('..', import.meta.url).pathname;
const marks = [['script', performance.now()]];
const mark = (name) => marks.push([name, performance.now()]);
const { tuneJitForBuild } = await import(`${ROOT}/packages/cli/dist/jit.js`);
tuneJitForBuild();
const { buildIfChanged } = await import(`${ROOT}/packages/core/dist/build-entry.js`);
mark('entry loaded');
const result = await buildIfChanged({
  siteDir,
  outDir,
  cache: cacheFlag !== 'no-cache',
  onStage: (stage, state) => mark(`${stage} ${state}`),
});
mark('done');
const cpu = process.cpuUsage();
process.stdout.write(
  `${JSON.stringify({ marks: marks.map(([n, t]) => [n, Math.round(t)]), cpuMs: Math.round((cpu.user + cpu.system) / 1000), pages: Object.values(result.pagesPerLocale ?? {}).reduce((a, b) => a + b, 0) })}\n`,
);
