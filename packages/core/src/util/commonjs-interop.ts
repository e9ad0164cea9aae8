import path from 'node:path';
import type { Plugin } from 'esbuild';

/**
 * Node's link error for a named import of a CommonJS package whose names its lexer cannot read
 * (`import { Joi } from '@docusaurus/utils-validation'`, whose `exports.Joi` is a getter of a
 * TypeScript helper's result). The group is the specifier as the module wrote it.
 */
const COMMONJS_NAMED_IMPORT = /^Named export '[^']+' not found\. The requested module '([^']+)' is a CommonJS module/;

/** The package a module failed to import a name of (`COMMONJS_NAMED_IMPORT`), or undefined. */
export function commonJsNamedImportOf(error: unknown): string | undefined {
  if (!(error instanceof SyntaxError)) return undefined;
  return COMMONJS_NAMED_IMPORT.exec(error.message)?.[1];
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
