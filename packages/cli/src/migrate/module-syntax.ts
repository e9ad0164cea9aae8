import fs from 'node:fs';
import Module from 'node:module';
import { pathToFileURL } from 'node:url';
import { isModuleFile } from '@docgen/core';
import { type Loader, transformSync } from 'esbuild';

// Docusaurus loads presets and plugins with jiti: a require whose hook compiles TypeScript and ES
// module syntax to CommonJS, so `./src/preset.ts` or a package whose entry is an ES module load as
// CommonJS does. Node 20's require refuses both (ERR_REQUIRE_ESM, or a SyntaxError on `export` or
// a type), and migrate said the preset "could not be run". The same hook here, for the time a
// preset runs: every file it requires goes through Module._load, where the classic preset is
// answered and the modules it loads are noted by import (run-presets.ts).

type Compile = (module: { _compile(code: string, file: string): unknown }, filename: string) => void;

const LOADERS: Record<string, Loader> = { '.ts': 'ts', '.cts': 'ts', '.mts': 'ts', '.tsx': 'tsx', '.mjs': 'js' };
/** What Node's CommonJS loader says of a `.js` file written with ES module syntax. */
const MODULE_SYNTAX = /Cannot use import statement outside a module|Unexpected token 'export'/;

/** The file compiled to CommonJS, with a source map, so a frame of a throw names its own line. */
function compiled(filename: string, loader: Loader): string {
  const source = fs.readFileSync(filename, 'utf8');
  return transformSync(source, {
    loader,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    sourcemap: 'inline',
    sourcefile: filename,
    define: { 'import.meta.url': JSON.stringify(pathToFileURL(filename).href) },
    logLevel: 'silent',
  }).code;
}

/**
 * Runs `fn` with Node's require able to load TypeScript and ES module files as jiti does (and
 * to find `./x` as `x.ts`); Node's own loaders come back after, and its source maps setting.
 */
export async function withModuleSyntax<T>(fn: () => Promise<T>): Promise<T> {
  const restore = installModuleSyntax();
  try {
    return await fn();
  } finally {
    restore();
  }
}

/** `withModuleSyntax` for a synchronous `fn` (a theme package required to read its theme folder). */
export function withModuleSyntaxSync<T>(fn: () => T): T {
  const restore = installModuleSyntax();
  try {
    return fn();
  } finally {
    restore();
  }
}

/**
 * What Node's require says of an ES file it cannot load where jiti can: ES syntax it refuses, or
 * (Node 20.19's require of ES modules) ES files that import each other without extensions, as tsc
 * writes them (@netfoundry/docusaurus-theme).
 */
function jitiLoads(error: unknown): boolean {
  if (nodeCannotLoad(error)) return true;
  return error instanceof SyntaxError && MODULE_SYNTAX.test(error.message);
}

/** Node's codes for an ES package it cannot load as published (jiti, Docusaurus' loader, can). */
const UNLOADABLE = new Set(['ERR_MODULE_NOT_FOUND', 'ERR_UNSUPPORTED_DIR_IMPORT', 'ERR_REQUIRE_ESM']);

/** Whether Node failed to load a module for one of those reasons. */
export function nodeCannotLoad(error: unknown): boolean {
  return UNLOADABLE.has(String((error as { code?: string } | undefined)?.code));
}

/** Installs the hooks of `withModuleSyntax`; gives what puts Node's back. */
function installModuleSyntax(): () => void {
  const extensions = (Module as unknown as { _extensions: Record<string, Compile | undefined> })._extensions;
  const saved = new Map(
    Object.keys(LOADERS)
      .concat('.js')
      .map((ext) => [ext, extensions[ext]]),
  );
  const nodeJs = extensions['.js']!;
  for (const [ext, loader] of Object.entries(LOADERS))
    extensions[ext] = (module, filename) => module._compile(compiled(filename, loader), filename);
  extensions['.js'] = (module, filename) => {
    if (isModuleFile(filename)) return module._compile(compiled(filename, 'jsx'), filename);
    try {
      nodeJs(module, filename);
    } catch (error) {
      if (!jitiLoads(error)) throw error;
      module._compile(compiled(filename, 'jsx'), filename);
    }
  };
  const process_ = process as unknown as { sourceMapsEnabled?: boolean; setSourceMapsEnabled?(on: boolean): void };
  const maps = process_.sourceMapsEnabled === true;
  process_.setSourceMapsEnabled?.(true);
  return () => {
    for (const [ext, compile] of saved)
      if (compile) extensions[ext] = compile;
      else delete extensions[ext];
    process_.setSourceMapsEnabled?.(maps);
  };
}
