import type { Loader } from 'esbuild';
import { esbuild } from './esbuild.js';

const MODULE_SYNTAX = /^\s*(?:import\s*[\w{*'"]|export\s)/m;
const COMMONJS_EXPORTS = /(?<![.\w$])(?:module\.exports\b|exports\.[\w$]+\s*=)/;

/** Whether `asCommonJs` may make CommonJS of the file (comments not stripped yet). */
export function mayBeMixed(text: string, file: string): boolean {
  // Node itself runs `.mjs` and `.mts` as ES modules only.
  return !/\.m[jt]s$/.test(file) && MODULE_SYNTAX.test(text) && COMMONJS_EXPORTS.test(text);
}

/**
 * A site file that imports or exports as an ES module and exports as CommonJS (`import semver
 * from 'semver'`, `export interface Release {…}`, then `module.exports = function plugin() {…}`),
 * turned into the CommonJS file it means: Docusaurus loads its plugins, config and sidebars with
 * jiti, which compiles such a file to CommonJS and runs it. esbuild bundles a file with an
 * `export` (even of a type only) as an ES module, where `module` is not defined: it threw
 * "module is not defined in ES module scope". Undefined for any other file, and for one CommonJS
 * cannot express (top-level `await`): it stays as it was.
 */
export async function asCommonJs(text: string, file: string, loader: Loader): Promise<string | undefined> {
  if (!mayBeMixed(text, file)) return undefined;
  const { transform } = esbuild();
  try {
    // Read without comments: one naming `module.exports` does not make a mixed file.
    const bare = await transform(text, { loader, format: 'esm', jsx: 'preserve', logLevel: 'silent' });
    if (!COMMONJS_EXPORTS.test(bare.code)) return undefined;
    const cjs = await transform(text, {
      loader,
      format: 'cjs',
      jsx: 'automatic',
      sourcefile: file,
      sourcemap: 'inline',
      sourcesContent: false,
      logLevel: 'silent',
    });
    return cjs.code;
  } catch {
    return undefined;
  }
}
