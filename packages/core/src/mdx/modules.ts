import { fileURLToPath } from 'node:url';
import type { Plugin } from 'esbuild';
import type { SiteContext } from '@docgen/config';
import { DocgenError, type Diagnostic } from '@docgen/diagnostics';
import { compileForNode } from '../util/load-module.js';
import { sameStats, statFile, type FileStat } from '../util/file-stats.js';
import { writeNodeChunks } from '../util/node-chunks.js';
import { modulesDir, writeModule } from './module-files.js';
import { missingExportWarning } from '../util/missing-exports.js';
import { relPosix } from '../util/paths.js';
import { type AssetMedia, describeImportError, siteAssets } from './assets.js';
import { type BrowserBundleFailure, type BundledFile, bundleForBrowser } from './browser.js';
import { realInputs, scopedCssModules, serverPackageStyles } from './css-modules.js';
import { serverCssUrls } from './css-urls.js';
import { CSS_MODULE } from '../util/css-module-names.js';
import { webpackOnlyCalls } from './webpack-only.js';
import { type IslandModule, wrapperCode } from './island-runtime.js';
import { registerWrapper } from './locale-modules.js';
import { type MarkdownImports, markdownImports } from './markdown-imports.js';
import { docusaurusImports } from './resolve.js';
import { sitePackages } from './site-packages.js';
import { lazyRequires } from './lazy-requires.js';
import { commonJsExportNames, interopModule, jsonModule } from './cjs-exports.js';
import { exportableNames, isCommonJsEntry, siteCommonJsNames, withCommonJsNames } from './cjs-entry.js';
import { browserOnlyServerFile } from './browser-only.js';
import { aliasImports } from './aliases.js';
import { urlImports } from './url-imports.js';
import { siteJsxRuntime } from './plain-anchors.js';
import { siteHref } from '../routes/base-url.js';
import { siteResolveExtensions } from '../util/import-resolve.js';
import { currentRoot, realFile, rootImports, sharedModuleCode } from './site-root-share.js';

export { writeModule };

/**
 * Site components compiled on this thread: the URL Node imports, kept while their files are the
 * same. One that imports Markdown files is kept per `MarkdownImports.key` (`file\0key`).
 */
const compiled = new Map<
  string,
  {
    url: string;
    exports: string[];
    inputs: FileStat[];
    media: [string, string][];
    markdown: boolean;
    warnings: Diagnostic[];
  }
>();

/**
 * A site component an MDX file imports (`@site/src/components/X`, `./Y.tsx`), compiled with esbuild
 * into `.docgen/modules` (Docusaurus imports answered by the theme, Markdown files it imports by
 * `markdown`); its URL, its exports, and the files it is made of. A compile error is thrown as
 * diagnostics at the component's own line.
 */
