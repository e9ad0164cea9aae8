import fs from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { threadId } from 'node:worker_threads';
import type { BuildOptions, BuildResult, Loader, Message, Plugin } from 'esbuild';
import { DocgenError, type DiagnosticName } from '@docgen/diagnostics';
import { cacheOff } from '@docgen/config';
import { sameStats, statFile } from './file-stats.js';
import { shortHash } from './hash.js';
import { readCompileMemo, toolsKey, writeCompileMemo } from './compile-memo.js';
import { commonJsInterop, commonJsNamedImportOf } from './commonjs-interop.js';
import { relPosix } from './paths.js';
import { locatedFile } from './css-module-names.js';
import { buildAllowingMissingExports, type MissingExport } from './missing-exports.js';
import { brokenLinks, importOf, installCommand, missingPackageOf, thrownInSite } from './module-error.js';
import { nodeSpecifiers } from './node-specifier.js';
import { LAZY_CHUNKS, type NodeChunk } from './node-chunks.js';
import { importsOtherReact, shareDocgenReact } from './share-react.js';
import { SITE_RESOLVE_EXTENSIONS } from './import-resolve.js';
import { fileLocals } from './file-locals.js';
import { siteHasPackage } from './site-package.js';
import { esbuild } from './esbuild.js';
import { isPluginModule, markVirtualSources } from './virtual-sources.js';
import { muteImportEcho, packageOfFile, packageSyntaxError, unparsedByStack } from './package-syntax.js';

export interface LoadModuleOptions {
  siteDir: string;
  file: string;
  syntaxError: DiagnosticName;
  runtimeError: DiagnosticName;
  /** esbuild plugins (e.g. the `@theme-original/<Name>` alias of theme overrides). */
  plugins?: Plugin[];
  /** Where `@docgen/*` resolve from when the site has none (see `SiteContext.resolveFrom`). */
  resolveFrom?: readonly string[];
  /**
   * Whether the packages the module imports get docgen's React (`shareDocgenReact`), when one
   * reaches another copy; default true. The site's config says yes too, though it renders
   * nothing: a CommonJS package it loads first (prism-react-renderer, for a Prism theme) keeps
   * the React it required for the whole thread, and its elements broke every page whose
   * components render it later (React 19 takes React 18's elements for plain objects).
   */
  shareReact?: boolean;
}

/** What a compile error becomes: its message, why and fix (file, line and column are filled in). */
export type DescribeCompileError = (m: Message) => { message: string; why?: string; fix?: string };

/**
 * Compiles a Node-side entry (TypeScript, JSX) and what it imports into one ESM text with
 * esbuild; packages stay external (the site's pages, config and theme must share one React).
 * esbuild's messages become diagnostics named `name`, with paths relative to the site.
 *
 * The text runs as the CommonJS files it was made of would: a `require` of a built-in or a
 * package (Docusaurus' sidebars and configs are CommonJS, "this runs in Node.js") goes to Node's
 * own `require`, resolving from the entry's folder, and `__dirname`/`__filename` name each
 * file's own place (esbuild's ESM output has neither: its `require` shim throws "Dynamic require
 * of … is not supported").
 */
