// Compiles packages' src/ into dist/:
//
//   node ../../scripts/build-package.mjs           this package, JavaScript only (esbuild)
//   node ../../scripts/build-package.mjs --types   and its type declarations (tsc -b), for publishing
//   node scripts/build-package.mjs --all           every package and theme, JavaScript only, in one process
//
// esbuild turns each TypeScript file into its JavaScript file, as tsc did (the packages use
// isolatedModules and verbatimModuleSyntax, so a file compiles without the others' types): the
// whole workspace in about a second of CPU in one process, where turbo and tsc took about a
// minute, most of the README's first command on a fresh clone. Declarations still come from tsc
// (`tsc -b` over the project references of the root tsconfig.json, which type-checks): `pnpm
// build` runs `--all` then `tsc -b` (turbo caches the pair), `pnpm site` only `--all`. dist/ is
// emptied first but for tsc's declarations of modules still in src/: a module moved or deleted in
// src/ must not live on in what ships. The files of dist/vendor/ (the unified stack, htmlparser2:
// hundreds of small modules) are then bundled into one file each: Node loads one module much faster.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const { build } = createRequire(path.join(root, 'package.json'))('esbuild');

/**
 * Per-call costs of the unified stack that repeat work whose result never changes, cut at
 * bundling time. The statement each replaces must be found: a release that changes it fails
 * the build here rather than shipping the slow path unnoticed. Output is the same either way.
 */
