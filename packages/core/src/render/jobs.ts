import type { Diagnostic } from '@docgen/diagnostics';
import type { BundleAssets, CachedPage, MarkdownViewFields, PageScans, StoredFragment } from './page.js';

/** What a render job's page needs of its markdown result (`MarkdownViewFields`): the HTML travels only when the cache is off. */
export interface RenderJobPage extends MarkdownViewFields {
  path: string;
  /** The render cache key the main thread computed (the worker stores the entry under it). */
  key: string;
  htmlHash: string;
  /** The content's HTML, absent when the worker reads it from the cache blob `htmlHash`. */
  html?: string;
}

/** Render job: pages whose render cache entry is missing, written by the worker into the staging folder. */
export interface RenderJob {
  stagingDir: string;
  bundle: BundleAssets;
  spliceSidebar: boolean;
  pages: RenderJobPage[];
}

/** What a render job gives back: each page as the render cache holds it, and what the main thread must place or learn. */
export interface RenderJobResult {
  /** In the job's order; undefined where the page failed (its diagnostics say why). */
  pages: (CachedPage | undefined)[];
  /** Shared sidebar scans this worker has not sent before, by hash. */
  fragments: [hash: string, fragment: StoredFragment][];
  /** Shared sidebar files this worker has not sent before: the main thread places them, once. */
  sidebars: { url: string; hash: string; unmarked: string }[];
  /** Files the worker wrote into the staging folder (for the output record). */
  files: Record<string, string>;
  diagnostics: Diagnostic[];
  /** The plugins' page readers' results (`DocgenPlugin.render`), by output file. */
  scans?: [file: string, scans: PageScans][];
}

/** The pool's side of the render stage. */
export interface RenderPool {
  /** Workers running now (they take render jobs from fewer pages than it takes to start them). */
  readonly size: number;
  run(
    kind: 'render',
    batches: RenderJob[],
    threads: number,
    pages: number,
    local: (job: RenderJob) => Promise<RenderJobResult>,
    done: (batch: number, result: RenderJobResult) => void,
  ): Promise<void>;
}
