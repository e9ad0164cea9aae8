import type { TocEntry } from '@docgen/shared';
import type { Diagnostic } from '@docgen/diagnostics';
import type { RenderedMarkdown } from '@docgen/config';
import type { BundleAssets, CachedPage, StoredFragment } from '../render/page.js';

export interface WorkerInit {
  siteDir: string;
  configFile?: string;
  options: { strict: boolean; mode: 'build' | 'serve'; locales?: string[] };
  /** UI strings per locale, for the markdown (the theme is loaded only for render jobs). */
  strings: Record<string, Record<string, string>>;
  /** Whether the site's content cache may be used (highlighted code blocks, page HTML, render entries). */
  cache: boolean;
}

/** Markdown job: route paths (the worker's own manifest holds the same routes), usually a doc in each locale. */
export interface MarkdownJob {
  paths: string[];
}

export type PageResult = { result: RenderedMarkdown; diagnostics: Diagnostic[]; media: [string, string][] };

export interface MarkdownJobResult {
  pages: PageResult[];
  /** Code blocks the worker highlighted for the first time (store key → HTML): the main thread stores them. */
  highlights: [key: string, html: string][];
}

/** What a render job's page needs of its markdown result: the HTML travels only when the cache is off. */
export interface RenderJobPage {
  path: string;
  /** The render cache key the main thread computed (the worker stores the entry under it). */
  key: string;
  title: string;
  toc: TocEntry[];
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
}

/** Each kind of job, what it sends and what it gets back. */
export interface Jobs {
  markdown: { job: MarkdownJob; result: MarkdownJobResult };
  render: { job: RenderJob; result: RenderJobResult };
}
export type JobKind = keyof Jobs;

export type WorkerRequest = { [K in JobKind]: { id: number; kind: K; job: Jobs[K]['job'] } }[JobKind];

export type WorkerResponse =
  | { id: number; result: unknown; error?: undefined }
  | { id: number; error: string; diagnostics?: Diagnostic[] | undefined };
