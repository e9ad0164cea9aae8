import fs from 'node:fs';
import path from 'node:path';
import { isUtf8 } from 'node:buffer';
import { glob } from 'tinyglobby';
import type { Diagnostic } from '@docgen/diagnostics';
import { DocgenError, sortDiagnostics } from '@docgen/diagnostics';
import type { CategoryMeta, DiscoveredSite, SiteContext, SourceFile, StaticFile } from '@docgen/config';
import { sha256 } from '../util/hash.js';
import { relPosix, toPosix } from '../util/paths.js';
import { parseFrontMatter, type ParsedSource } from './front-matter.js';
import { fenceNames } from '@docgen/markdown/fences';
import { CURRENT_VERSION, readVersionNames, versionedDocsDir, versionedTranslationsDir } from './versions.js';
import { DOCGEN_VERSION } from '../util/version.js';

const IGNORE = ['**/node_modules/**', '**/.docgen/**', '**/.*/**', '**/build/**', '**/_*.md'];
/** Folders of a zero-config site (docs at the site root) that hold no current docs. */
const SITE_FOLDERS = ['i18n/**', 'pages/**', 'static/**', 'theme/**', 'versioned_docs/**', 'versioned_sidebars/**'];

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
}

/** What an earlier build found in a source file, and the size and mtime the file had then. */
export interface KnownSourceFile {
  size: number;
  mtimeMs: number;
  hash: string;
  fences: string[];
}

export interface SourceStatsMemo {
  get(relFile: string): KnownSourceFile | undefined;
  set(relFile: string, value: KnownSourceFile): void;
}

export interface DiscoverOptions {
  /** Front matter parsed by earlier builds. */
  memo?: FrontMatterMemo;
  /** Bodies read from their files when asked for, not kept (production builds; see `SourceFile.body`). */
  lazyBodies?: boolean;
  /**
   * With `memo` and `lazyBodies`: a source whose size and mtime are those an earlier build saw is
   * not read (its hash, fences and front matter are the earlier build's), as the up-to-date
   * check trusts the same stats; the body, read when asked, is still checked against the hash.
   */
  stats?: SourceStatsMemo;
}

