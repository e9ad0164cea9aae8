import fs from 'node:fs';
import { DocgenError, type Diagnostic } from '@docgen/diagnostics';
import type { DiscoveredSite, RenderedMarkdown, RouteRecord, SiteContext } from '@docgen/config';
import type { DocgenPlugin } from '@docgen/config';
import type { RouteManifest } from '../routes/manifest.js';
import { ContentCache } from '../cache/content-cache.js';
import type { CacheShards } from '../cache/shards.js';
import { sha256 } from '../util/hash.js';
import type { MarkdownProcessor } from '@docgen/markdown';
import { canonicalSourcePath, indexSourcesByPath } from './source-paths.js';
import type { AssetFiles } from './stage.js';
import { workerCount, type WorkerPool } from '../pool/pool.js';
import type { PageResult } from '../pool/protocol.js';

export interface MarkdownStageArgs {
  ctx: SiteContext;
  site: DiscoveredSite;
  manifest: RouteManifest;
  plugins: DocgenPlugin[];
  stringsFor(locale: string): Record<string, string>;
  media: AssetFiles;
  cache: ContentCache;
  diagnostics: Diagnostic[];
  /** The build's workers (kept for the render stage): cache misses are rendered on them too when there are enough; without it, on the main thread alone. */
  pool?: WorkerPool;
  /**
   * Keep the results' HTML in the cache only, read again when asked for (`html` is an accessor):
   * at 15,000 pages the HTML of every page is gigabytes of heap (default false).
   */
  spill?: boolean;
}

/**
 * A cache entry: the result without its HTML, which is a blob of the cache named by its hash
 * (`htmlHash`). A rebuild reads every page's entry; most pages' HTML is never needed again
 * (the render stage finds the page in its own cache by that hash).
 */
interface CachedMarkdown {
  v: 2;
  result: Omit<RenderedMarkdown, 'html' | 'htmlHash'>;
  htmlHash: string;
  diagnostics: Diagnostic[];
  media: { out: string; file: string; hash: string }[];
}

/**
 * Stage "markdown": every doc and markdown page of every locale to HTML. Results are cached by
 * content hash: the source, its locale's route table (links resolve through it), the UI strings,
 * the markdown options, the config's own files and each plugin's cache key.
 */
