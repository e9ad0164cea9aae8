import path from 'node:path';
import type { OnResolveResult, PluginBuild } from 'esbuild';
import { relPosix } from '../util/paths.js';

const NAMESPACE = 'docgen-absent';

/** Docusaurus' module aliases: what a theme package's files import from the Docusaurus app. */
const DOCUSAURUS_ALIAS = /^(@theme|@theme-original|@theme-init|@docusaurus)\//;

/**
 * A Docusaurus module docgen does not give (`@docusaurus/theme-search-algolia/client`, a `@theme/`
 * component of another theme), imported by a file of a package that the build bundles (a theme
 * package whose index re-exports every component it has). webpack resolves it in the Docusaurus
 * app, so the package loads whatever the page uses of it; docgen resolves it to a stand-in whose
 * names throw, naming the module, only when a page calls or renders them: a page that uses the
 * package's other exports renders, and one that uses this one fails at render with that message.
 * Undefined for an import of the site's own files, whose unresolved import stays an error at its line.
 */
export function absentDocusaurusModule(
  siteDir: string,
  specifier: string,
  importer: string,
): OnResolveResult | undefined {
  if (!DOCUSAURUS_ALIAS.test(specifier)) return undefined;
  if (!importer.split(/[\\/]/).includes('node_modules')) return undefined;
  return { path: specifier, namespace: NAMESPACE, pluginData: relPosix(siteDir, importer) };
}

/** Loads the stand-ins `absentDocusaurusModule` resolves to. */
export function absentModules(build: PluginBuild): void {
  build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
    contents: standInCode(args.path, String(args.pluginData ?? '')),
    loader: 'js',
    resolveDir: path.dirname(String(args.pluginData ?? '.')),
  }));
}

/**
 * A CommonJS module whose prototype answers every name: a bundler reads named imports of such a
 * module as properties at the time of use (esbuild's `__toESM` keeps the prototype), so importing
 * names of it never fails; calling or rendering one (the default export too) throws.
 */
function standInCode(specifier: string, importer: string): string {
  const what = JSON.stringify(
    `docgen has no Docusaurus module "${specifier}" (imported by ${importer}): the page uses its export`,
  );
  return `const absent = (name) => function () { throw new Error(${what} + ' "' + name + '".'); };
const names = new Proxy({}, {
  get(target, name) {
    if (typeof name !== 'string' || name === 'then' || name === '__esModule') return undefined;
    return absent(name);
  },
});
const standIn = absent('default');
Object.setPrototypeOf(standIn, names);
module.exports = standIn;
`;
}
