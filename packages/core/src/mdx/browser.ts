import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Message, Plugin } from 'esbuild';
import type { SiteContext } from '@docgen/config';
import type { Diagnostic } from '@docgen/diagnostics';
import { SITE_ISLANDS } from '@docgen/shared/islands';
import { sameStats, statFile, type FileStat } from '../util/file-stats.js';
import { shortHash } from '../util/hash.js';
import { relPosix } from '../util/paths.js';
import { siteGlobs } from '../util/site-globs.js';
import { type AssetMedia, siteAssets } from './assets.js';
import { locatedFile } from '../util/css-module-names.js';
import { cssUrls } from './css-urls.js';
import { buildAllowingMissingExports } from '../util/missing-exports.js';
import { packageBarrels } from './package-barrels.js';
import { realInputs, scopedCssModules } from './css-modules.js';
import { stylesheetWarnings } from '../styles/css-warnings.js';
import { interactivityOf } from './interactive.js';
import { ESM_ONLY_CONTENT } from '@docgen/markdown';
import { browserMarkdownFiles } from './browser-markdown.js';
import { missingPackageFix, nodeModuleFix } from './browser-fixes.js';
import { webpackOnlyCalls } from './webpack-only.js';
import { rawLoaderImports, resolveSpecifier } from './resolve.js';
import { absentDocusaurusModule, absentDocusaurusNames, absentModules } from './absent-module.js';
import { browserReactEntry } from './plain-anchors.js';
import { aliasImports } from './aliases.js';
import { urlImports } from './url-imports.js';
import { writeOnce } from '../util/write-once.js';
import { esbuild } from '../util/esbuild.js';
import { nativeModuleTypes, withFileNames } from '../util/native-module-type.js';
import { provideInject } from './provide.js';
import {
  BROWSER_DEFINES,
  BROWSER_CONDITIONS,
  BROWSER_MAIN_FIELDS,
  SITE_BROWSER_SUPPORTED,
  siteResolveExtensions,
  siteNodePaths,
} from '../util/import-resolve.js';
import { currentRoot, rootImports } from './site-root-share.js';
import { browserSiteConfig } from './generated-site.js';
import { withCommonJsNames } from './cjs-entry.js';
import { holdsPackage, mapEffects, mapExternals } from './map-browser.js';

/** A file of the browser bundle: where it is kept (`.docgen/islands`) and its path in the output. */
export interface BundledFile {
  file: string;
  out: string;
}

/** A site component as the browser gets it. */
export interface BrowserComponent {
  /** Its chunk: an ES module with the component's exports, React read from the islands entry. */
  js: BundledFile;
  /** Its styles (CSS modules scoped, plain CSS as is), when it imports any. */
  css?: BundledFile;
  /** Why it needs the browser (`src/components/Counter.tsx: useState()`), undefined when it does not. */
  interactive?: string;
  /** The files it is made of. */
  inputs: string[];
  /** Files its stylesheet's `url()` names (a package's images): output path → file. */
  media: [string, string][];
  /** esbuild's warnings on the site's stylesheets it imports (`stylesheetWarnings`). */
  warnings?: Diagnostic[];
}

