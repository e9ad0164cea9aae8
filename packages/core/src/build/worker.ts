/**
 * A build worker: loads the same site as the main thread, with the same functions (config,
 * theme, discover, plugins, sidebars, routes: links resolve identically), then takes jobs:
 * markdown (routes to HTML, results back as plain data with what they looked up) and render
 * (pages through the theme, written into the staging folder, their render cache entries back).
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { RouteRecord } from '@docgen/config';
import type { Diagnostic } from '@docgen/diagnostics';
import type { MarkdownProcessor } from '@docgen/markdown';
import { ContentCache } from '../cache/content-cache.js';
import { PluginStores } from '../cache/plugin-store.js';
import { lostHtml } from '../markdown/entries.js';
import type { MarkdownJob, MarkdownJobResult } from '../markdown/jobs.js';
import { highlightShards } from '../markdown/highlight-start.js';
import { SharedBodies } from '../markdown/shared-bodies.js';
import { makeBatchInTurn } from '../markdown/page-turns.js';
import { ContentProcessors } from '../markdown/content-plugins.js';
import { inSiteStep } from '../markdown/watched-plugins.js';
import { claimBatch } from '../pool/claim.js';
import type { WorkerRequest, WorkerResponse } from '../pool/pool.js';
import type { RenderJob, RenderJobResult } from '../render/jobs.js';
import type { CachedPage, PageRenderer } from '../render/page.js';
import type { Fragments } from '../render/fragments.js';
import type { OutputWriter } from '../output/writer.js';
import { loadSite } from '../site/load.js';
import { discoverStage, routesStage } from '../site/structure.js';
import type { WorkerInit } from './jobs.js';

const init = workerData as WorkerInit;
const ready = (async () => {
  process.env.NODE_ENV ??= 'production';
  const site = await loadSite({
    siteDir: init.siteDir,
    ...(init.configFile ? { configFile: init.configFile } : {}),
    ...init.options,
  });
  const cache = ContentCache.forSite(init.siteDir, init.cache);
  // The caches the main thread has just saved: read only (the main thread keeps them).
  const discovered = await discoverStage(site, {
    cache,
    stores: new PluginStores(cache, true, init.stores),
    lazyBodies: true,
    readOnly: true,
  });
  const structure = await routesStage(site, discovered);
  return { site, cache, discovered, structure };
})();
type Site = Awaited<typeof ready>;

/** This thread's processors: every plugin's steps, and those of content some plugins skip (`markdown.on`). */
let processors: ContentProcessors<MarkdownProcessor> | undefined;
/** Blocks highlighted since the last markdown job's result was sent. */
let highlighted: [string, string][] = [];

/** The compiles this thread's routes share, for the site it builds now. */
let shared: { site: Site; bodies: SharedBodies } | undefined;
function sharedOf(s: Site): SharedBodies {
  if (shared?.site !== s) shared = { site: s, bodies: new SharedBodies(s.structure.manifest) };
  return shared.bodies;
}

async function markdownJob(s: Site, job: MarkdownJob): Promise<MarkdownJobResult> {
  const [{ createBuildProcessor }, { renderTracked }] = await Promise.all([
    import('../markdown/build-processor.js'),
    import('../markdown/route-markdown.js'),
  ]);
  const highlights = highlightShards(s.cache);
  const { ctx, plugins } = s.site;
  // Read from the shards the last build saved; new blocks kept here and sent to the main thread, which saves them.
  processors ??= new ContentProcessors(plugins, (own) =>
    createBuildProcessor(ctx, s.discovered.sources, own, {
      get: (key) => highlights.get(key),
      set: (key, html) => {
        highlights.set(key, html);
        highlighted.push([key, html]);
      },
    }),
  );
  const byContent = processors;
  const routes = job.paths.map((path) => {
    const route = s.structure.manifest.byPath.get(path);
    if (!route) throw new Error(`route ${path} is unknown to the worker`);
    return route;
  });
  const make = (route: RouteRecord) => {
    const input = {
      ctx,
      manifest: s.structure.manifest,
      processor: byContent.of(route.source!),
      stringsFor: (l: string) => s.site.theme.strings.get(l) ?? {},
      mdx: { theme: s.site.theme.theme, sidebars: s.structure.sidebars },
      shared: sharedOf(s),
    };
    return renderTracked(input, route, s.structure.sourcesByPath);
  };
  const pages = await makeBatchInTurn(routes, make, inSiteStep);
  const found = highlighted;
  highlighted = [];
  return { pages, highlights: found };
}

