import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Message, type Plugin } from 'esbuild';
import { DocgenError, type DiagnosticName } from '../diagnostics/index.js';
import { shortHash } from './hash.js';
import { relPosix } from './paths.js';

export interface LoadModuleOptions {
  siteDir: string;
  file: string;
  syntaxError: DiagnosticName;
  runtimeError: DiagnosticName;
  /** esbuild plugins (e.g. the `@theme-original/<Name>` alias of theme overrides). */
  plugins?: Plugin[];
}

/** What a compile error becomes: its message, why and fix (file, line and column are filled in). */
export type DescribeCompileError = (m: Message) => { message: string; why?: string; fix?: string };

/**
 * Compiles a Node-side entry (TypeScript, JSX) and what it imports into one ESM text with
 * esbuild; packages stay external (the site's pages, config and theme must share one React).
 * esbuild's messages become diagnostics named `name`, with paths relative to the site.
 */
export async function compileForNode(
  entry: string,
  options: { siteDir: string; name: DiagnosticName; describe: DescribeCompileError; plugins?: Plugin[] },
): Promise<{ code: string; inputs: string[] }> {
  const siteDir = path.resolve(options.siteDir);
  let result;
  try {
    result = await build({
      entryPoints: [entry],
      absWorkingDir: siteDir,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      packages: 'external',
      jsx: 'automatic',
      write: false,
      metafile: true,
      logLevel: 'silent',
      sourcemap: false,
      ...(options.plugins ? { plugins: options.plugins } : {}),
    });
  } catch (error) {
    const messages = (error as { errors?: Message[] }).errors ?? [];
    const rel = relPosix(siteDir, entry);
    throw new DocgenError(
      messages.length > 0
        ? messages.map((m) => ({
            name: options.name,
            severity: 'error' as const,
            ...options.describe(m),
            file: m.location ? relPosix(siteDir, path.resolve(siteDir, m.location.file)) : rel,
            line: m.location?.line,
            column: m.location ? m.location.column + 1 : undefined,
          }))
        : [{ name: options.name, severity: 'error', message: String((error as Error).message ?? error), file: rel }],
    );
  }
  return { code: result.outputFiles[0]?.text ?? '', inputs: Object.keys(result.metafile.inputs).map((p) => path.resolve(siteDir, p)) };
}

/**
 * Loads a TypeScript/JavaScript module of the site (config, sidebars, React pages): esbuild
 * compiles it to one ESM file inside the site's `.docgen/` (so bare imports resolve from the
 * site's node_modules), then Node imports it. Packages stay external: React pages and the
 * theme must share one React.
 */
export async function loadSiteModule<T = Record<string, unknown>>(options: LoadModuleOptions): Promise<{ module: T; dependencies: string[] }> {
  const { siteDir, file } = options;
  const rel = relPosix(siteDir, file);
  const { code, inputs: dependencies } = await compileForNode(file, {
    siteDir,
    name: options.syntaxError,
    ...(options.plugins ? { plugins: options.plugins } : {}),
    describe: (m) => ({ message: m.text, why: `${rel} must be valid TypeScript or JavaScript.`, fix: m.notes[0]?.text }),
  });
  const outDir = path.join(siteDir, '.docgen', 'modules');
  await fs.mkdir(outDir, { recursive: true });
  const outFile = path.join(outDir, `${path.basename(file).replace(/\.[^.]+$/, '')}-${shortHash(code)}.mjs`);
  await fs.writeFile(outFile, code);
  try {
    const module = (await import(pathToFileURL(outFile).href)) as T;
    return { module, dependencies };
  } catch (error) {
    const err = error as Error;
    throw new DocgenError([
      {
        name: options.runtimeError,
        severity: 'error',
        message: `${rel} threw while it was loaded: ${err.message}`,
        file: rel,
        why: 'docgen evaluates this file to read it; it must not throw.',
        fix: (err as { code?: string }).code === 'ERR_MODULE_NOT_FOUND' ? 'install the missing package in the site folder (pnpm add …).' : undefined,
      },
    ]);
  }
}
