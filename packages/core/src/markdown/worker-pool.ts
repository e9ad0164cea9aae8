import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { DocgenError } from '../diagnostics/index.js';
import type { WorkerInit, WorkerRequest, WorkerResponse } from './worker-protocol.js';

/** Below this many pages to render, starting workers costs more than it saves. */
export const MIN_PAGES_FOR_WORKERS = 24;

export function workerCount(pages: number): number {
  const cores = typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
  if (pages < MIN_PAGES_FOR_WORKERS || cores < 2) return 0;
  return Math.min(cores, 4, Math.ceil(pages / MIN_PAGES_FOR_WORKERS));
}

/** The compiled worker (absent when the core runs from its TypeScript sources, e.g. in unit tests). */
export function workerFile(): string | undefined {
  const file = fileURLToPath(new URL('./worker.js', import.meta.url));
  return fs.existsSync(file) ? file : undefined;
}

/**
 * Renders routes on worker threads, a queue per worker, results in the order asked.
 * Every page is independent; the workers share nothing but the read-only site folder.
 */
export async function renderOnWorkers(paths: string[], count: number, init: WorkerInit): Promise<Extract<WorkerResponse, { result: unknown }>[]> {
  const file = workerFile();
  if (!file) throw new Error('markdown worker is not built');
  const workers = Array.from({ length: count }, () => new Worker(file, { workerData: init }));
  const results: Extract<WorkerResponse, { result: unknown }>[] = new Array(paths.length);
  let next = 0;
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            const send = () => {
              if (next >= paths.length) return resolve();
              const request: WorkerRequest = { id: next, path: paths[next]! };
              next++;
              worker.postMessage(request);
            };
            worker.on('message', (response: WorkerResponse) => {
              if (response.error !== undefined) {
                reject(response.diagnostics?.length ? new DocgenError(response.diagnostics) : new Error(response.error));
                return;
              }
              results[response.id] = response;
              send();
            });
            worker.on('error', reject);
            worker.on('exit', (code) => {
              if (code !== 0) reject(new Error(`markdown worker exited with code ${code}`));
            });
            send();
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return results;
}
