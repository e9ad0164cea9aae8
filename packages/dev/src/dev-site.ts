import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Build, type PendingRun, pageDependencies, pagesPerLocaleOf, type RunResult, renderAll } from '@docgen/core';
import { type Diagnostic, DocgenError, sortDiagnostics } from '@docgen/diagnostics';
import { type LayoutPatch, normalizePath, type PageChunk } from '@docgen/shared';
import { FirstPass } from './first-pass.js';
import { layoutPatch } from './layout-patch.js';
import { pointLink, resetDevDir } from './served-folder.js';
import { type DevWatchTargets, watchTargets } from './watch-targets.js';

export type { DevWatchTargets } from './watch-targets.js';

export interface DevSiteOptions {
  siteDir: string;
  /** Folder of the dev output (`out/`, and `current`, the link that is served). Default `<siteDir>/.docgen/serve/<pid>`. */
  outDir?: string;
  configFile?: string;
  /** Build only these locales (plus the default). */
  locales?: string[];
  /** Folders docgen's own packages resolve from when the site has none (the CLI's installation). */
  resolveFrom?: string[];
  /** Called when deferred write hooks ran (see `writeHooksDelayMs`). */
  onWriteHooks?: (result: { errors: Diagnostic[]; ms: number }) => void;
  /**
   * After a text edit, plugins' write hooks (the search index, generated files) run once the site
   * has been idle this long (ms, default 300), not before the page is served: they read every page.
   */
  writeHooksDelayMs?: number;
}

export type DevBuildKind = 'initial' | 'content' | 'structure' | 'full' | 'none';

export interface DevBuildResult {
  kind: DevBuildKind;
  /** The served output now reflects this build; false: the last good output stays served. */
  committed: boolean;
  /** Errors standing now: this build's, or those the served version already had. Empty: all clear. */
  errors: Diagnostic[];
  warnings: Diagnostic[];
  /** Route paths whose page changed or disappeared (open tabs showing them reload). */
  changedPaths: string[];
  /** Page chunk URL of each page rendered again (an open tab shows it in place without the route manifest). */
  chunks?: Record<string, string>;
  /** The new chunks themselves when few pages changed (by route path): open tabs show them without a request. */
  chunkData?: Record<string, unknown>;
  /** For those pages, what changed in their layout since the version served before (open tabs parse only that). */
  patches?: Record<string, LayoutPatch>;
  /** Every page changed (theme, client bundle, config). */
  reloadAll: boolean;
  ms: number;
  /** Markdown results made and pages changed by this build (the first: its pages, counted as `docgen build` counts them). */
  stats: { markdown: number; pages: number };
  /** Milliseconds per stage (`DOCGEN_DEBUG=serve` prints them). */
  phases?: Record<string, number>;
}

/** Pages whose chunks go with an update event (more: open tabs fetch them). */
const FEW_PAGES = 3;

/**
 * The dev server's site: one `Build` (the same as `docgen build`'s), run again with the files
 * that change. What is the dev server's own: the queue (one run at a time, files changed
 * meanwhile make the next run), the first pass's order (the page a browser waits for first),
 * the served output (a run with new errors is not put in place: the last good one stays
 * served), the layout patches sent to open tabs, and plugins' write hooks deferred after text
 * edits.
 */
export class DevSite {
  /** The folder the server serves (a link to the output, or to the first run's staging folder while it runs). */
  readonly root: string;
  private readonly build: Build;
  private readonly dir: string;
  private readonly pending = new Set<string>();
  private queue: Promise<unknown> = Promise.resolve();
  private firstPass?: FirstPass;
  /** The first run's output being put in place (requests wait for it). */
  private swapping?: Promise<void>;
  private lastErrors: Diagnostic[] = [];
  /**
   * The errors of the version served now. A build is refused when it brings an error this version
   * does not have: compared with the refused build's own errors, the next rebuild (another save, a
   * second watcher event of the same delete) would find none new and put the refused change in.
   */
  private servedErrors: Diagnostic[] = [];
  private layouts = new Map<string, string>();
  private closing = false;
  private hooksDue = false;
  private hooksTimer?: NodeJS.Timeout;

