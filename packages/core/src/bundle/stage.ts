import fs from 'node:fs';
import path from 'node:path';
import type { Message } from 'esbuild';
import type { ContentCache } from '../cache/content-cache.js';
import { type Diagnostic, DocgenError } from '@docgen/diagnostics';
import type { ThemeModule } from '@docgen/shared';
import type { MermaidSettings } from '@docgen/shared/mermaid';
import { cacheOff, type SiteContext } from '@docgen/config';
import { shortHash } from '../util/hash.js';
import { packageName, siteHasPackage } from '../util/site-package.js';
import { installCommand } from '../util/module-error.js';
import { relPosix } from '../util/paths.js';
import { esbuild as loadEsbuild, startEsbuild } from '../util/esbuild.js';
import { cachedBundle } from './bundle-cache.js';
import { bundleRoot, clientDir } from './client-dir.js';
import type { ClientBundle, EmittedAsset } from './bundle-types.js';
import type { SiteScript } from './client-modules.js';
import type { SiteCss } from './site-css.js';
import { siteScriptEntries, siteStylesheetEntries } from './site-entries.js';
import { readsInfimaVariables } from '../docusaurus/infima.js';
import { infimaBrandCss } from '../docusaurus/infima-brand.js';
import { CLIENT_CHUNK_OPTIONS, gzipSize, inputsOf, metaPath, toOutPath } from './esbuild-files.js';
import { headScript } from './head-script.js';
import { mermaidChunk, type SiteElk, siteElkLayouts } from './mermaid-chunk.js';
import { SITE_RESOLVE_EXTENSIONS } from '../util/import-resolve.js';

/** Files a site stylesheet's url() names, copied under a hashed name (the theme's own are set below). */
const SITE_CSS_LOADERS = Object.fromEntries(
  ['.jpg', '.jpeg', '.gif', '.webp', '.avif', '.ico', '.bmp', '.ttf', '.otf', '.eot', '.cur'].map((e) => [
    e,
    'file' as const,
  ]),
);

export type { ClientBundle, EmittedAsset } from './bundle-types.js';

export { clientDir } from './client-dir.js';

/**
 * Starts esbuild's service for a first build no cache can give the client bundle (`--no-cache`,
 * `DOCGEN_CACHE_OFF=bundle`): the bundle stage will run esbuild, whose process then starts while
 * discover reads files rather than when the stage first asks it.
 */
export function startBundler(cache: ContentCache): void {
  if (!cache.enabled || cacheOff('bundle')) startEsbuild();
}

