import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BundleState, bundleStage, startBundler } from '../bundle/stage.js';
import { hasSiteIslands } from './site-islands.js';
import { cacheOff, localeDir } from '@docgen/config';
import { ContentCache } from '../cache/content-cache.js';
import { PluginStores } from '../cache/plugin-store.js';
import { collectFindings } from '../links/stage.js';
import { keptHighlighting, startHighlighting } from '../markdown/highlight-start.js';
import { markdownEntryOf, markdownStage } from '../markdown/stage.js';
import { sourcesAhead } from '../markdown/sources-ahead.js';
import { candidatesOf, pageDependencies } from './dependencies.js';
import { createStaging } from '../output/staging.js';
import {
  knownOutput,
  OutputWriter,
  openPreviousOutput,
  outputRecordFile,
  type PreviousOutput,
} from '../output/writer.js';
import { workerCount } from '../pool/pool.js';
import { buildPool } from './build-pool.js';
import { renderStage } from '../render/stage.js';
import { blogMarkdownOf } from '../render/blog-content.js';
import { ViewBuilder } from '../render/view.js';
import { loadSite, type SiteState } from '../site/load.js';
import { type ChangePlan, classifyChanges, fullPlan, onlyContent, renderAll } from '../site/plan.js';
import { bundleFeatures, discoverStage, routesStage, type Structure } from '../site/structure.js';
import { clientFolder } from '../bundle/stage.js';
import { StrayErrors } from './stray-errors.js';
import { Timings } from '../util/timing.js';
import { runWriteHooks } from '../write/hooks.js';
import { placeAssets, placeMedia } from '../write/site-files.js';
import { failedMarkdown, Findings, missingTranslation } from './collect.js';
import { commitRun, type PreparedBuild } from './commit.js';
import { siteOptionsOf } from './site-options.js';
import { checkOutputLinks, writeOutput } from './write-and-links.js';
import type { BuildOptions, BuildState, PendingRun, RunRequest, StageName } from './types.js';
import { staticDirs } from '../util/static-dirs.js';
import { checkTranslatedChromeImages } from '../discover/chrome-images.js';
import { forgetModuleTypes } from '../util/native-module-type.js';

export type { PreparedBuild } from './commit.js';

/**
 * The build, for a full build and for a partial one (Hugo's one `Build()`): `docgen build` and
 * `docgen check` run it once; the dev server holds one and runs it again with the files that
 * changed. Each run takes the stages' last results and what changed (a `ChangePlan`) and gives
 * the new ones: config → discover → routes → markdown → bundle → render → write → links. Nothing
 * is put in place until the run is committed; a run that fails leaves the output as it was.
 */
export class Build {
  readonly siteDir: string;
  readonly outDir: string;
  private state?: BuildState;
  private readonly cache: ContentCache;
  private readonly stores: PluginStores;

  constructor(
    readonly options: BuildOptions,
    /** The config and inputs' snapshot `buildIfChanged` took: the commit keeps a stamp of them. */
    private readonly prepared?: PreparedBuild,
  ) {
    this.siteDir = path.resolve(options.siteDir);
    this.outDir = path.resolve(options.outDir ?? path.join(this.siteDir, 'build'));
    this.cache = ContentCache.forSite(this.siteDir, options.cache !== false && !cacheOff('build'));
    this.stores = new PluginStores(this.cache, false, undefined, !options.watch && options.workers !== false);
  }

  /** The last committed run's state (a `watch` build's). */
  get current(): BuildState | undefined {
    return this.state;
  }

  /** Files whose change matters to this build, sorted into what they ask to redo. */
  plan(changes: Iterable<string>): ChangePlan {
    const prev = this.state;
    if (!prev) return fullPlan();
    const { loaded, themeLocation } = prev.site;
    return classifyChanges(changes, {
      siteDir: this.siteDir,
      configFiles: [loaded.file, ...loaded.dependencies].filter((f): f is string => Boolean(f)),
      sidebarFiles: prev.structure.sidebars.dependencies,
      themeCodeDirs: themeLocation?.codeDirs ?? [],
      themeStyleDirs: themeLocation?.styleDirs ?? [],
      styleFiles: prev.bundle.bundle.dependencies.filter((f) => f.startsWith(this.siteDir + path.sep)),
      ...(clientFolder() ? { clientDir: clientFolder()! } : {}),
      sources: new Map(prev.discovered.sources.map((s) => [s.file, s])),
      pluginMarkdown: prev.site.plugins.some((p) => p.markdown),
      pageDependencies: pageDependencies(prev.markdown),
      staticDirs: staticDirs(prev.site.ctx),
    });
  }

