import fs from 'node:fs';
import Module, { builtinModules, SourceMap } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isModuleNamespaceObject } from 'node:util/types';

const STUB = Symbol('docgen.stub');

/** A stand-in for a package that is not installed: any property, call or `new` of it gives another. */
export function isStub(value: unknown): boolean {
  return typeof value === 'function' && (value as unknown as Record<symbol, unknown>)[STUB] !== undefined;
}

/** The name of what a stub stands for (`prism-react-renderer.themes.github`). */
export function stubName(value: unknown): string {
  return String((value as unknown as Record<symbol, unknown>)[STUB]);
}

/** Stand-ins spread or iterated (`...fbContent({…})` in a sidebar) since last taken. */
const spread = new Set<string>();

/** The stand-ins spread or iterated since the last call, by name (`pkg.fn`), sorted; forgets them. */
export function takeSpreadStandIns(): string[] {
  const names = [...spread].sort();
  spread.clear();
  return names;
}

/** Puts back what `takeSpreadStandIns` took (an evaluation made in between is not the one reported). */
export function restoreSpreadStandIns(names: readonly string[]): void {
  for (const name of names) spread.add(name);
}

export function makeStub(name: string, seen: Set<string>): unknown {
  seen.add(name.split('.')[0]!);
  // A constructable function: a stub may be called (`plugin()`) or constructed (`new Plugin()`).
  const target = function stub() {};
  const stub: unknown = new Proxy(target, {
    get(_t, key) {
      if (key === STUB) return name;
      if (key === 'then') return undefined; // never a promise: `await stub` gives the stub
      if (key === '__esModule') return true;
      if (key === 'default') return stub;
      if (key === Symbol.toPrimitive) return () => `[${name}]`;
      if (key === 'toString' || key === 'valueOf') return () => `[${name}]`;
      // Spread and for…of of a stand-in (`[...theme.styles]`) give nothing rather than throw;
      // what it held under Docusaurus is missing, which `takeSpreadStandIns` tells.
      if (key === Symbol.iterator) {
        spread.add(name);
        return function* () {};
      }
      if (typeof key === 'symbol') return undefined;
      return makeStub(`${name}.${key}`, seen);
    },
    apply: () => stub,
    construct: () => stub as object,
  });
  return stub;
}

/** Values of installed packages the evaluated file loaded, by the specifier it loaded them with. */
const packages = new WeakMap<object, string>();

/** Notes that `value` (and its default export) is what the package `spec` gave. */
export function notePackage(value: unknown, spec: string): void {
  if (isBuiltin(spec) || spec.startsWith('.') || path.isAbsolute(spec)) return;
  noteModule(value, spec);
}

/**
 * Notes that `value` is what the import `spec` gives (a package, `pkg/sub`, or a site file
 * `./src/x.js`): a function it exports is then carried over by that import.
 */
export function noteModule(value: unknown, spec: string): void {
  if ((typeof value === 'object' || typeof value === 'function') && value !== null && !isStub(value)) {
    if (!packages.has(value)) packages.set(value, spec);
    const inner = (value as { default?: unknown }).default;
    if ((typeof inner === 'object' || typeof inner === 'function') && inner !== null && !packages.has(inner)) {
      packages.set(inner, spec);
      // CommonJS compiled from an ES module: Node's import of a package gives `exports`, not this.
      // A site file is bundled into docgen.config.ts by esbuild, whose import gives this (and a
      // TypeScript or ES module file, compiled to CommonJS only to run the preset, is its default).
      // Not an ES module `require` loaded (Node 20.19+): its namespace has `__esModule` too, and
      // an import of it gives its default export itself.
      if (
        (value as { __esModule?: unknown }).__esModule === true &&
        inner !== value &&
        !spec.startsWith('.') &&
        !isModuleNamespaceObject(value)
      )
        defaultProperty.add(inner);
    }
    // `import { linkDocblocks } from 'remark-typescript-tools'`: a function the package exports by name.
    for (const name of Object.keys(value)) {
      let fn: unknown;
      try {
        // esbuild's and TypeScript's CommonJS output export names through getters.
        fn = (value as Record<string, unknown>)[name];
      } catch {
        continue;
      }
      if (typeof fn === 'function' && name !== 'default' && !packages.has(fn) && !namedExports.has(fn))
        namedExports.set(fn, { spec, name });
    }
  }
}

/** Values that are the `default` property of a CommonJS module's exports (`exports.default = fn`). */
const defaultProperty = new WeakSet<object>();

/** Whether `value` is a CommonJS module's `exports.default`, which an ES import reaches as `.default` of the module. */
export function isDefaultProperty(value: unknown): boolean {
  return (typeof value === 'object' || typeof value === 'function') && value !== null && defaultProperty.has(value);
}

