import type { ReactElement } from 'react';
import { renderToString } from '../util/render-to-string.js';
import type {
  BootData,
  PageAssets,
  PageChunk,
  PageView,
  SidebarItemsOptions,
  SidebarMarks,
  ThemeModule,
} from '@docgen/shared';
import { DOM, SIDEBAR_ITEMS } from '@docgen/shared';
import type { Diagnostic } from '@docgen/diagnostics';
import type { ClientBundle } from '../bundle/stage.js';
import type { ContentCache } from '../cache/content-cache.js';
import type { DocgenPlugin, RenderedMarkdown, RouteRecord, SiteContext } from '@docgen/config';
import type { OutputWriter } from '../output/writer.js';
import { localePrefix } from '../routes/manifest.js';
import { hrefRoots, siteHref, siteRouteKey } from '../routes/base-url.js';
import { sha256 } from '../util/hash.js';
import type { FragmentAt, Fragments, SharedFragment } from './fragments.js';
import { renderFailure } from './render-failure.js';
import { hasNavbarComponents, placeFiles, withStylesheets } from './navbar-items.js';
import { scanHtml, type ScannedLink } from './scan-html.js';
import { applyTrailingSlash, sidebarWithTrailingSlash } from './trailing-slash.js';
import { detachedScan } from '../util/detached.js';
import type { ViewBuilder } from './view.js';

export type { StoredFragment } from './fragments.js';

/** What a page's view takes of its markdown result besides the HTML (a render job carries these). */
export type MarkdownViewFields = Pick<
  RenderedMarkdown,
  'title' | 'heading' | 'titleInBody' | 'toc' | 'stylesheets' | 'image' | 'head'
>;

/** Those fields of a result, and no others: a render job sends no more than the view reads, and no less. */
export function markdownViewFields(md: MarkdownViewFields): MarkdownViewFields {
  return {
    title: md.title,
    ...(md.heading ? { heading: md.heading } : {}),
    ...(md.titleInBody ? { titleInBody: md.titleInBody } : {}),
    toc: md.toc,
    ...(md.stylesheets ? { stylesheets: md.stylesheets } : {}),
    ...(md.image ? { image: md.image } : {}),
    ...(md.head?.length ? { head: md.head } : {}),
  };
}

export const MANIFEST_URL = '/_docgen/routes.json';

/** What pages need of the client bundle (plain data: it travels to render workers). */
export type BundleAssets = Pick<
  ClientBundle,
  'stylesheets' | 'scripts' | 'modulePreloads' | 'headInlineScript' | 'islandsUrl' | 'mermaidUrl'
>;

/**
 * The fields of `BundleAssets` alone, for a render job: the stage is given the whole bundle,
 * whose `assets` hold every chunk's bytes. Sent with each job, and turned to JSON by the worker
 * to key its renderer, they took 4.2 of a worker's 10.7 s of render CPU at 1,500 pages.
 */
export function bundleAssetsOf(bundle: BundleAssets): BundleAssets {
  const { stylesheets, scripts, modulePreloads, headInlineScript, islandsUrl, mermaidUrl } = bundle;
  return {
    stylesheets,
    scripts,
    modulePreloads,
    headInlineScript,
    ...(islandsUrl !== undefined ? { islandsUrl } : {}),
    ...(mermaidUrl !== undefined ? { mermaidUrl } : {}),
  };
}

/**
 * A rendered page as the render cache holds it, and as a render worker hands it back: its HTML
 * and chunk are files named by content hash (in the output, and cache blobs); its links
 * without the shared sidebar's, which are one scan per sidebar (`fragments`) put back at `at`.
 */
export interface CachedPage {
  v: 4;
  html: string;
  chunk?: { url: string; hash: string };
  /** The shared sidebar file the chunk points to (`PageChunk.sidebar`). */
  sidebar?: { url: string; hash: string };
  ids: string[];
  links: ScannedLink[];
  fragments: FragmentAt[];
  htmlBytes: number;
  /** Files the page loads besides its chunk (its navbar items' island chunks): output path → file. */
  media?: [string, string][];
}

