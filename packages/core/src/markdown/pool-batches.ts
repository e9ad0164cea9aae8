import type { RouteRecord } from '@docgen/config';
import type { CacheShards } from '../cache/shards.js';
import type { MarkdownJob } from './jobs.js';
import { makeBatchInTurn } from './page-turns.js';
import type { MarkdownOutcome } from './route-markdown.js';
import type { MarkdownPool } from './stage.js';
import { inSiteStep } from './watched-plugins.js';

/** The routes of each file (a doc in every locale) together: they share its compile (`SharedBodies`). */
export function bySource(routes: RouteRecord[]): RouteRecord[][] {
  const groups = new Map<string, RouteRecord[]>();
  for (const route of routes) {
    const group = `${route.kind}\0${route.version}\0${route.source!.relPath}`;
    const list = groups.get(group);
    if (list) list.push(route);
    else groups.set(group, [route]);
  }
  return [...groups.values()];
}

/**
 * The misses on the pool and this thread at once. The same doc in every locale is one batch:
 * their code samples and boilerplate repeat, and the piece cache and the highlighted blocks find
 * them while they are fresh (in route order, a 1,500-page site's pieces came back 500 pages
 * later: 97% missed).
 */
export async function makeOnPool(
  misses: RouteRecord[],
  pool: MarkdownPool,
  threads: number,
  makeHere: (route: RouteRecord) => Promise<MarkdownOutcome>,
  keep: (route: RouteRecord, outcome: MarkdownOutcome) => void,
  highlights: CacheShards<string>,
  stopped: { now: boolean },
): Promise<void> {
  const batches = bySource(misses);
  const jobs = batches.map((batch): MarkdownJob => ({ paths: batch.map((r) => r.path) }));
  const batchOf = new Map(jobs.map((job, b) => [job, batches[b]!]));
  await pool.run(
    'markdown',
    jobs,
    threads,
    misses.length,
    async (job) => {
      const pages = await makeBatchInTurn(batchOf.get(job)!, (route) => makeHere(route), inSiteStep);
      return { pages, highlights: [] };
    },
    // Kept as they arrive, not all at the end: with `spill`, a batch's HTML leaves the heap at once.
    (b, { pages, highlights: found }) => {
      if (stopped.now) return;
      for (const [key, html] of found) highlights.set(key, html);
      for (const [i, route] of batches[b]!.entries()) keep(route, pages[i]!);
    },
  );
}
