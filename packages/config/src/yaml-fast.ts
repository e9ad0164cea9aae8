import { FAILSAFE_SCHEMA, type LoadOptions, load, type State, Type, timestampType } from './vendor/js-yaml.js';

/*
 * The `yaml` package's parse keeps a node per value with its place (what every diagnostic's
 * line:column comes from) and costs about four times js-yaml's `load`, which keeps none. A
 * document that reads cleanly is read here, and the `yaml` package parses it only when a
 * position is asked. Anything on which the two could differ gives undefined, for the caller to
 * read the text with the `yaml` package as before: same value, same notes, same errors.
 */

// The `yaml` package's core schema, test for test (js-yaml's own also reads `1_000`, `0b1`, `+.5e`).
const nullType = new Type('tag:yaml.org,2002:null', {
  kind: 'scalar',
  resolve: (s: string) => /^(?:~|[Nn]ull|NULL)?$/.test(s),
  construct: () => null,
});
const boolType = new Type('tag:yaml.org,2002:bool', {
  kind: 'scalar',
  resolve: (s: string) => /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/.test(s),
  construct: (s: string) => s[0] === 't' || s[0] === 'T',
});
const intType = new Type('tag:yaml.org,2002:int', {
  kind: 'scalar',
  resolve: (s: string) => /^(?:0o[0-7]+|[-+]?[0-9]+|0x[0-9a-fA-F]+)$/.test(s),
  construct: (s: string) =>
    s.startsWith('0o') ? parseInt(s.slice(2), 8) : s.startsWith('0x') ? parseInt(s.slice(2), 16) : parseInt(s, 10),
});
const FLOAT_NAN = /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/;
const floatType = new Type('tag:yaml.org,2002:float', {
  kind: 'scalar',
  resolve: (s: string) =>
    FLOAT_NAN.test(s) ||
    /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/.test(s) ||
    /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/.test(s),
  construct: (s: string) =>
    !FLOAT_NAN.test(s)
      ? parseFloat(s)
      : s.slice(-3).toLowerCase() === 'nan'
        ? Number.NaN
        : s[0] === '-'
          ? Number.NEGATIVE_INFINITY
          : Number.POSITIVE_INFINITY,
});
const CORE = FAILSAFE_SCHEMA.extend({ implicit: [nullType, boolType, intType, floatType] });
// Front matter reads YAML 1.1 timestamps as js-yaml (Docusaurus) does: Dates, the caller's to write.
const CORE_WITH_TIMESTAMPS = CORE.extend({ implicit: [timestampType] });

/**
 * What the fast read leaves to the `yaml` package: a directive (`%YAML 1.1` changes the schema),
 * a merge key (`yaml` copies what it merges, js-yaml shares it), a line indented with a tab, a
 * key that is a list (`[a, b]: …`) or written with `?`, a tag, a comment glued to a value
 * (`"a"#c`), content after `---`, two properties on two lines; the last four `yaml` refuses and
 * js-yaml reads, as the YAML test suite shows.
 */
