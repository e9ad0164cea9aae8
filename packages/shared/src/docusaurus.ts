import type { HeadTag, SidebarCardExtras, SidebarItemExtras } from './theme-contract.js';

/**
 * What the Docusaurus compatibility components (`@theme/Tabs`, `useDocusaurusContext`… in the
 * default theme's `docusaurus/` folder) read of the MDX page being rendered. The build sets it
 * around each MDX page's synchronous server render; the key is global (`Symbol.for`) so every
 * copy of the modules (the site's compiled components, a bundled theme) sees the same page.
 */
export const DOCUSAURUS_PAGE_KEY = 'docgen.docusaurus.page';
/**
 * The page whose site modules the build is loading (outside its render): what Docusaurus'
 * `@generated/…` modules give code run as a module loads, on the server.
 */
export const DOCUSAURUS_SITE_KEY = 'docgen.docusaurus.site';

/** A card of `<DocCardList>`: a doc or a category of the current sidebar category. */
export interface DocusaurusCard {
  type: 'link' | 'category';
  href: string;
  label: string;
  description?: string;
  /** Items below a category. */
  count?: number;
  /** The sidebar item's `customProps`, as Docusaurus' cards get them. */
  customProps?: Record<string, unknown>;
  /** The sidebar item's `className`: on the card, as Docusaurus' DocCard puts it. */
  className?: string;
}

/** `useDoc()`: the doc the page is, as Docusaurus' `DocProvider` gives it, with what docgen knows of it. */
export interface DocusaurusDoc {
  metadata: {
    id: string;
    /** Front matter `title`, else the page's `# heading`, else its id's last part. */
    title: string;
    /** Front matter `description`, else `''` (docgen makes no excerpt). */
    description: string;
    /** Its URL, with the base URL. */
    permalink: string;
    /** `@site/docs/intro.md`. */
    source: string;
    sourceDirName: string;
    version: string;
    pluginId: string;
    frontMatter: Record<string, unknown>;
    unlisted: boolean;
    draft: boolean;
    /** Empty: docgen makes no tag pages to link to. */
    tags: { label: string; permalink: string }[];
    sidebarPosition?: number;
  };
  frontMatter: Record<string, unknown>;
  contentTitle?: string;
  /** The page's `toc` export (h2–h6). */
  toc: { value: string; id: string; level: number }[];
  assets: { image?: string };
}

/** An item of `useDocsSidebar().items`, as Docusaurus' `PropSidebarItem`. */
export type DocusaurusSidebarItem =
  | ({ type: 'link'; label: string; href: string; docId?: string; unlisted?: boolean } & SidebarCardExtras)
  | ({ type: 'html'; value: string; defaultStyle: boolean } & SidebarItemExtras)
  | ({
      type: 'category';
      label: string;
      href?: string;
      linkUnlisted?: boolean;
      collapsed: boolean;
      collapsible: boolean;
      items: DocusaurusSidebarItem[];
    } & SidebarCardExtras);

/** `useDocsSidebar()`: the sidebar the doc is shown with. */
export interface DocusaurusSidebar {
  name: string;
  items: DocusaurusSidebarItem[];
}

/** A doc of a docs version as Docusaurus' global data lists it (`GlobalDoc`). */
export interface DocusaurusGlobalDoc {
  id: string;
  /** Its URL, with the base URL. */
  path: string;
  /** The sidebar that shows it. */
  sidebar?: string;
  /** Its title and front matter description, as `useDocById` and `useDocsVersion().docs` give them (docgen's addition). */
  title?: string;
  description?: string;
}

/** A docs version as Docusaurus' global data gives it (`GlobalVersion`), and its banner. */
export interface DocusaurusVersion {
  name: string;
  label: string;
  isLast: boolean;
  /** The version's docs root, with the base URL (`/docs`, `/docs/next`, `/fr/docs/1.0`). */
  path: string;
  mainDocId: string;
  docs: DocusaurusGlobalDoc[];
  draftIds: string[];
  /** Each sidebar of the version with its first doc (`GlobalSidebar`). */
  sidebars: Record<string, { link?: { label: string; path: string } }>;
  /** The banner docgen shows on its pages (`useDocsVersion().banner`, none: null). */
  banner: 'unreleased' | 'unmaintained' | null;
}

