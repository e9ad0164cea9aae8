import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { DocgenError } from '../diagnostics/index.js';
import type { PageResult, WorkerInit, WorkerRequest, WorkerResponse } from './worker-protocol.js';

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
 * Renders routes on `count` threads — the main thread (`local`) and `count - 1` workers — from one
 * shared queue of batches, each batch's results handed to `done` as they arrive. The main thread would otherwise wait
 * idle, and each worker first pays about a second to start (modules, the site's structure,
 * the highlighter): on 2 cores, one worker and the main thread beat two workers.
 * A batch goes to one worker: the same doc in each locale usually repeats its code blocks,
 * which that worker then highlights once (its in-memory highlight cache).
 * Every page is independent; the workers share nothing but the read-only site folder.
 */
export async function renderOnWorkers(
  batches: string[][],
  count: number,
  init: WorkerInit,
  local: (paths: string[]) => Promise<PageResult[]>,
  done: (batch: number, pages: PageResult[]) => void,
): Promise<void> {
  const file = workerFile();
  if (!file) throw new Error('markdown worker is not built');
  const workers = Array.from({ length: Math.max(1, Math.min(count, batches.length) - 1) }, () => new Worker(file, { workerData: init }));

  let next = 0;
  const here = async () => {
    while (next < batches.length) {
      const id = next++;
      done(id, await local(batches[id]!));
      // Let the workers' messages in: rendering here never yields to the event loop by itself.
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  try {
    await Promise.all([
      here(),
      ...workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            // Two batches in flight: a worker never waits for the main thread, busy with its own batch, to send the next.
            let inFlight = 0;
            const send = () => {
              while (inFlight < 2 && next < batches.length) {
                const request: WorkerRequest = { id: next, paths: batches[next]! };
                next++;
                inFlight++;
                worker.postMessage(request);
              }
              if (inFlight === 0) resolve();
            };
            worker.on('message', (response: WorkerResponse) => {
              if (response.error !== undefined) {
                reject(response.diagnostics?.length ? new DocgenError(response.diagnostics) : new Error(response.error));
                return;
              }
              done(response.id, response.pages);
              inFlight--;
              send();
            });
            worker.on('error', reject);
            worker.on('exit', (code) => {
              if (code !== 0) reject(new Error(`markdown worker exited with code ${code}`));
            });
            send();
          }),
      ),
    ]);
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}
