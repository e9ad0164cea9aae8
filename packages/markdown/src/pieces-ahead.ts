/** The highlight thread's side of `parse-ahead.ts`, and the check that the main thread's parser reads the same syntax. */
import type { RootContent } from 'mdast';
import { admonitionTitlesToLabels } from './admonition-titles.js';
import type { ParseAheadJob, PiecesOrder, PieceSyntax } from './parse-ahead.js';
import { parsePlugins } from './parse-plugins.js';
import { splitSegments } from './segments.js';
import { unified } from './vendor/unified.js';

/** The parser of a piece, the way `createMarkdownProcessor` parses one. */
function pieceParser(syntax: PieceSyntax) {
  return unified().use(parsePlugins(syntax.mdx1)).freeze();
}

interface ParserData {
  micromarkExtensions?: unknown[];
  fromMarkdownExtensions?: unknown[];
  settings?: unknown;
}

/**
 * Whether `processor` (frozen) parses as `pieceParser(syntax)` does: the same number of syntax
 * and tree extensions (a plugin adding syntax adds one) and the same parser settings.
 */
export function parsesLikePieces(processor: { data(): unknown }, syntax: PieceSyntax): boolean {
  const mine = processor.data() as ParserData;
  const ref = pieceParser(syntax).data() as ParserData;
  return (
    (mine.micromarkExtensions?.length ?? 0) === (ref.micromarkExtensions?.length ?? 0) &&
    (mine.fromMarkdownExtensions?.length ?? 0) === (ref.fromMarkdownExtensions?.length ?? 0) &&
    JSON.stringify(mine.settings ?? null) === JSON.stringify(ref.settings ?? null)
  );
}

/**
 * The thread's side: parses the job's pieces, each once, from the one the main thread meets last
 * back, a piece at a time. A piece is the main thread's to parse at the first page it is in (a
 * code sample of every locale, a page's boilerplate): ordered by that page, the thread never
 * races the main thread for a piece it is about to reach while others are left for later. A job
 * of sources goes on in the pages' order once it comes (`wake` then has the thread step again).
 */
export class PiecesAhead {
  private readonly parser: ReturnType<typeof pieceParser>;
  private readonly progress: Int32Array;
  /** Each piece once, in the order the main thread meets them, and the page it meets each in. */
  private pieces: string[] | undefined;
  private pages: number[] = [];
  private docs: (string | undefined)[];
  private ordered: boolean;
  /** Pieces sent: not parsed again in the pages' order. */
  private readonly sent = new Set<string>();

  constructor(
    private readonly job: ParseAheadJob,
    wake: () => void = () => {},
  ) {
    this.parser = pieceParser(job.syntax);
    this.progress = new Int32Array(job.progress);
    this.docs = job.docs;
    this.ordered = job.ordered;
    if (!this.ordered)
      job.port.once('message', (order: PiecesOrder) => {
        this.docs = order.docs;
        this.ordered = true;
        this.pieces = undefined;
        wake();
      });
  }

  /** Parses and sends the next piece; false once the main thread has caught up (or all are sent). */
  step(): boolean {
    const pieces = (this.pieces ??= this.split());
    const text = pieces.pop();
    // The main thread makes page `progress` now, and the ones before are done.
    if (text === undefined || this.pages.pop()! <= Atomics.load(this.progress, 0)) {
      // Sources only: the pages' order may still come, with pieces left to parse.
      if (this.ordered) this.job.port.close();
      return false;
    }
    const nodes = (this.parser.parse(text) as unknown as { children: RootContent[] }).children;
    this.job.port.postMessage([text, nodes]);
    this.sent.add(text);
    return true;
  }

  private split(): string[] {
    const seen = new Set<string>(this.sent);
    const pieces: string[] = [];
    this.pages = [];
    this.docs.forEach((body, page) => {
      // A page parsed whole (see `splitSegments`) does not go through the piece cache.
      const segments = body === undefined ? undefined : splitSegments(admonitionTitlesToLabels(body));
      for (const { text } of segments ?? []) {
        if (seen.has(text)) continue;
        seen.add(text);
        pieces.push(text);
        this.pages.push(page);
      }
    });
    return pieces;
  }
}
