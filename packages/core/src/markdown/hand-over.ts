/**
 * When a site under `MIN_PAGES_FOR_WORKERS` hands the rest of its pages to workers. The page
 * count is a poor guess of the work where pages are slow to make: trpc's 213 pages, each run
 * through the site's remark-shiki-twoslash (its own highlighter), took 50 s on one thread while
 * the second core idled. The main thread makes pages in turn, and once it has worked for
 * `PROBE_MS` past its first page, hands the rest over when what is left at its pace is worth a
 * worker's start: the worker does again what the stages before this one did (`siteLoadMs`), on
 * the other core, while this thread goes on, and once up it takes about half of what is left.
 */

/** How long the main thread works, after its first page, before its pace is trusted. */
export const PROBE_MS = 1500;

/** Pages made after the first before the pace is trusted. */
export const PROBE_PAGES = 4;

/** Work left below which no worker is started, whatever the site's start costs. */
export const HAND_OVER_FROM_MS = 3000;

/**
 * Start costs a worker must be able to repay before the main thread would be done alone. The
 * pace and the start are both wall times, and a loaded machine stretches both alike: weighed
 * against each other (and not against a fixed time, whose fixed 6 s a loaded machine's 150-page
 * corpus and Lintas passed in 8 of 36 and 6 of 11 cold builds, h-cold70), the rule says the same
 * on a busy machine as on a quiet one. Six: a worker's start is more than the stages before (it
 * warms its own highlighter; Lintas' reloads its OpenAPI document: 1.5-2 s of CPU and 60-100 MB).
 */
export const START_COSTS = 6;

/**
 * A rule for `total` pages made in turn from now: given how many are done, whether the rest
 * goes to the pool. The first page is left out of the pace: it pays the thread's warm-up (the
 * highlighter, code run for the first time), which on a loaded machine alone took seconds and
 * made a 30-page site look slow. `now` is the clock (tests).
 */
export function handOverRule(
  siteLoadMs: number,
  total: number,
  now: () => number = () => performance.now(),
): (done: number) => boolean {
  const threshold = Math.max(HAND_OVER_FROM_MS, START_COSTS * siteLoadMs);
  let firstDone: number | undefined;
  return (done) => {
    if (done <= 0 || done >= total) return false;
    if (firstDone === undefined) {
      firstDone = now();
      return false;
    }
    const elapsed = now() - firstDone;
    const paced = done - 1;
    if (paced < PROBE_PAGES || elapsed < PROBE_MS) return false;
    return (elapsed / paced) * (total - done) > threshold;
  };
}