/** Functions of installed packages exported by name, with the package and the name. */
const namedExports = new WeakMap<object, { spec: string; name: string }>();

/** The installed package and export name of a function it exports by name (not its default). */
export function namedExportOf(value: unknown): { spec: string; name: string } | undefined {
  return typeof value === 'function' && !packages.has(value) ? namedExports.get(value) : undefined;
}

/** The installed package a value is (or is the default export of), as the file loaded it. */
export function packageOf(value: unknown): string | undefined {
  return (typeof value === 'object' || typeof value === 'function') && value !== null ? packages.get(value) : undefined;
}

type Load = (request: string, parent: { filename?: string } | undefined, isMain: boolean) => unknown;

/**
 * Runs `fn` with Node's own loader giving stand-ins for packages that are not installed, when a
 * file of the site asks for them: the config's `createRequire(import.meta.url)` and the local
 * files it requires (`require('./webpack.plugin.js')`, which requires a webpack plugin) load
 * through Node, not through the `require` the evaluated bundle is given. A file inside
 * node_modules keeps Node's answer (an installed package missing its own dependency is its fault).
 */
export async function withStandIns<T>(stubbed: Set<string>, fn: () => Promise<T>): Promise<T> {
  const loader = Module as unknown as { _load: Load };
  const load = loader._load;
  const create = Module.createRequire;
  // `createRequire(import.meta.url).resolve('@easyops-cn/docusaurus-search-local')` names a theme
  // as the CommonJS config's `require.resolve` does: a package that is not installed stands in.
  // Only the evaluated bundle's `require('node:module')` sees this; docgen's own ES imports of
  // createRequire keep Node's (no syncBuiltinESMExports).
  Module.createRequire = (from: string | URL): NodeRequire => {
    const require = create(from);
    const file = String(from).startsWith('file:') ? fileURLToPath(from) : String(from);
    if (file.split(path.sep).includes('node_modules')) return require;
    const own = Object.assign((spec: string) => require.resolve(spec), require);
    const resolve = (spec: string, options?: { paths?: string[] }): string =>
      options ? own.resolve(spec, options) : resolveOrStub(own, file, spec, stubbed);
    return Object.assign(require, { resolve: Object.assign(resolve, { paths: own.resolve.paths }) });
  };
  loader._load = function standIn(this: unknown, request, parent, isMain) {
    try {
      const value = load.call(this, request, parent, isMain);
      if (parent?.filename !== undefined && !parent.filename.split(path.sep).includes('node_modules'))
        notePackage(value, request);
      return value;
    } catch (error) {
      const fromSite = parent?.filename !== undefined && !parent.filename.split(path.sep).includes('node_modules');
      const bare = !request.startsWith('.') && !path.isAbsolute(request) && !isBuiltin(request);
      const missing =
        (error as { code?: string }).code === 'MODULE_NOT_FOUND' &&
        String((error as Error).message).startsWith(`Cannot find module '${request}'`);
      if (fromSite && bare && missing) return makeStub(request, stubbed);
      throw error;
    }
  };
  try {
    return await fn();
  } finally {
    loader._load = load;
    Module.createRequire = create;
  }
}

export function isBuiltin(spec: string): boolean {
  return spec.startsWith('node:') || builtinModules.includes(spec.split('/')[0]!);
}

/**
 * esbuild's `__toESM(mod)` copies a module's own properties into a namespace object: a stub has
 * none, so `import * as yaml from 'js-yaml'` gave an empty namespace (`yaml.load is not a
 * function`). Calls go through `__docgenESM`, which hands a stub over as its own namespace. And
 * `require()` of a local ES module reads through to its default export, as jiti does.
 */
export function stubAwareInterop(code: string): string {
  let helpers = '';
  let out = code;
  // Only esbuild's own helpers, written at the bundle's top: a bundled local file built by esbuild or
  // tsup declares its `__toESM` and `__toCommonJS` inside its module wrapper, and a bundle without the
  // top-level one would call a name that does not exist.
  if (/^var __toESM = /m.test(code)) {
    helpers += 'function __docgenESM(mod, ...rest) { return __docgenIsStub(mod) ? mod : __toESM(mod, ...rest); }\n';
    out = out.replace(/(?<![\w$])__toESM\(/g, '__docgenESM(');
  }
  // `require('./typedoc-sidebar.ts').items` of a file that has `export default { items }`: Docusaurus'
  // loader (jiti, interopDefault) reads what the namespace lacks from the default export.
  if (/^var __toCommonJS = /m.test(code)) {
    helpers +=
      'function __docgenCJS(mod) { const ns = __toCommonJS(mod); const d = ns.default; if (d === null || (typeof d !== "object" && typeof d !== "function")) return ns; return new Proxy(ns, { get: (t, k) => (k in t ? t[k] : d[k]), has: (t, k) => k in t || k in d }); }\n';
    out = out.replace(/(?<![\w$])__toCommonJS\(/g, '__docgenCJS(');
  }
  if (!helpers) return code;
  // Function declarations, hoisted, written last: the lines the source map counts stay as they are.
  const map = out.lastIndexOf('//# sourceMappingURL=');
  return map === -1 ? out + helpers : out.slice(0, map) + helpers + out.slice(map);
}

/** Whether a package is installed where `file` would find it (its folder in a node_modules up the tree). */
export function isInstalled(spec: string, file: string): boolean {
  const name = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]!;
  for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'node_modules', name, 'package.json'))) return true;
    if (path.dirname(dir) === dir) return false;
  }
}

