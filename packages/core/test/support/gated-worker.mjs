// A pool worker that loads slowly: it takes no job before the test opens its gate (`workerData.gate`).
import { parentPort, workerData } from 'node:worker_threads';
import { claimBatch } from '../../dist/pool/pool.js';

const gate = new Int32Array(workerData.gate);
parentPort.on('message', (request) => {
  Atomics.wait(gate, 0, 0);
  if (!claimBatch(request)) parentPort.postMessage({ id: request.id, skipped: true });
  else parentPort.postMessage({ id: request.id, result: `worker ${request.job}` });
});
