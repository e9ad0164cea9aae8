import { fileURLToPath } from 'node:url';
import { MessageChannel, type MessagePort, receiveMessageOnPort, Worker } from 'node:worker_threads';

/**
 * The probe thread: requires a package from the site's folder and answers the names on its
 * `module.exports`. Its own thread, so what loading a package does (an ES module below it that
 * Node 20.19 loads through `require(esm)` and whose failure it reports as uncaught, its state)
 * stays there; and the site's own React, so that the site's react-dom meets the React it was
 * installed with (docgen's is shared on the main thread only: `shareDocgenReact`), docgen's when
 * the site has none.
 */
const THREAD = `
const { workerData } = require('node:worker_threads');
const { createRequire } = require('node:module');
const path = require('node:path');
const { port, flag, docgenPackage } = workerData;
// A site without React of its own (its packages' peer) gets docgen's, as its build does.
const Module = require('node:module');
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  try {
    return resolveFilename.call(this, request, ...rest);
  } catch (error) {
    if (!/^(react|react-dom)(\\/|$)/.test(request)) throw error;
    return createRequire(docgenPackage).resolve(request);
  }
};
let pending;
const answer = (names) => {
  if (pending === undefined) return;
  port.postMessage({ id: pending, names });
  pending = undefined;
  Atomics.store(flag, 0, 1);
  Atomics.notify(flag, 0);
};
// An error a package throws outside its require (a rejected ES module evaluation): its names are unknown.
process.on('uncaughtException', () => answer(null));
process.on('unhandledRejection', () => answer(null));
port.on('message', ({ id, siteDir, specifier }) => {
  pending = id;
  try {
    const value = createRequire(path.join(siteDir, 'package.json'))(specifier);
    const names = (typeof value === 'object' || typeof value === 'function') && value !== null
      && Object.prototype.toString.call(value) !== '[object Module]' ? Object.keys(value) : [];
    answer(names);
  } catch {
    answer(null);
  }
});
`;

/** How long a package may take to load before its names count as unknown. */
const TIMEOUT_MS = 20_000;

let probe: { worker: Worker; port: MessagePort; flag: Int32Array } | undefined;

function started(): NonNullable<typeof probe> {
  if (probe) return probe;
  const { port1, port2 } = new MessageChannel();
  const flag = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(THREAD, {
    eval: true,
    workerData: { port: port2, flag, docgenPackage: fileURLToPath(import.meta.url) },
    transferList: [port2],
  });
  // It lives while packages are probed and never keeps the build's process alive; a thread that
  // dies (terminated after a timeout) is replaced at the next package.
  worker.unref();
  worker.on('error', () => {
    if (probe?.worker === worker) probe = undefined;
  });
  port1.unref();
  probe = { worker, port: port1, flag };
  return probe;
}

/**
 * The own enumerable names of a package's `module.exports`, loaded on the probe thread and
 * waited for (the callers are synchronous: esbuild's onLoad, a module's code). Undefined when it
 * throws or takes too long: the probe thread is then let go, and the next package gets a new one.
 */
export function probeExportNames(siteDir: string, specifier: string): string[] | undefined {
  const { worker, port, flag } = started();
  const id = ++lastId;
  Atomics.store(flag, 0, 0);
  port.postMessage({ id, siteDir, specifier });
  const until = Date.now() + TIMEOUT_MS;
  for (;;) {
    if (Atomics.wait(flag, 0, 0, Math.max(0, until - Date.now())) === 'timed-out') {
      probe = undefined;
      void worker.terminate();
      return undefined;
    }
    Atomics.store(flag, 0, 0);
    // An answer to an earlier package, late (its error came after its names), is let go.
    for (let m = receiveMessageOnPort(port); m; m = receiveMessageOnPort(port)) {
      const answer = m.message as { id: number; names: string[] | null };
      if (answer.id === id) return answer.names ?? undefined;
    }
  }
}

let lastId = 0;
