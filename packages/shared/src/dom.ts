/**
 * The DOM contract between the theme (which renders HTML on the server) and the
 * browser runtime (which enhances it). Neither side imports the other; both import
 * these names, so renaming one breaks the type check instead of the site.
 */
export const DOM = {
  /**
   * On `<html>` of a page that sets attributes of `<html>` or `<body>` of its own: the runtime
   * leaves it with a full load (see `PageChunk.fullLoad`).
   */
  documentAttrs: 'data-dg-document-attrs',
  /** `<script type="application/json">` holding {@link BootData} for the runtime. */
  bootDataId: '__docgen',
  /** Marks the swappable part of the page between navbar and footer. Value: `layout`. */
  region: 'data-dg-region',
  /** On the layout region: a key (e.g. `doc:fr:current`); same key on both pages ⇒ the sidebar is kept. */
  layoutKey: 'data-dg-layout',
  /** The docs sidebar container; links in it carry `aria-current="page"` when active. */
  sidebar: 'data-dg-sidebar',
  /** A collapsible sidebar category: a `<details>` element; its value is the category key. */
  sidebarCategory: 'data-dg-category',
  /**
   * On a collapsed sidebar category whose items the page left out (a sidebar over
   * `sidebar.lazyAbove`): the runtime fills them in from the page's chunk when it opens.
   */
  sidebarLazy: 'data-dg-lazy',
  /** Where the main article starts; focus moves here after an in-place navigation. */
  main: 'data-dg-main',
  /** Button toggling light/dark. */
  colorToggle: 'data-dg-color-toggle',
  /** Announcement bar; value is the bar's id. */
  announcement: 'data-dg-announcement',
  /** Close button inside the announcement bar. */
  announcementClose: 'data-dg-announcement-close',
  /** Button opening/closing the mobile sidebar drawer; `aria-expanded` reflects the state. */
  drawerToggle: 'data-dg-drawer-toggle',
  /** The drawer panel (mobile sidebar). `data-open` is present while open. */
  drawer: 'data-dg-drawer',
  /** A tab group; value is the group id (empty string: not synced). */
  tabs: 'data-dg-tabs',
  /** A tab button (`role="tab"`); value is the tab's value. */
  tab: 'data-dg-tab',
  /** A tab panel (`role="tabpanel"`); value is the tab's value. */
  tabPanel: 'data-dg-tab-panel',
  /** The table of contents; links inside point to `#id` of headings. */
  toc: 'data-dg-toc',
  /** Copy button of a code block; the code is the `<code>` inside the closest `pre`'s container. */
  copy: 'data-dg-copy',
  /** A link the router must not handle in place (full load). */
  noRouter: 'data-dg-reload',
  /**
   * A `pathname://` link (Docusaurus' escape hatch), or a plain `<a>` a site's own component
   * renders (`plain-anchors.ts`): a path of the host, written as is. The build neither checks it
   * nor adds a trailing slash; the router loads it in full.
   */
  hostPath: 'data-dg-pathname',
  /** A React island root; value is the island component name. */
  island: 'data-dg-island',
  /** JSON props of an island (attribute on the island root). */
  islandProps: 'data-dg-props',
  /** When to hydrate an island: `visible` | `idle` | `interaction`. */
  islandWhen: 'data-dg-when',
  /** Set by the runtime on an island root once hydrated (not in the HTML the build writes). */
  islandHydrated: 'data-dg-hydrated',
  /** Locale switcher links: value is the target locale; the router keeps the hash. */
  localeLink: 'data-dg-locale',
  /** Docs version links: value is the version name (remembered as the preferred version). */
  versionLink: 'data-dg-version',
  /** The navbar search button (the search island's root); rendered `hidden` until search is available. */
  search: 'data-dg-search',
  /** Element with the progress bar (created by the runtime if absent). */
  progress: 'data-dg-progress',
  /** Container for runtime error screens (Page Error, This page crashed.). */
  errorScreen: 'data-dg-error',
} as const;

/** Keys of everything docgen keeps in `localStorage`. */
export const STORAGE = {
  /** Colour mode: `light` | `dark` (site spec: "a theme key"). */
  theme: 'theme',
  /** Id of the announcement bar the reader dismissed. */
  announcementDismissed: 'docgen.announcement.dismissed',
  /** Chosen tab value of a tab group. */
  tab: (groupId: string) => `docgen.tab.${groupId}`,
  /** Preferred docs version of a docs plugin instance. */
  docsVersion: (pluginId: string) => `docs-preferred-version-${pluginId}`,
} as const;

/** Events on `document` between a page and the tools around it. */
export const PAGE_EVENTS = {
  /**
   * The dev server asks for the page on screen again after an edit of its text. Cancelable:
   * the runtime claims it (preventDefault) and shows the new version in place, scroll and
   * focus kept; unclaimed (no runtime on the page), the dev client reloads the page.
   * `detail.chunk`: the new page chunk's URL when known (no route manifest lookup then);
   * `detail.data`: that chunk itself; `detail.patch`: a `LayoutPatch` from the page on screen.
   */
  refresh: 'docgen:refresh',
} as const;

/** Timing and network constants of the site spec. */
export const RUNTIME = {
  /** Show the progress bar only when a route takes longer than this (ms). */
  progressDelayMs: 200,
  /** Widths above this are the desktop layout (px). */
  mobileBreakpointPx: 996,
} as const;

/**
 * The id of a tab (`t`) or of its panel (`p`) in a tab box: a tab's value may hold spaces
 * (`<TabItem value="❌ Incorrect">`), which an id cannot, and `aria-controls` (a list of ids)
 * would read as two ids.
 */
export function tabDomId(kind: 't' | 'p', uid: string, value: string): string {
  return `${kind}-${uid}-${value.replace(/\s/g, '_')}`;
}
