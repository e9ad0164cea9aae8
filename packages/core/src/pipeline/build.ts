import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config/load.js';
import type { RawConfig } from '../config/raw.js';
import { createContext } from './context.js';

export { createContext };
import { bundleClient, type ClientBundle } from '../bundle/stage.js';
import { DocgenError, sortDiagnostics, type Diagnostic } from '@docgen/diagnostics';
import { discover, type KnownFrontMatter, type KnownSourceFile } from '../discover/index.js';
import { checkLinks } from '../links/stage.js';
import { ContentCache } from '../cache/content-cache.js';
import { runMarkdownStage } from '../markdown/run-stage.js';
import { WorkerPool, workerHeapMb, workerInit } from '../pool/pool.js';
import type { RouteRecord, SiteContext } from '@docgen/config';
import { createStaging, discardStaging, swapIn, updateInPlace } from '../output/staging.js';
import { writeSiteFiles } from '../output/stage.js';
import {
  openPreviousOutput,
  outputKey,
  outputRecordFile,
  OutputWriter,
  removeOutputRecord,
  saveOutputRecord,
} from '../output/writer.js';
import type { DocgenPlugin } from '@docgen/config';
import { pluginStore, type PluginStore } from '../plugins/cache.js';
import { renderRoutes } from '../render/stage.js';
import { sha256 } from '../util/hash.js';
import { loadTheme } from '../render/theme.js';
import { ViewBuilder } from '../render/view.js';
import { buildRouteManifest, type RouteManifest } from '../routes/manifest.js';
import { loadSidebars } from '../sidebars/resolve.js';
import { Timings, type StageTiming } from '../util/timing.js';
import { listTree, statFiles } from '../util/file-stats.js';
import { removeStamp, stampFile, summaryOf, writeStamp, type InputSnapshot } from './up-to-date.js';

export const STAGES = ['config', 'discover', 'routes', 'markdown', 'bundle', 'render', 'links', 'write'] as const;
export type StageName = (typeof STAGES)[number];

export interface BuildOptions {
  siteDir: string;
  /** Output folder (default `<siteDir>/build`). */
  outDir?: string;
  /** Explicit config file (relative to the site folder). */
  configFile?: string;
  /** Warnings become errors. */
  strict?: boolean;
  /** Build only these locales (plus the default locale, which others fall back to). */
  locales?: string[];
  mode?: 'build' | 'serve';
  /** Run every stage but write nothing (`docgen check`). */
  dryRun?: boolean;
  /** Render pages on worker threads when many need rendering (default true). */
  workers?: boolean;
  /** Reuse results of earlier builds from `<site>/.docgen/cache` (default true; `--no-cache` turns it off). */
  cache?: boolean;
  /** Render each docs sidebar once and splice it into its pages (default true; false renders it with every page, for comparison). */
  spliceSidebar?: boolean;
  /** Progress callback: a stage starts or ends. */
  onStage?(stage: StageName, state: 'start' | 'end', ms?: number): void;
}

export interface BuildResult {
  outDir: string;
  ctx: SiteContext;
  manifest: RouteManifest;
  /** Routes rendered per locale. */
  pagesPerLocale: Record<string, number>;
  timings: StageTiming[];
  bundle: ClientBundle;
  /** Warnings (errors throw). */
  diagnostics: Diagnostic[];
  output: { files: number; bytes: number };
  linksChecked: number;
  /** Routes whose page fell back to the default locale. */
  untranslated: RouteRecord[];
  /** Cache entries reused and computed by this build. */
  cache: { hits: number; misses: number };
  /** Worker threads started, the batches of pages they did per stage (0: all on the main thread), and how many ran out of their heap (their batches done on the main thread). */
  workers: { started: number; jobs: { markdown: number; render: number }; outOfMemory: number };
}

/**
 * The whole build as one pipeline of named, timed stages:
 * config → discover → routes → markdown → bundle → render → links → write.
 * Each stage takes the previous ones' typed results; any error stops the build with
 * diagnostics, and the output is swapped in only at the very end.
 */
export function build(options: BuildOptions): Promise<BuildResult> {
  return runBuild(options);
}

/** What `buildIfChanged` found before deciding to build: the evaluated config and the inputs' snapshot. */
export interface PreparedBuild {
  raw: RawConfig;
  snapshot: InputSnapshot;
  /** Time spent on them (part of the config stage). */
  ms: number;
}