/** Stage "discover": finds docs, pages, translations, categories and static files; parses front matter. */
export async function discover(ctx: SiteContext, options: DiscoverOptions = {}): Promise<DiscoveredSite> {
  const diagnostics: Diagnostic[] = [];
  const { siteDir, config } = ctx;
  const docsRoot = path.resolve(siteDir, config.docs.path);
  const zeroConfigRoot = config.docs.path === '.';
  const sources: SourceFile[] = [];
  const categories: CategoryMeta[] = [];
  const wanted = (locale: string) =>
    !ctx.onlyLocales || ctx.onlyLocales.includes(locale) || locale === ctx.defaultLocale.code;

  // Docs versions (versions.json): each snapshot has its own docs root per locale.
  const versions = readVersionNames(ctx, diagnostics);
  const docRoots: { locale: string; root: string; version: string }[] = [
    { locale: ctx.defaultLocale.code, root: docsRoot, version: CURRENT_VERSION },
  ];
  for (const version of versions)
    docRoots.push({ locale: ctx.defaultLocale.code, root: path.join(siteDir, versionedDocsDir(version)), version });
  const pageRoots: { locale: string; root: string }[] = [
    { locale: ctx.defaultLocale.code, root: path.join(siteDir, 'pages') },
  ];
  for (const locale of ctx.locales) {
    if (locale.code === ctx.defaultLocale.code || !wanted(locale.code)) continue;
    docRoots.push({
      locale: locale.code,
      root: path.join(siteDir, 'i18n', locale.code, 'docs'),
      version: CURRENT_VERSION,
    });
    for (const version of versions)
      docRoots.push({
        locale: locale.code,
        root: path.join(siteDir, versionedTranslationsDir(locale.code, version)),
        version,
      });
    pageRoots.push({ locale: locale.code, root: path.join(siteDir, 'i18n', locale.code, 'pages') });
  }

  for (const { locale, root, version } of docRoots) {
    if (!fs.existsSync(root)) continue;
    const ignore = zeroConfigRoot && root === docsRoot ? [...IGNORE, ...SITE_FOLDERS] : IGNORE;
    const files = (await glob(['**/*.md'], { cwd: root, ignore })).sort();
    for (const rel of files) {
      const source = readSource(ctx, 'doc', locale, path.join(root, rel), rel, diagnostics, options, version);
      if (source) sources.push(source);
    }
    const categoryFiles = (
      await glob(['**/_category_.json'], {
        cwd: root,
        ignore: zeroConfigRoot && root === docsRoot ? [...IGNORE.slice(0, 3), ...SITE_FOLDERS] : IGNORE.slice(0, 3),
      })
    ).sort();
    for (const rel of categoryFiles) {
      const meta = readCategory(ctx, locale, path.join(root, rel), rel, diagnostics);
      categories.push(version === CURRENT_VERSION ? meta : { ...meta, version });
    }
  }

  for (const { locale, root } of pageRoots) {
    if (!fs.existsSync(root)) continue;
    const patterns = locale === ctx.defaultLocale.code ? ['**/*.md', '**/*.tsx', '**/*.jsx'] : ['**/*.md'];
    const files = (await glob(patterns, { cwd: root, ignore: IGNORE })).sort();
    for (const rel of files) {
      const kind = rel.endsWith('.md') ? 'markdownPage' : 'componentPage';
      const source = readSource(ctx, kind, locale, path.join(root, rel), rel, diagnostics, options);
      if (source) sources.push(source);
    }
  }

  const staticFiles: StaticFile[] = [];
  const staticRoot = path.join(siteDir, 'static');
  if (fs.existsSync(staticRoot)) {
    for (const rel of (await glob(['**/*'], { cwd: staticRoot, dot: false })).sort()) {
      staticFiles.push({ file: path.join(staticRoot, rel), outPath: toPosix(rel) });
    }
  }

  if (diagnostics.some((d) => d.severity === 'error')) throw new DocgenError(sortDiagnostics(diagnostics));

  const kept = sources.filter((s) => ctx.mode === 'serve' || !s.frontMatter.draft);
  kept.sort(
    (a, b) =>
      a.locale.localeCompare(b.locale) ||
      a.kind.localeCompare(b.kind) ||
      a.version.localeCompare(b.version) ||
      a.id.localeCompare(b.id) ||
      a.file.localeCompare(b.file),
  );
  const buildId = sha256(
    [
      DOCGEN_VERSION,
      JSON.stringify(config, replacer),
      ...kept.map((s) => `${s.relFile}:${s.hash}`),
      ...staticFiles.map((f) => f.outPath),
    ].join('\n'),
  ).slice(0, 12);
  return {
    sources: kept,
    categories,
    staticFiles,
    buildId,
    warnings: diagnostics,
    ...(versions.length > 0 ? { versions } : {}),
  };
}

function replacer(_key: string, value: unknown): unknown {
  return typeof value === 'function' ? String(value) : value;
}

function readSource(
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
  // Taken before the read: a file saved in between has other stats next time, and is read again.
  const stat =
    options.stats && options.memo && options.lazyBodies && kind !== 'componentPage' ? fs.statSync(file) : undefined;
  if (stat) {
    const seen = options.stats!.get(relFile);
    const known =
      seen && seen.size === stat.size && seen.mtimeMs === stat.mtimeMs
        ? options.memo!.get(`${seen.hash}:${relFile}`)
        : undefined;
    if (seen && known) {
      diagnostics.push(...known.diagnostics);
      const { id, prefixPosition } =
        kind === 'doc' ? docId(relPath, known.data.id) : { id: pageKey(relPath), prefixPosition: undefined };
      const source: SourceFile = {
        kind,
        locale,
        file,
        relFile,
        relPath,
        id,
        version,
        frontMatter: known.data,
        body: '',
        bodyLineOffset: known.bodyLineOffset,
        hash: seen.hash,
        prefixPosition,
        fences: seen.fences,
      };
      readBodyWhenAsked(source, known.bodyStart);
      return source;
    }
  }
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
  const parsed = frontMatterOf(text, relFile, hash, diagnostics, options.memo);
  if (!parsed) return undefined;
  const { id, prefixPosition } =
    kind === 'doc' ? docId(relPath, parsed.data.id) : { id: pageKey(relPath), prefixPosition: undefined };
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
  if (options.lazyBodies && text.endsWith(parsed.body)) {
    source.fences = fenceNames(parsed.body);
    readBodyWhenAsked(source, text.length - parsed.body.length);
    if (stat) options.stats!.set(relFile, { size: stat.size, mtimeMs: stat.mtimeMs, hash, fences: source.fences });
  }
  return source;
}

