import fs from 'node:fs';
import path from 'node:path';
import { cacheOff, type DocgenPlugin, type RenderedMarkdown, type RouteRecord, type SiteContext } from '@docgen/config';
import { type Diagnostic, DocgenError } from '@docgen/diagnostics';
import type { PageChunk, PageView, ThemeModule } from '@docgen/shared';
import { hrefWithTrailingSlash } from '@docgen/shared/trailing-slash';
import { hrefRoots } from '../routes/base-url.js';
import { ContentCache } from '../cache/content-cache.js';
import type { OutputWriter } from '../output/writer.js';
import { sha256 } from '../util/hash.js';
import { ComponentPages } from './component-page.js';
import { Fragments } from './fragments.js';
import type { RenderPool } from './jobs.js';
import { type Queued, renderMisses } from './misses.js';
import { type BundleAssets, type CachedPage, PageRenderer, type PageScans } from './page.js';
import type { ScannedLink } from './scan-html.js';
import type { ViewBuilder } from './view.js';
import { keyOfView } from './view-key.js';
import { mergeLocaleRepeats } from './render-failure.js';
import { hasComponentItems, placeFiles } from './navbar-items.js';

export { hasComponentItems } from './navbar-items.js';

/** What the link checker and the write stage need of a rendered page (the HTML itself is on disk). */
export interface RenderedPage {
  route: RouteRecord;
  ids: Set<string>;
  links: ScannedLink[];
  /**
   * Links of fragments shared by many pages (the spliced sidebar's), kept out of `links` when the
   * stage was asked to (`shareLinks`): a 5,000-doc sidebar would otherwise make each page's list
   * 5,000 pointers long. The link checker reads both.
   */
  shared?: readonly (readonly ScannedLink[])[];
  htmlBytes: number;
  /** URL of the page chunk. */
  chunkUrl?: string;
  /** The page chunk itself, when the stage was asked to keep it (`keepChunks`). */
  chunk?: PageChunk;
  /** URL of the shared sidebar file its chunk points to (`PageChunk.sidebar`). */
  sidebarUrl?: string;
}

/** A page as a build keeps it for its next run: its render key, the files it is, its HTML's hash. */
export interface PageEntry {
  page: RenderedPage;
  /** The render cache key (absent for React pages, which depend on their module's code). */
  key?: string;
  /** Output files (relative): the page, its chunk, the shared sidebar file it points to. */
  files: string[];
  htmlHash: string;
}

/** Stage "render" as a build keeps it: every route's page, by path. */
export type RenderState = Map<string, PageEntry>;

/** The order in which a run renders its routes (the dev server's first pass: the page a browser waits for first). */
export interface RenderOrder {
  /** The routes to render, in route order, and the site they belong to (called once, before `next`). */
  begin(routes: readonly RouteRecord[], ctx: SiteContext): void;
  next(): RouteRecord | undefined;
  finish(routePath: string): void;
}

export interface RenderStageInput {
  ctx: SiteContext;
  routes: RouteRecord[];
  /** A markdown route's content (made now when the markdown stage is lazy). */
  markdownOf(route: RouteRecord): Promise<RenderedMarkdown | undefined>;
  views: ViewBuilder;
  theme: ThemeModule;
  bundle: BundleAssets;
  stagingDir: string;
  cache: ContentCache;
  /** Theme fingerprint (package files and strings). */
  themeKey: string;
  writer: OutputWriter;
  /** Render each sidebar once and splice it into its pages when the theme can (default true). */
  spliceSidebar?: boolean;
  /** Keep shared fragments' links out of each page's `links` (see `RenderedPage.shared`). */
  shareLinks?: boolean;
  /** Drop each markdown result's HTML once its last route is rendered: at 15,000 pages, hundreds of MB. */
  releaseMarkdown?: boolean;
  /** The last run's pages (the same build): a page whose key is the same is kept where it is. */
  prev?: RenderState;
  /** Only these routes may have changed (a text edit): the others are kept from `prev`. */
  candidates?: ReadonlySet<string>;
  /** React pages render again (default true; false keeps them from `prev`). */
  components?: boolean;
  order?: RenderOrder;
  /** Keep the chunks of the first N pages rendered (the dev server sends them with its update event). */
  keepChunks?: number;
  pool?: { pool: RenderPool; threads(pages: number, minPages?: number): number };
  /** The site's plugins: those that read pages (`DocgenPlugin.render`) get each page rendered here. */
  plugins?: readonly DocgenPlugin[];
}

