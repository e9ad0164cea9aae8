import fs from 'node:fs';
import type { DocgenPlugin, FrontMatter, SiteContext } from '@docgen/config';
import { frontMatterSchema } from '@docgen/config/schema';
import { type Diagnostic, didYouMean } from '@docgen/diagnostics';
import type matter from 'gray-matter';
import { fastYaml, parseDocument, type YAMLError } from '@docgen/config/yaml';
import { grayMatter } from '../vendor/gray-matter.js';

const KNOWN_KEYS = Object.keys(frontMatterSchema.shape);

export interface ParsedSource {
  data: FrontMatter;
  body: string;
  /** Number of lines before the body (front matter block), to map body positions to file lines. */
  bodyLineOffset: number;
}

/** gray-matter's own YAML engine (js-yaml): the parser Docusaurus reads front matter with. */
const docusaurusYaml = (grayMatter as unknown as { engines: { yaml: { parse(text: string): unknown } } }).engines.yaml;

/**
 * js-yaml's timestamps (YAML 1.1), read by js-yaml: a plain `2023-2-07T00:00:00Z` is a date to
 * Docusaurus, as `2024-05-01` is (a quoted one stays text, in both parsers).
 */
const timestamp = {
  tag: 'tag:yaml.org,2002:timestamp',
  default: true,
  test: /^(?:\d{4}-\d\d-\d\d|\d{4}-\d\d?-\d\d?(?:[Tt]|[ \t]+)\d\d?:\d\d:\d\d(?:\.\d*)?(?:[ \t]*(?:Z|[-+]\d\d?(?::\d\d)?))?)$/,
  resolve: (text: string): unknown => docusaurusYaml.parse(text),
};

/** A block only js-yaml accepts: read as Docusaurus reads it, told as a warning at the strict parser's error. */
export interface Lenient {
  source: string;
  error: YAMLError;
}

/**
 * gray-matter finds the block; YAML is read by `yaml`, the one YAML parser of docgen (the OpenAPI
 * plugin reads documents with it), which reports every error with its position. gray-matter hands
 * over the text after the opening `---`, newline included: a line of it is the file's line.
 * A block `yaml` rejects but js-yaml accepts (a quoted value or a [list] continued at column 0)
 * builds on Docusaurus: it gets js-yaml's value, the one Docusaurus shows, and `onLenient` hears of it.
 */
function yamlEngines(onLenient?: (lenient: Lenient) => void) {
  return {
    yaml: {
      parse(text: string): object {
        // A CRLF file reaches here with a lone CR at its end (gray-matter cuts the block at "\n"):
        // line ends made plain, lines keep their numbers.
        const source = text.replace(/\r\n?/g, '\n');
        // A clean block is read by js-yaml, about four times cheaper than `yaml`, to the same value.
        const fast = fastYaml(source, { timestamps: true });
        if (fast && fast.value !== null && typeof fast.value === 'object') return datesAsText(fast.value) as object;
        return readYamlBlock(source, onLenient);
      },
    },
  };
}

/** A front matter block read by `yaml` (js-yaml when only it accepts it): what the fast read must equal. */
export function readYamlBlock(source: string, onLenient?: (lenient: Lenient) => void): object {
  // `<<` merge keys: js-yaml (Docusaurus) merges them, as YAML 1.1 did.
  const doc = parseDocument(source, { uniqueKeys: true, merge: true, customTags: [timestamp] });
  if (doc.errors.length === 0) return datesAsText((doc.toJS() as object | null) ?? {}) as object;
  const error = doc.errors[0]!;
  let value: unknown;
  try {
    value = docusaurusYaml.parse(source);
  } catch {
    throw new FrontMatterSyntax(source, error);
  }
  if (value !== null && value !== undefined && typeof value !== 'object') throw new FrontMatterSyntax(source, error);
  onLenient?.({ source, error: doc.errors.find((e) => positionOf(source, e.pos[0]).column === 1) ?? error });
  return datesAsText(value ?? {}) as object;
}