export async function compileForNode(
  entry: string,
  options: {
    siteDir: string;
    name: DiagnosticName;
    describe: DescribeCompileError;
    plugins?: Plugin[];
    resolveFrom?: readonly string[];
    /** An inline source map: where a module that throws when loaded threw, in the site's files. */
    sourcemap?: boolean;
    /** esbuild loaders by extension (styles a component imports). */
    loader?: Record<string, Loader>;
    /** The extensions an import may leave out, in order (default `SITE_RESOLVE_EXTENSIONS`). */
    resolveExtensions?: string[];
    /** Names replaced in the compiled code (the site's `define`). */
    define?: Record<string, string>;
    /**
     * Each `import()` of a site's file becomes a chunk of its own (`chunks`, to be written beside
     * the module): in one file, the packages a lazily imported file imports would be imported
     * when the module loads, and a browser-only one (monaco-editor) throws on the server.
     */
    lazyChunks?: boolean;
    /**
     * Given, a name one site file imports from another that lacks it is `undefined` (webpack's
     * warning) rather than an error: the missing exports are given here.
     */
    onMissingExports?: (missing: MissingExport[]) => void;
    /**
     * The site's Babel additions run on its files first (components a page renders, as Docusaurus'
     * babel-loader does), and their `require.resolve('./x')` is webpack's module id.
     */
    siteBabel?: boolean;
  },
): Promise<{ code: string; inputs: string[]; exports: string[]; chunks: NodeChunk[] }> {
  const siteDir = path.resolve(options.siteDir);
  // Loaded on the first compile only: a command whose modules are all compiled already starts without it.
  const { build } = esbuild();
  let result: BuildResult<{ write: false; metafile: true }>;
  try {
    const buildOptions = {
      entryPoints: [entry],
      absWorkingDir: siteDir,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      resolveExtensions: options.resolveExtensions ?? SITE_RESOLVE_EXTENSIONS,
      ...(options.define && Object.keys(options.define).length > 0 ? { define: options.define } : {}),
      packages: 'external',
      jsx: 'automatic',
      write: false,
      metafile: true,
      logLevel: 'silent',
      ...(options.sourcemap ? { sourcemap: 'inline' as const, sourcesContent: false } : { sourcemap: false }),
      banner: { js: nodeRequireBanner(entry) },
      plugins: [
        ...(options.plugins ?? []),
        docgenPackagesFallback(siteDir, options.resolveFrom ?? []),
        nodeSpecifiers(siteDir),
        fileLocals(siteDir, { babel: options.siteBabel === true, webpackIds: options.siteBabel === true }),
      ],
      // Where the module is written: the source map names the site's files relative to it
      // (`../../docgen.config.ts`), so Node, vitest and debuggers find them.
      outdir: path.join(siteDir, '.docgen', 'modules'),
      ...(options.loader ? { loader: options.loader } : {}),
      ...(options.lazyChunks ? LAZY_CHUNKS : {}),
    } satisfies BuildOptions;
    // Without onMissingExports, a missing export stays an error (the config, sidebars, a React page).
    result = (await (options.onMissingExports
      ? buildAllowingMissingExports((o) => build(o), buildOptions, options.onMissingExports)
      : build(buildOptions))) as typeof result;
  } catch (error) {
    const messages = (error as { errors?: Message[] }).errors ?? [];
    const rel = relPosix(siteDir, entry);
    throw new DocgenError(
      messages.length > 0
        ? messages.map((m) => ({
            // docgen's resolving plugins may name the fault (PackageSyntaxError) in the message's detail.
            name: (m.detail as { name?: DiagnosticName } | undefined)?.name ?? options.name,
            severity: 'error' as const,
            ...options.describe(m),
            file: m.location ? relPosix(siteDir, path.resolve(siteDir, locatedFile(siteDir, m.location.file))) : rel,
            line: m.location?.line,
            column: m.location ? m.location.column + 1 : undefined,
          }))
        : [{ name: options.name, severity: 'error', message: String((error as Error).message ?? error), file: rel }],
    );
  }
  const [entryPath, entryOutput] =
    Object.entries(result.metafile.outputs).find(([, o]) => o.entryPoint !== undefined) ?? [];
  const entryFile = entryPath === undefined ? undefined : path.resolve(siteDir, entryPath);
  const js =
    result.outputFiles.find((f) => f.path === entryFile) ??
    result.outputFiles.find((f) => !f.path.endsWith('.css')) ??
    result.outputFiles[0];
  const inputs = Object.keys(result.metafile.inputs);
  // Plugins' virtual modules (`namespace:path`) are not files.
  const files = inputs.filter((p) => !isPluginModule(p));
  const mapped = options.sourcemap && files.length < inputs.length ? markVirtualSources : (text: string) => text;
  return {
    code: mapped(js?.text ?? ''),
    chunks: result.outputFiles
      .filter((f) => f !== js && f.path.endsWith('.mjs'))
      .map((f) => ({ file: path.basename(f.path), text: mapped(f.text) })),
    inputs: files.map((p) => path.resolve(siteDir, p)),
    exports: entryOutput?.exports ?? [],
  };
}

/**
 * A module-scope `require` for esbuild's shim to call: Node's, resolving from the entry's folder.
 * Its `require.resolve` of a relative path also finds a TypeScript file named without its
 * extension (`require.resolve('./my-plugin')` for my-plugin.ts), as Docusaurus' config loader
 * does: a Docusaurus config the migrated config imports lists its plugins so.
 */
function nodeRequireBanner(entry: string): string {
  const from = JSON.stringify(pathToFileURL(path.resolve(entry)).href);
  return [
    "import { createRequire as __docgenCreateRequire } from 'node:module';",
    `const __docgenNodeRequire = __docgenCreateRequire(${from});`,
    'const require = Object.assign((id) => __docgenNodeRequire(id), __docgenNodeRequire, {',
    '  resolve(id, options) {',
    '    try { return __docgenNodeRequire.resolve(id, options); } catch (error) {',
    "      if (/^\\.{0,2}\\//.test(id)) for (const ext of ['.ts', '.tsx', '.mts', '.cts', '/index.ts', '/index.tsx'])",
    '        try { return __docgenNodeRequire.resolve(id + ext, options); } catch {}',
    '      throw error;',
    '    }',
    '  },',
    '});',
  ].join('\n');
}

