/**
 * Pieces of pages parsed ahead on the highlight thread. micromark is about half of the main
 * thread's markdown stage in a cold build, and the highlight thread, busy only when blocks come,
 * has time left: it parses the pages' pieces (`splitSegments`), each once, from the last one the
 * main thread will meet back while the main thread makes the pages from the first, and sends
 * each piece's tree; the main thread puts them
 * in its piece cache (`SegmentCache`) before each page, so its parser finds them there. A piece
 * the main thread reaches first it parses itself: the trees are the same either way, only who
 * made them differs. Used only when the main thread's parser reads the same syntax as the one
 * made here (`parsesLikePieces`): a site's plugin that adds syntax keeps every parse at home.
 */
import type { MessagePort } from 'node:worker_threads';
import { receiveMessageOnPort } from 'node:worker_threads';
import type { RootContent } from 'mdast';
import type { SegmentCache } from './segments.js';

/**
 * Characters of markdown from which pages are parsed ahead: the thread first loads the parser
 * (the unified bundle, about 80 ms of CPU on this machine's cores), which it pays back once it
 * has parsed some 50 KB (micromark's first pass reads 0.35-0.8 MB a second), and it gets about
 * half of what is left when it starts.
 */
export const PARSE_AHEAD_FROM = 200_000;

/** What the pieces' parser reads beyond CommonMark, GFM and directives. */
export interface PieceSyntax {
  /** `markdown.mdx1Compat.syntax`: MDX 1's backslash escapes. */
  mdx1: boolean;
}

/** A parse-ahead job for the thread: the pages' markdown in the order the main thread makes them. */
export interface ParseAheadJob {
  docs: (string | undefined)[];
  syntax: PieceSyntax;
  /** One Int32: the index of the page the main thread is making (the thread stops there). */
  progress: SharedArrayBuffer;
  /** Where each piece's tree goes: `[text, nodes]`. */
  port: MessagePort;
}

/** The main thread's side: tells the thread where it is, and takes the pieces it sent into `cache`. */
export class ParseAhead {
  private readonly progress: Int32Array;
  constructor(
    private readonly port: MessagePort,
    progress: SharedArrayBuffer,
    private readonly cache: SegmentCache,
  ) {
    this.progress = new Int32Array(progress);
  }

  /** Before making page `index`: the pieces received go into the cache, and the thread stops before `index`. */
  reached(index: number): void {
    Atomics.store(this.progress, 0, index);
    for (let m = receiveMessageOnPort(this.port); m; m = receiveMessageOnPort(this.port)) {
      const [text, nodes] = m.message as [string, RootContent[]];
      if (!this.cache.has(text)) this.cache.set(text, nodes);
    }
  }

  /** The pages are made: the thread stops, and what it sends after is dropped. */
  close(): void {
    Atomics.store(this.progress, 0, 0x7fffffff);
    this.port.close();
  }
}
