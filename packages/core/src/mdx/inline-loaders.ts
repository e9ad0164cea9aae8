import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteContext } from '@docgen/config';
import type { Diagnostic } from '@docgen/diagnostics';
import { relPosix } from '../util/paths.js';
import { esbuild } from '../util/esbuild.js';
import { writeModule } from './module-files.js';

/** One loader of a webpack inline chain: as written, its file, and its options (`?…`). */
export interface InlineLoader {
  name: string;
  file: string;
  query: string;
}

/**
 * webpack's inline loader chain other than a lone raw-loader (read as text without running it):
 * `!!yaml-loader!../data.yaml`, `json5-loader?x=1!./a.json5`. The loaders as written, applied
 * right to left, and the resource. Undefined for a specifier with none.
 */
export function inlineLoaderChain(specifier: string): { names: string[]; resource: string } | undefined {
  if (/^[\w-]{2,}:/.test(specifier)) return undefined;
  const parts = specifier.replace(/^(?:-!|!!|!)/, '').split('!');
  const resource = parts.pop()!;
  if (parts.length === 0 || resource === '' || parts.some((p) => p === '')) return undefined;
  if (parts.length === 1 && /^raw-loader$/.test(parts[0]!)) return undefined;
  return { names: parts, resource };
}

/**
 * The loaders of a chain, each resolved as webpack resolves a loader: a name the config's
 * `aliases` maps (webpack's `resolveLoader.alias`, which the migration carries there: a loader of
 * the site's own folder), a package of the site, or a path from the importing file's folder. An
 * UnresolvedImport names the first one missing.
 */
export function resolveLoaders(
  ctx: SiteContext,
  specifier: string,
  names: readonly string[],
  from: string,
): InlineLoader[] | Diagnostic {
  const loaders: InlineLoader[] = [];
  for (const written of names) {
    const q = written.indexOf('?');
    const name = q < 0 ? written : written.slice(0, q);
    try {
      const aliased = loaderAlias(ctx, name);
      const base = /^\.{1,2}\//.test(name) ? from : path.join(ctx.siteDir, 'package.json');
      loaders.push({
        name,
        file: createRequire(base).resolve(aliased ?? name),
        query: q < 0 ? '' : written.slice(q),
      });
    } catch {
      return {
        name: 'UnresolvedImport',
        severity: 'error',
        message: `Cannot resolve import "${specifier}": the webpack loader "${name}" is not installed in the site.`,
        why: `An import written "loader!file" runs that loader over the file, as Docusaurus' webpack does; docgen runs it too, from the site's node_modules (${relPosix(ctx.siteDir, from)} imports it).`,
        fix: /^\.{1,2}\//.test(name)
          ? 'correct the loader path, or remove the import.'
          : `install it in the site folder (npm install ${name}); if it is a loader of the site's own (webpack's resolveLoader.alias), name its folder in the config's aliases ({ '${name}': './loaders/${name}' }); or remove the import.`,
      };
    }
  }
  return loaders;
}

/** The target of an alias of the config named exactly `name` (or `name$`): a path from the site folder, or a package. */
function loaderAlias(ctx: SiteContext, name: string): string | undefined {
  const aliases = ctx.config.aliases ?? {};
  const value = aliases[name] ?? aliases[`${name}$`];
  if (value === undefined) return undefined;
  return value.startsWith('.') || path.isAbsolute(value) ? path.resolve(ctx.siteDir, value) : value;
}

type LoaderFunction = ((this: unknown, source: string | Buffer) => unknown) & { raw?: boolean; pitch?: unknown };

/** webpack's own loader runner (loader-runner): the phases, `this.async`, `this.callback`, raw loaders. */
type RunLoaders = (
  options: { resource: string; loaders: { loader: string; options: unknown }[]; context: object },
  callback: (error: unknown, result: { result?: (string | Buffer)[] }) => void,
) => void;
let runWithWebpackRunner: RunLoaders | undefined;

/**
 * The module a chain of loaders makes of a file (JavaScript, as webpack reads a loader's output),
 * run by loader-runner, right to left, with what webpack's compilation adds to the loader
 * context (`getOptions`, `rootContext`, `emitWarning`…). A loader whose work is in its pitch phase
 * (style-loader) is not run: its output asks for webpack's compilation, and the error says so.
 */
