import { cacheOff, type DiscoveredSite, type RenderedMarkdown, type RouteRecord } from '@docgen/config';
import type { Diagnostic } from '@docgen/diagnostics';
import type { HighlightStore, MarkdownProcessor } from '@docgen/markdown';
import type { HighlightThread } from '@docgen/markdown/highlight-thread';
import type { ContentCache } from '../cache/content-cache.js';
import type { SiteState } from '../site/load.js';
import { type ChangePlan, onlyContent } from '../site/plan.js';
import type { Structure } from '../site/structure.js';
import { currentCategory } from '../render/docusaurus-category.js';
import { madeFromHolds, type MarkdownEntry, MarkdownStore, type ReuseCheck, stageFileHashes } from './entries.js';
import type { MarkdownJob, MarkdownJobResult } from './jobs.js';
import type { MarkdownOutcome } from './route-markdown.js';
import { SharedBodies } from './shared-bodies.js';
import { ContentProcessors } from './content-plugins.js';
import { markdownSignatures, routeTable } from './signature.js';
import { type Lookup, lookupsHold } from '../routes/tracked-manifest.js';
import { docusaurusDocsData } from '../docusaurus/docusaurus-data.js';
import { docsPartDigest } from '../docusaurus/docs-reads.js';
import { aliveBeyond, liveResources, pagesAwaitPages, settledOrWaiting, untilSettledOrStalled } from './page-turns.js';
import { type PageResources, trackPageResources } from './page-resources.js';
import { type PageStalled, pageStalled } from './stalled-page.js';
import { handOverRule } from './hand-over.js';
import { highlightShards } from './highlight-start.js';
import { bySource, makeOnPool } from './pool-batches.js';
import { inSiteStep } from './watched-plugins.js';

/** What the markdown stage keeps for the next run of the same build (the dev server's). */
export interface MarkdownState {
  /** By route path: every doc and markdown page (aliases share their canonical route's). */
  entries: Map<string, MarkdownEntry>;
  site: SiteState;
  /** This thread's processor (its piece cache and highlighter): kept while the site's settings are. */
  processor?: MarkdownProcessor;
}

/** The pool's side of the stage: markdown jobs run on worker threads. */
export interface MarkdownPool {
  run(
    kind: 'markdown',
    batches: MarkdownJob[],
    threads: number,
    pages: number,
    local: (job: MarkdownJob) => Promise<MarkdownJobResult>,
    done: (batch: number, result: MarkdownJobResult) => void,
  ): Promise<void>;
  /** Ends the workers (the next run starts others). */
  close(): Promise<void>;
}

export interface MarkdownStageArgs {
  site: SiteState;
  discovered: DiscoveredSite;
  structure: Structure;
  cache: ContentCache;
  plan: ChangePlan;
  prev?: MarkdownState | undefined;
  /** Keep results' HTML out of the heap (see `MarkdownStore`): production builds. */
  spill: boolean;
  /** Make a route's markdown only when it is asked for (`of`): the dev server's first pass. */
  lazy?: boolean;
  /** Keep this thread's processor and highlighter for the next run (the dev server). */
  keepProcessor?: boolean;
  /** Worker threads for the misses, and how many threads are worth it for that many pages (from `min`). */
  pool?: { pool: MarkdownPool; threads(pages: number, min?: number): number };
  /** How long the stages before this one took: what a worker started now would do again (`handOverRule`). */
  siteLoadMs?: number;
  /**
   * A thread started for the build's code blocks (a cold build's): used when this thread makes
   * every page, else stopped. The stage stops it when done.
   */
  highlight?: HighlightThread | undefined;
}

export interface MarkdownStageResult {
  state: MarkdownState;
  /** A route's markdown (an alias: its canonical route's), made now when the stage is lazy. */
  of(route: RouteRecord): Promise<RenderedMarkdown | undefined>;
  /** Makes what the lazy stage has not made yet, then keeps the new results in the cache. */
  finish(): Promise<void>;
  /** Results made in this run (not reused). */
  readonly made: number;
  /** Every result's diagnostics, in route order. */
  diagnostics(): Diagnostic[];
  /** Images the pages use: output path → file. */
  media(): Map<string, string>;
}

/** A route's markdown entry as the stage left it (an alias: its canonical route's), without making it. */
export function markdownEntryOf(markdown: MarkdownStageResult, route: { path: string; canonicalPath?: string }) {
  return markdown.state.entries.get(route.canonicalPath ?? route.path);
}

