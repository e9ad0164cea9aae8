import fss from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { BootData, PageChunk, PageComponentProps, PageAssets, PageView, SidebarEntry, SidebarMarks, ThemeModule } from '@docgen/shared';
import { DOM, SIDEBAR_ITEMS } from '@docgen/shared';
import { DocgenError, type Diagnostic } from '../diagnostics/index.js';
import type { RenderedMarkdown, RouteRecord, SiteContext } from '../model.js';
import { localePrefix } from '../routes/manifest.js';
import type { ClientBundle } from '../bundle/stage.js';
import { ContentCache } from '../cache/content-cache.js';
import { loadSiteModule } from '../util/load-module.js';
import { sha256 } from '../util/hash.js';
import { OutputWriter } from '../output/writer.js';
import { pick } from './localize.js';
import { scanHtml, type Fragment, type ScannedLink } from './scan-html.js';
import type { ViewBuilder } from './view.js';

export const MANIFEST_URL = '/_docgen/routes.json';

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
}

/**
 * A rendered page in the cache: its HTML and chunk are blobs named by content hash; its links
 * without the shared sidebar's, which are one blob per sidebar (`fragments`) put back at `at`.
 */
interface CachedPage {
  v: 4;
  html: string;
  chunk?: { url: string; hash: string };
  /** The shared sidebar file the chunk points to (`PageChunk.sidebar`). */
  sidebar?: { url: string; hash: string };
  ids: string[];
  links: ScannedLink[];
  fragments: { hash: string; at: number; where: string }[];
  htmlBytes: number;
}

/** A fragment's scan as stored (a blob named by its hash). */
interface StoredFragment {
  ids: string[];
  links: { href: string; text: string }[];
}

type PageModule = { default?: (props: PageComponentProps) => ReactElement; meta?: { title?: string | Record<string, string>; description?: string | Record<string, string> } };

