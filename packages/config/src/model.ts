import type { ContentLink, HeadTag, LocaleInfo, TocEntry } from '@docgen/shared';
import type { FrontMatter } from './front-matter.js';
import type { SiteConfig } from './schema.js';

/** Everything a build knows before reading content: where, what config, which locales. */
export interface SiteContext {
  siteDir: string;
  config: SiteConfig;
  configFile?: string;
  configDependencies: string[];
  zeroConfig: boolean;
  locales: LocaleInfo[];
  defaultLocale: LocaleInfo;
  /** `build` (production) or `serve` (drafts included). */
  mode: 'build' | 'serve';
  strict: boolean;
  /** Only these locales are built (`--locale`); all when undefined. */
  onlyLocales?: string[];
  /**
   * Folders docgen's own packages (the default theme, `@docgen/config`) resolve from when the site
   * has none: the installation of the docgen command that builds it.
   */
  resolveFrom?: string[];
}

/** A markdown or React source file of the site. */
export interface SourceFile {
  kind: 'doc' | 'markdownPage' | 'componentPage';
  /** Locale the file is written in. */
  locale: string;
  /** Absolute path. */
  file: string;
  /** Path relative to the site folder (messages). */
  relFile: string;
  /** Path relative to its content root (docs folder, pages folder, or translation tree). */
  relPath: string;
  /** Doc id (`api/orders/create`) for docs; page key (`markdown-page`, `index`) for pages. */
  id: string;
  version: string;
  frontMatter: FrontMatter;
  /**
   * The markdown after the front matter. In a production build it is read from the file when
   * asked for (checked against `hash`), not kept: at 15,000 pages the texts are hundreds of MB in
   * each thread. Assigning it keeps the value given.
   */
  body: string;
  /**
   * Its first heading when that is an h1, as text, read by discover: the title of a doc without a
   * front matter `title` (sidebar label, pagination), as Docusaurus' `contentTitle`.
   */
  contentTitle?: string;
  /**
   * The text of its first contentful line (Docusaurus' excerpt), read by discover: the description
   * of a doc, blog post or page whose front matter gives none.
   */
  excerpt?: string;
  /** Whether its body is written in MDX (an import, a closed component…), noted by discover: `markdown.format: 'detect'` reads it as MDX. */
  writtenInMdx?: boolean;
  /** Info names of its code fences, noted by discover (the highlighter preloads their grammars). */
  fences?: string[];
  bodyLineOffset: number;
  /** Content hash of the raw file (cache keys, build id). */
  hash: string;
  /** Position from a numeric file-name prefix (`01-intro.md`), when any. */
  prefixPosition?: number;
  /** A doc's tag labels as its section's tags file (`tags.yml`) names them, when it has one. */
  tagLabels?: string[];
  /** Made by docgen, not read from a file: a category's generated index (its `file` is the sidebars file), a blog list page. */
  generated?: 'category-index' | 'blog-list';
  /** A blog post, or a page of the blog's lists (`generated: 'blog-list'`). */
  blog?: BlogPostInfo | BlogListInfo;
  /** Made by this plugin (`GeneratedPage`), not read from a file: `file` is what it is made from, `body` is kept. */
  generatedBy?: string;
  /** A generated page in no sidebar: the doc whose sidebar entry stands for it (`GeneratedPage.sidebarPlace`). */
  sidebarPlace?: string;
}

/** A category's generated index page: Docusaurus' `link: { type: 'generated-index', … }`. */
export interface GeneratedIndexLink {
  /** Route below the version's docs root; defaults to `/category/<label in kebab case>`. */
  slug?: string;
  title?: string;
  description?: string;
  keywords?: string[];
  image?: string;
}

export interface CategoryMeta {
  /** Folder relative to the docs root (POSIX, '' for the root). */
  dir: string;
  locale: string;
  label?: string;
  position?: number;
  collapsed?: boolean;
  collapsible?: boolean;
  /** Doc id the category label links to. */
  linkDocId?: string;
  /** The category links to a generated index page of its items (`link: { type: 'generated-index' }`). */
  generatedIndex?: GeneratedIndexLink;
  /** The file's `customProps`: handed to the site's components on the category's sidebar item. */
  customProps?: Record<string, unknown>;
  /** The file's `className`: on the category's list item, as Docusaurus puts it. */
  className?: string;
  file: string;
  /** Docs version of the folder (absent: `current`, the docs folder). */
  version?: string;
}

