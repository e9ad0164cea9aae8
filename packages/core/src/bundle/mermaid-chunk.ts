import path from 'node:path';
import type { Plugin } from 'esbuild';
import type { MermaidSettings } from '@docgen/shared/mermaid';
import type { EmittedAsset } from './stage.js';
import { CLIENT_CHUNK_OPTIONS, inputsOf, metaPath, toOutPath } from './esbuild-files.js';
import { bundleRoot } from './client-dir.js';
import { sitePackageDir } from '../util/site-package.js';
import { esbuild } from '../util/esbuild.js';

/** The diagram chunk's URL, and the module that gives the site's own code the library it draws with. */
export interface MermaidChunk {
  url: string;
  /** `mermaid`'s own exports (its default, the API): what `import('mermaid')` of a client module gets. */
  apiUrl?: string;
}

/** The entry of the library's own exports, made in memory: the same chunks as the diagrams'. */
const API_ENTRY = 'docgen-mermaid-api';

/**
 * The diagram chunk and the mermaid library it imports, a build of their own: no chunk is shared
 * with the runtime's (whose first load stays as it is), and the library (3.4 MB in about 100
 * chunks, one per diagram type and layout) is fetched only by the pages that draw a diagram.
 * A second entry re-exports the library: split in the same build, it shares the diagrams' copy,
 * so a client module registering icons or layouts (`mermaid.registerIconPacks`) reaches it.
 */
export async function mermaidChunk(
  srcDir: string,
  settings: MermaidSettings,
  assets: EmittedAsset[],
  dependencies: string[],
  /** The site's `@mermaid-js/layout-elk`, when it installs it. */
  elk?: SiteElk,
): Promise<MermaidChunk | undefined> {
  const entry = path.join(srcDir, 'mermaid.js');
  const result = await esbuild().build({
    entryPoints: { mermaid: entry, 'mermaid-api': API_ENTRY },
    plugins: [
      {
        name: API_ENTRY,
        setup(b) {
          b.onResolve({ filter: new RegExp(`^${API_ENTRY}$`) }, () => ({ path: API_ENTRY, namespace: API_ENTRY }));
          b.onLoad({ filter: /.*/, namespace: API_ENTRY }, () => ({
            contents: "export * from 'mermaid';\nexport { default } from 'mermaid';\n",
            resolveDir: srcDir,
            loader: 'js',
          }));
        },
      },
      siteLayouts(srcDir, elk),
    ],
    ...CLIENT_CHUNK_OPTIONS,
    absWorkingDir: bundleRoot(),
    chunkNames: 'mermaid/chunk-[hash]',
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
    ([, o]) => o.entryPoint !== undefined && metaPath(o.entryPoint) === path.resolve(entry),
  );
  const api = Object.entries(result.metafile.outputs).find(([, o]) => o.entryPoint?.endsWith(API_ENTRY));
  return own ? { url: `/${toOutPath(own[0])}`, ...(api ? { apiUrl: `/${toOutPath(api[0])}` } : {}) } : undefined;
}

/**
 * `docgen:mermaid-layouts`, the loaders the diagram chunk registers: the site's ELK layouts when it
 * installs `@mermaid-js/layout-elk` (theme-mermaid registers them then), none otherwise. The
 * package is imported as the site's bundler imports it (its `import` export); its own `mermaid`
 * imports (a peer dependency) are docgen's copy, the one that draws.
 */
function siteLayouts(srcDir: string, elk: SiteElk | undefined): Plugin {
  return {
    name: 'docgen-mermaid-layouts',
    setup(b) {
      b.onResolve({ filter: /^docgen:mermaid-layouts$/ }, () => ({
        path: 'layouts',
        namespace: 'docgen-mermaid-layouts',
      }));
      b.onLoad({ filter: /.*/, namespace: 'docgen-mermaid-layouts' }, () => ({
        contents: elk ? `import elk from '${ELK}';\nexport default [elk];\n` : 'export default [];\n',
        resolveDir: elk?.siteDir ?? srcDir,
        loader: 'js',
      }));
      if (!elk) return;
      b.onResolve({ filter: /^mermaid(\/.*)?$/ }, (args) =>
        args.importer.startsWith(elk.packageDir + path.sep) && !args.pluginData
          ? b.resolve(args.path, { resolveDir: srcDir, kind: args.kind, pluginData: true })
          : undefined,
      );
    },
  };
}

const ELK = '@mermaid-js/layout-elk';

/** The site's `@mermaid-js/layout-elk`: where it is installed, and the folder it is imported from. */
export interface SiteElk {
  siteDir: string;
  packageDir: string;
}

/** The site's `@mermaid-js/layout-elk`, looked for as Node does (node_modules from the site folder up). */
export function siteElkLayouts(siteDir: string): SiteElk | undefined {
  const packageDir = sitePackageDir(path.resolve(siteDir), ELK);
  return packageDir === undefined ? undefined : { siteDir, packageDir };
}