/** Stage "bundle": the browser runtime (esbuild, content-hashed, split) and the theme CSS. */
export async function bundleClient(
  ctx: SiteContext,
  stylesheets: string[],
  diagnostics: Diagnostic[],
  islandsEntry?: string,
  cache?: ContentCache,
  separateIslands = false,
  docusaurusModules: Readonly<Record<string, string>> = {},
): Promise<ClientBundle> {
  // What builds the site's own stylesheets and scripts is loaded only for a site that has some.
  const siteStylesheets = siteStylesheetEntries(ctx);
  const siteScripts = siteScriptEntries(ctx);
  const site =
    siteStylesheets.length > 0 ? (await import('./site-css.js')).siteCss(ctx, siteStylesheets, diagnostics) : undefined;
  const script =
    siteScripts.length > 0
      ? (await import('./client-modules.js')).siteClientModules(
          ctx,
          siteScripts,
          clientDir(),
          docusaurusModules,
          diagnostics,
        )
      : undefined;
  const mermaid = ctx.config.markdown.mermaid ? ctx.config.mermaid : undefined;
  const elk = mermaid ? siteElkLayouts(ctx.siteDir) : undefined;
  const asked = [
    stylesheets,
    site?.files ?? [],
    script?.files ?? [],
    islandsEntry ?? '',
    separateIslands ? 'separate' : '',
  ];
  const bundle = cache
    ? await cachedBundle(
        cache,
        [...asked, mermaid ? JSON.stringify(mermaid) : '', elk?.packageDir ?? ''],
        diagnostics,
        (found) => runEsbuild(stylesheets, found, islandsEntry, separateIslands, site, script, mermaid, elk),
        ctx.siteDir,
      )
    : await runEsbuild(stylesheets, diagnostics, islandsEntry, separateIslands, site, script, mermaid, elk);
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
  script?: SiteScript,
  mermaid?: MermaidSettings,
  elk?: SiteElk,
): Promise<ClientBundle> {
  const srcDir = clientDir();
  const root = bundleRoot();
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
    loadEsbuild().build({
      entryPoints,
      jsx: 'automatic',
      ...CLIENT_CHUNK_OPTIONS,
      absWorkingDir: root,
      chunkNames: 'chunk-[hash]',
      resolveExtensions: SITE_RESOLVE_EXTENSIONS,
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
      ([, o]) => o.entryPoint !== undefined && metaPath(o.entryPoint) === path.resolve(mainEntry),
    );
    // Its entry itself (chunks it imports dynamically have entry points too).
    const islandsOut = Object.entries(result.metafile.outputs).find(
      ([, o]) =>
        islands !== undefined && o.entryPoint !== undefined && metaPath(o.entryPoint) === path.resolve(islands),
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

  const diagrams = mermaid ? await mermaidChunk(srcDir, mermaid, assets, dependencies, elk) : undefined;
  const mermaidUrl = diagrams?.url;

  if (fs.existsSync(headEntry)) {
    const head = await headScript(headEntry, root);
    dependencies.push(...head.inputs);
    headInlineScript = head.code;
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
  const css = await loadEsbuild().build({
    stdin: {
      contents: [...stylesheets, ...(site?.files ?? [])].map((s) => `@import ${JSON.stringify(s)};`).join('\n'),
      resolveDir: root,
      loader: 'css',
      sourcefile: 'docgen.css',
    },
    absWorkingDir: root,
    bundle: true,
    minify: true,
    write: false,
    logLevel: 'silent',
    target: ['chrome100', 'firefox100', 'safari15'],
    loader: { ...SITE_CSS_LOADERS, '.woff2': 'file', '.woff': 'file', '.svg': 'dataurl', '.png': 'file' },
    outdir: '/assets/css',
    assetNames: '[name]-[hash]',
    metafile: true,
    ...(site
      ? {
          plugins: [
            site.plugin(diagnostics, siteCssFiles, (file) =>
              stylesheets.some((s) => file.startsWith(path.dirname(s) + path.sep)),
            ),
          ],
        }
      : {}),
  });
  if (site) diagnostics.push(...site.warningsOf(css.warnings, root));
  const stylesheetUrls: string[] = [];
  for (const out of css.outputFiles) {
    if (out.path.endsWith('.css')) {
      // The site's stylesheets written against Infima's variables get them (after any @import),
      // and a brand colour set as Infima's is docgen's chrome's too.
      const brand = site ? infimaBrandCss(out.text) : '';
      const extra = [
        ...(site && readsInfimaVariables(out.text) ? [fs.readFileSync(site.infimaVariables())] : []),
        ...(brand ? [Buffer.from(brand)] : []),
      ];
      const bytes = extra.length > 0 ? Buffer.concat([out.contents, ...extra]) : out.contents;
      const rel = `assets/css/docgen.${shortHash(bytes, 10)}.css`;
      assets.push({ path: rel, bytes, gzip: gzipSize(bytes), kind: 'css', firstLoad: false });
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
    ...inputsOf(css.metafile).filter((f) => f !== metaPath('docgen.css')),
  );

  // The site's client modules run on every page: part of the first load, after the runtime.
  const own = await script?.build(diagnostics, diagrams?.apiUrl);
  if (own) {
    assets.push({ path: own.path, bytes: own.bytes, gzip: gzipSize(own.bytes), kind: 'js', firstLoad: true });
    scripts.push(`/${own.path}`);
    dependencies.push(...own.inputs);
  }
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
      // --strict makes it an error in Findings, which lets the link check run before it stops.
      severity: 'warning',
      message: `First-load JavaScript is ${firstLoadJsGzip} bytes gzip, over the budget of ${budget}.`,
      why: 'Every page runs this before it is interactive.',
      fix: 'move code behind a dynamic import (an island), or raise budgets.firstLoadJsGzip.',
    });
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
    const bundle = await bundleClient(
      ctx,
      stylesheets,
      diagnostics,
      islands,
      cache,
      siteIslands,
      theme.docusaurusModules,
    );
    return { bundle, diagnostics, theme, siteIslands, features: key };
  } catch (error) {
    if (error instanceof DocgenError) throw error;
    const messages = (error as { errors?: Message[] }).errors ?? [];
    throw new DocgenError(
      (messages.length > 0 ? messages : [{ text: (error as Error).message, location: null }]).map(
        (m) =>
          missingSitePackage(ctx, m) ?? {
            name: 'ThemeNotFound' as const,
            severity: 'error' as const,
            message: `The theme's stylesheets or the client runtime do not compile: ${m.text}`,
            ...(m.location
              ? {
                  // esbuild names the file from bundleRoot(); the diagnostic, from where docgen runs.
                  file: path.relative(process.cwd(), metaPath(m.location.file)),
                  line: m.location.line,
                  column: m.location.column + 1,
                }
              : {}),
            why: 'The bundle stage compiles the theme CSS and the browser runtime with esbuild.',
            fix: 'fix the file; the pages update when it compiles again.',
          },
      ),
    );
  }
}

/**
 * A package a stylesheet of the site imports that is not installed (`@import "tailwindcss"` in
 * custom.css before `npm install`): named at the site file's line, as a component's import of a
 * missing package is, not as a fault of docgen's theme.
 */
function missingSitePackage(ctx: SiteContext, m: Pick<Message, 'text' | 'location'>): Diagnostic | undefined {
  const pkg = /^Could not resolve "([^"./][^"]*)"/.exec(m.text)?.[1];
  if (!pkg || !m.location || pkg.startsWith('@docgen/')) return undefined;
  const file = relPosix(ctx.siteDir, metaPath(m.location.file));
  if (file.startsWith('../') || file.startsWith('node_modules/') || siteHasPackage(ctx.siteDir, pkg)) return undefined;
  return {
    name: 'PackageNotFound',
    severity: 'error',
    message: `${file} imports the package "${pkg}", which is not installed.`,
    file,
    line: m.location.line,
    column: m.location.column + 1,
    why: `Stylesheets' imports of packages are looked for in node_modules folders from the site folder up; none has "${pkg}".`,
    fix: `install it: ${installCommand(packageName(pkg), ctx.siteDir)}`,
  };
}