export async function runMarkdownStage(args: MarkdownStageArgs): Promise<Map<RouteRecord, RenderedMarkdown>> {
  const { ctx, site, manifest, plugins, cache } = args;
  let processor: MarkdownProcessor | undefined;
  const sourcesByPath = indexSourcesByPath(ctx, site.sources);
  const results = new Map<RouteRecord, RenderedMarkdown>();
  const optionsKey = ContentCache.key(
    ctx.config.markdown,
    ctx.config.toc,
    ctx.config.onBrokenLinks,
    ctx.strict,
    ctx.configDependencies.map((f) => `${f}:${fileHash(f)}`),
    plugins.map((p) => `${p.name}:${p.cacheKey?.({ siteDir: ctx.siteDir }) ?? ''}`),
  );
  const localeKeys = new Map<string, string>();
  const localeKey = (locale: string) => {
    let key = localeKeys.get(locale);
    if (!key) {
      key = ContentCache.key(optionsKey, locale, args.stringsFor(locale), routeTable(ctx, manifest, locale, site));
      localeKeys.set(locale, key);
    }
    return key;
  };

  const spill = args.spill === true && cache.enabled;
  const html = (hash: string) => cache.getBlob(hash)?.toString('utf8');
  /** The result with its HTML read from its blob on each access (its blob is known to be there). */
  const spilled = (entry: CachedMarkdown, file: string): RenderedMarkdown => {
    const light = { ...entry.result, htmlHash: entry.htmlHash } as RenderedMarkdown;
    Object.defineProperty(light, 'html', {
      enumerable: true,
      configurable: true,
      // Gone or altered since it was checked, the page cannot be rendered.
      get: () => html(entry.htmlHash) ?? lost(file),
      // Assigning (the render stage releasing it) makes it a plain value again.
      set: (value: string) =>
        Object.defineProperty(light, 'html', { value, writable: true, enumerable: true, configurable: true }),
    });
    return light;
  };
  /** A cached result, spilled or with its HTML read now; undefined when its blob is missing. */
  const fromCache = (entry: CachedMarkdown, file: string): RenderedMarkdown | undefined => {
    if (spill) return cache.hasBlob(entry.htmlHash) ? spilled(entry, file) : undefined;
    const text = html(entry.htmlHash);
    return text === undefined ? undefined : { ...entry.result, htmlHash: entry.htmlHash, html: text };
  };

  const entries = cache.shards<CachedMarkdown>('markdown');
  // Highlighted code blocks (see CodeOptions.store): the workers' new ones come back with their results.
  const highlights = highlightShards(cache);
  const misses: { route: RouteRecord; key: string }[] = [];
  for (const route of manifest.routes) {
    if ((route.kind !== 'doc' && route.kind !== 'markdownPage') || route.canonicalPath || !route.source) continue;
    const key = ContentCache.key(localeKey(route.locale), route.path, route.source.relFile, route.source.hash);
    let result: RenderedMarkdown | undefined;
    const stored = entries.get(key);
    // Usable while the files it names (images) are unchanged and its HTML blob is there.
    const hit =
      stored?.v === 2 &&
      stored.media.every((m) => fileHash(m.file) === m.hash) &&
      (result = fromCache(stored, route.source!.relFile)) !== undefined
        ? stored
        : undefined;
    cache.count(hit !== undefined);
    if (hit && result) {
      for (const m of hit.media) args.media.set(m.out, m.file);
      args.diagnostics.push(...hit.diagnostics);
      results.set(route, result);
    } else {
      misses.push({ route, key });
    }
  }

  const keep = (
    route: RouteRecord,
    key: string,
    result: RenderedMarkdown,
    found: Diagnostic[],
    media: [string, string][],
  ) => {
    for (const [out, file] of media) args.media.set(out, file);
    args.diagnostics.push(...found);
    const { html: text, htmlHash: _known, ...meta } = result;
    const htmlHash = sha256(text);
    const entry: CachedMarkdown = {
      v: 2,
      result: meta,
      htmlHash,
      diagnostics: found,
      media: media.map(([out, file]) => ({ out, file, hash: fileHash(file) })),
    };
    // A page with errors fails the build: not kept, so the next build reports them again.
    const cached = !found.some((d) => d.severity === 'error') && cache.enabled;
    if (cached) {
      cache.setBlob(htmlHash, text);
      entries.set(key, entry);
    }
    // Just written: no need to check the blob is there.
    results.set(route, cached && spill ? spilled(entry, route.source!.relFile) : { ...result, htmlHash });
  };

  // The unified pipeline and shiki load only when a page is not in the cache: a warm rebuild never pays for them.
  const renderHere = async (route: RouteRecord): Promise<PageResult> => {
    const { renderRouteMarkdown } = await import('./stage.js');
    const { createBuildProcessor } = await import('./build-processor.js');
    processor ??= createBuildProcessor(ctx, site.sources, plugins, highlights);
    const diagnostics: Diagnostic[] = [];
    const media: AssetFiles = new Map();
    const result = await renderRouteMarkdown(
      { ctx, manifest, processor, stringsFor: args.stringsFor, assets: media },
      route,
      sourcesByPath,
      diagnostics,
    );
    return { result, diagnostics, media: [...media] };
  };

  // The same doc in every locale is one batch: their code samples and boilerplate repeat, and
  // the piece cache (`SegmentCache`, bounded) and the highlighted blocks find them while they are
  // fresh (in route order, a 1,500-page site's pieces came back 500 pages later: 97% missed).
  const groups = new Map<string, { route: RouteRecord; key: string }[]>();
  for (const miss of misses) {
    const group = `${miss.route.kind}\0${miss.route.version}\0${miss.route.source!.relPath}`;
    const list = groups.get(group);
    if (list) list.push(miss);
    else groups.set(group, [miss]);
  }
  const batches = [...groups.values()];
  const workers = args.pool ? workerCount(misses.length) : 0;
  if (args.pool && workers > 0) {
    const jobs = batches.map((batch) => ({ paths: batch.map((m) => m.route.path) }));
    await args.pool.run(
      'markdown',
      jobs,
      workers,
      misses.length,
      async ({ paths }) => {
        const pages: PageResult[] = [];
        for (const p of paths) pages.push(await renderHere(manifest.byPath.get(p)!));
        return { pages, highlights: [] };
      },
      // Kept as they arrive, not all at the end: with `spill`, a batch's HTML leaves the heap at once.
      (b, { pages, highlights: found }) => {
        for (const [storeKey, html] of found) highlights.set(storeKey, html);
        batches[b]!.forEach(({ route, key }, i) => {
          const page = pages[i]!;
          keep(route, key, page.result, page.diagnostics, page.media);
        });
      },
    );
  } else {
    for (const { route, key } of batches.flat()) {
      const page = await renderHere(route);
      keep(route, key, page.result, page.diagnostics, page.media);
    }
  }
  entries.save();
  highlights.save();
  // The blocks' HTML is not read again in this build (at 15,000 pages, tens of megabytes).
  highlights.forget();
  // This thread's highlighter and its blocks are not needed again in this build (see releaseHighlighters).
  if (processor) await (await import('@docgen/markdown')).releaseHighlighters();
  // Aliases (the docs root showing the home doc) share their canonical route's content.
  for (const route of manifest.routes) {
    if (!route.canonicalPath) continue;
    const canonical = manifest.byPath.get(route.canonicalPath);
    const md = canonical && results.get(canonical);
    if (md) results.set(route, md);
  }
  return results;
}

