import fs from 'node:fs';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { GZIP_LEVEL, gzipSize } from '../bundle/esbuild-files.js';

/**
 * Below this many bytes to compress, a thread's start (about 30 ms) costs more than the gzip it
 * takes off the main thread (zlib reads about 200 MB a second at level 6).
 */
export const OFF_THREAD_BYTES = 4 * 1024 * 1024;

// The thread's whole code: Node's own modules only, so it starts without docgen's.
const THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const { gzipSync } = require('node:zlib');
parentPort.postMessage(workerData.bytes.map((data) => gzipSync(data, { level: workerData.level }).length));
`;

/**
 * The gzip sizes of files, at the level the budgets are stated in. Many bytes are compressed on a
 * thread of their own while the main thread goes on (the write hooks: the search index), which is
 * the critical path of a build; the core the thread takes is idle then (the highlight thread has
 * ended with the markdown stage). Should the thread fail, the files are compressed here.
 */
export function gzipSizes(files: readonly string[], bytes: number): () => Promise<number[]> {
  if (files.length === 0 || bytes < OFF_THREAD_BYTES || availableParallelism() < 2) {
    const sizes = files.map((file) => gzipSize(fs.readFileSync(file)));
    return async () => sizes;
  }
  // Read here: the write hooks that run meanwhile may write files of the output.
  const data = files.map((file) => fs.readFileSync(file));
  const here = () => data.map((bytes) => gzipSize(bytes));
  const sizes = new Promise<number[]>((resolve) => {
    let settled = false;
    const settle = (value: () => number[]) => {
      if (settled) return;
      settled = true;
      resolve(value());
    };
    try {
      const worker = new Worker(THREAD, { eval: true, workerData: { bytes: data, level: GZIP_LEVEL } });
      worker.once('message', (value: number[]) => settle(() => value));
      worker.once('error', () => settle(here));
      worker.once('exit', () => settle(here));
    } catch {
      settle(here);
    }
  });
  return () => sizes;
}