  /** Runs the stages; the output is in its staging folder until the run is committed. */
  /** `watched`: the caller's watch on stray errors (kept past the run, to its commit); else one for the run alone. */
  async run(request: RunRequest = {}, watched?: StrayErrors): Promise<PendingRun> {
    if (watched) return this.runStages(request, watched);
    const stray = new StrayErrors(this.siteDir);
    stray.start();
    try {
      return await this.runStages(request, stray);
    } finally {
      stray.stop();
    }
  }

  private async runStages(request: RunRequest, stray: StrayErrors): Promise<PendingRun> {
    const prev = this.options.watch ? this.state : undefined;
    const plan = prev && request.changes ? this.plan(request.changes) : fullPlan();
    const timings = new Timings();
    const stage = async <T>(name: StageName, run: () => Promise<T> | T): Promise<T> => {
      this.options.onStage?.(name, 'start');
      const result = await stray.race(timings.time(name, run));
      this.options.onStage?.(name, 'end', timings.stages.at(-1)?.ms);
      return result;
    };
    if (plan.full) forgetModuleTypes();
    const siteOptions = siteOptionsOf(this.siteDir, this.options);
    const site = await stage('config', () => loadSite(siteOptions, prev?.site, plan, this.prepared?.raw));
    if (this.prepared) timings.stages[0]!.ms += this.prepared.ms;
    const { ctx } = site;
    let highlight = this.options.watch || request.order ? undefined : startHighlighting(ctx, this.cache);
    if (!prev) startBundler(this.cache);
    const findings = new Findings(ctx.strict, request.collectErrors === true);
    if (!this.options.dryRun && !prev) this.cache.pruneOtherVersions();
    try {
      if (site.theme.warnings) findings.add(site.theme.warnings);
      const tools = { cache: this.cache, stores: this.stores, lazyBodies: !this.options.watch };
      // The highlight thread parses the sources' markdown while the plugins' discover hooks run.
      const onSources = sourcesAhead(() => highlight, ctx);
      const discovered = await stage('discover', () =>
        discoverStage(site, { ...tools, onSources }, prev?.discovered, plan),
      );
      findings.add(discovered.warnings);
      // Not in discover: a change of footer.json reloads the theme's texts without discovering again.
      findings.add(checkTranslatedChromeImages(ctx, discovered.staticFiles, site.theme.messages));
      highlight = await keptHighlighting(highlight, site, discovered.sources);
      const structure = await stage('routes', () =>
        routesStage(
          site,
          discovered,
          prev && { ...prev.structure, site: prev.site, discovered: prev.discovered },
          plan,
        ),
      );
      findings.add(structure.warnings);
      const run = { request, plan, prev, site, discovered, structure, findings, timings, stage, highlight };
      return await this.runOutput(run);
    } catch (error) {
      return findings.fail(error);
    } finally {
      await highlight?.close();
    }
  }

