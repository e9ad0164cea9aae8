import fss from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createElement, type ReactElement } from 'react';
import type { PageChunk, PageComponentProps, PageView, SidebarEntry, ThemeModule } from '@docgen/shared';
import { DocgenError, type Diagnostic } from '@docgen/diagnostics';
import type { RenderedMarkdown, RouteRecord, SiteContext } from '@docgen/config';
import type { ClientBundle } from '../bundle/stage.js';
import { ContentCache } from '../cache/content-cache.js';
import { loadSiteModule } from '../util/load-module.js';
import { sha256 } from '../util/hash.js';
import { OutputWriter } from '../output/writer.js';
import { workerCount, type WorkerPool } from '../pool/pool.js';
import type { RenderJob, RenderJobResult } from '../pool/protocol.js';
import { Fragments } from './fragments.js';
import { pick } from './localize.js';
import { PageRenderer, type BundleAssets, type CachedPage } from './page.js';
import type { ScannedLink } from './scan-html.js';
import type { ViewBuilder } from './view.js';

export { MANIFEST_URL } from './page.js';

/** What the link checker needs of a rendered page (the HTML itself is already on disk). */
export interface RenderedPage {
  route: RouteRecord;
  ids: Set<string>;
  links: ScannedLink[];
  /**
   * Links of fragments shared by many pages (the spliced sidebar's), kept out of `links` when the
   * stage was asked to (`RenderStageInput.shareLinks`): a 5,000-doc sidebar would otherwise make
   * each page's list 5,000 pointers long. The link checker reads both.
   */
  shared?: readonly (readonly ScannedLink[])[];
  htmlBytes: number;
  /** URL of the page chunk. */
  chunkUrl?: string;
  /** The page chunk itself, when the stage was asked to keep it (`RenderStageInput.keepChunks`). */
  chunk?: PageChunk;
  /** URL of the shared sidebar file its chunk points to (`PageChunk.sidebar`). */
  sidebarUrl?: string;
}

export interface RenderStageInput {
  ctx: SiteContext;
  routes: RouteRecord[];
  markdown: Map<RouteRecord, RenderedMarkdown>;
  views: ViewBuilder;
  theme: ThemeModule;
  bundle: ClientBundle;
  stagingDir: string;
  cache: ContentCache;
  /** Theme fingerprint (package files and strings). */
  themeKey: string;
  /** Render each sidebar once and splice it into its pages when the theme can (default true). */
  spliceSidebar?: boolean;
  /** Keep shared fragments' links out of each page's `links` (see `RenderedPage.shared`; default false). */
  shareLinks?: boolean;
  /**
   * Drop each markdown result's HTML once its last route is rendered (default false): a build
   * needs it no further, and at 15,000 pages it is hundreds of megabytes.
   */
  releaseMarkdown?: boolean;
  /** Where pages go (default: written into `stagingDir`, nothing reused). */
  writer?: OutputWriter;
  /** Return each rendered page's chunk with it (the dev server sends a few with its update event). */
  keepChunks?: boolean;
  /** The build's workers: markdown pages missing from the render cache are rendered on them too, when there are enough. */
  pool?: WorkerPool;
  /**
   * Write the render cache's changed shards at the end (default true). The dev server renders a
   * page per call and saves once per pass (`saveRenderCache`): a shard is written whole.
   */
  saveCache?: boolean;
}

/** Writes the render cache's changed shards (see `RenderStageInput.saveCache`). */
export function saveRenderCache(cache: ContentCache): void {
  cache.shards<CachedPage>(RENDER_NAMESPACE).save();
}

const RENDER_NAMESPACE = 'render';

/** Pages per render job: small enough to share the last ones out evenly, large enough that messages cost nothing. */
const RENDER_BATCH = 12;
/**
 * Render cache misses it takes to start workers for rendering alone (workers already running
 * for the markdown stage take any number from `MIN_PAGES_FOR_WORKERS`). A worker first loads the
 * site's structure and the theme: 1.5–2 s of wall time and 2.7 s of CPU on our 2 cores, where
 * the main thread renders a page in 3–6 ms. Measured with the 1,500-page corpus, markdown cached
 * and render cache removed (3 runs each): with a worker 5.9, 6.0, 7.2 s; alone 5.9, 9.6, 10.4 s.
 * Below about 800 pages the worker would be ready when the main thread is nearly done.
 */
export const MIN_RENDERS_TO_START_WORKERS = 800;

/** A markdown page missing from the render cache, waiting for the pool (its view and key already made). */
interface Queued {
  index: number;
  route: RouteRecord;
  key: string;
  md: RenderedMarkdown;
  view: PageView;
  htmlHash: string;
}

