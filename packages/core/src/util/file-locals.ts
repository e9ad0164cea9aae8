import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Loader, Plugin, PluginBuild } from 'esbuild';
import { asCommonJs, mayBeMixed } from './mixed-module.js';
import { inModulePackage } from './module-format.js';
import { siteBabelOfBuild, siteScriptText } from './site-babel.js';
import { withModuleIds } from './webpack-resolve.js';
import { scriptLoader, siteScriptLoader, withAutomaticJsx, withSiteGlobs } from './site-globs.js';
import { asSloppyScript, sloppyCandidate } from './sloppy-scripts.js';

const SCRIPT_LOADERS: Record<string, Loader> = {
  '.js': 'js',
  '.cjs': 'js',
  '.mjs': 'js',
  '.jsx': 'jsx',
  '.ts': 'ts',
  '.cts': 'ts',
  '.mts': 'ts',
  '.tsx': 'tsx',
};

const IMPORT_META = /\bimport\.meta\.(url|dirname|filename)\b/g;

/**
 * A site file's text with its own place filled in, as Node gives it to each file: `__dirname` and
 * `__filename` declared at its top (on its first line: the source map's lines stay right) unless
 * the file declares them itself (`const __dirname = dirname(fileURLToPath(import.meta.url))`, the
 * ES module idiom, which a second declaration made a syntax error), and `import.meta.url`,
 * `.dirname`, `.filename` written out (bundled, every file had the output module's or the
 * config's). Undefined when the file uses none of them.
 */
export function withFileLocals(text: string, file: string): string | undefined {
  const locals = (['__dirname', '__filename'] as const).filter(
    (name) => new RegExp(`\\b${name}\\b`).test(text) && !declares(text, name),
  );
  const meta = text.includes('import.meta.');
  if (locals.length === 0 && !meta) return undefined;
  const values = { url: pathToFileURL(file).href, dirname: path.dirname(file), filename: file };
  const body = meta ? text.replace(IMPORT_META, (_, key: keyof typeof values) => JSON.stringify(values[key])) : text;
  if (locals.length === 0) return body;
  const place = { __dirname: values.dirname, __filename: values.filename };
  const declaration = `var ${locals.map((name) => `${name} = ${JSON.stringify(place[name])}`).join(', ')};`;
  const shebang = /^#![^\n]*\n/.exec(body)?.[0] ?? '';
  return `${shebang}${declaration}${body.slice(shebang.length)}`;
}

function declares(text: string, name: string): boolean {
  return new RegExp(`\\b(?:const|let|var|function|class)\\s+${name}\\b`).test(text);
}

/**
 * Each site file bundled into one module keeps its own `__dirname`, `__filename` and
 * `import.meta.url` (withFileLocals): esbuild wraps a CommonJS file in a function and renames an
 * ES module's top-level names apart, so each file sees its own.
 */
export function fileLocals(siteDir?: string, options: { babel?: boolean; webpackIds?: boolean } = {}): Plugin {
  return {
    name: 'docgen-file-locals',
    setup(build) {
      // A file the resolver below read to tell its format is not read again to be loaded.
      const texts = new Map<string, Promise<string>>();
      const read = (file: string): Promise<string> => {
        let text = texts.get(file);
        if (text === undefined) texts.set(file, (text = fs.readFile(file, 'utf8')));
        return text;
      };
      // A context built again (the dev server) reads each file as it is now.
      build.onStart(() => texts.clear());
      const babel = siteDir !== undefined && options.babel ? siteBabelOfBuild(siteDir, build) : undefined;
      if (siteDir !== undefined) mixedInModulePackage(build, read);
      build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
        if (args.namespace !== 'file' || args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        if (!SCRIPT_LOADERS[path.extname(args.path)]) return undefined;
        const disk = await read(args.path);
        texts.delete(args.path);
        const made = babel ? await siteScriptText(babel, args.path, disk) : { text: disk };
        if (!('text' in made)) return made;
        // In a page's bundle, as webpack's: `require.resolve('./x')` is the module's id (webpack-resolve.ts).
        const ids = options.webpackIds ? withModuleIds(made.text, args.path) : undefined;
        if (ids?.errors.length) return { errors: ids.errors };
        const text = ids?.text ?? made.text;
        // With the site folder, `@site/` template-literal requires and the JSX runtime too
        // (site-globs.ts): one loader reads each file.
        const globbed = siteDir === undefined ? undefined : withSiteGlobs(text, args.path, siteDir);
        const located = withFileLocals(globbed ?? text, args.path) ?? globbed;
        const given = scriptLoader(args.path, build.initialOptions.loader);
        const loader = siteDir === undefined ? given : await siteScriptLoader(text, given);
        const jsx = siteDir === undefined ? located : (withAutomaticJsx(located ?? text, loader) ?? located);
        // A script webpack runs in sloppy mode, as the browser's bundle has it (site-globs.ts).
        const own =
          (siteDir !== undefined && sloppyCandidate(args.path) ? asSloppyScript(jsx ?? text) : undefined) ?? jsx;
        const cjs = await asCommonJs(own ?? text, args.path, loader);
        if (cjs !== undefined) return { contents: cjs, loader: 'js', resolveDir: path.dirname(args.path) };
        const contents = own ?? (loader === given && text === disk ? undefined : text);
        return contents === undefined ? undefined : { contents, loader, resolveDir: path.dirname(args.path) };
      });
    },
  };
}

const RESOLVING = Symbol('docgen-mixed-resolve');

/**
 * A mixed file (see asCommonJs) of a `"type": "module"` package: esbuild applies the package's
 * type to each file it resolves itself, so the CommonJS it is compiled to stayed an ES module
 * (where `module` is not defined) whatever its syntax. Resolved here, the file's format is its
 * syntax's, as jiti (Docusaurus' loader) runs it. Only relative and absolute imports from a
 * package of that type are looked at: for the others, nothing is read.
 */
function mixedInModulePackage(build: PluginBuild, read: (file: string) => Promise<string>): void {
  const moduleDirs = new Map<string, boolean>();
  const inModule = (dir: string) => {
    let known = moduleDirs.get(dir);
    if (known === undefined) moduleDirs.set(dir, (known = inModulePackage(dir)));
    return known;
  };
  build.onResolve({ filter: /^(?:\.{0,2}\/|[A-Za-z]:[\\/])/ }, async (args) => {
    if (args.pluginData === RESOLVING || args.namespace !== 'file' || !args.resolveDir) return undefined;
    if (args.path.includes('node_modules') || !inModule(args.resolveDir)) return undefined;
    const found = await build.resolve(args.path, {
      kind: args.kind,
      importer: args.importer,
      resolveDir: args.resolveDir,
      pluginData: RESOLVING,
    });
    const file = found.path;
    if (found.errors.length > 0 || found.namespace !== 'file' || !SCRIPT_LOADERS[path.extname(file)]) return undefined;
    if (/\.c[jt]s$/.test(file) || file.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
    const text = await read(file).catch(() => '');
    return mayBeMixed(text, file) ? { path: file, sideEffects: found.sideEffects } : undefined;
  });
}