/** The pipeline; with `prepared`, a stamp of the build is kept for `buildIfChanged`. */
export async function runBuild(options: BuildOptions, prepared?: PreparedBuild): Promise<BuildResult> {
  const siteDir = path.resolve(options.siteDir);
  const timings = new Timings();
  const warnings: Diagnostic[] = [];
  const stage = async <T>(name: StageName, run: () => Promise<T> | T): Promise<T> => {
    options.onStage?.(name, 'start');
    const result = await timings.time(name, run);
    options.onStage?.(name, 'end', timings.stages[timings.stages.length - 1]?.ms);
    return result;
  };

  const { ctx, theme, plugins, configFiles } = await stage('config', async () => {
    const loaded = await loadConfig(siteDir, options.configFile, prepared?.raw);
    const ctx = createContext(siteDir, loaded.config, options, loaded.file, loaded.dependencies, loaded.zeroConfig);
    const theme = await loadTheme(ctx);
    return { ctx, theme, plugins: loaded.config.plugins as DocgenPlugin[], configFiles: loaded.dependencies };
  });
  if (prepared) timings.stages[0]!.ms += prepared.ms;

  const cache = ContentCache.forSite(siteDir, options.cache !== false);
  if (!options.dryRun) cache.pruneOtherVersions();
  const stores = new Map<DocgenPlugin, PluginStore>();
  const storeOf = (plugin: DocgenPlugin): PluginStore => {
    let store = stores.get(plugin);
    if (!store) stores.set(plugin, (store = pluginStore(cache, plugin.name)));
    return store;
  };
  const site = await stage('discover', async () => {
    const frontMatter = cache.table<KnownFrontMatter>('front-matter');
    const stats = cache.table<KnownSourceFile>('source-stats');
    const site = await discover(ctx, { memo: frontMatter, lazyBodies: true, stats });
    frontMatter.save();
    stats.save();
    warnings.push(...site.warnings);
    for (const plugin of plugins) {
      const cache = storeOf(plugin);
      await runPlugin(plugin, 'discover', () => plugin.discover?.(site, ctx, { cache }));
      // Saved now: the workers' discover hooks read it.
      cache.save();
    }
    return site;
  });

  const { manifest, sidebars } = await stage('routes', async () => {
    const sidebars = await loadSidebars(ctx, site);
    const firstSidebar = [...sidebars.order.values()][0];
    const manifest = buildRouteManifest(ctx, site, ctx.config.docs.homeDocId ?? firstSidebar?.[0], sidebars);
    return { manifest, sidebars };
  });

  const views = new ViewBuilder(ctx, manifest, sidebars, theme.strings);
  await views.prepare();
  const media = new Map<string, string>();

  // Started by the markdown stage when it has enough to do, kept for the render stage's misses;
  // closed once pages are rendered, or when the build fails.
  const pool =
    options.workers !== false && WorkerPool.available()
      ? new WorkerPool(
          workerInit(ctx, (l) => views.stringsFor(l), cache),
          workerHeapMb(manifest.routes.length),
        )
      : undefined;

  const stagingDir = await createStaging(
    options.dryRun ? path.join(os.tmpdir(), 'docgen-check', 'out') : (options.outDir ?? path.join(siteDir, 'build')),
  );
  const outDir = path.resolve(options.outDir ?? path.join(siteDir, 'build'));
  const recordFile = outputRecordFile(siteDir, outDir);
  const reuse = options.cache !== false && !options.dryRun;
  try {
    const markdown = await stage('markdown', async () => {
      const diagnostics: Diagnostic[] = [];
      const results = await runMarkdownStage({
        ctx,
        site,
        manifest,
        plugins,
        stringsFor: (l) => views.stringsFor(l),
        media,
        cache,
        diagnostics,
        ...(pool ? { pool } : {}),
        spill: true,
      });
      collect(diagnostics, warnings, ctx.strict);
      return results;
    });

    const bundle = await stage('bundle', async () => {
      const diagnostics: Diagnostic[] = [];
      const bundle = await bundleClient(ctx, theme.theme.stylesheets, diagnostics, theme.theme.islands, cache);
      collect(diagnostics, warnings, ctx.strict);
      return bundle;
    });

    const { pages, writer, previous } = await stage('render', async () => {
      // Pages unchanged since the last build stay where they are: the staging folder gets what
      // changed, and the output is updated in place (only with the cache: `--no-cache` writes a
      // fresh folder). Checking the folder against its record is one listing of it, timed here
      // (0.1 s at 1,500 pages, 0.7-2 s at 15,000).
      const previous = reuse ? openPreviousOutput(recordFile, outDir) : undefined;
      const writer = new OutputWriter(stagingDir, previous);
      const pages = await renderRoutes({
        ctx,
        routes: manifest.routes,
        markdown,
        views,
        theme: theme.theme,
        bundle,
        stagingDir,
        cache,
        themeKey: theme.fingerprint,
        writer,
        spliceSidebar: options.spliceSidebar !== false,
        shareLinks: true,
        releaseMarkdown: true,
        ...(pool ? { pool } : {}),
      });
      return { pages, writer, previous };
    });
    // The workers' memory goes back before the write and link stages.
    await pool?.close();

    await stage('write', async () => {
      // Every file goes through the writer: one the output holds with the same bytes is kept
      // where it is (a rebuild rewrites and moves none of the search index, assets or static files that did not change).
      const emit = (rel: string, data: string | Uint8Array) => void writer.place(rel, sha256(data), () => data);
      await writeSiteFiles({
        ctx,
        manifest,
        pages,
        bundle,
        staticFiles: site.staticFiles,
        media,
        views,
        stagingDir,
        emit,
      });
      for (const plugin of plugins) {
        const cache = storeOf(plugin);
        await runPlugin(plugin, 'write', () =>
          plugin.write?.({
            ctx,
            manifest,
            outputDir: stagingDir,
            outputFile: (rel) => writer.locate(rel),
            outputHash: (rel) => writer.hashOf(rel),
            emitFile: async (rel, data) => emit(insideOutput(rel), data),
            cache,
          }),
        );
        cache.save();
      }
    });

    const linkResult = await stage('links', () => {
      const result = checkLinks({ ctx, pages, markdown, outputFile: (rel) => writer.locate(rel) });
      collect(result.diagnostics, warnings, ctx.strict);
      return result;
    });

    const untranslated = manifest.routes.filter((r) => r.untranslated && !r.canonicalPath);
    if (ctx.config.onUntranslated !== 'ignore') {
      collect(
        untranslated.map((r) => missingTranslation(r, ctx.config.onUntranslated === 'throw' ? 'error' : 'warning')),
        warnings,
        ctx.strict,
      );
    }

    // The new output, every file with its size and time: the summary's totals, the record that
    // lets the next build keep unchanged files, and the stamp's picture of the folder.
    const staged = listTree(stagingDir);
    const final = writer.outputOf(staged);
    const output = { files: final.files.length, bytes: final.files.reduce((sum, [, size]) => sum + size, 0) };
    const stamp = stampFile(siteDir, outDir);
    if (options.dryRun) await discardStaging(stagingDir);
    else {
      removeStamp(stamp);
      // The record goes before the folder changes and comes back after: a build stopped half-way
      // leaves none, and the next one builds a fresh folder.
      removeOutputRecord(recordFile);
      if (previous) updateInPlace(stagingDir, outDir, staged, writer.keptKeys(), previous.present);
      else await swapIn(stagingDir, outDir);
      if (reuse) saveOutputRecord(recordFile, final.record);
    }

    const pagesPerLocale: Record<string, number> = {};
    for (const p of pages)
      if (p.route.kind !== 'redirect' && p.route.kind !== 'notFound')
        pagesPerLocale[p.route.locale] = (pagesPerLocale[p.route.locale] ?? 0) + 1;
    const result: BuildResult = {
      outDir,
      ctx,
      manifest,
      pagesPerLocale,
      timings: timings.stages,
      bundle,
      diagnostics: sortDiagnostics(warnings),
      output,
      linksChecked: linkResult.checked,
      untranslated,
      cache: { hits: cache.hits, misses: cache.misses },
      workers: {
        started: pool?.stats.started ?? 0,
        jobs: { ...(pool?.stats.jobs ?? { markdown: 0, render: 0 }) },
        outOfMemory: pool?.stats.outOfMemory ?? 0,
      },
    };
    if (prepared && reuse) {
      writeStamp(stamp, {
        v: 1,
        key: prepared.snapshot.key,
        trees: prepared.snapshot.trees,
        files: statFiles([...bundle.dependencies, ...configFiles]),
        outputs: final.files,
        summary: summaryOf(result),
      });
    }
    return result;
  } catch (error) {
    await discardStaging(stagingDir);
    if (error instanceof DocgenError && warnings.length > 0) {
      throw new DocgenError(sortDiagnostics([...error.diagnostics, ...warnings]));
    }
    throw error;
  } finally {
    await pool?.close();
  }
}

