import { type ParseError, parse as parseJsonc, visit } from 'jsonc-parser';
import { jsonDuplicateKeys, jsonPositions, type JsonPositions, positionOf } from './json-positions.js';
import { aliasFault } from './yaml-aliases.js';
import { indentNote, repairQuotedStrings, tabNote } from './yaml-repair.js';
import {
  type Document,
  fastYaml,
  isAlias,
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  type Node as YamlNode,
  parseDocument,
  type YAMLError,
} from '@docgen/config/yaml';

/** A place in a source file (1-based line and column). */
export interface Position {
  line: number;
  column: number;
  /** The file, when it is not the one asked (a part of a Swagger 2.0 document joined from another file). */
  abs?: string;
}

/** Something wrong with a file's syntax that reading it could get past (reported at the document's level). */
export interface SyntaxNote {
  code: 'QUOTED_INDENT' | 'TAB_INDENT' | 'DUPLICATE_KEY' | 'COLLECTION_KEY' | 'JSON_COMMENT' | 'UNKNOWN_TAG';
  line: number;
  column: number;
  message: string;
}

/** One parsed file of an OpenAPI document (YAML or JSON), with the positions of its values. */
export interface SourceFile {
  /** Absolute path. */
  abs: string;
  /** The parsed value (JSON data). */
  value: unknown;
  /** Written as JSON (JSONC included), not YAML: fixes are shown in the file's own syntax. */
  json?: true;
  /** Problems read past (a quoted string's lines indented with tabs or too little, duplicate keys). */
  notes: SyntaxNote[];
  /** Where the value at a JSON pointer is (the deepest existing node on the way; a scalar's key for a scalar). */
  locate(segments: readonly (string | number)[]): Position | undefined;
  /** The source text of the value at a pointer (a scalar as written: `01234`, not 1234). */
  textAt(segments: readonly (string | number)[]): string | undefined;
  /**
   * Where `needle` first appears in the source text of the string at a pointer (a link's target
   * on line 30 of a block scalar's description, not the description's key); undefined when that
   * text does not hold it as written (an escape, a fold).
   */
  find?(segments: readonly (string | number)[], needle: string): Position | undefined;
  /** The pointer of the file as written, for a value read converted (a Swagger 2.0 document's). */
  written?(segments: readonly (string | number)[]): (string | number)[];
}

/** The file cannot be parsed: its errors, each with its place. */
export class SourceSyntaxError extends Error {
  constructor(readonly errors: { message: string; line: number; column: number; fix?: string }[]) {
    super(errors[0]?.message ?? 'syntax error');
  }
}

/** A file whose value is its text: a description in markdown, a code sample's source. */
export function textSource(abs: string, text: string): SourceFile {
  return {
    abs,
    value: text,
    notes: [],
    locate: () => ({ line: 1, column: 1 }),
    textAt: (segments) => (segments.length === 0 ? text : undefined),
    find: (segments, needle) => (segments.length === 0 && needle ? positionOf(text, text.indexOf(needle)) : undefined),
  };
}

const MAX_REPAIR_ROUNDS = 4;

/**
 * Parses YAML or JSON text. JSON goes through `JSON.parse` and clean YAML through js-yaml
 * (`fastYaml`), several times faster than the `yaml` package's parse; positions are read the
 * first time one is asked for (see `jsonPositions`).
 * Duplicate keys (the last one wins, as in JSON) and a quoted string's lines indented with tabs
 * or less than its key (see `repairQuotedStrings`) are noted, not fatal: vendors' documents have both.
 */
