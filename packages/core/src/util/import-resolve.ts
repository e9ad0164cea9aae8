import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const importResolvers = new Map<string, (specifier: string) => string | false>();

/**
 * The file a package specifier names when an ES module imports it from the site folder: the
 * "import" and "node" conditions of its "exports" map, as Node's `import` and webpack
 * (Docusaurus) read them, then `require`'s answer. `createRequire().resolve` alone takes the
 * "require" condition: a package whose "require" file is CommonJS under `"type": "module"` then
 * loads as an ES module that throws "require is not defined", and one that exports only an
 * "import" condition looks missing. Throws as `require.resolve` does when neither finds it.
 */
export function resolveAsImport(siteDir: string, specifier: string): string {
  let resolve = importResolvers.get(siteDir);
  if (!resolve) {
    // webpack's own resolver, with Node's ESM rules: no "module" field (Node would parse that
    // file as CommonJS in a package without `"type": "module"`).
    // Required here, not imported: only a site importing packages from MDX or its components needs it.
    const enhancedResolve = createRequire(import.meta.url)('enhanced-resolve') as typeof import('enhanced-resolve');
    const resolver = enhancedResolve.create.sync({
      conditionNames: ['node', 'import'],
      mainFields: ['main'],
      extensions: ['.js', '.mjs', '.cjs', '.json', '.node'],
    });
    resolve = (s) => resolver(siteDir, s);
    importResolvers.set(siteDir, resolve);
  }
  try {
    const file = resolve(specifier);
    if (file) return file;
  } catch {
    // Not found with the import conditions (a path inside a package without "exports"): `require`'s.
  }
  return createRequire(path.join(siteDir, 'package.json')).resolve(specifier);
}

/**
 * The package.json fields a browser bundle of the site's code reads, in webpack's order for the
 * web (Docusaurus): given explicitly, esbuild reads them for a `require()` too, where its default
 * prefers "main" (a UMD build whose factory gets `require`, which no bundler follows).
 */
export const BROWSER_MAIN_FIELDS = ['browser', 'module', 'main'];

/**
 * The "exports" conditions a browser bundle of the site's code reads beside esbuild's own
 * (`browser`, `import`/`require`, `default`): webpack's in a production build (Docusaurus), whose
 * mode is a condition, so a package exporting a path under `production` alone
 * (`"./index.css": { "development": …, "production": … }`) resolves as there. esbuild adds `module`
 * only when no conditions are given, so it is named too.
 */
export const BROWSER_CONDITIONS = ['production', 'module'];

/**
 * What a browser bundle of the site's code defines, before the config's `define`: webpack 5 (which
 * Docusaurus runs with its `node.global` default) makes Node's `global` the global object.
 */
export const BROWSER_DEFINES: Readonly<Record<string, string>> = {
  'process.env.NODE_ENV': '"production"',
  global: 'globalThis',
};

/**
 * The `node_modules` folders of the site folder and its parents: where a browser bundle looks for
 * a package after the importing file's own folders, as the server render and Docusaurus' webpack
 * (`resolve.modules` ends with the site's `node_modules`) do for a file outside the site folder.
 */
/**
 * The extensions an import of the site's code may leave out, in Docusaurus' webpack order
 * (`resolve.extensions`, without `.wasm`): a folder with a stale `index.tsx` beside a working
 * `index.js` gets the `.js` one, as under Docusaurus. esbuild's default tries `.tsx` first.
 */
export const SITE_EXTENSIONS = ['.mjs', '.js', '.jsx', '.ts', '.tsx', '.json'];

/** `SITE_EXTENSIONS` as esbuild's `resolveExtensions` (with `.css`, which esbuild resolved before). */
export const SITE_RESOLVE_EXTENSIONS = [...SITE_EXTENSIONS, '.css'];

/**
 * `SITE_RESOLVE_EXTENSIONS` after the site's own `resolveExtensions` (`.web.js` of a react-native-web
 * site), which webpack tried first under Docusaurus: a file named so wins over the plain one.
 */
export function siteResolveExtensions(config: { resolveExtensions?: readonly string[] }): string[] {
  const own = config.resolveExtensions ?? [];
  return own.length === 0 ? SITE_RESOLVE_EXTENSIONS : [...new Set([...own, ...SITE_RESOLVE_EXTENSIONS])];
}

/**
 * esbuild's `supported` for the site's code bundled for the browser (target `es2020`): top-level
 * `await` stays as written, as webpack 5 (so Docusaurus) bundles it, since a package may await
 * its WebAssembly when it loads (yoga-layout); these bundles are ES modules, and every browser
 * that runs them with top-level `await` (Chrome 89, Firefox 89, Safari 15) waits for it.
 */
export const SITE_BROWSER_SUPPORTED: Readonly<Record<string, boolean>> = { 'top-level-await': true };

export function siteNodePaths(siteDir: string): string[] {
  const found: string[] = [];
  for (let dir = path.resolve(siteDir); ; dir = path.dirname(dir)) {
    const modules = path.join(dir, 'node_modules');
    if (fs.existsSync(modules)) found.push(modules);
    if (path.dirname(dir) === dir) return found;
  }
}
