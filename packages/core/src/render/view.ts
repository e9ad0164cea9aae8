import type { SidebarEntry } from '@docgen/shared';
import type { Alternate, DocView, LocaleInfo, PageAssets, PageView, SiteView } from '@docgen/shared';
import type { VersionView } from '@docgen/shared';
import { normalizePath } from '@docgen/shared';
import {
  docsSectionOf,
  docusaurusPluginId,
  type Localized,
  type RenderedMarkdown,
  type RouteRecord,
  type SiteContext,
} from '@docgen/config';
import { builtLocales, docKey, localePrefix, publicPath, versionBase, type RouteManifest } from '../routes/manifest.js';
import { authoredHref, siteHref } from '../routes/base-url.js';
import { localizedHref } from '../routes/localize-href.js';
import { searchOf } from '../routes/search-view.js';
import { logoView, rooted } from './site-logo.js';
import { footerView } from './footer-view.js';
import { type ActiveRule, activeLinks, markNavbar, navbarRules, navbarView } from './navbar-view.js';
import { sidebarsOf, type Sidebars, versionLabelIn } from '../sidebars/resolve.js';
import { docsVersionNamed, sectionVersionsOf } from '../discover/instances.js';
import { withDocsVersions } from './docs-versions-boot.js';
import { LastUpdates } from './last-update.js';
import { docMeta, pageMeta } from './page-meta.js';
import { pick } from '../util/localize.js';
import { SidebarViews, docLabel } from './sidebar-view.js';
import { listedOrder, positionIn } from './sidebar-position.js';
import { BlogViews } from './blog-view.js';
import { siteHeadTag } from './site-head-tag.js';
import { EMPTY_FAVICON, wantsEmptyFavicon } from './favicon.js';
import { withPageHead } from './document-attributes.js';
import { prepareChromeHtml } from './chrome-html.js';
import { sitePluginData } from '../docusaurus/site-plugin-data.js';
import { descriptionOf } from '../discover/description.js';
import { type ImportedMarkdownLink, importedMarkdownLink } from '../routes/imported-markdown-links.js';

/** What a search plugin declares besides its hooks: its manifest's URL (the first one makes the theme render search). */
/** The announcement bar's markdown → HTML: the dev server makes a ViewBuilder after each edit, the text rarely changes. */
const announcements = new Map<string, string>();

/** Builds the locale-resolved data a theme renders (PageView) for each route. */
export class ViewBuilder {
  private readonly siteViews = new Map<string, SiteView>();
  /** Each locale's navbar rules (`navbarRules`), and its site views with marked navbars. */
  private readonly navRules = new Map<string, ActiveRule[]>();
  private readonly markedSites = new Map<string, SiteView>();
  private readonly sidebarViews: SidebarViews;
  /** The announcement bar's inline markdown per locale, rendered by `prepare()`. */
  private readonly announcementHtml = new Map<string, string>();
  private readonly lastUpdates: LastUpdates;
  private readonly blogViews: BlogViews;

  constructor(
    private readonly ctx: SiteContext,
    /** Read by Docusaurus React pages' hooks too (the docs versions: `docusaurus-page.ts`). */
    readonly manifest: RouteManifest,
    readonly sidebars: Sidebars,
    private readonly strings: Map<string, Record<string, string>>,
    /** Docusaurus' navbar.json and footer.json per locale (`navbar.item.label.Docs` → text). */
    private readonly messages?: Map<string, Map<string, string>>,
  ) {
    this.sidebarViews = new SidebarViews(ctx, manifest, sidebars);
    this.lastUpdates = new LastUpdates(ctx);
    this.blogViews = new BlogViews(ctx, manifest, (p) => this.href(p));
  }