/** Stage "render": every route through the theme with renderToString; HTML and page chunk written to the staging folder. */
export async function renderRoutes(input: RenderStageInput): Promise<RenderedPage[]> {
  const { ctx, views, theme, bundle, stagingDir, cache } = input;
  const writer = input.writer ?? new OutputWriter(stagingDir);
  const pages: RenderedPage[] = [];
  const diagnostics: Diagnostic[] = [];
  const componentModules = new Map<string, PageModule>();
  const bundleKey = ContentCache.key(bundle.stylesheets, bundle.scripts, bundle.modulePreloads, bundle.headInlineScript);
  const fragments = new Fragments(cache);
  // The shared sidebar files of this stage's pages, each placed once in the output and kept as
  // a cache blob (pages served from the cache place it from there).
  const sharedFiles = new Map<string, { url: string; hash: string }>();
  const placedShared = new Set<string>();
  const placeShared = async (file: { url: string; hash: string }, load: () => string | Uint8Array | undefined): Promise<boolean> => {
    const rel = file.url.slice(1);
    if (placedShared.has(rel) || fss.existsSync(path.join(stagingDir, rel))) return true;
    if (!(await writer.place(rel, file.hash, load, (placed) => cache.linkBlob(file.hash, placed)))) return false;
    placedShared.add(rel);
    return true;
  };
  const uses = new Map<RenderedMarkdown, number>();
  if (input.releaseMarkdown) {
    for (const route of input.routes) {
      const md = input.markdown.get(route);
      if (md) uses.set(md, (uses.get(md) ?? 0) + 1);
    }
  }
  const localePrefixes = ctx.locales.map((l) => localePrefix(ctx, l.code)).sort((a, b) => b.length - a.length);

  /** A page's markdown is done with: its HTML leaves the heap after its last route. */
  const release = (md: RenderedMarkdown | undefined) => {
    if (!md || !input.releaseMarkdown) return;
    const left = (uses.get(md) ?? 0) - 1;
    uses.set(md, left);
    if (left === 0) md.html = '';
  };

  for (const route of input.routes) {
    if (route.kind === 'redirect') {
      await writer.write(route.outputFile, redirectHtml(route.redirectTo ?? '/'));
      pages.push({ route, ids: new Set(), links: [{ href: route.redirectTo ?? '/', where: `redirect ${route.path}`, text: '' }], htmlBytes: 0 });
      continue;
    }
    const boot: BootData = {
      v: 1,
      path: route.path,
      locale: route.locale,
      manifest: MANIFEST_URL,
      localePrefixes,
      analytics: ctx.config.analytics.trackers.map((t) => ({ id: t.id, endpoint: t.endpoint, ...(t.scriptUrl ? { scriptUrl: t.scriptUrl } : {}), anonymizeIp: t.anonymizeIp })),
      ...(route.kind === 'notFound' ? { notFound: true } : {}),
      ...(bundle.islandsUrl ? { islands: bundle.islandsUrl } : {}),
    };
    const assets: PageAssets = {
      stylesheets: bundle.stylesheets,
      scripts: bundle.scripts,
      modulePreloads: bundle.modulePreloads,
      headInlineScript: bundle.headInlineScript,
      bootJson: JSON.stringify(boot).replace(/</g, '\\u003c'),
    };
    let content: unknown;
    let view: PageView;
    let contentHash: string | undefined;
    let markdownOf: RenderedMarkdown | undefined;
    const strings = views.stringsFor(route.locale);
    if (route.kind === 'componentPage' && route.source) {
      let mod = componentModules.get(route.source.file);
      if (!mod) {
        mod = (await loadSiteModule<PageModule>({ siteDir: ctx.siteDir, file: route.source.file, syntaxError: 'PageComponentError', runtimeError: 'PageComponentError' })).module;
        componentModules.set(route.source.file, mod);
      }
      const Component = mod.default;
      if (typeof Component !== 'function') {
        diagnostics.push({ name: 'PageComponentError', severity: 'error', message: 'A React page must default-export a component.', file: route.source.relFile });
        continue;
      }
      const locale = views.locale(route.locale);
      const site = views.site(route.locale);
      const props: PageComponentProps = { locale, site, strings, href: (p: string) => views.localizeHref(p, route.locale) };
      content = createElement(Component, props);
      const title = pick(mod.meta?.title, route.locale, ctx.defaultLocale.code) || site.title;
      const description = pick(mod.meta?.description, route.locale, ctx.defaultLocale.code) || undefined;
      view = views.page(route, { title, ...(description ? { description } : {}), html: '', toc: [] }, assets);
    } else if (route.kind === 'notFound') {
      view = views.page(route, { title: strings['notFound.title'] ?? 'Page not found', html: '', toc: [] }, assets);
    } else {
      const md = input.markdown.get(route);
      if (!md) throw new Error(`no markdown for ${route.path}`);
      // The HTML is read (from the markdown cache, with spill) only when the page is rendered.
      view = views.page(route, { title: md.title, html: '', toc: md.toc }, assets);
      contentHash = md.htmlHash ?? sha256(md.html);
      markdownOf = md;
    }
    // Component pages depend on their module's code, which the view does not capture: never cached.
    const cacheKey = route.kind === 'componentPage' ? undefined : ContentCache.key(input.themeKey, bundleKey, keyOfView(view, views.sidebarBase(route), contentHash));
    const hit = cacheKey ? cache.get<CachedPage>('render', cacheKey) : undefined;
    // Unchanged pages are linked from the last output, else written from the cache's blobs;
    // a blob gone missing means rendering the page again.
    const hitLinks = hit?.v === 4 ? (input.shareLinks ? fragments.segments(hit.links, hit.fragments) : fragments.restore(hit.links, hit.fragments)) : undefined;
    if (
      hit?.v === 4 &&
      hitLinks &&
      (await writer.place(route.outputFile, hit.html, () => cache.getBlob(hit.html))) &&
      (!hit.chunk || (await writer.place(hit.chunk.url.slice(1), hit.chunk.hash, () => cache.getBlob(hit.chunk!.hash)))) &&
      (!hit.sidebar || (await placeShared(hit.sidebar, () => cache.getBlob(hit.sidebar!.hash))))
    ) {
      release(markdownOf);
      const linkLists = Array.isArray(hitLinks) ? { links: hitLinks } : hitLinks;
      pages.push({ route, ids: new Set(hit.ids), ...linkLists, htmlBytes: hit.htmlBytes, ...(hit.chunk ? { chunkUrl: hit.chunk.url } : {}), ...(hit.sidebar ? { sidebarUrl: hit.sidebar.url } : {}) });
      continue;
    }
    if (markdownOf) {
      view = { ...view, html: markdownOf.html };
      release(markdownOf);
    }
    // After the cache key: the spliced items are a function of the view (and the theme). The page
    // is rendered and scanned with a placeholder; the items, scanned once per sidebar, go in after.
    let items: { html: string; fragment: SharedFragment; shared?: { unmarked: string; marks: SidebarMarks } } | undefined;
    if (view.doc && (theme.sidebarItems || theme.sidebarHtml) && input.spliceSidebar !== false) {
      const base = views.sidebarBase(route);
      const made = base && (theme.sidebarItems ? theme.sidebarItems(view, base) : htmlOnly(theme.sidebarHtml!(view, base)));
      if (base && made) {
        items = { html: made.html, fragment: fragments.ofSidebar(base, made.html), ...(made.unmarked !== undefined ? { shared: { unmarked: made.unmarked, marks: made.marks } } : {}) };
        view = { ...view, doc: { ...view.doc, sidebarHtml: SIDEBAR_ITEMS } };
      }
    }
    let html: string;
    try {
      html = `<!doctype html>${renderToString(theme.renderPage(view, content) as ReactElement)}`;
    } catch (error) {
      diagnostics.push({
        name: route.kind === 'componentPage' ? 'PageComponentError' : 'InternalError',
        severity: 'error',
        message: `Rendering ${route.path} failed: ${(error as Error).message}`,
        file: route.source?.relFile,
        why: route.kind === 'componentPage' ? 'A React page must render on the server (no window or document at render time).' : 'The theme threw while rendering this page.',
      });
      continue;
    }
    const scan = items ? scanHtml(html, new Map([[SIDEBAR_PLACEHOLDER, items.fragment]])) : scanHtml(html);
    // The page has its sidebar; the chunk points to the shared file when the theme says how to
    // mark it (`PageChunk.sidebar`), else it carries its own copy.
    let sidebarFile: { url: string; hash: string } | undefined;
    if (items) {
      html = splice(html, items.html);
      if (scan.layout?.html.includes(SIDEBAR_ITEMS)) {
        if (items.shared) {
          const unmarked = items.shared.unmarked;
          let file = sharedFiles.get(unmarked);
          if (!file) sharedFiles.set(unmarked, (file = sharedSidebarFile(route.locale, unmarked)));
          await placeShared(file, () => unmarked);
          sidebarFile = file;
        } else scan.layout.html = splice(scan.layout.html, items.html);
      }
    }
    const htmlHash = sha256(html);
    await writer.write(route.outputFile, html, htmlHash, cacheKey ? (file) => cache.linkBlob(htmlHash, file) : undefined);
    let chunkUrl: string | undefined;
    let chunkHash: string | undefined;
    let keptChunk: PageChunk | undefined;
    if (scan.layout) {
      const { lang = '', dir = 'ltr', ...rest } = scan.htmlAttrs;
      const chunk: PageChunk = {
        v: 1,
        path: route.path,
        locale: route.locale,
        lang,
        dir: dir === 'rtl' ? 'rtl' : 'ltr',
        title: scan.title,
        head: scan.headTags.join(''),
        layoutKey: scan.layout.key,
        layout: scan.layout.html,
        htmlAttrs: Object.fromEntries(Object.entries(rest).filter(([k]) => k !== 'data-theme' && k !== 'class')),
        ...(sidebarFile && items?.shared ? { sidebar: { src: sidebarFile.url, marks: items.shared.marks } } : {}),
      };
      const json = JSON.stringify(chunk);
      chunkHash = sha256(json);
      const base = route.path === '/' ? 'index' : route.path.slice(1).replace(/[^A-Za-z0-9_-]+/g, '-');
      chunkUrl = `/assets/pages/${base}.${chunkHash.slice(0, 8)}.json`;
      const hashOfChunk = chunkHash;
      await writer.write(chunkUrl.slice(1), json, chunkHash, cacheKey ? (file) => cache.linkBlob(hashOfChunk, file) : undefined);
      if (input.keepChunks) keptChunk = chunk;
    } else {
      diagnostics.push({
        name: 'InternalError',
        severity: 'error',
        message: `The theme rendered ${route.path} without a layout region.`,
        why: `Client navigation swaps the element with ${DOM.region}="layout"; the theme must render one.`,
      });
    }
    const htmlBytes = Buffer.byteLength(html);
    // The page's own links, and where the shared fragments' go.
    const own: ScannedLink[] = [];
    const shared: (readonly ScannedLink[])[] = [];
    const stored: CachedPage['fragments'] = [];
    let from = 0;
    for (const at of scan.spliced) {
      const fragmentLinks = items!.fragment.linksAt(at.where);
      for (let i = from; i < at.at; i++) own.push(scan.links[i]!);
      if (cacheKey) stored.push({ hash: fragments.save(items!.fragment), at: own.length, where: at.where });
      shared.push(fragmentLinks);
      from = at.at + fragmentLinks.length;
    }
    for (let i = from; i < scan.links.length; i++) own.push(scan.links[i]!);
    if (cacheKey) {
      cache.set('render', cacheKey, { v: 4, html: htmlHash, ids: [...scan.ids], links: own, fragments: stored, htmlBytes, ...(chunkUrl && chunkHash ? { chunk: { url: chunkUrl, hash: chunkHash } } : {}), ...(sidebarFile ? { sidebar: sidebarFile } : {}) } satisfies CachedPage);
    }
    // The scan's strings are slices of the page's HTML and would keep all of it alive (with a
    // 5,000-doc sidebar, 750 KB per page for the rest of the build): kept as copies.
    const kept = detach({ ids: [...scan.ids], links: input.shareLinks && shared.length > 0 ? own : scan.links });
    const linkLists = input.shareLinks && shared.length > 0 ? { links: kept.links, shared } : { links: kept.links };
    pages.push({ route, ids: new Set(kept.ids), ...linkLists, htmlBytes, ...(chunkUrl ? { chunkUrl } : {}), ...(sidebarFile ? { sidebarUrl: sidebarFile.url } : {}), ...(keptChunk ? { chunk: keptChunk } : {}) });
  }
  if (diagnostics.some((d) => d.severity === 'error')) throw new DocgenError(diagnostics);
  return pages;
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
  return { ...rest, site: digestOf(site), locale: digestOf(locale), strings: digestOf(strings), html: htmlHash ?? sha256(html), ...(doc ? { doc } : {}) };
}