const FROM_MARKDOWN = /[\\/]mdast-util-from-markdown[\\/]lib[\\/]index\.js$/;
const HAST_TO_HTML_INDEX = /[\\/]hast-util-to-html[\\/]lib[\\/]index\.js$/;
const HAST_TO_HTML_ELEMENT = /[\\/]hast-util-to-html[\\/]lib[\\/]handle[\\/]element\.js$/;
const HOT_PATCHES = [
  {
    // js-yaml's !!js/function type (never used: gray-matter reads front matter with safeLoad)
    // tries `require('esprima')` in a try/catch. Bundled into an ES module that call always
    // throws, so the type never had it; without the call the shipped code names no package
    // it does not depend on (pack.test.ts reads its imports).
    file: /[\\/]js-yaml[\\/]lib[\\/]js-yaml[\\/]type[\\/]js[\\/]function\.js$/,
    find: /var _require = require;\n\s*esprima = _require\('esprima'\);/,
    replace: 'esprima = undefined;',
  },
  {
    // unist-util-visit-parents renames its visitor closure after each node it enters
    // (`Object.defineProperty(visit, 'name', …)`, for readable stack traces): a property
    // redefinition and a string per node per walk, 0.8 s of a 40 s Lintas profile ("set
    // natives"). Without it only a stack trace's frame names differ.
    file: /[\\/]unist-util-visit-parents[\\/]lib[\\/]index\.js$/,
    find: /\n\s*Object\.defineProperty\(visit, 'name', \{\n[^}]*\}\)\n/,
    replace: '\n',
  },
  {
    // mdast-util-from-markdown calls each event's handler on a fresh copy of its context
    // (`{ ...context, sliceSerialize }`): a 9-property object per event, the largest self time
    // of the markdown stage (1.7 of 40 s in a Lintas profile, before the garbage it leaves).
    // The handlers run one at a time and read the context without keeping it, so one context
    // whose `sliceSerialize` is set before each call does the same.
    file: FROM_MARKDOWN,
    find: /handler\[events\[index\]\[1\]\.type\]\.call\(\{\n\s*\.\.\.context,\n\s*sliceSerialize: events\[index\]\[2\]\.sliceSerialize\n\s*\}, events\[index\]\[1\]\);/,
    replace:
      'context.sliceSerialize = events[index][2].sliceSerialize;\n        handler[events[index][1].type].call(context, events[index][1]);',
  },
  {
    // mdast-util-from-markdown builds its handler table (about 150 entries, each extension's
    // merged in) on every parse: 9% of the markdown parse on the Lintas site, parsed in pieces
    // (segments.ts), each piece a parse. The table is only read; it is kept per extensions list,
    // checked item by item, and each parse still gets a fresh `data` (the handlers' state), as
    // a fresh compiler gave it.
    file: FROM_MARKDOWN,
    find: /function compiler\(options\) \{([\s\S]*?)\n {2}const data = \{\};\n {2}return compile;([\s\S]*?)function compile\(events\) \{/,
    replace:
      'function compilerFresh(options) {$1\n  let data = {};\n  return compile;$2function compile(events) {\n    data = {};',
    append: `
const noMdastExtensions = [];
const compilerByList = new WeakMap();
function compiler(options) {
  const extensions = (options || {}).mdastExtensions || noMdastExtensions;
  const known = compilerByList.get(extensions);
  if (known && known.items.length === extensions.length && known.items.every((e, i) => e === extensions[i]))
    return known.compile;
  const compile = compilerFresh(options);
  compilerByList.set(extensions, { items: [...extensions], compile });
  return compile;
}
`,
  },
  {
    // micromark merges its constructs with the syntax extensions on every parse: 11% of
    // mdast-util-from-markdown's time on the bench corpus, where pages are parsed in pieces
    // (segments.ts). The merged object is only read; it is kept per extensions list (remark-
    // parse passes the processor's own list each time), checked item by item.
    file: /[\\/]micromark[\\/]lib[\\/]parse\.js$/,
    find: /combineExtensions\(\[defaultConstructs, \.\.\.\(settings\.extensions \|\| \[\]\)\]\)/,
    replace: 'combinedOnce(settings.extensions || noExtensions)',
    append: `
const noExtensions = [];
const combinedByList = new WeakMap();
function combinedOnce(extensions) {
  const known = combinedByList.get(extensions);
  if (known && known.items.length === extensions.length && known.items.every((e, i) => e === extensions[i]))
    return known.combined;
  const combined = combineExtensions([defaultConstructs, ...extensions]);
  combinedByList.set(extensions, { items: [...extensions], combined });
  return combined;
}
`,
  },
  // hast-util-to-html joined each element's parts and each parent's children into a new flat
  // string (`Array#join`), so a node's HTML was copied once per ancestor: the deep trees of
  // OpenAPI reference pages copied theirs a dozen times, 170 MB of strings in a Lintas build's
  // markdown stage. Concatenated with `+`, V8 links the pieces (a rope) and copies the page once,
  // when it is first read. The same characters in the same order: the HTML is the same.
  {
    file: HAST_TO_HTML_INDEX,
    find: /const results = \[\]\n(\s*const children = \(parent && parent\.children\) \|\| emptyChildren\n\s*let index = -1\n\n\s*while \(\+\+index < children\.length\) \{\n\s*)results\[index\] = this\.one\(children\[index\], index, parent\)\n(\s*\}\n\n\s*)return results\.join\(''\)/,
    replace: "let results = ''\n$1results += this.one(children[index], index, parent)\n$2return results",
  },
  { file: HAST_TO_HTML_ELEMENT, find: /const parts = \[\]/, replace: "let parts = ''" },
  {
    file: HAST_TO_HTML_ELEMENT,
    find: /parts\.push\('<', node\.tagName, attributes \? ' ' \+ attributes : ''\)/,
    replace: "parts += '<' + node.tagName + (attributes ? ' ' + attributes : '')",
  },
  {
    file: HAST_TO_HTML_ELEMENT,
    find: /parts\.push\(('[ />]'|content|'<\/' \+ node\.tagName \+ '>')\)/g,
    replace: 'parts += $1',
    count: 5,
  },
  { file: HAST_TO_HTML_ELEMENT, find: /return parts\.join\(''\)/, replace: 'return parts' },
];

const hotPatches = {
  name: 'hot-patches',
  setup(b) {
    // One loader per file, applying each of its patches in turn (esbuild stops at the first
    // onLoad that answers, so a second patch of the same file would be skipped).
    for (const file of new Set(HOT_PATCHES.map((p) => p.file)))
      b.onLoad({ filter: file }, (args) => {
        let text = fs.readFileSync(args.path, 'utf8');
        for (const patch of HOT_PATCHES.filter((p) => p.file === file)) {
          // A global pattern counted by `match` (its `test` would keep a `lastIndex`).
          const found = patch.find.global ? (text.match(patch.find)?.length ?? 0) : Number(patch.find.test(text));
          if (found === 0 || (patch.count !== undefined && found !== patch.count))
            throw new Error(`${args.path}: ${patch.find} was found ${found} times, not ${patch.count ?? 1}`);
          text = text.replace(patch.find, patch.replace) + (patch.append ?? '');
        }
        return { contents: text, loader: 'js' };
      });
  },
};

/**
 * A Node built-in `require`d by a CommonJS package bundled into an ES module (yaml's `process`,
 * js-yaml's `fs`): esbuild leaves the call to a `require` that an ES module does not have
 * ("Dynamic require of "process" is not supported"), so it reads the built-in's namespace
 * through an ES import instead (its named exports are the module's properties).
 */
const builtinsForCommonJs = {
  name: 'builtins-for-commonjs',
  setup(b) {
    b.onResolve({ filter: /^(node:)?[a-z_/]+$/ }, (args) =>
      args.kind === 'require-call' && isBuiltin(args.path)
        ? { path: args.path.replace(/^node:/, ''), namespace: 'node-builtin' }
        : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'node-builtin' }, (args) => ({
      // `process` is the global itself: its ES namespace would read every property of the
      // object first, lazy getters included (6 ms of CPU for yaml's bundle, the module's half).
      contents: args.path === 'process' ? 'module.exports = process;' : `export * from 'node:${args.path}';`,
      loader: 'js',
    }));
  },
};

