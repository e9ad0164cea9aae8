import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import type { SiteContext } from '@docgen/config';
import { type AssetMedia, URL_ASSET, urlAssetModule } from './assets.js';
import { isUrlImport } from './text-imports.js';
import { sitePackageDir } from '../util/site-package.js';

const JS_IMPORTS = new Set(['import-statement', 'require-call', 'dynamic-import']);
const NAMESPACE = 'docgen-url-import';
/** A name with an extension (`onig.wasm`, `model.onnx?v=2`): what a rule on files can match. */
const NAMED_FILE = /\.[A-Za-z0-9]+(?:\?.*)?$/;

/**
 * The site's `urlImports` (webpack's file-loader, url-loader and `asset/resource` rules, which
 * the migration carries over): an import of a file one matches is the file's URL, the file
 * copied with the site's media, whether the site's code or a package imports it
 * (`import('vscode-oniguruma/release/onig.wasm')`), in the server's compile, which otherwise
 * leaves packages to Node, as in the browser's bundle. Only imports naming a file with its
 * extension are looked at, and only for a site with such rules.
 */
export function urlImports(ctx: SiteContext, media: AssetMedia): Plugin {
  return {
    name: 'docgen-url-imports',
    setup(build) {
      if ((ctx.config.urlImports ?? []).length === 0) return;
      build.onResolve({ filter: NAMED_FILE }, (args) => {
        if (!JS_IMPORTS.has(args.kind) || args.namespace !== 'file') return undefined;
        const [name = ''] = args.path.split('?');
        const file = fileOf(ctx, name, args.importer, args.resolveDir);
        return file && isUrlImport(ctx, args.path, file) ? { path: file, namespace: NAMESPACE } : undefined;
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
        contents: urlAssetModule(ctx, args.path, media),
        loader: 'js',
        watchFiles: [args.path],
      }));
    },
  };
}

/** Whether an import resolved to `file` is the file's URL: an image, a font, media, a document, or a file the site's `urlImports` name. */
export function isUrlAsset(ctx: SiteContext, specifier: string, file: string): boolean {
  return URL_ASSET.test(file) || isUrlImport(ctx, specifier, file);
}

/** The file an import names, as Node finds it (a path, `@site/`, a package's file), or undefined. */
function fileOf(ctx: SiteContext, name: string, importer: string, resolveDir: string): string | undefined {
  if (name.startsWith('!') || name.startsWith('-!') || /^[a-z][a-z0-9+.-]*:/i.test(name)) return undefined;
  const local = name.startsWith('@site/')
    ? path.join(ctx.siteDir, name.slice('@site/'.length))
    : name.startsWith('.') || path.isAbsolute(name)
      ? path.resolve(resolveDir, name)
      : undefined;
  if (local) return fs.statSync(local, { throwIfNoEntry: false })?.isFile() ? local : undefined;
  // A package of the node_modules folders up from the importer, never one NODE_PATH lends (pnpm's
  // bin shims set it to docgen's own dependencies): its file would reach the output.
  const from = importer ? path.dirname(importer) : ctx.siteDir;
  const packageDir = sitePackageDir(from, name);
  if (!packageDir) return undefined;
  try {
    const file = createRequire(path.join(packageDir, 'package.json')).resolve(name);
    return file.startsWith(packageDir + path.sep) ? file : undefined;
  } catch {
    return undefined;
  }
}