type PageModule = {
  default?: (props: PageComponentProps) => ReactElement;
  meta?: { title?: string | Record<string, string>; description?: string | Record<string, string> };
};

/**
 * Stage "render": every route through the theme with renderToString; HTML and page chunk written
 * to the staging folder. Pages found in the render cache are placed from the last output or the
 * cache; the others are rendered here, or, when there are enough of them, on the worker pool and
 * here at once (`PageRenderer`: the same code either way). Pages come back in route order.
 */
export async function renderRoutes(input: RenderStageInput): Promise<RenderedPage[]> {
  const { ctx, views, theme, bundle, stagingDir, cache } = input;
  const writer = input.writer ?? new OutputWriter(stagingDir);
  const slots: (RenderedPage | undefined)[] = new Array(input.routes.length);
  const diagnostics: Diagnostic[] = [];
  const componentModules = new Map<string, PageModule>();
  const assets: BundleAssets = {
    stylesheets: bundle.stylesheets,
    scripts: bundle.scripts,
    modulePreloads: bundle.modulePreloads,
    headInlineScript: bundle.headInlineScript,
    ...(bundle.islandsUrl ? { islandsUrl: bundle.islandsUrl } : {}),
  };
  const bundleKey = ContentCache.key(
    bundle.stylesheets,
    bundle.scripts,
    bundle.modulePreloads,
    bundle.headInlineScript,
  );
  const fragments = new Fragments(cache);
  const entries = cache.shards<CachedPage>(RENDER_NAMESPACE);
  // The shared sidebar files of this stage's pages, each placed once in the output and kept as
  // a cache blob (pages served from the cache place it from there).
  const placedSidebars = new Set<string>();
  const placeSidebar = async (
    file: { url: string; hash: string },
    load: () => string | Uint8Array | undefined,
  ): Promise<boolean> => {
    const rel = file.url.slice(1);
    if (placedSidebars.has(rel) || fss.existsSync(path.join(stagingDir, rel))) return true;
    if (!writer.place(rel, file.hash, load, (placed) => cache.linkBlob(file.hash, placed))) return false;
    placedSidebars.add(rel);
    return true;
  };
  const spliceSidebar = input.spliceSidebar !== false;
  const renderer = new PageRenderer({
    ctx,
    views,
    theme,
    bundle: assets,
    cache,
    writer,
    fragments,
    spliceSidebar,
    placeSidebar: async (file, unmarked) => void (await placeSidebar(file, () => unmarked)),
  });
  const uses = new Map<RenderedMarkdown, number>();
  if (input.releaseMarkdown) {
    for (const route of input.routes) {
      const md = input.markdown.get(route);
      if (md) uses.set(md, (uses.get(md) ?? 0) + 1);
    }
  }

  /** A page's markdown is done with: its HTML leaves the heap after its last route. */
  const release = (md: RenderedMarkdown | undefined) => {
    if (!md || !input.releaseMarkdown) return;
    const left = (uses.get(md) ?? 0) - 1;
    uses.set(md, left);
    if (left === 0) md.html = '';
  };

  /** A page as the link checker and the write stage see it, from its render entry (cached or just made). */
  const pageOf = (route: RouteRecord, entry: CachedPage, chunk?: PageChunk): RenderedPage | undefined => {
    let lists: { links: ScannedLink[]; shared?: (readonly ScannedLink[])[] } | undefined;
    if (input.shareLinks) lists = fragments.segments(entry.links, entry.fragments);
    else {
      const links = fragments.restore(entry.links, entry.fragments);
      lists = links && { links };
    }
    if (!lists) return undefined;
    return {
      route,
      ids: new Set(entry.ids),
      ...lists,
      htmlBytes: entry.htmlBytes,
      ...(entry.chunk ? { chunkUrl: entry.chunk.url } : {}),
      ...(entry.sidebar ? { sidebarUrl: entry.sidebar.url } : {}),
      ...(chunk ? { chunk } : {}),
    };
  };

  /** Chunks of the pages rendered here, when the caller keeps them (`keepChunks`). */
  const chunks = new WeakMap<CachedPage, PageChunk>();
  /** Renders a page on this thread; its entry, or undefined when it failed (the diagnostic is kept). */
  const renderHere = async (
    route: RouteRecord,
    view: PageView,
    content: unknown,
    cacheKey: string | undefined,
  ): Promise<CachedPage | undefined> => {
    const out = await renderer.render(route, view, content, cacheKey, input.keepChunks);
    if ('failed' in out) {
      diagnostics.push(out.failed);
      return undefined;
    }
    if (out.chunk) chunks.set(out.entry, out.chunk);
    if (cacheKey) entries.set(cacheKey, out.entry);
    return out.entry;
  };
  const settle = (index: number, route: RouteRecord, entry: CachedPage | undefined) => {
    if (!entry) return;
    const page = pageOf(route, entry, chunks.get(entry));
    if (page) slots[index] = page;
    else
      diagnostics.push({
        name: 'InternalError',
        severity: 'error',
        message: `The shared sidebar scan of ${route.path} is missing.`,
        why: 'A render worker named a sidebar scan it did not send.',
      });
  };

  // Markdown pages missing from the render cache, rendered after the loop when the pool takes them.
  const queued: Queued[] = [];

  for (const [index, route] of input.routes.entries()) {
    if (route.kind === 'redirect') {
      writer.write(route.outputFile, redirectHtml(route.redirectTo ?? '/'));
      slots[index] = {
        route,
        ids: new Set(),
        links: [{ href: route.redirectTo ?? '/', where: `redirect ${route.path}`, text: '' }],
        htmlBytes: 0,
      };
      continue;
    }
    let content: unknown;
    let view: PageView;
    let contentHash: string | undefined;
    let markdownOf: RenderedMarkdown | undefined;
    const strings = views.stringsFor(route.locale);
    if (route.kind === 'componentPage' && route.source) {
      let mod = componentModules.get(route.source.file);
      if (!mod) {
        mod = (
          await loadSiteModule<PageModule>({
            siteDir: ctx.siteDir,
            file: route.source.file,
            syntaxError: 'PageComponentError',
            runtimeError: 'PageComponentError',
          })
        ).module;
        componentModules.set(route.source.file, mod);
      }
      const Component = mod.default;
      if (typeof Component !== 'function') {
        diagnostics.push({
          name: 'PageComponentError',
          severity: 'error',
          message: 'A React page must default-export a component.',
          file: route.source.relFile,
        });
        continue;
      }
      const locale = views.locale(route.locale);
      const site = views.site(route.locale);
      const props: PageComponentProps = {
        locale,
        site,
        strings,
        href: (p: string) => views.localizeHref(p, route.locale),
      };
      content = createElement(Component, props);
      const title = pick(mod.meta?.title, route.locale, ctx.defaultLocale.code) || site.title;
      const description = pick(mod.meta?.description, route.locale, ctx.defaultLocale.code) || undefined;
      view = views.page(
        route,
        { title, ...(description ? { description } : {}), html: '', toc: [] },
        renderer.assetsFor(route),
      );
    } else if (route.kind === 'notFound') {
      view = views.page(
        route,
        { title: strings['notFound.title'] ?? 'Page not found', html: '', toc: [] },
        renderer.assetsFor(route),
      );
    } else {
      const md = input.markdown.get(route);
      if (!md) throw new Error(`no markdown for ${route.path}`);
      // The HTML is read (from the markdown cache, with spill) only when the page is rendered.
      view = renderer.markdownView(route, md);
      contentHash = md.htmlHash ?? sha256(md.html);
      markdownOf = md;
    }
    // Component pages depend on their module's code, which the view does not capture: never cached.
    const cacheKey =
      route.kind === 'componentPage'
        ? undefined
        : ContentCache.key(input.themeKey, bundleKey, keyOfView(view, views.sidebarBase(route), contentHash));
    const hit = cacheKey ? entries.get(cacheKey) : undefined;
    if (cacheKey) cache.count(hit !== undefined);
    // Unchanged pages are linked from the last output, else written from the cache's blobs;
    // a blob gone missing means rendering the page again.
    const hitPage = hit?.v === 4 ? pageOf(route, hit) : undefined;
    if (
      hit?.v === 4 &&
      hitPage &&
      writer.place(route.outputFile, hit.html, () => cache.getBlob(hit.html)) &&
      (!hit.chunk || writer.place(hit.chunk.url.slice(1), hit.chunk.hash, () => cache.getBlob(hit.chunk!.hash))) &&
      (!hit.sidebar || (await placeSidebar(hit.sidebar, () => cache.getBlob(hit.sidebar!.hash))))
    ) {
      release(markdownOf);
      slots[index] = hitPage;
      continue;
    }
    if (markdownOf && input.pool && cacheKey) {
      queued.push({ index, route, key: cacheKey, md: markdownOf, view, htmlHash: contentHash! });
      continue;
    }
    if (markdownOf) {
      view = { ...view, html: markdownOf.html };
      release(markdownOf);
    }
    settle(index, route, await renderHere(route, view, content, cacheKey));
  }

  if (queued.length > 0) {
    const pool = input.pool!;
    const threads =
      pool.size > 0 ? workerCount(queued.length) : workerCount(queued.length, MIN_RENDERS_TO_START_WORKERS);
    /** Pages rendered on this thread, handed back as a worker hands back its job's. */
    const renderBatch = async (batch: readonly Queued[]): Promise<RenderJobResult> => {
      const pages: (CachedPage | undefined)[] = [];
      const failed: Diagnostic[] = [];
      for (const q of batch) {
        const out = await renderer.render(q.route, { ...q.view, html: q.md.html }, undefined, q.key);
        if ('failed' in out) failed.push(out.failed);
        pages.push('failed' in out ? undefined : out.entry);
      }
      return { pages, fragments: [], sidebars: [], files: {}, diagnostics: failed };
    };
    const sidebars: RenderJobResult['sidebars'] = [];
    /** A batch's results, from this thread or a worker, kept as cache hits are. */
    const take = (batch: readonly Queued[], result: RenderJobResult) => {
      // A worker's fragments first: its pages' entries name them.
      for (const [hash, stored] of result.fragments) fragments.adopt(hash, stored);
      sidebars.push(...result.sidebars);
      writer.adopt(result.files);
      diagnostics.push(...result.diagnostics);
      batch.forEach((q, i) => {
        const entry = result.pages[i];
        release(q.md);
        if (entry) entries.set(q.key, entry);
        settle(q.index, q.route, entry);
      });
    };
    if (threads === 0) {
      for (const q of queued) take([q], await renderBatch([q]));
    } else {
      const batches: Queued[][] = [];
      for (let i = 0; i < queued.length; i += RENDER_BATCH) batches.push(queued.slice(i, i + RENDER_BATCH));
      const jobs = batches.map(
        (batch): RenderJob => ({
          stagingDir,
          bundle: assets,
          spliceSidebar,
          // The worker reads the HTML from its cache blob; without the cache it travels.
          pages: batch.map(({ route, key, md, htmlHash }) => ({
            path: route.path,
            key,
            title: md.title,
            toc: md.toc,
            htmlHash,
            ...(cache.enabled ? {} : { html: md.html }),
          })),
        }),
      );
      const batchOf = new Map(jobs.map((job, b) => [job, b]));
      await pool.run(
        'render',
        jobs,
        threads,
        queued.length,
        (job) => renderBatch(batches[batchOf.get(job)!]!),
        (b, result) => take(batches[b]!, result),
      );
    }
    // Shared sidebar files the workers made, placed by this thread (each once).
    for (const file of sidebars) await placeSidebar(file, () => file.unmarked);
  }
  // Pages that rendered are kept even when others failed: the next build renders only those.
  if (input.saveCache !== false) entries.save();
  if (diagnostics.some((d) => d.severity === 'error')) throw new DocgenError(diagnostics);
  return slots.filter((page): page is RenderedPage => page !== undefined);
}