const isMarkdownRoute = (r: RouteRecord) =>
  (r.kind === 'doc' || r.kind === 'markdownPage') && !r.canonicalPath && r.source !== undefined;

/**
 * Stage "markdown": every doc and markdown page of every locale to HTML. A result is reused,
 * from the last run or from the build cache, while its file, the settings of its locale and
 * every route its links looked up are unchanged; the rest are made on this thread and, when
 * there are enough, on worker threads at once.
 */
export async function markdownStage(args: MarkdownStageArgs): Promise<MarkdownStageResult> {
  const { site, discovered, structure, cache, plan } = args;
  const { ctx } = site;
  const { manifest, sourcesByPath } = structure;
  const sigs = markdownSignatures(site);
  // What kept this thread alive before any page started: what pages add (a plugin's timer) may settle them.
  const baseline = liveResources();
  // Pages await pages only in a site plugin's steps: only then are what they create told apart
  // from what the process holds (a dev server's sockets), from the first page made on this thread.
  const stepping = site.plugins.some((p) => p.markdown?.remarkPlugins?.length || p.markdown?.rehypePlugins?.length);
  let resources: PageResources | undefined;
  const memoryOff = cacheOff('dev-memory');
  const store = new MarkdownStore(cache, args.spill);
  const highlights = highlightShards(cache);
  const sameSettings = args.prev?.site.ctx.config === ctx.config && args.prev.site.plugins === site.plugins;
  let processor = sameSettings ? args.prev?.processor : undefined;
  const entries = new Map<string, MarkdownEntry>();
  // The processor (its piece cache, its highlighter) is made with the first page that needs it,
  // after this stage returns when it is lazy: the state holds it from then on.
  const state: MarkdownState = { entries, site, ...(args.keepProcessor && processor ? { processor } : {}) };
  const tables = new Map<string, string>();
  const tableOf = (locale: string) => {
    let table = tables.get(locale);
    if (table === undefined) tables.set(locale, (table = routeTable(ctx, manifest, discovered.sources, locale)));
    return table;
  };
  const holds = (route: RouteRecord) => (lookups: readonly Lookup[], table: string | undefined) =>
    table !== undefined ? table === tableOf(route.locale) : lookupsHold(lookups, manifest, sourcesByPath);
  const hash = stageFileHashes();
  const check = (route: RouteRecord): ReuseCheck => ({
    hash,
    category: () => JSON.stringify(currentCategory(ctx, manifest, structure.sidebars, route) ?? null),
    // A plugin without `pageReads` has its whole key in the page's: what its pages read is covered.
    read: (plugin, part, key) => {
      const scoped = site.plugins.filter((p) => p.name === plugin && p.pageReads);
      return scoped.length === 0 || scoped.some((p) => p.pageReads!.holds(part, key));
    },
    docs: (part) => docsPartDigest(docusaurusDocsData(ctx, manifest, structure.sidebars, route.locale), part),
  });

  /** The last run's result, when nothing it depends on changed. */
  const kept = (route: RouteRecord, sig: string): MarkdownEntry | undefined => {
    const entry = memoryOff ? undefined : args.prev?.entries.get(route.path);
    const source = route.source!;
    if (!entry || entry.file !== source.file || entry.hash !== source.hash || entry.locale !== route.locale) return;
    if (entry.sig !== sig || plan.allMarkdown || entry.volatile) return;
    for (const name of plan.names) if (source.body.includes(name)) return;
    if (!madeFromHolds(entry, check(route))) return;
    if (entry.untracked) return onlyContent(plan) ? entry : undefined;
    return lookupsHold(entry.lookups, manifest, sourcesByPath) ? entry : undefined;
  };

  // Set before the first page is made: a production build without markdown workers highlights
  // code on a thread of its own (see `HighlightThread`).
  let thread: HighlightThread | undefined;
  // The unified pipeline and shiki load only when a page is made: a warm rebuild never pays for them.
  let byContent: ContentProcessors<MarkdownProcessor> | undefined;
  const processorsNow = async (): Promise<ContentProcessors<MarkdownProcessor>> => {
    if (!byContent) {
      const { createBuildProcessor } = await import('./build-processor.js');
      byContent = new ContentProcessors(
        site.plugins,
        (plugins) => createBuildProcessor(ctx, discovered.sources, plugins, highlights as HighlightStore, thread),
        processor,
      );
    }
    return byContent;
  };
  const processorNow = async (): Promise<MarkdownProcessor> => {
    processor = (await processorsNow()).all();
    if (args.keepProcessor) state.processor = processor;
    return processor;
  };
  const makeHere = async (route: RouteRecord, stalled?: Promise<never>): Promise<MarkdownOutcome> => {
    const { renderTracked } = await import('./route-markdown.js');
    await processorNow();
    return renderTracked(
      {
        ctx,
        manifest,
        processor: byContent!.of(route.source!),
        stringsFor: (l) => site.theme.strings.get(l) ?? {},
        mdx: { theme: site.theme.theme, sidebars: structure.sidebars },
        shared: (shared ??= new SharedBodies(manifest)),
        ...(stalled ? { stalled } : {}),
      },
      route,
      sourcesByPath,
    );
  };
  let shared: SharedBodies | undefined;
  let made = 0;
  const keep = (route: RouteRecord, outcome: MarkdownOutcome) => {
    const sig = sigs.get(route.locale) ?? '';
    made++;
    const table = outcome.untracked ? tableOf(route.locale) : undefined;
    entries.set(route.path, store.write(MarkdownStore.key(sig, route), route, sig, outcome, table));
  };

  const misses: RouteRecord[] = [];
  for (const route of manifest.routes) {
    if (!isMarkdownRoute(route)) continue;
    const sig = sigs.get(route.locale) ?? '';
    const entry = kept(route, sig) ?? store.read(MarkdownStore.key(sig, route), route, sig, holds(route), check(route));
    if (entry) entries.set(route.path, entry);
    else misses.push(route);
  }

  const pending = new Map<string, Promise<void>>();
  // Pages started and not settled yet, with how to give up on each (`untilSettledOrStalled`); a
  // settled page's HTML leaves the heap once kept.
  const inFlight = new Set<{ route: RouteRecord; made: Promise<unknown>; stall: (error: PageStalled) => void }>();
  const start = (route: RouteRecord): Promise<MarkdownOutcome> => {
    let stall!: (error: PageStalled) => void;
    const stalled = new Promise<never>((_, reject) => (stall = reject));
    // Raced by the page's compile (`unlessStalled`); a page past its compile never hears it.
    stalled.catch(() => {});
    if (stepping) resources ??= trackPageResources();
    const made = resources ? resources.run(() => makeHere(route, stalled)) : makeHere(route, stalled);
    const entry = { route, made, stall };
    inFlight.add(entry);
    const settle = () => inFlight.delete(entry);
    made.then(settle, settle);
    return made;
  };
  const makeOne = (route: RouteRecord): Promise<void> => {
    let job = pending.get(route.path);
    if (!job) pending.set(route.path, (job = start(route).then((outcome) => keep(route, outcome))));
    return job;
  };
  let finishing: Promise<void> | undefined;
  const finish = () => (finishing ??= finishAll());
  // Set when this thread makes every page of a site that has workers: slow pages hand the rest over.
  let handOver: ((total: number) => (done: number) => boolean) | undefined;
  const finishAll = async () => {
    try {
      const list = bySource(misses)
        .flat()
        .filter((route) => !entries.has(route.path));
      const rest = await makeInTurn(list, handOver?.(list.length));
      if (rest.length > 0 && !(await onPool(rest, args.pool!.threads(rest.length, 1)))) await makeInTurn(rest);
    } finally {
      resources?.close();
      await thread?.close();
    }
    store.save();
    highlights.save();
    if (!args.keepProcessor && processor) {
      // The blocks' HTML is not read again in this build (at 15,000 pages, tens of megabytes), and
      // this thread's highlighter is not needed again either.
      highlights.forget();
      await (await import('@docgen/markdown')).releaseHighlighters();
    }
  };

  /**
   * Makes each page in turn (see `page-turns.ts`: the next starts while a site plugin waits), and,
   * with the highlight thread, goes on while it draws a page's code: pages are kept in route order,
   * once their blocks are in (entries and the cache fill as they would in place).
   */
  const makeInTurn = async (routes: RouteRecord[], handOverAt?: (done: number) => boolean): Promise<RouteRecord[]> => {
    let rest: RouteRecord[] = [];
    let rule = handOverAt;
    let kept: Promise<void> = Promise.resolve();
    let failed: { error: unknown } | undefined;
    // Pages the lazy stage is making already (`of`): kept by their own calls, awaited at the end
    // (one may wait in a site plugin for a page made below).
    const ownCalls: Promise<void>[] = [];
    const ahead = thread
      ? (await import('./build-processor.js')).parseAheadOn(thread, await processorNow(), ctx, routes)
      : undefined;
    try {
      for (const [i, route] of routes.entries()) {
        ahead?.reached(i);
        // A page the lazy stage is making already (`of`) is kept by its own call.
        const already = pending.get(route.path);
        if (already) {
          ownCalls.push(already);
          continue;
        }
        const made = start(route);
        made.catch((error: unknown) => (failed ??= { error }));
        const settled = thread ? made.then((outcome) => settleBlocks(thread!, outcome)) : made;
        kept = Promise.all([settled, kept]).then(([done]) => keep(route, done));
        pending.set(route.path, kept);
        // A page that waits in a site plugin may wait for another page: no worker would see it.
        if (!(await settledOrWaiting(made, () => inSiteStep(route)))) rule = undefined;
        if (failed) throw failed.error;
        if (rule?.(i + 1)) {
          rest = routes.slice(i + 1);
          break;
        }
      }
      const open = [...inFlight];
      const stuck = await untilSettledOrStalled(
        open.map((w) => w.made),
        resources ? () => resources!.alive() : aliveBeyond(baseline),
      );
      for (const i of stuck) {
        const { route, stall } = open[i]!;
        stall(pageStalled(route.source!.relFile, route.source!.file, stuck.length));
      }
      await Promise.all([kept, ...ownCalls]);
      return rest;
    } catch (error) {
      kept.catch(() => {});
      throw error;
    } finally {
      ahead?.close();
    }
  };

  /**
   * `routes` made on the pool and this thread; false when a page waited for another (a site
   * plugin's state must see them all): none of them kept, the pool ended.
   */
  const onPool = async (routes: RouteRecord[], threads: number): Promise<boolean> => {
    const stopped = { now: false };
    // With the highlight thread (a hand-over), a page's blocks are drawn after the page is made:
    // waiting for them inside the batch would read as a page waiting in a site plugin.
    const drawing: Promise<void>[] = [];
    const keepDrawn = thread
      ? (r: RouteRecord, o: MarkdownOutcome) =>
          void drawing.push(settleBlocks(thread!, o).then((d) => void (stopped.now || keep(r, d))))
      : keep;
    try {
      await makeOnPool(routes, args.pool!.pool, threads, makeHere, keepDrawn, highlights, stopped);
      await Promise.all(drawing);
      return true;
    } catch (error) {
      if (!pagesAwaitPages(error)) throw error;
      stopped.now = true;
      await Promise.allSettled(drawing);
      await args.pool!.pool.close();
      for (const route of routes) entries.delete(route.path);
      return false;
    }
  };

  if (args.lazy) await args.highlight?.close();
  else {
    const threads = args.pool?.threads(misses.length) ?? 0;
    if (threads === 0 && !args.keepProcessor) thread = args.highlight;
    else await args.highlight?.close();
    if (args.pool && threads > 0) await onPool(misses, threads);
    else if (args.pool && args.siteLoadMs !== undefined && args.pool.threads(2, 1) > 0)
      handOver = (total) => handOverRule(args.siteLoadMs!, total);
    // Pages the pool did not keep are made in turn here.
    await finish();
  }

  const canonicalOf = (route: RouteRecord) => (route.canonicalPath ? manifest.byPath.get(route.canonicalPath) : route);
  return {
    state,
    async of(route) {
      const canonical = canonicalOf(route);
      if (!canonical || !isMarkdownRoute(canonical)) return undefined;
      if (!entries.has(canonical.path) && args.lazy) {
        const job = makeOne(canonical);
        // A page waiting in a site plugin may wait for another page: the rest are made now (as
        // webpack compiles every file at the dev server's start), not when the server asks. Any
        // wait counts here: what a dev server holds (sockets, watchers) comes and goes.
        if (!(await settledOrWaiting(job, () => inSiteStep(canonical)))) finish().catch(() => {});
        await job;
      }
      return entries.get(canonical.path)?.md;
    },
    finish: args.lazy ? finish : async () => {},
    get made() {
      return made;
    },
    diagnostics: () => manifest.routes.flatMap((r) => entries.get(r.path)?.diagnostics ?? []),
    media: () => new Map([...entries.values()].flatMap((e) => e.media)),
  };
}

/** An outcome with its code blocks in, once the highlight thread has drawn them. */
async function settleBlocks(thread: HighlightThread, outcome: MarkdownOutcome): Promise<MarkdownOutcome> {
  const html = await thread.settle(outcome.result.html);
  return html === outcome.result.html ? outcome : { ...outcome, result: { ...outcome.result, html } };
}