  constructor(private readonly options: DevSiteOptions) {
    const siteDir = path.resolve(options.siteDir);
    this.dir = path.resolve(options.outDir ?? path.join(siteDir, '.docgen', 'serve', String(process.pid)));
    this.root = path.join(this.dir, 'current');
    this.build = new Build({
      siteDir,
      outDir: path.join(this.dir, 'out'),
      watch: true,
      workers: false,
      ...(options.configFile ? { configFile: options.configFile } : {}),
      ...(options.locales ? { locales: options.locales } : {}),
      ...(options.resolveFrom ? { resolveFrom: options.resolveFrom } : {}),
    });
  }

  /** The first build (pages are served as soon as each is rendered). */
  start(): Promise<DevBuildResult> {
    // Known before the output folder is reset: a request that comes the moment the server listens waits for its page.
    const pass = new FirstPass();
    this.firstPass = pass;
    return this.serial(() => this.firstRun(pass));
  }

  /** Rebuilds after these files changed (absolute or site-relative paths). */
  update(files: Iterable<string>): Promise<DevBuildResult> {
    for (const f of files) this.pending.add(path.resolve(this.build.siteDir, f));
    return this.serial(() => (this.build.current ? this.rebuild() : this.firstRun()));
  }

  /**
   * While the first build runs: renders the page for this path (or its locale's 404 page) next,
   * and waits for it; a file the write stage makes (the route manifest, the sitemap, a search
   * index) waits for the build. A request reads its file in the turn this resolves: the first
   * output is never moved in that turn (`firstRun`).
   */
  async ensure(urlPath: string): Promise<void> {
    await this.ready(normalizePath(urlPath));
    // The first output may have begun moving in meanwhile: the request reads it at its new place.
    while (this.swapping) await this.swapping.catch(() => undefined);
  }

  private async ready(clean: string): Promise<void> {
    const pass = this.firstPass;
    if (!pass) return;
    // The route manifest lists every page: it is written when the first build is done.
    if (clean.startsWith('/_docgen/') || clean.startsWith('/assets/routes/')) {
      await this.queue;
      return;
    }
    await pass.begun;
    if (pass.has(clean)) return pass.prioritize(clean);
    if (/\.[^/]+$/.test(clean)) {
      // Assets, images and static files are placed before any page; what is not there yet comes last.
      if (!fs.existsSync(path.join(this.root, clean))) await this.queue;
      return;
    }
    const prefix = this.localePrefixes().find((p) => p !== '' && (clean === p || clean.startsWith(`${p}/`))) ?? '';
    return pass.prioritize(`${prefix}/404`);
  }

  /** Locale path prefixes of the site ('' for the default locale). */
  localePrefixes(): string[] {
    const ctx = this.ctx();
    if (!ctx) return [''];
    return ctx.locales
      .filter((l) => !ctx.onlyLocales || ctx.onlyLocales.includes(l.code) || l.code === ctx.defaultLocale.code)
      .map((l) => l.prefix);
  }

  /** The site's `trailingSlash` (the server redirects pages asked in the other form). */
  trailingSlash = (): boolean | undefined => this.ctx()?.config.trailingSlash;
  /** The site's `baseUrl` (`/` until the config is read): the server serves the output below it. */
  baseUrl = (): string => this.ctx()?.config.baseUrl ?? '/';
  /** Resolves once the settings above are the site's: its first build has read the config, or has ended. */
  configured = (): Promise<void> => this.firstPass?.begun ?? Promise.resolve();
  private ctx = () => this.build.current?.site.ctx ?? this.firstPass?.ctx;

  /** Errors standing now (the overlay shows them). */
  errors = (): Diagnostic[] => this.lastErrors;

