/**
 * A build worker: rebuilds the site's structure once (config, plugins, sources, routes — the
 * same functions as the main thread, so links resolve identically), then takes jobs: markdown
 * (routes to HTML, results back as plain data) and render (pages through the theme, written
 * into the staging folder, their render cache entries back). The markdown pipeline and the
 * theme load on the first job that needs them.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { ContentCache } from '../cache/content-cache.js';
import { loadConfig } from '../config/load.js';
import { discover, type KnownFrontMatter, type KnownSourceFile } from '../discover/index.js';
import type { Diagnostic } from '@docgen/diagnostics';
import { highlightShards, lostHtml } from '../markdown/run-stage.js';
import type { MarkdownProcessor } from '@docgen/markdown';
import { OutputWriter } from '../output/writer.js';
import type { DocgenPlugin } from '@docgen/config';
import { createContext } from '../pipeline/context.js';
import type { Fragments } from '../render/fragments.js';
import type { CachedPage, PageRenderer } from '../render/page.js';
import { buildRouteManifest } from '../routes/manifest.js';
import { loadSidebars } from '../sidebars/resolve.js';
import { indexSourcesByPath } from '../markdown/source-paths.js';
import type {
  MarkdownJob,
  MarkdownJobResult,
  PageResult,
  RenderJob,
  RenderJobResult,
  WorkerInit,
  WorkerRequest,
  WorkerResponse,
} from './protocol.js';
import { pluginStore } from '../plugins/cache.js';

const init = workerData as WorkerInit;
const ready = (async () => {
  process.env.NODE_ENV ??= 'production';
  const loaded = await loadConfig(init.siteDir, init.configFile);
  const ctx = createContext(
    init.siteDir,
    loaded.config,
    init.options,
    loaded.file,
    loaded.dependencies,
    loaded.zeroConfig,
  );
  const cache = ContentCache.forSite(init.siteDir, init.cache);
  // The tables the main thread has just saved: read only (the main thread keeps them).
  const site = await discover(ctx, {
    memo: cache.table<KnownFrontMatter>('front-matter'),
    lazyBodies: true,
    stats: cache.table<KnownSourceFile>('source-stats'),
  });
  const plugins = loaded.config.plugins as DocgenPlugin[];
  for (const plugin of plugins) await plugin.discover?.(site, ctx, { cache: pluginStore(cache, plugin.name, true) });
  const sidebars = await loadSidebars(ctx, site);
  const firstSidebar = [...sidebars.order.values()][0];
  const manifest = buildRouteManifest(ctx, site, ctx.config.docs.homeDocId ?? firstSidebar?.[0], sidebars);
  return { ctx, cache, site, plugins, sidebars, manifest, sourcesByPath: indexSourcesByPath(ctx, site.sources) };
})();
type Site = Awaited<typeof ready>;

let processor: MarkdownProcessor | undefined;
/** Blocks highlighted since the last markdown job's result was sent. */
let highlighted: [string, string][] = [];

async function markdownJob(s: Site, job: MarkdownJob): Promise<MarkdownJobResult> {
  const [{ createBuildProcessor }, { renderRouteMarkdown }] = await Promise.all([
    import('../markdown/build-processor.js'),
    import('../markdown/stage.js'),
  ]);
  const highlights = highlightShards(s.cache);
  // Read from the shards the last build saved; new blocks kept here and sent to the main thread, which saves them.
  processor ??= createBuildProcessor(s.ctx, s.site.sources, s.plugins, {
    get: (key) => highlights.get(key),
    set: (key, html) => {
      highlights.set(key, html);
      highlighted.push([key, html]);
    },
  });
  const pages: PageResult[] = [];
  for (const path of job.paths) {
    const route = s.manifest.byPath.get(path);
    if (!route) throw new Error(`route ${path} is unknown to the worker`);
    const diagnostics: Diagnostic[] = [];
    const media = new Map<string, string>();
    const result = await renderRouteMarkdown(
      { ctx: s.ctx, manifest: s.manifest, processor, stringsFor: (l) => init.strings[l] ?? {}, assets: media },
      route,
      s.sourcesByPath,
      diagnostics,
    );
    pages.push({ result, diagnostics, media: [...media] });
  }
  const found = highlighted;
  highlighted = [];
  return { pages, highlights: found };
}