/**
 * Packages shipped as a bundle of their entry points (package.json's exports, and files started
 * by path, such as a worker) and shared chunks, instead of a module per source file: Node's ES
 * module loader pays for each module (resolve, read, link), and a cold one-page build loaded 299
 * of them, 160 of the core alone; 139 now, and 0.10-0.12 s less CPU (0.94 -> 0.83 s, median of
 * 6). Dynamic imports stay lazy (each is a chunk); code that finds files from its own place uses
 * the package root (core/src/util/package-root.ts), never `..` counted from a module. The
 * vendor files' packages are bundled in, as they are for the vendor files of other packages.
 * Not bundled: @docgen/markdown, whose vendor/unified.js tests watch as the sign that the
 * pipeline loaded, and the theme, whose `@theme/*` modules are imported one file each.
 */
const BUNDLED = {
  '@docgen/core': [
    'index.ts',
    'build-entry.ts',
    'config-entry.ts',
    'build/worker.ts',
    // Loaded compiled by tests whose worker threads cannot run the TypeScript sources.
    'util/load-module.ts',
    'pool/pool.ts',
    'render/misses.ts',
  ],
  '@docgen/config': ['index.ts', 'schema-entry.ts', 'yaml-entry.ts'],
  '@docgen/diagnostics': ['index.ts'],
};

async function bundlePackage(dir, entries, src, dist, sourcemap) {
  await build({
    entryPoints: entries.map((e) => path.join(src, e)),
    outdir: dist,
    outbase: src,
    entryNames: '[dir]/[name]',
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    splitting: true,
    absWorkingDir: dir,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    sourcemap,
    logLevel: 'warning',
    legalComments: 'none',
    plugins: [builtinsForCommonJs, hotPatches, externalOutsideVendor(path.join(src, 'vendor'))],
  });
}

/** Bare imports stay external, but those of the package's vendor files (and theirs), which are bundled in. */
function externalOutsideVendor(vendorDir) {
  return {
    name: 'external-outside-vendor',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) => {
        // A package reached from a vendor file is bundled with everything it imports.
        if (args.importer.startsWith(vendorDir + path.sep) || /[\\/]node_modules[\\/]/.test(args.importer))
          return undefined;
        return { path: args.path, external: true };
      });
    },
  };
}