export interface RenderStageResult {
  /** Every route's page, in route order. */
  pages: RenderedPage[];
  state: RenderState;
  /** Pages whose files changed in this run. */
  changed: RenderedPage[];
  /** Pages that failed to render: a build stops on them; the dev server keeps their last good version. */
  diagnostics: Diagnostic[];
  /** The plugins' page readers' results, by output file, for the pages rendered in this run. */
  scans: Map<string, PageScans>;
}

const RENDER_NAMESPACE = 'render';

/**
 * Stage "render": every route through the theme with renderToString; HTML and page chunk written
 * to the staging folder. A page whose view and content are unchanged is kept where it is (the
 * last run's, or placed from the render cache); the others are rendered here or, when there are
 * enough, on the worker pool and here at once. Pages come back in route order.
 */
export async function renderStage(input: RenderStageInput): Promise<RenderStageResult> {
  const { ctx, views, cache, writer, stagingDir, prev } = input;
  const slots = new Map<string, PageEntry>();
  const changed: RenderedPage[] = [];
  const diagnostics: Diagnostic[] = [];
  const fragments = new Fragments(cache);
  const memoryOff = cacheOff('dev-memory');
  const entries = cache.shards<CachedPage>(RENDER_NAMESPACE);
  // What renders the navbar's component items (site components, `mdx/`) loads only for a site that has some.
  const navbarKey = hasComponentItems(ctx)
    ? await (await import('./navbar-components.js')).navbarComponentsKey(ctx, input.theme.docusaurusModules ?? {})
    : '';
  const bundleKey = ContentCache.key(
    input.bundle.stylesheets,
    input.bundle.scripts,
    input.bundle.modulePreloads,
    input.bundle.headInlineScript,
    ...(input.bundle.mermaidUrl ? [input.bundle.mermaidUrl] : []),
    // Not the bundle's, but read by every page alike: whether its sidebar is cut, and the files
    // its navbar's component items are made of.
    JSON.stringify(ctx.config.sidebar),
    ...(navbarKey ? [navbarKey] : []),
  );
  // The shared sidebar files of this stage's pages, each placed once in the output and kept as
  // a cache blob (pages served from the cache place it from there).
  const placedSidebars = new Set<string>();
  const placeSidebar = (file: { url: string; hash: string }, load: () => string | Uint8Array | undefined) => {
    const rel = file.url.slice(1);
    if (placedSidebars.has(rel) || fs.existsSync(path.join(stagingDir, rel))) return true;
    if (!writer.place(rel, file.hash, load, (placed) => cache.linkBlob(file.hash, placed))) return false;
    placedSidebars.add(rel);
    return true;
  };
  const spliceSidebar = input.spliceSidebar !== false;
  const scans = new Map<string, PageScans>();
  const take = (file: string, found: PageScans) => scans.set(file, found);
  const readers = input.plugins?.some((p) => p.render) ? { scans: { plugins: input.plugins!, take } } : {};
  const renderer = new PageRenderer({
    ...readers,
    ctx,
    views,
    theme: input.theme,
    bundle: input.bundle,
    cache,
    writer,
    fragments,
    spliceSidebar,
    placeSidebar: async (file, unmarked) => void placeSidebar(file, () => unmarked),
  });
  const components = new ComponentPages(ctx, views, input.theme);
  const release = releaser(input);

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
  /** The last run's page, kept when each of its files is still in the output. */
  const keepPrevious = (route: RouteRecord): boolean => {
    const entry = prev?.get(route.path);
    if (!entry?.files.every((f) => writer.keep(f) || placedSidebars.has(f))) return false;
    slots.set(route.path, { ...entry, page: { ...entry.page, route } });
    return true;
  };
  const settle = (route: RouteRecord, entry: CachedPage | undefined, key: string | undefined, chunk?: PageChunk) => {
    if (!entry) {
      // A page that failed keeps its last good version (the build stops; the dev server serves it).
      keepPrevious(route);
      return;
    }
    const page = pageOf(route, entry, chunk);
    if (!page) {
      diagnostics.push({
        name: 'InternalError',
        severity: 'error',
        message: `The shared sidebar scan of ${route.path} is missing.`,
        why: 'A render worker named a sidebar scan it did not send.',
      });
      return;
    }
    const files = [
      route.outputFile,
      ...(entry.chunk ? [entry.chunk.url.slice(1)] : []),
      ...(entry.media?.map(([out]) => out) ?? []),
    ];
    if (entry.sidebar) files.push(entry.sidebar.url.slice(1));
    const before = prev?.get(route.path);
    if (before?.htmlHash !== entry.html || before.page.chunkUrl !== page.chunkUrl) changed.push(page);
    slots.set(route.path, { page, files, htmlHash: entry.html, ...(key ? { key } : {}) });
  };
  let chunksLeft = input.keepChunks ?? 0;
  const renderHere = async (route: RouteRecord, view: PageView, content: unknown, key: string | undefined) => {
    const out = await renderer.render(route, view, content, key, chunksLeft > 0);
    if ('failed' in out) {
      diagnostics.push(out.failed);
      settle(route, undefined, key);
      return;
    }
    if (out.chunk) chunksLeft--;
    if (key) entries.set(key, out.entry, route.path);
    settle(route, out.entry, key, out.chunk);
  };

  // Markdown pages missing from the render cache, rendered after the loop when the pool takes them.
  const queued: Queued[] = [];
  const renderRoute = async (route: RouteRecord, index: number): Promise<void> => {
    if (input.candidates && !input.candidates.has(route.path) && keepPrevious(route)) return;
    if (route.kind === 'redirect') {
      // A site path the config wrote: under the site's base, as every href, in the trailingSlash form.
      const to = hrefWithTrailingSlash(
        views.authored(route.redirectTo ?? '/'),
        input.ctx.config.trailingSlash,
        hrefRoots(input.ctx),
      );
      const html = redirectHtml(to);
      writer.place(route.outputFile, sha256(html), () => html);
      const page: RenderedPage = {
        route,
        ids: new Set(),
        links: [{ href: to, where: `redirect ${route.path}`, text: '' }],
        htmlBytes: 0,
      };
      slots.set(route.path, { page, files: [route.outputFile], htmlHash: sha256(html) });
      return;
    }
    const assets = renderer.assetsFor(route);
    if (route.kind === 'componentPage' && route.source) {
      if (input.components === false && keepPrevious(route)) return;
      const prepared = await components.prepare(route, assets);
      if ('failed' in prepared) {
        diagnostics.push(...prepared.failed);
        keepPrevious(route);
        return;
      }
      if (prepared.diagnostics) diagnostics.push(...prepared.diagnostics);
      // Component pages depend on their module's code, which the view does not capture: never cached.
      await renderHere(route, prepared.view, prepared.content, undefined);
      // The images a page imports (`import logo from './logo.png'`): placed with it, kept with it.
      const media = prepared.media ?? [];
      for (const [out, file] of media) {
        const data = fs.readFileSync(file);
        writer.place(out, sha256(data), () => data);
      }
      slots.get(route.path)?.files.push(...media.map(([out]) => out));
      return;
    }
    let view: PageView;
    let md: RenderedMarkdown | undefined;
    let contentHash: string | undefined;
    if (route.kind === 'notFound') {
      const title = views.stringsFor(route.locale)['notFound.title'] ?? 'Page not found';
      view = views.page(route, { title, html: '', toc: [] }, assets);
    } else {
      md = await input.markdownOf(route);
      if (!md) throw new Error(`no markdown for ${route.path}`);
      // The HTML is read (from the markdown cache, with spill) only when the page is rendered.
      view = renderer.markdownView(route, md);
      contentHash = md.htmlHash ?? sha256(md.html);
    }
    const key = ContentCache.key(input.themeKey, bundleKey, keyOfView(view, views.sidebarBase(route), contentHash));
    if (!memoryOff && prev?.get(route.path)?.key === key && keepPrevious(route)) {
      release(route);
      return;
    }
    const hit = entries.get(key, route.path);
    cache.count(hit !== undefined);
    // Unchanged pages are kept from the last output, else written from the cache's blobs; a blob
    // gone missing means rendering the page again.
    const hitPage = hit?.v === 4 ? pageOf(route, hit) : undefined;
    if (
      hit?.v === 4 &&
      hitPage &&
      writer.place(route.outputFile, hit.html, () => cache.getBlob(hit.html)) &&
      (!hit.chunk || writer.place(hit.chunk.url.slice(1), hit.chunk.hash, () => cache.getBlob(hit.chunk!.hash))) &&
      (!hit.sidebar || placeSidebar(hit.sidebar, () => cache.getBlob(hit.sidebar!.hash))) &&
      (!hit.media || placeFiles(writer, hit.media))
    ) {
      release(route);
      settle(route, hit, key);
      return;
    }
    if (md && input.pool && !input.order) {
      queued.push({ index, route, key, md, view, htmlHash: contentHash! });
      return;
    }
    if (md) view = { ...view, html: md.html };
    release(route);
    await renderHere(route, view, undefined, key);
  };

  if (input.order) {
    input.order.begin(input.routes, input.ctx);
    for (let route = input.order.next(); route; route = input.order.next()) {
      await renderRoute(route, 0);
      input.order.finish(route.path);
      // The dev server answers requests between pages.
      await new Promise((resolve) => setImmediate(resolve));
    }
  } else {
    for (const [index, route] of input.routes.entries()) await renderRoute(route, index);
  }
  if (queued.length > 0) {
    await renderMisses({
      queued,
      pool: input.pool!.pool,
      threads: input.pool!.threads,
      renderer,
      writer,
      fragments,
      cache,
      stagingDir,
      bundle: input.bundle,
      spliceSidebar,
      diagnostics,
      placeSidebar: async (file, unmarked) => void placeSidebar(file, () => unmarked),
      takeScans: take,
      settle: (q, entry) => {
        release(q.route);
        if (entry) entries.set(q.key, entry, q.route.path);
        settle(q.route, entry, q.key);
      },
    });
  }
  // Pages that rendered are kept even when others failed: the next build renders only those.
  entries.save();
  const state: RenderState = new Map();
  const pages: RenderedPage[] = [];
  for (const route of input.routes) {
    const entry = slots.get(route.path);
    if (!entry) continue;
    state.set(route.path, entry);
    pages.push(entry.page);
  }
  return { pages, state, changed, diagnostics: mergeLocaleRepeats(diagnostics), scans };
}

