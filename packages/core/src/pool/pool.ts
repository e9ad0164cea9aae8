import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { type Diagnostic, DocgenError } from '@docgen/diagnostics';
import { type Claimable, claimBatch, claimSlots } from './claim.js';

export { claimBatch } from './claim.js';

/**
 * Markdown pages from which workers start. A worker first loads the modules and the site
 * (config, plugins, discover, routes) and warms the highlighter up: about 1.8 s of CPU on our
 * 2 cores for the bench corpus, 7 s for the Lintas site (its OpenAPI plugin loads its document
 * again in the worker), where the main thread makes a corpus page in 20-30 ms. It shortens the
 * stage by about half of what is left once it is up, and costs its start in CPU and 100 MB of
 * memory. Measured at load 30-40 on 2 cores (each alternated, 2-3 runs): the 150-page corpus
 * with a worker 6.7-7.0 s of CPU, 22-28 s of wall, 305 MB; alone 5.0-5.2 s, 15-22 s, 192 MB;
 * the Lintas site (159 pages) with a worker 25-27 s of CPU, 105-117 s of wall; alone 19 s, 81-85
 * s; the 1,500-page corpus with workers 34 s of CPU, 182 s of wall; alone 40 s, 374 s (one heap
 * collecting for all, and one thread's share of a busy machine). Fewer pages that are slow to
 * make hand the rest over by their pace (`markdown/hand-over.ts`).
 */
export const MIN_PAGES_FOR_WORKERS = 300;

/**
 * Threads (the main thread included) worth using for `pages` pages of work (0: the main thread
 * alone). `force` (tests, measurements) starts them from two pages.
 */
export function workerCount(pages: number, minPages = MIN_PAGES_FOR_WORKERS, force = false): number {
  const cores = typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
  if (cores < 2 || pages < (force ? 2 : minPages)) return 0;
  return Math.min(cores, 4, Math.max(2, Math.ceil(pages / Math.min(minPages, MIN_PAGES_FOR_WORKERS))));
}

/** Pages in a run from which the main thread leaves the work to the workers (see `WorkerPool.run`). */
export const MAIN_THREAD_IDLE_FROM = 4000;

/** See `WorkerPool`'s `heapMb`. */
export const WORKER_HEAP_MB = 320;

/** The heap cap of a site's workers: only large sites' (see `WorkerPool`'s `heapMb`). */
export function workerHeapMb(routes: number): number | undefined {
  return routes >= MAIN_THREAD_IDLE_FROM ? WORKER_HEAP_MB : undefined;
}