/**
 * What the render cache key hashes of a view. The marked sidebar is most of a view's JSON (a
 * 1,500-doc sidebar on each of 4,500 pages made the key cost seconds) and is a function of the
 * unmarked one and the doc's own path, which the view holds (`canonical`, `doc.id`): it stands
 * as the digest of the unmarked sidebar, computed once per sidebar.
 */
function keyOfView(view: PageView, base: readonly SidebarEntry[] | undefined, htmlHash: string | undefined): unknown {
  // The parts shared by a locale's pages are stood for by digests (each computed once), the
  // content by its hash: a rebuild keys 1,500 pages without reading or serializing their HTML.
  const { site, locale, strings, html, ...rest } = view;
  const doc = view.doc && base ? { ...view.doc, sidebar: digestOf(base) } : view.doc;
  return {
    ...rest,
    site: digestOf(site),
    locale: digestOf(locale),
    strings: digestOf(strings),
    html: htmlHash ?? sha256(html),
    ...(doc ? { doc } : {}),
  };
}

const digests = new WeakMap<object, string>();
function digestOf(value: object): string {
  let digest = digests.get(value);
  if (!digest) digests.set(value, (digest = sha256(JSON.stringify(value))));
  return digest;
}

export async function writeFile(root: string, rel: string, data: string | Uint8Array): Promise<void> {
  const file = path.join(root, rel);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, data);
}

function redirectHtml(to: string): string {
  const safe = to.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<!doctype html><html><head><meta charset="utf-8"><title>Redirecting…</title><meta name="robots" content="noindex"><link rel="canonical" href="${safe}"><meta http-equiv="refresh" content="0; url=${safe}"><script>location.replace(${JSON.stringify(to).replace(/</g, '\\u003c')}+location.hash)</script></head><body><a href="${safe}">${safe}</a></body></html>`;
}
