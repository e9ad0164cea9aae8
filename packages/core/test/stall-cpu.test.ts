import { performance } from 'node:perf_hooks';
import { expect, it, vi } from 'vitest';
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
    const stuck = await untilSettledOrStalled([new Promise(() => {}), Promise.resolve()], () => undefined);
    expect(stuck).toEqual([0]);
    expect(performance.now() - started).toBeLessThan(10_000);
  } finally {
    stop();
  }
}, 20_000);

/** Spends about a tenth of a core in short slices, as a dev server answering reconnecting browsers does on a slow machine. */
function answeringBrowsers(): () => void {
  const timer = setInterval(() => {
    const until = performance.now() + 6;
    while (performance.now() < until) Math.sqrt(Math.random());
  }, 60);
  return () => clearInterval(timer);
}

// The project's CI (a slower, shared machine) timed out on cli/serve-awaiting: with 5 % of a core
// counted as work, the server's answers to reconnecting browsers kept the stall unreported.
it('reports a stalled page while the process answers requests with a tenth of a core', async () => {
  const stop = answeringBrowsers();
  try {
    const started = performance.now();
    const stuck = await untilSettledOrStalled([new Promise(() => {})], () => undefined);
    expect(stuck).toEqual([0]);
    expect(performance.now() - started).toBeLessThan(10_000);
  } finally {
    stop();
  }
}, 20_000);

it('waits while something the pages created is alive, and says what with DOCGEN_DEBUG=stall', async () => {
  const lines: string[] = [];
  const write = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    lines.push(String(chunk));
    return true;
  });
  vi.stubEnv('DOCGEN_DEBUG', 'stall');
  try {
    let alive: string | undefined = 'Timeout';
    setTimeout(() => (alive = undefined), 1500);
    const started = performance.now();
    const stuck = await untilSettledOrStalled([new Promise(() => {})], () => alive);
    expect(stuck).toEqual([0]);
    // Kept alive 1.5 s (read every 250 ms), then the stall's own second.
    expect(performance.now() - started).toBeGreaterThan(2200);
    expect(lines.some((l) => /stall check: cpu [\d.]+% of a core, 0\/1 settled, alive: Timeout/.test(l))).toBe(true);
    expect(lines.at(-1)).toMatch(/alive: nothing/);
  } finally {
    write.mockRestore();
    vi.unstubAllEnvs();
  }
}, 20_000);

it('counts the CPU time of the process over the wall time since the last reading', () => {
  const readings = [
    { user: 0, system: 0 },
    { user: 150_000, system: 50_000 },
  ];
  const times = [1000, 1250];
  const share = cpuShare(
    (since) => {
      const now = readings[0]!;
      return since ? { user: now.user - since.user, system: now.system - since.system } : now;
    },
    () => times.shift()!,
  );
  readings.shift();
  // 200 ms of CPU in 250 ms: a thread computing on a machine loaded a little.
  expect(share()).toBeCloseTo(0.8);
});

it('sees CPU work done on this thread', () => {
  const share = cpuShare();
  const cpu = process.cpuUsage();
  // Spins until 50 ms of CPU time are used, however long a loaded machine makes that take.
  for (let used = 0; used < 50_000; used = process.cpuUsage(cpu).user + process.cpuUsage(cpu).system)
    Math.sqrt(Math.random());
  expect(share()).toBeGreaterThan(0);
});
