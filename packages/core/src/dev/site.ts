import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { isUtf8 } from 'node:buffer';
import { isExternalHref, normalizePath, splitHref, type LayoutPatch, type PageChunk } from '@docgen/shared';
import { bundleClient, type ClientBundle } from '../bundle/stage.js';
import { loadConfig, type LoadedConfig } from '../config/load.js';
import { SegmentCache } from '@docgen/markdown';
import { DocgenError, sortDiagnostics, type Diagnostic } from '@docgen/diagnostics';
import { discover } from '../discover/index.js';
import { parseFrontMatter } from '../discover/front-matter.js';
import { checkLinks } from '../links/stage.js';
import type { MarkdownProcessor } from '@docgen/markdown';
import type { MarkdownStageInput } from '../markdown/stage.js';
import { indexSourcesByPath } from '../markdown/source-paths.js';
import { ContentCache } from '../cache/content-cache.js';
import type { DiscoveredSite, RenderedMarkdown, RouteRecord, SiteContext, SourceFile } from '@docgen/config';
import { writeSiteFiles } from '../output/stage.js';
import { filesIn } from '../output/writer.js';
import { pluginStore, type PluginStore } from '../plugins/cache.js';
import { createContext, missingTranslation } from '../pipeline/build.js';
import type { DocgenPlugin } from '@docgen/config';
import { renderRoutes, saveRenderCache, writeFile, type RenderedPage } from '../render/stage.js';
import type { LoadedTheme } from '../render/theme.js';
import type { ScannedLink } from '../render/scan-html.js';
import { ViewBuilder } from '../render/view.js';
import { buildRouteManifest, localePrefix, type RouteManifest } from '../routes/manifest.js';
import { loadSidebars, type Sidebars } from '../sidebars/resolve.js';
import { sha256, shortHash } from '../util/hash.js';
import { readJsonFile } from '../util/json-file.js';
import { relPosix } from '../util/paths.js';
import { classifyChanges, type ChangePlan } from './changes.js';
import { layoutPatch } from './layout-patch.js';
import { GenerationDirs, carryOver } from './output.js';
import { clientSourceFolder, loadDevTheme, locateTheme, themeStrings, type ThemeLocation } from './theme.js';
import { lookupsHold, newTracker, trackedManifest, trackedSources, type Lookup } from './track.js';

/**
 * Renders one route's markdown. The default is the core's markdown stage, in process; a
 * worker pool or a content-hash cache can take its place. Links must be resolved through
 * `input.manifest` and `sourcesByPath` (the dev build records those lookups to know when a
 * cached page must be rendered again).
 */
export type MarkdownRenderer = (
  input: MarkdownStageInput,
  route: RouteRecord,
  sourcesByPath: Map<string, SourceFile>,
  diagnostics: Diagnostic[],
) => Promise<RenderedMarkdown>;

export interface DevSiteOptions {
  siteDir: string;
  /** Folder of the dev output (its generations and the `current` link that is served). Default `<siteDir>/.docgen/serve/<pid>`. */
  outDir?: string;
  configFile?: string;
  /** Build only these locales (plus the default). */
  locales?: string[];
  renderMarkdown?: MarkdownRenderer;
  /**
   * After a text edit, plugins' write hooks (the search index, generated files) run once the
   * site has been idle for a moment, not before the page is served: they read every page and
   * would hold the edit back by seconds. Called when they ran.
   */
  onWriteHooks?: (result: { errors: Diagnostic[]; ms: number }) => void;
  /** Idle time before deferred write hooks run (ms, default 300). */
  writeHooksDelayMs?: number;
}

export type DevBuildKind = 'initial' | 'content' | 'structure' | 'full' | 'none';

export interface DevBuildResult {
  kind: DevBuildKind;
  /** The served output now reflects this build; false: the last good output stays served. */
  committed: boolean;
  /** Errors standing now: this build's, and those the served version already had. Empty: all clear. */
  errors: Diagnostic[];
  warnings: Diagnostic[];
  /** Route paths whose page changed or disappeared (open tabs showing them reload). */
  changedPaths: string[];
  /** Page chunk URL of each page rendered again (an open tab shows it in place without the route manifest). */
  chunks?: Record<string, string>;
  /** The new chunks themselves when few pages changed (parsed JSON by route path): open tabs show them without a request. */
  chunkData?: Record<string, unknown>;
  /** For those pages, what changed in their layout since the version served before (open tabs parse only that). */
  patches?: Record<string, LayoutPatch>;
  /** Every page changed (theme, client bundle, config). */
  reloadAll: boolean;
  ms: number;
  /** Markdown files rendered and pages rendered by this build. */
  stats: { markdown: number; pages: number };
  /** Milliseconds per phase (\`DOCGEN_DEBUG=serve\` prints them). */
  phases?: Record<string, number>;
}

export interface DevWatchTargets {
  /** Folders to watch. */
  paths: string[];
  /** Paths the watcher must skip (output, dependencies, VCS, editor temp files). */
  ignored(file: string): boolean;
}

interface Base {
  loaded: LoadedConfig;
  ctx: SiteContext;
  plugins: DocgenPlugin[];
  themeLocation: ThemeLocation;
  theme: LoadedTheme;
  processor: MarkdownProcessor;
  /** What markdown output depends on besides the file and its links, per locale. */
  markdownSig: Map<string, string>;
}

interface MdEntry {
  file: string;
  hash: string;
  locale: string;
  sig: string;
  lookups: Lookup[];
  untracked: boolean;
  md: RenderedMarkdown;
  htmlHash: string;
  media: [string, string][];
  diagnostics: Diagnostic[];
}

interface Generation {
  dir: string;
  base: Base;
  site: DiscoveredSite;
  sidebars: Sidebars;
  manifest: RouteManifest;
  views: ViewBuilder;
  sourcesByPath: Map<string, SourceFile>;
  bundle: ClientBundle;
  bundleDiagnostics: Diagnostic[];
  md: Map<string, MdEntry>;
  pages: Map<string, RenderedPage>;
  /** Output files (relative) written for each route. */
  routeFiles: Map<string, string[]>;
  /** Route manifest shards and index (rewritten by every build). */
  siteFiles: string[];
  sigs: Map<string, string>;
  media: Map<string, string>;
  linkDiagnostics: Map<string, Diagnostic[]>;
  errors: Diagnostic[];
  warnings: Diagnostic[];
}

/** Content-cache namespace of the dev server's markdown results (with the lookups that validate them). */
const DEV_MARKDOWN = 'dev-markdown';

interface PersistedMarkdown {
  md: RenderedMarkdown;
  htmlHash: string;
  media: [string, string][];
  diagnostics: Diagnostic[];
  lookups: Lookup[];
}

const isMarkdownRoute = (r: RouteRecord) =>
  (r.kind === 'doc' || r.kind === 'markdownPage') && !r.canonicalPath && r.source !== undefined;
const yieldToIo = () => new Promise<void>((resolve) => setImmediate(resolve));
const hash = (text: string) => sha256(text).slice(0, 20);