const SLOW_TEXT = new RegExp(
  [
    /^%/,
    /<</,
    /^[ ]*\t/,
    /\][ \t]*:/,
    /^[ ]*(?:- +)*\?[ \t\r\n]/,
    /[{,][ \t]*\?[ \t\r\n]/,
    /(?:^|[ \t[{,])![\w<!-]/,
    /[^\s:[{,]["']#|[\]},]#/,
    /^(?:---|\.\.\.)(?![ \t]*(?:#.*)?\r?$)/,
    /[&!]\S*[ \t]*\r?\n[ \t]*[&!]/,
  ]
    .map((r) => r.source)
    .join('|'),
  'm',
);

/**
 * The value of a YAML text as the `yaml` package's `toJS` gives it, or undefined when only that
 * package can tell. `timestamps`: plain timestamps are js-yaml's Dates, as front matter has them.
 */
export function fastYaml(
  text: string,
  { timestamps = false }: { timestamps?: boolean } = {},
): { value: unknown } | undefined {
  if (SLOW_TEXT.test(text)) return undefined;
  const opened: number[] = [];
  let slow = false;
  const options: LoadOptions & { maxDepth: number } = {
    schema: timestamps ? CORE_WITH_TIMESTAMPS : CORE,
    maxDepth: 1000,
    listener: (event: string, state: State) => {
      if (event === 'open') {
        opened.push(state.position);
        return;
      }
      const start = opened.pop() ?? 0;
      // `!` alone: js-yaml reads `! x` as a string and `!` as null, `yaml` an empty string.
      if (!slow)
        slow =
          (state as State & { tag: string | null }).tag === '!' ||
          readOtherwise(text, start, state.position, state.kind);
    },
  };
  let value: unknown;
  try {
    value = load(text, options);
  } catch {
    return undefined;
  }
  if (slow || value === undefined || hasNullOrObjectKey(value)) return undefined;
  return { value };
}

/**
 * A node over several lines that `yaml` refuses or repairs and js-yaml reads: a quoted string or
 * a flow collection continued on a line indented no more than its key (or its `- `), a block
 * scalar whose leading empty lines have more spaces than its first line.
 */
function readOtherwise(text: string, start: number, end: number, kind: string): boolean {
  const newline = text.indexOf('\n', start);
  if (newline === -1 || newline >= end) return false;
  let at = start;
  // Past the spaces, comments and properties (`&anchor`, `!tag`) before the value.
  while (at < end) {
    const ch = text[at]!;
    if (ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r') at++;
    else if (ch === '#') at = text.indexOf('\n', at) === -1 ? end : text.indexOf('\n', at);
    else if (ch === '&' || ch === '!') at += /^\S*/.exec(text.slice(at, at + 1024))![0].length;
    else break;
  }
  const ch = text[at];
  // A block mapping's first key may be quoted too: only a scalar is a string.
  if (kind === 'scalar' ? ch === '|' || ch === '>' : false) return blankLinesDeeper(text, at);
  if (kind === 'scalar' ? ch !== '"' && ch !== "'" : ch !== '[' && ch !== '{') return false;
  const lineStart = text.lastIndexOf('\n', at - 1) + 1;
  const owner = /^ *(?:- +)*/.exec(text.slice(lineStart, at))![0].length;
  let line = text.indexOf('\n', at);
  while (line !== -1 && line < end) {
    const next = line + 1;
    const lead = /^[ \t]*/.exec(text.slice(next, Math.min(end, next + 1024)))![0];
    const rest = text[next + lead.length];
    const blank = rest === undefined || rest === '\n' || rest === '\r' || next + lead.length >= end;
    if (!blank && (lead.includes('\t') || lead.length <= owner)) return true;
    line = text.indexOf('\n', next);
  }
  return false;
}

/** A block scalar without an indentation indicator whose leading empty lines are longer than its first line's indentation. */
function blankLinesDeeper(text: string, at: number): boolean {
  const header = /^[|>][-+]?([1-9]?)/.exec(text.slice(at, at + 3));
  if (header?.[1] || /^[|>][1-9]/.test(text.slice(at, at + 2))) return false;
  let widest = 0;
  let line = text.indexOf('\n', at);
  while (line !== -1) {
    const next = line + 1;
    const end = text.indexOf('\n', next);
    const body = text.slice(next, end === -1 ? text.length : end).replace(/\r$/, '');
    if (body.trim() !== '') return widest > /^ */.exec(body)![0].length;
    widest = Math.max(widest, body.length);
    line = end;
  }
  return widest > 0;
}

/**
 * A key js-yaml writes otherwise than `yaml`: a null key (`~:`) is `"null"` there and `""` here;
 * a map as a key is `[object Object]` there and its YAML text here.
 */
function hasNullOrObjectKey(root: unknown): boolean {
  const seen = new Set<object>();
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node === null || typeof node !== 'object' || seen.has(node)) continue;
    seen.add(node);
    if (Array.isArray(node)) {
      for (const item of node) if (item !== null && typeof item === 'object') stack.push(item);
      continue;
    }
    for (const key in node) {
      if (key === 'null' || key === '[object Object]') return true;
      const item = (node as Record<string, unknown>)[key];
      if (item !== null && typeof item === 'object') stack.push(item);
    }
  }
  return false;
}
