/**
 * Parsing pages in pieces, each piece parsed once. micromark (with GFM) reads about half a
 * megabyte a second, and a build meets the same blocks again and again: a code sample in every
 * locale, the boilerplate of API pages (in the bench corpus only a third of the blocks' text is
 * unique); the dev server parses a long page again after an edit that touched one paragraph.
 * A document is cut where nothing is open (no fence, no `:::` container,
 * no list or quote going on: a blank line followed by a line at column 0), each piece is parsed
 * on its own and kept by its text, and the pieces' trees are joined with their positions moved
 * to where the piece sits. Documents where one part can change how another parses
 * (link reference definitions, footnotes, raw HTML that may span blank lines) are parsed whole.
 * The test `markdown-segments.test.ts` checks the joined tree equals the whole parse for every
 * page of the Lintas site and every fixture; `markdown.test.ts` runs every fixture both ways.
 */
import type { Root, RootContent } from 'mdast';
import type { Processor } from 'unified';

interface Point {
  line: number;
  column: number;
  offset?: number;
}

export interface Segment {
  text: string;
  /** 0-based line and offset of the piece's first character in the document. */
  line: number;
  offset: number;
}

/** Pieces a build keeps per thread: enough for the blocks that repeat across pages and locales, bounded for 15,000-page sites. */
export const BUILD_SEGMENTS = 5_000;

/** Parsed pieces by text, shared by the pages of a build or of a dev session (bounded). */
export class SegmentCache {
  private readonly map = new Map<string, RootContent[]>();
  constructor(private readonly limit = 20_000) {}
  get(text: string): RootContent[] | undefined {
    const hit = this.map.get(text);
    if (hit) {
      // Most recently used last, so the oldest go first when the cache is full.
      this.map.delete(text);
      this.map.set(text, hit);
    }
    return hit;
  }
  set(text: string, nodes: RootContent[]): void {
    if (this.map.size >= this.limit) this.map.delete(this.map.keys().next().value!);
    this.map.set(text, nodes);
  }
  /** Whether the piece is kept (without making it the most recently used). */
  has(text: string): boolean {
    return this.map.has(text);
  }
  get size(): number {
    return this.map.size;
  }
}

/** Lines (outside code) of constructs whose meaning reaches across blank lines or across the document. */
const WHOLE_DOCUMENT =
  /^[\s>]*\[[^\]]+\]:|^[\s>]*\[\^[^\]]+\]|^[\s>]*<(?:!--|script|pre|style|textarea|\?|![A-Za-z]|!\[CDATA\[)/i;

/**
 * The pieces of a document, or undefined when it must be parsed whole. Pieces cover the text
 * exactly: joined, they give it back.
 */
export function splitSegments(doc: string): Segment[] | undefined {
  const lines = doc.split('\n');
  const segments: Segment[] = [];
  let start = 0; // line index where the current piece starts
  let startOffset = 0;
  let offset = 0;
  let fence: { char: string; length: number } | undefined;
  const containers: number[] = []; // colon counts of open `:::` directives
  let previousBlank = false;
  let previousIndentedOrList = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (fence) {
      const close = /^ {0,3}(`{3,}|~{3,})[ \t]*$/.exec(line);
      if (close && close[1]![0] === fence.char && close[1]!.length >= fence.length) fence = undefined;
    } else {
      if (WHOLE_DOCUMENT.test(line)) return undefined;
      const blank = /^[ \t]*$/.test(line);
      // A cut goes before a line at column 0 that follows a blank line, when nothing is open and
      // the last block was not a list or indented (a col-0 line after a blank ends those, but
      // their looseness is decided by what follows: keep them whole with their neighbour).
      if (
        !blank &&
        previousBlank &&
        containers.length === 0 &&
        /^[^\s>]/.test(line) &&
        !previousIndentedOrList &&
        i > start
      ) {
        segments.push({ text: `${lines.slice(start, i).join('\n')}\n`, line: start, offset: startOffset });
        start = i;
        startOffset = offset;
      }
      const open = /^ {0,3}(`{3,}|~{3,})/.exec(line);
      if (open) fence = { char: open[1]![0]!, length: open[1]!.length };
      else {
        const directive = /^(:{3,})(.*)$/.exec(line);
        if (directive) {
          const colons = directive[1]!.length;
          if (/^\s*$/.test(directive[2]!)) {
            // A closing line: closes the innermost container with as many colons or fewer.
            const at = containers.findLastIndex((c) => c <= colons);
            if (at !== -1) containers.splice(at);
          } else containers.push(colons);
        }
      }
      if (!blank) previousIndentedOrList = /^(\s|[-*+] |\d+[.)] |>)/.test(line);
      previousBlank = blank;
    }
    offset += line.length + 1;
  }
  if (fence || containers.length > 0) return undefined; // unclosed: let micromark decide, whole
  const last = lines.slice(start).join('\n');
  segments.push({ text: last, line: start, offset: startOffset });
  return segments.length > 1 ? segments : undefined;
}

/**
 * A copy of a cached piece's node with its positions moved by `lines` and `offset`, in one pass
 * (the pipeline changes trees in place, so each use needs its own copy; `structuredClone` then a
 * walk to shift positions cost twice as much). mdast from the parser is plain data.
 */
function copyShifted<T>(value: T, lines: number, offset: number): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => copyShifted(item, lines, offset)) as T;
  const copy: Record<string, unknown> = {};
  // `for…in` rather than `Object.entries`: no [key, value] array per property (a third of the
  // copy's time). The parser's nodes are plain objects: nothing enumerable is inherited.
  for (const key in value) {
    const field = (value as Record<string, unknown>)[key];
    copy[key] =
      key === 'position' && field
        ? shiftedPosition(field as { start: Point; end: Point }, lines, offset)
        : copyShifted(field, lines, offset);
  }
  return copy as T;
}

function shiftedPosition(
  position: { start: Point; end: Point },
  lines: number,
  offset: number,
): { start: Point; end: Point } {
  return { start: movedPoint(position.start, lines, offset), end: movedPoint(position.end, lines, offset) };
}

/** A point moved by `lines` and `offset` (no closure and spread per point: there are two per node). */
function movedPoint(point: Point, lines: number, offset: number): Point {
  return point.offset === undefined
    ? { line: point.line + lines, column: point.column }
    : { line: point.line + lines, column: point.column, offset: point.offset + offset };
}

/**
 * A remark plugin that makes the processor's parser reuse pieces parsed before (put it right
 * after the syntax extensions: remark-parse, remark-gfm, remark-directive).
 */
export function remarkSegmentCache(this: Processor, cache: SegmentCache): void {
  const self = this as unknown as { parser: (doc: string, file: unknown) => Root };
  const whole = self.parser;
  self.parser = (doc, file) => {
    const segments = splitSegments(doc);
    if (!segments) return whole(doc, file);
    const children: RootContent[] = [];
    for (const segment of segments) {
      let nodes = cache.get(segment.text);
      if (!nodes) {
        nodes = whole(segment.text, file).children;
        cache.set(segment.text, nodes);
      }
      for (const node of nodes) children.push(copyShifted(node, segment.line, segment.offset));
    }
    const last = segments.at(-1)!;
    const lastLines = last.text.split('\n');
    return {
      type: 'root',
      children,
      position: {
        start: { line: 1, column: 1, offset: 0 },
        end: { line: last.line + lastLines.length, column: lastLines.at(-1)!.length + 1, offset: doc.length },
      },
    };
  };
}
