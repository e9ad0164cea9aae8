import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';
import type { Message, Plugin } from 'esbuild';
import { DocgenError } from '@docgen/diagnostics';
import { fileLocals, typeScriptPackageEntry } from '@docgen/core';
import { markedSiteJson } from './config-files.js';
import { evaluateAsModule } from './evaluate-module.js';
import { missingLocalFile, runCommand, scriptNaming, scriptSays } from './missing-file.js';
import {
  definedIn,
  isBuiltin,
  isInstalled,
  isStub,
  makeStub,
  notePackage,
  resolveOrStub,
  stubAwareInterop,
  thrownAt,
  withStandIns,
} from './stubs.js';

export { isStub, stubName } from './stubs.js';

/** The bundles evaluated in this process, by file, to say where a function of theirs is written. */
const bundles = new Map<string, { code: string; siteDir: string; sourcesFrom?: string }>();

/** `src/remark/x.ts:3` for a function a Docusaurus file evaluated here holds (see `definedIn`). */
export function whereDefined(fn: unknown): string | undefined {
  for (const { code, siteDir, sourcesFrom } of bundles.values()) {
    const at = definedIn(fn, code, siteDir, sourcesFrom);
    if (at) return at;
  }
  return undefined;
}

/** What evaluating a Docusaurus file gave: its default export and the packages stood in for. */
export interface Evaluated {
  value: unknown;
  /** Packages (and `require.resolve` targets) that are not installed, with where they were needed. */
  stubbed: string[];
  /** `import()` of packages that are not installed, where they are written (a stand-in was given). */
  missingImports: { spec: string; file: string; line?: number; column?: number }[];
}

/** What esbuild makes of `import(x)` with dynamic import unsupported (`, 1` in an ES module). */
const DYNAMIC = /Promise\.resolve\(\)\.then\(\(\) => __toESM\(require\(((?:[^()]|\([^()]*\))*)\)(?:, 1)?\)\)/g;

const WRAPPER = '(function (exports, require, module, __filename, __dirname, __docgenImport, __docgenIsStub) {';

/** What esbuild says of top-level await in a CommonJS bundle. */
const TOP_LEVEL_AWAIT = /Top-level await is (currently )?not supported/;

/**
 * Evaluates a Docusaurus config or sidebars file as Docusaurus would, without its packages:
 * esbuild bundles the file and its local imports (TypeScript, ESM or CommonJS) into one CommonJS
 * script, run with a `require` that loads the packages the site has installed and stands a stub
 * in for the others (presets, plugins, prism themes…), so that evaluation goes on and the
 * converter sees what was written. A function export is called (awaited), as Docusaurus does: a
 * config or sidebars file with no arguments, a plugin's file with `args` (its context and options).
 * What a CommonJS script cannot run (top-level await, an installed ES-only package) is evaluated
 * as an ES module instead (evaluate-module.ts).
 */
export async function evaluateDocusaurusFile(
  file: string,
  siteDir: string,
  generated: ReadonlyMap<string, unknown> = new Map(),
  args: readonly unknown[] = [],
): Promise<Evaluated> {
  // Docusaurus runs in the site's folder: `path.resolve('src/css/x.css')` and relative reads mean it.
  const cwd = process.cwd();
  try {
    process.chdir(siteDir);
  } catch {
    // A worker thread cannot change folder: relative paths then read from the current one.
  }
  // Packages Node's own `require` was asked for (createRequire, local files) and stood in for.
  const deep = new Set<string>();
  try {
    const evaluated = await withStandIns(deep, () => evaluate(file, siteDir, generated, args));
    return deep.size === 0
      ? evaluated
      : { ...evaluated, stubbed: [...new Set([...evaluated.stubbed, ...deep])].sort() };
  } finally {
    if (process.cwd() !== cwd) process.chdir(cwd);
  }
}

