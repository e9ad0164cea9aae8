import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { DOCGEN_VERSION } from './version.js';
import { sameStats, statFile, type FileStat } from './file-stats.js';
import { readJsonFile, writeJsonFile } from './json-file.js';

/**
 * What a module compiled to, kept while every file it was made of has the same size and
 * modification time (and docgen and esbuild the same versions): loading the config, sidebars
 * and pages of an unchanged site then needs neither esbuild nor a compile.
 */
interface CompileMemo {
  /** 2: the source map names the site's files relative to the module (1: to the site folder). */
  v: 2;
  /** The versions of docgen and esbuild, and the installation that compiled it (its `@docgen/*`). */
  tools: string;
  outFile: string;
  /** In esbuild's order (the dependencies returned). */
  inputs: FileStat[];
}

let tools: string | undefined;
export function toolsKey(): string {
  if (tools !== undefined) return tools;
  let esbuildVersion = '';
  try {
    esbuildVersion = (
      JSON.parse(readFileSync(createRequire(import.meta.url).resolve('esbuild/package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
  } catch {
    // unknown: the memo is written and read with the same empty version
  }
  tools = `${DOCGEN_VERSION}\0${esbuildVersion}`;
  return tools;
}

export function readCompileMemo(
  memoFile: string,
  key: string,
): { outFile: string; dependencies: string[] } | undefined {
  const memo = readJsonFile<CompileMemo>(memoFile);
  if (memo?.v !== 2 || memo.tools !== key || statFile(memo.outFile)[1] < 0) return undefined;
  const dependencies = memo.inputs.map(([file]) => file);
  return sameStats(memo.inputs, dependencies.map(statFile)) ? { outFile: memo.outFile, dependencies } : undefined;
}

export function writeCompileMemo(
  memoFile: string,
  key: string,
  compiled: { outFile: string; dependencies: string[] },
): void {
  const inputs = compiled.dependencies.map(statFile);
  if (inputs.some(([, size]) => size < 0)) return; // a file gone already: nothing worth remembering
  writeJsonFile(memoFile, { v: 2, tools: key, outFile: compiled.outFile, inputs } satisfies CompileMemo);
}