/** The theme and the views, loaded for the first render job; a renderer per staging folder and bundle. */
let theming:
  | Promise<{
      theme: import('@docgen/shared').ThemeModule;
      views: import('../render/view.js').ViewBuilder;
      PageRenderer: typeof import('../render/page.js').PageRenderer;
      Fragments: typeof import('../render/fragments.js').Fragments;
    }>
  | undefined;
let rendering:
  | {
      key: string;
      renderer: PageRenderer;
      writer: OutputWriter;
      fragments: Fragments;
      sidebars: RenderJobResult['sidebars'];
    }
  | undefined;

function loadTheming(s: Site): NonNullable<typeof theming> {
  theming ??= (async () => {
    const [{ loadTheme }, { ViewBuilder }, { PageRenderer }, { Fragments }] = await Promise.all([
      import('../render/theme.js'),
      import('../render/view.js'),
      import('../render/page.js'),
      import('../render/fragments.js'),
    ]);
    const loaded = await loadTheme(s.ctx);
    const views = new ViewBuilder(s.ctx, s.manifest, s.sidebars, loaded.strings);
    await views.prepare();
    return { theme: loaded.theme, views, PageRenderer, Fragments };
  })();
  // A failure is reported by the render job that awaits it (not as an unhandled rejection).
  theming.catch(() => undefined);
  return theming;
}

// Pages whose markdown this worker makes are rendered next: the theme loads between markdown jobs.
void ready.then(loadTheming, () => undefined);

async function renderJob(s: Site, job: RenderJob): Promise<RenderJobResult> {
  if (processor) {
    // The markdown stage is over: its parser, piece cache and highlighter leave the heap.
    processor = undefined;
    highlightShards(s.cache).forget();
    await (await import('@docgen/markdown')).releaseHighlighters();
  }
  const { theme, views, PageRenderer, Fragments } = await loadTheming(s);
  const key = JSON.stringify([job.stagingDir, job.bundle, job.spliceSidebar]);
  if (rendering?.key !== key) {
    const writer = new OutputWriter(job.stagingDir);
    const fragments = new Fragments(s.cache);
    const sidebars: RenderJobResult['sidebars'] = [];
    const sent = new Set<string>();
    const renderer = new PageRenderer({
      ctx: s.ctx,
      views,
      theme,
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
    rendering = { key, renderer, writer, fragments, sidebars };
  }
  const { renderer, writer, fragments, sidebars } = rendering;
  const pages: (CachedPage | undefined)[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const page of job.pages) {
    const route = s.manifest.byPath.get(page.path);
    if (!route) throw new Error(`route ${page.path} is unknown to the worker`);
    const html = page.html ?? s.cache.getBlob(page.htmlHash)?.toString('utf8');
    if (html === undefined) {
      diagnostics.push(lostHtml(route.source?.relFile ?? route.path));
      pages.push(undefined);
      continue;
    }
    const out = await renderer.render(route, { ...renderer.markdownView(route, page), html }, undefined, page.key);
    if ('failed' in out) {
      diagnostics.push(out.failed);
      pages.push(undefined);
    } else pages.push(out.entry);
  }
  return { pages, fragments: fragments.takeNew(), sidebars: sidebars.splice(0), files: writer.drain(), diagnostics };
}

parentPort!.on('message', (request: WorkerRequest) => {
  void (async (): Promise<WorkerResponse> => {
    try {
      const s = await ready;
      const result = request.kind === 'markdown' ? await markdownJob(s, request.job) : await renderJob(s, request.job);
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
