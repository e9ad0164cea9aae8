import { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import { isDocusaurusOwn, loadContextOf } from './load-context.js';
import { type Dict, describeValue, errorLine, isDict, isPackage, type Notes } from './notes.js';
import { definesOf, standInBundler } from './webpack-defines.js';
import type { LoaderImport } from './webpack-loader-rules.js';
import { type TextImport, textImportsOf, type WebpackRule } from './webpack-rules.js';

/**
 * The webpack aliases a plugin entry sets, as docgen's `aliases`, and the extensions it puts before
 * webpack's own (`resolveExtensions`); `only`: the plugin does nothing else.
 */
export interface WebpackAliases {
  aliases: Dict;
  extensions: string[];
  /** What its DefinePlugin defines (webpack's `define`). */
  define: Record<string, string>;
  /** What its ProvidePlugin provides (docgen's `provide`). */
  provide: Record<string, string | [string, string]>;
  /** Its `module.rules` that import files as text (webpack's `type: 'asset/source'`, raw-loader). */
  textImports: TextImport[];
  /** Its `module.rules` that import files as their URL (`type: 'asset/resource'`, file-loader). */
  urlImports: TextImport[];
  /** Its `module.rules` whose loaders docgen runs over the files they match (a site's yaml loader). */
  loaderImports: LoaderImport[];
  /** Its other rules, which docgen does not apply (`webpackRules`: the build's errors name them). */
  webpackRules: WebpackRule[];
  only: boolean;
}

/** What the migration carries from the webpack settings of every plugin: the config's fields. */
export interface WebpackSettings {
  aliases: Dict;
  resolveExtensions: string[];
  define: Record<string, string>;
  provide: Record<string, string | [string, string]>;
  textImports: TextImport[];
  urlImports: TextImport[];
  loaderImports: LoaderImport[];
  webpackRules: WebpackRule[];
}

/** No webpack settings yet: the fields the migration fills from the site's plugins. */
export function emptyWebpackSettings(): WebpackSettings {
  return {
    aliases: {},
    resolveExtensions: [],
    define: {},
    provide: {},
    textImports: [],
    urlImports: [],
    loaderImports: [],
    webpackRules: [],
  };
}

/** Adds one plugin's webpack settings to the site's (a later plugin's alias or define wins). */
export function mergeWebpackSettings(into: WebpackSettings, found: WebpackAliases | undefined): void {
  if (!found) return;
  Object.assign(into.aliases, found.aliases);
  Object.assign(into.define, found.define);
  Object.assign(into.provide, found.provide);
  into.textImports.push(...found.textImports);
  into.urlImports.push(...found.urlImports);
  into.loaderImports.push(...found.loaderImports);
  into.webpackRules.push(...found.webpackRules);
  for (const e of found.extensions) if (!into.resolveExtensions.includes(e)) into.resolveExtensions.push(e);
}

/**
 * The import aliases of one Docusaurus plugin entry: docusaurus-plugin-module-alias' `alias`, or
 * the `resolve.alias` a plugin's `configureWebpack` returns (or sets on the config it is given),
 * for a plugin written in the config or in a file of the site. Third-party packages are not run.
 * Plugin functions and `configureWebpack` may be async, as Docusaurus awaits both. Aliases that
 * cannot be read (a plugin that throws, a value that is not a path or a package name) are named
 * in the notes.
 */
export async function webpackAliasesOf(
  entry: unknown,
  name: string,
  siteConfig: Dict,
  siteDir: string,
  at: string,
  notes: Notes,
): Promise<WebpackAliases | undefined> {
  const [head, options] = Array.isArray(entry) ? [entry[0], entry[1]] : [entry, undefined];
  if (isPackage(name, 'docusaurus-plugin-module-alias', 'module-alias')) {
    const given = isDict(options) && isDict(options.alias) ? options.alias : {};
    const aliases = aliasValues(given, siteDir, `${at}.alias`, notes);
    return {
      aliases,
      extensions: [],
      define: {},
      provide: {},
      textImports: [],
      urlImports: [],
      loaderImports: [],
      webpackRules: [],
      only: true,
    };
  }
  if (isDocusaurusOwn(name)) return undefined;
  const fn = typeof head === 'function' ? head : typeof head === 'string' ? localPlugin(head, siteDir) : undefined;
  // Only a plugin that configures webpack is run, to read its aliases.
  if (typeof fn !== 'function' || !String(fn).includes('configureWebpack')) return undefined;
  let instance: unknown;
  let found: Dict | undefined;
  let extensions: string[] = [];
  let define: Record<string, string> = {};
  let provide: Record<string, string | [string, string]> = {};
  let textImports: TextImport[] = [];
  let urlImports: TextImport[] = [];
  let loaderImports: LoaderImport[] = [];
  let webpackRules: WebpackRule[] = [];
  let rest: string[] = [];
  try {
    instance = await fn(loadContextOf(siteConfig, siteDir), options ?? {});
    if (!isDict(instance) || typeof instance.configureWebpack !== 'function') return undefined;
    const given: Dict = { resolve: { alias: {} }, resolveLoader: { alias: {} }, module: { rules: [] }, plugins: [] };
    // `new currentBundler.instance.DefinePlugin(…)` (webpack's plugins, which docgen does not run)
    // must not stop the aliases beside it from being read.
    const utils = {
      getStyleLoaders: () => [],
      getJSLoader: () => ({}),
      currentBundler: { name: 'webpack', instance: standInBundler },
    };
    const out: unknown = await instance.configureWebpack(given, false, utils, undefined);
    const returned = isDict(out) && isDict(out.resolve) && isDict(out.resolve.alias) ? out.resolve.alias : {};
    const set = isDict(given.resolve) && isDict(given.resolve.alias) ? given.resolve.alias : {};
    // webpack's loader aliases (`resolveLoader.alias`: a loader of the site's own folder, named in
    // inline imports `!!raw-loader!my-loader!./x.js`) go to the same `aliases`, which docgen's
    // inline loaders read.
    const loaders = (v: unknown) =>
      isDict(v) && isDict(v.resolveLoader) && isDict(v.resolveLoader.alias) ? v.resolveLoader.alias : {};
    // webpack's `resolve.fallback` (browser copies of Node's modules) as aliases: an alias wins over it.
    const fallback = isDict(out) && isDict(out.resolve) && isDict(out.resolve.fallback) ? out.resolve.fallback : {};
    found = {
      ...fallbackAliases(fallback, siteDir, `${at}.configureWebpack resolve.fallback`, notes),
      ...set,
      ...returned,
      ...loaders(given),
      ...loaders(out),
    };
    extensions = prependedExtensions(out);
    // Rules it returns and rules it pushes onto the config it is given (each other one is noted).
    const rules = [given, out].flatMap((v) =>
      isDict(v) && isDict(v.module) && Array.isArray(v.module.rules) ? v.module.rules : [],
    );
    ({ textImports, urlImports, loaderImports, webpackRules } = textImportsOf(rules, siteDir, at, notes));
    const defines = definesOf(out, at, notes, (file) => packageOf(file, siteDir, true));
    define = defines.define;
    provide = defines.provide;
    // The plugins are carried when they are DefinePlugins and ProvidePlugins only.
    const pluginsCarried = Object.keys(define).length + Object.keys(provide).length > 0 && !defines.others;
    rest = [
      ...Object.keys(instance).filter((k) => k !== 'name' && k !== 'configureWebpack'),
      ...(isDict(out)
        ? Object.keys(out).filter(
            (k) =>
              k !== 'resolve' &&
              k !== 'mergeStrategy' &&
              // Its rules are each carried over or noted.
              (k !== 'module' ||
                rules.length === 0 ||
                !isDict(out.module) ||
                Object.keys(out.module).join() !== 'rules') &&
              (k !== 'plugins' || !pluginsCarried) &&
              (k !== 'resolveLoader' ||
                !isDict(out.resolveLoader) ||
                Object.keys(out.resolveLoader).join() !== 'alias'),
          )
        : []),
      ...(isDict(out) && isDict(out.resolve)
        ? Object.keys(out.resolve).filter(
            (k) => k !== 'alias' && k !== 'fallback' && (k !== 'extensions' || extensions.length === 0),
          )
        : []),
    ];
  } catch (error) {
    if (instance === undefined || isDict(instance))
      notes.add(
        `${at}.configureWebpack`,
        `could not be run to read its webpack aliases (${errorLine(error)}).`,
        "add the aliases its resolve.alias sets to docgen.config.ts's aliases ({ '@components': './src/components' }).",
      );
    return undefined;
  }
  const none =
    Object.keys(found).length === 0 &&
    extensions.length === 0 &&
    Object.keys(define).length === 0 &&
    Object.keys(provide).length === 0;
  const ruleCount = textImports.length + urlImports.length + loaderImports.length + webpackRules.length;
  if (none && ruleCount === 0) return undefined;
  const aliases = aliasValues(found, siteDir, `${at}.configureWebpack resolve.alias`, notes);
  const only = rest.length === 0;
  const carried = [
    ...(Object.keys(aliases).length > 0
      ? [`webpack aliases (${Object.keys(aliases).join(', ')}), carried over into aliases`]
      : []),
    ...(extensions.length > 0
      ? [`extensions tried first (${extensions.join(', ')}), carried over into resolveExtensions`]
      : []),
    ...(Object.keys(define).length > 0
      ? [`DefinePlugin names (${Object.keys(define).join(', ')}), carried over into define`]
      : []),
    ...(Object.keys(provide).length > 0
      ? [`ProvidePlugin globals (${Object.keys(provide).join(', ')}), carried over into provide`]
      : []),
    ...(textImports.length > 0 ? [`rules importing files as text, carried over into textImports`] : []),
    ...(urlImports.length > 0 ? [`rules importing files as their URL, carried over into urlImports`] : []),
    ...(loaderImports.length > 0
      ? [`rules running loaders over the files they match, carried over into loaderImports`]
      : []),
  ];
  if (!only && carried.length > 0)
    notes.add(
      at,
      `sets ${carried.join(', and ')}; the rest of it (${rest.join(', ')}) is not.`,
      'nothing to do for what is carried over.',
    );
  return { aliases, extensions, define, provide, textImports, urlImports, loaderImports, webpackRules, only };
}

/**
 * The extensions a `configureWebpack` result puts before webpack's own (`resolve.extensions` with
 * `mergeStrategy: { 'resolve.extensions': 'prepend' }`, react-native-web's `.web.js`): webpack
 * tries them first. Appended ones (webpack-merge's default) come after Docusaurus' and change
 * nothing docgen resolves; `'...'` (webpack's defaults) is docgen's own list.
 */
function prependedExtensions(out: unknown): string[] {
  if (!isDict(out) || !isDict(out.resolve) || !Array.isArray(out.resolve.extensions)) return [];
  const strategy = isDict(out.mergeStrategy) ? out.mergeStrategy['resolve.extensions'] : undefined;
  if (strategy !== 'prepend') return [];
  return out.resolve.extensions.filter((e): e is string => typeof e === 'string' && /^\.\w[\w.-]*$/.test(e));
}

/** webpack alias values as docgen's: absolute paths from the site folder (`./src/x`), package names as they are. */
function aliasValues(given: Dict, siteDir: string, at: string, notes: Notes): Dict {
  const aliases: Dict = {};
  for (const [key, value] of Object.entries(given)) {
    if (typeof value !== 'string' || value === '') {
      notes.add(
        `${at}.${key}`,
        `is ${describeValue(value)}; docgen's aliases take one path or package name.`,
        'add the alias to aliases by hand, or leave it out.',
      );
      continue;
    }
    if (/^react(-dom)?(\/|\$?$)/.test(key)) {
      notes.add(
        `${at}.${key}`,
        'aliases React, which docgen does not carry over: docgen renders with its own React, which components importing react get (one React, as the alias meant under webpack).',
        'nothing to do.',
      );
      continue;
    }
    if (!path.isAbsolute(value)) aliases[key] = value;
    else {
      const rel = path.relative(siteDir, value).split(path.sep).join('/');
      aliases[key] = rel === '' ? '.' : rel.startsWith('..') ? rel : `./${rel}`;
    }
  }
  return aliases;
}

/**
 * A `resolve.fallback` as aliases: a browser copy of a Node module (`path: require.resolve('path-browserify')`)
 * by its package name when it is the package's entry, else as a path; `false` (an empty module) is named.
 */
function fallbackAliases(given: Dict, siteDir: string, at: string, notes: Notes): Dict {
  const out: Dict = {};
  for (const [key, value] of Object.entries(given)) {
    if (typeof value === 'string' && value !== '') out[key] = packageOf(value, siteDir) ?? value;
    else
      notes.add(
        `${at}.${key}`,
        `is ${describeValue(value)}${value === false ? ' (an empty module in the browser)' : ''}; docgen's aliases take one path or package name: a component whose browser bundle imports "${key}" is a BrowserBundleError naming it.`,
        `give "${key}" a browser copy in aliases, or leave it out.`,
      );
  }
  return out;
}

/**
 * The package name of an absolute path into node_modules that is that package's entry (what
 * `require.resolve(name)` gave); with `subpath`, another file of it as `name/file`.
 */
function packageOf(file: string, siteDir: string, subpath = false): string | undefined {
  if (!path.isAbsolute(file)) return undefined;
  const m = /[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/.exec(
    file.slice(file.lastIndexOf('node_modules') - 1),
  );
  if (!m) return undefined;
  const name = m[1]!.split(path.sep).join('/');
  // A package named as one of Node's modules (`buffer`, `url`) is named with a slash, as webpack's docs write it.
  const specifier = isBuiltin(name) ? `${name}/` : name;
  try {
    if (createRequire(path.join(siteDir, 'package.json')).resolve(specifier) === file) return specifier;
  } catch {
    // Not the package's entry (or not resolvable from the site): a file of it, when asked.
  }
  const at = file.lastIndexOf(`node_modules${path.sep}${m[1]!}${path.sep}`);
  return subpath && at >= 0
    ? `${name}/${file
        .slice(at + `node_modules/${m[1]!}/`.length)
        .split(path.sep)
        .join('/')}`
    : undefined;
}

/** A plugin given as a path of the site (`'./plugins/aliases.js'`): its default export, when Node loads it. */
function localPlugin(name: string, siteDir: string): unknown {
  if (!name.startsWith('.') && !path.isAbsolute(name)) return undefined;
  try {
    const mod = createRequire(path.join(siteDir, 'package.json'))(path.resolve(siteDir, name)) as unknown;
    return isDict(mod) && 'default' in mod ? mod.default : mod;
  } catch {
    return undefined;
  }
}
