import { builtinModules, createRequire, SourceMap } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';
import type { Message } from 'esbuild';
import { DocgenError } from '@docgen/diagnostics';

/** What evaluating a Docusaurus file gave: its default export and the packages stood in for. */
export interface Evaluated {
  value: unknown;
  /** Packages (and `require.resolve` targets) that are not installed, with where they were needed. */
  stubbed: string[];
  /** `import()` of packages that are not installed, where they are written (a stand-in was given). */
  missingImports: { spec: string; file: string; line?: number; column?: number }[];
}

const STUB = Symbol('docgen.stub');

/** What esbuild makes of `import(x)` with dynamic import unsupported (`, 1` in an ES module). */
const DYNAMIC = /Promise\.resolve\(\)\.then\(\(\) => __toESM\(require\(((?:[^()]|\([^()]*\))*)\)(?:, 1)?\)\)/g;

/** A stand-in for a package that is not installed: any property, call or `new` of it gives another. */
export function isStub(value: unknown): boolean {
  return typeof value === 'function' && (value as unknown as Record<symbol, unknown>)[STUB] !== undefined;
}

/** The name of what a stub stands for (`prism-react-renderer.themes.github`). */
export function stubName(value: unknown): string {
  return String((value as unknown as Record<symbol, unknown>)[STUB]);
}

function makeStub(name: string, seen: Set<string>): unknown {
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
      if (typeof key === 'symbol') return undefined;
      return makeStub(`${name}.${key}`, seen);
    },
    apply: () => stub,
    construct: () => stub as object,
  });
  return stub;
}

/**
 * Evaluates a Docusaurus config or sidebars file as Docusaurus would, without its packages:
 * esbuild bundles the file and its local imports (TypeScript, ESM or CommonJS) into one CommonJS
 * script, run with a `require` that loads the packages the site has installed and stands a stub
 * in for the others (presets, plugins, prism themes…), so that evaluation goes on and the
 * converter sees what was written. A function export is called (awaited), as Docusaurus does.
 */
export async function evaluateDocusaurusFile(file: string, siteDir: string): Promise<Evaluated> {
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
    });
    code = (result.outputFiles[0]?.text ?? '').replace(DYNAMIC, '__docgenImport($1)');
  } catch (error) {
    const messages = (error as { errors?: Message[] }).errors ?? [];
    throw new DocgenError(
      (messages.length > 0 ? messages : [{ text: String((error as Error).message), location: null } as Message]).map(
        (m) => ({
          name: 'ConfigSyntaxError' as const,
          severity: 'error' as const,
          message: m.text,
          file: m.location ? m.location.file : rel,
          ...(m.location ? { line: m.location.line, column: m.location.column + 1 } : {}),
          why: `docgen migrate evaluates ${rel} to read it; it must be valid JavaScript or TypeScript.`,
          fix: 'fix the syntax at the line shown (it must also build under Docusaurus).',
        }),
      ),
    );
  }

  const stubbed = new Set<string>();
  const fromFile = createRequire(file);
  const builtins = new Set(builtinModules);
  const isBuiltin = (spec: string) => spec.startsWith('node:') || builtins.has(spec.split('/')[0]!);
  const load = (spec: string): unknown => {
    if (isBuiltin(spec)) return fromFile(spec);
    try {
      fromFile.resolve(spec);
    } catch {
      return makeStub(spec, stubbed);
    }
    try {
      return fromFile(spec);
    } catch {
      // Installed but not loadable here (an ESM-only package with top-level await…): read as absent.
      return makeStub(spec, stubbed);
    }
  };
  const resolve = (spec: string): string => {
    try {
      return fromFile.resolve(spec);
    } catch {
      if (spec.startsWith('.') || spec.startsWith('/')) return path.resolve(path.dirname(file), spec);
      stubbed.add(spec);
      return spec;
    }
  };
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
      missingImports.push({ spec: name, ...(thrownAt(new Error(), scriptName, code, siteDir) ?? { file: rel }) });
      return Promise.resolve(makeStub(name, stubbed));
    }
    return import(pathToFileURL(resolved).href);
  };
  const module = { exports: {} as unknown };
  const scriptName = `${file}.docgen-migrate.cjs`;
  let value: unknown;
  try {
    const run = vm.runInThisContext(
      `(function (exports, require, module, __filename, __dirname, __docgenImport) {${code}\n})`,
      {
        filename: scriptName,
      },
    ) as (...args: unknown[]) => void;
    run(module.exports, require, module, file, path.dirname(file), dynamicImport);
    const exported = module.exports as { __esModule?: boolean; default?: unknown };
    value = typeof exported === 'object' && exported?.__esModule && 'default' in exported ? exported.default : exported;
    if (typeof value === 'function' && !isStub(value)) value = await (value as () => unknown)();
    value = await value;
  } catch (error) {
    const at = thrownAt(error, scriptName, code, siteDir);
    throw new DocgenError([
      {
        name: 'ConfigRuntimeError',
        severity: 'error',
        message: `${rel} threw while it was evaluated: ${(error as Error)?.message ?? String(error)}`,
        file: at?.file ?? rel,
        ...(at ? { line: at.line, column: at.column } : {}),
        why: `docgen migrate runs ${rel} (with stand-ins for packages that are not installed) to read its values.`,
        fix: 'make the code at that line work without the packages it needs (or install them), then run docgen migrate again.',
      },
    ]);
  }
  return { value, stubbed: [...stubbed].sort(), missingImports };
}

/** Where in the site's files an error thrown by the evaluated bundle was thrown (its inline source map). */
function thrownAt(
  error: unknown,
  scriptName: string,
  code: string,
  siteDir: string,
): { file: string; line: number; column: number } | undefined {
  const stack = (error as { stack?: unknown })?.stack;
  if (typeof stack !== 'string') return undefined;
  const at = stack.indexOf(`${scriptName}:`);
  if (at === -1) return undefined;
  const frame = /^:(\d+):(\d+)/.exec(stack.slice(at + scriptName.length));
  const inline = /\/\/# sourceMappingURL=data:application\/json;base64,(\S+)\s*$/.exec(code);
  if (!frame || !inline) return undefined;
  const map = new SourceMap(JSON.parse(Buffer.from(inline[1]!, 'base64').toString('utf8')));
  // The wrapper adds no line: the bundle starts on the first line, after `{`.
  const line = Number(frame[1]) - 1;
  const column =
    Number(frame[2]) -
    1 -
    (line === 0 ? '(function (exports, require, module, __filename, __dirname, __docgenImport) {'.length : 0);
  const entry = map.findEntry(line, column) as {
    originalSource?: string;
    originalLine?: number;
    originalColumn?: number;
  };
  if (!entry.originalSource || entry.originalLine === undefined) return undefined;
  const source = entry.originalSource.startsWith('file:')
    ? new URL(entry.originalSource).pathname
    : path.resolve(siteDir, entry.originalSource);
  return {
    file: path.relative(siteDir, source).split(path.sep).join('/'),
    line: entry.originalLine + 1,
    column: (entry.originalColumn ?? 0) + 1,
  };
}
