import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'esbuild';
import type { Evaluated } from './evaluate.js';
import { fileLocals, isModuleFile, markVirtualSources } from '@docgen/core';
import { isBuiltin, isStub, makeStub, resolveOrStub, stubAwareInterop } from './stubs.js';
import { nodeCannotLoad } from './module-syntax.js';

let evaluations = 0;

/** The helpers the evaluated module reads (it runs as a file of its own, not in a function of ours). */
const GLOBAL = Symbol.for('docgen.migrate.evaluate');

interface Helpers {
  stub(spec: string): unknown;
  isStub(value: unknown): boolean;
  /** ES modules `require`d by the file, imported before it runs (by absolute path). */
  modules: Record<string, unknown>;
  require: ((spec: string) => unknown) & { resolve(spec: string): string };
}

/**
 * Evaluates a Docusaurus file as an ES module, for what a CommonJS script cannot run: top-level
 * `await` (`const x = await import(…)`, `export default config` after awaits) and packages that
 * are ES modules only (package.json "exports" with only "import"). esbuild bundles the file and its
 * local imports into one ES module; installed ES packages are imported by Node from where they are,
 * CommonJS ones are required from the config's folder, and missing ones become stand-ins (their
 * `import()` noted with file:line). The module is written to a temporary file, imported, deleted.
 */
export async function evaluateAsModule(
  file: string,
  siteDir: string,
  args: readonly unknown[] = [],
): Promise<{
  stubbed: Set<string>;
  missingImports: Evaluated['missingImports'];
  code: string;
  scriptName: string;
  run(): Promise<unknown>;
}> {
  const { build } = await import('esbuild');
  const stubbed = new Set<string>();
  const missingImports: Evaluated['missingImports'] = [];
  const fromFile = createRequire(file);
  const preImported = new Set<string>();
  const plugin: Plugin = {
    name: 'docgen-migrate-packages',
    setup(b) {
      b.onResolve({ filter: /^[^./]|^\.[^./]|^\.\.[^/]/ }, async (args) => {
        if (args.pluginData === 'inner' || path.isAbsolute(args.path)) return undefined;
        if (isBuiltin(args.path)) return { path: args.path, external: true };
        const options = { resolveDir: args.resolveDir, importer: args.importer, pluginData: 'inner' };
        let found = await b.resolve(args.path, { ...options, kind: args.kind });
        // `require` of an ES-only package (Node 22 loads it; Node 20 cannot): imported beforehand.
        const required = args.kind === 'require-call' && found.errors.length > 0;
        if (required) found = await b.resolve(args.path, { ...options, kind: 'import-statement' });
        if (found.errors.length > 0 || !found.path) {
          if (args.kind === 'dynamic-import') missingImports.push(importAt(args.importer, args.path, siteDir));
          return { path: args.path, namespace: 'docgen-stub' };
        }
        // A workspace package published as TypeScript source is compiled here, as jiti does: Node cannot.
        if (/\.[cm]?tsx?$/.test(found.path) && !found.path.endsWith('.d.ts')) return { path: found.path };
        // A package Node cannot load as published is bundled, as jiti compiles it under Docusaurus.
        if (!(await loadsInNode(found.path))) return { path: found.path };
        // An ES package is imported by Node; a CommonJS one is required (named imports of it work).
        if (isModuleFile(found.path)) {
          if (args.kind !== 'require-call') return { path: found.path, external: true };
          preImported.add(found.path);
          return { path: found.path, namespace: 'docgen-esm' };
        }
        return { path: found.path, namespace: 'docgen-cjs' };
      });
      b.onLoad({ filter: /.*/, namespace: 'docgen-stub' }, (args) => ({
        contents: `module.exports = globalThis[Symbol.for('docgen.migrate.evaluate')].stub(${JSON.stringify(args.path)});`,
        loader: 'js',
      }));
      b.onLoad({ filter: /.*/, namespace: 'docgen-esm' }, (args) => ({
        contents: `module.exports = globalThis[Symbol.for('docgen.migrate.evaluate')].modules[${JSON.stringify(args.path)}];`,
        loader: 'js',
      }));
      b.onLoad({ filter: /.*/, namespace: 'docgen-cjs' }, (args) => ({
        contents: `module.exports = globalThis[Symbol.for('docgen.migrate.evaluate')].require(${JSON.stringify(args.path)});`,
        loader: 'js',
      }));
    },
  };
  // Only names of ours: the file may declare its own `require` or `__dirname` (see `define`).
  const banner = "const __docgenIsStub = globalThis[Symbol.for('docgen.migrate.evaluate')].isStub;";
  // A name of its own each time: Node keeps every ES module it imported by URL, so a second config
  // of the same name in one process (a test host, a second site) would get the first one's value.
  const scriptName = path.join(
    os.tmpdir(),
    `docgen-migrate-${process.pid}-${++evaluations}-${path.basename(file)}.mjs`,
  );
  const result = await build({
    entryPoints: [file],
    absWorkingDir: siteDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    logLevel: 'silent',
    sourcemap: 'inline',
    sourcesContent: false,
    // Where the module is run from: its source map names the site's files relative to it.
    outfile: scriptName,
    banner: { js: banner },
    define: {
      'import.meta.url': JSON.stringify(pathToFileURL(file).href),
      __filename: JSON.stringify(file),
      __dirname: JSON.stringify(path.dirname(file)),
    },
    loader: { '.json': 'json' },
    plugins: [plugin, fileLocals()],
  });
  const code = markVirtualSources(stubAwareInterop(result.outputFiles[0]?.text ?? ''));
  const helpers: Helpers = {
    stub: (spec) => makeStub(spec, stubbed),
    isStub,
    modules: {},
    require: Object.assign((spec: string) => fromFile(spec), {
      resolve: (spec: string) => resolveOrStub(fromFile, file, spec, stubbed),
    }),
  };
  const run = async (): Promise<unknown> => {
    for (const f of preImported) helpers.modules[f] = await import(pathToFileURL(f).href);
    fs.writeFileSync(scriptName, code);
    const global = globalThis as Record<string | symbol, unknown>;
    const hadRequire = Object.hasOwn(global, 'require');
    const ownRequire = global.require;
    global[GLOBAL] = helpers;
    // esbuild's `__require` (require.resolve, require of a local CommonJS file) reads a global require.
    global.require = helpers.require;
    try {
      const mod = (await import(pathToFileURL(scriptName).href)) as { default?: unknown };
      let value = 'default' in mod ? mod.default : mod;
      if (typeof value === 'function' && !isStub(value)) value = await (value as (...a: unknown[]) => unknown)(...args);
      return await value;
    } finally {
      fs.rmSync(scriptName, { force: true });
      delete global[GLOBAL];
      if (hadRequire) global.require = ownRequire;
      else delete global.require;
    }
  };
  return { stubbed, missingImports, code, scriptName, run };
}

