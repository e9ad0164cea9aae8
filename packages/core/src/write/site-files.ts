import fs from 'node:fs';
import type { RouteManifestIndex, RouteManifestShard } from '@docgen/shared';
import { normalizePath, shardOf } from '@docgen/shared';
import { hrefWithTrailingSlash } from '@docgen/shared/trailing-slash';
import type { ClientBundle } from '../bundle/stage.js';
import type { OutputWriter } from '../output/writer.js';
import type { RouteRecord, SiteContext, StaticFile } from '@docgen/config';
import { builtLocales, localePrefix, publicPath, type RouteManifest } from '../routes/manifest.js';
import { MANIFEST_URL } from '../render/page.js';
import { hrefRoots, siteHref, siteRouteKey } from '../routes/base-url.js';
import { configRedirects, localizedRedirects } from '../routes/redirect-position.js';
import type { RenderedPage } from '../render/stage.js';
import { sha256, shortHash } from '../util/hash.js';
import type { ViewBuilder } from '../render/view.js';
import { escapeMarkup } from '../util/escape.js';

export interface SiteFilesInput {
  ctx: SiteContext;
  manifest: RouteManifest;
  pages: RenderedPage[];
  bundle: ClientBundle;
  staticFiles: StaticFile[];
  media: Map<string, string>;
  views: ViewBuilder;
  writer: OutputWriter;
  /** What the last run placed from files (static files, images): kept without reading when their stats are the same. */
  known?: KnownFiles;
  /** The client bundle is the last run's: its files are kept as they are. */
  sameBundle?: boolean;
  /** The routes are the last run's (a text edit): sitemap.xml and robots.txt are kept as they are. */
  sameRoutes?: boolean;
}

/** Files placed from the site's folder in a run: output path → the file's size, time and content hash. */
export type KnownFiles = Map<string, { file: string; size: number; mtimeMs: number; hash: string }>;

/**
 * The files pages need to show, placed before the pages when they are served as they are
 * written (the dev server's first pass): the client bundle and the static files.
 */
export function placeAssets(input: Pick<SiteFilesInput, 'bundle' | 'staticFiles' | 'writer'>): void {
  const { writer } = input;
  for (const asset of input.bundle.assets)
    if (asset.kind !== 'inline-js') writer.place(asset.path, sha256(asset.bytes), () => asset.bytes);
  for (const file of input.staticFiles) {
    const bytes = fs.readFileSync(file.file);
    writer.place(file.outPath, sha256(bytes), () => bytes);
  }
}

/** Places a page's images as soon as its markdown is made (see `placeAssets`). */
export function placeMedia(writer: OutputWriter, media: Iterable<[string, string]>): void {
  for (const [out, file] of media) {
    const bytes = fs.readFileSync(file);
    writer.place(out, sha256(bytes), () => bytes);
  }
}

/**
 * The files besides the pages: the client bundle, the pages' images, static files, the route
 * manifest (shards and index), sitemap.xml and robots.txt. Each goes through the writer, so a
 * file the output holds with the same bytes is kept where it is. Returns what it placed from files.
 */
export function writeSiteFiles(input: SiteFilesInput): KnownFiles {
  const { ctx, writer } = input;
  const emit = (rel: string, data: string | Uint8Array) => void writer.place(rel, sha256(data), () => data);
  for (const asset of input.bundle.assets) {
    if (asset.kind === 'inline-js') continue;
    if (!(input.sameBundle && writer.keep(asset.path))) emit(asset.path, asset.bytes);
  }
  const known: KnownFiles = new Map();
  const placeFile = (out: string, file: string) => {
    const stat = fs.statSync(file);
    const before = input.known?.get(out);
    if (before && before.file === file && before.size === stat.size && before.mtimeMs === stat.mtimeMs) {
      if (writer.place(out, before.hash, () => fs.readFileSync(file))) {
        known.set(out, before);
        return;
      }
    }
    const bytes = fs.readFileSync(file);
    const hash = sha256(bytes);
    writer.place(out, hash, () => bytes);
    known.set(out, { file, size: stat.size, mtimeMs: stat.mtimeMs, hash });
  };
  for (const [out, file] of input.media) placeFile(out, file);
  for (const file of input.staticFiles) placeFile(file.outPath, file.file);
  writeRouteManifest(input, emit);
  if (input.sameRoutes && writer.keep('sitemap.xml') && writer.keep('robots.txt')) return known;
  emit('sitemap.xml', sitemapXml(input));
  emit(
    'robots.txt',
    `User-agent: *\nAllow: /\n\nSitemap: ${input.views.site(ctx.defaultLocale.code).url}/sitemap.xml\n`,
  );
  return known;
}