async function evaluate(
  file: string,
  siteDir: string,
  generated: ReadonlyMap<string, unknown>,
  args: readonly unknown[],
): Promise<Evaluated> {
  const { build } = await import('esbuild');
  const rel = path.relative(siteDir, file).split(path.sep).join('/');
  let code: string;
  try {
    const result = await build({
      entryPoints: [file],
      absWorkingDir: siteDir,
      bundle: true,
      platform: 'node',
      format: 'cjs',
      target: 'node20',
      packages: 'external',
      write: false,
      logLevel: 'silent',
      sourcemap: 'inline',
      // `import()` becomes a call of ours (see DYNAMIC): a vm script has no dynamic import.
      supported: { 'dynamic-import': false },
      sourcesContent: false,
      define: { 'import.meta.url': JSON.stringify(pathToFileURL(file).href) },
      loader: { '.json': 'json' },
      plugins: [
        ...markedSiteJson(siteDir),
        ...(generated.size > 0 ? [generatedFiles(generated)] : []),
        resolvedWhenRun(),
        typeScriptPackages(siteDir),
        fileLocals(),
      ],
    });
    code = stubAwareInterop((result.outputFiles[0]?.text ?? '').replace(DYNAMIC, '__docgenImport($1)'));
  } catch (error) {
    const messages = (error as { errors?: Message[] }).errors ?? [];
    if (messages.some((m) => TOP_LEVEL_AWAIT.test(m.text))) return asModule(file, siteDir, rel, args);
    throw syntaxError(error, messages, rel);
  }

  const stubbed = new Set<string>();
  // An installed package that `require` cannot load (ES only): the file is run as an ES module.
  let needsModule = false;
  const fromFile = createRequire(file);
  const load = (spec: string): unknown => {
    if (isBuiltin(spec)) return fromFile(spec);
    try {
      // Found only through NODE_PATH (pnpm's bin shims set it), a package is not the site's.
      if (/^[^./#]/.test(spec) && !path.isAbsolute(spec) && !isInstalled(spec, file)) throw new Error(spec);
      fromFile.resolve(spec);
    } catch (error) {
      // A local file that is not there fails under Docusaurus too: said (missing-file.ts), not stood in for.
      if (spec.startsWith('.') || path.isAbsolute(spec)) throw error;
      if (isInstalled(spec, file)) needsModule = true;
      return makeStub(spec, stubbed);
    }
    try {
      const value = fromFile(spec);
      notePackage(value, spec);
      return value;
    } catch (error) {
      // ES only, or ES files that import each other without extensions: run as an ES module, which
      // bundles what Node cannot load (evaluate-module.ts).
      const failed = String((error as { code?: string }).code);
      if (['ERR_REQUIRE_ESM', 'ERR_MODULE_NOT_FOUND', 'ERR_UNSUPPORTED_DIR_IMPORT'].includes(failed))
        needsModule = true;
      return makeStub(spec, stubbed);
    }
  };
  const resolve = (spec: string): string => resolveOrStub(fromFile, file, spec, stubbed);
  const require = Object.assign(load, { resolve });
  const missingImports: Evaluated['missingImports'] = [];
  // `import()` as Node does it, from the file's folder: an installed package (ESM or CommonJS) is
  // imported; one that is not installed gets a stand-in, as with `require`, noted where it is written.
  const dynamicImport = (spec: unknown): Promise<unknown> => {
    const name = String(spec);
    if (isBuiltin(name)) return import(name);
    let resolved: string;
    try {
      resolved = fromFile.resolve(name);
    } catch {
      if (isInstalled(name, file)) {
        // Installed, but not for `require` (ES only): the file is run as an ES module instead.
        needsModule = true;
        return Promise.resolve(makeStub(name, stubbed));
      }
      missingImports.push({
        spec: name,
        ...(thrownAt(new Error(), scriptName, code, siteDir, WRAPPER) ?? { file: rel }),
      });
      return Promise.resolve(makeStub(name, stubbed));
    }
    return import(pathToFileURL(resolved).href).then((value: unknown) => {
      notePackage(value, name);
      return value;
    });
  };
  const module = { exports: {} as unknown };
  const scriptName = `${file}.docgen-migrate.cjs`;
  let value: unknown;
  try {
    const run = vm.runInThisContext(`${WRAPPER}${code}\n})`, { filename: scriptName }) as (...args: unknown[]) => void;
    run(module.exports, require, module, file, path.dirname(file), dynamicImport, isStub);
    const exported = module.exports as { __esModule?: boolean; default?: unknown };
    value = typeof exported === 'object' && exported?.__esModule && 'default' in exported ? exported.default : exported;
    if (typeof value === 'function' && !isStub(value)) value = await (value as (...a: unknown[]) => unknown)(...args);
    value = await value;
  } catch (error) {
    if (needsModule) return asModule(file, siteDir, rel, args);
    throw runtimeError(error, thrownAt(error, scriptName, code, siteDir, WRAPPER), rel, stubbed, siteDir);
  }
  if (needsModule) return asModule(file, siteDir, rel, args);
  bundles.set(file, { code, siteDir });
  return { value, stubbed: [...stubbed].sort(), missingImports };
}

/**
 * `require.resolve('./src/css/custom.css')` is left as written, answered when the file runs (the
 * `resolve` given to it): esbuild need not load the file, and cannot when a stylesheet is named
 * twice (two presets, two branches), which fails its build "without an output path configured".
 */
function resolvedWhenRun(): Plugin {
  return {
    name: 'docgen-require-resolve',
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) =>
        args.kind === 'require-resolve' ? { path: args.path, external: true } : undefined,
      );
    },
  };
}

