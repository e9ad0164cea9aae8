import type { PluggableList } from 'unified';
import type { FrontMatter } from './front-matter.js';
import type { DiscoveredSite, RouteManifest, SiteContext } from './model.js';
import type { SidebarItemConfig } from './sidebars-schema.js';

/**
 * A plugin's own results kept across builds, in the build cache (`<site>/.docgen/cache`): JSON
 * values by key, read and written whole in a few shard files (keep values small: a page's
 * extract, not a site's). Either the key names every input of its value (hash them: a file's
 * bytes, the plugin's options and code), so an entry is never stale; or there is one entry per
 * thing (a page, a locale) holding the hash of its inputs, checked on read and replaced when
 * they change, which keeps the store the size of the site however many edits it sees. Entries no
 * build asked for in 30 days are dropped. With `--no-cache` nothing is kept: what the main thread
 * sets is handed to the build's worker threads only (their `get` reads it).
 */
export interface PluginCache {
  get<T = unknown>(key: string): T | undefined;
  set(key: string, value: unknown): void;
}

/**
 * A doc a plugin makes (an API reference page…): it goes through the build like a markdown file
 * of the docs folder (routes, markdown with every plugin's directives, render, links, search).
 */
export interface GeneratedPage {
  /** Doc id below the docs folder (`api/vendor/create-order`); its route follows like a file's (`/docs/api/vendor/create-order`). */
  id: string;
  /**
   * The docs section the page belongs to: the `id` of an entry of `docsInstances` (its route base,
   * sidebars and version); absent (or the docs section's own id): the docs section.
   */
  docsPluginId?: string;
  /** Locale of the page; absent: one page in each locale the site builds. */
  locale?: string;
  frontMatter: FrontMatter;
  /** The markdown of the page (the plugin's own directives included). */
  body: string;
  /** Absolute path of the file it is made from: messages name it, and its edits make the dev server discover again. */
  from: string;
  /**
   * The line of `from` the page is made from (an operation's, in an OpenAPI document): messages
   * about the page point there; a line of the body counts from it. Default 1.
   */
  line?: number;
  /**
   * The doc id of the sidebar entry that stands for this page, which is in no sidebar itself (a
   * schema of a reference section whose sidebar lists an index of them): the page shows that
   * entry's sidebar with the entry active and the breadcrumbs to it (the entry last).
   */
  sidebarPlace?: string;
}

/**
 * Sidebar items a plugin gives (its generated pages, by doc id): placed where a sidebars file
 * item `{ type: 'generated', id }` says, else appended to `sidebar`.
 */
export interface SidebarContribution {
  /** The name a sidebars file places them with: `{ type: 'generated', id: '<id>' }`. */
  id: string;
  items: SidebarItemConfig[];
  /** When no sidebars file item places them: appended to this sidebar (made when missing); default the first sidebar. */
  sidebar?: string;
  /** The docs section whose sidebars hold them (see `GeneratedPage.docsPluginId`); absent: the docs section's. */
  docsPluginId?: string;
}

/** What docgen gives a plugin's `discover` hook besides the site. */
export interface PluginTools {
  cache: PluginCache;
  /** Adds docs the plugin generates (see `GeneratedPage`); their ids must not be those of files. */
  addPages(pages: GeneratedPage[]): void;
  /** Adds sidebar items (see `SidebarContribution`). */
  addSidebarItems(contribution: SidebarContribution): void;
  /**
   * The route (no locale prefix) the pages `addPages` adds to a docs section (`docsPluginId`; the
   * docs section by default) go below: its route base and its current version's segment, `/docs`
   * or `/docs/next` when a snapshot of versions.json is the latest, as for the docs folder's files.
   */
  pagesBase(docsPluginId?: string): string;
  /** Asks for the theme's stylesheets of a feature (`ThemeModule.featureStylesheets`, e.g. `openapi-reference`). */
  useStyles(feature: string): void;
}