/** What the docs plugin publishes (`usePluginData('docusaurus-plugin-content-docs')`: `GlobalPluginData`). */
export interface DocusaurusDocsData {
  /** The docs root of the page's locale, with the base URL. */
  path: string;
  /** Newest first, as Docusaurus lists them (`current` first when it is built). */
  versions: DocusaurusVersion[];
  breadcrumbs: boolean;
}

/** `useDocusaurusContext().siteConfig`: the fields docgen's config answers. */
export interface DocusaurusSiteConfig {
  title: string;
  url: string;
  baseUrl: string;
  tagline: string;
  titleDelimiter: string;
  customFields: Record<string, unknown>;
  /** The Docusaurus config's other keys (config `docusaurusSiteConfig`: plugins, presets…). */
  [key: string]: unknown;
}

/** A read of a plugin's global data that gave undefined (see `DocusaurusPageState.missedPluginData`). */
export interface MissedPluginData {
  /** The plugin's name as the component wrote it. */
  plugin: string;
  /** The instance asked for (absent: `useAllPluginInstancesData`). */
  id?: string;
  /** docgen's words for it: why the data is not there, and how to give it. */
  why: string;
  fix: string;
  /** The stack where the hook was called: the site's line that asked. */
  stack?: string;
}

export interface DocusaurusPageState {
  locale: string;
  defaultLocale: string;
  locales: string[];
  baseUrl: string;
  siteConfig: DocusaurusSiteConfig;
  /** The page's path with the base URL (`useLocation()` while the server renders). */
  pathname?: string;
  /**
   * A site path as the page links to it (`<Link to>`, `useBaseUrl`): Docusaurus' base URL is the
   * locale's (`/fr/`), so a path leads to the locale's page when there is one; a path in another
   * letter case than its page leads to the page. Given on the server (undefined where the path
   * stays as written); an island gets the answers its render used.
   */
  localizeHref?: (path: string) => string | undefined;
  /** `localizeHref`'s answers an island's server render used, by path (in the browser). */
  localized?: Record<string, string>;
  /** The theme's UI strings in the page's locale. */
  strings: Record<string, string>;
  /** The site has search (a search plugin): `@theme/SearchBar` in a page draws a box that opens it. */
  search?: boolean;
  /**
   * The sidebar category this doc is the page of (or sits in): `useCurrentSidebarCategory`,
   * `<DocCardList>`. `root`: the doc sits at the top of its sidebar, in no category, and `items`
   * are that level's (what `<DocCardList>` shows there since Docusaurus 3.7).
   */
  category?: { label: string; href?: string; items: DocusaurusCard[]; root?: true };
  /** What a React page's `@theme/Layout` and `@docusaurus/Head` (in a React or MDX page) set for the document head. */
  head?: {
    title?: string;
    /**
     * The title is `@docusaurus/Head`'s `<title>`: the document title as written, where
     * `@theme/Layout`'s `title` gets " | Site" (the last of them in the tree wins, as react-helmet).
     */
    titleAsWritten?: boolean;
    description?: string;
    keywords?: string[];
    tags?: HeadTag[];
    /** `@theme/Layout`'s `noFooter`: the page is shown without the site's footer (a full-height app, a REPL). */
    noFooter?: boolean;
    /** The page rendered `@theme/Layout`, or `@theme/Navbar` / `@theme/Footer` itself: without them Docusaurus shows it bare. */
    chrome?: boolean;
  };
  /**
   * Notes a use of something the server cannot give (a hook without its data): the build reports
   * it, at the first `<Tag` of the page when the message starts with one; `why` replaces the
   * build's own reason when the use is not one of missing data (children a component ignores).
   */
  report(message: string, fix?: string, why?: string): void;
  /**
   * Global data a component asked for and did not get: `usePluginData` or
   * `useAllPluginInstancesData` without `failfast` give undefined, as Docusaurus 3 does. The build
   * says why when the page then throws, and warns of a plugin the site's Docusaurus config lists
   * that docgen did not run (server only).
   */
  missedPluginData?: MissedPluginData[];
  /** Anchors a component declares with `useBrokenLinks().collectAnchor` (ids it may render only in the browser). */
  anchors?: Set<string>;
  /** Links a component asks the checker for with `useBrokenLinks().collectLink` (its plain `<a>` are not checked). */
  links?: Set<string>;
  /** Rendering a component island (its HTML is hydrated in the browser). */
  inIsland?: boolean;
  /**
   * Notes, while an island renders on the server, code only the browser runs (a `<BrowserOnly>`'s
   * children): what it reads of the site's config cannot be recorded, so the island gets all of it.
   */
  readsInBrowser?: () => void;
  /**
   * The MDX component map of the page (`@theme/MDXComponents`: the site's own when it has one):
   * names in scope of every MDX body, and elements it replaces (`a`, `code`, `h2`…).
   */
  mdxComponents?: Readonly<Record<string, unknown>>;
  /**
   * Every docs section's versions and docs by Docusaurus plugin id (`default`, the id of each
   * further section): `useVersions`, `useActivePlugin`, `usePluginData`…
   */
  docs?: Record<string, DocusaurusDocsData>;
  /**
   * The global data of the site's own Docusaurus plugins (`setGlobalData` in their
   * `contentLoaded`), by plugin name and id: `usePluginData`, `useGlobalData`.
   */
  globalData?: Record<string, Record<string, unknown>>;
  /** The version of the doc the page is, by its name in its section (`useDocsVersion`); absent on other pages. */
  docVersion?: string;
  /** The plugin id of the section of the doc the page is (`useDocsVersion().pluginId`). */
  docPluginId?: string;
  /** `useThemeConfig()`: docgen's config in the shape of Docusaurus' `themeConfig`. */
  themeConfig?: Record<string, unknown>;
  /** `useDoc()`: the doc the page is; absent on other pages. */
  doc?: DocusaurusDoc;
  /** `useDocsSidebar()`: the doc's sidebar; null for a doc shown without one, absent on other pages. */
  docsSidebar?: DocusaurusSidebar | null;
  /**
   * Code blocks whose code is made at render time (`<CodeBlock>{source}</CodeBlock>`, a fence
   * through a site's own map): each renders a mark, and the build highlights it as a fence.
   */
  codeBlocks?: RenderedCodeBlock[];
}