export async function runLoaders(ctx: SiteContext, loaders: readonly InlineLoader[], file: string): Promise<string> {
  for (const loader of [...loaders].reverse()) {
    const fn = await loadLoader(loader.file);
    if (typeof fn !== 'function') throw new Error(`the webpack loader "${loader.name}" exports no function`);
    if (typeof fn.pitch === 'function')
      throw new Error(`the webpack loader "${loader.name}" works in its pitch phase, which docgen does not run`);
  }
  runWithWebpackRunner ??= (createRequire(import.meta.url)('loader-runner') as { runLoaders: RunLoaders }).runLoaders;
  const options = loaders.map((l) => optionsOf(l.query));
  let emitted: Error | undefined;
  const context = {
    version: 2,
    mode: 'production',
    target: 'web',
    webpack: true,
    sourceMap: false,
    rootContext: ctx.siteDir,
    getOptions(this: { loaderIndex: number }) {
      return options[this.loaderIndex];
    },
    emitFile: () => undefined,
    emitWarning: () => undefined,
    // As in webpack, the module fails once its loaders are done.
    emitError: (error: unknown) => {
      emitted ??= error instanceof Error ? error : new Error(String(error));
    },
    getLogger: () => ({ error() {}, warn() {}, info() {}, log() {}, debug() {} }),
  };
  const run = runWithWebpackRunner;
  const made = await new Promise<string>((resolve, reject) =>
    run(
      {
        resource: file,
        // A query is the loader's as written (`this.query`); none gives its options object, as webpack does.
        loaders: loaders.map((l) => ({ loader: l.file, options: l.query === '' ? {} : l.query.slice(1) })),
        context,
      },
      (error, result) =>
        error
          ? reject(error instanceof Error ? error : new Error(String(error)))
          : resolve(String(result.result?.[0] ?? '')),
    ),
  );
  if (emitted) throw emitted;
  return made;
}

async function loadLoader(file: string): Promise<LoaderFunction | undefined> {
  let mod: unknown;
  try {
    mod = createRequire(file)(file);
  } catch (error) {
    if ((error as { code?: string }).code !== 'ERR_REQUIRE_ESM') throw error;
    mod = await import(pathToFileURL(file).href);
  }
  const fn = typeof mod === 'function' ? mod : (mod as { default?: unknown } | undefined)?.default;
  return typeof fn === 'function' ? (fn as LoaderFunction) : undefined;
}

/** A loader's options as webpack parses its query: JSON after `?{`, else `a=1&b` (a flag is true). */
function optionsOf(query: string): Record<string, unknown> {
  if (query === '') return {};
  const text = query.slice(1);
  if (text.startsWith('{')) return JSON.parse(text) as Record<string, unknown>;
  const options: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) options[key] = value === '' ? true : value;
  return options;
}

/**
 * The ES module an MDX page imports for a loader chain: the loaders' output bundled (its own
 * relative imports with it; packages stay imports of the site's), or the UnresolvedImport that
 * says which loader failed on which file and why.
 */
export async function loadedModule(
  ctx: SiteContext,
  specifier: string,
  loaders: readonly InlineLoader[],
  file: string,
): Promise<{ code: string } | { error: Diagnostic }> {
  let code: string;
  try {
    code = await runLoaders(ctx, loaders, file);
  } catch (error) {
    return { error: loaderFailed(ctx, specifier, file, error) };
  }
  const { build } = esbuild();
  try {
    const out = await build({
      stdin: { contents: code, resolveDir: path.dirname(file), sourcefile: relPosix(ctx.siteDir, file), loader: 'js' },
      bundle: true,
      format: 'esm',
      platform: 'node',
      packages: 'external',
      write: false,
      logLevel: 'silent',
    });
    return { code: out.outputFiles[0]?.text ?? '' };
  } catch (error) {
    return { error: loaderFailed(ctx, specifier, file, error) };
  }
}

/**
 * The module an MDX page imports for `!!raw-loader!./file` (the file's text) or a loader chain
 * (what the loaders make of it), written beside the page modules; or the import's error.
 */
export async function importedFileModule(
  ctx: SiteContext,
  specifier: string,
  resolved: { kind: 'raw'; file: string } | { kind: 'loaded'; file: string; loaders: InlineLoader[] },
): Promise<{ url: string } | { error: Diagnostic }> {
  if (resolved.kind === 'raw') {
    const text = fs.readFileSync(resolved.file, 'utf8');
    return { url: writeModule(ctx, resolved.file, `export default ${JSON.stringify(text)};\n`, '.raw') };
  }
  const loaded = await loadedModule(ctx, specifier, resolved.loaders, resolved.file);
  return 'error' in loaded ? loaded : { url: writeModule(ctx, resolved.file, loaded.code, '.loaded') };
}

export function loaderFailed(ctx: SiteContext, specifier: string, file: string, error: unknown): Diagnostic {
  const esbuildText = (error as { errors?: { text: string }[] }).errors?.[0]?.text;
  const reason = esbuildText ?? (error instanceof Error ? error.message : String(error));
  return {
    name: 'UnresolvedImport',
    severity: 'error',
    message: `Cannot import "${specifier}": its loaders failed on ${relPosix(ctx.siteDir, file)}: ${reason.split('\n')[0]}`,
    why: 'An import written "loader!file" is the module the loaders make of the file, as under Docusaurus\' webpack; docgen runs them from the site\'s node_modules.',
    fix: 'fix the file (or the loader options) as the message says.',
  };
}
