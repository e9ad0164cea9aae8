import type { LineCounter, YAMLError } from '@docgen/config/yaml';
import type { SyntaxNote } from './source.js';

/** Lines that strict YAML rejects, re-indented: what was read past, and where. */
export interface Repair {
  text: string;
  /** The first line of each string re-indented. */
  lines: number[];
  /** Lines outside strings indented with a tab, and the line read as their parent or their sibling. */
  tabs: { line: number; parent?: number; sibling?: number }[];
}

const MAX_LINES = 400;

/**
 * Vendors' YAML often continues a quoted string on lines indented with tabs, or less than its key:
 * YAML 1.2 forbids both (the `yaml` package and js-yaml stop there), libyaml and PyYAML read them.
 * A continuation line's leading whitespace is folded away, so giving such lines the indentation
 * of the string's key plus two spaces changes no value. Only the strings the parser reported are
 * touched, and the caller keeps the result only if it then parses without an error.
 */
export function repairQuotedStrings(text: string, errors: readonly YAMLError[], lineCounter: LineCounter): Repair {
  const lines = text.split('\n');
  // The lines of each string re-indented, first to last: a later error inside one (its closing
  // quote, read as the opening of another string) is a consequence of it, not a string of its own.
  const repaired: [number, number][] = [];
  const touched: number[] = [];
  for (const error of errors) {
    const quote = /Missing closing (["'])quote/.exec(error.message)?.[1];
    if (error.code !== 'MISSING_CHAR' || !quote) continue;
    const end = lineCounter.linePos(error.pos[0]).line;
    const start = openingLine(lines, end, quote);
    if (start === undefined || repaired.some(([from, to]) => start >= from && start <= to)) continue;
    const indent = (/^ */.exec(lines[start - 1]!)?.[0].length ?? 0) + 2;
    let first: number | undefined;
    let n = start + 1;
    for (; n <= Math.min(lines.length, start + MAX_LINES); n++) {
      const line = lines[n - 1]!;
      const lead = /^[ \t]*/.exec(line)![0];
      if (line.trim() !== '' && (lead.includes('\t') || lead.length < indent)) {
        lines[n - 1] = ' '.repeat(indent) + line.slice(lead.length);
        first ??= n;
      }
      if (closes(line, quote)) break;
    }
    repaired.push([start, n]);
    if (first !== undefined) touched.push(first);
  }
  const tabs: Repair['tabs'] = [];
  for (const error of errors) {
    if (error.code !== 'TAB_AS_INDENT') continue;
    const n = lineCounter.linePos(error.pos[0]).line;
    const line = lines[n - 1];
    if (line === undefined || !/^[ \t]*\t/.test(line)) continue;
    let prev = n - 2;
    while (prev >= 0 && lines[prev]!.trim() === '') prev--;
    const above = prev >= 0 ? lines[prev]! : '';
    const indent = /^ */.exec(above)?.[0] ?? '';
    // A tab has no width YAML knows: below a key that opens a block (`/orders:`), the line is read
    // as its child, as an editor shows it; else as the line above's sibling.
    const opens = /:\s*(#.*)?\r?$/.test(above) && !/^\s*#/.test(above);
    lines[n - 1] = (opens ? `${indent}  ` : indent) + line.replace(/^[ \t]+/, '');
    tabs.push(opens ? { line: n, parent: prev + 1 } : { line: n, ...(prev >= 0 ? { sibling: prev + 1 } : {}) });
  }
  return { text: lines.join('\n'), lines: [...new Set(touched)].sort((a, b) => a - b), tabs };
}

/** The line (1-based) where the quoted string that runs to line `end` opens: `key: '…` or `- '…`. */
function openingLine(lines: string[], end: number, quote: string): number | undefined {
  const opening = new RegExp(`^\\s*(?:- +)*(?:[^\\s#'"][^#]*?:\\s+)?${quote}`);
  for (let n = end; n >= Math.max(1, end - MAX_LINES); n--) {
    const line = lines[n - 1]!;
    if (opening.test(line) && !closes(line.slice(line.indexOf(quote) + 1), quote)) return n;
  }
  return undefined;
}

function closes(line: string, quote: string): boolean {
  if (quote === "'") return line.replace(/''/g, '').includes("'");
  return /(^|[^\\])(\\\\)*"/.test(line);
}

/** The note of a quoted string whose lines were re-indented. */
export function indentNote(line: number): SyntaxNote {
  return {
    code: 'QUOTED_INDENT',
    line,
    column: 1,
    message:
      'A quoted string continues on a line indented with tabs or less than its key: read as if indented (the value is the same).',
  };
}

/** The note of a line indented with a tab, read as the repair placed it. */
export function tabNote(tab: Repair['tabs'][number]): SyntaxNote {
  const read =
    tab.parent !== undefined
      ? `read as a child of line ${tab.parent}`
      : tab.sibling !== undefined
        ? `read as indented like line ${tab.sibling}`
        : 'read as not indented';
  return {
    code: 'TAB_INDENT',
    line: tab.line,
    column: 1,
    message: `This line is indented with a tab, which YAML does not allow (a tab has no set width): ${read}.`,
  };
}