/** A renderer per staging folder and bundle; the views are made on the first render job. */
let rendering:
  | {
      key: string;
      renderer: PageRenderer;
      writer: OutputWriter;
      fragments: Fragments;
      sidebars: RenderJobResult['sidebars'];
      scans: NonNullable<RenderJobResult['scans']>;
    }
  | undefined;

async function renderer(s: Site, job: RenderJob): Promise<NonNullable<typeof rendering>> {
  const key = JSON.stringify([job.stagingDir, job.bundle, job.spliceSidebar]);
  if (rendering?.key === key) return rendering;
  const [{ ViewBuilder }, { PageRenderer }, { Fragments }, { OutputWriter }] = await Promise.all([
    import('../render/view.js'),
    import('../render/page.js'),
    import('../render/fragments.js'),
    import('../output/writer.js'),
  ]);
  const { ctx, theme } = s.site;
  const views = new ViewBuilder(ctx, s.structure.manifest, s.structure.sidebars, theme.strings, theme.messages);
  await views.prepare();
  const writer = new OutputWriter(job.stagingDir);
  const fragments = new Fragments(s.cache);
  const sidebars: RenderJobResult['sidebars'] = [];
  const sent = new Set<string>();
  const scans: NonNullable<RenderJobResult['scans']> = [];
  const plugins = s.site.plugins;
  const pageRenderer = new PageRenderer({
    ...(plugins.some((p) => p.render) ? { scans: { plugins, take: (file, found) => scans.push([file, found]) } } : {}),
    ctx,
    views,
    theme: theme.theme,
    bundle: job.bundle,
    cache: s.cache,
    writer,
    fragments,
    spliceSidebar: job.spliceSidebar,
    // The main thread places shared sidebar files (several workers would write the same file).
    placeSidebar: async (file, unmarked) => {
      if (sent.has(file.url)) return;
      sent.add(file.url);
      sidebars.push({ ...file, unmarked });
    },
  });
  rendering = { key, renderer: pageRenderer, writer, fragments, sidebars, scans };
  return rendering;
}

async function renderJob(s: Site, job: RenderJob): Promise<RenderJobResult> {
  if (processors) {
    // The markdown stage is over: its parser, piece cache and highlighter leave the heap.
    processors = undefined;
    highlightShards(s.cache).forget();
    await (await import('@docgen/markdown')).releaseHighlighters();
  }
  const { renderer: pageRenderer, writer, fragments, sidebars, scans } = await renderer(s, job);
  const pages: (CachedPage | undefined)[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const page of job.pages) {
    const route = s.structure.manifest.byPath.get(page.path);
    if (!route) throw new Error(`route ${page.path} is unknown to the worker`);
    const html = page.html ?? s.cache.getBlob(page.htmlHash)?.toString('utf8');
    if (html === undefined) {
      diagnostics.push(lostHtml(route.source?.relFile ?? route.path));
      pages.push(undefined);
      continue;
    }
    const out = await pageRenderer.render(
      route,
      { ...pageRenderer.markdownView(route, page), html },
      undefined,
      page.key,
    );
    if ('failed' in out) {
      diagnostics.push(out.failed);
      pages.push(undefined);
    } else pages.push(out.entry);
  }
  return {
    pages,
    fragments: fragments.takeNew(),
    sidebars: sidebars.splice(0),
    files: writer.drain(),
    diagnostics,
    scans: scans.splice(0),
  };
}

parentPort!.on('message', (request: WorkerRequest) => {
  void (async (): Promise<WorkerResponse> => {
    try {
      const s = await ready;
      // Taken back by the main thread while this thread was loading the site.
      if (!claimBatch(request)) return { id: request.id, skipped: true };
      const result =
        request.kind === 'markdown'
          ? await markdownJob(s, request.job as MarkdownJob)
          : await renderJob(s, request.job as RenderJob);
      return { id: request.id, result };
    } catch (error) {
      return {
        id: request.id,
        error: (error as Error).message,
        diagnostics: (error as { diagnostics?: Diagnostic[] }).diagnostics,
      };
    }
  })().then((response) => parentPort!.postMessage(response));
});