class FrontMatterSyntax extends Error {
  constructor(
    readonly source: string,
    readonly error: YAMLError,
  ) {
    super(error.message);
  }
}

/** js-yaml makes timestamps Dates; `yaml` leaves them text: the same text whichever parser read the block. */
function datesAsText(value: unknown): unknown {
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  if (Array.isArray(value)) return value.map(datesAsText);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, datesAsText(v)]));
  }
  return value;
}

/**
 * The front matter as Docusaurus' front matter schema (Joi, which converts) reads it: a number
 * written where text goes read as its text (`keywords: [404, x]`, `title: 2024`, `id: 42`), and
 * text written where a boolean or a number goes read as one (`draft: 'true'`,
 * `sidebar_position: '3'`): each field that does not validate as written and does so converted.
 */
function asDocusaurusConverts(data: Record<string, unknown>): Record<string, unknown> {
  const shape = frontMatterSchema.shape as Record<string, { safeParse(v: unknown): { success: boolean } }>;
  const out = { ...data };
  for (const key of KNOWN_KEYS) {
    if (!(key in data) || shape[key]!.safeParse(data[key]).success) continue;
    const converted = [numbersToText(data[key]), textToScalars(data[key])].find(
      (v) => shape[key]!.safeParse(v).success,
    );
    if (converted !== undefined) out[key] = converted;
  }
  return out;
}

function numbersToText(value: unknown): unknown {
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(numbersToText);
  if (value && typeof value === 'object' && !(value instanceof Date))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, numbersToText(v)]));
  return value;
}

/** Joi's `number()` reads text that is a decimal number (spaces around allowed). */
const JOI_NUMBER = /^\s*[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?\s*$/i;

/** Text as Joi's `boolean()` and `number()` convert it: `'true'` / `'FALSE'`, `'3'`, `' 2.5 '`. */
function textToScalars(value: unknown): unknown {
  if (typeof value === 'string') {
    const lower = value.toLowerCase();
    if (lower === 'true' || lower === 'false') return lower === 'true';
    return JOI_NUMBER.test(value) ? Number(value) : value;
  }
  if (Array.isArray(value)) return value.map(textToScalars);
  if (value && typeof value === 'object' && !(value instanceof Date))
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, textToScalars(v)]));
  return value;
}

/**
 * Parses front matter and validates it; problems become diagnostics at their line and column.
 * `ownKeys` are the keys the site and its plugins declare (`frontMatterKeys`): accepted unchecked.
 */
export function parseFrontMatter(
  text: string,
  relFile: string,
  diagnostics: Diagnostic[],
  ownKeys: readonly string[] = [],
): ParsedSource | undefined {
  let parsed: matter.GrayMatterFile<string>;
  let lenient: Lenient | undefined;
  try {
    // A fresh options object disables gray-matter's content cache, which would share objects between calls.
    parsed = grayMatter(text, { engines: yamlEngines((l) => (lenient = l)) });
  } catch (error) {
    diagnostics.push(yamlDiagnostic(error, relFile));
    return undefined;
  }
  if (lenient) diagnostics.push(lenientDiagnostic(lenient, relFile));
  let result = frontMatterSchema.safeParse(parsed.data);
  if (!result.success) result = frontMatterSchema.safeParse(asDocusaurusConverts(parsed.data));
  const fmLines = parsed.matter ? parsed.matter.split('\n').length + 1 : 0;
  const bodyLineOffset = text.slice(0, text.length - parsed.content.length).split('\n').length - 1;
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = issue.path.join('.');
      const top = String(issue.path[0] ?? '');
      diagnostics.push({
        name: 'InvalidFrontMatter',
        severity: 'error',
        message: `Front matter "${key}": ${issue.message}.`,
        file: relFile,
        line: lineOfKey(text, top, fmLines),
        column: 1,
        why: frontMatterSchema.shape[top as keyof typeof frontMatterSchema.shape]?.description,
        fix: `give "${key}" a value of the expected type (docs/authoring.md lists the front matter fields).`,
      });
    }
    return undefined;
  }
  for (const key of Object.keys(result.data)) {
    if (!KNOWN_KEYS.includes(key) && !ownKeys.includes(key)) {
      diagnostics.push({
        name: 'UnknownFrontMatterKey',
        severity: 'warning',
        message: `Unknown front matter key "${key}".`,
        file: relFile,
        line: lineOfKey(text, key, fmLines),
        column: 1,
        why: `docgen reads: ${KNOWN_KEYS.join(', ')}.`,
        fix: unknownKeyFix(key, didYouMean(key, [...KNOWN_KEYS, ...ownKeys])),
      });
    }
  }
  if (parsed.content.trim() === '' && result.data.title === undefined) {
    diagnostics.push({
      name: 'EmptyPage',
      severity: 'warning',
      message: 'The page has no content and no title.',
      file: relFile,
      line: 1,
      column: 1,
      why: 'It would be published as an empty page titled after its file name.',
      fix: 'write its content, mark it `draft: true` until it is ready, or delete the file.',
    });
  }
  return { data: result.data, body: parsed.content, bodyLineOffset };
}