/** A build that stopped: nothing is committed. */
class BuildStopped extends Error {
  constructor(
    readonly errors: Diagnostic[],
    readonly warnings: Diagnostic[],
  ) {
    super('build stopped');
  }
}

/**
 * The dev server's incremental build. The first build renders every page (the page a browser
 * asks for first, first); after that each batch of changed files redoes only what depends on
 * them: a page whose text changed is rendered again alone; adding, renaming or deleting a
 * page, or editing sidebars, re-renders the pages whose view (sidebar, pagination, links)
 * actually changed; the theme, client or config re-render everything but keep every
 * markdown result that still holds. A build that brings new errors commits nothing: the
 * last good output stays served.
 *
 * Builds run one at a time; `update` calls made while one runs are merged into the next.
 */
export class DevSite {
  /** The folder to serve (a symlink to the current generation). */
  readonly root: string;
  private readonly siteDir: string;
  private readonly gens: GenerationDirs;
  private gen?: Generation;
  private base?: Base;
  private readonly mdCache = new Map<string, MdEntry>();
  /** The served layout of the pages the last build rendered, when they were few (patches are made against them). */
  private layouts = new Map<string, string>();
  private readonly pending = new Set<string>();
  private queue: Promise<unknown> = Promise.resolve();
  private firstPass?: FirstPass;
  /** Resolves when the first build's page list exists (or the build stopped before). */
  private firstPassPending?: Promise<void>;
  private componentsGeneration = 0;
  private lastErrors: Diagnostic[] = [];
  /** Set by close(): a running build stops at the next page. */
  private closing = false;
  /** Write hooks owed to the served generation (deferred after text edits). */
  private hooksDue = false;
  private hooksTimer?: NodeJS.Timeout;
  private hooksRun?: Promise<void>;
  /** Builds asked for and not finished (deferred write hooks wait for none to be running). */
  private building = 0;
  /** Pieces of markdown parsed before: after an edit only the edited piece is parsed again. */
  private readonly segments = new SegmentCache();
  /** Rendered pages are shared with \`docgen build\` through the content cache (keys hold the theme and the view). */
  private readonly renderCache: ContentCache;
  /** Plugins' stores (\`PluginCache\`), in the same cache as \`docgen build\`'s. */
  private readonly pluginStores = new Map<string, PluginStore>();
  private readonly pluginStore = (plugin: DocgenPlugin): PluginStore => {
    let store = this.pluginStores.get(plugin.name);
    if (!store) this.pluginStores.set(plugin.name, (store = pluginStore(this.renderCache, plugin.name)));
    return store;
  };

  constructor(private readonly options: DevSiteOptions) {
    this.siteDir = path.resolve(options.siteDir);
    this.gens = new GenerationDirs(
      path.resolve(options.outDir ?? path.join(this.siteDir, '.docgen', 'serve', String(process.pid))),
    );
    this.root = this.gens.current;
    this.renderCache = ContentCache.forSite(this.siteDir, true);
  }

  /** The first build (pages are served as soon as each is rendered). */
  start(): Promise<DevBuildResult> {
    return this.serial(() => this.fullBuild());
  }

  /** Rebuilds after these files changed (absolute or site-relative paths). */
  update(files: Iterable<string>): Promise<DevBuildResult> {
    for (const f of files) this.pending.add(path.resolve(this.siteDir, f));
    return this.serial(() => (this.gen ? this.rebuild() : this.fullBuild()));
  }

  /** While the first build runs: renders the page for this path (or its locale's 404 page) next, and waits for it. */
  async ensure(urlPath: string): Promise<void> {
    if (!this.firstPass && this.firstPassPending) await this.firstPassPending;
    const pass = this.firstPass;
    if (!pass) return;
    const clean = normalizePath(urlPath);
    let route = pass.manifest.byPath.get(clean);
    // Files (assets, images) are written before any page: never wait for a 404 page for them.
    if (!route && /\.[^/]+$/.test(clean)) return;
    if (!route) {
      const prefix = this.localePrefixes().find((p) => p !== '' && (clean === p || clean.startsWith(`${p}/`))) ?? '';
      route = pass.manifest.byPath.get(`${prefix}/404`);
    }
    if (route) await pass.prioritize(route.path);
  }

  /** Locale path prefixes of the site ('' for the default locale). */
  localePrefixes(): string[] {
    const ctx = this.gen?.base.ctx ?? this.base?.ctx;
    return ctx
      ? ctx.locales
          .filter((l) => !ctx.onlyLocales || ctx.onlyLocales.includes(l.code) || l.code === ctx.defaultLocale.code)
          .map((l) => l.prefix)
      : [''];
  }

  /** Errors standing now (the overlay shows them). */
  errors(): Diagnostic[] {
    return this.lastErrors;
  }

  /** What to watch: the site folder, the theme's sources and styles, and the client runtime's sources. */
  watchTargets(): DevWatchTargets {
    const base = this.gen?.base ?? this.base;
    let theme: ThemeLocation | undefined = base?.themeLocation;
    if (!theme && base) {
      try {
        theme = locateTheme(base.ctx);
      } catch {
        theme = undefined;
      }
    }
    const extra = [...(theme?.codeDirs ?? []), ...(theme?.styleDirs ?? [])];
    const client = clientSourceFolder();
    if (client) extra.push(client);
    const siteDir = this.siteDir;
    const outDir = this.gens.dir;
    const roots = extra.filter((d) => !d.startsWith(siteDir + path.sep));
    return {
      paths: [siteDir, ...roots],
      ignored(file: string) {
        const abs = path.resolve(file);
        if (abs === outDir || abs.startsWith(outDir + path.sep)) return true;
        const name = path.basename(abs);
        if (/(~|\.swp|\.swx|\.tmp|\.crswap)$/.test(name) || name === '4913' || name.startsWith('.#')) return true;
        const root = [siteDir, ...roots].find((r) => abs === r || abs.startsWith(r + path.sep));
        if (!root) return false;
        const segments = path.relative(root, abs).split(path.sep);
        if (segments.some((s) => s === 'node_modules' || (s.startsWith('.') && s !== '.' && s.length > 1))) return true;
        return root === siteDir && (segments[0] === 'build' || segments[0] === 'dist');
      },
    };
  }

  /** Waits for the running build, then for background clean-up. */
  async close(): Promise<void> {
    this.closing = true;
    clearTimeout(this.hooksTimer);
    await this.hooksIdle();
    this.firstPass?.abort();
    await this.queue.catch(() => undefined);
    await this.gens.settle();
    await this.gens.remove();
  }

  private serial<T>(task: () => Promise<T>): Promise<T> {
    this.building++;
    const run = this.queue.then(task, task).finally(() => this.building--);
    this.queue = run.catch(() => undefined);
    return run;
  }

  // ---------------------------------------------------------------------------------------
  // Loading