  /** The stages that make the output: markdown → bundle → render → write → links, into a staging folder. */
  private async runOutput(run: OutputRun): Promise<PendingRun> {
    const { request, plan, prev, site, discovered, structure, findings, timings, stage, highlight } = run;
    const { ctx, theme } = site;
    const { manifest } = structure;
    const watch = this.options.watch === true;
    const views =
      prev && prev.structure === structure && prev.site.theme === theme
        ? prev.views
        : new ViewBuilder(ctx, manifest, structure.sidebars, theme.strings, theme.messages);
    if (views !== prev?.views) await views.prepare();
    const pool = buildPool(this.options, site, manifest.routes.length, this.cache.enabled, this.stores);
    const poolThreads = (pages: number, min?: number) => workerCount(pages, min, this.options.workers === true);
    const stagingDir = await createStaging(
      this.options.dryRun ? path.join(os.tmpdir(), 'docgen-check', 'out') : this.outDir,
    );
    request.onStaging?.(stagingDir);
    try {
      const markdown = await stage('markdown', () =>
        markdownStage({
          site,
          discovered,
          structure,
          cache: this.cache,
          plan,
          prev: prev?.markdown,
          spill: !watch && this.cache.enabled,
          lazy: request.order !== undefined,
          keepProcessor: watch,
          highlight,
          // What a worker does again before its first page: the stages before this one (`siteLoadMs`).
          ...(pool ? { pool: { pool, threads: poolThreads }, siteLoadMs: timings.totalMs } : {}),
        }),
      );
      // A page whose markdown failed is not rendered; the others are, and their faults told with it.
      const failed = !request.order && findings.hold(markdown.diagnostics()) ? failedMarkdown(markdown) : undefined;
      const bundle = await stage('bundle', () =>
        bundleStage(ctx, theme.theme, this.cache, prev?.bundle, !prev || renderAll(plan), {
          hasMdx: hasSiteIslands(ctx, discovered.sources),
          features: bundleFeatures(ctx.config.markdown, discovered, structure.sidebars),
        }),
      );
      findings.add(bundle.diagnostics);
      // The blog's routes: posts without their truncate sentinel, lists of their posts' excerpts.
      const contentOf = blogMarkdownOf(manifest, (route) => markdown.of(route));
      const { render, writer, previous } = await stage('render', async () => {
        // The folder checked against its record: one listing (0.1 s at 1,500 pages, 0.7-2 s at 15,000).
        const previous = this.previousOutput(prev);
        const writer = new OutputWriter(stagingDir, previous);
        // Pages served as they are written (the first pass) need their styles, scripts and images at once.
        if (request.order) placeAssets({ bundle: bundle.bundle, staticFiles: discovered.staticFiles, writer });
        const render = await renderStage({
          ctx,
          routes: failed ? manifest.routes.filter((r) => !failed.has(r.canonicalPath ?? r.path)) : manifest.routes,
          markdownOf: request.order
            ? async (route) => {
                const md = await contentOf(route);
                placeMedia(writer, markdownEntryOf(markdown, route)?.media ?? []);
                return md;
              }
            : contentOf,
          views,
          theme: theme.theme,
          bundle: bundle.bundle,
          stagingDir,
          cache: this.cache,
          themeKey: theme.fingerprint,
          writer,
          spliceSidebar: this.options.spliceSidebar !== false,
          shareLinks: !watch,
          plugins: site.plugins,
          releaseMarkdown: !watch,
          ...(prev ? { prev: prev.render } : {}),
          ...(prev && onlyContent(plan) ? { candidates: candidatesOf(plan, manifest, prev.markdown) } : {}),
          components: !prev || renderAll(plan) || plan.components || plan.discover || plan.sidebars,
          ...(request.order ? { order: request.order } : {}),
          ...(request.keepChunks ? { keepChunks: request.keepChunks } : {}),
          ...(pool ? { pool: { pool, threads: poolThreads } } : {}),
        });
        return { render, writer, previous };
      });
      if (request.order) {
        await markdown.finish();
        findings.add(markdown.diagnostics());
      }
      findings.add(render.diagnostics);
      findings.settle();
      // The workers' memory goes back before the write and link stages.
      await pool?.close();
      // What the write and links stages both read.
      const output = { ctx, manifest, render, markdown, writer, prev, plan };
      const { known, hookFiles, heaviestPages } = await stage('write', () =>
        writeOutput({
          ...output,
          bundle,
          discovered,
          views,
          request,
          findings,
          cache: this.cache,
          stores: this.stores,
          plugins: site.plugins,
          contentOf,
        }),
      );
      const links = await stage('links', () => checkOutputLinks({ ...output, cache: watch ? undefined : this.cache }));
      findings.add(collectFindings(render.pages, links.byPage, ctx.defaultLocale.code));
      const untranslated = manifest.routes.filter((r) => r.untranslated && !r.canonicalPath);
      if (ctx.config.onUntranslated !== 'ignore') {
        const severity = ctx.config.onUntranslated === 'throw' ? 'error' : 'warning';
        findings.add(untranslated.map((r) => missingTranslation(r, severity, localeDir(ctx.config, r.locale))));
      }
      findings.settleLinks();
      const diagnostics = findings.all();
      const removed = prev ? [...prev.render.keys()].filter((p) => !manifest.byPath.has(p)) : [];
      const state: Omit<BuildState, 'output'> = {
        site,
        discovered,
        structure,
        views,
        markdown: markdown.state,
        bundle: bundle as BundleState,
        render: render.state,
        known,
        hookFiles,
        links: links.byPage,
        diagnostics,
      };
      return commitRun({
        build: this,
        options: this.options,
        prepared: this.prepared,
        stagingDir,
        writer,
        previous,
        recordFile: outputRecordFile(this.siteDir, this.outDir),
        cache: this.cache,
        result: {
          plan,
          ctx,
          manifest,
          diagnostics,
          changed: render.changed,
          removed,
          markdownMade: markdown.made,
          timings: timings.stages,
        },
        summary: {
          bundle: bundle.bundle,
          pages: render.pages,
          linksChecked: links.checked,
          linksReusedPages: links.reusedPages,
          untranslated,
          workers: pool?.stats,
          heaviestPages,
          pageDependencies: [...pageDependencies(markdown.state)],
        },
        keep: (output) => {
          if (watch) this.state = { ...state, output };
        },
      });
    } catch (error) {
      await pool?.close();
      fs.rmSync(stagingDir, { recursive: true, force: true });
      throw error;
    }
  }