const digests = new WeakMap<object, string>();
function digestOf(value: object): string {
  let digest = digests.get(value);
  if (!digest) digests.set(value, (digest = sha256(JSON.stringify(value))));
  return digest;
}

function detach<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** Comment standing for the sidebar's items while a page is rendered and scanned. */
/** The comment's text: the page scan takes the shared sidebar's ids and links from it. */
const SIDEBAR_PLACEHOLDER = SIDEBAR_ITEMS.slice('<!--'.length, -'-->'.length);

function splice(html: string, items: string): string {
  const at = html.indexOf(SIDEBAR_ITEMS);
  if (at === -1) throw new Error('the spliced sidebar placeholder is missing from the rendered page');
  return html.slice(0, at) + items + html.slice(at + SIDEBAR_ITEMS.length);
}

/** A theme that gives only `sidebarHtml`: its pages' chunks carry their own sidebar. */
function htmlOnly(html: string | undefined): { html: string; unmarked?: undefined; marks?: undefined } | undefined {
  return html === undefined ? undefined : { html };
}

/** The file of a shared sidebar's unmarked items, named by its content. */
function sharedSidebarFile(locale: string, unmarked: string): { url: string; hash: string } {
  const hash = sha256(unmarked);
  return { url: `/assets/sidebars/${locale}.${hash.slice(0, 10)}.html`, hash };
}

