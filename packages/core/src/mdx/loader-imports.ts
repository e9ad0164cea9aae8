import fs from 'node:fs';
import path from 'node:path';
import type { PluginBuild } from 'esbuild';
import type { SiteContext } from '@docgen/config';
import { type InlineLoader, loaderFailed, runLoaders } from './inline-loaders.js';
import type { resolveSpecifier } from './resolve.js';

/**
 * webpack's inline loader form that Docusaurus documents for code snippets
 * (`import source from '!!raw-loader!./example.ts'`): the file's text, whatever it holds.
 */
export const RAW_LOADER = /^-?!{0,2}raw-loader!/;

/** The why of rule-imports.ts' error for a loader of `loaderImports` that cannot be resolved. */
const LOADER_RULE_WHY = /loaders of docgen\.config\.ts's loaderImports/;

const JS_IMPORTS = new Set(['import-statement', 'require-call', 'dynamic-import', 'require-resolve']);

/** esbuild's filter (Go regexp) for the specifiers `rawLoaderImports` resolves (and loader chains). */
const INLINE_FORMS = /^-?!{0,2}raw-loader!|^(?:-!|!!|!)[^!]+$|^[^:?]+\?|^(?:-!|!!|!)?[^!:]+!/;

/**
 * esbuild's side of `!!raw-loader!` and `?raw`: the file, loaded as text (a component's code
 * snippets); `!!./file` and another query: the file.
 */
export function rawLoaderImports(
  ctx: SiteContext,
  docusaurusModules: Readonly<Record<string, string>>,
  build: PluginBuild,
  // Passed in by resolve.ts, which registers this plugin: importing it here would make a cycle.
  resolve: typeof resolveSpecifier,
): void {
  build.onResolve({ filter: INLINE_FORMS }, (args) => {
    // A stylesheet's `url(font.woff2?v=4)` keeps esbuild's own handling (and its query).
    if (!RAW_LOADER.test(args.path) && !JS_IMPORTS.has(args.kind)) return undefined;
    const resolved = resolve(ctx, docusaurusModules, args.path, args.importer);
    // Its why and fix go with it (`describeImportError` reads them from the detail).
    if (resolved.kind === 'error') {
      const { message: text, why, fix } = resolved.error;
      return { errors: [{ text, detail: { why, fix } }] };
    }
    if (resolved.kind === 'raw') return { path: resolved.file, namespace: 'docgen-raw' };
    if (resolved.kind === 'loaded') return { path: args.path, namespace: 'docgen-loaded', pluginData: resolved };
    if (resolved.kind === 'module' || resolved.kind === 'mdx') return { path: resolved.file };
    return undefined;
  });
  // The site's `textImports` and `loaderImports` (webpack rules importing files as text, or
  // through loaders) over its plain file imports.
  if ((ctx.config.textImports ?? []).length + (ctx.config.loaderImports ?? []).length > 0)
    build.onResolve({ filter: /^\.\.?\/|^@site\/|^\/[^/]/ }, (args) => {
      if (!JS_IMPORTS.has(args.kind)) return undefined;
      const resolved = resolve(ctx, docusaurusModules, args.path, args.importer);
      // A loader of loaderImports that is missing: the error names it (other errors are esbuild's own).
      if (resolved.kind === 'error' && LOADER_RULE_WHY.test(resolved.error.why ?? '')) {
        const { message: text, why, fix } = resolved.error;
        return { errors: [{ text, detail: { why, fix } }] };
      }
      // One module per file: the rule's loaders are the same for every import of it.
      if (resolved.kind === 'loaded') return { path: resolved.file, namespace: 'docgen-loaded', pluginData: resolved };
      return resolved.kind === 'raw' ? { path: resolved.file, namespace: 'docgen-raw' } : undefined;
    });
  build.onLoad({ filter: /.*/, namespace: 'docgen-raw' }, (args) => ({
    contents: fs.readFileSync(args.path, 'utf8'),
    loader: 'text',
    watchFiles: [args.path],
  }));
  // The loaders' output is JavaScript, bundled with its own imports from the file's folder.
  build.onLoad({ filter: /.*/, namespace: 'docgen-loaded' }, async (args) => {
    const { file, loaders } = args.pluginData as { file: string; loaders: InlineLoader[] };
    try {
      const contents = await runLoaders(ctx, loaders, file);
      return { contents, loader: 'js', resolveDir: path.dirname(file), watchFiles: [file] };
    } catch (error) {
      return { errors: [{ text: loaderFailed(ctx, args.path, file, error).message }] };
    }
  });
}
