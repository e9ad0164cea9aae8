/**
 * The engine chunk (`browser.ts` and MiniSearch, minified ESM, no dependencies left): esbuild's
 * options for it, shared by the plugin and by docgen's own build (`scripts/build-package.mjs`
 * calls `prebundle`), which writes it once into dist/ so that a site's first build reads a file
 * instead of starting esbuild (its load, its service process and the bundling: about 30 ms of
 * CPU of every build without a cache).
 */
import path from 'node:path';

/** The prebundled engine's file name, beside the compiled `browser.js`. */
export const ENGINE_FILE = 'engine.min.js';

/** esbuild's options for the engine chunk, from its entry (`browser.js`, or `browser.ts` in the sources). */
export function engineBuildOptions(entry: string) {
  return {
    entryPoints: [entry],
    bundle: true,
    format: 'esm' as const,
    target: 'es2020',
    minify: true,
    write: false as const,
    legalComments: 'none' as const,
    logLevel: 'silent' as const,
    platform: 'browser' as const,
  };
}

type Build = (options: ReturnType<typeof engineBuildOptions>) => Promise<{ outputFiles: { contents: Uint8Array }[] }>;

/** Writes the engine chunk into `dist` (called by docgen's build once the package is compiled). */
export async function prebundle(dist: string, build: Build): Promise<void> {
  const { writeFileSync } = await import('node:fs');
  const result = await build(engineBuildOptions(path.join(dist, 'browser.js')));
  writeFileSync(path.join(dist, ENGINE_FILE), result.outputFiles[0]!.contents);
}