/** Compiles one package (its folder holds package.json, tsconfig.json and src/). */
async function buildPackage(dir, types) {
  const tsconfig = JSON.parse(fs.readFileSync(path.join(dir, 'tsconfig.json'), 'utf8'));
  const options = tsconfig.compilerOptions ?? {};
  const browser = (options.lib ?? []).includes('DOM') && options.moduleResolution === 'Bundler';
  const src = path.join(dir, 'src');
  const dist = path.join(dir, 'dist');
  const entryPoints = fs
    .readdirSync(src, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts'))
    .map((e) => path.join(e.parentPath ?? e.path, e.name))
    .sort();
  clearKeepingDeclarations(dist, src);
  const name = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).name;
  if (BUNDLED[name]) await bundlePackage(dir, BUNDLED[name], src, dist, options.sourceMap !== false);
  else
    await build({
      entryPoints,
      outdir: dist,
      outbase: src,
      bundle: false,
      format: 'esm',
      platform: browser ? 'browser' : 'node',
      target: 'es2022',
      jsx: 'automatic',
      sourcemap: options.sourceMap !== false,
      logLevel: 'warning',
    });
  const vendor = path.join(dist, 'vendor');
  if (fs.existsSync(vendor))
    for (const name of fs.readdirSync(vendor).filter((f) => f.endsWith('.js'))) {
      const file = path.join(vendor, name);
      await build({
        entryPoints: [file],
        outfile: file,
        allowOverwrite: true,
        bundle: true,
        // Resolved from the package, as its own imports are.
        absWorkingDir: dir,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        logLevel: 'warning',
        legalComments: 'none',
        plugins: [hotPatches],
      });
      // The map describes the file before bundling.
      fs.rmSync(`${file}.map`, { force: true });
    }
  // A package that ships files made from its own compiled code (the search engine's chunk, the
  // OpenAPI plugin's validators of the official schemas) makes them now, with this esbuild: a
  // site's build then reads them instead of making them again.
  for (const name of ['engine-bundle.js', 'meta-standalone.js']) {
    const prebundle = path.join(dist, name);
    if (fs.existsSync(prebundle)) await (await import(prebundle)).prebundle(dist, build);
  }
  if (types) {
    const tsc = createRequire(path.join(root, 'package.json')).resolve('typescript/bin/tsc');
    const result = spawnSync(process.execPath, [tsc, '-b', 'tsconfig.json'], { cwd: dir, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

/**
 * Empties dist/ but for what tsc -b made: the declarations of modules still in src/ and the
 * build info that says which are up to date. Without them every build re-checked the whole
 * workspace (34 s); a declaration whose module left src/ goes, so it never ships.
 */
function clearKeepingDeclarations(dist, src) {
  if (!fs.existsSync(dist)) return;
  for (const entry of fs.readdirSync(dist, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    const rel = path.relative(dist, file);
    const module = rel.match(/^(.*)\.d\.ts(?:\.map)?$/)?.[1];
    const kept =
      rel === 'tsconfig.tsbuildinfo' ||
      (module !== undefined && ['.ts', '.tsx'].some((ext) => fs.existsSync(path.join(src, module + ext))));
    if (!kept) fs.rmSync(file);
  }
  // Folders left empty (a module folder gone from src/) go too, deepest first.
  const dirs = fs
    .readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => path.join(e.parentPath ?? e.path, e.name))
    .sort((a, b) => b.length - a.length);
  for (const d of dirs) if (fs.readdirSync(d).length === 0) fs.rmdirSync(d);
}

if (process.argv.includes('--all')) {
  const dirs = ['packages', 'themes'].flatMap((group) =>
    fs
      .readdirSync(path.join(root, group))
      .map((name) => path.join(root, group, name))
      .filter((dir) => fs.existsSync(path.join(dir, 'tsconfig.json')) && fs.existsSync(path.join(dir, 'src'))),
  );
  await Promise.all(dirs.map((dir) => buildPackage(dir, false)));
} else await buildPackage(process.cwd(), process.argv.includes('--types'));