export interface PageRendererOptions {
  ctx: SiteContext;
  views: ViewBuilder;
  theme: ThemeModule;
  bundle: BundleAssets;
  cache: ContentCache;
  writer: OutputWriter;
  fragments: Fragments;
  /** Render each sidebar once and splice it into its pages when the theme can. */
  spliceSidebar: boolean;
  /**
   * Puts a shared sidebar file in the output: the main thread writes it (once), a worker hands
   * it to the main thread. Called for every page that points to it.
   */
  placeSidebar(file: { url: string; hash: string }, unmarked: string): Promise<void>;
  /** Plugins that read each page (`DocgenPlugin.render`), and where their results go (by the page's output file). */
  scans?: { plugins: readonly DocgenPlugin[]; take(file: string, scans: PageScans): void };
}

/** What the plugins' page readers returned for one page, by plugin name. */
export type PageScans = Record<string, unknown>;

/**
 * One page through the theme: renderToString, the HTML scanned for ids and links, the page and
 * its chunk written, the render cache entry stored. The same code on the main thread and in
 * render workers, so a page's bytes never depend on the thread that rendered it.
 */
export class PageRenderer {
  private readonly localePrefixes: string[];
  private readonly sidebarFiles = new Map<string, { url: string; hash: string }>();
  /** Hrefs that stay folders under `trailingSlash` (the locales' homes, the site's base). */
  private readonly roots: string[];
  /** What the theme is asked for a page's sidebar (config `sidebar`). */
  private readonly sidebarOptions: SidebarItemsOptions;
  /** The bundle's URLs as pages load them (the site's base in front). */
  private readonly urls: Pick<BundleAssets, 'stylesheets' | 'scripts' | 'modulePreloads' | 'islandsUrl' | 'mermaidUrl'>;

  constructor(private readonly o: PageRendererOptions) {
    const { ctx, bundle } = o;
    // As the browser sees them: the base in front (the default locale's prefix is the base alone).
    this.localePrefixes = ctx.locales
      .map((l) => siteHref(ctx, localePrefix(ctx, l.code)))
      .sort((a, b) => b.length - a.length);
    const href = (url: string) => siteHref(ctx, url);
    this.urls = {
      stylesheets: bundle.stylesheets.map(href),
      scripts: bundle.scripts.map(href),
      modulePreloads: bundle.modulePreloads.map(href),
      ...(bundle.islandsUrl ? { islandsUrl: href(bundle.islandsUrl) } : {}),
      ...(bundle.mermaidUrl ? { mermaidUrl: href(bundle.mermaidUrl) } : {}),
    };
    this.roots = hrefRoots(ctx);
    const lazyAbove = ctx.config.sidebar.lazyAbove;
    this.sidebarOptions = lazyAbove === false ? {} : { lazyAbove };
  }

  /** The scripts, styles and boot data of a route's page. */
  assetsFor(route: RouteRecord): PageAssets {
    const { ctx, bundle } = this.o;
    const { urls } = this;
    const boot: BootData = {
      v: 1,
      path: siteRouteKey(ctx, route.path),
      locale: route.locale,
      manifest: siteHref(ctx, MANIFEST_URL),
      localePrefixes: this.localePrefixes,
      analytics: ctx.config.analytics.trackers.map((t) => ({
        id: t.id,
        endpoint: t.endpoint,
        ...(t.scriptUrl ? { scriptUrl: t.scriptUrl } : {}),
        anonymizeIp: t.anonymizeIp,
      })),
      ...(route.kind === 'notFound' ? { notFound: true } : {}),
      ...(urls.islandsUrl ? { islands: urls.islandsUrl } : {}),
      ...(ctx.config.trailingSlash !== undefined ? { trailingSlash: ctx.config.trailingSlash } : {}),
    };
    return {
      stylesheets: urls.stylesheets,
      scripts: urls.scripts,
      modulePreloads: urls.modulePreloads,
      headInlineScript: bundle.headInlineScript,
      bootJson: JSON.stringify(boot).replace(/</g, '\\u003c'),
    };
  }

  /** The view of a markdown route (its HTML left out: the cache key takes its hash). */
  markdownView(route: RouteRecord, md: MarkdownViewFields): PageView {
    const { title, heading, titleInBody, toc, image, head } = md;
    const assets = this.assetsFor(route);
    return this.o.views.page(
      route,
      {
        title,
        ...(heading ? { heading } : {}),
        ...(titleInBody ? { titleInBody } : {}),
        html: '',
        toc,
        ...(image ? { image } : {}),
        ...(head?.length ? { head } : {}),
      },
      // The components' stylesheets, as the browser loads them (the site's base in front).
      md.stylesheets?.length
        ? { ...assets, pageStylesheets: md.stylesheets.map((url) => siteHref(this.o.ctx, url)) }
        : assets,
    );
  }

