import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RawConfig } from '../config/raw.js';
import type { Diagnostic } from '@docgen/diagnostics';
import type { BuildResult } from './types.js';
import { resolveThemeModule, THEME_TREE_IGNORE } from '../theme/load-theme.js';
import { findPackageRoot } from '../util/package-root.js';
import { sha256 } from '../util/hash.js';
import { listTree, sameStats, statFiles, type FileStat } from '../util/file-stats.js';
import { readJsonFile, writeJsonFile } from '../util/json-file.js';
import { DOCGEN_VERSION } from '../util/version.js';
import { packageDir } from '@docgen/config';
import { codeTree, ownDependencyVersions } from '../util/own-code.js';

/** The options of a build that change its output. */
export interface StampOptions {
  outDir: string;
  resolveFrom?: string[];
  strict?: boolean;
  locales?: string[];
  configFile?: string;
  spliceSidebar?: boolean;
}

/**
 * Everything a build reads, taken before it reads it: a key of the settings and the code that
 * makes the output, and every file of the folders it reads from. Taken at the start, so that a
 * file saved while the build runs makes the next build run again.
 */
export interface InputSnapshot {
  key: string;
  trees: Record<string, FileStat[]>;
}

/** What `docgen build` prints of a build, kept to print it again when nothing changed. */
export interface BuildSummary {
  pagesPerLocale: Record<string, number>;
  /** Warnings of that build (a build with errors writes no stamp). */
  diagnostics: Diagnostic[];
  output: { files: number; bytes: number };
  linksChecked: number;
  assets: { path: string; size: number; gzip: number; firstLoad: boolean }[];
  firstLoadJsGzip: number;
  firstLoadBudget: number;
  /** The heaviest pages on first load, gzip (absent in stamps of older builds). */
  heaviestPages?: { path: string; gzip: number }[];
  pageWeightBudget?: number;
}

/** The record of the last complete build into an output folder. */
export interface BuildStamp {
  v: 1;
  key: string;
  trees: Record<string, FileStat[]>;
  /** Single files read besides the trees (the client bundle's and the config's sources). */
  files: FileStat[];
  /** Every file of the output folder once swapped in. */
  outputs: FileStat[];
  summary: BuildSummary;
}

/** What `docgen build` prints of a build. */
export function summaryOf(result: BuildResult): BuildSummary {
  return {
    pagesPerLocale: result.pagesPerLocale,
    diagnostics: result.diagnostics,
    output: result.output,
    linksChecked: result.linksChecked,
    assets: result.bundle.assets.map((a) => ({
      path: a.path,
      size: a.bytes.length,
      gzip: a.gzip,
      firstLoad: a.firstLoad,
    })),
    firstLoadJsGzip: result.bundle.firstLoadJsGzip,
    firstLoadBudget: result.ctx.config.budgets.firstLoadJsGzip,
    heaviestPages: result.heaviestPages,
    pageWeightBudget: result.ctx.config.budgets.pageWeightGzip,
  };
}

export function stampFile(siteDir: string, outDir: string): string {
  return path.join(siteDir, '.docgen', 'output', `${sha256(path.resolve(outDir)).slice(0, 16)}.stamp.json`);
}

export function readStamp(file: string): BuildStamp | undefined {
  const stamp = readJsonFile<BuildStamp>(file);
  return stamp?.v === 1 ? stamp : undefined;
}

export function writeStamp(file: string, stamp: BuildStamp): void {
  writeJsonFile(file, stamp);
}

export function removeStamp(file: string): void {
  fs.rmSync(file, { force: true });
}

/**
 * The snapshot of a site's inputs: the site folder (but its output, `.docgen`, `node_modules`
 * and `.git`), the theme package, docgen's own compiled code, and a key of the options, the
 * evaluated config, the plugins' cache keys, Node's and the dependencies' versions.
 */
export function takeSnapshot(siteDir: string, raw: RawConfig, options: StampOptions): InputSnapshot {
  const site = path.resolve(siteDir);
  const outDir = path.resolve(options.outDir);
  const config = (raw.value ?? {}) as { theme?: unknown; plugins?: unknown };
  const themeName = typeof config.theme === 'string' ? config.theme : '@docgen/theme-default';
  let themeRoot = '';
  try {
    themeRoot = findPackageRoot(resolveThemeModule(site, themeName, options.resolveFrom));
  } catch {
    // no theme found: the build says so; the key below still differs from any good build's
  }
  const coreRoot = findPackageRoot(fileURLToPath(import.meta.url));
  const sharedRoot = packageDir(coreRoot, '@docgen/shared');
  const plugins = (Array.isArray(config.plugins) ? config.plugins : []).map((p: unknown) => {
    const plugin = p as { name?: unknown; cacheKey?: unknown } | null;
    return plugin && typeof plugin === 'object'
      ? `${String(plugin.name)}:${typeof plugin.cacheKey === 'function' ? String((plugin.cacheKey as (site: { siteDir: string }) => unknown).call(plugin, { siteDir: site })) : ''}`
      : String(p);
  });
  const key = sha256(
    JSON.stringify([
      DOCGEN_VERSION,
      process.version,
      outDir,
      options.strict === true,
      options.locales ?? [],
      options.configFile ?? '',
      options.spliceSidebar !== false,
      raw.file ?? '',
      serializeConfig(raw.value),
      plugins,
      themeName,
      themeRoot,
      ownDependencyVersions(coreRoot).map((d) => `${d.name}@${d.version}@${d.dir ?? '?'}`),
    ]),
  );
  const trees: Record<string, FileStat[]> = {
    site: listTree(site, [
      '.docgen/**',
      '**/node_modules/**',
      '**/.git/**',
      ...(isInside(site, outDir) ? [`${path.relative(site, outDir).split(path.sep).join('/')}/**`] : []),
    ]),
    core: codeTree(path.join(coreRoot, 'dist')).files,
  };
  if (sharedRoot) trees.shared = codeTree(path.join(sharedRoot, 'dist')).files;
  if (themeRoot) trees.theme = codeTree(themeRoot, THEME_TREE_IGNORE).files;
  return { key, trees };
}

/** True when the stamp's build had these inputs and its output folder is exactly as it left it. */
export function stampHolds(stamp: BuildStamp, now: InputSnapshot, outDir: string): boolean {
  if (stamp.key !== now.key) return false;
  const names = Object.keys(now.trees);
  if (names.length !== Object.keys(stamp.trees).length) return false;
  for (const name of names) if (!sameStats(stamp.trees[name], now.trees[name]!)) return false;
  if (!sameStats(stamp.files, statFiles(stamp.files.map(([file]) => file)))) return false;
  return sameStats(stamp.outputs, listTree(path.resolve(outDir)));
}

/** The config as data: functions by their source (their files are in the snapshot too). */
function serializeConfig(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, v: unknown) =>
    typeof v === 'function' ? `[function ${v.toString()}]` : v,
  );
}

function isInside(dir: string, file: string): boolean {
  const rel = path.relative(dir, file);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
}
