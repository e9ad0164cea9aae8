/**
 * The contract between the build (which resolves everything) and a theme (which only
 * renders). A theme receives plain, locale-resolved data: every label is already in
 * the page's language and every href is final, so a theme never computes a route.
 */
import type { SidebarMarks } from './page-chunk.js';
import type { SearchView } from './search-contract.js';
import type { HeadTag } from './head-tag.js';
import type {
  AnnouncementBar,
  ExternalLinkAttrs,
  FooterColumn,
  FooterLogo,
  HtmlItem,
  LinkItem,
  NavbarItem,
} from './chrome-items.js';

export type { HeadTag } from './head-tag.js';

export interface LocaleInfo {
  /** Locale code, e.g. `fr`. */
  code: string;
  /** Name shown in the locale switcher, e.g. `Français`. */
  label: string;
  /** `lang` of `<html>` and hreflang value, e.g. `fr-FR`. */
  htmlLang: string;
  dir: 'ltr' | 'rtl';
  /** URL prefix without trailing slash: '' for the default locale, '/en' otherwise. */
  prefix: string;
}

export interface SiteView {
  title: string;
  tagline: string;
  /** Between the page title and the site title in `<title>`, when not `|` (config `titleDelimiter`). */
  titleDelimiter?: string;
  /** Absolute origin + base, no trailing slash, e.g. `https://docs.lintas.example`. */
  url: string;
  /** Href of the current locale's home. */
  homeHref: string;
  /** The navbar's text beside the logo when it is not `title` (config `navbar.title`): `''` for the logo alone. */
  navbarTitle?: string;
  /** The navbar drawn dark in both colour modes (`navbar.style: 'dark'`). */
  navbarDark?: true;
  /** `width`/`height` (`darkWidth`/`darkHeight`): each image's own size, when docgen could read it (SVG, PNG, JPEG, WebP…). */
  logo?: {
    src: string;
    alt: string;
    srcDark?: string;
    width?: number;
    height?: number;
    darkWidth?: number;
    darkHeight?: number;
  };
  favicon?: string;
  navbar: NavbarItem[];
  /**
   * `links`: one row of links (no columns); `copyrightHtml`: the copyright as cleaned HTML; `logo`:
   * shown in place of the site title, linked when it has an `href`.
   */
  footer: {
    columns: FooterColumn[];
    copyright: string;
    links?: (LinkItem | HtmlItem)[];
    copyrightHtml?: string;
    logo?: FooterLogo;
    /** Drawn dark in both colour modes (`footer.style: 'dark'`). */
    dark?: true;
  };
  announcementBar?: AnnouncementBar;
  colorMode: { defaultMode: 'light' | 'dark'; respectPrefersColorScheme: boolean; disableSwitch: boolean };
  locales: LocaleInfo[];
  defaultLocale: string;
  /** Site search, when a search plugin is configured: the navbar's search button becomes its island. */
  search?: SearchView;
  /** Meta tags of every page (config `metadata`). */
  metadata?: { name?: string; property?: string; content: string }[];
  /** Tags in the head of every page (config `headTags`), before the theme's stylesheets. */
  headTags?: HeadTag[];
}

export type {
  SearchEngine,
  SearchEngineModule,
  SearchHit,
  SearchHitPart,
  SearchManifest,
  SearchView,
} from './search-contract.js';
/** What a sidebar item carries for the site beside its link, in docgen's entries and Docusaurus' items alike. */
export interface SidebarItemExtras {
  /** Class of the item (`className` of the sidebars file or `_category_.json`, a doc's `sidebar_class_name`). */
  className?: string;
  /** Data for the site's components (`customProps` of the sidebars file or `_category_.json`, a doc's `sidebar_custom_props`). */
  customProps?: Record<string, unknown>;
}

/** A link's or category's card text in DocCardList (the sidebars file's `description`), over its page's. */
export interface SidebarCardExtras extends SidebarItemExtras {
  description?: string;
}