  private async loadBase(): Promise<Base> {
    const loaded = await loadConfig(this.siteDir, this.options.configFile);
    const ctx = createContext(
      this.siteDir,
      loaded.config,
      { mode: 'serve', ...(this.options.locales ? { locales: this.options.locales } : {}) },
      loaded.file,
      loaded.dependencies,
      loaded.zeroConfig,
    );
    const plugins = loaded.config.plugins as DocgenPlugin[];
    const themeLocation = locateTheme(ctx);
    const theme = await loadDevTheme(ctx, themeLocation);
    // The markdown pipeline (unified, shiki) loads with the first dev build, not with the CLI.
    const { createMarkdownProcessor } = await import('@docgen/markdown');
    const processor = createMarkdownProcessor({
      code: { themes: ctx.config.markdown.codeThemes },
      remarkPlugins: plugins.flatMap((p) => p.markdown?.remarkPlugins ?? []),
      rehypePlugins: plugins.flatMap((p) => p.markdown?.rehypePlugins ?? []),
      segments: this.segments,
    });
    const base = { loaded, ctx, plugins, themeLocation, theme, processor, markdownSig: new Map<string, string>() };
    base.markdownSig = markdownSigs(base);
    this.base = base;
    return base;
  }

  private async discoverSite(base: Base): Promise<DiscoveredSite> {
    const site = await discover(base.ctx);
    for (const plugin of base.plugins) {
      try {
        await plugin.discover?.(site, base.ctx, { cache: this.pluginStore(plugin) });
        this.pluginStore(plugin).save();
      } catch (error) {
        if (error instanceof DocgenError) throw error;
        throw new DocgenError([
          {
            name: 'PluginError',
            severity: 'error',
            message: `Plugin "${plugin.name}" failed in its discover hook: ${(error as Error).message}`,
          },
        ]);
      }
    }
    return site;
  }

  private async structure(base: Base, site: DiscoveredSite, sidebars?: Sidebars) {
    const sb = sidebars ?? (await loadSidebars(base.ctx, site));
    const firstSidebar = [...sb.order.values()][0];
    const manifest = buildRouteManifest(base.ctx, site, base.ctx.config.docs.homeDocId ?? firstSidebar?.[0]);
    const views = new ViewBuilder(base.ctx, manifest, sb, base.theme.strings);
    await views.prepare();
    return { sidebars: sb, manifest, views, sourcesByPath: indexSourcesByPath(base.ctx, site.sources) };
  }

  private async bundle(base: Base): Promise<{ bundle: ClientBundle; diagnostics: Diagnostic[] }> {
    const diagnostics: Diagnostic[] = [];
    try {
      const bundle = await bundleClient(base.ctx, base.theme.theme.stylesheets, diagnostics, base.theme.theme.islands);
      return { bundle, diagnostics };
    } catch (error) {
      if (error instanceof DocgenError) throw error;
      // esbuild's errors name the file and line (a theme stylesheet, the client runtime).
      const messages =
        (error as { errors?: { text: string; location?: { file: string; line: number; column: number } | null }[] })
          .errors ?? [];
      throw new DocgenError(
        (messages.length > 0 ? messages : [{ text: (error as Error).message, location: null }]).map((m) => ({
          name: 'ThemeNotFound' as const,
          severity: 'error' as const,
          message: `The theme's stylesheets or the client runtime do not compile: ${m.text}`,
          ...(m.location ? { file: m.location.file, line: m.location.line, column: m.location.column + 1 } : {}),
          fix: 'fix the file; the pages update when it compiles again.',
        })),
      );
    }
  }

  private async renderMarkdown(
    base: Base,
    manifest: RouteManifest,
    views: ViewBuilder,
    sourcesByPath: Map<string, SourceFile>,
    route: RouteRecord,
  ): Promise<MdEntry> {
    const tracker = newTracker();
    const diagnostics: Diagnostic[] = [];
    const media = new Map<string, string>();
    const input: MarkdownStageInput = {
      ctx: base.ctx,
      manifest: trackedManifest(manifest, tracker),
      processor: base.processor,
      stringsFor: (l) => views.stringsFor(l),
      assets: media,
    };
    const render = this.options.renderMarkdown ?? (await import('../markdown/stage.js')).renderRouteMarkdown;
    const md = await render(input, route, trackedSources(sourcesByPath, tracker), diagnostics);
    const source = route.source!;
    return {
      file: source.file,
      hash: source.hash,
      locale: route.locale,
      sig: base.markdownSig.get(route.locale) ?? '',
      lookups: tracker.lookups,
      untracked: tracker.untracked,
      md,
      htmlHash: hash(`${md.title}\0${JSON.stringify(md.toc)}\0${md.html}`),
      media: [...media],
      diagnostics,
    };
  }

  // ---------------------------------------------------------------------------------------
  // The first build

