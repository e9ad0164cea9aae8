import type { RenderedMarkdown, RouteRecord } from '@docgen/config';
import type { Diagnostic } from '@docgen/diagnostics';
import type { PageView } from '@docgen/shared';
import type { ContentCache } from '../cache/content-cache.js';
import type { OutputWriter } from '../output/writer.js';
import type { Fragments } from './fragments.js';
import type { RenderJob, RenderJobResult, RenderPool } from './jobs.js';
import type { BundleAssets, CachedPage, PageRenderer, PageScans } from './page.js';
import { bundleAssetsOf, markdownViewFields } from './page.js';

/** A markdown page missing from the render cache, waiting for the pool (its view and key already made). */
export interface Queued {
  index: number;
  route: RouteRecord;
  key: string;
  md: RenderedMarkdown;
  view: PageView;
  htmlHash: string;
}

/** Pages per render job: small enough to share the last ones out evenly, large enough that messages cost nothing. */
const RENDER_BATCH = 12;

/**
 * Render cache misses it takes to start workers for rendering alone (workers already running
 * for the markdown stage take any number). A worker first loads the site's structure and the
 * theme: 1.5–2 s of wall time and 2.7 s of CPU on our 2 cores, where the main thread renders a
 * page in 3–6 ms. Measured with the 1,500-page corpus, markdown cached and render cache removed
 * (3 runs each): with a worker 5.9, 6.0, 7.2 s; alone 5.9, 9.6, 10.4 s. Below about 800 pages
 * the worker would be ready when the main thread is nearly done. (Measured while each job
 * carried every chunk's bytes, which cost the worker about 40% of its render time; see
 * `bundleAssetsOf`.) Measured again with jobs of URLs on a loaded machine (docs/benchmarks.md,
 * eighteenth pass): the worker costs 1.0-1.2 s of CPU at 600 pages and 2.2-3.4 s at 1,500 (its
 * start grows with the site) and takes 42-48% of the batches; nothing there moves the threshold.
 */
export const MIN_RENDERS_TO_START_WORKERS = 800;

export interface MissesInput {
  queued: Queued[];
  pool: RenderPool;
  /** Threads worth using for that many pages, and from how many pages workers start. */
  threads(pages: number, minPages?: number): number;
  renderer: PageRenderer;
  writer: OutputWriter;
  fragments: Fragments;
  cache: ContentCache;
  stagingDir: string;
  bundle: BundleAssets;
  spliceSidebar: boolean;
  /** A page's result, rendered here or by a worker, taken as a cache hit is. */
  settle(q: Queued, entry: CachedPage | undefined): void;
  diagnostics: Diagnostic[];
  /** Places a shared sidebar file a worker made (the main thread writes each once). */
  placeSidebar(file: { url: string; hash: string }, unmarked: string): Promise<void>;
  /** The plugins' page readers' results a worker sent (this thread's renderer hands its own over). */
  takeScans(file: string, scans: PageScans): void;
}

/**
 * The misses of the render stage, on the pool and this thread at once when there are enough
 * (`PageRenderer` is the same code on either thread, so a page's bytes never depend on the
 * thread that rendered it), else here one by one.
 */
export async function renderMisses(input: MissesInput): Promise<void> {
  const { queued, pool, renderer, cache } = input;
  const threads =
    pool.size > 0 ? input.threads(queued.length) : input.threads(queued.length, MIN_RENDERS_TO_START_WORKERS);
  /** Pages rendered on this thread, handed back as a worker hands back its job's. */
  const renderBatch = async (batch: readonly Queued[]): Promise<RenderJobResult> => {
    const pages: (CachedPage | undefined)[] = [];
    const failed: Diagnostic[] = [];
    for (const q of batch) {
      const out = await renderer.render(q.route, { ...q.view, html: q.md.html }, undefined, q.key);
      if ('failed' in out) failed.push(out.failed);
      pages.push('failed' in out ? undefined : out.entry);
    }
    return { pages, fragments: [], sidebars: [], files: {}, diagnostics: failed };
  };
  const sidebars: RenderJobResult['sidebars'] = [];
  const take = (batch: readonly Queued[], result: RenderJobResult) => {
    // A worker's fragments first: its pages' entries name them.
    for (const [hash, stored] of result.fragments) input.fragments.adopt(hash, stored);
    sidebars.push(...result.sidebars);
    input.writer.adopt(result.files);
    input.diagnostics.push(...result.diagnostics);
    for (const [file, scans] of result.scans ?? []) input.takeScans(file, scans);
    for (const [i, q] of batch.entries()) input.settle(q, result.pages[i]);
  };
  if (threads === 0) {
    for (const q of queued) take([q], await renderBatch([q]));
  } else {
    const batches: Queued[][] = [];
    const bundle = bundleAssetsOf(input.bundle);
    for (let i = 0; i < queued.length; i += RENDER_BATCH) batches.push(queued.slice(i, i + RENDER_BATCH));
    const jobs = batches.map(
      (batch): RenderJob => ({
        stagingDir: input.stagingDir,
        bundle,
        spliceSidebar: input.spliceSidebar,
        // The worker reads the HTML from its cache blob; without the cache it travels.
        pages: batch.map(({ route, key, md, htmlHash }) => ({
          path: route.path,
          key,
          // The link-preview image was missing here once: a page rendered on a worker lost its og:image.
          ...markdownViewFields(md),
          htmlHash,
          // A result made here (a blog list's excerpts) has no blob: its HTML travels.
          ...(cache.enabled && md.htmlHash !== undefined ? {} : { html: md.html }),
        })),
      }),
    );
    const batchOf = new Map(jobs.map((job, b) => [job, b]));
    await pool.run(
      'render',
      jobs,
      threads,
      queued.length,
      (job) => renderBatch(batches[batchOf.get(job)!]!),
      (b, result) => take(batches[b]!, result),
    );
  }
  // Shared sidebar files the workers made, placed by this thread (each once).
  for (const file of sidebars) await input.placeSidebar(file, file.unmarked);
}