/**
 * What to do about a key docgen does not read: a near name may be a typo of one, or the site's own
 * key that a component reads (`adr` is no `id`), so both are said.
 */
function unknownKeyFix(key: string, suggestion: string | undefined): string {
  const own = `list it in \`frontMatterKeys\` of the config`;
  return suggestion
    ? `${suggestion} If it is the site's own key, read by its components (\`frontMatter.${key}\`), ${own}.`
    : `remove it, or, if the site's components read it (\`frontMatter.${key}\`), ${own}.`;
}

/** The keys of a file's front matter docgen does not read itself (`docgen migrate` lists them); none when it has no valid block. */
export function unreadFrontMatterKeys(text: string): string[] {
  try {
    const data = grayMatter(text, { engines: yamlEngines() }).data as Record<string, unknown>;
    return Object.keys(data).filter((key) => !KNOWN_KEYS.includes(key));
  } catch {
    return [];
  }
}

const ownKeysByConfig = new WeakMap<SiteContext['config'], string[]>();

/** The front matter keys a site declares as its own: the config's and its plugins' (`frontMatterKeys`). */
export function ownFrontMatterKeys(ctx: SiteContext): string[] {
  // Asked for every source file discover reads: made once per loaded config.
  let keys = ownKeysByConfig.get(ctx.config);
  if (!keys) {
    const fromPlugins = (ctx.config.plugins as DocgenPlugin[]).flatMap((p) => p.frontMatterKeys ?? []);
    keys = [...new Set([...ctx.config.frontMatterKeys, ...fromPlugins])].sort();
    ownKeysByConfig.set(ctx.config, keys);
  }
  return keys;
}

function yamlDiagnostic(error: unknown, relFile: string): Diagnostic {
  const base = {
    name: 'FrontMatterYamlError' as const,
    severity: 'error' as const,
    file: relFile,
    why: 'The block between the two `---` lines at the top of the file is read as YAML.',
  };
  if (!(error instanceof FrontMatterSyntax)) {
    return {
      ...base,
      message: `Front matter is not valid YAML: ${(error as Error).message.split('\n')[0]}.`,
      line: 1,
      column: 1,
      fix: 'close the block with a line of three dashes (---).',
    };
  }
  const { source, error: e } = error;
  const reason = yamlReason(e);
  // An unclosed quote or bracket is found where the text ends: the place to fix is where it opens.
  const opener = e.code === 'MISSING_CHAR' || e.code === 'BAD_INDENT' ? unclosedOpener(source, e.pos[0]) : undefined;
  const at = opener ?? positionOf(source, e.pos[0]);
  return {
    ...base,
    message: `Front matter is not valid YAML: ${reason}.`,
    line: at.line,
    column: at.column,
    fix: opener
      ? `close the ${opener.char === '"' || opener.char === "'" ? `quote ${opener.char}` : `bracket ${opener.char}`} opened here, or quote the whole value.`
      : e.code === 'MULTILINE_IMPLICIT_KEY' || reason.startsWith('Implicit map keys need to be followed')
        ? 'a line without "key:" is read as a key: indent it if it continues the value above (or join the two lines), else write "key: value".'
        : 'quote values that contain ":" or "#", and close brackets and quotes.',
  };
}