/** Where `import('spec')` is written in a file (esbuild's resolve hook gets no position). */
function importAt(importer: string, spec: string, siteDir: string): Evaluated['missingImports'][number] {
  const file = path.relative(siteDir, importer).split(path.sep).join('/');
  let text = '';
  try {
    text = fs.readFileSync(importer, 'utf8');
  } catch {
    return { spec, file };
  }
  const match = new RegExp(`import\\(\\s*(['"\`])${spec.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\1`).exec(text);
  if (!match) return { spec, file };
  const before = text.slice(0, match.index).split('\n');
  return { spec, file, line: before.length, column: before.at(-1)!.length + 1 };
}

/**
 * Whether Node loads an installed package's file: not one whose ES files import each other
 * without extensions (tsc's output, `import './envhelper'`: @netfoundry/docusaurus-theme), nor ES
 * syntax in a file Node reads as CommonJS. A package that throws for another reason loads as
 * before, so that its error is said where the config runs it.
 */
async function loadsInNode(file: string): Promise<boolean> {
  if (!file.split(path.sep).includes('node_modules')) return true;
  try {
    if (isModuleFile(file)) await import(pathToFileURL(file).href);
    else createRequire(file)(file);
    return true;
  } catch (error) {
    return !(nodeCannotLoad(error) || error instanceof SyntaxError);
  }
}