  private async fullBuild(): Promise<DevBuildResult> {
    const started = performance.now();
    const snapshot = [...this.pending];
    this.pending.clear();
    let passReady = () => {};
    this.firstPassPending = new Promise<void>((resolve) => (passReady = resolve));
    await this.hooksIdle();
    const dir = await this.gens.reset();
    let pass: FirstPass | undefined;
    try {
      const base = await this.loadBase();
      // esbuild bundles the client in its own process while this one discovers the site.
      const bundling = this.bundle(base);
      bundling.catch(() => undefined);
      const site = await this.discoverSite(base);
      const { sidebars, manifest, views, sourcesByPath } = await this.structure(base, site);
      const { bundle, diagnostics: bundleDiagnostics } = await bundling;
      for (const asset of bundle.assets) if (asset.kind !== 'inline-js') await writeFile(dir, asset.path, asset.bytes);
      for (const file of site.staticFiles) await writeFile(dir, file.outPath, await fsp.readFile(file.file));

      const md = new Map<string, MdEntry>();
      const pages = new Map<string, RenderedPage>();
      const routeFiles = new Map<string, string[]>();
      const renderErrors: Diagnostic[] = [];
      let markdownCount = 0;
      const mdFor = async (route: RouteRecord): Promise<MdEntry> => {
        let entry = md.get(route.path);
        if (!entry) {
          entry = this.persistedMarkdown(base, manifest, sourcesByPath, route);
          if (!entry) {
            entry = await this.renderMarkdown(base, manifest, views, sourcesByPath, route);
            this.persistMarkdown(entry, route);
            markdownCount++;
          }
          md.set(route.path, entry);
          this.mdCache.set(route.path, entry);
          for (const [out, file] of entry.media) {
            if (!fs.existsSync(path.join(dir, out))) await writeFile(dir, out, await fsp.readFile(file));
          }
        }
        return entry;
      };
      pass = new FirstPass(manifest, firstPassOrder(base.ctx, manifest));
      this.firstPass = pass;
      passReady();
      for (let route = pass.next(); route; route = pass.next()) {
        try {
          const markdown = new Map<RouteRecord, RenderedMarkdown>();
          const mdRoute = route.canonicalPath ? manifest.byPath.get(route.canonicalPath) : route;
          if (mdRoute && isMarkdownRoute(mdRoute)) markdown.set(route, (await mdFor(mdRoute)).md);
          const [page] = await renderRoutes({
            ctx: base.ctx,
            routes: [route],
            markdown,
            views,
            theme: base.theme.theme,
            bundle,
            stagingDir: dir,
            cache: this.renderCache,
            themeKey: base.theme.fingerprint,
            saveCache: false,
          });
          if (page) {
            pages.set(route.path, page);
            routeFiles.set(route.path, outputFilesOf(page));
          }
        } catch (error) {
          if (!(error instanceof DocgenError)) throw error;
          renderErrors.push(...error.diagnostics);
        }
        pass.finish(route.path);
        await yieldToIo();
        if (this.closing)
          throw new DocgenError([{ name: 'InternalError', severity: 'error', message: 'docgen serve is stopping.' }]);
      }
      this.firstPass = undefined;
      saveRenderCache(this.renderCache);
      passReady();
      // Markdown of routes never rendered on their own (every md route is rendered above, aliases share theirs).
      for (const route of manifest.routes) if (isMarkdownRoute(route)) await mdFor(route);

      const media = new Map<string, string>();
      for (const entry of md.values()) for (const [out, file] of entry.media) media.set(out, file);
      const { shards } = await writeSiteFiles({
        ctx: base.ctx,
        manifest,
        pages: [...pages.values()],
        bundle: { ...bundle, assets: [] },
        staticFiles: [],
        media: new Map(),
        views,
        stagingDir: dir,
      });
      await runWriteHooks(base, manifest, dir, false, this.pluginStore);

      const sigs = new Map<string, string>();
      for (const route of manifest.routes) sigs.set(route.path, this.viewSig(base, views, manifest, route, md));
      const linkDiagnostics = checkPageLinks(base.ctx, [...pages.values()], md, dir, new Set(pages.keys()));
      const gen: Generation = {
        dir,
        base,
        site,
        sidebars,
        manifest,
        views,
        sourcesByPath,
        bundle,
        bundleDiagnostics,
        md,
        pages,
        routeFiles,
        siteFiles: shards,
        sigs,
        media,
        linkDiagnostics,
        errors: [],
        warnings: [],
      };
      const all = collectDiagnostics(gen, renderErrors);
      gen.errors = all.errors;
      gen.warnings = all.warnings;
      this.gen = gen;
      this.layouts.clear();
      this.lastErrors = gen.errors;
      try {
        this.renderCache.prune([DEV_MARKDOWN]);
      } catch {
        // a cache that cannot be pruned only grows
      }
      return {
        kind: 'initial',
        committed: true,
        errors: gen.errors,
        warnings: gen.warnings,
        changedPaths: [],
        reloadAll: true,
        ms: performance.now() - started,
        stats: { markdown: markdownCount, pages: pages.size },
      };
    } catch (error) {
      for (const f of snapshot) this.pending.add(f);
      this.firstPass = undefined;
      pass?.abort();
      passReady();
      const errors = diagnosticsOf(error);
      this.lastErrors = errors;
      return {
        kind: 'initial',
        committed: false,
        errors,
        warnings: [],
        changedPaths: [],
        reloadAll: true,
        ms: performance.now() - started,
        stats: { markdown: 0, pages: 0 },
      };
    }
  }

  // ---------------------------------------------------------------------------------------
  // Rebuilds

  private async rebuild(): Promise<DevBuildResult> {
    const started = performance.now();
    const prev = this.gen!;
    const changes = [...this.pending];
    this.pending.clear();
    if (changes.length === 0) {
      return {
        kind: 'none',
        committed: true,
        errors: this.lastErrors,
        warnings: prev.warnings,
        changedPaths: [],
        reloadAll: false,
        ms: 0,
        stats: { markdown: 0, pages: 0 },
      };
    }
    const plan = classifyChanges(changes, {
      siteDir: this.siteDir,
      configFiles: [prev.base.loaded.file, ...prev.base.loaded.dependencies].filter((f): f is string => Boolean(f)),
      sidebarFiles: prev.sidebars.dependencies,
      themeCodeDirs: prev.base.themeLocation.codeDirs,
      themeStyleDirs: prev.base.themeLocation.styleDirs,
      ...(clientSourceFolder() ? { clientDir: clientSourceFolder()! } : {}),
      sources: new Map(prev.site.sources.map((s) => [s.file, s])),
      pluginMarkdown: prev.base.plugins.some((p) => p.markdown),
    });
    if (plan.components) this.componentsGeneration++;
    try {
      const result = await this.incremental(prev, plan, changes, started);
      this.lastErrors = result.errors;
      return result;
    } catch (error) {
      for (const f of changes) this.pending.add(f);
      const kind: DevBuildKind =
        plan.config || plan.theme || plan.bundle ? 'full' : plan.discover || plan.sidebars ? 'structure' : 'content';
      if (error instanceof BuildStopped) {
        this.lastErrors = error.errors;
        return {
          kind,
          committed: false,
          errors: error.errors,
          warnings: error.warnings,
          changedPaths: [],
          reloadAll: false,
          ms: performance.now() - started,
          stats: { markdown: 0, pages: 0 },
        };
      }
      const errors = diagnosticsOf(error);
      this.lastErrors = errors;
      return {
        kind,
        committed: false,
        errors,
        warnings: [],
        changedPaths: [],
        reloadAll: false,
        ms: performance.now() - started,
        stats: { markdown: 0, pages: 0 },
      };
    }
  }