/** Drops a markdown result's HTML after its last route rendered (`releaseMarkdown`). */
function releaser(input: RenderStageInput): (route: RouteRecord) => void {
  if (!input.releaseMarkdown) return () => {};
  const uses = new Map<string, number>();
  const canonical = (r: RouteRecord) => r.canonicalPath ?? r.path;
  // A blog post's HTML stays: the blog's list pages show its excerpt.
  for (const r of input.routes)
    if ((r.kind === 'doc' || r.kind === 'markdownPage') && r.source?.blog?.type !== 'post')
      uses.set(canonical(r), (uses.get(canonical(r)) ?? 0) + 1);
  return (route) => {
    const key = canonical(route);
    const left = (uses.get(key) ?? 0) - 1;
    uses.set(key, left);
    if (left === 0)
      void input.markdownOf(route).then((md) => {
        if (md) md.html = '';
      });
  };
}

/** Throws the stage's errors (a build that must stop on them). */
export function throwErrors(diagnostics: Diagnostic[]): void {
  if (diagnostics.some((d) => d.severity === 'error')) throw new DocgenError(diagnostics);
}

function redirectHtml(to: string): string {
  const safe = to.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<!doctype html><html><head><meta charset="utf-8"><title>Redirecting…</title><meta name="robots" content="noindex"><link rel="canonical" href="${safe}"><meta http-equiv="refresh" content="0; url=${safe}"><script>location.replace(${JSON.stringify(to).replace(/</g, '\\u003c')}+location.hash)</script></head><body><a href="${safe}">${safe}</a></body></html>`;
}
