import { existsSync, readFileSync } from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';

/**
 * A package import as Node's ESM loader finds it. Webpack (Docusaurus) and `require` complete a
 * path inside a package that has no "exports" map (`regenerator-runtime/runtime`,
 * `semver/functions/satisfies`); Node's `import` does not ("Cannot find module … Did you mean
 * runtime.js?"), so a compiled module that imports it failed when loaded. Such a path is given
 * with the file `require` finds (`regenerator-runtime/runtime.js`), and a package whose only
 * entry is webpack's "module" field with that file; any other stays as written.
 */
export function nodeSpecifier(siteDir: string, specifier: string): string {
  const parts = specifier.split('/');
  const nameLength = specifier.startsWith('@') ? 2 : 1;
  // A builtin (`fs`, `node:path`) is no package: `require.resolve` would walk node_modules to fail.
  if (isBuiltin(specifier) || /\.[cm]?js$|\.json$/.test(specifier)) return specifier;
  const name = parts.slice(0, nameLength).join('/');
  try {
    const require = createRequire(path.join(siteDir, 'package.json'));
    const manifest = require.resolve(`${name}/package.json`);
    const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { exports?: unknown; main?: unknown; module?: unknown };
    if (pkg.exports !== undefined) return specifier;
    if (parts.length <= nameLength) {
      // A package with only "module" (webpack's field, monaco-editor): its file, which Node imports.
      const main = typeof pkg.main === 'string' ? pkg.main : 'index.js';
      const hasMain = ['', '.js', '/index.js'].some((end) => existsSync(path.join(path.dirname(manifest), main + end)));
      return !hasMain && typeof pkg.module === 'string' ? `${name}/${pkg.module.replace(/^\.\//, '')}` : specifier;
    }
    const file = require.resolve(specifier);
    const inside = path.relative(path.dirname(manifest), file).split(path.sep).join('/');
    return inside.startsWith('..') ? specifier : `${name}/${inside}`;
  } catch {
    return specifier;
  }
}

/** esbuild's side: package paths of a module compiled for Node, completed as `nodeSpecifier` does. */
export function nodeSpecifiers(siteDir: string): Plugin {
  return {
    name: 'docgen-node-specifiers',
    setup(build) {
      build.onResolve({ filter: /^(@[^./][^/]*\/)?[^./@:][^/:]*(\/.*)?$/ }, (args) => {
        if (args.kind === 'entry-point') return undefined;
        const completed = nodeSpecifier(siteDir, args.path);
        return completed === args.path ? undefined : { path: completed, external: true };
      });
    },
  };
}
