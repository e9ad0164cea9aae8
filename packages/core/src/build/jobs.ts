import type { HandedStores } from '../cache/plugin-store.js';
import type { MarkdownJob, MarkdownJobResult } from '../markdown/jobs.js';
import type { RenderJob, RenderJobResult } from '../render/jobs.js';

/** What a build's workers are started with: how to load the same site as the main thread. */
export interface WorkerInit {
  siteDir: string;
  configFile?: string;
  options: { strict: boolean; mode: 'build' | 'serve'; locales?: string[]; resolveFrom?: string[] };
  /** Whether the site's content cache may be used (highlighted code blocks, page HTML, render entries). */
  cache: boolean;
  /** With the cache off, what the main thread's plugins stored while it discovered the site (`PluginStores.handover`). */
  stores?: HandedStores;
}

/** The jobs a build's workers take: markdown (routes to HTML) and render (pages through the theme). */
export interface BuildJobs {
  markdown: { job: MarkdownJob; result: MarkdownJobResult };
  render: { job: RenderJob; result: RenderJobResult };
  [kind: string]: { job: unknown; result: unknown };
}
