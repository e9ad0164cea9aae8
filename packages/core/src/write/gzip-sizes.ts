import fs from 'node:fs';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { GZIP_LEVEL, gzipSize } from '../bundle/esbuild-files.js';

/**
 * Below this many bytes to compress, a thread's start (about 30 ms) costs more than the gzip it
 * takes off the main thread (zlib reads about 200 MB a second at level 6).
 */
export const OFF_THREAD_BYTES = 4 * 1024 * 1024;

/**
 * At most this many bytes are read at once for the thread (they are moved to it, not copied):
 * the rest are compressed here, before the hooks, as all were (1,500 bench pages are 158 MB).
 */
export const THREAD_BYTES_MAX = 64 * 1024 * 1024;

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
export function gzipSizes(
  files: readonly string[],
  bytes: number,
  threadMax = THREAD_BYTES_MAX,
): () => Promise<number[]> {
  const here = (list: readonly string[]) => list.map((file) => gzipSize(fs.readFileSync(file)));
  if (files.length === 0 || bytes < OFF_THREAD_BYTES || availableParallelism() < 2) {
    const sizes = here(files);
    return async () => sizes;
  }
  // Read here: the write hooks that run meanwhile may write files of the output.
  const data: Buffer[] = [];
  let read = 0;
  while (data.length < files.length && read < threadMax) {
    const bytes = fs.readFileSync(files[data.length]!);
    data.push(bytes);
    read += bytes.length;
  }
  const sent = files.slice(0, data.length);
  const rest = here(files.slice(data.length));
  const sizes = new Promise<number[]>((resolve) => {
    let settled = false;
    const settle = (value: () => number[]) => {
      if (settled) return;
      settled = true;
      resolve([...value(), ...rest]);
    };
    try {
      // A file's bytes move to the thread when they have their memory to themselves (not Node's pool).
      const own = data.filter((b) => b.byteOffset === 0 && b.buffer.byteLength === b.length).map((b) => b.buffer);
      const worker = new Worker(THREAD, {
        eval: true,
        workerData: { bytes: data, level: GZIP_LEVEL },
        transferList: own as ArrayBuffer[],
      });
      worker.once('message', (value: number[]) => settle(() => value));
      // Moved bytes are gone from here: the files are read again.
      worker.once('error', () => settle(() => here(sent)));
      worker.once('exit', () => settle(() => here(sent)));
    } catch {
      settle(() => here(sent));
    }
  });
  return () => sizes;
}