export async function compileComponent(
  ctx: SiteContext,
  docusaurusModules: Readonly<Record<string, string>>,
  file: string,
  markdown?: MarkdownImports,
  /** Resolves some of its imports first (a component map's components), with the files they are made of. */
  own?: { plugin: Plugin; inputs(): string[] },
): Promise<{
  url: string;
  exports: string[];
  inputs: string[];
  media: [string, string][];
  /** Names its files import from each other that are not exported (undefined, as with webpack). */
  warnings: Diagnostic[];
}> {
  const root = currentRoot(ctx.siteDir);
  forgetOnNewRoot(root?.key ?? '');
  // A file the site's Root is made of is the root module's (one context for the Root and the component).
  const shared = root?.shared.get(realFile(file));
  if (root && shared) {
    const url = writeModule(ctx, file, sharedModuleCode(root.url, shared), '.shared');
    return { url, exports: shared.names, inputs: [file, ...root.inputs], media: [], warnings: [] };
  }
  const unchanged = (entry: { inputs: FileStat[] } | undefined) =>
    entry &&
    sameStats(
      entry.inputs,
      entry.inputs.map(([f]) => statFile(f)),
    );
  const any = compiled.get(file);
  const known = any && !any.markdown ? any : compiled.get(`${file}\0${markdown?.key ?? ''}`);
  if (known && unchanged(known))
    return {
      url: known.url,
      exports: known.exports,
      inputs: known.inputs.map(([f]) => f),
      media: known.media,
      warnings: known.warnings,
    };
  const css = scopedCssModules(ctx.siteDir, { styles: false });
  const assets: AssetMedia = new Map();
  const markdownFiles: string[] = [];
  const warnings: Diagnostic[] = [];
  const lazy = lazyRequires();
  const compiledCode = await compileForNode(file, {
    siteDir: ctx.siteDir,
    name: 'UnresolvedImport',
    // A browser-only package a component imports lazily (in an effect, React.lazy in <BrowserOnly>)
    // is never loaded on the server.
    lazyChunks: true,
    siteBabel: true,
    // A component that throws while a page renders is told at its line in the site's file.
    sourcemap: true,
    plugins: [
      lazy.plugin,
      urlImports(ctx, assets),
      siteJsxRuntime(docusaurusModules),
      aliasImports(ctx),
      serverCssUrls,
      webpackOnlyCalls(ctx),
      ...(own ? [own.plugin] : []),
      ...(root ? [rootImports(root, root.url)] : []),
      markdownImports(ctx, markdown, (f, media) => {
        markdownFiles.push(f);
        for (const [out, from] of media ?? []) assets.set(out, from);
      }),
      css.plugin,
      serverPackageStyles,
      docusaurusImports(ctx, docusaurusModules),
      sitePackages(ctx, lazy),
      siteAssets(ctx, assets),
    ],
    ...(ctx.resolveFrom ? { resolveFrom: ctx.resolveFrom } : {}),
    // Styles are the browser's (`bundleForBrowser`): the server needs CSS modules' class names
    // only. Docusaurus compiles `.js` files with JSX (Babel): so does docgen.
    loader: { '.js': 'jsx', '.css': 'empty' },
    resolveExtensions: siteResolveExtensions(ctx.config),
    define: ctx.config.define,
    describe: (m) => describeImportError(ctx, file, m),
    onMissingExports: (missing) => warnings.push(...missing.map((m) => missingExportWarning(ctx.siteDir, m))),
  });
  const { inputs, chunks } = compiledCode;
  const { code, exports } = await commonJsNamed(file, compiledCode);
  writeNodeChunks(modulesDir(ctx), chunks);
  const url = writeModule(ctx, file, code);
  const files = [
    ...new Set([
      ...realInputs(ctx.siteDir, inputs, css.files),
      ...markdownFiles,
      ...(own?.inputs() ?? []),
      ...(root?.inputs ?? []),
    ]),
  ];
  const media = [...assets].sort(([a], [b]) => (a < b ? -1 : 1));
  const usesMarkdown = markdownFiles.length > 0;
  compiled.set(usesMarkdown ? `${file}\0${markdown?.key ?? ''}` : file, {
    url,
    exports,
    inputs: files.map(statFile),
    media,
    markdown: usesMarkdown,
    warnings,
  });
  if (usesMarkdown && !any) compiled.set(file, { url, exports, inputs: [], media, markdown: true, warnings });
  return { url, exports, inputs: files, media, warnings };
}

/** A CommonJS component's module with the names of its `module.exports` as exports (`cjs-entry.ts`). */
async function commonJsNamed(file: string, out: { code: string; exports: string[] }) {
  if (!isCommonJsEntry(out.code)) return out;
  const names = await siteCommonJsNames(file);
  const code = withCommonJsNames(out.code, names);
  return code ? { code, exports: [...new Set([...out.exports, ...exportableNames(names)])] } : out;
}

let rootKey = '';

/** Components compiled against another root of the site (its Root changed) are compiled again. */
function forgetOnNewRoot(key: string): void {
  if (key === rootKey) return;
  rootKey = key;
  compiled.clear();
}

/** A site component as an MDX page imports it: its wrapper's URL, its stylesheet, its files. */
export interface SiteComponent {
  url: string;
  stylesheet?: { url: string; out: string; file: string };
  inputs: string[];
  /** Files the output needs for the images and other URL assets it imports (output path, file). */
  media: [string, string][];
  /** Why it cannot be bundled for the browser (it renders without JavaScript, and without styles unless `stylesheet` is set). */
  browserError?: BrowserBundleFailure;
  /** Its browser chunk (the MDX map's chunk imports it from there). */
  chunk?: { url: string; out: string; file: string };
  /** Names its files import from each other that are not exported (`compileComponent`). */
  warnings: Diagnostic[];
}

/** The server module of each site component compiled last (by file): what a page imports of it. */
const componentUrls = new Map<string, string>();

/** The server module a site component file was compiled to last, if it was. */
export function componentUrlOf(file: string): string | undefined {
  return componentUrls.get(file);
}

/**
 * A site component for an MDX page: compiled for the server, bundled for the browser (its chunk,
 * its CSS, whether it needs the browser), and answered by a wrapper module that renders its
 * components as islands when they need the browser (`island-runtime.ts`).
 */
