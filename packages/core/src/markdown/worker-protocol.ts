import type { Diagnostic } from '../diagnostics/index.js';
import type { RenderedMarkdown } from '../model.js';

export interface WorkerInit {
  siteDir: string;
  configFile?: string;
  options: { strict: boolean; mode: 'build' | 'serve'; locales?: string[] };
  /** UI strings per locale (the theme is not loaded in workers). */
  strings: Record<string, Record<string, string>>;
  /** Whether the site's content cache may be used (highlighted code blocks). */
  cache: boolean;
}

export interface WorkerRequest {
  id: number;
  /** Route paths (the worker's own manifest holds the same routes): a doc in each locale, rendered together. */
  paths: string[];
}

export type PageResult = { result: RenderedMarkdown; diagnostics: Diagnostic[]; media: [string, string][] };

export type WorkerResponse = { id: number; pages: PageResult[]; error?: undefined } | { id: number; error: string; diagnostics?: Diagnostic[] | undefined };
