import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { build, version as esbuildVersion, type Message } from 'esbuild';
import { ContentCache } from '../cache/content-cache.js';
import { type Diagnostic, DocgenError } from '@docgen/diagnostics';
import type { ThemeModule } from '@docgen/shared';
import type { MermaidSettings } from '@docgen/shared/mermaid';
import type { SiteContext } from '@docgen/config';
import { sha256, shortHash } from '../util/hash.js';
import { type SiteCss, siteCss } from './site-css.js';
import { gzipSize, inputsOf, toOutPath } from './esbuild-files.js';
import { mermaidChunk } from './mermaid-chunk.js';

/** Files a site stylesheet's url() names, copied under a hashed name (the theme's own are set below). */
const SITE_CSS_LOADERS = Object.fromEntries(
  ['.jpg', '.jpeg', '.gif', '.webp', '.avif', '.ico', '.bmp', '.ttf', '.otf', '.eot', '.cur'].map((e) => [
    e,
    'file' as const,
  ]),
);

export interface EmittedAsset {
  /** Output path relative to the output root (POSIX). */
  path: string;
  bytes: Uint8Array;
  gzip: number;
  kind: 'js' | 'css' | 'inline-js';
  /** Part of what every page needs before it is interactive. */
  firstLoad: boolean;
}

export interface ClientBundle {
  stylesheets: string[];
  scripts: string[];
  modulePreloads: string[];
  headInlineScript: string;
  /** URL of the islands entry chunk (loaded lazily by the island loader). */
  islandsUrl?: string;
  /** URL of the diagram chunk (`markdown.mermaid`): a module script of the pages with a diagram. */
  mermaidUrl?: string;
  assets: EmittedAsset[];
  /** Gzip bytes of the JavaScript a page runs before it is interactive (inline script included). */
  firstLoadJsGzip: number;
  /** Files the bundle is made of (cache keys, watcher). */
  dependencies: string[];
}

const require = createRequire(import.meta.url);

/** The browser runtime as @docgen/client ships it: compiled JavaScript, bundled here into the site's chunks. */
export function clientDir(): string {
  return path.join(path.dirname(require.resolve('@docgen/client/package.json')), 'dist');
}

/** Stage "bundle": the browser runtime (esbuild, content-hashed, split) and the theme CSS. */
export async function bundleClient(
  ctx: SiteContext,
  stylesheets: string[],
  diagnostics: Diagnostic[],
  islandsEntry?: string,
  cache?: ContentCache,
  separateIslands = false,
): Promise<ClientBundle> {
  const site = siteCss(ctx, diagnostics);
  const mermaid = ctx.config.markdown.mermaid ? ctx.config.mermaid : undefined;
  const bundle = cache
    ? await cachedBundle(cache, stylesheets, diagnostics, islandsEntry, separateIslands, site, mermaid)
    : await runEsbuild(stylesheets, diagnostics, islandsEntry, separateIslands, site, mermaid);
  checkBudget(ctx, bundle, diagnostics);
  return bundle;
}

/**
 * esbuild's work: the runtime's chunks, the inline head script and the CSS. With
 * `separateIslands` (the site islands entry) the islands entry is a build of its own: code it
 * shares with the runtime is copied into its chunks rather than split into chunks the first
 * load would fetch.
 */
