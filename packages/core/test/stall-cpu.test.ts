import { performance } from 'node:perf_hooks';
import { expect, it } from 'vitest';
import { cpuShare, untilSettledOrStalled } from '../src/markdown/page-turns.js';

/** Keeps the event loop "active" half the time without using the CPU, as a loaded machine's scheduler does. */
function keptWaiting(): () => void {
  const cell = new Int32Array(new SharedArrayBuffer(4));
  const timer = setInterval(() => Atomics.wait(cell, 0, 0, 30), 60);
  return () => clearInterval(timer);
}

// `docgen serve` on a loaded machine never reported a page that waits for nothing: every wake-up
// of the server counted as work by the event loop's utilisation (cli/serve-awaiting.test).
it('reports a stalled page while the thread waits on the scheduler, not on work', async () => {
  const stop = keptWaiting();
  try {
    const started = performance.now();
    const stuck = await untilSettledOrStalled([new Promise(() => {}), Promise.resolve()], () => false);
    expect(stuck).toEqual([0]);
    expect(performance.now() - started).toBeLessThan(10_000);
  } finally {
    stop();
  }
}, 20_000);

it('counts CPU work as busy', () => {
  const share = cpuShare();
  const until = performance.now() + 100;
  while (performance.now() < until) Math.sqrt(Math.random());
  expect(share()).toBeGreaterThan(0.3);
});
