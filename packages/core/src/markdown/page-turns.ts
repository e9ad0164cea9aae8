import { performance } from 'node:perf_hooks';

/**
 * How long (ms) a thread sits idle with a page unsettled before the next page starts. Pages are
 * made one after another, but a site's remark plugin may await another file's transform
 * (electron's website links each API page to structure docs and waits for their trees): webpack
 * compiles up to 100 files at once, so Docusaurus never deadlocks on it, and docgen must not
 * either. Only a wait in a site plugin's step counts: docgen's own waits are for nothing another
 * page gives.
 */
export const WAIT_TURN_MS = 20;

/**
 * How long (ms) a thread may sit idle, with pages unsettled and nothing alive that was not alive
 * before they started (no timer, file read, socket, child process or worker of theirs), before
 * those pages are said to be stalled: nothing left can ever settle them. A plugin's pending timer
 * is waited for, as Docusaurus would (electron's falls back to the default locale after 120 s).
 */
export const STALL_MS = 1000;

/** The share of a span below which this thread counts as idle. */
const IDLE_BELOW = 0.5;

/**
 * Resolves once `work` settles, or sooner when this thread has idled `WAIT_TURN_MS` with it
 * pending while `mayWait()` (the page is in a site plugin's step: docgen's own steps and MDX
 * module loading set state for the page they make, and wait for nothing another page gives).
 */
export function settledOrWaiting(work: Promise<unknown>, mayWait: () => boolean): Promise<boolean> {
  return new Promise((resolve) => {
    let timer: NodeJS.Timeout | undefined;
    let last = performance.eventLoopUtilization();
    const done = () => {
      clearTimeout(timer);
      resolve(true);
    };
    work.then(done, done);
    const check = () => {
      const now = performance.eventLoopUtilization();
      const busy = performance.eventLoopUtilization(now, last).utilization;
      last = now;
      if (busy < IDLE_BELOW && mayWait()) resolve(false);
      else timer = setTimeout(check, WAIT_TURN_MS);
    };
    timer = setTimeout(check, WAIT_TURN_MS);
  });
}

/**
 * Like `settledOrWaiting`, but a wait with a file read, a request or a child process in flight
 * (beyond `baseline`) is waited out: such a plugin settles by itself (an async read of
 * a code sample). False only for a wait on something else: a promise another page may settle,
 * or a timer.
 */
export async function settledOrAwaitingPages(
  work: Promise<unknown>,
  mayWait: () => boolean,
  baseline: Map<string, number>,
  live: () => Map<string, number> = liveResources,
): Promise<boolean> {
  for (;;) {
    if (await settledOrWaiting(work, mayWait)) return true;
    if (!somethingInFlight(baseline, REQUESTS, live)) return false;
  }
}

/**
 * What `process.getActiveResourcesInfo()` names a request in flight (Node 20): a file read, a
 * lookup, a socket, a child process. Handles that live on (a server, a file watcher, a worker's
 * port, a timer) say nothing of a page's wait. `CloseReq` is a `FileHandle`'s close, the last
 * step of `fs.promises.readFile` (and of the ESM loader's reads): on a loaded machine the
 * threadpool leaves it pending for tens of milliseconds, and a page awaiting it is not waiting
 * for another page.
 */
export const REQUESTS: ReadonlySet<string> = new Set([
  'FSReqCallback',
  'FSReqPromise',
  'CloseReq',
  'FileHandleCloseReq',
  'GetAddrInfoReqWrap',
  'GetNameInfoReqWrap',
  'QueryReqWrap',
  'TCPConnectWrap',
  'TCPSocketWrap',
  'TLSWrap',
  'PipeConnectWrap',
  'ProcessWrap',
  'WriteWrap',
  'ShutdownWrap',
]);

/** What a batch of the pool fails with when one of its pages waits in a site plugin (`makeBatchInTurn`). */
const PAGES_AWAIT_PAGES = 'docgen: a page waits in a site plugin, maybe for another page';

/** Whether the pool's run stopped because a page waits in a site plugin (the message crosses threads). */
export function pagesAwaitPages(error: unknown): boolean {
  return (error as Error | undefined)?.message === PAGES_AWAIT_PAGES;
}

/**
 * A batch's pages made one after another, on a thread of the pool. A page left waiting in a site
 * plugin's step may wait for a page another thread makes, whose plugin state it never sees: the
 * batch stops, and the stage makes every page on its own thread, in turn (`markdownStage`).
 */
