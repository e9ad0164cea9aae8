import type { MarkdownOutcome } from './route-markdown.js';

/** A markdown job: route paths (the worker's own manifest holds the same routes), usually a doc in each locale. */
export interface MarkdownJob {
  paths: string[];
}

export interface MarkdownJobResult {
  pages: MarkdownOutcome[];
  /** Code blocks the worker highlighted for the first time (store key → HTML): the main thread stores them. */
  highlights: [key: string, html: string][];
}
