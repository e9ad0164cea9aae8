import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { WorkerPool, workerHeapMb } from '../pool/pool.js';
import { codeRoot } from '../util/package-root.js';
import type { PluginStores } from '../cache/plugin-store.js';
import type { SiteState } from '../site/load.js';
import type { BuildJobs, WorkerInit } from './jobs.js';
import type { BuildOptions } from './types.js';

/** A run's worker threads (a production build's, when the worker is built), started on first need. */
export function buildPool(
  options: BuildOptions,
  site: SiteState,
  routes: number,
  cache: boolean,
  stores?: PluginStores,
): WorkerPool<BuildJobs> | undefined {
  if (options.workers === false || options.watch) return undefined;
  const file = path.join(codeRoot(fileURLToPath(import.meta.url)), 'build', 'worker.js');
  // The core run from its TypeScript sources (unit tests) has no compiled worker.
  if (!fs.existsSync(file)) return undefined;
  const { ctx } = site;
  const init: WorkerInit = {
    siteDir: ctx.siteDir,
    ...(ctx.configFile ? { configFile: ctx.configFile } : {}),
    options: {
      strict: ctx.strict,
      mode: ctx.mode,
      ...(ctx.onlyLocales ? { locales: ctx.onlyLocales } : {}),
      ...(ctx.resolveFrom ? { resolveFrom: ctx.resolveFrom } : {}),
    },
    cache,
  };
  const handed = stores?.handover();
  if (handed) init.stores = handed;
  const pool = new WorkerPool<BuildJobs>(file, init, workerHeapMb(routes));
  pool.keepSent = options.workers === true;
  return pool;
}
