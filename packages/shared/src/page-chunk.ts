import type { Redirect } from './route-match.js';

/**
 * What the browser needs to show a route in place of the current one.
 * Emitted by the build as a content-hashed JSON file per route.
 */
export interface PageChunk {
  v: 1;
  /** Canonical path of the route. */
  path: string;
  locale: string;
  /** `lang` attribute of `<html>`. */
  lang: string;
  dir: 'ltr' | 'rtl';
  /** Document title. */
  title: string;
  /** Outer HTML of the managed head tags (description, canonical, alternates, og:*), in order. */
  head: string;
  /** Value of the layout region's {@link DOM.layoutKey}. */
  layoutKey: string;
  /** Outer HTML of the layout region (`[data-dg-region="layout"]`). */
  layout: string;
  /** Attributes of `<html>` other than lang/dir that differ per page (e.g. `data-page-kind`). */
  htmlAttrs: Record<string, string>;
  /**
   * The page sets attributes of `<html>` or `<body>` of its own (`PageView.htmlAttributes`): the
   * runtime loads it, and leaves it, with a full load, which gives the document's as written.
   */
  fullLoad?: true;
  /**
   * The docs sidebar's items are left out of `layout` (where {@link SIDEBAR_ITEMS} stands) and
   * kept in one file per sidebar and locale, `src`, shared by every page of that sidebar: the
   * runtime fetches it once and puts it back with this page's `marks` applied
   * ({@link applySidebarMarks}). On a site with hundreds of docs, the sidebar is most of a chunk.
   */
  sidebar?: { src: string; marks: SidebarMarks };
  /**
   * The navbar links active on this page, by `NavbarLink.index` (Docusaurus' activeBasePath,
   * activeBaseRegex, a doc's sidebar): the navbar outside the layout region is marked again after a swap.
   */
  nav?: number[];
  /**
   * The HTML of the navbar's `component` items as this page rendered them, by their index among
   * the config's items (a site component may draw each page differently): put in after a swap.
   */
  navItems?: Record<string, string>;
}

/** Where a chunk's layout had its sidebar items (see `PageChunk.sidebar`). */
export const SIDEBAR_ITEMS = '<!--docgen:sidebar-items-->';

/** String replacements that mark a page's copy of a shared sidebar: `[from, to]`, in order, each of every occurrence. */
export type SidebarMarks = readonly (readonly [from: string, to: string])[];

/** The items of a shared sidebar marked for one page (the same function for the build and the runtime). */
export function applySidebarMarks(items: string, marks: SidebarMarks): string {
  let html = items;
  for (const [from, to] of marks) html = html.split(from).join(to);
  return html;
}

/** The route manifest index: loaded lazily (never in the first load). */
export interface RouteManifestIndex {
  v: 1;
  /** Number of shards; a path's shard is `shardOf(path, shards.length)`. */
  shards: string[];
  redirects: Redirect[];
  /** The site's `trailingSlash` when it is set: servers of the output redirect to that URL form. */
  trailingSlash?: boolean;
  /** Path of the not-found chunk per locale prefix ('' for the default locale). */
  notFound: Record<string, string>;
}

/** One shard: canonical path (lower-cased key when the site is case-insensitive) → chunk URL. */
export type RouteManifestShard = Record<string, string>;

/** Which shard holds a path (FNV-1a, stable across build and browser). */
export function shardOf(path: string, shardCount: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < path.length; i++) {
    h ^= path.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return shardCount <= 1 ? 0 : h % shardCount;
}

/** An analytics tracker of the site config, as the browser sees it. */
export interface AnalyticsTracker {
  id: string;
  /** Where page views are POSTed (JSON body, `keepalive`); `{id}` is replaced by the tracker id. */
  endpoint: string;
  /** Optional vendor script loaded once after the page is idle; `{id}` is replaced. */
  scriptUrl?: string;
  anonymizeIp: boolean;
}

/** Inline JSON (`#__docgen`) that boots the runtime on every page. */
export interface BootData {
  v: 1;
  path: string;
  locale: string;
  /** URL of the hashed {@link RouteManifestIndex}. */
  manifest: string;
  /** Locale path prefixes ('' for the default locale), longest first. */
  localePrefixes: string[];
  analytics: AnalyticsTracker[];
  /** URL of the lazily loaded islands entry, when the page has islands. */
  islands?: string;
  /** Whether the page is the not-found page. */
  notFound?: boolean;
  /** The docs versions of the page's locale, on sites with two or more (the preferred-version runtime). */
  docsVersions?: DocsVersionsBoot;
  /** The site's `trailingSlash` when it is set: the URL form the runtime shows (`withTrailingSlash`). */
  trailingSlash?: boolean;
}

/** Where each docs version lives in a locale, for the runtime to send readers to their preferred one. */
export interface DocsVersionsBoot {
  /** Docs plugin instance (the `STORAGE.docsVersion` key). */
  pluginId: string;
  /** Name of the version served at the docs root. */
  latest: string;
  /** Version name → root path of its docs in this locale (`/docs`, `/docs/1.0`, `/en/docs/next`). */
  paths: Record<string, string>;
  /** The site's other versioned docs sections: links into their latest docs follow their preferred version too. */
  others?: DocsVersionsBoot[];
}

/**
 * A page's layout region changed by a dev-server rebuild, as a replacement of a run of child
 * nodes of one element (the smallest one holding every change that the runtime may touch), so
 * that the browser parses the edit instead of the whole page. Indices count child nodes as an
 * HTML parser makes them (element, text run, comment). Built by `@docgen/core`'s dev server,
 * applied by the runtime (`client/src/morph.ts`), which checks `tags` and `count` first and
 * falls back to the whole chunk when the page on screen does not match.
 */
export interface LayoutPatch {
  /** Child-node indices from the layout region element down to the changed element. */
  path: number[];
  /** Tag names (lower case) of the elements along `path`. */
  tags: string[];
  /** How many child nodes the changed element has before the change. */
  count: number;
  /** Index of its first child node replaced. */
  at: number;
  /** How many of its child nodes are replaced. */
  remove: number;
  /** HTML of the nodes that take their place. */
  html: string;
  /** How many nodes `html` parses to. */
  insert: number;
  /** The layout did not change at all (only the title or head may have): nothing to apply. */
  same?: true;
}