/** Arguments of the hook run after the write stage, before the output is put in place. */
export interface WriteHookArgs {
  ctx: SiteContext;
  manifest: RouteManifest;
  /**
   * The staging folder: the files this build writes. A rebuild keeps files unchanged since the
   * last build where they are, so read the output's files with `outputFile`, not from here.
   */
  outputDir: string;
  /** Where a file of the new output is now (path relative to the output root), to read it; undefined when the output has no such file. */
  outputFile(relPath: string): string | undefined;
  /** The sha256 (hex) of a file of the new output when docgen knows it (pages, page chunks, files put with `emitFile`), without reading it; undefined otherwise. */
  outputHash(relPath: string): string | undefined;
  /** Writes a file into the output (path relative to the output root). */
  emitFile(relPath: string, data: string | Uint8Array): Promise<void>;
  /** The plugin's store across builds (see `PluginCache`). */
  cache: PluginCache;
  /**
   * What the plugin's `render.scanPage` reader returned for a page rendered in this build (path
   * of its HTML file, relative to the output root); undefined for a page kept from an earlier
   * build or placed from the render cache, whose file is then read as before.
   */
  pageScan(relPath: string): unknown;
}

/**
 * A reader of one rendered page, fed by the render stage's own pass over its HTML (htmlparser2's
 * events, entities decoded, names as written), so a plugin that needs a page's text does not
 * parse it again. Highlighted code blocks (shiki's `<pre class="shiki…">…</pre>`) are not
 * tokenized by that pass: each comes whole, in its place, to `oncode`.
 */
export interface PageScanner {
  onopentag(name: string, attribs: Record<string, string>): void;
  ontext(text: string): void;
  onclosetag(name: string): void;
  oncode(html: string): void;
  /** The page's result, handed to the write hook (`WriteHookArgs.pageScan`): plain data, it may come from a render worker. */
  done(): unknown;
}

/**
 * A docgen plugin: a name and hooks at named build stages. Plugins run in config order;
 * a hook that throws fails the build with a PluginError naming the plugin.
 */
export interface DocgenPlugin {
  name: string;
  /**
   * A hash of everything the plugin's output depends on besides the page (its version, the files
   * it reads): part of every cache key, so a change re-renders what the plugin touches. Also asked
   * before anything else is loaded, to tell whether the output is up to date: `site.siteDir`
   * resolves the files it reads.
   */
  cacheKey?(site: { siteDir: string }): string;
  /**
   * Stage "markdown": the part of `cacheKey` every page depends on (`base`: the plugin's code and
   * options), when the rest (a document it reads) reaches only the pages that use it. `base` goes
   * into every page's key instead of `cacheKey`; a page whose unified plugins recorded what they
   * read of the plugin (`MarkdownFileContext.reads`, with the key of that part then) is reused
   * while `holds(part, key)` says that part is the same. Absent: `cacheKey` is in every page's key.
   */
  pageReads?: { base(site: { siteDir: string }): string; holds(part: string, key: string): boolean };
  /** Stage "discover": front matter keys the plugin reads, accepted on every page without an UnknownFrontMatterKey warning. */
  frontMatterKeys?: readonly string[];
  /** Stage "markdown": unified plugins added to the pipeline of every page, or of the content `on` names. */
  markdown?: {
    remarkPlugins?: PluggableList;
    rehypePlugins?: PluggableList;
    /**
     * The content whose pages run them: docs, blog posts, markdown pages (Docusaurus gives each
     * content plugin a list of its own); `docs:<id>` one docs section (`default` for `docs`, else
     * an id of `docsInstances`), `blog:<id>` one blog (`default`, or an id of `blogInstances`).
     * Absent: every doc, blog post and markdown page.
     */
    on?: readonly MarkdownContent[];
  };
  /** Stage "discover": inspect or extend the discovered sources (also run by each worker thread, whose `tools.cache` is read-only). */
  discover?(site: DiscoveredSite, ctx: SiteContext, tools: PluginTools): void | Promise<void>;
  /** Stage "render": a reader of each page rendered (see `PageScanner`), made per page, also in render workers. */
  render?: { scanPage(): PageScanner };
  /** Stage "write": add files to the output (e.g. a generated Postman collection, a search index). */
  write?(args: WriteHookArgs): void | Promise<void>;
  /** Stage "discover": a Docusaurus site's own plugins, run once per build by docgen (`docusaurusPlugins`). */
  docusaurus?: import('./docusaurus-plugins.js').DocusaurusPluginsHook;
}

/** The content a page of the markdown stage is of (`DocgenPlugin.markdown.on`): a kind, or one section or blog of it. */
export type MarkdownContent = 'docs' | 'blog' | 'pages' | `docs:${string}` | `blog:${string}`;

export function definePlugin(plugin: DocgenPlugin): DocgenPlugin {
  return plugin;
}