function lost(file: string): never {
  throw new DocgenError([lostHtml(file)]);
}

/** The diagnostic of a page whose markdown HTML, kept in the cache, is gone or altered. */
export function lostHtml(file: string): Diagnostic {
  return {
    name: 'InternalError',
    severity: 'error',
    message: `The build cache lost the HTML of ${file} during the build.`,
    file,
    why: 'Something removed or changed files of .docgen/cache while docgen was building.',
    fix: 'build again; if it happens again, delete .docgen/cache or build with --no-cache.',
  };
}

/** Highlighted code blocks (`CodeOptions.store`) in the cache: 256 shards, a rebuild reads the few its new blocks fall in. */
export function highlightShards(cache: ContentCache): CacheShards<string> {
  return cache.shards<string>('highlight', 2);
}

/** What links of a locale resolve through: every source path and the route it has in that locale. */
function routeTable(ctx: SiteContext, manifest: RouteManifest, locale: string, site: DiscoveredSite): string {
  const rows: string[] = [];
  for (const r of manifest.routes)
    if (r.locale === locale || r.locale === ctx.defaultLocale.code)
      rows.push(`${r.path}\u0001${r.kind}\u0001${r.id ?? ''}`);
  for (const s of site.sources)
    rows.push(`${canonicalSourcePath(ctx, s.relFile)}\u0001${s.kind}\u0001${s.id}\u0001${s.version}`);
  return sha256(rows.join('\n'));
}

const fileHashes = new Map<string, { mtimeMs: number; size: number; hash: string }>();

function fileHash(file: string): string {
  try {
    const stat = fs.statSync(file);
    const known = fileHashes.get(file);
    if (known && known.mtimeMs === stat.mtimeMs && known.size === stat.size) return known.hash;
    const hash = sha256(fs.readFileSync(file));
    fileHashes.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, hash });
    return hash;
  } catch {
    return 'missing';
  }
}
