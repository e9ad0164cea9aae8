import fs from 'node:fs';
import { isUtf8 } from 'node:buffer';
import type { SiteContext, SourceFile } from '@docgen/config';
import { type Diagnostic, DocgenError } from '@docgen/diagnostics';
import { fenceNames } from '@docgen/markdown/fences';
import { contentTitle, excerpt, mdxSignal } from '@docgen/markdown/scan';
import { sha256 } from '../util/hash.js';
import { relPosix, toPosix } from '../util/paths.js';
import { ownFrontMatterKeys, parseFrontMatter, type ParsedSource } from './front-matter.js';
import { CURRENT_VERSION } from './versions.js';
import { type Preprocess, preprocessedBody, preprocessorOf } from './preprocess.js';

/**
 * Front matter parsed by earlier builds, by file content (`ContentCache.table('front-matter')`):
 * YAML and its validation cost more than reading the file.
 */
export interface FrontMatterMemo {
  get(key: string): KnownFrontMatter | undefined;
  set(key: string, value: KnownFrontMatter): void;
}

export interface KnownFrontMatter {
  data: SourceFile['frontMatter'];
  /** Where the body starts in the file's text. */
  bodyStart: number;
  bodyLineOffset: number;
  /** Warnings it gave (a file with errors is not kept). */
  diagnostics: Diagnostic[];
  /**
   * What discover's line scans found in the body (absent until a build made them): they depend
   * on the text alone, and at 1,500 pages are half of what discover does with a cached file.
   */
  scans?: BodyScans;
}

/** The results of the body's line scans (`SourceFile.contentTitle`, `excerpt`, `writtenInMdx`, `fences`). */
export interface BodyScans {
  title?: string;
  excerpt?: string;
  mdx: boolean;
  /** Made only when a build asked for them (`lazyBodies`). */
  fences?: string[];
}

export interface DiscoverOptions {
  /** Front matter parsed by earlier builds. */
  memo?: FrontMatterMemo;
  /** Bodies read from their files when asked for, not kept (production builds; see `SourceFile.body`). */
  lazyBodies?: boolean;
}

export function readSource(
  ctx: SiteContext,
  kind: SourceFile['kind'],
  locale: string,
  file: string,
  rel: string,
  diagnostics: Diagnostic[],
  options: DiscoverOptions,
  version = CURRENT_VERSION,
): SourceFile | undefined {
  const relFile = relPosix(ctx.siteDir, file);
  const relPath = toPosix(rel);
  const buffer = fs.readFileSync(file);
  if (!isUtf8(buffer)) {
    diagnostics.push({
      name: 'InvalidEncoding',
      severity: 'error',
      message: 'The file is not valid UTF-8.',
      file: relFile,
      line: firstInvalidLine(buffer),
      column: 1,
      why: 'docgen reads every content file as UTF-8.',
      fix: 're-save the file as UTF-8 (e.g. `iconv -f latin1 -t utf-8`).',
    });
    return undefined;
  }
  const text = buffer.toString('utf8');
  const hash = sha256(buffer);
  if (kind === 'componentPage') {
    return {
      kind,
      locale,
      file,
      relFile,
      relPath,
      id: pageKey(relPath),
      version,
      frontMatter: {},
      body: '',
      bodyLineOffset: 0,
      hash,
    };
  }
  const memo = frontMatterOf(text, relFile, hash, diagnostics, options.memo, ownFrontMatterKeys(ctx));
  if (!memo) return undefined;
  const raw = memo.parsed;
  // The body as the site's markdown.preprocessor makes it (the front matter is read as written).
  const pre = preprocessorOf(ctx);
  const start = text.length - raw.body.length;
  const parsed = pre ? { ...raw, body: preprocessedBody(pre(text, file, relFile), text, start) } : raw;
  const { id, prefixPosition } =
    kind === 'doc'
      ? docId(relPath, parsed.data.id, parsed.data.parse_number_prefixes !== false)
      : { id: pageKey(relPath), prefixPosition: undefined };
  const source: SourceFile = {
    kind,
    locale,
    file,
    relFile,
    relPath,
    id,
    version,
    frontMatter: parsed.data,
    body: parsed.body,
    bodyLineOffset: parsed.bodyLineOffset,
    hash,
    prefixPosition,
  };
  const wantFences = options.lazyBodies === true && text.endsWith(raw.body);
  // A preprocessed body is the site code's output: scanned again on every build.
  const kept = pre ? undefined : memo.entry;
  const scans = scansOf(parsed.body, wantFences, kept?.scans);
  if (kept && scans !== kept.scans) {
    kept.scans = scans;
    options.memo!.set(memo.key, kept);
  }
  if (scans.title !== undefined) source.contentTitle = scans.title;
  if (scans.excerpt !== undefined) source.excerpt = scans.excerpt;
  source.writtenInMdx = scans.mdx;
  if (wantFences) {
    // A copy: the memo's list is written back to the cache as it is.
    source.fences = [...(scans.fences ?? [])];
    readBodyWhenAsked(source, start, pre);
  }
  return source;
}

/** The body's scans: `known` (an earlier build's, same text) when it has what is asked, else made now. */
function scansOf(body: string, fences: boolean, known: BodyScans | undefined): BodyScans {
  if (known && (!fences || known.fences)) return known;
  const made: BodyScans = { mdx: mdxSignal(body) !== undefined };
  const title = contentTitle(body);
  if (title !== undefined) made.title = title;
  const first = excerpt(body);
  if (first !== undefined) made.excerpt = first;
  if (fences) made.fences = fenceNames(body);
  return made;
}