export type SidebarEntry =
  | ({
      type: 'link';
      label: string;
      href: string;
      active: boolean;
      external: boolean;
      attrs?: ExternalLinkAttrs;
      docId?: string;
      /** An `unlisted: true` doc: kept in the sidebar's data, shown only on its own page. */
      unlisted?: boolean;
    } & SidebarCardExtras)
  /** Raw HTML of the sidebars file (`type: 'html'`) inside its list item, no page; `defaultStyle` pads it. */
  | ({ type: 'html'; value: string; defaultStyle: boolean } & SidebarItemExtras)
  | ({
      type: 'category';
      label: string;
      /** Stable key (used to remember collapsed state). */
      key: string;
      href?: string;
      /** The category's page is an `unlisted: true` doc (Docusaurus' `linkUnlisted`). */
      linkUnlisted?: boolean;
      collapsible: boolean;
      /** Collapsed when rendered (false when it holds the active page). */
      collapsed: boolean;
      /** True when the category or a descendant is the active page. */
      active: boolean;
      items: SidebarEntry[];
    } & SidebarCardExtras);

export interface TocEntry {
  id: string;
  /** Plain text of the heading. */
  text: string;
  depth: number;
}

export interface Alternate {
  locale: string;
  hreflang: string;
  href: string;
  /** False when the target locale has no counterpart and the link points to that locale's home. */
  exists: boolean;
}

export interface VersionView {
  /** `current` (the docs folder) or a snapshot name from `versions.json`. */
  name: string;
  label: string;
  /** Href of the same doc in this version, or of the version's main doc. */
  href: string;
  /** The version of the page being rendered. */
  current: boolean;
  /** The version readers should use (shown by the banner of older versions). */
  latest: boolean;
  /** Banner of this version's pages: `unreleased` (newer than the latest), `unmaintained` (older), `none`; absent: `unmaintained` unless latest. */
  banner?: 'none' | 'unreleased' | 'unmaintained';
}

export interface DocView {
  id: string;
  version: string;
  /** The Docusaurus plugin id of the doc's section (`docs.id` or `default`, or a `docsInstances` id). */
  pluginId: string;
  sidebar: SidebarEntry[];
  /**
   * The items of `sidebar` already rendered (the inner HTML of the sidebar's top-level list),
   * set by the build from `ThemeModule.sidebarHtml`: the theme inserts it instead of rendering
   * `sidebar` again. Absent: render `sidebar`.
   */
  sidebarHtml?: string;
  breadcrumbs: { label: string; href?: string }[];
  prev?: { label: string; href: string };
  next?: { label: string; href: string };
  editUrl?: string;
  /** The page fell back to the default locale's text. */
  untranslated: boolean;
  versions: VersionView[];
  /** Table of contents heading levels after per-page overrides. */
  hideToc: boolean;
  /** When and by whom the doc was last updated (`docs.showLastUpdateTime` / `showLastUpdateAuthor`). */
  lastUpdate?: { date?: string; author?: string };
  /** Labels of the doc's `tags`. */
  tags?: string[];
}

export type PageKind = 'doc' | 'markdown' | 'component' | 'notFound';