export async function makeBatchInTurn<I, T>(
  items: readonly I[],
  make: (item: I) => Promise<T>,
  inStep: (item: I) => boolean,
): Promise<T[]> {
  const out: T[] = [];
  const baseline = liveResources();
  for (const item of items) {
    const made = make(item);
    if (!(await settledOrAwaitingPages(made, () => inStep(item), baseline))) {
      made.catch(() => {});
      throw new Error(PAGES_AWAIT_PAGES);
    }
    out.push(await made);
  }
  return out;
}

/** What keeps this thread's event loop alive, counted by kind (`process.getActiveResourcesInfo`). */
export function liveResources(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const kind of process.getActiveResourcesInfo()) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  return counts;
}

/** What is alive beyond what kept this thread alive at `baseline` (`liveResources`): a kind, if any. */
export function aliveBeyond(baseline: Map<string, number>): () => string | undefined {
  return () => kindInFlight(baseline);
}

/**
 * Waits for every work to settle, and returns the indexes of those that never will: after
 * `STALL_MS` of the process idle (`BUSY_SHARE`) with no work settling and nothing `alive` that
 * may settle them. `DOCGEN_DEBUG=stall` prints each check's reading.
 */
export async function untilSettledOrStalled(
  works: readonly Promise<unknown>[],
  alive: () => string | undefined,
): Promise<number[]> {
  const settled = new Set<number>();
  works.forEach((work, i) => {
    const mark = () => settled.add(i);
    work.then(mark, mark);
  });
  const all = Promise.allSettled(works);
  let quietSince = performance.now();
  const busy = cpuShare();
  const debug = /\bstall\b/.test(process.env.DOCGEN_DEBUG ?? '');
  let seen = settled.size;
  for (;;) {
    let timer: NodeJS.Timeout | undefined;
    const tick = new Promise<'tick'>((resolve) => {
      timer = setTimeout(() => resolve('tick'), 250);
    });
    const first = await Promise.race([all.then(() => 'all' as const), tick]);
    clearTimeout(timer);
    if (first === 'all') return [];
    const share = busy();
    const holder = alive();
    if (debug) {
      const reading = `cpu ${(share * 100).toFixed(1)}% of a core, ${settled.size}/${works.length} settled, alive: ${holder ?? 'nothing'}`;
      process.stderr.write(`  stall check: ${reading}\n`);
    }
    if (share >= BUSY_SHARE || settled.size !== seen || holder !== undefined) {
      quietSince = performance.now();
      seen = settled.size;
    } else if (performance.now() - quietSince >= STALL_MS) {
      return works.map((_, i) => i).filter((i) => !settled.has(i));
    }
  }
}

/**
 * The share of a core above which the process counts as working on the pages (a worker making
 * one, this thread between two awaits): a thread that computes takes a whole core, or a half on
 * a machine loaded twice over. A dev server answering browsers that reconnect every 150 ms used
 * 1-3 % here and more on slower machines, where a threshold of 5 % kept a stalled page
 * unreported (cli/serve-awaiting.test failed in CI).
 */
export const BUSY_SHARE = 0.25;

/**
 * The share of one core the process used since the last call: the CPU time of its threads, not
 * the event loop's utilisation, which counts a thread the machine's scheduler keeps waiting as
 * busy. On a loaded machine every wake-up of a dev server (an event stream opened, a watcher
 * event, esbuild's pings) measured 5-15 % with the thread 99 % idle, and a stalled page was
 * never reported.
 */
export function cpuShare(
  usage: (since?: NodeJS.CpuUsage) => NodeJS.CpuUsage = (since) => process.cpuUsage(since),
  clock: () => number = () => performance.now(),
): () => number {
  let cpu = usage();
  let at = clock();
  return () => {
    const used = usage(cpu);
    const now = clock();
    const share = (used.user + used.system) / 1000 / Math.max(now - at, 1);
    cpu = { user: cpu.user + used.user, system: cpu.system + used.system };
    at = now;
    return share;
  };
}

function somethingInFlight(
  baseline: Map<string, number>,
  only?: ReadonlySet<string>,
  live: () => Map<string, number> = liveResources,
): boolean {
  return kindInFlight(baseline, only, live) !== undefined;
}

function kindInFlight(
  baseline: Map<string, number>,
  only?: ReadonlySet<string>,
  live: () => Map<string, number> = liveResources,
): string | undefined {
  for (const [kind, count] of live()) if ((!only || only.has(kind)) && count > (baseline.get(kind) ?? 0)) return kind;
  return undefined;
}