/** `source.body` becomes a getter that reads it from the file (which must not have changed). */
function readBodyWhenAsked(source: SourceFile, start: number, pre: Preprocess | undefined): void {
  Object.defineProperty(source, 'body', {
    enumerable: true,
    configurable: true,
    get: () => {
      let buffer: Buffer | undefined;
      try {
        buffer = fs.readFileSync(source.file);
      } catch {
        buffer = undefined;
      }
      if (!buffer || sha256(buffer) !== source.hash) {
        throw new DocgenError([
          {
            name: 'SourceChangedDuringBuild',
            severity: 'error',
            message: `${source.relFile} changed (or was removed) while docgen was building.`,
            file: source.relFile,
            why: "A build reads each page twice: once to find the site's pages, once to render it; both reads must see the same file.",
            fix: 'build again once the file is saved.',
          },
        ]);
      }
      const text = buffer.toString('utf8');
      return pre ? preprocessedBody(pre(text, source.file, source.relFile), text, start) : text.slice(start);
    },
    set: (value: string) =>
      Object.defineProperty(source, 'body', { value, writable: true, enumerable: true, configurable: true }),
  });
}

function frontMatterOf(
  text: string,
  relFile: string,
  hash: string,
  diagnostics: Diagnostic[],
  memo: FrontMatterMemo | undefined,
  ownKeys: readonly string[],
): { parsed: ParsedSource; key: string; entry?: KnownFrontMatter } | undefined {
  // The file's path is part of the key: the warnings name it; so are the site's own keys, which they depend on.
  const key = ownKeys.length > 0 ? `${hash}:${relFile}:${ownKeys.join(',')}` : `${hash}:${relFile}`;
  const known = memo?.get(key);
  if (known && known.bodyStart <= text.length) {
    diagnostics.push(...known.diagnostics);
    const parsed = { data: known.data, body: text.slice(known.bodyStart), bodyLineOffset: known.bodyLineOffset };
    return { parsed, key, entry: known };
  }
  const found: Diagnostic[] = [];
  const parsed = parseFrontMatter(text, relFile, found, ownKeys);
  diagnostics.push(...found);
  if (!parsed) return undefined;
  // Kept when JSON gives it back as it is (YAML dates, say, would come back as strings).
  if (memo && text.endsWith(parsed.body) && isPlainJson(parsed.data)) {
    const entry: KnownFrontMatter = {
      data: parsed.data,
      bodyStart: text.length - parsed.body.length,
      bodyLineOffset: parsed.bodyLineOffset,
      diagnostics: found,
    };
    memo.set(key, entry);
    return { parsed, key, entry };
  }
  return { parsed, key };
}

function isPlainJson(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isPlainJson);
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.values(value as object).every(isPlainJson);
  return false;
}

/**
 * Names Docusaurus' default number-prefix parser leaves whole: date-like (`2024-05-release`,
 * `31-01-2021 - Doc`) and version-like (`0.12.x`, `8.0-migration`) names (its issues #4640 and
 * #4653; `numberPrefix.ts` of its docs plugin).
 */
const NOT_A_NUMBER_PREFIX = /^((\d{2}|\d{4})[-_.]\d{2}([-_.](\d{2}|\d{4}))?)(.*)$|^(\d+[-_.]\d+)(.*)$/;
const NUMBER_PREFIX = /^(\d+)\s*[-_.]+\s*(.*)$/;

/** A file or folder name (without extension) split as Docusaurus does: `03 - Setup` → `Setup`, position 3. */
export function parseNumberPrefix(name: string): { name: string; prefix?: number } {
  if (NOT_A_NUMBER_PREFIX.test(name)) return { name };
  const m = NUMBER_PREFIX.exec(name);
  // A name that is only a prefix (`01-`) keeps it: an empty id segment names nothing.
  return m?.[2] ? { name: m[2], prefix: Number.parseInt(m[1]!, 10) } : { name };
}

/**
 * Doc id from the path: extension dropped, numeric prefixes stripped (unless the front matter
 * says `parse_number_prefixes: false`, as Docusaurus: then the path's names stay whole), front
 * matter `id` replacing the last segment.
 */
export function docId(
  relPath: string,
  idOverride?: string,
  parseNumberPrefixes = true,
): { id: string; prefixPosition?: number } {
  const segments = relPath.replace(/\.mdx?$/, '').split('/');
  let prefixPosition: number | undefined;
  const clean = segments.map((seg, i) => {
    if (!parseNumberPrefixes) return seg;
    const parsed = parseNumberPrefix(seg);
    if (i === segments.length - 1) prefixPosition = parsed.prefix;
    return parsed.name;
  });
  if (idOverride) clean[clean.length - 1] = idOverride;
  return { id: clean.join('/'), prefixPosition };
}

function pageKey(relPath: string): string {
  return relPath.replace(/\.(mdx?|[jt]sx?)$/, '');
}

function firstInvalidLine(buffer: Buffer): number {
  let line = 1;
  let start = 0;
  for (let i = 0; i <= buffer.length; i++) {
    if (i === buffer.length || buffer[i] === 10) {
      if (!isUtf8(buffer.subarray(start, i))) return line;
      line++;
      start = i + 1;
    }
  }
  return 1;
}