/** Everything a theme needs to render one route. */
export interface PageView {
  kind: PageKind;
  /** Canonical path of the route (what the browser shows). */
  path: string;
  site: SiteView;
  locale: LocaleInfo;
  /** Title of the page (the document title adds the site title). */
  title: string;
  /** The article's h1 when it is not `title`: the content's own `# heading` (front matter `title` names the page). */
  heading?: string;
  description: string;
  keywords: string[];
  /** Absolute canonical URL. */
  canonical: string;
  alternates: Alternate[];
  /** Rendered content HTML (markdown pages and docs). */
  html: string;
  /** No title heading above the content (front matter `hide_title`: the content keeps its own `# Heading`). */
  hideTitle?: boolean;
  /** Absolute URL of the link-preview image (`og:image`). */
  image?: string;
  /** `unlisted`: built but out of lists and search engines (`noindex`, a banner); `draft`: shown by the dev server only. */
  visibility?: 'unlisted' | 'draft';
  toc: TocEntry[];
  doc?: DocView;
  /** A page of the blog: a post, a list, the tags index (`blog-view.ts`). */
  blog?: import('./blog-view.js').BlogView;
  /** UI strings of the theme in the page's locale (theme defaults merged with site overrides). */
  strings: Record<string, string>;
  /** Hashed assets to reference. */
  assets: PageAssets;
  /** The content of a React page holds its own `<main>` (a Docusaurus page): the theme must not wrap it in another. */
  contentHasMain?: boolean;
  /** A React page whose `@theme/Layout` has `noFooter`: the theme leaves the site's footer out of it. */
  noFooter?: boolean;
  /** A Docusaurus React page that renders no `@theme/Layout` (an iframe's embed): the theme shows no navbar, footer nor announcement bar. */
  noChrome?: boolean;
  /**
   * Tags the page puts in the document head (an MDX page's `<head>` element, as Docusaurus):
   * each replaces the theme's tag of the same key (`<title>`, the canonical link, a meta of the
   * same name or property).
   */
  headTags?: HeadTag[];
  /**
   * Attributes the page sets on `<html>` and `<body>` (`<html className="x" />` in its `<head>` or
   * `@docusaurus/Head`, react-helmet's htmlAttributes and bodyAttributes), as written in HTML: the
   * theme adds `class` to its own class names; any other attribute replaces the theme's.
   */
  htmlAttributes?: Record<string, string>;
  bodyAttributes?: Record<string, string>;
}

export interface PageAssets {
  stylesheets: string[];
  /**
   * Stylesheets of this page alone (the CSS of the site components its MDX imports), after
   * `stylesheets`; rendered with `data-dg-head` so that in-place navigation swaps them.
   */
  pageStylesheets?: string[];
  /** Module scripts (`type="module"`), hashed. */
  scripts: string[];
  /** Module preloads for the scripts' static imports. */
  modulePreloads: string[];
  /** Inline script run in `<head>` before first paint (colour mode, dismissed bar). */
  headInlineScript: string;
  /** JSON of the BootData for `#__docgen`. */
  bootJson: string;
}

/** Props given to a React page component (`pages/*.tsx`). */
export interface PageComponentProps {
  locale: LocaleInfo;
  site: SiteView;
  strings: Record<string, string>;
  /** Resolves a site path (e.g. `/docs/intro`) to the href of this locale. */
  href(path: string): string;
}

