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
}

/** The route manifest index: loaded lazily (never in the first load). */
export interface RouteManifestIndex {
  v: 1;
  /** Number of shards; a path's shard is `shardOf(path, shards.length)`. */
  shards: string[];
  redirects: Redirect[];
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
}

/** Where each docs version lives in a locale, for the runtime to send readers to their preferred one. */
export interface DocsVersionsBoot {
  /** Docs plugin instance (the `STORAGE.docsVersion` key). */
  pluginId: string;
  /** Name of the version served at the docs root. */
  latest: string;
  /** Version name → root path of its docs in this locale (`/docs`, `/docs/1.0`, `/en/docs/next`). */
  paths: Record<string, string>;
}