/**
 * docgen's own packages (`@docgen/config` in a config, `@docgen/theme-default/...`) resolve from
 * the site when it has them, else from docgen's installation: a site made by `docgen init`, or
 * copied without its node_modules, builds with the docgen that builds it.
 */
function docgenPackagesFallback(siteDir: string, resolveFrom: readonly string[]): Plugin {
  const fallbacks = [
    ...resolveFrom.map((d) => createRequire(path.join(d, 'package.json'))),
    createRequire(import.meta.url),
  ];
  return {
    name: 'docgen-packages',
    setup(build) {
      build.onResolve({ filter: /^@docgen\// }, (args) => {
        if (siteHasPackage(siteDir, args.path)) return undefined;
        for (const from of fallbacks) {
          try {
            return { path: pathToFileURL(from.resolve(args.path)).href, external: true };
          } catch {
            // try the next installation
          }
        }
        return undefined;
      });
    },
  };
}

/**
 * Loads a TypeScript/JavaScript module of the site (config, sidebars, React pages): esbuild
 * compiles it to one ESM file inside the site's `.docgen/` (so bare imports resolve from the
 * site's node_modules), then Node imports it. Packages stay external: React pages and the
 * theme must share one React.
 */
export async function loadSiteModule<T = Record<string, unknown>>(
  options: LoadModuleOptions,
): Promise<{ module: T; dependencies: string[]; outFile: string }> {
  const { siteDir, file } = options;
  const rel = relPosix(siteDir, file);
  const outDir = path.join(siteDir, '.docgen', 'modules');
  // esbuild's plugins are code: a module compiled with them is not remembered.
  const memoFile =
    options.plugins || cacheOff('modules')
      ? undefined
      : path.join(outDir, `${path.basename(file)}-${shortHash(path.resolve(file))}.memo.json`);
  // The compiled module imports docgen's packages by their path in the installation that compiled it.
  const key = `${toolsKey()}\0${import.meta.url}\0${(options.resolveFrom ?? []).join('\0')}`;
  let compiled = memoFile ? readCompileMemo(memoFile, key) : undefined;
  // Packages Node could not link a named import of (see `commonJsInterop`), read as `require()`.
  const interop = new Set<string>();
  for (;;) {
    // The module's text when compiled now: not read back from the file just written.
    let text: string | undefined;
    if (!compiled) {
      const before = statFile(file);
      const plugins = [...(options.plugins ?? []), ...(interop.size > 0 ? [commonJsInterop(interop)] : [])];
      const { code, inputs } = await compileForNode(file, {
        siteDir,
        name: options.syntaxError,
        ...(plugins.length > 0 ? { plugins } : {}),
        ...(options.resolveFrom ? { resolveFrom: options.resolveFrom } : {}),
        sourcemap: true,
        describe: (m) => ({
          message: m.text,
          why: `${rel} must be valid TypeScript or JavaScript.`,
          fix: noteOf(m, siteDir),
        }),
      });
      await fs.mkdir(outDir, { recursive: true });
      const outFile = path.join(outDir, `${path.basename(file).replace(/\.[^.]+$/, '')}-${shortHash(code)}.mjs`);
      // Written whole, then renamed: workers of one build compile the same config at once, and
      // one importing the file while another truncates it read an empty module (a flaky CI run).
      const tmp = `${outFile}.${process.pid}-${threadId}.tmp`;
      await fs.writeFile(tmp, code);
      await fs.rename(tmp, outFile);
      compiled = { outFile, dependencies: inputs };
      text = code;
      // Saved while compiling: what was compiled may not be what is on disk now.
      if (memoFile && sameStats([before], [statFile(file)])) writeCompileMemo(memoFile, key, compiled);
    }
    const { outFile, dependencies } = compiled;
    if (options.shareReact !== false && importsOtherReact(text ?? readFileSync(outFile, 'utf8'), outFile))
      shareDocgenReact();
    try {
      const module = (await import(pathToFileURL(outFile).href)) as T;
      return { module, dependencies, outFile };
    } catch (error) {
      muteImportEcho(error);
      const cjs = commonJsNamedImportOf(error, outFile);
      // Node names one package at a time; each is given to `require()` and the module compiled again.
      if (cjs === undefined || interop.has(cjs) || interop.size >= 20)
        throw siteModuleError(error, { siteDir, file, outFile, dependencies, name: options.runtimeError });
      interop.add(cjs);
      compiled = undefined;
    }
  }
}