/** A code block met while a page renders, to highlight where its mark is (`codeBlockMark`). */
export interface RenderedCodeBlock {
  code: string;
  language?: string;
  /** The fence's meta as Docusaurus reads it: `title="…" {1,3} showLineNumbers`. */
  meta: string;
}

/**
 * Marks docgen's own `pre` and `code` of `@theme/MDXComponents`: a site's map whose `pre` or
 * `code` lacks it draws code fences itself, so the build leaves them to it.
 */
export const MDX_ORIGINAL = Symbol.for('docgen.mdxOriginal');

/** The element a code block made at render time renders until the build puts the highlighted block there. */
export const CODE_BLOCK_MARK = 'data-dg-code-block';

export function currentDocusaurusPage(): DocusaurusPageState | undefined {
  return (globalThis as Record<symbol, DocusaurusPageState | undefined>)[Symbol.for(DOCUSAURUS_PAGE_KEY)];
}

/** Runs `render` with `page` as the current page (renders are synchronous: one page at a time). */
export function withDocusaurusPage<T>(page: DocusaurusPageState, render: () => T): T {
  const key = Symbol.for(DOCUSAURUS_PAGE_KEY);
  const store = globalThis as Record<symbol, DocusaurusPageState | undefined>;
  const before = store[key];
  store[key] = page;
  try {
    return render();
  } finally {
    store[key] = before;
  }
}

/** Admonition icons (24×24 paths), shared by markdown's `:::note` and `@theme/Admonition`. */
export const ADMONITION_ICONS: Record<string, string> = {
  note: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2v6Zm0-8h-2V7h2v2Z',
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2v6Zm0-8h-2V7h2v2Z',
  tip: 'M9 21h6v-1H9v1Zm3-19a7 7 0 0 0-4 12.7V17h8v-2.3A7 7 0 0 0 12 2Z',
  warning: 'M1 21h22L12 2 1 21Zm12-3h-2v-2h2v2Zm0-4h-2v-4h2v4Z',
  danger: 'M12 2 2 7v6c0 5 4 9 10 10 6-1 10-5 10-10V7L12 2Zm1 15h-2v-2h2v2Zm0-4h-2V7h2v6Z',
};
