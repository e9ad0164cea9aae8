import path from 'node:path';
import type { OnResolveArgs, OnResolveResult, Plugin } from 'esbuild';

const NAMESPACE = 'docgen-lazy-package';
/** Marks the resolve this plugin asks for itself, so it does not answer its own question. */
const OWN = 'docgenLazyRequire';

/**
 * The site files a component reaches through `require()` (a `require('./player.tsx')` inside
 * `<BrowserOnly>`'s children, Docusaurus' documented way to load a browser-only library), and
 * the files those import. webpack runs such a file when the `require` runs; esbuild's bundle does
 * too, but hoists its package imports to the top of the module, so a package that reads `window`
 * when loaded threw when the page's module was imported on the server. `lazyPackage` gives those
 * imports a module of the bundle that loads the package when its importer runs.
 */
export interface LazyRequires {
  /** The esbuild plugin that notes the files (first in the list, before any resolving plugin). */
  plugin: Plugin;
  /** Whether `importer` is such a file: its package imports load lazily. */
  has(importer: string): boolean;
}

export function lazyRequires(): LazyRequires {
  const files = new Set<string>();
  const plugin: Plugin = {
    name: 'docgen-lazy-requires',
    setup(build) {
      build.onResolve({ filter: /.*/ }, async (args) => {
        if ((args.pluginData as Record<string, unknown> | undefined)?.[OWN] || !reachesLazily(args, files)) return;
        const found = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          namespace: args.namespace,
          resolveDir: args.resolveDir,
          pluginData: { ...(args.pluginData as object | undefined), [OWN]: true },
        });
        if (found.errors.length > 0) return { errors: found.errors, warnings: found.warnings };
        if (!found.external && found.namespace === 'file' && !inPackage(found.path)) files.add(found.path);
        return resultOf(found);
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
        // CommonJS, so esbuild runs it when its importer runs; `require` is Node's (the module's
        // banner makes it), which loads an ES module too (Node >= 20.19), the instance `import`
        // gives. An ES module's namespace is marked as one, so its default import is its default.
        contents: [
          'const load = require;',
          `const loaded = load(${JSON.stringify(args.path)});`,
          "module.exports = loaded && loaded[Symbol.toStringTag] === 'Module' ? { __esModule: true, ...loaded } : loaded;",
          '',
        ].join('\n'),
        loader: 'js',
      }));
    },
  };
  return { plugin, has: (importer) => files.has(importer) };
}

/** The module of the bundle that loads the package file `file` when its importer runs. */
export function lazyPackage(file: string): OnResolveResult {
  return { path: file, namespace: NAMESPACE };
}

/**
 * A `require()` of a site file's, or a relative import of a file reached so: a package is
 * answered by the package plugin (which asks `has` of its importer).
 */
function reachesLazily(args: OnResolveArgs, files: ReadonlySet<string>): boolean {
  if (args.namespace !== 'file' || !args.importer || inPackage(args.importer)) return false;
  if (args.kind === 'require-call') return true;
  return args.kind === 'import-statement' && files.has(args.importer) && /^(\.{1,2}\/|@site\/|\/)/.test(args.path);
}

function inPackage(file: string): boolean {
  return file.split(path.sep).includes('node_modules');
}

function resultOf(found: Awaited<ReturnType<Parameters<Plugin['setup']>[0]['resolve']>>): OnResolveResult {
  return {
    path: found.path,
    external: found.external,
    namespace: found.namespace,
    sideEffects: found.sideEffects,
    pluginData: found.pluginData,
    ...(found.suffix ? { suffix: found.suffix } : {}),
    warnings: found.warnings,
  };
}