  private async incremental(
    prev: Generation,
    plan: ChangePlan,
    changes: string[],
    started: number,
  ): Promise<DevBuildResult> {
    let base = prev.base;
    let allDirty = false;
    const phases: Record<string, number> = {};
    let mark = performance.now();
    const phase = (name: string) => {
      const now = performance.now();
      phases[name] = Math.round((now - mark) * 10) / 10;
      mark = now;
    };
    if (plan.config) {
      base = await this.loadBase();
      allDirty = true;
    } else if (plan.theme || plan.strings) {
      let theme: LoadedTheme;
      if (plan.theme) theme = await loadDevTheme(base.ctx, base.themeLocation);
      else {
        const { strings } = themeStrings(base.ctx, base.theme.theme);
        theme = {
          ...base.theme,
          strings,
          fingerprint: sha256(`${base.theme.fingerprint}\n${JSON.stringify([...strings])}`),
        };
      }
      base = { ...base, theme };
      base.markdownSig = markdownSigs(base);
      allDirty = true;
    }
    let bundle = prev.bundle;
    let bundleDiagnostics = prev.bundleDiagnostics;
    const bundleRebuilt = plan.config || plan.theme || plan.bundle;
    if (bundleRebuilt) {
      ({ bundle, diagnostics: bundleDiagnostics } = await this.bundle(base));
      allDirty = true;
    }

    let site = prev.site;
    let fast = false;
    const structural = plan.config || plan.discover || plan.sidebars;
    if (!structural && plan.content.size > 0) {
      const patched = patchSources(base.ctx, prev.site, plan.content);
      if (patched) {
        site = patched;
        fast = true;
      } else plan.discover = true;
    }
    phase('base');
    const rediscover = plan.config || plan.discover;
    if (rediscover) site = await this.discoverSite(base);
    const resolved =
      site === prev.site && !plan.sidebars && base === prev.base
        ? { sidebars: prev.sidebars, manifest: prev.manifest, views: prev.views, sourcesByPath: prev.sourcesByPath }
        : await this.structure(base, site, rediscover || plan.sidebars ? undefined : prev.sidebars);
    const { sidebars, manifest, views, sourcesByPath } = resolved;
    phase('structure');

    // Markdown: keep every result whose file, settings and link targets are unchanged.
    const onlyContent = fast && !allDirty;
    const md = new Map<string, MdEntry>();
    let markdownCount = 0;
    for (const route of manifest.routes) {
      if (!isMarkdownRoute(route)) continue;
      let entry = this.mdCache.get(route.path);
      if (!entry || !this.mdHolds(entry, route, base, manifest, sourcesByPath, plan, onlyContent)) {
        entry = await this.renderMarkdown(base, manifest, views, sourcesByPath, route);
        this.mdCache.set(route.path, entry);
        markdownCount++;
      }
      md.set(route.path, entry);
    }

    // Which pages change: all (theme, bundle, config), the routes of the edited files (text
    // only), or every route whose view differs from the served one (structure).
    const candidates =
      allDirty || !fast ? manifest.routes : manifest.routes.filter((r) => r.source && plan.content.has(r.source.file));
    const sigs = new Map<string, string>();
    if (!allDirty && fast) for (const [p, s] of prev.sigs) if (manifest.byPath.has(p)) sigs.set(p, s);
    const dirty: RouteRecord[] = [];
    for (const route of candidates) {
      const sig = this.viewSig(base, views, manifest, route, md);
      sigs.set(route.path, sig);
      if (allDirty || sig !== prev.sigs.get(route.path) || !prev.pages.has(route.path)) dirty.push(route);
    }
    const removed = [...prev.pages.keys()].filter((p) => !manifest.byPath.has(p));
    phase('markdown+sigs');

    // Text edits patch the served generation in place (each file renamed over its old self);
    // anything else builds a complete new generation (unchanged files hard-linked) and swaps it in.
    const changed = new Set(changes);
    const media = new Map<string, string>();
    for (const entry of md.values()) for (const [out, file] of entry.media) media.set(out, file);
    const newMedia = new Map([...media].filter(([out, file]) => prev.media.get(out) !== file || changed.has(file)));
    const prevStatic = new Set(prev.site.staticFiles.map((f) => f.outPath));
    const newStatic = site.staticFiles.filter((f) => !prevStatic.has(f.outPath) || changed.has(f.file));
    const inPlace = onlyContent && newStatic.length === 0;
    if (!inPlace) await this.hooksIdle();
    const dir = inPlace ? await this.gens.scratch() : await this.gens.create();
    try {
      const markdown = new Map<RouteRecord, RenderedMarkdown>();
      for (const route of dirty) {
        const mdRoute = route.canonicalPath ? manifest.byPath.get(route.canonicalPath) : route;
        const entry = mdRoute ? md.get(mdRoute.path) : undefined;
        if (entry) markdown.set(route, entry.md);
      }
      // A few pages: their chunks go with the update event, with a patch from the served version.
      const few = dirty.length <= 3;
      // One route at a time: a page that fails keeps its last good output, the others go on.
      const renderErrors: Diagnostic[] = [];
      const rendered: RenderedPage[] = [];
      for (const route of dirty) {
        try {
          const one = new Map<RouteRecord, RenderedMarkdown>();
          const md1 = markdown.get(route);
          if (md1) one.set(route, md1);
          rendered.push(
            ...(await renderRoutes({
              ctx: base.ctx,
              routes: [route],
              markdown: one,
              views,
              theme: base.theme.theme,
              bundle,
              stagingDir: dir,
              cache: this.renderCache,
              themeKey: base.theme.fingerprint,
              saveCache: false,
              keepChunks: few,
            })),
          );
        } catch (error) {
          if (!(error instanceof DocgenError)) throw error;
          renderErrors.push(...error.diagnostics);
        }
        if (dirty.length > 8) await yieldToIo();
        if (this.closing)
          throw new DocgenError([{ name: 'InternalError', severity: 'error', message: 'docgen serve is stopping.' }]);
      }
      saveRenderCache(this.renderCache);
      phase('render');
      const chunkData: Record<string, PageChunk> = {};
      const patches: Record<string, LayoutPatch> = {};
      if (few) {
        for (const [k, page] of rendered.entries()) {
          const chunk = page.chunk ?? readChunk(dir, page.chunkUrl);
          if (!chunk) continue;
          chunkData[page.route.path] = chunk;
          const before =
            this.layouts.get(page.route.path) ?? readChunk(prev.dir, prev.pages.get(page.route.path)?.chunkUrl)?.layout;
          const patch = before === undefined ? undefined : layoutPatch(before, chunk.layout);
          if (patch) patches[page.route.path] = patch;
          if (page.chunk) rendered[k] = withoutChunk(page);
        }
        phase('patch');
      }
      const renderedByPath = new Map(rendered.map((p) => [p.route.path, p]));
      const pages = new Map<string, RenderedPage>();
      const routeFiles = new Map<string, string[]>();
      const carried: string[] = [];
      let obsolete: string[] = [];
      for (const route of manifest.routes) {
        const fresh = renderedByPath.get(route.path);
        if (fresh) {
          pages.set(route.path, fresh);
          const files = outputFilesOf(fresh);
          routeFiles.set(route.path, files);
          for (const f of prev.routeFiles.get(route.path) ?? []) if (!files.includes(f)) obsolete.push(f);
          continue;
        }
        const old = prev.pages.get(route.path);
        if (old) {
          pages.set(route.path, { ...old, route });
          const files = prev.routeFiles.get(route.path) ?? [];
          routeFiles.set(route.path, files);
          carried.push(...files);
        }
      }
      for (const p of removed) obsolete.push(...(prev.routeFiles.get(p) ?? []));
      // A shared sidebar file goes only when no page points to it any more.
      const stillUsed = new Set([...routeFiles.values()].flat());
      obsolete = obsolete.filter((f) => !stillUsed.has(f));

      // Raw files: the bundle, markdown media and static files, written when new, linked otherwise.
      // A text edit changes one shard of the route manifest (the page's chunk URL), not the sitemap.
      const { shards: siteFiles } = await writeSiteFiles({
        ctx: base.ctx,
        manifest,
        pages: [...pages.values()],
        bundle: bundleRebuilt ? bundle : { ...bundle, assets: [] },
        staticFiles: newStatic,
        media: newMedia,
        views,
        stagingDir: dir,
        ...(inPlace ? { present: new Set(prev.siteFiles), sitemap: false } : {}),
      });
      phase('site-files');

      let linkDir = dir;
      if (inPlace) {
        // New media go live first (content-named, nothing else changes); links are checked against the live output.
        for (const out of newMedia.keys()) moveInto(dir, prev.dir, out);
        linkDir = prev.dir;
      } else {
        if (!bundleRebuilt) for (const asset of bundle.assets) if (asset.kind !== 'inline-js') carried.push(asset.path);
        for (const out of media.keys()) if (!newMedia.has(out)) carried.push(out);
        const newStaticPaths = new Set(newStatic.map((f) => f.outPath));
        for (const f of site.staticFiles) if (!newStaticPaths.has(f.outPath)) carried.push(f.outPath);
        const madeDirs = new Set<string>();
        for (const rel of carried) carryOver(prev.dir, dir, rel, madeDirs);
        phase('carry-over');
        await runWriteHooks(base, manifest, dir, false, this.pluginStore);
      }

      // Links: after a text edit, the pages rendered again and those pointing at an anchor of
      // a page whose anchors changed; after anything else, every page.
      let linkDiagnostics: Map<string, Diagnostic[]>;
      if (onlyContent) {
        const touched = new Set<string>();
        for (const page of rendered) {
          const before = prev.pages.get(page.route.path);
          if (!before || !sameSet(before.ids, page.ids)) touched.add(page.route.path);
        }
        const recheck = new Set<string>(rendered.map((p) => p.route.path));
        if (touched.size > 0)
          for (const page of pages.values())
            if (!recheck.has(page.route.path) && anchorsInto(page, touched, base.ctx)) recheck.add(page.route.path);
        linkDiagnostics = new Map(prev.linkDiagnostics);
        for (const [p, list] of checkPageLinks(base.ctx, [...pages.values()], md, linkDir, recheck))
          linkDiagnostics.set(p, list);
      } else {
        linkDiagnostics = checkPageLinks(base.ctx, [...pages.values()], md, linkDir, new Set(pages.keys()));
      }
      for (const p of [...linkDiagnostics.keys()]) if (!pages.has(p)) linkDiagnostics.delete(p);
      phase('links');

      const next: Generation = {
        dir: inPlace ? prev.dir : dir,
        base,
        site,
        sidebars,
        manifest,
        views,
        sourcesByPath,
        bundle,
        bundleDiagnostics,
        md,
        pages,
        routeFiles,
        siteFiles,
        sigs,
        media,
        linkDiagnostics,
        errors: [],
        warnings: [],
      };
      const { errors, warnings } = collectDiagnostics(next, renderErrors);
      const known = new Set(prev.errors.map(errorKey));
      if (errors.some((e) => !known.has(errorKey(e)))) {
        throw new BuildStopped(errors, warnings);
      }
      next.errors = errors;
      next.warnings = warnings;
      if (inPlace) {
        for (const rel of listFiles(dir)) moveInto(dir, prev.dir, rel);
        for (const rel of [...obsolete, ...prev.siteFiles.filter((f) => !siteFiles.includes(f))])
          fs.rmSync(path.join(prev.dir, rel), { force: true });
        this.gens.discard(dir);
        this.scheduleWriteHooks();
      } else {
        await this.gens.publish(dir, prev.dir);
        this.hooksDue = false; // they ran on this generation before it was swapped in
      }
      phase('publish');
      this.gen = next;
      this.layouts = new Map(Object.entries(chunkData).map(([p, chunk]) => [p, chunk.layout]));
      for (const key of [...this.mdCache.keys()]) if (!md.has(key)) this.mdCache.delete(key);
      const changedPaths = [...rendered.map((p) => p.route.path), ...removed];
      return {
        kind: allDirty ? 'full' : fast ? 'content' : 'structure',
        committed: true,
        errors,
        warnings,
        changedPaths,
        chunks: Object.fromEntries(rendered.filter((p) => p.chunkUrl).map((p) => [p.route.path, p.chunkUrl!])),
        ...(few ? { chunkData, patches } : {}),
        reloadAll: allDirty,
        ms: performance.now() - started,
        stats: { markdown: markdownCount, pages: rendered.length },
        phases,
      };
    } catch (error) {
      this.gens.discard(dir);
      throw error;
    }
  }

