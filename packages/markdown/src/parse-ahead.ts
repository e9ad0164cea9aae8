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
 * A job may start before the pages' order is known (during discover, while the thread has no
 * blocks yet): the sources in their order, then `order` gives the pages' order and the cache.
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
  /** Where each piece's tree goes: `[text, nodes]`; the pages' order comes on it when `docs` are the sources (`PiecesOrder`). */
  port: MessagePort;
  /** Whether `docs` are the pages in the main thread's order (else the sources, until a `PiecesOrder`). */
  ordered: boolean;
}

/** The main thread's side: tells the thread where it is, and takes the pieces it sent into `cache`. */
export class ParseAhead {
  private readonly progress: Int32Array;
  private closed = false;
  constructor(
    private readonly port: MessagePort,
    progress: SharedArrayBuffer,
    /** Undefined for a job started before the pages' order (see `order`): its pieces wait in the port. */
    private cache?: SegmentCache,
  ) {
    this.progress = new Int32Array(progress);
  }

  /** The pages' order (as `ParseAheadJob.docs`) and the cache of a job started before it: the thread goes on in that order. */
  order(docs: (string | undefined)[], cache: SegmentCache): void {
    this.cache = cache;
    if (!this.closed) this.port.postMessage({ docs } satisfies PiecesOrder);
  }

  /** Before making page `index`: the pieces received go into the cache, and the thread stops before `index`. */
  reached(index: number): void {
    Atomics.store(this.progress, 0, index);
    const cache = this.cache;
    if (!cache || this.closed) return;
    for (let m = receiveMessageOnPort(this.port); m; m = receiveMessageOnPort(this.port)) {
      const [text, nodes] = m.message as [string, RootContent[]];
      if (!cache.has(text)) cache.set(text, nodes);
    }
  }

  /** The pages are made (or will not be here): the thread stops, and what it sends after is dropped. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    Atomics.store(this.progress, 0, 0x7fffffff);
    this.port.close();
  }
}

/** The pages' order of a job started before it was known, sent on the job's port. */
export interface PiecesOrder {
  docs: (string | undefined)[];
}
