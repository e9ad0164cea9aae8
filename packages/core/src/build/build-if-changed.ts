import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadRawConfig } from '../config/raw.js';
import type { StageTiming } from '../util/timing.js';
import type { BuildOptions, BuildResult } from './types.js';
import { readStamp, stampFile, stampHolds, takeSnapshot, type BuildSummary } from './up-to-date.js';

/** A build that found its output up to date: nothing was read but the inputs' stats, nothing written. */
export interface UpToDate {
  upToDate: true;
  outDir: string;
  /** The summary of the build that made the output. */
  summary: BuildSummary;
  timings: StageTiming[];
}

/**
 * `docgen build`: the pipeline, unless the output folder is exactly what the last build left
 * and nothing that build read has changed since (site files, config, theme, plugins' cache
 * keys, docgen and its dependencies, options); then it stops after loading the config. Only the
 * config's module and this check are loaded first: the stages' modules (unified, React, shiki,
 * esbuild…) load when there is something to build, with the config when that is sure from the
 * start (`surelyBuilds`). `cache: false` and `dryRun` always build.
 */
export async function buildIfChanged(given: BuildOptions): Promise<BuildResult | UpToDate> {
  const siteDir = path.resolve(given.siteDir);
  given.onStage?.('config', 'start');
  const started = performance.now();
  const pipeline = surelyBuilds(siteDir, given) ? loadPipeline() : undefined;
  const raw = await loadRawConfig(siteDir, given.configFile, given.resolveFrom);
  const partial = given.locales ? await (await import('./partial.js')).partialBuild(given, raw) : undefined;
  const options = partial ? { ...given, outDir: partial.outDir } : given;
  if (options.cache === false || options.dryRun)
    return (await (pipeline ?? loadPipeline())).build({ ...options, onStage: skipFirstStart(options.onStage) });
  const outDir = path.resolve(options.outDir ?? path.join(siteDir, 'build'));
  const snapshot = takeSnapshot(siteDir, raw, { ...options, outDir });
  const stamp = readStamp(stampFile(siteDir, outDir));
  const ms = performance.now() - started;
  if (stamp && stampHolds(stamp, snapshot, outDir)) {
    options.onStage?.('config', 'end', ms);
    return { upToDate: true, outDir, summary: stamp.summary, timings: [{ stage: 'config', ms }] };
  }
  const { build } = await (pipeline ?? loadPipeline());
  return build({ ...options, onStage: skipFirstStart(options.onStage) }, { raw, snapshot, ms });
}

/**
 * Whether the build cannot stop at the up-to-date check: no stamp of an earlier build into the
 * output folder (a first build, a CI run), or the cache off. The pipeline's modules (0.15-0.2 s
 * to load) then load while the config is read: esbuild compiles it in a process of its own.
 */
export function surelyBuilds(siteDir: string, options: BuildOptions): boolean {
  if (options.locales) return false;
  if (options.cache === false || options.dryRun) return true;
  return !fs.existsSync(stampFile(siteDir, path.resolve(options.outDir ?? path.join(siteDir, 'build'))));
}

/** The pipeline's modules; a failure shows where the build awaits them, not as an unhandled rejection. */
function loadPipeline(): Promise<typeof import('./run-build.js')> {
  const modules = import('./run-build.js');
  modules.catch(() => {});
  return modules;
}

/** The config stage was announced already. */
function skipFirstStart(onStage: BuildOptions['onStage']): BuildOptions['onStage'] {
  if (!onStage) return undefined;
  let first = true;
  return (stage, state, ms) => {
    if (first && stage === 'config' && state === 'start') {
      first = false;
      return;
    }
    onStage(stage, state, ms);
  };
}