/** esbuild's first note on an error, with the place it points at ("The opening tag is here: a.tsx:2:10"). */
function noteOf(m: Message, siteDir: string): string | undefined {
  const note = m.notes[0];
  if (!note) return undefined;
  const at = note.location;
  return at
    ? `${note.text} ${relPosix(siteDir, path.resolve(siteDir, at.file))}:${at.line}:${at.column + 1}`
    : note.text;
}

/**
 * A site module that threw while it was loaded (or its default export, called): where it threw,
 * or the package it imports that is not installed, with the command that installs it, or the
 * broken links of a node_modules folder copied from elsewhere.
 */
export function siteModuleError(
  error: unknown,
  at: { siteDir: string; file: string; outFile: string; dependencies: string[]; name: DiagnosticName },
): DocgenError {
  if (error instanceof DocgenError) return error;
  const { siteDir } = at;
  const rel = relPosix(siteDir, at.file);
  const err = error as Error;
  const pkg = missingPackageOf(error);
  if (pkg) {
    const place = importOf(pkg, [at.file, ...at.dependencies.filter((f) => f !== at.file)], siteDir) ?? { file: rel };
    const broken = brokenLinks(siteDir);
    if (broken.length > 0) {
      return new DocgenError([
        {
          name: 'BrokenNodeModules',
          severity: 'error',
          message: `${rel} imports "${pkg}", but the links of the site's node_modules lead nowhere (${broken.length} broken: ${broken.slice(0, 3).join(', ')}${broken.length > 3 ? ', …' : ''}).`,
          ...place,
          why: 'node_modules was copied from another folder: pnpm links each package into a store the copy does not have.',
          fix: `install the site's packages again where it is: ${reinstallCommand(siteDir)}.`,
        },
      ]);
    }
    return new DocgenError([
      {
        name: 'PackageNotFound',
        severity: 'error',
        message: `${place.file ?? rel} imports the package "${pkg}", which is not installed.`,
        ...place,
        why: `Node looks for "${pkg}" in node_modules folders from the site folder up; none has it.`,
        fix: `install it: ${installCommand(pkg, siteDir)}`,
      },
    ]);
  }
  const unparsed = unparsedByStack(error);
  const owner = unparsed && packageOfFile(unparsed.file);
  if (unparsed && owner) {
    const files = [at.file, ...at.dependencies.filter((f) => f !== at.file)];
    return new DocgenError([
      {
        ...packageSyntaxError(siteDir, owner, at.file, unparsed),
        severity: 'error',
        ...(importOf(owner, files, siteDir) ?? { file: rel }),
      },
    ]);
  }
  const place = thrownInSite(error, siteDir) ?? { file: rel };
  const fix = `fix the code at ${place.file}${place.line ? `:${place.line}` : ''}, or guard what may fail there.`;
  // A file the code reads by a relative path (`fs.readFileSync('./static/x.json')`) is looked for
  // in the folder docgen runs in; Docusaurus runs in the site's folder, where it is found.
  const missing =
    (err as NodeJS.ErrnoException | undefined)?.code === 'ENOENT' ? (err as { path?: unknown }).path : undefined;
  const fromHere =
    typeof missing === 'string' &&
    !path.isAbsolute(missing) &&
    path.resolve(siteDir) !== process.cwd() &&
    existsSync(path.resolve(siteDir, missing));
  return new DocgenError([
    {
      name: at.name,
      severity: 'error',
      message: `${rel} threw while it was loaded: ${err?.message ?? String(error)}`,
      ...place,
      why: fromHere
        ? `the code reads "${missing}" from the folder docgen runs in (${process.cwd()}), which lacks it; the site folder has it, and Docusaurus runs there.`
        : 'docgen evaluates this file to read it; it must not throw.',
      fix: fromHere
        ? `run docgen in the site folder (cd ${path.relative(process.cwd(), siteDir) || '.'} && docgen build), or read the file from the code's own folder at ${place.file}${place.line ? `:${place.line}` : ''} (path.join(__dirname, …)).`
        : fix,
    },
  ]);
}

function reinstallCommand(siteDir: string): string {
  const add = installCommand('', siteDir).trim();
  const cd = path.relative(process.cwd(), siteDir);
  const manager = add.replace(/^cd \S+ && /, '').split(' ')[0];
  return `${cd ? `cd ${cd} && ` : ''}rm -rf node_modules && ${manager} install`;
}