async function runEsbuild(
  stylesheets: string[],
  diagnostics: Diagnostic[],
  islandsEntry?: string,
  separateIslands = false,
  site?: SiteCss,
  mermaid?: MermaidSettings,
): Promise<ClientBundle> {
  const srcDir = clientDir();
  const assets: EmittedAsset[] = [];
  const dependencies: string[] = [];
  const mainEntry = path.join(srcDir, 'main.js');
  const headEntry = path.join(srcDir, 'head-inline.js');
  let scripts: string[] = [];
  let modulePreloads: string[] = [];
  let headInlineScript = '';
  let islandsUrl: string | undefined;

  const islands = islandsEntry && fs.existsSync(islandsEntry) ? islandsEntry : undefined;
  const esbuild = (entryPoints: Record<string, string>) =>
    build({
      entryPoints,
      jsx: 'automatic',
      bundle: true,
      splitting: true,
      format: 'esm',
      target: 'es2020',
      minify: true,
      write: false,
      metafile: true,
      outdir: '/assets/js',
      entryNames: '[name]-[hash]',
      chunkNames: 'chunk-[hash]',
      legalComments: 'none',
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': '"production"' },
    });
  if (fs.existsSync(mainEntry)) {
    // The islands entry (React and the interactive components) is a separate entry: only its
    // dynamic import by the island loader fetches it, never the first load.
    const result = await esbuild({ main: mainEntry, ...(islands && !separateIslands ? { islands } : {}) });
    const own = islands && separateIslands ? await esbuild({ islands }) : undefined;
    if (own) {
      // A chunk both builds made (the same bytes, so the same name) is emitted once.
      const known = new Set(result.outputFiles.map((f) => f.path));
      result.outputFiles.push(...own.outputFiles.filter((f) => !known.has(f.path)));
      Object.assign(result.metafile.outputs, own.metafile.outputs);
      Object.assign(result.metafile.inputs, own.metafile.inputs);
    }
    const entryOut = Object.entries(result.metafile.outputs).find(
      ([, o]) => o.entryPoint !== undefined && path.resolve(o.entryPoint) === path.resolve(mainEntry),
    );
    // Its entry itself (chunks it imports dynamically have entry points too).
    const islandsOut = Object.entries(result.metafile.outputs).find(
      ([, o]) =>
        islands !== undefined && o.entryPoint !== undefined && path.resolve(o.entryPoint) === path.resolve(islands),
    );
    if (islandsOut) islandsUrl = `/${toOutPath(islandsOut[0])}`;
    const staticImports = entryOut
      ? entryOut[1].imports.filter((i) => i.kind === 'import-statement').map((i) => i.path)
      : [];
    for (const out of result.outputFiles) {
      const rel = toOutPath(out.path);
      const firstLoad =
        entryOut !== undefined && (toOutPath(entryOut[0]) === rel || staticImports.some((p) => toOutPath(p) === rel));
      assets.push({ path: rel, bytes: out.contents, gzip: gzipSize(out.contents), kind: 'js', firstLoad });
    }
    if (entryOut) {
      scripts = [`/${toOutPath(entryOut[0])}`];
      modulePreloads = staticImports.map((p) => `/${toOutPath(p)}`);
    }
    dependencies.push(...inputsOf(result.metafile));
  } else {
    diagnostics.push({
      name: 'InternalError',
      severity: 'error',
      message: `The browser runtime (${mainEntry}) is missing: docgen's installation is incomplete.`,
    });
  }

  const mermaidUrl = mermaid ? await mermaidChunk(srcDir, mermaid, assets, dependencies) : undefined;

  if (fs.existsSync(headEntry)) {
    const result = await build({
      entryPoints: [headEntry],
      bundle: true,
      format: 'iife',
      target: 'es2017',
      minify: true,
      write: false,
      metafile: true,
      logLevel: 'silent',
      legalComments: 'none',
    });
    dependencies.push(...inputsOf(result.metafile));
    headInlineScript = (result.outputFiles[0]?.text ?? '').trim();
    assets.push({
      path: '(inline head script)',
      bytes: Buffer.from(headInlineScript),
      gzip: gzipSize(Buffer.from(headInlineScript)),
      kind: 'inline-js',
      firstLoad: true,
    });
  }

  // The files the site's stylesheets were made of (Sass partials), for the cache and the watcher.
  const siteCssFiles: string[] = [];
  const css = await build({
    stdin: {
      contents: [...stylesheets, ...(site?.files ?? [])].map((s) => `@import ${JSON.stringify(s)};`).join('\n'),
      resolveDir: process.cwd(),
      loader: 'css',
      sourcefile: 'docgen.css',
    },
    bundle: true,
    minify: true,
    write: false,
    logLevel: 'silent',
    target: ['chrome100', 'firefox100', 'safari15'],
    loader: { ...SITE_CSS_LOADERS, '.woff2': 'file', '.woff': 'file', '.svg': 'dataurl', '.png': 'file' },
    outdir: '/assets/css',
    assetNames: '[name]-[hash]',
    metafile: true,
    ...(site ? { plugins: [site.plugin(diagnostics, siteCssFiles)] } : {}),
  });
  const stylesheetUrls: string[] = [];
  for (const out of css.outputFiles) {
    if (out.path.endsWith('.css')) {
      const rel = `assets/css/docgen.${shortHash(out.contents, 10)}.css`;
      assets.push({ path: rel, bytes: out.contents, gzip: gzipSize(out.contents), kind: 'css', firstLoad: false });
      stylesheetUrls.push(`/${rel}`);
    } else {
      assets.push({
        path: toOutPath(out.path),
        bytes: out.contents,
        gzip: out.contents.length,
        kind: 'css',
        firstLoad: false,
      });
    }
  }
  dependencies.push(
    ...stylesheets,
    ...(site?.files ?? []),
    ...siteCssFiles,
    ...inputsOf(css.metafile).filter((f) => f !== path.resolve('docgen.css')),
  );

  const firstLoadJsGzip = assets.filter((a) => a.firstLoad).reduce((sum, a) => sum + a.gzip, 0);
  return {
    stylesheets: stylesheetUrls,
    scripts,
    modulePreloads,
    headInlineScript,
    ...(islandsUrl ? { islandsUrl } : {}),
    ...(mermaidUrl ? { mermaidUrl } : {}),
    assets,
    firstLoadJsGzip,
    dependencies: [...new Set(dependencies)].sort(),
  };
}