export async function siteComponent(
  ctx: SiteContext,
  docusaurusModules: Readonly<Record<string, string>>,
  file: string,
  markdown?: MarkdownImports,
  /** How diagnostics name it (default: its path in the site; a package's stand-in gives its name). */
  source = relPosix(ctx.siteDir, file),
): Promise<SiteComponent> {
  const server = await compileComponent(ctx, docusaurusModules, browserOnlyServerFile(file) ?? file, markdown);
  componentUrls.set(file, server.url);
  const browser = await bundleForBrowser(ctx, docusaurusModules, file, server.exports, undefined, markdown?.key);
  if ('error' in browser) {
    const url = writeModule(ctx, file, wrapperCode(server.url, server.exports, { source }), '.island');
    registerWrapper(url, { serverUrl: server.url, exports: server.exports, module: { source } });
    return {
      url,
      inputs: server.inputs,
      media: [...server.media, ...(browser.media ?? [])],
      browserError: browser,
      warnings: server.warnings,
      ...(browser.css ? { stylesheet: stylesheetOf(browser.css) } : {}),
    };
  }
  const module: IslandModule = {
    source,
    // The browser imports the chunk by this URL, so it carries the site's base (`/docs/assets/…`).
    chunk: { url: siteHref(ctx, `/${browser.js.out}`), out: browser.js.out, file: browser.js.file },
    ...(browser.interactive ? { interactive: browser.interactive } : {}),
  };
  const url = writeModule(ctx, file, wrapperCode(server.url, server.exports, module), '.island');
  registerWrapper(url, { serverUrl: server.url, exports: server.exports, module });
  const inputs = [...new Set([...server.inputs, ...browser.inputs])].sort();
  return {
    url,
    inputs,
    chunk: module.chunk!,
    media: [...server.media, ...browser.media],
    warnings: [...server.warnings, ...(browser.warnings ?? [])],
    ...(browser.css ? { stylesheet: stylesheetOf(browser.css) } : {}),
  };
}

function stylesheetOf(css: BundledFile): NonNullable<SiteComponent['stylesheet']> {
  return { url: `/${css.out}`, out: css.out, file: css.file };
}

/** A compile's diagnostics, or the error itself when it is not docgen's. */
export function diagnosticsOf(error: unknown): Diagnostic[] {
  if (error instanceof DocgenError) return error.diagnostics;
  throw error;
}

/**
 * The URL an MDX page (or a page's Markdown) imports a resolved specifier from: a package of the
 * site through `interopModule`, as the site's components import it; any other as resolved.
 */
export function importedUrl(
  ctx: SiteContext,
  specifier: string,
  resolved: { url: string; sitePackage?: true },
): string {
  if (!resolved.sitePackage) return resolved.url;
  if (/\.json$/i.test(resolved.url)) {
    const file = fileURLToPath(resolved.url);
    let code: string | undefined;
    try {
      code = jsonModule(file);
    } catch {
      // Not JSON after all: Node's own import reports it.
    }
    if (code !== undefined) return writeModule(ctx, file, code, '.json');
  }
  const code = interopModule(resolved.url, commonJsExportNames(ctx.siteDir, specifier));
  return writeModule(ctx, fileURLToPath(resolved.url), code, '.interop');
}

/**
 * A package published as CommonJS compiled from ESM (`exports.__esModule`, `exports.default`):
 * Node's `import()` gives `module.exports` as the default; bundlers (Docusaurus' webpack) give
 * `exports.default`, which is what the MDX file means.
 */
export function interopDefault(ns: Record<string, unknown>): Record<string, unknown> {
  const value = ns.default as { __esModule?: unknown; default?: unknown } | null | undefined;
  if (!value || typeof value !== 'object' || !value.__esModule || !('default' in value)) return ns;
  return { ...ns, default: value.default };
}

/**
 * A component's files, media and stylesheet made the page's (`compiled`, an MDX page's record);
 * returns the component module's URL.
 */
export function adoptComponent(
  compiled: { dependencies: Set<string>; media: Map<string, string>; stylesheets: string[] },
  component: { url: string; inputs: string[]; media: [string, string][]; stylesheet?: SiteComponent['stylesheet'] },
): string {
  for (const f of component.inputs) compiled.dependencies.add(f);
  for (const [out, file] of component.media) compiled.media.set(out, file);
  if (component.stylesheet && !compiled.media.has(component.stylesheet.out)) {
    compiled.media.set(component.stylesheet.out, component.stylesheet.file);
    compiled.stylesheets.push(component.stylesheet.url);
  }
  return component.url;
}

/**
 * A CSS module the page imports itself (`import styles from './styles.module.css'`) is compiled
 * through a one-line module that re-exports its class names: esbuild makes a stylesheet of a CSS
 * entry, which Node cannot import.
 */
export function cssModuleEntry(ctx: SiteContext, file: string): string {
  if (!CSS_MODULE.test(file)) return file;
  return fileURLToPath(writeModule(ctx, file, `export { default } from ${JSON.stringify(file)};\n`, '.styles'));
}

/** Runs an MDX page's compiled body (its `await import()`s of the site's components included). */
export const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
  code: string,
) => (runtime: object) => Promise<Record<string, unknown>>;
