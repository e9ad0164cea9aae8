import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// The compiled pool: its workers are real threads.
import { WorkerPool } from '../dist/pool/pool.js';

const GATED = fileURLToPath(new URL('./support/gated-worker.mjs', import.meta.url));

type Jobs = { markdown: { job: number; result: string } };

/** A pool whose one worker takes nothing until `open()`; the run's batches and who did each. */
function gatedPool(count: number) {
  const gate = new Int32Array(new SharedArrayBuffer(4));
  const pool = new WorkerPool<Jobs>(GATED, { gate: gate.buffer });
  const open = () => {
    Atomics.store(gate, 0, 1);
    Atomics.notify(gate, 0);
  };
  const doneBy = new Map<number, string>();
  const jobs = Array.from({ length: count }, (_, i) => i);
  return { pool, open, doneBy, jobs };
}

describe('the pool hands out batches whatever the threads’ start', () => {
  it('a worker still loading when the main thread runs out keeps none of its batches: the main thread takes them back', async () => {
    const { pool, open, doneBy, jobs } = gatedPool(6);
    // Opened only if the main thread waits for the worker (a run that never ends otherwise).
    const fallback = setTimeout(open, 10_000);
    try {
      await pool.run(
        'markdown',
        jobs,
        2,
        jobs.length,
        async (job) => `here ${job}`,
        (batch, result) => {
          expect(doneBy.has(batch)).toBe(false);
          doneBy.set(batch, result);
          if (doneBy.size === jobs.length) open();
        },
      );
      expect([...doneBy.keys()].sort()).toEqual([0, 1, 2, 3, 4, 5]);
      expect([...doneBy.values()].every((by) => by.startsWith('here'))).toBe(true);
      expect(pool.stats.jobs.markdown ?? 0).toBe(0);
    } finally {
      clearTimeout(fallback);
      await pool.close();
    }
  }, 30_000);

  it('with workers forced (keepSent), a worker still loading keeps the batches it was sent', async () => {
    const { pool, open, doneBy, jobs } = gatedPool(6);
    pool.keepSent = true;
    // The main thread, done with its own, waits for the worker: opened once it has.
    let hereDone = 0;
    try {
      await pool.run(
        'markdown',
        jobs,
        2,
        jobs.length,
        async (job) => {
          if (++hereDone === 1) setTimeout(open, 200);
          return `here ${job}`;
        },
        (batch, result) => {
          expect(doneBy.has(batch)).toBe(false);
          doneBy.set(batch, result);
        },
      );
      expect(doneBy.size).toBe(jobs.length);
      expect(pool.stats.jobs.markdown).toBeGreaterThan(0);
      expect([...doneBy.values()].filter((by) => by.startsWith('worker')).length).toBe(pool.stats.jobs.markdown);
    } finally {
      await pool.close();
    }
  }, 30_000);

  it('a worker that has loaded does the batches it claims, each batch done once', async () => {
    const { pool, open, doneBy, jobs } = gatedPool(40);
    open();
    let workerAnswered!: () => void;
    const answered = new Promise<void>((resolve) => (workerAnswered = resolve));
    try {
      await pool.run(
        'markdown',
        jobs,
        2,
        jobs.length,
        async (job) => {
          // The main thread goes on once the worker has answered: however slowly it starts.
          await answered;
          return `here ${job}`;
        },
        (batch, result) => {
          expect(doneBy.has(batch)).toBe(false);
          doneBy.set(batch, result);
          if (result.startsWith('worker')) workerAnswered();
        },
      );
      expect(doneBy.size).toBe(jobs.length);
      const byWorker = [...doneBy.values()].filter((by) => by.startsWith('worker')).length;
      expect(byWorker).toBe(pool.stats.jobs.markdown);
      expect(byWorker).toBeGreaterThan(0);
      // The next run (a later stage's): the worker has loaded, it keeps the two batches it is sent first.
      const again = new Map<number, string>();
      await pool.run(
        'markdown',
        jobs.slice(0, 4),
        2,
        4,
        async (job) => `here ${job}`,
        (b, r) => again.set(b, r),
      );
      expect(again.size).toBe(4);
      expect([...again.values()].filter((by) => by.startsWith('worker')).length).toBeGreaterThanOrEqual(2);
    } finally {
      await pool.close();
    }
  }, 30_000);
});
