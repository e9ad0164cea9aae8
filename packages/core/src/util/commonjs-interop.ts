import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { isModuleFile } from './module-format.js';

/**
 * Node's link error for a named import of a CommonJS package whose names its lexer cannot read
 * (`import { Joi } from '@docusaurus/utils-validation'`, whose `exports.Joi` is a getter of a
 * TypeScript helper's result). The group is the specifier as the module wrote it.
 */
const COMMONJS_NAMED_IMPORT = /^Named export '[^']+' not found\. The requested module '([^']+)' is a CommonJS module/;

/**
 * The same link error once a module hook is registered (docgen's React routing, see
 * `shareDocgenReact`): Node then gives an ES module's wording for a CommonJS package.
 */
const MISSING_EXPORT = /^The requested module '([^']+)' does not provide an export named '[^']+'/;

/**
 * The package a module failed to import a name of (`COMMONJS_NAMED_IMPORT`), or undefined. With
 * a module hook registered the error does not say the package is CommonJS: it is, when the
 * specifier resolves from `importer` (the module that failed) to a file Node loads as CommonJS.
 */
export function commonJsNamedImportOf(error: unknown, importer: string): string | undefined {
  if (!(error instanceof SyntaxError)) return undefined;
  const named = COMMONJS_NAMED_IMPORT.exec(error.message)?.[1];
  if (named !== undefined) return named;
  const specifier = MISSING_EXPORT.exec(error.message)?.[1];
  if (specifier === undefined || /^[./]|^(node|file|data):/.test(specifier)) return undefined;
  try {
    return isModuleFile(createRequire(importer).resolve(specifier)) ? undefined : specifier;
  } catch {
    // Not resolvable for `require`: an ES-only package, whose missing name is truly missing.
    return undefined;
  }
}

/**
 * Imports of these packages read as `require()`, their names as properties of `module.exports`:
 * Docusaurus loads the config, sidebars and plugin files of a site with jiti, which turns a named
 * import of a CommonJS package into a property read, so such an import works there whatever
 * names Node's lexer finds. Only packages Node failed to link are given: any other import keeps
 * Node's ES module semantics.
 */
export function commonJsInterop(specifiers: ReadonlySet<string>): Plugin {
  return {
    name: 'docgen-commonjs-interop',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) =>
        specifiers.has(args.path) && args.namespace !== 'docgen-commonjs'
          ? { path: `${args.path}\0${args.resolveDir}`, namespace: 'docgen-commonjs' }
          : undefined,
      );
      build.onLoad({ filter: /.*/, namespace: 'docgen-commonjs' }, (args) => {
        // Resolved by Node from the importing file's folder, as the import itself was.
        const [specifier, resolveDir] = args.path.split('\0') as [string, string];
        const from = path.join(resolveDir, 'noop.js');
        return {
          contents: `module.exports = require('node:module').createRequire(${JSON.stringify(from)})(${JSON.stringify(specifier)});`,
          loader: 'js',
        };
      });
    },
  };
}