function checkBudget(ctx: SiteContext, { firstLoadJsGzip }: ClientBundle, diagnostics: Diagnostic[]): void {
  const budget = ctx.config.budgets.firstLoadJsGzip;
  if (firstLoadJsGzip > budget) {
    diagnostics.push({
      name: 'BudgetExceeded',
      severity: ctx.strict ? 'error' : 'warning',
      message: `First-load JavaScript is ${firstLoadJsGzip} bytes gzip, over the budget of ${budget}.`,
      why: 'Every page runs this before it is interactive.',
      fix: 'move code behind a dynamic import (an island), or raise budgets.firstLoadJsGzip.',
    });
  }
}

/** A bundle in the cache: the files it was made of (with content hashes) and its assets as blobs. */
interface CachedBundle {
  v: 1;
  inputs: [file: string, hash: string][];
  bundle: Omit<ClientBundle, 'assets'> & { assets: (Omit<EmittedAsset, 'bytes'> & { hash: string })[] };
  diagnostics: Diagnostic[];
}

/**
 * esbuild costs 0.2–0.3 s (and a process) per build even when nothing changed: the last bundle is
 * kept under a key of what was asked (entries, stylesheets, esbuild's version) and reused while
 * every file it was made of (client and shared sources, theme islands and CSS, React) has the
 * same content.
 */