export function parseSource(abs: string, text: string): SourceFile {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (/^\s*[[{]/.test(body)) {
    try {
      const value = JSON.parse(body) as unknown;
      let positions: JsonPositions | undefined;
      const lazy = () => (positions ??= jsonPositions(body));
      return {
        abs,
        value,
        json: true,
        notes: duplicateNotes(body, value),
        locate: (segments) => lazy().locate(segments),
        textAt: (segments) => lazy().textAt(segments),
        find: (segments, needle) => lazy().find(segments, needle),
      };
    } catch {
      const commented = jsonWithComments(abs, body);
      if (commented) return commented;
      // Not JSON after all (YAML flow style, or a syntax error): the YAML parser says where.
    }
  }
  const fast = fastYaml(body);
  if (fast) {
    // Read again with places only when a diagnostic asks for one: a clean build never does.
    let positions: ParsedYaml | undefined;
    const lazy = () => (positions ??= parseYaml(body, false));
    return refuseAliasFaults(body, {
      abs,
      value: fast.value,
      notes: [],
      locate: (segments) => lazy().locate(segments),
      textAt: (segments) => lazy().textAt(segments),
      find: (segments, needle) => lazy().find(segments, needle),
    });
  }
  return refuseAliasFaults(body, readWithYaml(abs, body));
}

/** YAML that an anchor makes endless or huge (see `aliasFault`) is refused; JSON has no anchors. */
function refuseAliasFaults(body: string, file: SourceFile): SourceFile {
  const fault = /(?:^|[\s[{,:])&[^\s,[\]{}]/.test(body) ? aliasFault(file.value, file.locate) : undefined;
  if (fault) throw new SourceSyntaxError([fault]);
  return file;
}

/** YAML read with the `yaml` package: its notes, repairs and errors (what `fastYaml` leaves to it). */
export function readWithYaml(abs: string, body: string): SourceFile {
  let source = body;
  const notes: SyntaxNote[] = [];
  let first: ParsedYaml | undefined;
  for (let round = 0; ; round++) {
    const parsed = parseYaml(source, true);
    first ??= parsed;
    const fatal = parsed.errors.filter((e) => e.code !== 'DUPLICATE_KEY');
    if (fatal.length > 0) {
      const repaired = round < MAX_REPAIR_ROUNDS ? repairQuotedStrings(source, fatal, parsed.lineCounter) : undefined;
      if (repaired && repaired.text !== source) {
        notes.push(...repaired.lines.map((line) => indentNote(line)), ...repaired.tabs.map(tabNote));
        source = repaired.text;
        continue;
      }
      // Reported as in the file as written.
      throw new SourceSyntaxError(
        first.errors
          .filter((e) => e.code !== 'DUPLICATE_KEY')
          .map((e) => {
            const at = pos(first!.lineCounter, e.pos[0]);
            if (e.code === 'MULTIPLE_DOCS') return { ...at, ...MULTIPLE_DOCS };
            const fix = commentFix(body, at.line);
            return { message: e.message.split('\n')[0] ?? e.message, ...at, ...(fix ? { fix } : {}) };
          }),
      );
    }
    for (const w of parsed.doc.warnings)
      if (w.code === 'TAG_RESOLVE_FAILED') {
        const tag = /tag: (\S+)/.exec(w.message)?.[1] ?? 'tag';
        notes.push({
          code: 'UNKNOWN_TAG',
          ...pos(parsed.lineCounter, w.pos[0]),
          message: `The tag ${tag} is not one YAML knows: the value after it is read as written, not as the tag means.`,
        });
      }
    const duplicates = parsed.errors.filter((e) => e.code === 'DUPLICATE_KEY');
    // A duplicate key stops the YAML library's conversion: parse again without the check.
    const final = duplicates.length > 0 ? parseYaml(source, false) : parsed;
    for (const e of duplicates)
      notes.push({
        code: 'DUPLICATE_KEY',
        ...pos(parsed.lineCounter, e.pos[0]),
        message: 'This key appears twice in the same object: the last one is read.',
      });
    for (const at of collectionKeys(final.doc.contents as YamlNode | null))
      notes.push({
        code: 'COLLECTION_KEY',
        ...pos(final.lineCounter, at),
        message: 'This key is a list or an object (`? [a, b]: …`, `{ [a, b]: … }`): it is read as its YAML text.',
      });
    return {
      abs,
      value: final.doc.toJS({ maxAliasCount: -1 }) as unknown,
      notes: notes.sort((a, b) => a.line - b.line),
      locate: final.locate,
      textAt: final.textAt,
      find: final.find,
    };
  }
}

// The YAML library's own words name its API (`parseAllDocuments()`), not the file's fault.
const MULTIPLE_DOCS = {
  message: 'a second YAML document starts here (a `---` line), and an OpenAPI document is one YAML document.',
  fix: 'remove the `---` line if the two parts are one document, or move what follows it to a file of its own.',
};

/**
 * `{ type: string, example: #fff }`: a value written as `#` and a word after a space is a comment
 * in YAML, which hides the rest of the line (the `}` or `]` closing a flow collection), so the
 * parser fails a line or two later. The fix names that value, on the line of the error or above.
 */
function commentFix(text: string, line: number): string | undefined {
  const lines = text.split(/\r?\n/);
  for (let n = line; n >= Math.max(1, line - 3); n--) {
    const m = /(?:[:,[{]|^\s*-)\s+(#[^\s,\]}]+)/.exec(lines[n - 1] ?? '');
    if (m)
      return `quote the value on line ${n}: '${m[1]}' (YAML reads a \`#\` after a space as a comment, which hides the rest of the line).`;
  }
  return undefined;
}

function duplicateNotes(body: string, value: unknown): SyntaxNote[] {
  return jsonDuplicateKeys(body, value).map((d) => ({
    code: 'DUPLICATE_KEY',
    line: d.line,
    column: d.column,
    message: `The key "${d.key}" appears twice in the same object (first on line ${d.firstLine}): the last one is read, the first is left out.`,
  }));
}

/**
 * JSON with comments (`// …`, `/* … *\/`, as VS Code's settings are written), which `JSON.parse`
 * refuses and YAML misreads (`// a comment` and the key after it become one key, and the part it
 * named vanishes): read as JSONC, the first comment noted. Undefined when it is not that either.
 */
function jsonWithComments(abs: string, body: string): SourceFile | undefined {
  const comments: number[] = [];
  const errors: ParseError[] = [];
  let value: unknown;
  visit(body, { onComment: (offset) => void comments.push(offset) });
  if (comments.length === 0) return undefined;
  try {
    value = parseJsonc(body, errors, { allowTrailingComma: true, disallowComments: false });
  } catch {
    return undefined;
  }
  if (errors.length > 0) return undefined;
  const positions = jsonPositions(body);
  const first = positionOf(body, comments[0]!) ?? { line: 1, column: 1 };
  const more = comments.length > 1 ? ` (and ${comments.length - 1} more)` : '';
  return {
    abs,
    value,
    json: true,
    notes: [
      ...duplicateNotes(body, value),
      {
        code: 'JSON_COMMENT',
        ...first,
        message: `JSON has no comments: this one${more} is read as a comment, as JSONC (VS Code's JSON) reads it.`,
      },
    ],
    locate: (segments) => positions.locate(segments),
    textAt: (segments) => positions.textAt(segments),
    find: (segments, needle) => positions.find(segments, needle),
  };
}

interface ParsedYaml {
  doc: Document;
  errors: YAMLError[];
  lineCounter: LineCounter;
  locate(segments: readonly (string | number)[]): Position | undefined;
  textAt(segments: readonly (string | number)[]): string | undefined;
  find(segments: readonly (string | number)[], needle: string): Position | undefined;
}

function parseYaml(text: string, uniqueKeys: boolean): ParsedYaml {
  const lineCounter = new LineCounter();
  // `<<: *anchor` (YAML 1.1 merge keys) is read as libyaml and js-yaml read it, as Spectral and
  // Redocly do: hand-written documents share responses and schema parts with it.
  // `logLevel: 'error'`: the library's own warning (a key that is a collection, made a string by
  // toJS) would go to stderr without a place; it is a note (`collectionKeys`).
  const doc = parseDocument(text, { lineCounter, uniqueKeys, prettyErrors: false, merge: true, logLevel: 'error' });
  return {
    doc,
    errors: doc.errors,
    lineCounter,
    locate(segments) {
      const node = findNode(doc, segments).place;
      return node?.range ? pos(lineCounter, node.range[0]) : undefined;
    },
    textAt(segments) {
      const node = findNode(doc, segments).exact;
      if (!node?.range) return undefined;
      // `color: #6644FF` is a null and a comment: its text is what the author meant as the value.
      if (isScalar(node) && node.value === null && node.range[0] === node.range[1] && node.comment !== undefined)
        return text.slice(node.range[0], node.range[2]).trimEnd();
      return text.slice(node.range[0], node.range[1]).trimEnd();
    },
    find(segments, needle) {
      const node = findNode(doc, segments).exact;
      if (!isScalar(node) || !node.range || needle === '') return undefined;
      const at = text.slice(node.range[0], node.range[1]).indexOf(needle);
      return at === -1 ? undefined : pos(lineCounter, node.range[0] + at);
    },
  };
}

/** Where the keys that are lists or maps are (JSON keys are strings: each is read as its YAML text). */
function collectionKeys(root: YamlNode | null): number[] {
  const found: number[] = [];
  const seen = new Set<YamlNode>();
  const walk = (node: YamlNode | null | undefined) => {
    if (!node || seen.has(node)) return;
    seen.add(node);
    if (isMap(node))
      for (const pair of node.items) {
        const key = pair.key as YamlNode | null;
        if ((isMap(key) || isSeq(key)) && key.range) found.push(key.range[0]);
        walk(pair.value as YamlNode | null);
      }
    else if (isSeq(node)) for (const item of node.items) walk(item as YamlNode | null);
  };
  walk(root);
  return found;
}

function pos(lineCounter: LineCounter, offset: number): Position {
  const p = lineCounter.linePos(offset);
  return { line: p.line, column: p.col };
}

/**
 * The node at a pointer (`exact`, when it exists) and where to report it (`place`): its key (the
 * line that reads `key:` or `key: value`), an array's item, or the deepest node found on the way.
 */
function findNode(
  doc: Document,
  segments: readonly (string | number)[],
): { exact?: YamlNode | undefined; place?: YamlNode | undefined } {
  let node = deAlias(doc, doc.contents as YamlNode | null);
  let last: YamlNode | undefined = node ?? undefined;
  for (const segment of segments) {
    if (isMap(node)) {
      const pair = findPair(doc, node, String(segment));
      if (!pair) return { place: last };
      node = deAlias(doc, pair.value as YamlNode | null);
      last = (pair.key as YamlNode | null) ?? node ?? last;
    } else if (isSeq(node)) {
      const item = deAlias(doc, node.items[Number(segment)] as YamlNode | null | undefined);
      if (!item) return { place: last };
      node = item;
      last = item;
    } else {
      return { place: last };
    }
  }
  return { exact: node ?? undefined, place: last };
}

type YamlMap = Extract<YamlNode, { items: unknown[] }> & { items: { key: unknown; value: unknown }[] };

/** A map's pair of a key: its own, else the one a merge key (`<<: *base`, `<<: [*a, *b]`) brings, first one first. */
function findPair(doc: Document, map: YamlMap, key: string, depth = 0): { key: unknown; value: unknown } | undefined {
  const own = map.items.find((item) => (isScalar(item.key) ? String(item.key.value) : String(item.key)) === key);
  if (own || depth > 8) return own;
  for (const item of map.items) {
    if (!isScalar(item.key) || typeof item.key.value !== 'symbol') continue;
    const sources = isSeq(item.value) ? item.value.items : [item.value];
    for (const source of sources) {
      const merged = deAlias(doc, source as YamlNode | null);
      const pair = isMap(merged) ? findPair(doc, merged as YamlMap, key, depth + 1) : undefined;
      if (pair) return pair;
    }
  }
  return undefined;
}

function deAlias(doc: Document, node: YamlNode | null | undefined): YamlNode | null {
  if (node && isAlias(node)) return (node.resolve(doc) as YamlNode | undefined) ?? null;
  return node ?? null;
}