interface SharedFragment extends Fragment {
  stored: StoredFragment;
}

/**
 * The sidebar's items scanned once per sidebar: their links are the same objects in every
 * page's list (a pointer per link and page, not a copy: 1,500 pages of a 1,500-doc sidebar),
 * stored once in the cache and put back into cached pages' lists the same way.
 */
class Fragments {
  private readonly bySidebar = new WeakMap<readonly SidebarEntry[], SharedFragment>();
  private readonly byHash = new Map<string, SharedFragment | null>();
  private readonly hashes = new WeakMap<SharedFragment, string>();

  constructor(private readonly cache: ContentCache) {}

  ofSidebar(base: readonly SidebarEntry[], itemsHtml: string): SharedFragment {
    let fragment = this.bySidebar.get(base);
    if (!fragment) {
      const scan = scanHtml(itemsHtml);
      fragment = shared(detach({ ids: [...scan.ids], links: scan.links.map(({ href, text }) => ({ href, text })) }));
      this.bySidebar.set(base, fragment);
    }
    return fragment;
  }

  /** Stores a fragment (once) and returns its hash. */
  save(fragment: SharedFragment): string {
    let hash = this.hashes.get(fragment);
    if (!hash) {
      const json = JSON.stringify(fragment.stored);
      hash = sha256(json);
      this.cache.setBlob(hash, json);
      this.hashes.set(fragment, hash);
      this.byHash.set(hash, fragment);
    }
    return hash;
  }