  /** What to watch: the site folder, the theme's code and styles, the client runtime, and what MDX pages import from elsewhere. */
  watchTargets(): DevWatchTargets {
    const c = this.build.current;
    const imported = c ? pageDependencies(c.markdown) : [];
    return watchTargets(this.build.siteDir, this.dir, c?.site.themeLocation, imported, c?.discovered);
  }

  /** Resolves when the builds asked for so far and any deferred write hooks are done (tests, benchmarks). */
  async settled(): Promise<void> {
    await this.queue;
    if (this.hooksDue) {
      clearTimeout(this.hooksTimer);
      await this.serial(() => this.writeHooks());
    }
  }

  /** Waits for the running build, then removes the dev output. */
  async close(): Promise<void> {
    this.closing = true;
    clearTimeout(this.hooksTimer);
    this.firstPass?.abort();
    await this.queue.catch(() => undefined);
    await fsp.rm(this.dir, { recursive: true, force: true }).catch(() => undefined);
  }

  private serial<T>(task: () => Promise<T>): Promise<T> {
    const run = this.queue.then(task, task);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async firstRun(pass = new FirstPass()): Promise<DevBuildResult> {
    const started = performance.now();
    const changes = [...this.pending];
    this.pending.clear();
    this.firstPass = pass;
    await resetDevDir(this.dir);
    try {
      const run = await this.build.run({
        order: pass,
        collectErrors: true,
        onStaging: (staging) => pointLink(this.root, staging),
      });
      this.swapping = (async () => {
        // A request told to go ahead (ensure) opens its file in the turn it was told: let it.
        await new Promise((resolve) => setImmediate(resolve));
        await run.commit();
        pointLink(this.root, this.build.outDir);
      })();
      try {
        await this.swapping;
      } finally {
        this.swapping = undefined;
      }
      const { errors, warnings } = split(run.result.diagnostics);
      this.lastErrors = this.servedErrors = errors;
      const counted = Object.values(pagesPerLocaleOf(run.result.changed)).reduce((a, b) => a + b, 0);
      const stats = { markdown: run.result.markdownMade, pages: counted };
      return {
        kind: 'initial',
        committed: true,
        errors,
        warnings,
        changedPaths: [],
        reloadAll: true,
        ms: performance.now() - started,
        stats,
      };
    } catch (error) {
      for (const f of changes) this.pending.add(f);
      this.lastErrors = diagnosticsOf(error);
      const stats = { markdown: 0, pages: 0 };
      return {
        kind: 'initial',
        committed: false,
        errors: this.lastErrors,
        warnings: [],
        changedPaths: [],
        reloadAll: true,
        ms: performance.now() - started,
        stats,
      };
    } finally {
      pass.abort();
      this.firstPass = undefined;
    }
  }

  private async rebuild(): Promise<DevBuildResult> {
    const started = performance.now();
    const changes = [...this.pending];
    this.pending.clear();
    const none = { committed: true, changedPaths: [], reloadAll: false, ms: 0, stats: { markdown: 0, pages: 0 } };
    if (changes.length === 0) return { kind: 'none', errors: this.lastErrors, warnings: [], ...none };
    const plan = this.build.plan(changes);
    const kind: DevBuildKind = renderAll(plan)
      ? 'full'
      : plan.discover || plan.sidebars || plan.components
        ? 'structure'
        : 'content';
    // Write hooks wait for a text edit's output to be served; anything else runs them at once.
    const deferHooks = kind === 'content';
    let run: PendingRun;
    try {
      run = await this.build.run({ changes, collectErrors: true, writeHooks: !deferHooks, keepChunks: FEW_PAGES });
    } catch (error) {
      for (const f of changes) this.pending.add(f);
      this.lastErrors = diagnosticsOf(error);
      return {
        kind,
        errors: this.lastErrors,
        warnings: [],
        ...none,
        committed: false,
        ms: performance.now() - started,
      };
    }
    const { errors, warnings } = split(run.result.diagnostics);
    const known = new Set(this.servedErrors.map(errorKey));
    if (errors.some((e) => !known.has(errorKey(e)))) {
      await run.discard();
      for (const f of changes) this.pending.add(f);
      this.lastErrors = errors;
      return { kind, errors, warnings, ...none, committed: false, ms: performance.now() - started };
    }
    const updates = this.updates(run.result);
    await run.commit();
    this.lastErrors = this.servedErrors = errors;
    if (deferHooks) this.scheduleWriteHooks();
    else this.hooksDue = false;
    return {
      kind,
      committed: true,
      errors,
      warnings,
      changedPaths: [...run.result.changed.map((p) => p.route.path), ...run.result.removed],
      chunks: Object.fromEntries(run.result.changed.filter((p) => p.chunkUrl).map((p) => [p.route.path, p.chunkUrl!])),
      ...updates,
      reloadAll: renderAll(plan),
      ms: performance.now() - started,
      stats: { markdown: run.result.markdownMade, pages: run.result.changed.length },
      phases: Object.fromEntries(run.result.timings.map((t) => [t.stage, Math.round(t.ms * 10) / 10])),
    };
  }

  /**
   * When few pages changed: their new chunks, and for each the patch from the layout served now
   * (read before the run is put in place), so open tabs parse only the edit.
   */
  private updates(result: RunResult): Pick<DevBuildResult, 'chunkData' | 'patches'> {
    if (result.changed.length > FEW_PAGES) return {};
    const chunkData: Record<string, PageChunk> = {};
    const patches: Record<string, LayoutPatch> = {};
    const served = this.build.current?.render;
    for (const page of result.changed) {
      const chunk = page.chunk;
      if (!chunk) continue;
      chunkData[page.route.path] = chunk;
      const before =
        this.layouts.get(page.route.path) ??
        readChunk(this.build.outDir, served?.get(page.route.path)?.page.chunkUrl)?.layout;
      const patch = before === undefined ? undefined : layoutPatch(before, chunk.layout);
      if (patch) patches[page.route.path] = patch;
    }
    this.layouts = new Map(Object.entries(chunkData).map(([p, chunk]) => [p, chunk.layout]));
    return { chunkData, patches };
  }

  /** Runs the write hooks once no build has been asked for during the delay. */
  private scheduleWriteHooks(): void {
    this.hooksDue = true;
    clearTimeout(this.hooksTimer);
    this.hooksTimer = setTimeout(
      () => void this.serial(() => this.writeHooks()),
      this.options.writeHooksDelayMs ?? 300,
    );
    this.hooksTimer.unref();
  }

  private async writeHooks(): Promise<void> {
    if (!this.hooksDue || this.closing || !this.build.current) return;
    // Files saved meanwhile: their build comes first, and owes the hooks again.
    if (this.pending.size > 0) return;
    this.hooksDue = false;
    const started = performance.now();
    let errors: Diagnostic[] = [];
    try {
      await (await this.build.runWriteHooks()).commit();
    } catch (error) {
      errors = diagnosticsOf(error);
    }
    if (!this.closing) this.options.onWriteHooks?.({ errors, ms: performance.now() - started });
  }
}

function split(list: Diagnostic[]): { errors: Diagnostic[]; warnings: Diagnostic[] } {
  return { errors: list.filter((d) => d.severity === 'error'), warnings: list.filter((d) => d.severity === 'warning') };
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
      why: 'This is a bug of docgen, not of the site.',
      fix: 'please report this with the file you changed.',
    },
  ];
}

/** A page chunk from an output folder; undefined when it cannot be read (the tab fetches it). */
function readChunk(dir: string, chunkUrl: string | undefined): PageChunk | undefined {
  if (!chunkUrl) return undefined;
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, chunkUrl.slice(1)), 'utf8')) as PageChunk;
  } catch {
    return undefined;
  }
}
