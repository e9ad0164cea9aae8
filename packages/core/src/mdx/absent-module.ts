import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { OnResolveResult, PluginBuild } from 'esbuild';
import { relPosix } from '../util/paths.js';
import { shareDocgenReact } from '../util/share-react.js';

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

/** Loads the stand-ins `absentDocusaurusModule` and `absentDocusaurusNames` resolve to. */
export function absentModules(build: PluginBuild): void {
  externalUrls(build);
  build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
    contents: standInCode(args.path, String(args.pluginData ?? '')),
    loader: 'js',
    resolveDir: path.dirname(String(args.pluginData ?? '.')),
  }));
  build.onLoad({ filter: /.*/, namespace: NAMES }, (args) => {
    const { specifier, importer, missing, hasDefault, url } = args.pluginData as {
      specifier: string;
      importer: string;
      missing: string[];
      hasDefault: boolean;
      url: string;
      /** The server compile: the module stays external, imported by its URL. */
      server: boolean;
    };
    const moduleFile = fileURLToPath(url);
    // Relative to its folder (resolveDir): an absolute path would read as a site-rooted import.
    const file = JSON.stringify(
      (args.pluginData as { server: boolean }).server ? url : `./${path.basename(moduleFile)}`,
    );
    const what = JSON.stringify(`docgen's "${specifier}" has no export`);
    const by = JSON.stringify(` (imported by ${importer}): the page uses it.`);
    return {
      contents: [
        `export * from ${file};`,
        ...(hasDefault ? [`export { default } from ${file};`] : []),
        ...missing.map(
          (name) =>
            `export function ${name}() { throw Object.assign(new Error(${what} + ' "${name}"' + ${by}), ${explainedFields(
              `${importer} imports "${name}" of "${specifier}", which webpack finds in Docusaurus' own module; docgen's has no such export.`,
              `render a part of the package that does not use ${name}, or swizzle the component that calls it (src/theme/) to do without it.`,
            )}); }`,
        ),
      ].join('\n'),
      loader: 'js',
      resolveDir: path.dirname(moduleFile),
    };
  });
}

const NAMES = 'docgen-absent-names';

/**
 * The fields of an explained error (`explainedError` of @docgen/shared, checked by shape) as code:
 * the page's diagnostic then says why the stand-in threw and what to do, not a render's generic cause.
 */
function explainedFields(why: string, fix: string): string {
  return `{ name: 'DocgenUnsupported', why: ${JSON.stringify(why)}, fix: ${JSON.stringify(fix)} }`;
}

/** The server compile's stand-ins import docgen's module by its URL: Node loads it, one copy. */
function externalUrls(build: PluginBuild): void {
  build.onResolve({ filter: /^file:/, namespace: NAMES }, (args) => ({ path: args.path, external: true }));
}

/**
 * One of docgen's Docusaurus modules as a bundled package's file imports it, when that file imports
 * names the module lacks (`processAdmonitionProps` of `@docusaurus/theme-common` in a theme package's
 * Admonition): the module with stand-ins of those names that throw only when a page calls or renders
 * them, as `absentDocusaurusModule` gives a whole module. A bundler checks every import of the
 * files it bundles, used or not; webpack found the names in Docusaurus' own module. Undefined for
 * the site's own files and for imports the module answers.
 */
export async function absentDocusaurusNames(
  siteDir: string,
  specifier: string,
  importer: string,
  url: string,
  server = false,
): Promise<OnResolveResult | undefined> {
  if (!DOCUSAURUS_ALIAS.test(specifier) || !url.startsWith('file:')) return undefined;
  if (!importer.split(/[\\/]/).includes('node_modules')) return undefined;
  const imported = namedImports(importer, specifier);
  if (imported.length === 0) return undefined;
  shareDocgenReact();
  const given = new Set(Object.keys((await import(url)) as object));
  const missing = imported.filter((name) => !given.has(name));
  if (missing.length === 0) return undefined;
  const file = fileURLToPath(url);
  const pluginData = {
    specifier,
    importer: relPosix(siteDir, importer),
    missing,
    hasDefault: given.has('default'),
    url,
    server,
  };
  // One module per importer: the names it lacks are that importer's.
  return { path: `${file}?${relPosix(siteDir, importer)}`, namespace: NAMES, pluginData };
}

/** The names a module file imports from `specifier` (`import { a, b as c } from '…'`, `export { d } from '…'`). */
function namedImports(file: string, specifier: string): string[] {
  let code: string;
  try {
    code = fs.readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  const quoted = specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const names = new Set<string>();
  const statement = new RegExp(
    `(?:import|export)\\s*(?:[\\w$]+\\s*,\\s*)?\\{([^}]*)\\}\\s*from\\s*['"]${quoted}['"]`,
    'g',
  );
  for (const m of code.matchAll(statement))
    for (const part of m[1]!.split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]!;
      if (/^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default') names.add(name);
    }
  return [...names];
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
  const component = /^@theme(?:-original|-init)?\/(.+)$/.exec(specifier)?.[1];
  const explained = explainedFields(
    `${importer} is a file of a package the page renders; webpack resolves its "${specifier}" in the Docusaurus app, and docgen gives no such module.`,
    component
      ? `write the component the package expects as the site's own src/theme/${component}.js (a swizzled component), or render a part of the package that does not use it.`
      : 'render a part of the package that does not use it, or write the page without it.',
  );
  return `const absent = (name) => function () { throw Object.assign(new Error(${what} + ' "' + name + '".'), ${explained}); };
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
