/**
 * A markdown worker: rebuilds the site's structure once (config, plugins, sources, routes —
 * the same functions as the main thread, so links resolve identically), then renders the
 * routes it is sent. Results travel back as plain data.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { ContentCache } from '../cache/content-cache.js';
import { loadConfig } from '../config/load.js';
import { discover, type KnownFrontMatter } from '../discover/index.js';
import type { Diagnostic } from '../diagnostics/index.js';
import type { DocgenPlugin } from '../plugins/types.js';
import { createContext } from '../pipeline/context.js';
import { buildRouteManifest } from '../routes/manifest.js';
import { loadSidebars } from '../sidebars/resolve.js';
import { fenceLanguages } from './plugins/code.js';
import { createMarkdownProcessor } from './processor.js';
import { BUILD_SEGMENTS, SegmentCache } from './segments.js';
import { indexSourcesByPath } from './source-paths.js';
import { renderRouteMarkdown } from './stage.js';
import type { PageResult, WorkerInit, WorkerRequest, WorkerResponse } from './worker-protocol.js';

const init = workerData as WorkerInit;
const ready = (async () => {
  process.env.NODE_ENV ??= 'production';
  const loaded = await loadConfig(init.siteDir, init.configFile);
  const ctx = createContext(init.siteDir, loaded.config, init.options, loaded.file, loaded.dependencies, loaded.zeroConfig);
  const cache = ContentCache.forSite(init.siteDir, init.cache);
  // The front-matter table the main thread has just saved: read only (the main thread keeps it).
  const site = await discover(ctx, { memo: cache.table<KnownFrontMatter>('front-matter'), lazyBodies: true });
  const plugins = loaded.config.plugins as DocgenPlugin[];
  for (const plugin of plugins) await plugin.discover?.(site, ctx);
  const sidebars = await loadSidebars(ctx, site);
  const firstSidebar = [...sidebars.order.values()][0];
  const manifest = buildRouteManifest(ctx, site, ctx.config.docs.homeDocId ?? firstSidebar?.[0], sidebars);
  const processor = createMarkdownProcessor({
    code: {
      themes: ctx.config.markdown.codeThemes,
      preload: fenceLanguages(site.sources),
      store: cache.namespace<string>('highlight'),
    },
    remarkPlugins: plugins.flatMap((p) => p.markdown?.remarkPlugins ?? []),
    rehypePlugins: plugins.flatMap((p) => p.markdown?.rehypePlugins ?? []),
    segments: new SegmentCache(BUILD_SEGMENTS),
  });
  return { ctx, manifest, processor, sourcesByPath: indexSourcesByPath(ctx, site.sources) };
})();

parentPort!.on('message', (request: WorkerRequest) => {
  void (async (): Promise<WorkerResponse> => {
    try {
      const { ctx, manifest, processor, sourcesByPath } = await ready;
      const pages: PageResult[] = [];
      for (const path of request.paths) {
        const route = manifest.byPath.get(path);
        if (!route) return { id: request.id, error: `route ${path} is unknown to the worker` };
        const diagnostics: Diagnostic[] = [];
        const media = new Map<string, string>();
        const result = await renderRouteMarkdown({ ctx, manifest, processor, stringsFor: (l) => init.strings[l] ?? {}, assets: media }, route, sourcesByPath, diagnostics);
        pages.push({ result, diagnostics, media: [...media] });
      }
      return { id: request.id, pages };
    } catch (error) {
      return { id: request.id, error: (error as Error).message, diagnostics: (error as { diagnostics?: Diagnostic[] }).diagnostics };
    }
  })().then((response) => parentPort!.postMessage(response));
});