/**
 * A package whose entry is TypeScript (a monorepo's workspace package linked into node_modules,
 * `"main": "src/index.ts"`) is compiled into the bundle, as Docusaurus' jiti compiles it: Node's
 * `require` cannot load it, and it was stood in for as if it were not installed.
 */
function typeScriptPackages(siteDir: string): Plugin {
  return {
    name: 'docgen-typescript-packages',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) => {
        const entry = args.kind === 'entry-point' ? undefined : typeScriptPackageEntry(siteDir, args.path);
        return entry ? { path: entry } : undefined;
      });
    },
  };
}

/**
 * Files a plugin of the site generates (docusaurus-plugin-openapi-docs' `sidebar.ts` and
 * `versions.json` in its output folder), imported by path without or with an extension: given
 * the value the migration reads in their place, whether the file was generated yet or not.
 */
function generatedFiles(generated: ReadonlyMap<string, unknown>): Plugin {
  return {
    name: 'docgen-generated-files',
    setup(b) {
      b.onResolve({ filter: /^\.{1,2}\// }, (args) => {
        const abs = path.resolve(args.resolveDir, args.path).replace(/\.(?:[cm]?[jt]s|json)$/, '');
        return generated.has(abs) ? { path: abs, namespace: 'docgen-generated' } : undefined;
      });
      b.onLoad({ filter: /.*/, namespace: 'docgen-generated' }, (args) => ({
        contents: `module.exports = ${JSON.stringify(generated.get(args.path))};`,
        loader: 'js',
      }));
    },
  };
}

/** The file run as an ES module (evaluate-module.ts), its failures said as the CommonJS run's are. */
async function asModule(file: string, siteDir: string, rel: string, args: readonly unknown[]): Promise<Evaluated> {
  let evaluation: Awaited<ReturnType<typeof evaluateAsModule>>;
  try {
    evaluation = await evaluateAsModule(file, siteDir, args);
  } catch (error) {
    throw syntaxError(error, (error as { errors?: Message[] }).errors ?? [], rel);
  }
  try {
    const value = await evaluation.run();
    bundles.set(file, { code: evaluation.code, siteDir, sourcesFrom: path.dirname(evaluation.scriptName) });
    return { value, stubbed: [...evaluation.stubbed].sort(), missingImports: evaluation.missingImports };
  } catch (error) {
    const at =
      thrownAt(error, evaluation.scriptName, evaluation.code, siteDir, '', path.dirname(evaluation.scriptName)) ??
      linkErrorAt(error, file, rel);
    throw runtimeError(error, at, rel, evaluation.stubbed, siteDir);
  }
}

/**
 * Where a link error of an ES module (`does not provide an export named 'x'`) is written: the
 * import of that name in the file (the error carries no frame of the file's code).
 */
