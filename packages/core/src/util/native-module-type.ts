import fs from 'node:fs';
import path from 'node:path';
import type { Message, OnResolveArgs, OnResolveResult, Plugin, PluginBuild } from 'esbuild';
import { acorn } from './acorn.js';
import { esbuild } from './esbuild.js';
import { inModulePackage } from './module-format.js';

/**
 * esbuild types a `.js`/`.jsx`/`.ts`/`.tsx` file by its package.json's "type" (Node's interop for
 * an ES module: `__toESM(require_x(), 1)`) only when its own resolver found the file; a plugin's
 * onResolve result carries no type (evanw/esbuild#2958), and the first import to reach a file
 * decides it for the whole bundle. esbuild resolves imports concurrently, so a file reached both
 * ways (docgen's `@theme/Tabs` and another docgen module's `./theme-tabs.js`) was bundled one way
 * or the other from build to build, and from thread to thread.
 *
 * `nativeModuleTypes` wraps a build's plugins: a file they resolve to, which esbuild would type
 * by its package.json, is given through a module that re-exports it by its absolute path, which
 * esbuild resolves itself. Every import of the file then reaches the same typed module.
 */
export function nativeModuleTypes(plugins: readonly Plugin[]): Plugin[] {
  return [...plugins.map(typedResolves), reExports];
}

const NAMESPACE = 'docgen-native-type';
const TYPED = /\.[jt]sx?$/;

/** Whether esbuild makes the file an ES module by its package.json ("type": "module"), per folder. */
const typeOfDir = new Map<string, boolean>();

/** Reads every folder's module type again (a package.json changed while `docgen serve` runs). */
export function forgetModuleTypes(): void {
  typeOfDir.clear();
}

export function esmByPackageJson(file: string): boolean {
  if (!TYPED.test(file)) return false;
  const dir = path.dirname(file);
  let typed = typeOfDir.get(dir);
  if (typed === undefined) typeOfDir.set(dir, (typed = inModulePackage(dir)));
  return typed;
}

function typedResolves(plugin: Plugin): Plugin {
  return {
    name: plugin.name,
    setup(build) {
      const onResolve: PluginBuild['onResolve'] = (options, callback) =>
        build.onResolve(options, async (args: OnResolveArgs) => {
          // The re-exporting module's import of the file is esbuild's own to resolve.
          if (args.namespace === NAMESPACE) return undefined;
          const result = await callback(args);
          return result ? redirected(result) : result;
        });
      return plugin.setup(new Proxy(build, { get: (t, k) => (k === 'onResolve' ? onResolve : Reflect.get(t, k)) }));
    },
  };
}

function redirected(result: OnResolveResult): OnResolveResult {
  const { path: file, namespace, external, pluginData, suffix } = result;
  if (
    !file ||
    external ||
    pluginData !== undefined ||
    suffix ||
    (namespace !== undefined && namespace !== 'file') ||
    !esmByPackageJson(file)
  )
    return result;
  return { ...result, namespace: NAMESPACE };
}

/** The module that gives the file by its absolute path (its default export too, when it has one). */
const reExports: Plugin = {
  name: 'docgen-native-type',
  setup(build) {
    build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
      const spec = JSON.stringify(args.path);
      const lines = [`export * from ${spec};`];
      if (hasDefaultExport(args.path)) lines.push(`export { default } from ${spec};`);
      return { contents: `${lines.join('\n')}\n`, loader: 'js', resolveDir: path.dirname(args.path) };
    });
  },
};

const defaults = new Map<string, { mtimeMs: number; has: boolean }>();

/** Whether a module file exports `default` (a CommonJS one always has it through esbuild's interop). */
export function hasDefaultExport(file: string): boolean {
  const mtimeMs = fs.statSync(file).mtimeMs;
  const known = defaults.get(file);
  if (known?.mtimeMs === mtimeMs) return known.has;
  const ext = path.extname(file).slice(1);
  const loader = ext === 'js' ? 'jsx' : (ext as 'jsx' | 'ts' | 'tsx');
  let has = true;
  try {
    const { code } = esbuild().transformSync(fs.readFileSync(file, 'utf8'), {
      loader,
      format: 'esm',
      jsx: 'automatic',
    });
    const program = acorn().parse(code, { ecmaVersion: 'latest', sourceType: 'module', allowHashBang: true });
    const esm = program.body.some((n) => n.type.startsWith('Export') || n.type === 'ImportDeclaration');
    const name = (n: { type: string; name?: string; value?: unknown }) => (n.type === 'Identifier' ? n.name : n.value);
    has =
      !esm ||
      program.body.some(
        (n) =>
          n.type === 'ExportDefaultDeclaration' ||
          (n.type === 'ExportNamedDeclaration' && n.specifiers.some((s) => name(s.exported) === 'default')) ||
          (n.type === 'ExportAllDeclaration' && n.exported != null && name(n.exported) === 'default'),
      );
  } catch {
    has = true;
  }
  defaults.set(file, { mtimeMs, has });
  return has;
}

/**
 * An esbuild failure of a build with `nativeModuleTypes`, its messages naming each file as
 * esbuild's own resolver does (`No matching export in "<file>"`), not by the re-exporting module.
 */
export function withFileNames(error: unknown): unknown {
  const strip = (text: string) => text.replaceAll(`${NAMESPACE}:`, '');
  for (const m of (error as { errors?: Message[] }).errors ?? []) {
    m.text = strip(m.text);
    if (m.location) m.location.file = strip(m.location.file);
  }
  if (error instanceof Error) error.message = strip(error.message);
  return error;
}