/**
 * Where in the site's files an error thrown by evaluated code was thrown, read through the
 * bundle's inline source map; `prefix` is the text a wrapper put before the bundle's first line;
 * `sourcesFrom` the folder the map's relative sources are from (the site's, unless the bundle was
 * written for a file of its own: that file's).
 */
export function thrownAt(
  error: unknown,
  scriptName: string,
  code: string,
  siteDir: string,
  prefix = '',
  sourcesFrom = siteDir,
): { file: string; line: number; column: number } | undefined {
  const stack = (error as { stack?: unknown })?.stack;
  if (typeof stack !== 'string') return undefined;
  const at = stack.indexOf(`${scriptName}:`);
  if (at === -1) return undefined;
  const frame = /^:(\d+):(\d+)/.exec(stack.slice(at + scriptName.length));
  if (!frame) return undefined;
  const line = Number(frame[1]) - 1;
  return siteFileAt(code, line, Number(frame[2]) - 1 - (line === 0 ? prefix.length : 0), siteDir, sourcesFrom);
}

/** The site file, line and column (1-based) a place of the bundle (0-based) comes from, by its inline source map. */
function siteFileAt(
  code: string,
  line: number,
  column: number,
  siteDir: string,
  sourcesFrom: string,
): { file: string; line: number; column: number } | undefined {
  const inline = /\/\/# sourceMappingURL=data:application\/json;base64,(\S+)\s*$/.exec(code);
  if (!inline) return undefined;
  const map = new SourceMap(JSON.parse(Buffer.from(inline[1]!, 'base64').toString('utf8')));
  const entry = map.findEntry(line, column) as {
    originalSource?: string;
    originalLine?: number;
    originalColumn?: number;
  };
  if (!entry.originalSource || entry.originalLine === undefined) return undefined;
  const source = entry.originalSource.startsWith('file:')
    ? new URL(entry.originalSource).pathname
    : path.resolve(sourcesFrom, entry.originalSource);
  return {
    file: path.relative(siteDir, source).split(path.sep).join('/'),
    line: entry.originalLine + 1,
    column: (entry.originalColumn ?? 0) + 1,
  };
}

/**
 * `require.resolve('./sidebars')` as Docusaurus' loader (jiti) answers it: a local file found with
 * the extensions TypeScript sites use (`sidebars.ts`), else the path as written.
 */
export function resolveLocal(spec: string, fromDir: string): string {
  const base = path.resolve(fromDir, spec);
  const candidates = [
    base,
    ...['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.json'].flatMap((ext) => [
      base + ext,
      path.join(base, `index${ext}`),
    ]),
  ];
  return candidates.find((f) => fs.existsSync(f) && fs.statSync(f).isFile()) ?? base;
}

/**
 * `require.resolve` of a config file: Node's answer, else a local file as `resolveLocal` finds
 * it, else the name itself, noted as a stand-in (a package that is not installed).
 */
export function resolveOrStub(fromFile: NodeRequire, file: string, spec: string, stubbed: Set<string>): string {
  try {
    return fromFile.resolve(spec);
  } catch {
    if (spec.startsWith('.') || spec.startsWith('/')) return resolveLocal(spec, path.dirname(file));
    stubbed.add(spec);
    return spec;
  }
}

/**
 * Where a function of an evaluated bundle is written in the site's files (`src/remark/x.ts:3`),
 * found by its text in the bundle and read through the inline source map: esbuild renames
 * functions of different files that share a name (`attacher`, `attacher2`), so the name alone
 * does not say which plugin a note is about. `sourcesFrom` as for `thrownAt`.
 */
export function definedIn(fn: unknown, code: string, siteDir: string, sourcesFrom = siteDir): string | undefined {
  if (typeof fn !== 'function') return undefined;
  const at = code.indexOf(Function.prototype.toString.call(fn));
  if (at === -1) return undefined;
  const before = code.slice(0, at).split('\n');
  const place = siteFileAt(code, before.length - 1, before.at(-1)!.length, siteDir, sourcesFrom);
  return place ? `${place.file}:${place.line}` : undefined;
}