function linkErrorAt(
  error: unknown,
  file: string,
  rel: string,
): { file: string; line: number; column: number } | undefined {
  const name = /export named '([^']+)'/.exec(String((error as Error)?.message))?.[1];
  if (!name) return undefined;
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const match = new RegExp(`import\\s*(?:type\\s+)?[^;]*?\\{[^}]*\\b${name.replace(/[$]/g, '\\$')}\\b`).exec(text);
  if (!match) return undefined;
  const before = text.slice(0, match.index).split('\n');
  return { file: rel, line: before.length, column: before.at(-1)!.length + 1 };
}

function syntaxError(error: unknown, messages: Message[], rel: string): DocgenError {
  return new DocgenError(
    (messages.length > 0 ? messages : [{ text: String((error as Error).message), location: null } as Message]).map(
      (m) => {
        // A local file that is not there (often one a script of the site generates) is no syntax error.
        const missing = /^Could not resolve "(?:\.{1,2}\/|\/)/.test(m.text);
        return {
          name: 'ConfigSyntaxError' as const,
          severity: 'error' as const,
          message: missing ? `${m.text}: no such file.` : m.text,
          file: m.location ? m.location.file : rel,
          ...(m.location ? { line: m.location.line, column: m.location.column + 1 } : {}),
          why: missing
            ? `docgen migrate evaluates ${rel} with the local files it imports, as Docusaurus does.`
            : `docgen migrate evaluates ${rel} to read it; it must be valid JavaScript or TypeScript.`,
          fix: missing
            ? 'create the file (if a script or plugin of the site generates it, run that first), or fix the path; Docusaurus fails on it too.'
            : 'fix the syntax at the line shown (it must also build under Docusaurus).',
        };
      },
    ),
  );
}

function runtimeError(
  error: unknown,
  at: { file: string; line: number; column: number } | undefined,
  rel: string,
  stubbed: ReadonlySet<string>,
  siteDir = '',
): DocgenError {
  const missing = siteDir ? missingLocalFile(error, siteDir) : undefined;
  if (missing) return missingFileError(missing, at, rel, siteDir);
  const standIns = [...stubbed].sort();
  // Paths inside the site as the reader knows them (`node_modules/x/index.js`).
  const text = String((error as Error)?.message ?? error);
  const message = siteDir ? text.split(`${siteDir}${path.sep}`).join('') : text;
  return new DocgenError([
    {
      name: 'ConfigRuntimeError',
      severity: 'error',
      message: `${rel} threw while it was evaluated: ${message}`,
      file: at?.file ?? rel,
      ...(at ? { line: at.line, column: at.column } : {}),
      why: `docgen migrate runs ${rel} (with stand-ins for packages that are not installed${standIns.length > 0 ? `: ${standIns.join(', ')}` : ''}) to read its values.`,
      fix:
        standIns.length > 0
          ? `install the packages stood in for (npm install in the site's folder), or make the code ${at ? 'at that line ' : ''}work without them, then run docgen migrate again.`
          : `make the code ${at ? 'at that line ' : ''}work (it runs under Node, as Docusaurus runs it), then run docgen migrate again.`,
    },
  ]);
}

function missingFileError(
  missing: string,
  at: { file: string; line: number; column: number } | undefined,
  rel: string,
  siteDir: string,
): DocgenError {
  const shown = path.relative(siteDir, missing) || missing;
  const script = scriptNaming(siteDir, missing);
  return new DocgenError([
    {
      name: 'ConfigRuntimeError',
      severity: 'error',
      message: `${rel} reads ${shown}, which does not exist.`,
      file: at?.file ?? rel,
      ...(at ? { line: at.line, column: at.column } : {}),
      why: `docgen migrate runs ${rel} to read its values, with the files it reads, as Docusaurus does; Docusaurus fails on it too.`,
      fix: script
        ? `${scriptSays(script, path.basename(missing))}: if it writes the file, run it first (${runCommand(script)}), then run docgen migrate again.`
        : 'create the file (if a script of the site generates it, run that first), or fix the path, then run docgen migrate again.',
    },
  ]);
}