  /** Renders what needs the markdown pipeline once per build (loaded only when the site has an announcement bar). */
  async prepare(): Promise<void> {
    this.blogViews.writeListProps();
    await prepareChromeHtml(
      this.ctx.config,
      [...(this.messages?.values() ?? [])].flatMap((m) => [...m.values()]),
    );
    const bar = this.ctx.config.announcementBar;
    if (!bar) return;
    for (const locale of this.ctx.locales) {
      const text = pick(bar.content, locale.code, this.ctx.defaultLocale.code);
      let html = announcements.get(text);
      if (html === undefined) {
        const { unified, remarkParse, remarkRehype, rehypeStringify } = await import('@docgen/markdown/unified');
        const processor = unified().use(remarkParse).use(remarkRehype).use(rehypeStringify);
        html = String(await processor.process(text))
          .trim()
          .replace(/^<p>|<\/p>$/g, '');
        announcements.set(text, html);
      }
      // Its links are the author's: site paths get the base (the markup is remark-rehype's own).
      const based = html.replace(/ href="(\/[^"]*)"/g, (_m, href: string) => ` href="${this.authored(href)}"`);
      this.announcementHtml.set(locale.code, based);
    }
  }

  locale(code: string): LocaleInfo {
    return this.ctx.locales.find((l) => l.code === code) ?? this.ctx.defaultLocale;
  }

  stringsFor(code: string): Record<string, string> {
    return this.strings.get(code) ?? {};
  }

  /** A site path as an href of a locale: prefixed when the prefixed route exists; the site's base in front. */
  localizeHref(href: string, locale: string): string {
    return localizedHref(this.ctx, this.manifest, href, locale);
  }

  /** A `.md` link of Markdown a component imports, resolved from its file (see `importedMarkdownLink`). */
  markdownLink(file: string, href: string, locale: string): ImportedMarkdownLink {
    return importedMarkdownLink(this.ctx, this.manifest, file, href, locale);
  }

  /** An href the config or a page wrote, under the site's base (see `authoredHref`). */
  authored(href: string): string {
    return authoredHref(this.ctx, href, (p) => this.manifest.byPath.has(p));
  }

  /** A route path as pages link to it (the site's base in front). */
  href(path: string): string {
    return siteHref(this.ctx, path);
  }

  site(code: string): SiteView {
    const cached = this.siteViews.get(code);
    if (cached) return cached;
    const { config } = this.ctx;
    const def = this.ctx.defaultLocale.code;
    const messages = this.messages?.get(code);
    // A label written once (a string) is translated by Docusaurus' navbar.json / footer.json, keyed by it.
    const label = (value: Localized, key: string): string =>
      typeof value === 'string' ? (messages?.get(`${key}.${value}`) ?? value) : pick(value, code, def);
    // A text they translate whole, keyed by its place (`navbar.title`, `footer.copyright`).
    const whole = (value: Localized, key: string): string =>
      typeof value === 'string' ? (messages?.get(key) ?? value) : pick(value, code, def);
    const prefix = localePrefix(this.ctx, code);
    const navContext = {
      ctx: this.ctx,
      manifest: this.manifest,
      sidebars: this.sidebars,
      locale: code,
      label,
      href: (path: string) => this.href(path),
      localizeHref: (href: string, locale: string) => this.localizeHref(href, locale),
    };
    const navbar = navbarView(navContext, config.navbar.items);
    this.navRules.set(code, navbarRules(navContext, config.navbar.items));
    const bar = config.announcementBar;
    const headTags = [...(config.headTags ?? []), ...sitePluginData(this.ctx.siteDir, code).headTags];
    const view: SiteView = {
      title: config.title,
      tagline: pick(config.tagline, code, def),
      ...(config.titleDelimiter !== '|' ? { titleDelimiter: config.titleDelimiter } : {}),
      url: `${config.url.replace(/\/$/, '')}${config.baseUrl.replace(/\/$/, '')}`,
      homeHref: this.href(prefix || '/'),
      ...(config.navbar.title !== undefined ? { navbarTitle: whole(config.navbar.title, 'navbar.title') } : {}),
      ...(config.navbar.style === 'dark' ? { navbarDark: true as const } : {}),
      ...(config.logo
        ? {
            logo: logoView(this.ctx, whole(config.logo.alt, 'navbar.logo.alt'), (src) => this.authored(src)),
          }
        : {}),
      ...(config.favicon
        ? { favicon: this.authored(rooted(config.favicon)) }
        : wantsEmptyFavicon(this.ctx, headTags)
          ? { favicon: EMPTY_FAVICON }
          : {}),
      navbar,
      footer: footerView({
        ctx: this.ctx,
        locale: code,
        label,
        whole,
        localizeHref: (href, locale) => this.localizeHref(href, locale),
        authored: (href) => this.authored(href),
      }),
      ...(bar
        ? {
            announcementBar: {
              id: bar.id,
              html: this.announcementHtml.get(code) ?? '',
              dismissible: bar.dismissible,
            },
          }
        : {}),
      colorMode: { ...config.colorMode },
      locales: this.ctx.locales,
      defaultLocale: def,
      ...(config.metadata.length > 0 ? { metadata: config.metadata.map((m) => ({ ...m })) } : {}),
      // The config's, then those the site's Docusaurus plugins inject (`injectHtmlTags`), in order.
      ...(headTags.length > 0
        ? { headTags: headTags.map((tag) => siteHeadTag(tag, (href) => this.authored(href))) }
        : {}),
    };
    const search = searchOf(config.plugins, this.ctx);
    if (search) view.search = search;
    this.siteViews.set(code, view);
    return view;
  }

  /** The same page in every locale (or that locale's home when it has none). */
  alternates(route: RouteRecord): Alternate[] {
    return builtLocales(this.ctx).map((l) => {
      const path = this.counterpart(route, l.code);
      return {
        locale: l.code,
        hreflang: l.htmlLang,
        href: this.href(publicPath(this.ctx, path ?? (localePrefix(this.ctx, l.code) || '/'))),
        exists: path !== undefined,
      };
    });
  }

  private counterpart(route: RouteRecord, locale: string): string | undefined {
    // A not-found page has no page of its own to offer, not even its `/404` path: every locale's
    // home, which the runtime turns into the asked path's counterpart when that exists.
    if (route.kind === 'notFound') return undefined;
    if (route.locale === locale) return route.canonicalPath ?? route.path;
    if (route.kind === 'doc' && route.id) {
      const target = this.manifest.docRoutes.get(docKey(locale, route.version, route.id));
      if (!target) return undefined;
      // An alias (a version's root showing its home doc) has the same alias in the other locale.
      return route.canonicalPath
        ? normalizePath(versionBase(this.ctx, locale, docsVersionNamed(this.manifest, route.version)) || '/')
        : target.path;
    }
    const prefix = localePrefix(this.ctx, locale);
    const fromPrefix = localePrefix(this.ctx, route.locale);
    const rest = route.path.slice(fromPrefix.length) || '/';
    const candidate = normalizePath(`${prefix}${rest}`);
    return this.manifest.byPath.has(candidate) ? candidate : undefined;
  }

  /** The unmarked sidebar of a doc route (see `ThemeModule.sidebarHtml`). */
  sidebarBase(route: RouteRecord): readonly SidebarEntry[] | undefined {
    return route.kind === 'doc' && route.id
      ? this.sidebarViews.sharedBaseOf(route.locale, route.version, route.id)
      : undefined;
  }

  /**
   * The site view of a route's page: its navbar links marked active for it, one object per locale
   * and set of active links (the render cache key digests a site view once).
   */
  private siteFor(route: RouteRecord): SiteView {
    const site = this.site(route.locale);
    const doc = route.kind === 'doc' && route.id !== undefined;
    const sidebar = doc ? this.sidebarViews.holderOf(route.locale, route.version, route.id!) : undefined;
    const active = activeLinks(this.navRules.get(route.locale) ?? [], {
      path: this.href(route.path),
      ...(doc ? { section: docsSectionOf(route.version).pluginId } : {}),
      ...(sidebar ? { sidebar } : {}),
    });
    if (!active.includes(true)) return site;
    const key = `${route.locale}\0${active.map(Number).join('')}`;
    let marked = this.markedSites.get(key);
    if (!marked) this.markedSites.set(key, (marked = { ...site, navbar: markNavbar(site.navbar, active) }));
    return marked;
  }

  page(
    route: RouteRecord,
    content: Pick<RenderedMarkdown, 'title' | 'heading' | 'titleInBody' | 'html' | 'toc' | 'image' | 'head'> & {
      description?: string;
    },
    assets: PageAssets,
  ): PageView {
    const site = this.siteFor(route);
    const strings = this.stringsFor(route.locale);
    const fm = route.source?.frontMatter ?? {};
    const canonicalPath = route.canonicalPath ?? route.path;
    const view: PageView = {
      kind:
        route.kind === 'doc'
          ? 'doc'
          : route.kind === 'markdownPage'
            ? 'markdown'
            : route.kind === 'componentPage'
              ? 'component'
              : 'notFound',
      path: this.href(route.path),
      site,
      locale: this.locale(route.locale),
      title: content.title,
      ...(content.heading ? { heading: content.heading } : {}),
      description: content.description ?? descriptionOf(route.source) ?? site.tagline,
      keywords: fm.keywords ?? [],
      canonical: `${site.url}${publicPath(this.ctx, canonicalPath)}`,
      alternates: this.alternates(route),
      html: content.html,
      ...pageMeta(this.ctx, route, site.url, content.image),
      ...(content.titleInBody ? { hideTitle: true } : {}),
      toc: fm.hide_table_of_contents ? [] : content.toc,
      strings,
      assets: withDocsVersions(this.ctx, this.manifest, assets, route, (p) => this.href(p)),
    };
    if (content.head?.length) withPageHead(view, content.head);
    if (route.kind === 'doc' && route.id) view.doc = this.doc(route);
    const blog = route.source?.blog && this.blogViews.view(route, view.locale.htmlLang);
    if (blog) view.blog = blog;
    return view;
  }

  /** Every version of the doc's section, each with the href of the same doc in it (or of the version's home). */
  private versionsOf(route: RouteRecord): VersionView[] {
    const { homes, docRoutes } = this.manifest;
    const versions = sectionVersionsOf(this.manifest, route);
    if (versions.length < 2 || !versions.some((v) => v.name === route.version)) return [];
    return versions.map((v) => {
      const same = docRoutes.get(docKey(route.locale, v.name, route.id!));
      const homeId = homes.get(v.name);
      const home = homeId ? docRoutes.get(docKey(route.locale, v.name, homeId)) : undefined;
      return {
        name: docsSectionOf(v.name).version,
        label: versionLabelIn(this.sidebars, v, route.locale),
        href: this.href(same?.path ?? home?.path ?? normalizePath(versionBase(this.ctx, route.locale, v) || '/')),
        current: v.name === route.version,
        latest: v.latest,
        banner: v.banner,
      };
    });
  }

  private doc(route: RouteRecord): DocView {
    const id = route.id!;
    const { entries, breadcrumbs } = this.sidebarViews.forDoc(route.locale, route.version, id);
    const fm = route.source?.frontMatter ?? {};
    const versionSidebars = sidebarsOf(this.sidebars, route.version);
    const sidebarName = versionSidebars.sidebarOfDoc.get(id);
    const routeOf = (docId: string) => this.manifest.docRoutes.get(docKey(route.locale, route.version, docId));
    const unlisted = (docId: string) => routeOf(docId)?.source?.frontMatter.unlisted === true;
    const order = sidebarName ? listedOrder(versionSidebars.order.get(sidebarName) ?? [], route.locale, unlisted) : [];
    const at = positionIn(order, id);
    const link = (docId: string | null | undefined, fallback: string | undefined) => {
      const target = docId === null ? undefined : (docId ?? fallback);
      if (!target) return undefined;
      const r = routeOf(target);
      // Docusaurus gives no link to an unlisted doc, even one named by `pagination_next`.
      if (!r || r.source?.frontMatter.unlisted) return undefined;
      return {
        label: r.source?.frontMatter.pagination_label ?? docLabel(this.manifest, route.locale, route.version, target),
        href: this.href(r.path),
      };
    };
    const prev = link(fm.pagination_prev, at > 0 ? order[at - 1] : undefined);
    const next = link(fm.pagination_next, at >= 0 && at < order.length - 1 ? order[at + 1] : undefined);
    const { pluginId, version } = docsSectionOf(route.version);
    return {
      id,
      // The plugin id (docs.id), as the boot data, hooks and Docusaurus' stored version have it.
      pluginId: docusaurusPluginId(this.ctx.config, pluginId),
      version,
      sidebar: entries,
      breadcrumbs,
      ...(prev ? { prev } : {}),
      ...(next ? { next } : {}),
      ...docMeta(this.ctx, route, this.lastUpdates),
      untranslated: route.untranslated,
      versions: this.versionsOf(route),
      hideToc: Boolean(fm.hide_table_of_contents),
    };
  }
}