  /** Runs the write hooks on the served generation once no build has been asked for during the delay. */
  private scheduleWriteHooks(): void {
    this.hooksDue = true;
    clearTimeout(this.hooksTimer);
    this.hooksTimer = setTimeout(() => void this.runDueWriteHooks(), this.options.writeHooksDelayMs ?? 300);
    this.hooksTimer.unref();
  }

  /**
   * Beside the build queue, not in it: an edit saved while the hooks run is served without
   * waiting for them. They only add content-named files and rename their manifest into place,
   * which a text edit's in-place update never touches; a build that makes a new generation
   * waits for them first (`hooksIdle`).
   */
  private runDueWriteHooks(): Promise<void> {
    if (this.hooksRun) return this.hooksRun; // when it ends, a hook run still due is scheduled again
    if (!this.hooksDue || !this.gen || this.closing) return Promise.resolve();
    if (this.building > 0) {
      this.scheduleWriteHooks(); // that build's output is what the hooks should see
      return Promise.resolve();
    }
    this.hooksDue = false;
    const gen = this.gen;
    const started = performance.now();
    this.hooksRun = (async () => {
      let errors: Diagnostic[] = [];
      try {
        await runWriteHooks(gen.base, gen.manifest, gen.dir, true, this.pluginStore);
      } catch (error) {
        errors = diagnosticsOf(error);
      }
      if (!this.closing) this.options.onWriteHooks?.({ errors, ms: performance.now() - started });
    })().finally(() => {
      this.hooksRun = undefined;
      if (this.hooksDue && !this.closing) this.scheduleWriteHooks();
    });
    return this.hooksRun;
  }

  /** Waits for a running write-hook pass (before a generation is replaced or removed). */
  private async hooksIdle(): Promise<void> {
    await this.hooksRun?.catch(() => undefined);
  }

  /** Resolves when the builds asked for so far and any deferred write hooks are done (tests, benchmarks). */
  async settled(): Promise<void> {
    await this.queue;
    if (this.hooksDue) {
      clearTimeout(this.hooksTimer);
      await this.runDueWriteHooks();
    }
    await this.hooksIdle();
  }

  /** A markdown result of an earlier session (restarts are fast), when its lookups still hold. */
  private persistedMarkdown(
    base: Base,
    manifest: RouteManifest,
    sources: Map<string, SourceFile>,
    route: RouteRecord,
  ): MdEntry | undefined {
    const source = route.source!;
    const key = ContentCache.key(
      DEV_MARKDOWN,
      base.markdownSig.get(route.locale) ?? '',
      route.path,
      source.relFile,
      source.hash,
    );
    const hit = this.renderCache.get<PersistedMarkdown>(DEV_MARKDOWN, key);
    if (!hit || !lookupsHold(hit.lookups, manifest, sources)) return undefined;
    for (const [out, file] of hit.media) {
      try {
        if (!out.includes(`-${shortHash(fs.readFileSync(file), 8)}`)) return undefined;
      } catch {
        return undefined;
      }
    }
    return {
      file: source.file,
      hash: source.hash,
      locale: route.locale,
      sig: base.markdownSig.get(route.locale) ?? '',
      lookups: hit.lookups,
      untracked: false,
      md: hit.md,
      htmlHash: hit.htmlHash,
      media: hit.media,
      diagnostics: hit.diagnostics,
    };
  }