/** `source.body` becomes a getter that reads it from the file (which must not have changed). */
function readBodyWhenAsked(source: SourceFile, start: number): void {
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
      return buffer.toString('utf8').slice(start);
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
): ParsedSource | undefined {
  // The file's path is part of the key: the warnings name it.
  const key = `${hash}:${relFile}`;
  const known = memo?.get(key);
  if (known && known.bodyStart <= text.length) {
    diagnostics.push(...known.diagnostics);
    return { data: known.data, body: text.slice(known.bodyStart), bodyLineOffset: known.bodyLineOffset };
  }
  const found: Diagnostic[] = [];
  const parsed = parseFrontMatter(text, relFile, found);
  diagnostics.push(...found);
  // Kept when JSON gives it back as it is (YAML dates, say, would come back as strings).
  if (memo && parsed && text.endsWith(parsed.body) && isPlainJson(parsed.data)) {
    memo.set(key, {
      data: parsed.data,
      bodyStart: text.length - parsed.body.length,
      bodyLineOffset: parsed.bodyLineOffset,
      diagnostics: found,
    });
  }
  return parsed;
}

function isPlainJson(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isPlainJson);
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.values(value as object).every(isPlainJson);
  return false;
}

const NUMBER_PREFIX = /^(\d+)[-_.]/;

/** Doc id from the path: extension dropped, numeric prefixes stripped, front matter `id` replacing the last segment. */
export function docId(relPath: string, idOverride?: string): { id: string; prefixPosition?: number } {
  const segments = relPath.replace(/\.md$/, '').split('/');
  let prefixPosition: number | undefined;
  const clean = segments.map((seg, i) => {
    const m = NUMBER_PREFIX.exec(seg);
    if (m && i === segments.length - 1) prefixPosition = Number(m[1]);
    return m ? seg.slice(m[0].length) : seg;
  });
  if (idOverride) clean[clean.length - 1] = idOverride;
  return { id: clean.join('/'), prefixPosition };
}

function pageKey(relPath: string): string {
  return relPath.replace(/\.(md|tsx|jsx)$/, '');
}

function readCategory(
  ctx: SiteContext,
  locale: string,
  file: string,
  rel: string,
  diagnostics: Diagnostic[],
): CategoryMeta {
  const dir = toPosix(path.dirname(rel)) === '.' ? '' : toPosix(path.dirname(rel));
  const meta: CategoryMeta = {
    dir: dir
      .split('/')
      .map((s) => s.replace(NUMBER_PREFIX, ''))
      .join('/'),
    locale,
    file,
  };
  try {
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
    if (typeof data.label === 'string') meta.label = data.label;
    if (typeof data.position === 'number') meta.position = data.position;
    if (typeof data.collapsed === 'boolean') meta.collapsed = data.collapsed;
    if (typeof data.collapsible === 'boolean') meta.collapsible = data.collapsible;
    const link = data.link as { type?: string; id?: string } | undefined;
    if (link?.type === 'doc' && typeof link.id === 'string') meta.linkDocId = link.id;
  } catch (error) {
    diagnostics.push({
      name: 'InvalidSidebars',
      severity: 'error',
      message: `_category_.json is not valid JSON: ${(error as Error).message}.`,
      file: relPosix(ctx.siteDir, file),
      fix: 'write an object such as { "label": "Orders", "position": 2 }.',
    });
  }
  return meta;
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