/** Shards of about 400 routes each, named by content hash; the index is small and revalidated. */
function writeRouteManifest(input: SiteFilesInput, emit: (rel: string, data: string) => void): void {
  const { ctx, pages } = input;
  const withChunks = pages.filter((p) => p.chunkUrl && p.route.kind !== 'notFound');
  const shardCount = Math.max(1, Math.ceil(withChunks.length / 400));
  const shards: RouteManifestShard[] = Array.from({ length: shardCount }, () => ({}));
  // The runtime reads URLs as the browser shows them: keys and files with the site's base in front.
  const href = (path: string) => siteHref(ctx, path);
  for (const page of withChunks) {
    const key = siteRouteKey(ctx, page.route.path);
    shards[shardOf(key, shardCount)]![key] = href(page.chunkUrl!);
  }
  const shardUrls: string[] = [];
  for (const shard of shards) {
    const json = JSON.stringify(sortKeys(shard));
    const url = `/assets/routes/shard.${shortHash(json, 10)}.json`;
    emit(url.slice(1), json);
    shardUrls.push(href(url));
  }
  const notFound: Record<string, string> = {};
  for (const page of pages)
    if (page.route.kind === 'notFound' && page.chunkUrl)
      notFound[href(localePrefix(ctx, page.route.locale))] = href(page.chunkUrl);
  const slash = ctx.config.trailingSlash;
  const roots = hrefRoots(ctx);
  const index: RouteManifestIndex = {
    v: 1,
    shards: shardUrls,
    redirects: builtRedirects(ctx, pages).map((r) => ({
      from: href(r.from),
      to: hrefWithTrailingSlash(input.views.authored(r.to), slash, roots),
    })),
    ...(slash !== undefined ? { trailingSlash: slash } : {}),
    notFound,
  };
  emit(MANIFEST_URL.slice(1), JSON.stringify(index));
}

/**
 * The config's redirects as the build made them, for the router to follow on a click: the default
 * locale's (not one under another locale's prefix, which that locale's build replaces) and each
 * other locale's below its prefix (`/fr/legacy` from `/legacy`), else a click shows the 404 page.
 */
function builtRedirects(ctx: SiteContext, pages: readonly RenderedPage[]): { from: string; to: string }[] {
  const built = new Set<string>();
  for (const p of pages) if (p.route.kind === 'redirect') built.add(`${p.route.path}\0${p.route.redirectTo}`);
  // Its route's path: the `from` normalized, or kept as written (`.html`, a trailing slash: see redirectFile).
  const made = (r: { from: string; to: string }) =>
    built.has(`${normalizePath(r.from)}\0${r.to}`) ||
    built.has(`${r.from.replace(/[?#].*$/, '').replace(/\/{2,}/g, '/')}\0${r.to}`);
  const locales = builtLocales(ctx).filter((l) => l.code !== ctx.defaultLocale.code);
  return [
    ...configRedirects(ctx),
    ...locales.flatMap((l) => localizedRedirects(ctx, localePrefix(ctx, l.code))),
  ].filter(made);
}

function sortKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

function sitemapXml(input: SiteFilesInput): string {
  const { ctx, views } = input;
  const site = views.site(ctx.defaultLocale.code);
  // Alternates' hrefs carry the site's base already; `site.url` ends with it.
  const origin = ctx.config.url.replace(/\/$/, '');
  const listed = input.manifest.routes.filter((r) => isListed(r));
  const { changefreq, priority } = ctx.config.sitemap;
  const entries = listed.map((route) => {
    const alternates = views.alternates(route).filter((a) => a.exists);
    const xdefault = alternates.find((a) => a.locale === ctx.defaultLocale.code);
    const links = [
      ...alternates.map(
        (a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeMarkup(origin + a.href)}"/>`,
      ),
      ...(xdefault
        ? [`<xhtml:link rel="alternate" hreflang="x-default" href="${escapeMarkup(origin + xdefault.href)}"/>`]
        : []),
    ];
    return `<url><loc>${escapeMarkup(site.url + publicPath(ctx, route.path))}</loc><changefreq>${changefreq}</changefreq><priority>${priority.toFixed(1)}</priority>${links.join('')}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

function isListed(route: RouteRecord): boolean {
  return (
    !route.unlisted &&
    !route.canonicalPath &&
    (route.kind === 'doc' || route.kind === 'markdownPage' || route.kind === 'componentPage')
  );
}
