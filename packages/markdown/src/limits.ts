/**
 * Limits a markdown file is checked against before it is parsed. The parser and the tree
 * utilities recurse once per level of nesting and continue every open container on each line:
 * 3,000 nested quotes overflowed the stack, 10,000 ran for minutes. Real docs nest a few levels.
 */
export interface MarkdownLimits {
  /** Deepest nesting of block quotes and lists. */
  maxNesting: number;
  /** Largest file, in bytes. */
  maxFileSize: number;
}

export type LimitExceeded =
  | { kind: 'size'; bytes: number }
  | { kind: 'nesting'; depth: number; line: number; column: number };

const CONTAINER = /^(?:>[ \t]?|[-*+](?=[ \t]|$)[ \t]*|\d{1,9}[.)](?=[ \t]|$)[ \t]*)/;

/**
 * The first limit the file exceeds, if any. Nesting is counted per line outside fenced code: each
 * quote or list marker is a level, and so is each two columns of indentation (a nested list item).
 */
export function exceededLimit(body: string, limits: MarkdownLimits): LimitExceeded | undefined {
  const bytes = Buffer.byteLength(body, 'utf8');
  if (bytes > limits.maxFileSize) return { kind: 'size', bytes };
  let fence: string | undefined;
  let line = 0;
  for (const text of body.split('\n')) {
    line++;
    // Containers are stripped one at a time with anchored patterns: linear in the line's length.
    let depth = 0;
    let rest = text;
    for (;;) {
      const indent = /^[ \t]*/.exec(rest)![0];
      depth += Math.floor(indent.replace(/\t/g, '    ').length / 2);
      rest = rest.slice(indent.length);
      const marker = CONTAINER.exec(rest);
      if (!marker) break;
      depth++;
      rest = rest.slice(marker[0].length);
    }
    const opener = /^(`{3,}|~{3,})/.exec(rest)?.[1];
    if (fence) {
      if (opener && opener[0] === fence[0] && opener.length >= fence.length) fence = undefined;
      continue;
    }
    if (opener) {
      fence = opener;
      continue;
    }
    if (depth > limits.maxNesting) return { kind: 'nesting', depth, line, column: 1 };
  }
  return undefined;
}
