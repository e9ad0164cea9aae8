import type { Diagnostic } from '../diagnostics/index.js';
import type { RenderedMarkdown } from '../model.js';

export interface WorkerInit {
  siteDir: string;
  configFile?: string;
  options: { strict: boolean; mode: 'build' | 'serve'; locales?: string[] };
  /** UI strings per locale (the theme is not loaded in workers). */
  strings: Record<string, Record<string, string>>;
}

export interface WorkerRequest {
  id: number;
  /** Route path (the worker's own manifest holds the same routes). */
  path: string;
}

export type WorkerResponse =
  | { id: number; result: RenderedMarkdown; diagnostics: Diagnostic[]; media: [string, string][]; error?: undefined }
  | { id: number; error: string; diagnostics?: Diagnostic[] | undefined };