  /**
   * The plugins' write hooks alone, on the output of the last run (the dev server runs them once
   * the site is idle after a text edit: they read every page). Files they emitted last time and
   * do not emit now are removed.
   */
  async runWriteHooks(): Promise<PendingRun> {
    const prev = this.state;
    if (!prev) throw new Error('runWriteHooks() needs a committed run of a watch build');
    const stagingDir = await createStaging(this.outDir);
    const writer = new OutputWriter(stagingDir, knownOutput(prev.output, this.outDir));
    for (const key of Object.keys(prev.output.files)) if (!prev.hookFiles.has(key)) writer.keep(key);
    const { ctx } = prev.site;
    const { manifest } = prev.structure;
    try {
      const hookFiles = await runWriteHooks({ ctx, manifest, plugins: prev.site.plugins, stores: this.stores, writer });
      const pages = manifest.routes.flatMap((r) => prev.render.get(r.path)?.page ?? []);
      return commitRun({
        build: this,
        options: this.options,
        prepared: undefined,
        stagingDir,
        writer,
        previous: knownOutput(prev.output, this.outDir),
        recordFile: outputRecordFile(this.siteDir, this.outDir),
        cache: this.cache,
        result: {
          plan: fullPlan(),
          ctx,
          manifest,
          diagnostics: prev.diagnostics,
          changed: [],
          removed: [],
          markdownMade: 0,
          timings: [],
        },
        summary: {
          bundle: prev.bundle.bundle,
          pages,
          linksChecked: 0,
          untranslated: [],
          workers: undefined,
          heaviestPages: [],
        },
        keep: (output) => {
          this.state = { ...prev, hookFiles, output };
        },
      });
    } catch (error) {
      fs.rmSync(stagingDir, { recursive: true, force: true });
      throw error;
    }
  }

  /** The output this run updates: the record a watch build keeps, or the one a build left on disk. */
  private previousOutput(prev: BuildState | undefined): PreviousOutput | undefined {
    if (this.options.dryRun) return undefined;
    if (prev) return knownOutput(prev.output, this.outDir);
    if (!this.cache.enabled || this.options.watch || cacheOff('output-record')) return undefined;
    return openPreviousOutput(outputRecordFile(this.siteDir, this.outDir), this.outDir);
  }
}

/** What `runOutput` is given by `run`. */
interface OutputRun {
  request: RunRequest;
  plan: ChangePlan;
  prev: BuildState | undefined;
  site: SiteState;
  discovered: BuildState['discovered'];
  structure: Structure;
  findings: Findings;
  timings: Timings;
  stage: <T>(name: StageName, run: () => Promise<T> | T) => Promise<T>;
  highlight: ReturnType<typeof startHighlighting>;
}