function lenientDiagnostic({ source, error }: Lenient, relFile: string): Diagnostic {
  let at = positionOf(source, error.pos[0]);
  // A blank line inside a quoted value is where `yaml` stops: the line to indent is the next written one.
  const lines = source.split('\n');
  while (at.line < lines.length && lines[at.line - 1]!.trim() === '') at = { line: at.line + 1, column: 1 };
  const tab = error.code === 'TAB_AS_INDENT';
  return {
    name: 'FrontMatterLenientYaml',
    severity: 'warning',
    message: `Front matter is read as Docusaurus reads it (js-yaml); YAML 1.2 rejects this line: ${yamlReason(error)}.`,
    file: relFile,
    line: at.line,
    column: at.column,
    why: 'Docusaurus reads front matter with js-yaml, laxer than YAML 1.2 (the YAML of editors and other tools): it accepts a quoted value or a [list] continued at column 0, and tabs that indent. docgen takes the value js-yaml gives, the one Docusaurus shows.',
    fix: tab
      ? 'indent with spaces, not tabs (and check the value: js-yaml may read a line indented by a tab as a key of the level above).'
      : 'indent this line by at least one space: the value stays the same.',
  };
}

function yamlReason(e: YAMLError): string {
  return e.message.split(' at line ')[0]!.split('\n')[0]!;
}

/** The last quote or bracket before `end` that is still open there, with its position. */
function unclosedOpener(source: string, end: number): { line: number; column: number; char: string } | undefined {
  const stack: number[] = [];
  for (let i = 0; i < end && i < source.length; i++) {
    const c = source[i]!;
    if (c === '#' && (i === 0 || /\s/.test(source[i - 1]!)) && stack.length === 0) {
      while (i < end && source[i] !== '\n') i++;
    } else if (c === '"' || c === "'") {
      const close = closingQuote(source, i, c);
      if (close === -1 || close >= end) return { ...positionOf(source, i), char: c };
      i = close;
    } else if (c === '[' || c === '{') stack.push(i);
    else if ((c === ']' || c === '}') && stack.length > 0) stack.pop();
  }
  const open = stack.at(-1);
  return open === undefined ? undefined : { ...positionOf(source, open), char: source[open]! };
}

function closingQuote(source: string, from: number, quote: string): number {
  for (let i = from + 1; i < source.length; i++) {
    if (source[i] === '\\' && quote === '"') i++;
    else if (source[i] === quote) {
      // '' is an escaped quote inside a single-quoted scalar.
      if (quote === "'" && source[i + 1] === "'") i++;
      else return i;
    }
  }
  return -1;
}

function positionOf(source: string, offset: number): { line: number; column: number } {
  const before = source.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

function lineOfKey(text: string, key: string, maxLines: number): number {
  const lines = text.split('\n', maxLines);
  const index = lines.findIndex((l) => l.startsWith(`${key}:`));
  return index === -1 ? 1 : index + 1;
}

/** Where a front matter key is written in a source file (line 1, column 1 when it is not). */
export function frontMatterKeyPosition(file: string, key: string): { line: number; column: number } {
  let text = '';
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    // Gone since it was read: the file is still the place.
  }
  const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  return { line: block ? lineOfKey(text, key, block[1]!.split('\n').length + 2) : 1, column: 1 };
}
