import fs from 'node:fs/promises';
import type { RouteManifestIndex, RouteManifestShard } from '@docgen/shared';
import { shardOf } from '@docgen/shared';
import type { ClientBundle } from '../bundle/stage.js';
import type { RouteRecord, SiteContext, StaticFile } from '@docgen/config';
import { localePrefix, type RouteManifest } from '../routes/manifest.js';
import { MANIFEST_URL, writeFile, type RenderedPage } from '../render/stage.js';
import { shortHash } from '../util/hash.js';
import type { ViewBuilder } from '../render/view.js';

export interface WriteStageInput {
  ctx: SiteContext;
  manifest: RouteManifest;
  pages: RenderedPage[];
  bundle: ClientBundle;
  staticFiles: StaticFile[];
  media: Map<string, string>;
  views: ViewBuilder;
  stagingDir: string;
  /**
   * Route manifest shards the served output has already (the dev server after a text edit):
   * named by their content, so not written again. Default: none.
   */
  present?: ReadonlySet<string>;
  /** Write `sitemap.xml` and `robots.txt` (default true; a text edit changes neither). */
  sitemap?: boolean;
  /** Puts a file in the output (default: written into `stagingDir`; a build keeps a file the output already holds with the same bytes). */
  emit?: (rel: string, data: string | Uint8Array) => void | Promise<void>;
}

export interface WriteResult {
  files: number;
  bytes: number;
}

/** Copies static files and the bundle; writes the route manifest, sitemap.xml and robots.txt. */
export async function writeSiteFiles(input: WriteStageInput): Promise<{ shards: string[] }> {
  const { ctx, stagingDir } = input;
  const emit = input.emit ?? ((rel: string, data: string | Uint8Array) => writeFile(stagingDir, rel, data));
  for (const asset of input.bundle.assets) if (asset.kind !== 'inline-js') await emit(asset.path, asset.bytes);
  for (const [out, file] of input.media) await emit(out, await fs.readFile(file));
  for (const file of input.staticFiles) await emit(file.outPath, await fs.readFile(file.file));
  const shards = await writeRouteManifest(input, emit);
  if (input.sitemap !== false) {
    await emit('sitemap.xml', sitemapXml(input));
    await emit(
      'robots.txt',
      `User-agent: *\nAllow: /\n\nSitemap: ${input.views.site(ctx.defaultLocale.code).url}/sitemap.xml\n`,
    );
  }
  return { shards };
}

/** Shards of about 400 routes each, named by content hash; the index is small and revalidated. Returns the shards' files. */
async function writeRouteManifest(
  input: WriteStageInput,
  emit: NonNullable<WriteStageInput['emit']>,
): Promise<string[]> {
  const { ctx, pages } = input;
  const withChunks = pages.filter((p) => p.chunkUrl && p.route.kind !== 'notFound');
  const shardCount = Math.max(1, Math.ceil(withChunks.length / 400));
  const shards: RouteManifestShard[] = Array.from({ length: shardCount }, () => ({}));
  for (const page of withChunks) shards[shardOf(page.route.path, shardCount)]![page.route.path] = page.chunkUrl!;
  const shardUrls: string[] = [];
  for (const shard of shards) {
    const json = JSON.stringify(sortKeys(shard));
    const url = `/assets/routes/shard.${shortHash(json, 10)}.json`;
    if (!input.present?.has(url.slice(1))) await emit(url.slice(1), json);
    shardUrls.push(url);
  }
  const notFound: Record<string, string> = {};
  for (const page of pages)
    if (page.route.kind === 'notFound' && page.chunkUrl) notFound[localePrefix(ctx, page.route.locale)] = page.chunkUrl;
  const index: RouteManifestIndex = {
    v: 1,
    shards: shardUrls,
    redirects: ctx.config.redirects.map((r) => ({ from: r.from, to: r.to })),
    notFound,
  };
  await emit(MANIFEST_URL.slice(1), JSON.stringify(index));
  return shardUrls.map((url) => url.slice(1));
}

function sortKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

function sitemapXml(input: WriteStageInput): string {
  const { ctx, views } = input;
  const site = views.site(ctx.defaultLocale.code);
  const listed = input.manifest.routes.filter((r) => isListed(r));
  const { changefreq, priority } = ctx.config.sitemap;
  const entries = listed.map((route) => {
    const alternates = views.alternates(route).filter((a) => a.exists);
    const xdefault = alternates.find((a) => a.locale === ctx.defaultLocale.code);
    const links = [
      ...alternates.map(
        (a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(site.url + a.href)}"/>`,
      ),
      ...(xdefault
        ? [`<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(site.url + xdefault.href)}"/>`]
        : []),
    ];
    return `<url><loc>${escapeXml(site.url + route.path)}</loc><changefreq>${changefreq}</changefreq><priority>${priority.toFixed(1)}</priority>${links.join('')}</url>`;
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

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