/** The React modules the islands entry shares (`SITE_ISLANDS.reactKey`); others cannot run in the browser. */
const SHARED_REACT = new Set(['react', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom', 'react-dom/client']);

/** Why a component cannot be bundled for the browser: esbuild's first message, at its place. */
export interface BrowserBundleFailure {
  error: string;
  at?: { file: string; line: number; column: number };
  /** What to do, when the message came with it (esbuild's first note). */
  fix?: string;
  /** The styles of a bundle refused only for hydrating (the component still renders from the server). */
  css?: BundledFile;
  /** Files those styles' `url()` names: output path → file. */
  media?: [string, string][];
}

const bundled = new Map<
  string,
  {
    result: BrowserComponent | BrowserBundleFailure;
    inputs: FileStat[];
    /** Kept per compile of its Markdown; under its own key, whether it hydrates (`hydrates`). */
    markdown?: boolean;
    hydrates?: string;
  }
>();

/**
 * A site component bundled for the browser with esbuild: its chunk and its stylesheet,
 * content-hashed, kept in `.docgen/islands`, and whether it needs the browser. Returns
 * `{ error }` (esbuild's first message, at its file and line) when it cannot be bundled for the
 * browser (a Node-only import): it then renders without JavaScript or styles, but for a
 * component refused only for hydrating with a Markdown file's content, which keeps its styles.
 */
export async function bundleForBrowser(
  ctx: SiteContext,
  docusaurusModules: Readonly<Record<string, string>>,
  file: string,
  /** Its exports, wrapped in the site's Root when it has one (an island hydrates inside its providers). */
  exportNames?: readonly string[],
  /**
   * The MDX component map's chunk: functions keep their names (`keepNames`), as an island may tell
   * its entries apart by `type.name`; `external` gives the chunk URL of a site component it imports
   * (by file), imported from there rather than bundled again; `key` names those chunks (a cached
   * bundle is made again when one changes).
   */
  map?: { external: (importer: string, specifier: string) => string | undefined; key: string },
  /** `MarkdownImports.key` of the server's compile: the Markdown files it imports compile as there. */
  markdownKey?: string,
): Promise<BrowserComponent | BrowserBundleFailure> {
  const current = currentRoot(ctx.siteDir);
  const root = current?.chunk ? current : undefined;
  const keepNames = map !== undefined;
  const baseKey = `${root ? `${file}\0${root.key}\0${exportNames?.join(',') ?? ''}` : file}${map ? `\0${map.key}` : ''}`;
  // One that holds Markdown compiled for the browser is kept per compile of it, as the server's.
  const any = bundled.get(baseKey);
  const key = any?.markdown ? `${baseKey}\0${markdownKey ?? ''}` : baseKey;
  // Whether it hydrates, as found with its Markdown stubbed (the same for every compile of it).
  const hydrates =
    any?.markdown &&
    markdownKey &&
    sameStats(
      any.inputs,
      any.inputs.map(([f]) => statFile(f)),
    )
      ? any.hydrates
      : undefined;
  const known = bundled.get(key);
  if (
    known &&
    sameStats(
      known.inputs,
      known.inputs.map(([f]) => statFile(f)),
    )
  )
    return known.result;
  const { build, transform } = esbuild();
  const css = scopedCssModules(ctx.siteDir, { styles: true });
  const outDir = path.join(ctx.siteDir, '.docgen', 'islands');
  let result: BrowserComponent | BrowserBundleFailure;
  let inputs: string[] = [file];
  const markdownFiles: string[] = [];
  // Those given as stubs (content the server's only) in the bundle kept.
  const stubbed: string[] = [];
  // The package entries read as barrels: the bundle is made again when one changes.
  const barrelFiles = new Set<string>();
  const media: AssetMedia = new Map();
  // Whether it imports a file of the site's Root: then it reads what the Root provides.
  let readsRoot = false;
  // Whether it holds Markdown compiled for the server's compile of `markdownKey`.
  let perCompile = false;
  // What its bundle with the Markdown stubbed found, for its next compiles.
  let marker: { inputs: string[]; hydrates: string } | undefined;
  // The map's own load-time statements, run first in a chunk holding a package they use (`map-browser.ts`).
  const effects = map ? undefined : await mapEffects(ctx);
  let withEffects = false;
  try {
    // A name its files import from each other that is not exported is undefined, as on the server.
    // `compiled`: the Markdown files it imports compiled as for the server, else stubs.
    const bundle = (compiled: boolean) =>
      buildAllowingMissingExports((o) => build(o).catch((e: unknown) => Promise.reject(withFileNames(e))), {
        entryPoints: [file],
        absWorkingDir: ctx.siteDir,
        nodePaths: siteNodePaths(ctx.siteDir),
        bundle: true,
        platform: 'browser',
        mainFields: BROWSER_MAIN_FIELDS,
        conditions: BROWSER_CONDITIONS,
        inject: [...provideInject(ctx), ...(withEffects && effects ? [effects.file] : [])],
        resolveExtensions: siteResolveExtensions(ctx.config),
        format: 'esm',
        target: 'es2020',
        supported: SITE_BROWSER_SUPPORTED,
        jsx: 'automatic',
        write: false,
        metafile: true,
        outdir: outDir,
        logLevel: 'silent',
        legalComments: 'none',
        ...(keepNames ? { keepNames } : {}),
        define: { ...BROWSER_DEFINES, ...ctx.config.define },
        // Docusaurus compiles `.js` files with JSX (Babel), as the server compile does.
        loader: { '.css': 'css', '.js': 'jsx' },
        // The assets' files are the server compile's (`compileComponent`): the same URLs.
        plugins: nativeModuleTypes([
          urlImports(ctx, media),
          packageBarrels(barrelFiles),
          ...(map ? [mapExternals(map.external)] : []),
          ...(root?.chunk
            ? [
                rootImports(root, root.chunk.url, {
                  ...(exportNames ? { wrapExports: exportNames } : {}),
                  packages: true,
                  used: () => {
                    readsRoot = true;
                  },
                }),
              ]
            : []),
          aliasImports(ctx),
          webpackOnlyCalls(ctx),
          browserMarkdownFiles(
            ctx,
            { files: markdownFiles, stubbed },
            (specifier, from) => {
              const resolved = resolveSpecifier(ctx, docusaurusModules, specifier, from);
              return resolved.kind === 'mdx' || resolved.kind === 'module' ? resolved.file : undefined;
            },
            compiled ? markdownKey : undefined,
          ),
          css.plugin,
          cssUrls(ctx, media, css.realFile),
          browserImports(ctx, docusaurusModules),
          siteAssets(ctx, media),
          siteGlobs(ctx.siteDir),
        ]),
      });
    let out = await bundle(hydrates !== undefined);
    if (effects && holdsPackage(Object.keys(out.metafile.inputs), effects.packages)) {
      withEffects = true;
      out = await bundle(hydrates !== undefined);
    }
    // A CommonJS component exports the names of its module.exports and webpack's default, as on the server.
    const textOf = (o: typeof out) => {
      const text = o.outputFiles.find((f) => f.path.endsWith('.js'))?.text ?? '';
      return withCommonJsNames(text, exportNames ?? []) ?? text;
    };
    let jsText = textOf(out);
    // A Root that needs the browser (state, effects) may change what it provides: its readers hydrate.
    const interactive =
      hydrates ?? (await interactivityOf(jsText)) ?? (readsRoot ? root?.chunk?.interactive : undefined);
    // One that hydrates and renders a Markdown file's content has it compiled for the browser as
    // for the server (whether it hydrates is its own code's: not the Markdown's map's).
    if (hydrates !== undefined) perCompile = true;
    else if (interactive && markdownKey && jsText.includes(ESM_ONLY_CONTENT)) {
      perCompile = true;
      stubbed.length = 0;
      marker = {
        inputs: [...new Set([...realInputs(ctx.siteDir, Object.keys(out.metafile.inputs), css.files), ...barrelFiles])],
        hydrates: interactive,
      };
      out = await bundle(true);
      jsText = textOf(out);
    }
    inputs = [
      ...realInputs(ctx.siteDir, Object.keys(out.metafile.inputs), css.files),
      ...barrelFiles,
      ...(withEffects && effects ? [effects.map] : []),
    ];
    const cssText = out.outputFiles.find((f) => f.path.endsWith('.css'))?.text;
    const minCss = cssText
      ? (await transform(cssText, { loader: 'css', minify: true, legalComments: 'none' })).code
      : undefined;
    const name = chunkName(file);
    const styles = minCss?.trim()
      ? { css: keep(outDir, `${name}-${shortHash(minCss, 8)}.css`, 'assets/css/islands', minCss) }
      : {};
    const sortedMedia = [...media].sort(([a], [b]) => (a < b ? -1 : 1));
    // A Markdown file's content is the server's: a hydrating bundle may take its named exports
    // only. Such a component renders from the server without hydrating, its styles kept.
    if (interactive && markdownFiles.length > 0 && jsText.includes(ESM_ONLY_CONTENT)) {
      result = {
        error: `it hydrates (${interactive}) and imports ${relPosix(ctx.siteDir, stubbed[0] ?? markdownFiles[0]!)}, a Markdown file the browser cannot compile`,
        fix: 'render the Markdown from a component that needs no browser (give it as children to the one that does), or import only its named exports where the browser is needed.',
        ...styles,
        media: sortedMedia,
      };
    } else {
      const js = (
        await transform(jsText, {
          minify: true,
          format: 'esm',
          target: 'es2020',
          supported: SITE_BROWSER_SUPPORTED,
          legalComments: 'none',
          ...(keepNames ? { keepNames } : {}),
        })
      ).code;
      const warnings = stylesheetWarnings(ctx, out.warnings, ctx.siteDir, css.rewritten, css.realFile);
      result = {
        js: keep(outDir, `${name}-${shortHash(js, 8)}.js`, 'assets/js/islands', js),
        ...styles,
        ...(interactive ? { interactive } : {}),
        inputs,
        media: sortedMedia,
        ...(warnings.length > 0 ? { warnings } : {}),
      };
    }
  } catch (error) {
    const m = ((error as { errors?: Message[] }).errors ?? [])[0];
    if (!m) throw error;
    result = {
      error: m.text,
      ...(nodeModuleFix(m.text) ??
        missingPackageFix(m.text, ctx.siteDir) ??
        (m.notes?.[0]?.text ? { fix: m.notes[0].text } : {})),
      ...(m.location
        ? {
            at: {
              file: relPosix(ctx.siteDir, path.resolve(ctx.siteDir, locatedFile(ctx.siteDir, m.location.file))),
              line: m.location.line,
              column: m.location.column + 1,
            },
          }
        : {}),
    };
    if (m.location) inputs.push(path.resolve(ctx.siteDir, locatedFile(ctx.siteDir, m.location.file)));
  }
  const entry = {
    result,
    inputs: [...new Set([...inputs, ...markdownFiles, ...(root?.inputs ?? [])])].map(statFile),
    markdown: perCompile,
  };
  bundled.set(perCompile ? `${baseKey}\0${markdownKey}` : baseKey, entry);
  if (marker)
    bundled.set(baseKey, {
      ...entry,
      inputs: [...new Set([...marker.inputs, ...markdownFiles, ...(root?.inputs ?? [])])].map(statFile),
      hydrates: marker.hydrates,
    });
  return result;
}

/** `src/components/Counter/index.tsx` → `Counter`. */
function chunkName(file: string): string {
  const base = path.basename(file).replace(/\.[^.]+$/, '');
  const name = base === 'index' ? path.basename(path.dirname(file)) : base;
  return name.replace(/[^A-Za-z0-9_-]/g, '_') || 'component';
}

/** Writes a file of the bundle once (by a rename: worker threads may write the same one at once). */
function keep(outDir: string, name: string, outFolder: string, text: string): BundledFile {
  const file = path.join(outDir, name);
  writeOnce(file, text);
  return { file, out: `${outFolder}/${name}` };
}

/**
 * The imports of a component's browser bundle: React from the islands entry (one React per
 * page), the theme's Docusaurus modules bundled from their files, `@site/` from the site folder;
 * anything else as esbuild resolves it (packages from the site's node_modules).
 */
function browserImports(ctx: SiteContext, docusaurusModules: Readonly<Record<string, string>>): Plugin {
  return {
    name: 'docgen-browser-imports',
    setup(build) {
      build.onResolve({ filter: /^react(-dom)?(\/|$)/ }, (args) =>
        SHARED_REACT.has(args.path)
          ? { path: browserReactEntry(args.path, args.importer, docusaurusModules), namespace: 'docgen-react' }
          : {
              errors: [
                {
                  text: `"${args.path}" cannot run in the browser; a component that hydrates gets ${[...SHARED_REACT].join(', ')}.`,
                },
              ],
            },
      );
      build.onLoad({ filter: /.*/, namespace: 'docgen-react' }, (args) => ({
        contents: `module.exports = globalThis[Symbol.for(${JSON.stringify(SITE_ISLANDS.reactKey)})][${JSON.stringify(args.path === 'react/jsx-dev-runtime' ? 'react/jsx-runtime' : args.path)}];`,
        loader: 'js',
      }));
      rawLoaderImports(ctx, docusaurusModules, build, resolveSpecifier);
      browserSiteConfig(ctx, docusaurusModules, build);
      build.onResolve(
        { filter: /^(@theme|@theme-original|@theme-init|@docusaurus|@site|@generated)\/|^\/[^/]/ },
        async (args) => {
          if (args.kind === 'entry-point') return undefined;
          const resolved = resolveSpecifier(ctx, docusaurusModules, args.path, args.importer);
          if (resolved.kind === 'error')
            return (
              absentDocusaurusModule(ctx.siteDir, args.path, args.importer) ?? {
                errors: [
                  { text: resolved.error.message, notes: resolved.error.fix ? [{ text: resolved.error.fix }] : [] },
                ],
              }
            );
          if (resolved.kind === 'url')
            return (
              (await absentDocusaurusNames(ctx.siteDir, args.path, args.importer, resolved.url)) ?? {
                path: fileURLToPath(resolved.url),
              }
            );
          return { path: resolved.file };
        },
      );
      absentModules(build);
    },
  };
}