  /**
   * Renders `view` (with `content`, a React page's element) and writes the page and its chunk;
   * with `cacheKey` (a page the render cache will hold), they become cache blobs too. Returns the
   * entry for the render cache (its links are copies, not slices of the page's HTML; the main
   * thread stores it) or the diagnostic of a failed render.
   */
  async render(
    route: RouteRecord,
    view: PageView,
    content: unknown,
    cacheKey: string | undefined,
    keepChunk = false,
  ): Promise<{ entry: CachedPage; chunk?: PageChunk } | { failed: Diagnostic }> {
    const { theme, views, writer, cache, fragments } = this.o;
    // After the cache key: the spliced items are a function of the view (and the theme). The page
    // is rendered and scanned with a placeholder; the items, scanned once per sidebar, go in after.
    let items:
      | { html: string; fragment: SharedFragment; shared?: { unmarked: string; marks: SidebarMarks } }
      | undefined;
    if (view.doc && (theme.sidebarItems || theme.sidebarHtml) && this.o.spliceSidebar) {
      const base = views.sidebarBase(route);
      const given =
        base &&
        (theme.sidebarItems
          ? theme.sidebarItems(view, base, this.sidebarOptions)
          : htmlOnly(theme.sidebarHtml!(view, base)));
      const made = given && sidebarWithTrailingSlash(given, this.o.ctx.config.trailingSlash, this.roots);
      if (base && made) {
        items = {
          html: made.html,
          // Every link of the sidebar, also those a lazy page leaves out: the reader reaches them
          // by opening their category, and the link check sees what it saw before.
          fragment: fragments.ofSidebar(base, made.unmarked ?? made.html),
          ...(made.unmarked !== undefined ? { shared: { unmarked: made.unmarked, marks: made.marks } } : {}),
        };
        view = { ...view, doc: { ...view.doc, sidebarHtml: SIDEBAR_ITEMS } };
      }
    }
    let html: string;
    try {
      html = applyTrailingSlash(
        `<!doctype html>${renderToString(theme.renderPage(view, content) as ReactElement)}`,
        this.o.ctx.config.trailingSlash,
        this.roots,
      );
    } catch (error) {
      return { failed: renderFailure(route, error, this.o.ctx.siteDir) };
    }
    let navItems: Record<string, string> | undefined;
    let media: [string, string][] = [];
    if (hasNavbarComponents(this.o.ctx, html)) {
      const { renderNavbarComponents } = await import('./navbar-components.js');
      const done = await renderNavbarComponents(this.o.ctx, theme.docusaurusModules ?? {}, views, route, html);
      if ('failed' in done) return done;
      ({ html, navItems, media } = done);
      if (!placeFiles(writer, media)) throw new Error(`a file of ${route.path}'s navbar items is missing`);
      html = withStylesheets(html, done.stylesheets);
    }
    const readers = this.o.scans?.plugins.flatMap((p) =>
      p.render ? [{ name: p.name, scanner: p.render.scanPage() }] : [],
    );
    const scan = scanHtml(
      html,
      items ? new Map([[SIDEBAR_PLACEHOLDER, items.fragment]]) : undefined,
      readers?.map((r) => r.scanner),
    );
    if (readers?.length) this.o.scans!.take(route.outputFile, scanResults(readers));
    if (!scan.layout) {
      return {
        failed: {
          name: 'InternalError',
          severity: 'error',
          message: `The theme rendered ${route.path} without a layout region.`,
          why: `Client navigation swaps the element with ${DOM.region}="layout"; the theme must render one.`,
        },
      };
    }
    // Known once rendered (a ```mermaid block, `<Mermaid>` in MDX or a component): the page's
    // head, and its chunk's for in-place navigation, load the diagram chunk.
    if (scan.diagrams && this.urls.mermaidUrl) {
      const tag = `<script type="module" src="${this.urls.mermaidUrl}" data-dg-head=""></script>`;
      const at = html.indexOf('</head>');
      if (at !== -1) {
        html = html.slice(0, at) + tag + html.slice(at);
        scan.headTags.push(tag);
      }
    }
    // The page has its sidebar; the chunk points to the shared file when the theme says how to
    // mark it (`PageChunk.sidebar`), else it carries its own copy.
    let sidebarFile: { url: string; hash: string } | undefined;
    if (items) {
      html = splice(html, items.html);
      if (scan.layout.html.includes(SIDEBAR_ITEMS)) {
        if (items.shared) {
          const unmarked = items.shared.unmarked;
          let file = this.sidebarFiles.get(unmarked);
          if (!file) this.sidebarFiles.set(unmarked, (file = sharedSidebarFile(route.locale, unmarked)));
          await this.o.placeSidebar(file, unmarked);
          sidebarFile = file;
        } else scan.layout.html = splice(scan.layout.html, items.html);
      }
    }
    const htmlHash = sha256(html);
    writer.write(route.outputFile, html, htmlHash, cacheKey ? (file) => cache.linkBlob(htmlHash, file) : undefined);
    const { lang = '', dir = 'ltr', ...rest } = scan.htmlAttrs;
    const chunk: PageChunk = {
      v: 1,
      path: siteRouteKey(this.o.ctx, route.path),
      locale: route.locale,
      lang,
      dir: dir === 'rtl' ? 'rtl' : 'ltr',
      title: scan.title,
      head: scan.headTags.join(''),
      layoutKey: scan.layout.key,
      layout: scan.layout.html,
      htmlAttrs: Object.fromEntries(Object.entries(rest).filter(([k]) => k !== 'data-theme' && k !== 'class')),
      ...(view.htmlAttributes || view.bodyAttributes ? { fullLoad: true as const } : {}),
      ...navOf(view),
      ...(navItems ? { navItems } : {}),
      ...(sidebarFile && items?.shared
        ? { sidebar: { src: siteHref(this.o.ctx, sidebarFile.url), marks: items.shared.marks } }
        : {}),
    };
    const json = JSON.stringify(chunk);
    const chunkHash = sha256(json);
    const base = route.path === '/' ? 'index' : route.path.slice(1).replace(/[^A-Za-z0-9_-]+/g, '-');
    const chunkUrl = `/assets/pages/${base}.${chunkHash.slice(0, 8)}.json`;
    writer.write(chunkUrl.slice(1), json, chunkHash, cacheKey ? (file) => cache.linkBlob(chunkHash, file) : undefined);

    // The page's own links, and where the shared fragments' go.
    const own: ScannedLink[] = [];
    const at: FragmentAt[] = [];
    let from = 0;
    for (const spliced of scan.spliced) {
      const fragmentLinks = items!.fragment.linksAt(spliced.where);
      for (let i = from; i < spliced.at; i++) own.push(scan.links[i]!);
      at.push({ hash: fragments.hashOf(items!.fragment), at: own.length, where: spliced.where });
      from = spliced.at + fragmentLinks.length;
    }
    for (let i = from; i < scan.links.length; i++) own.push(scan.links[i]!);
    // The scan's strings are slices of the page's HTML and would keep all of it alive (with a
    // 5,000-doc sidebar, 750 KB per page for the rest of the build): kept as copies.
    const kept = detachedScan(scan.ids, own);
    const entry: CachedPage = {
      v: 4,
      html: htmlHash,
      ...kept,
      fragments: at,
      htmlBytes: Buffer.byteLength(html),
      chunk: { url: chunkUrl, hash: chunkHash },
      ...(sidebarFile ? { sidebar: sidebarFile } : {}),
      ...(media.length > 0 ? { media } : {}),
    };
    return { entry, ...(keepChunk ? { chunk } : {}) };
  }
}

/** The navbar links marked active on the page, by index (`PageChunk.nav`). */
function navOf(view: PageView): { nav?: number[] } {
  const hrefs = view.site.navbar.flatMap((item) =>
    item.kind === 'link' ? [item] : item.kind === 'dropdown' ? item.items.filter((i) => i.kind === 'link') : [],
  );
  const nav = hrefs.flatMap((l) => (l.active && l.index !== undefined ? [l.index] : []));
  return nav.length > 0 ? { nav } : {};
}

function scanResults(readers: { name: string; scanner: { done(): unknown } }[]): PageScans {
  const scans: PageScans = {};
  for (const { name, scanner } of readers) scans[name] = scanner.done();
  return scans;
}

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