  /** A cached page's links with its fragments' put back; undefined when a fragment is gone from the cache. */
  restore(own: ScannedLink[], at: CachedPage['fragments']): ScannedLink[] | undefined {
    if (at.length === 0) return own;
    const links: ScannedLink[] = [];
    let from = 0;
    for (const f of at) {
      const fragment = this.load(f.hash);
      if (!fragment) return undefined;
      for (let i = from; i < f.at; i++) links.push(own[i]!);
      for (const link of fragment.linksAt(f.where)) links.push(link);
      from = f.at;
    }
    for (let i = from; i < own.length; i++) links.push(own[i]!);
    return links;
  }

  /** A cached page's own links and its fragments' (shared) lists; undefined when a fragment is gone. */
  segments(own: ScannedLink[], at: CachedPage['fragments']): { links: ScannedLink[]; shared?: (readonly ScannedLink[])[] } | undefined {
    if (at.length === 0) return { links: own };
    const shared: (readonly ScannedLink[])[] = [];
    for (const f of at) {
      const fragment = this.load(f.hash);
      if (!fragment) return undefined;
      shared.push(fragment.linksAt(f.where));
    }
    return { links: own, shared };
  }

  private load(hash: string): SharedFragment | undefined {
    let fragment = this.byHash.get(hash);
    if (fragment === undefined) {
      const blob = this.cache.getBlob(hash);
      fragment = blob ? shared(JSON.parse(blob.toString('utf8')) as StoredFragment) : null;
      this.byHash.set(hash, fragment);
      if (fragment) this.hashes.set(fragment, hash);
    }
    return fragment ?? undefined;
  }
}

function shared(stored: StoredFragment): SharedFragment {
  const byWhere = new Map<string, ScannedLink[]>();
  return {
    stored,
    ids: stored.ids,
    linksAt(where) {
      let links = byWhere.get(where);
      if (!links) byWhere.set(where, (links = stored.links.map((l) => ({ href: l.href, where, text: l.text }))));
      return links;
    },
  };
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