async function cachedBundle(
  cache: ContentCache,
  stylesheets: string[],
  diagnostics: Diagnostic[],
  islandsEntry: string | undefined,
  separateIslands: boolean,
  site: SiteCss | undefined,
  mermaid: MermaidSettings | undefined,
): Promise<ClientBundle> {
  const key = ContentCache.key(
    'bundle',
    esbuildVersion,
    clientDir(),
    stylesheets,
    site?.files ?? [],
    islandsEntry ?? '',
    ...(separateIslands ? ['separate islands'] : []),
    ...(mermaid ? [JSON.stringify(mermaid)] : []),
  );
  // Not counted with the pages' hits and misses.
  const store = cache.namespace<CachedBundle>('bundle');
  const hit = store.get(key);
  if (hit?.v === 1 && hit.inputs.every(([file, hash]) => contentHash(file) === hash)) {
    const assets: EmittedAsset[] = [];
    for (const a of hit.bundle.assets) {
      const bytes = cache.getBlob(a.hash);
      if (!bytes) break;
      const { hash: _hash, ...rest } = a;
      assets.push({ ...rest, bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) });
    }
    if (assets.length === hit.bundle.assets.length) {
      diagnostics.push(...hit.diagnostics);
      return { ...hit.bundle, assets };
    }
  }
  const found: Diagnostic[] = [];
  const bundle = await runEsbuild(stylesheets, found, islandsEntry, separateIslands, site, mermaid);
  diagnostics.push(...found);
  const assets = bundle.assets.map(({ bytes, ...rest }) => {
    const hash = sha256(bytes);
    cache.setBlob(hash, bytes);
    return { ...rest, hash };
  });
  store.set(key, {
    v: 1,
    inputs: bundle.dependencies.map((f) => [f, contentHash(f)]),
    bundle: { ...bundle, assets },
    diagnostics: found,
  } satisfies CachedBundle);
  return bundle;
}

function contentHash(file: string): string {
  try {
    return sha256(fs.readFileSync(file));
  } catch {
    return 'missing';
  }
}

/** The browser runtime's folder, its real path (the dev server watches it: a change rebuilds the bundle). */
export function clientFolder(): string | undefined {
  try {
    return fs.realpathSync(clientDir());
  } catch {
    return undefined;
  }
}

/** Stage "bundle" as a build keeps it: the bundle, its diagnostics and the theme it was made for. */
export interface BundleState {
  bundle: ClientBundle;
  diagnostics: Diagnostic[];
  theme: ThemeModule;
  /** Made with the theme's site islands entry (the site has MDX pages). */
  siteIslands: boolean;
  /** The theme features whose stylesheets it holds. */
  features: string;
}

/**
 * Stage "bundle": made again when the config, the theme or the client runtime changed, else the
 * last run's stands. A site with MDX pages gets the theme's site islands entry (its components'
 * islands, `<Tabs queryString>`), any other the theme's islands entry. esbuild's errors (a
 * stylesheet of the theme, the runtime) become diagnostics at their file and line.
 */
export async function bundleStage(
  ctx: SiteContext,
  theme: ThemeModule,
  cache: ContentCache,
  prev?: BundleState,
  changed = true,
  /** Whether the site has MDX pages (their islands), and the theme features its pages use. */
  { hasMdx = false, features = [] }: { hasMdx?: boolean; features?: readonly string[] } = {},
): Promise<BundleState> {
  const siteIslands = hasMdx && theme.siteIslands !== undefined;
  const wanted = features.filter((f) => theme.featureStylesheets?.[f]);
  const key = wanted.join(',');
  if (prev && !changed && prev.theme === theme && prev.siteIslands === siteIslands && prev.features === key)
    return prev;
  const diagnostics: Diagnostic[] = [];
  try {
    const islands = siteIslands ? theme.siteIslands : theme.islands;
    const stylesheets = [...theme.stylesheets, ...wanted.flatMap((f) => theme.featureStylesheets?.[f] ?? [])];
    const bundle = await bundleClient(ctx, stylesheets, diagnostics, islands, cache, siteIslands);
    return { bundle, diagnostics, theme, siteIslands, features: key };
  } catch (error) {
    if (error instanceof DocgenError) throw error;
    const messages = (error as { errors?: Message[] }).errors ?? [];
    throw new DocgenError(
      (messages.length > 0 ? messages : [{ text: (error as Error).message, location: null }]).map((m) => ({
        name: 'ThemeNotFound' as const,
        severity: 'error' as const,
        message: `The theme's stylesheets or the client runtime do not compile: ${m.text}`,
        ...(m.location ? { file: m.location.file, line: m.location.line, column: m.location.column + 1 } : {}),
        why: 'The bundle stage compiles the theme CSS and the browser runtime with esbuild.',
        fix: 'fix the file; the pages update when it compiles again.',
      })),
    );
  }
}
