import { existsSync, readFileSync } from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { resolveAsImport } from './import-resolve.js';
import { sitePackageDir } from './site-package.js';

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

const typeScriptEntries = new Map<string, string | undefined>();

/**
 * The TypeScript file a package import names (`"main": "src/index.ts"`), or undefined. A monorepo's
 * workspace package (a remark plugin of the docs site, linked into node_modules) is often published
 * to its siblings as source: Docusaurus loads it through jiti and webpack, which compile TypeScript
 * anywhere, while Node cannot import it ("Unknown file extension .ts"), so it is compiled with the
 * module that imports it.
 */
export function typeScriptPackageEntry(siteDir: string, specifier: string): string | undefined {
  if (isBuiltin(specifier)) return undefined;
  const key = `${siteDir}\0${specifier}`;
  if (typeScriptEntries.has(key)) return typeScriptEntries.get(key);
  let entry: string | undefined;
  const dir = sitePackageDir(siteDir, specifier);
  // Most packages name no TypeScript file in their manifest: they are not resolved again.
  if (dir && /\.[cm]?tsx?"/.test(readFileSync(path.join(dir, 'package.json'), 'utf8'))) {
    try {
      const file = resolveAsImport(siteDir, specifier);
      if (/\.[cm]?tsx?$/.test(file) && !file.endsWith('.d.ts')) entry = file;
    } catch {
      // Not resolvable: left to Node, whose error names it.
    }
  }
  typeScriptEntries.set(key, entry);
  return entry;
}

/** esbuild's side: package paths of a module compiled for Node, completed as `nodeSpecifier` does. */
export function nodeSpecifiers(siteDir: string): Plugin {
  return {
    name: 'docgen-node-specifiers',
    setup(build) {
      build.onResolve({ filter: /^(@[^./][^/]*\/)?[^./@:][^/:]*(\/.*)?$/ }, (args) => {
        if (args.kind === 'entry-point') return undefined;
        const source = typeScriptPackageEntry(siteDir, args.path);
        if (source) return { path: source };
        const completed = nodeSpecifier(siteDir, args.path);
        return completed === args.path ? undefined : { path: completed, external: true };
      });
    },
  };
}
