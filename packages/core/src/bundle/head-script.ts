import { esbuild } from '../util/esbuild.js';
import path from 'node:path';

/**
 * The compiler options docgen's own code is bundled with, whatever tsconfig.json lies above it:
 * esbuild reads the nearest one, which is docgen's in its repository but the site's (or none)
 * where docgen is installed, and a `strict` or `alwaysStrict` there changed the head script's
 * bytes, so its CSP hash, from one install to the next.
 */
export const DOCGEN_TSCONFIG = { compilerOptions: { alwaysStrict: true } } as const;

/** The inline head script (colour mode before first paint), minified, and the files it was made of. */
export async function headScript(entry: string, root: string): Promise<{ code: string; inputs: string[] }> {
  const result = await esbuild().build({
    entryPoints: [entry],
    absWorkingDir: root,
    bundle: true,
    format: 'iife',
    target: 'es2017',
    minify: true,
    write: false,
    metafile: true,
    logLevel: 'silent',
    legalComments: 'none',
    tsconfigRaw: DOCGEN_TSCONFIG,
  });
  return {
    code: (result.outputFiles[0]?.text ?? '').trim(),
    inputs: Object.keys(result.metafile.inputs).map((p) => path.resolve(root, p)),
  };
}