/** The diagnostic `docgen check` (and `onUntranslated`) reports for a page missing in a locale. */
export function missingTranslation(route: RouteRecord, severity: 'error' | 'warning'): Diagnostic {
  return {
    name: 'MissingTranslation',
    severity,
    message: `"${route.id}" has no ${route.locale} translation; ${route.path} shows the default locale's text.`,
    ...(route.source ? { file: route.source.relFile } : {}),
    why: `Translated pages live in i18n/${route.locale}/ with the same relative path as the default locale's file.`,
    fix: `create i18n/${route.locale}/${route.kind !== 'doc' ? 'pages' : route.version === 'current' ? 'docs' : `docs-versions/version-${route.version}`}/${route.source?.relPath ?? ''}.`,
  };
}

/** Errors stop the build at the end of the stage; warnings are kept for the report. */
function collect(found: Diagnostic[], warnings: Diagnostic[], strict: boolean): void {
  const promoted = strict ? found.map((d) => ({ ...d, severity: 'error' as const })) : found;
  const errors = promoted.filter((d) => d.severity === 'error');
  if (errors.length > 0) throw new DocgenError(sortDiagnostics(errors));
  warnings.push(...promoted);
}

/** A plugin's file path, relative to the output root and inside it. */
function insideOutput(rel: string): string {
  const key = outputKey(rel);
  if (key === undefined) throw new Error(`emitFile("${rel}"): the path must name a file inside the output folder.`);
  return key;
}

async function runPlugin(plugin: DocgenPlugin, hook: string, run: () => unknown): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (error instanceof DocgenError) throw error;
    throw new DocgenError([
      {
        name: 'PluginError',
        severity: 'error',
        message: `Plugin "${plugin.name}" failed in its ${hook} hook: ${(error as Error).message}`,
      },
    ]);
  }
}