  private persistMarkdown(entry: MdEntry, route: RouteRecord): void {
    if (
      entry.untracked ||
      entry.lookups.some((l) => l.kind === 'findRoute') ||
      entry.diagnostics.some((d) => d.severity === 'error')
    )
      return;
    const key = ContentCache.key(DEV_MARKDOWN, entry.sig, route.path, route.source!.relFile, entry.hash);
    try {
      this.renderCache.set(DEV_MARKDOWN, key, {
        md: entry.md,
        htmlHash: entry.htmlHash,
        media: entry.media,
        diagnostics: entry.diagnostics,
        lookups: entry.lookups,
      } satisfies PersistedMarkdown);
    } catch {
      // a read-only cache folder: no persistence
    }
  }

  private mdHolds(
    entry: MdEntry,
    route: RouteRecord,
    base: Base,
    manifest: RouteManifest,
    sources: Map<string, SourceFile>,
    plan: ChangePlan,
    onlyContent: boolean,
  ): boolean {
    const source = route.source!;
    if (
      entry.file !== source.file ||
      entry.hash !== source.hash ||
      entry.locale !== route.locale ||
      entry.sig !== (base.markdownSig.get(route.locale) ?? '')
    )
      return false;
    if (plan.allMarkdown) return false;
    for (const name of plan.names) if (source.body.includes(name)) return false;
    if (entry.untracked) return onlyContent;
    return lookupsHold(entry.lookups, manifest, sources);
  }

  /** A fingerprint of everything a page shows (its view), to render only the pages that change. */
  private viewSig(
    base: Base,
    views: ViewBuilder,
    manifest: RouteManifest,
    route: RouteRecord,
    md: Map<string, MdEntry>,
  ): string {
    if (route.kind === 'redirect') return `redirect:${route.redirectTo ?? ''}`;
    if (route.kind === 'componentPage') {
      // A React page may link anywhere (`href` localizes through the manifest): any route change re-renders it.
      return hash(
        [
          route.path,
          route.source?.hash,
          this.componentsGeneration,
          JSON.stringify(views.site(route.locale)),
          JSON.stringify(views.alternates(route)),
          JSON.stringify(views.stringsFor(route.locale)),
          [...manifest.byPath.keys()].join('\n'),
        ].join('\0'),
      );
    }
    const assets = { stylesheets: [], scripts: [], modulePreloads: [], headInlineScript: '', bootJson: '' };
    if (route.kind === 'notFound') {
      const strings = views.stringsFor(route.locale);
      return hash(
        JSON.stringify(
          views.page(route, { title: strings['notFound.title'] ?? 'Page not found', html: '', toc: [] }, assets),
        ),
      );
    }
    const entry = md.get(route.canonicalPath ?? route.path);
    if (!entry) return `missing:${Math.random()}`;
    const view = views.page(route, { title: entry.md.title, html: '', toc: entry.md.toc }, assets);
    return hash(`${JSON.stringify(view)}\0${entry.htmlHash}\0${base.ctx.config.onUntranslated}`);
  }
}

/** The first build's work list: the page a browser waits for jumps the queue. */
class FirstPass {
  private readonly order: string[];
  private cursor = 0;
  private readonly urgent: string[] = [];
  private readonly done = new Set<string>();
  private readonly waiters = new Map<string, (() => void)[]>();

  constructor(
    readonly manifest: RouteManifest,
    order: RouteRecord[],
  ) {
    this.order = order.map((r) => r.path);
  }

  next(): RouteRecord | undefined {
    while (this.urgent.length > 0) {
      const p = this.urgent.shift()!;
      if (!this.done.has(p)) return this.manifest.byPath.get(p);
    }
    while (this.cursor < this.order.length) {
      const p = this.order[this.cursor++]!;
      if (!this.done.has(p)) return this.manifest.byPath.get(p);
    }
    return undefined;
  }

  prioritize(routePath: string): Promise<void> {
    if (this.done.has(routePath)) return Promise.resolve();
    const route = this.manifest.byPath.get(routePath);
    if (route?.canonicalPath) this.urgent.unshift(route.canonicalPath);
    this.urgent.unshift(routePath);
    return new Promise((resolve) => {
      const list = this.waiters.get(routePath) ?? [];
      list.push(resolve);
      this.waiters.set(routePath, list);
    });
  }

  finish(routePath: string): void {
    this.done.add(routePath);
    for (const resolve of this.waiters.get(routePath) ?? []) resolve();
    this.waiters.delete(routePath);
  }

  abort(): void {
    for (const list of this.waiters.values()) for (const resolve of list) resolve();
    this.waiters.clear();
  }
}

/** Home pages and the default locale first, 404 pages early, redirects last. */
function firstPassOrder(ctx: SiteContext, manifest: RouteManifest): RouteRecord[] {
  const rank = (r: RouteRecord) => {
    const home = r.path === (localePrefix(ctx, r.locale) || '/');
    const locale = r.locale === ctx.defaultLocale.code ? 0 : 1;
    if (home) return locale;
    if (r.kind === 'notFound') return 2 + locale;
    if (r.kind === 'redirect') return 8;
    return 4 + locale;
  };
  return manifest.routes
    .map((r, i) => ({ r, i, k: rank(r) }))
    .sort((a, b) => a.k - b.k || a.i - b.i)
    .map((x) => x.r);
}

/** A page chunk from an output folder; undefined when it cannot be read (the tab fetches it). */
function readChunk(dir: string, chunkUrl: string | undefined): PageChunk | undefined {
  return chunkUrl ? readJsonFile<PageChunk>(path.join(dir, chunkUrl.slice(1))) : undefined;
}

/** A rendered page as the generation keeps it: its chunk went with the update event. */
function withoutChunk(page: RenderedPage): RenderedPage {
  const { chunk: _sent, ...kept } = page;
  return kept;
}

function outputFilesOf(page: RenderedPage): string[] {
  return [
    page.route.outputFile,
    ...(page.chunkUrl ? [page.chunkUrl.slice(1)] : []),
    ...(page.sidebarUrl ? [page.sidebarUrl.slice(1)] : []),
  ];
}

/** Re-reads edited markdown files whose front matter (id, slug, title, position…) is unchanged; undefined: discover again. */
function patchSources(ctx: SiteContext, site: DiscoveredSite, files: Set<string>): DiscoveredSite | undefined {
  const byFile = new Map(site.sources.map((s) => [s.file, s]));
  const replaced = new Map<SourceFile, SourceFile>();
  const rels = new Set([...files].map((f) => relPosix(ctx.siteDir, f)));
  const warnings = site.warnings.filter((w) => !w.file || !rels.has(w.file));
  for (const file of files) {
    const old = byFile.get(file);
    if (!old || old.kind === 'componentPage') return undefined;
    let buffer: Buffer;
    try {
      buffer = fs.readFileSync(file);
    } catch {
      return undefined;
    }
    if (!isUtf8(buffer)) return undefined;
    const diagnostics: Diagnostic[] = [];
    const parsed = parseFrontMatter(buffer.toString('utf8'), old.relFile, diagnostics);
    if (!parsed || diagnostics.some((d) => d.severity === 'error')) return undefined;
    if (JSON.stringify(parsed.data) !== JSON.stringify(old.frontMatter)) return undefined;
    warnings.push(...diagnostics);
    replaced.set(old, {
      ...old,
      frontMatter: parsed.data,
      body: parsed.body,
      bodyLineOffset: parsed.bodyLineOffset,
      hash: sha256(buffer),
    });
  }
  return { ...site, sources: site.sources.map((s) => replaced.get(s) ?? s), warnings };
}