function outOfMemory(error: Error): boolean {
  return (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY';
}

interface PoolWorker {
  worker: Worker;
  /** Set once the thread has answered a job: it has loaded the site, and starts what it is sent at once. */
  loaded?: boolean;
  /** Set when the thread has ended (it is replaced at the next run). */
  ended?: { code: number; error?: Error };
}

/** Each kind of job a pool's workers take: what it sends and what it gets back. */
export type JobKinds = Record<string, { job: unknown; result: unknown }>;

/** A message to a worker: a job of a kind, to claim before starting it (`claimBatch`). */
export interface WorkerRequest extends Claimable {
  id: number;
  kind: string;
  job: unknown;
}

/** A worker's answer: the job's result, why it failed, or that another thread had claimed it. */
export type WorkerResponse =
  | { id: number; result: unknown; error?: undefined; skipped?: undefined }
  | { id: number; error: string; diagnostics?: Diagnostic[] | undefined; skipped?: undefined }
  | { id: number; skipped: true; error?: undefined };

/**
 * The build's worker threads, shared by its stages: a worker started for the markdown stage
 * renders pages in the render stage, its site structure, highlighter and theme already loaded.
 * Workers start on first need and end with `close()` (the build calls it, success or not).
 *
 * A run takes batches from one queue on `threads` threads: the main thread (`local`) and
 * `threads - 1` workers. The main thread would otherwise wait idle, and each worker first pays
 * about a second to start (modules, the site's structure): on 2 cores, one worker and the main
 * thread beat two workers. Large runs are the exception (`MAIN_THREAD_IDLE_FROM`): there,
 * `threads` workers, whose heaps are capped, do all the work. Every batch is independent:
 * workers share nothing but the read-only site folder, the cache's blobs (written by rename;
 * its entries are the main thread's to write) and the staging folder (each file written by one
 * thread).
 */
export class WorkerPool<J extends JobKinds> {
  private readonly workers: PoolWorker[] = [];
  private nextId = 0;
  /** Workers started, and jobs they finished, by kind (the build's summary reports them). */
  readonly stats = { started: 0, jobs: {} as Record<string, number>, outOfMemory: 0 };
  /**
   * Workers keep the batches they are sent, loaded or not: the main thread takes none back. For
   * builds that force workers (`workers: true`: tests and measurements of what workers make), in
   * which a main thread done before a slow worker has loaded would otherwise leave it nothing.
   */
  keepSent = false;

  constructor(
    /** The worker's compiled module: it answers `WorkerRequest`s. */
    private readonly file: string,
    /** The worker's `workerData`. */
    private readonly init: unknown,
    /**
     * Each worker's old-generation heap (MB; default V8's). V8 lets garbage grow toward its limit
     * before it collects: the two threads of a 15,000-page build held 1.5 GB between them, 1.2 GB
     * with the worker capped (`WORKER_HEAP_MB`), at the same speed; at 1,500 pages the cap cost
     * 10–20% more CPU in collections, so builds cap only large sites (`workerHeapMb`). A worker
     * that needs more than its cap dies of it and the main thread does its batches (see `run`).
     */
    private readonly heapMb?: number,
  ) {}

  /** Workers running now. */
  get size(): number {
    return this.workers.filter((w) => !w.ended).length;
  }

  async run<K extends keyof J & string>(
    kind: K,
    batches: J[K]['job'][],
    threads: number,
    /** Pages in all the batches (see `MAIN_THREAD_IDLE_FROM`). */
    pages: number,
    local: (job: J[K]['job']) => Promise<J[K]['result']>,
    done: (batch: number, result: J[K]['result']) => void,
  ): Promise<void> {
    const file = this.file;
    const failed = this.workers.find((w) => w.ended?.error && !outOfMemory(w.ended.error));
    if (failed) throw failed.ended!.error;
    for (let i = this.workers.length - 1; i >= 0; i--) if (this.workers[i]!.ended) this.workers.splice(i, 1);
    // From `MAIN_THREAD_IDLE_FROM` pages the main thread only hands out batches and keeps results:
    // the workers' heaps are capped, the main thread's is not, and V8 lets a busy heap's garbage
    // grow (15,000 pages: peak RSS 1.23 GB with the main thread parsing, 1.02 GB without, same time).
    const mainWorks = pages < MAIN_THREAD_IDLE_FROM;
    // A worker that ran out of its heap is not replaced: another would too.
    const wanted =
      this.stats.outOfMemory > 0 ? 0 : Math.max(1, Math.min(threads, batches.length) - (mainWorks ? 1 : 0));
    while (this.workers.length < wanted) this.workers.push(this.start(file));

    let next = 0;
    // Batches of a worker that ran out of memory, done here instead.
    const returned: number[] = [];
    const claims = claimSlots(batches.length);
    // Sent to a worker and not answered yet (by worker), latest first when the main thread takes one back.
    const sent = new Map<number, PoolWorker>();
    let finished = 0;
    let allFinished!: () => void;
    const everyBatch = new Promise<void>((resolve) => {
      allFinished = resolve;
      if (batches.length === 0) resolve();
    });
    const finish = (index: number, result: J[K]['result']) => {
      done(index, result);
      if (++finished === batches.length) allFinished();
    };
    const takeBack = (): number | undefined => {
      // Only from a worker still loading the site: a loaded one has started its batches or is about to.
      for (const [index, owner] of [...sent].reverse()) {
        if (owner.loaded || !claimBatch({ claims, slot: index })) continue;
        sent.delete(index);
        return index;
      }
      return undefined;
    };
    const take = (): number | undefined =>
      returned.shift() ?? (next < batches.length ? next++ : mainWorks && !this.keepSent ? takeBack() : undefined);
    const here = async (always = false) => {
      if (!mainWorks && !always) return;
      for (let index = take(); index !== undefined; index = take()) {
        finish(index, await local(batches[index]!));
        // Let the workers' messages in: work here never yields to the event loop by itself.
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const there = (entry: PoolWorker) =>
      new Promise<void>((resolve, reject) => {
        const { worker } = entry;
        // Two batches in flight: a worker never waits for the main thread, busy with its own batch, to send the next.
        const inFlight = new Map<number, number>();
        const stop = () => {
          worker.off('message', onMessage);
          worker.off('error', onError);
          worker.off('exit', onExit);
        };
        const send = () => {
          while (inFlight.size < 2 && next < batches.length) {
            const index = next++;
            const id = this.nextId++;
            inFlight.set(id, index);
            sent.set(index, entry);
            worker.postMessage({ id, kind, job: batches[index]!, claims, slot: index } as WorkerRequest);
          }
          if (inFlight.size === 0 || finished === batches.length) {
            stop();
            resolve();
          }
        };
        const onMessage = (response: WorkerResponse) => {
          const index = inFlight.get(response.id);
          if (index === undefined) return;
          if (response.error !== undefined) {
            stop();
            reject(response.diagnostics?.length ? new DocgenError(response.diagnostics) : new Error(response.error));
            return;
          }
          inFlight.delete(response.id);
          entry.loaded = true;
          if (response.skipped) {
            send();
            return;
          }
          sent.delete(index);
          this.stats.jobs[kind] = (this.stats.jobs[kind] ?? 0) + 1;
          finish(index, response.result as J[K]['result']);
          send();
        };
        const onError = (error: Error) => {
          stop();
          if (!outOfMemory(error)) {
            reject(error);
            return;
          }
          // Slower, not failed: the main thread takes the batches it had (counted by `start`'s listener).
          entry.ended ??= { code: 1, error };
          for (const index of inFlight.values()) if (sent.delete(index)) returned.push(index);
          resolve();
        };
        const onExit = (code: number) => {
          stop();
          reject(new Error(`a build worker exited with code ${code}`));
        };
        worker.on('message', onMessage);
        worker.on('error', onError);
        worker.on('exit', onExit);
        // A worker whose batches the main thread took back answers once it has loaded: not waited for.
        void everyBatch.then(() => {
          stop();
          resolve();
        });
        send();
      });
    // The workers' batches sent first: the main thread's own may not yield before it is done.
    const away = this.workers.slice(0, wanted).map(there);
    await Promise.all([here(), ...away]);
    // What no worker did (one ran out of memory, possibly after the main thread was done with its share).
    await here(true);
  }

  async close(): Promise<void> {
    const running = this.workers.splice(0);
    await Promise.all(running.map((w) => (w.ended ? undefined : w.worker.terminate())));
  }

  private start(file: string): PoolWorker {
    const entry: PoolWorker = {
      worker: new Worker(file, {
        workerData: this.init,
        ...(this.heapMb ? { resourceLimits: { maxOldGenerationSizeMb: this.heapMb } } : {}),
      }),
    };
    this.stats.started++;
    // Between runs nobody else listens: an error is kept for the next run to report.
    entry.worker.on('error', (error) => {
      entry.ended = { code: 1, error };
      // Also when no run listens any more (the main thread took its batches back): the next run starts none.
      if (outOfMemory(error)) this.stats.outOfMemory++;
    });
    entry.worker.on('exit', (code) => {
      entry.ended ??= { code };
    });
    return entry;
  }
}
