import { type Node as JsonNode, parseTree, visit } from 'jsonc-parser';

/** A place in the text (1-based line and column), as `source.ts`'s `Position`. */
interface Position {
  line: number;
  column: number;
}

/** Where the values of a JSON text are, by JSON pointer (same answers as the YAML reader's). */
export interface JsonPositions {
  locate(segments: readonly (string | number)[]): Position | undefined;
  textAt(segments: readonly (string | number)[]): string | undefined;
  find(segments: readonly (string | number)[], needle: string): Position | undefined;
}

/**
 * The positions of a JSON document's values, from jsonc-parser's syntax tree: a YAML parse of
 * the same text (what this replaced) cost 1.2-1.8 s of CPU on Box's and PagerDuty's 1.7-2.6 MB
 * documents the first time a diagnostic needed a line; this tree, a tenth of that.
 */
export function jsonPositions(text: string): JsonPositions {
  const root = parseTree(text, [], { allowTrailingComma: true, disallowComments: false });
  let lineStarts: number[] | undefined;
  const position = (offset: number): Position => {
    lineStarts ??= starts(text);
    // The last line starting at or before the offset.
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((lineStarts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - (lineStarts[lo] ?? 0) + 1 };
  };
  return {
    locate(segments) {
      const node = findNode(root, segments).place;
      return node ? position(node.offset) : undefined;
    },
    textAt(segments) {
      const node = findNode(root, segments).exact;
      return node ? text.slice(node.offset, node.offset + node.length).trimEnd() : undefined;
    },
    find(segments, needle) {
      const node = findNode(root, segments).exact;
      if (node?.type !== 'string' || needle === '') return undefined;
      const at = text.slice(node.offset, node.offset + node.length).indexOf(needle);
      return at === -1 ? undefined : position(node.offset + at);
    },
  };
}

/** A key written twice in one object of a JSON text: where the second is, and the line of the first. */
export interface JsonDuplicateKey {
  key: string;
  line: number;
  column: number;
  firstLine: number;
}

/**
 * The keys a JSON text writes twice in one object: `JSON.parse` keeps the last one and drops the
 * first without a word (an operation, a property). The keys of the text are counted against those
 * of its value first (1-30 ms on Box's 1.7 MB, against 250-600 ms for a syntax walk), so that only a
 * text with some pays for the walk that finds where they are.
 */
export function jsonDuplicateKeys(text: string, value: unknown): JsonDuplicateKey[] {
  if (keysWritten(text) <= countKeys(value)) return [];
  const out: JsonDuplicateKey[] = [];
  const seen: Map<string, number>[] = [];
  visit(text, {
    onObjectBegin: () => void seen.push(new Map()),
    onObjectEnd: () => void seen.pop(),
    onObjectProperty: (key, _offset, _length, line, character) => {
      const keys = seen.at(-1);
      const first = keys?.get(key);
      if (first !== undefined) out.push({ key, line: line + 1, column: character + 1, firstLine: first });
      else keys?.set(key, line + 1);
    },
  });
  return out;
}

/** The keys of a JSON text: its strings, in order from the start, that a colon follows. */
function keysWritten(text: string): number {
  let n = 0;
  for (let open = text.indexOf('"'); open !== -1; ) {
    let close = text.indexOf('"', open + 1);
    // A quote after an odd number of backslashes is inside the string.
    while (close !== -1 && backslashesBefore(text, close) % 2 === 1) close = text.indexOf('"', close + 1);
    if (close === -1) break;
    let next = close + 1;
    while (/[ \t\r\n]/.test(text[next] ?? '')) next++;
    if (text[next] === ':') n++;
    open = text.indexOf('"', next);
  }
  return n;
}

function backslashesBefore(text: string, at: number): number {
  let n = 0;
  while (text.charCodeAt(at - 1 - n) === 92) n++;
  return n;
}

function countKeys(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  if (Array.isArray(value)) return value.reduce((n: number, item) => n + countKeys(item), 0);
  let n = 0;
  // A parsed JSON value's objects inherit nothing enumerable: `for…in` sees their own keys.
  for (const key in value) n += 1 + countKeys((value as Record<string, unknown>)[key]);
  return n;
}

/** The line and column of an offset of a text (undefined for -1, what a search that failed gives). */
export function positionOf(text: string, offset: number): Position | undefined {
  if (offset < 0) return undefined;
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

function starts(text: string): number[] {
  const out = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) out.push(i + 1);
  return out;
}

/**
 * The node at a pointer (`exact`) and where to report it (`place`): its key (`"key": value`),
 * an array's item, or the deepest node found on the way; the first of duplicate keys, as the YAML reader.
 */
function findNode(
  root: JsonNode | undefined,
  segments: readonly (string | number)[],
): { exact?: JsonNode | undefined; place?: JsonNode | undefined } {
  let node = root;
  let last = root;
  for (const segment of segments) {
    if (node?.type === 'object') {
      const pair = node.children?.find((p) => p.children?.[0]?.value === String(segment));
      if (!pair) return { place: last };
      node = pair.children?.[1];
      last = pair.children?.[0] ?? node ?? last;
    } else if (node?.type === 'array') {
      const item = node.children?.[Number(segment)];
      if (!item) return { place: last };
      node = item;
      last = item;
    } else {
      return { place: last };
    }
  }
  return { exact: node, place: last };
}