/** Plugins' write hooks; `live`: the folder is being served, so each file is written aside and renamed into place. */
async function runWriteHooks(
  base: Base,
  manifest: RouteManifest,
  dir: string,
  live: boolean,
  storeOf: (plugin: DocgenPlugin) => PluginStore,
): Promise<void> {
  const emit = async (rel: string, data: string | Uint8Array) => {
    if (!live) return writeFile(dir, rel, data);
    const file = path.join(dir, rel);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    const tmp = `${file}.${process.pid}.tmp`;
    await fsp.writeFile(tmp, data);
    await fsp.rename(tmp, file);
  };
  for (const plugin of base.plugins) {
    if (!plugin.write) continue;
    try {
      await plugin.write({
        ctx: base.ctx,
        manifest,
        outputDir: dir,
        outputFile: filesIn(dir),
        outputHash: () => undefined,
        emitFile: emit,
        cache: storeOf(plugin),
      });
      storeOf(plugin).save();
    } catch (error) {
      if (error instanceof DocgenError) throw error;
      throw new DocgenError([
        {
          name: 'PluginError',
          severity: 'error',
          message: `Plugin "${plugin.name}" failed in its write hook: ${(error as Error).message}`,
        },
      ]);
    }
  }
}

/** Link diagnostics per page, for the pages in `only` (each page checked against the whole site). */
function checkPageLinks(
  ctx: SiteContext,
  pages: RenderedPage[],
  md: Map<string, MdEntry>,
  outputDir: string,
  only: Set<string>,
): Map<string, Diagnostic[]> {
  const byRoute = new Map<RouteRecord, RenderedMarkdown>();
  for (const page of pages) {
    const entry = md.get(page.route.canonicalPath ?? page.route.path);
    if (entry) byRoute.set(page.route, entry.md);
  }
  const bare = pages.map((p) => ({ ...p, links: [] as ScannedLink[] }));
  const out = new Map<string, Diagnostic[]>();
  const outputFile = filesIn(outputDir);
  pages.forEach((page, i) => {
    if (!only.has(page.route.path)) return;
    if (page.links.length === 0) {
      out.set(page.route.path, []);
      return;
    }
    const list = bare.slice();
    list[i] = page;
    out.set(page.route.path, checkLinks({ ctx, pages: list, markdown: byRoute, outputFile }).diagnostics);
  });
  return out;
}

/** Files below `dir` (relative, POSIX). */
function listFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(path.join(dir, rel), { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const child = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(child);
      else out.push(child);
    }
  };
  walk('');
  return out;
}

/** Renames a file from a scratch folder over its counterpart in the served folder (atomic per file). */
function moveInto(from: string, to: string, rel: string): void {
  const dest = path.join(to, rel);
  fs.mkdirSync(path.dirname(dest), { recursive: true });
  fs.renameSync(path.join(from, rel), dest);
}

function sameSet(a: Set<string>, b: Set<string>): boolean {
  if (a.size !== b.size) return false;
  for (const x of a) if (!b.has(x)) return false;
  return true;
}

const targetCache = new WeakMap<ScannedLink[], Set<string>>();
/** True when one of the page's links points at an anchor (`#id`) of one of these route paths. */
function anchorsInto(page: RenderedPage, paths: Set<string>, ctx: SiteContext): boolean {
  let targets = targetCache.get(page.links);
  if (!targets) {
    targets = new Set();
    const base = ctx.config.baseUrl.replace(/\/$/, '');
    for (const link of page.links) {
      if (link.href === '' || isExternalHref(link.href) || !link.href.includes('#')) continue;
      let p: string;
      try {
        p = decodeURIComponent(
          new URL(splitHref(link.href).path || page.route.path, `http://docgen.invalid${page.route.path}`).pathname,
        );
      } catch {
        continue;
      }
      if (base && p.startsWith(base)) p = p.slice(base.length) || '/';
      targets.add(normalizePath(p));
    }
    targetCache.set(page.links, targets);
  }
  for (const p of paths) if (targets.has(p)) return true;
  return false;
}

/** Every diagnostic standing for a generation: discovery, markdown, bundle, links, translations, rendering. */
function collectDiagnostics(gen: Generation, extra: Diagnostic[]): { errors: Diagnostic[]; warnings: Diagnostic[] } {
  const list: Diagnostic[] = [...gen.site.warnings, ...gen.bundleDiagnostics, ...extra];
  for (const entry of gen.md.values()) list.push(...entry.diagnostics);
  for (const diagnostics of gen.linkDiagnostics.values()) list.push(...diagnostics);
  const policy = gen.base.ctx.config.onUntranslated;
  if (policy !== 'ignore') {
    for (const route of gen.manifest.routes)
      if (route.untranslated && !route.canonicalPath)
        list.push(missingTranslation(route, policy === 'throw' ? 'error' : 'warning'));
  }
  // Theme links (navbar, footer) are checked on every page: report each once.
  const seen = new Set<string>();
  const unique = list.filter((d) => {
    if (d.file) return true;
    const key = `${d.severity}\0${d.name}\0${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const sorted = sortDiagnostics(unique);
  return {
    errors: sorted.filter((d) => d.severity === 'error'),
    warnings: sorted.filter((d) => d.severity === 'warning'),
  };
}

function errorKey(d: Diagnostic): string {
  return [d.name, d.file ?? '', d.file ? '' : (d.where ?? ''), d.message].join('\0');
}

function diagnosticsOf(error: unknown): Diagnostic[] {
  if (error instanceof DocgenError) return sortDiagnostics(error.diagnostics);
  const err = error as Error;
  return [
    {
      name: 'InternalError',
      severity: 'error',
      message: `docgen failed unexpectedly: ${err?.message ?? String(error)}`,
      fix: 'please report this with the file you changed.',
    },
  ];
}

function markdownSigs(base: Pick<Base, 'ctx' | 'theme' | 'plugins'>): Map<string, string> {
  const { config, strict } = base.ctx;
  let settings: string;
  try {
    settings = JSON.stringify(
      {
        strict,
        markdown: config.markdown,
        toc: config.toc,
        onBrokenLinks: config.onBrokenLinks,
        docs: config.docs,
        i18n: config.i18n,
        baseUrl: config.baseUrl,
        plugins: base.plugins,
      },
      (_k, v: unknown) => (typeof v === 'function' ? String(v) : v),
    );
  } catch {
    settings = String(Math.random());
  }
  const sigs = new Map<string, string>();
  for (const locale of base.ctx.locales)
    sigs.set(locale.code, hash(`${settings}\0${JSON.stringify(base.theme.strings.get(locale.code) ?? {})}`));
  return sigs;
}
