import path from 'node:path';
import { build } from 'esbuild';
import type { MermaidSettings } from '@docgen/shared/mermaid';
import type { EmittedAsset } from './stage.js';
import { inputsOf, toOutPath } from './esbuild-files.js';

/**
 * The diagram chunk and the mermaid library it imports, a build of their own: no chunk is shared
 * with the runtime's (whose first load stays as it is), and the library (3.4 MB in about 100
 * chunks, one per diagram type and layout) is fetched only by the pages that draw a diagram.
 */
export async function mermaidChunk(
  srcDir: string,
  settings: MermaidSettings,
  assets: EmittedAsset[],
  dependencies: string[],
): Promise<string | undefined> {
  const entry = path.join(srcDir, 'mermaid.js');
  const result = await build({
    entryPoints: { mermaid: entry },
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2020',
    minify: true,
    write: false,
    metafile: true,
    outdir: '/assets/js',
    entryNames: '[name]-[hash]',
    chunkNames: 'mermaid/chunk-[hash]',
    legalComments: 'none',
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"', __DOCGEN_MERMAID__: JSON.stringify(settings) },
  });
  for (const out of result.outputFiles) {
    assets.push({
      path: toOutPath(out.path),
      bytes: out.contents,
      gzip: out.contents.length,
      kind: 'js',
      firstLoad: false,
    });
  }
  dependencies.push(...inputsOf(result.metafile));
  const own = Object.entries(result.metafile.outputs).find(
    ([, o]) => o.entryPoint !== undefined && path.resolve(o.entryPoint) === path.resolve(entry),
  );
  return own ? `/${toOutPath(own[0])}` : undefined;
}