export interface StaticFile {
  file: string;
  /** Output path relative to the output root (POSIX). */
  outPath: string;
}

/** What discover found of a docs section's versions (its fields mean those of {@link DiscoveredSite}). */
export interface DocsVersionSet {
  versions?: string[];
  currentVersionAt?: number;
  withoutCurrentVersion?: true;
}

export interface DiscoveredSite {
  /** Every source, sorted (locale, kind, id) so builds are deterministic. */
  sources: SourceFile[];
  categories: CategoryMeta[];
  staticFiles: StaticFile[];
  /** Hash of every input that matters (content, config, docgen version): names the manifest. */
  buildId: string;
  /** Warnings found while reading (unknown front matter keys…). */
  warnings: import('@docgen/diagnostics').Diagnostic[];
  /** Snapshot docs versions named by `versions.json`, newest first (absent or empty: only `current`). */
  versions?: string[];
  /** Sidebar items plugins gave in their discover hooks (`PluginTools.addSidebarItems`). */
  sidebarItems?: import('./plugin.js').SidebarContribution[];
  /** Theme features whose stylesheets plugins asked for (`PluginTools.useStyles`), sorted. */
  styles?: string[];
  /** Where `current` stands in the version order when `versions.json` lists it (Docusaurus' form); absent: first. */
  currentVersionAt?: number;
  /** Set when the docs folder is not built (`docs.includeCurrentVersion: false`): the versions are the snapshots. */
  withoutCurrentVersion?: true;
  /** The same three of each further docs section (`docsInstances`) that has versions (`<id>_versions.json`), by id. */
  instanceVersionSets?: Record<string, DocsVersionSet>;
  /**
   * Docusaurus' translations of the default locale's docs (`i18n/<default>/docusaurus-plugin-content-docs/
   * current/x.md`, `version-<name>/`), each with the `relPath` and version of the doc it replaces in the
   * default locale's routes; the other locales fall back to the docs folder's file, as under Docusaurus.
   */
  localizedDefaults?: SourceFile[];
}

/** One route of the manifest. */
export interface RouteRecord {
  /** Canonical path, e.g. `/en/docs/api/orders/create`. */
  path: string;
  locale: string;
  kind: 'doc' | 'markdownPage' | 'componentPage' | 'notFound' | 'redirect';
  version: string;
  /** Doc id or page key. */
  id?: string;
  /** The source rendered at this route (absent for notFound and redirects). */
  source?: SourceFile;
  /** The page fell back to the default locale's source. */
  untranslated: boolean;
  /** Output file relative to the output root (POSIX). */
  outputFile: string;
  /** For alias routes (e.g. `/docs` showing the home doc): the canonical path. */
  canonicalPath?: string;
  /** For redirect routes: the target. */
  redirectTo?: string;
  /** Not listed in sitemap and sidebars. */
  unlisted: boolean;
}

/** What the markdown stage makes of a source. */
export interface RenderedMarkdown {
  html: string;
  /**
   * sha256 of `html`, when the markdown stage knows it: the render stage keys its cache with it,
   * so a page found in that cache never reads its HTML.
   */
  htmlHash?: string;
  title: string;
  /**
   * The page's own `# heading`, shown as its h1 when it differs from `title` (a front matter
   * `title` names the page in `<title>` and the sidebar; the content keeps its heading, as in Docusaurus).
   */
  heading?: string;
  /**
   * The content's first heading is an h1 below other content: a doc shows it where it is and no
   * title above it, as Docusaurus does (its content title).
   */
  titleInBody?: true;
  toc: TocEntry[];
  /** Every id in the content (anchors). */
  ids: string[];
  /** Internal links written in the markdown, with their final hrefs. */
  links: ContentLink[];
  /** URLs of the stylesheets of the site components an MDX page imports (CSS modules, plain CSS). */
  stylesheets?: string[];
  /** The front matter's `image`, as the output serves it (`/img/card.png`, `/assets/media/…`) or a URL. */
  image?: string;
  /** Tags an MDX page's `<head>` element puts in the document head. */
  head?: HeadTag[];
}