/** What a theme module exports (its default export). */
export interface ThemeModule {
  name: string;
  /** Renders the whole document (`<html>…</html>`); the build adds `<!doctype html>`. */
  renderPage(view: PageView, content?: unknown): unknown;
  /** Absolute paths of the theme's CSS files, in order; the build bundles and hashes them. */
  stylesheets: string[];
  /**
   * CSS of features a site may not use (`openapi-reference`: the OpenAPI plugin's generated
   * reference section), by feature: bundled after `stylesheets` only on sites where a plugin asks
   * for the feature (`PluginTools.useStyles`), so the others' pages do not carry it.
   */
  featureStylesheets?: Readonly<Record<string, readonly string[]>>;
  /**
   * Default UI strings per locale code; a site locale takes the best-fitting code
   * (`matchLocale` of `@docgen/shared/locale-match`: `zh-CN` → `zh-Hans`, `es-MX` → `es`), and
   * `en` when none fits.
   */
  strings: Record<string, Record<string, string>>;
  /**
   * Absolute path of the theme's islands entry: a browser module exporting
   * `hydrate(name: string, element: Element, props: unknown): void | Promise<void>`. The build
   * bundles it (with React) into lazily loaded chunks; pages load it only when they hold islands.
   */
  islands?: string;
  /**
   * The islands entry of sites with MDX pages (used instead of `islands` there): the same
   * contract and the same islands, plus those of `SITE_ISLANDS` (a site component hydrated from
   * its own chunk, `<Tabs queryString>`), with React loaded only for islands that need it.
   */
  siteIslands?: string;
  /**
   * The Docusaurus modules MDX pages may import (`@theme/Tabs`, `@docusaurus/Link`…): specifier
   * → URL of an ES module with the same exports. Other `@theme/` and `@docusaurus/` imports are
   * UnresolvedImport errors.
   */
  docusaurusModules?: Readonly<Record<string, string>>;
  /**
   * How a Docusaurus site's `i18n/<locale>/code.json` translates the theme: Docusaurus id → the
   * theme string showing that text (its placeholders renamed: `{ versionLabel: 'version' }`), or
   * null for a Docusaurus text the theme has no UI for; ids starting with `ignoredPrefixes` belong
   * to Docusaurus features it does not have. Other ids are reported (they are the site's own).
   * `fill` puts another id's message (else Docusaurus' English text) in a placeholder the theme
   * string has no counterpart for: `{ latestVersionLink: { id, text: 'latest version' } }`; with
   * `forms`, that message's plural forms (`One post|{count} posts`) each make a form of the text.
   * `also` names more theme strings given the same text (one Docusaurus plural message for the
   * theme's `…One` and other strings).
   */
  docusaurusStrings?: {
    ids: Readonly<
      Record<
        string,
        | string
        | null
        | {
            key: string;
            also?: readonly string[];
            rename: Readonly<Record<string, string>>;
            fill?: Readonly<Record<string, { id: string; text: string; forms?: true }>>;
          }
      >
    >;
    ignoredPrefixes: readonly string[];
  };
  /** Components every MDX page gets without importing them (Docusaurus' MDX scope: `details`…). */
  mdxComponents?: Readonly<Record<string, unknown>>;
  /**
   * The theme's components by name (what a site's `theme/<Name>.tsx` replaces, and what
   * `@theme-original/<Name>` imports). A theme without it cannot be overridden.
   */
  components?: Readonly<Record<string, unknown>>;
  /** The same theme, rendering with these components (by name) in place of its own. */
  withOverrides?(components: Readonly<Record<string, unknown>>): ThemeModule;
  /**
   * The page's sidebar items as HTML, byte-identical to what rendering `view.doc.sidebar` would
   * give, made without rendering every item for every page: `base` is the page's sidebar before
   * the active doc is marked, the same array for every page sharing that sidebar, so the theme can
   * render it once and mark each page's copy. Undefined when it cannot (the build then renders the
   * sidebar with the page). The build passes the result as `view.doc.sidebarHtml`.
   */
  sidebarHtml?(view: PageView, base: readonly SidebarEntry[]): string | undefined;
  /**
   * `sidebarHtml` with how it was made: `unmarked`, the items every page of that sidebar
   * shares (the same string for each of them), and `marks`, the replacements that turn it into
   * `html` (`applySidebarMarks(unmarked, marks) === html`). With it, page chunks leave the
   * sidebar out (`PageChunk.sidebar`): the build writes `unmarked` once per sidebar and locale.
   * With `lazy`, `html` is that copy without the items of its collapsed categories (each marked
   * `DOM.sidebarLazy`): the page's HTML has `html`, its chunk the whole marked copy.
   */
  sidebarItems?(
    view: PageView,
    base: readonly SidebarEntry[],
    options?: SidebarItemsOptions,
  ): { html: string; unmarked: string; marks: SidebarMarks; lazy?: true } | undefined;
}

/** How the build asks a theme for a page's sidebar items (`ThemeModule.sidebarItems`). */
export interface SidebarItemsOptions {
  /**
   * Size in bytes of a sidebar's whole HTML above which pages leave out the items of their
   * collapsed categories (config `sidebar.lazyAbove`); absent: never.
   */
  lazyAbove?: number;
}