/** One docs version of the site, resolved from `versions.json` and `config.docs`. */
export interface DocsVersion {
  /** `current` (the docs folder) or a snapshot name from `versions.json`. */
  name: string;
  /** Label in the version menu and banners. */
  label: string;
  /** Route segment below the docs base: '' for the latest version, `next` for `current` when it is not the latest, else the name. */
  segment: string;
  /** Banner shown on the version's pages. */
  banner: 'none' | 'unmaintained' | 'unreleased';
  /** The version readers get by default (`config.docs.lastVersion`): served at `/docs/…`, the only one in the sitemap. */
  latest: boolean;
  /** Set for the docs of a further docs section (`config.docsInstances`): its id, as Docusaurus' docs plugin id. */
  pluginId?: string;
  /** Route base path of its section when it is not the `docs` section's. */
  routeBasePath?: string;
}

/** The route manifest: every route of the site with its locale, version, id, source and output file. */
export interface RouteManifest {
  routes: RouteRecord[];
  byPath: Map<string, RouteRecord>;
  /** `${locale}\0${version}\0${docId}` → route. */
  docRoutes: Map<string, RouteRecord>;
  /** `${locale}\0${kind}\0${pageId}` → route of a markdown or React page. */
  pageRoutes: Map<string, RouteRecord>;
  /** Absolute source file → routes rendered from it (one per locale that uses it). */
  bySourceFile: Map<string, RouteRecord[]>;
  /** Doc ids of the default locale per version (the set every locale shows). */
  docIds: Map<string, string[]>;
  /** Docs versions in menu order (`current` first, then snapshots newest first); one entry for an unversioned site. */
  versions: DocsVersion[];
  /** The version served at the docs root (`config.docs.lastVersion`). */
  latestVersion: DocsVersion;
  /** The docs of each further docs section (`config.docsInstances`), each a version of its own, kept out of the version menu. */
  instanceVersions: DocsVersion[];
  /** Home doc id of each version (what its docs root shows). */
  homes: Map<string, string>;
}

/** An author of a blog post, from `authors.yml` or written inline. */
export interface BlogAuthor {
  /** Key in `authors.yml`, when the post names one. */
  key?: string;
  name?: string;
  title?: string;
  url?: string;
  imageUrl?: string;
  email?: string;
  /** The author has a page listing their posts (`page: true` in the authors file; its permalink when a string). */
  page?: true | string;
}

/** What discover reads of a blog post (front matter and file name). */
export interface BlogPostInfo {
  type: 'post';
  /** The blog it is of: an id of `blogInstances`; absent: the `blog`. */
  blogId?: string;
  /** Route below the locale's root (`/blog/2024/05/01/launch`). */
  path: string;
  /** ISO date (`2024-05-01T00:00:00.000Z`). */
  date: string;
  authors: BlogAuthor[];
  /**
   * A default-locale post's authors as a locale with its own authors file shows them (translated
   * names), by locale code: the post is shown there untranslated with these.
   */
  localeAuthors?: Record<string, BlogAuthor[]>;
  tags: { label: string; permalink: string; description?: string }[];
  /** Minutes, rounded up; absent when the blog shows none. */
  readingTime?: number;
  /** Line of the body holding the truncate marker: list pages show what is above it. */
  truncateLine?: number;
}

/** A page of the blog's lists: the blog's pages, a tag's pages, the tags index, an author's pages or the archive. */
export interface BlogListInfo {
  /**
   * `archive`: every listed post, by year, without excerpts (`archiveBasePath`); `authors`: every
   * author of the authors file, with their post counts (Docusaurus 3.5's `/blog/authors`).
   */
  type: 'list' | 'tags' | 'author' | 'authors' | 'archive';
  /** The blog it is of: an id of `blogInstances`; absent: the `blog`. */
  blogId?: string;
  path: string;
  /** The posts of this page, by the default locale's file, newest first. */
  posts: string[];
  /** 1-based page number and page count. */
  page: number;
  pages: number;
  /** Routes of the neighbour pages (newer first). */
  newer?: string;
  older?: string;
  /** The tag or author the list is of. */
  tag?: { label: string; permalink: string; description?: string; count: number };
  author?: BlogAuthor;
  /** On the tags index: every tag with its count. */
  tags?: { label: string; permalink: string; count: number }[];
  /** On the authors index: every author of the authors file, in its order, with their listed posts' count. */
  authors?: { author: BlogAuthor; count: number }[];
  /** The blog sidebar's title in the page's locale, when Docusaurus' `options.json` translates it (the blog's own pages). */
  sidebarTitle?: string;
  /** The locales that have the page, when not every one does: a tag only some locales' posts have (a translation's own). */
  locales?: string[];
  /** A tag's page whose posts are all unlisted: unlisted itself, and out of the tags index. */
  unlisted?: boolean;
}
