import type { PageWeight } from '../write/page-weight.js';
import type { DiscoveredSite, RouteManifest, RouteRecord, SiteContext } from '@docgen/config';
import type { Diagnostic } from '@docgen/diagnostics';
import type { BundleState, ClientBundle } from '../bundle/stage.js';
import type { LinkFinding } from '../links/stage.js';
import type { MarkdownState } from '../markdown/stage.js';
import type { OutputRecord } from '../output/writer.js';
import type { RenderedPage, RenderOrder, RenderState } from '../render/stage.js';
import type { ViewBuilder } from '../render/view.js';
import type { SiteState } from '../site/load.js';
import type { ChangePlan } from '../site/plan.js';
import type { Structure } from '../site/structure.js';
import type { StageTiming } from '../util/timing.js';
import type { KnownFiles } from '../write/site-files.js';

/** The named stages of a build, in the order they run. */
export const STAGES = ['config', 'discover', 'routes', 'markdown', 'bundle', 'render', 'write', 'links'] as const;
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
  /** `build` (production) or `serve` (drafts included). */
  mode?: 'build' | 'serve';
  /** Run every stage but write nothing (`docgen check`). */
  dryRun?: boolean;
  /**
   * Worker threads: by default when there is enough work for them to pay for their start
   * (`workerCount`); `true` whenever there are two pages of work or more (tests, measurements);
   * `false` never.
   */
  workers?: boolean;
  /** Reuse results of earlier builds from `<site>/.docgen/cache` (default true; `--no-cache` turns it off). */
  cache?: boolean;
  /** Render each docs sidebar once and splice it into its pages (default true; false renders it with every page, for comparison). */
  spliceSidebar?: boolean;
  /** Folders docgen's own packages resolve from when the site has none (the CLI's installation). */
  resolveFrom?: string[];
  /**
   * Keep every stage's results in memory between runs and load a changed theme again: the dev
   * server's build, which runs again with the files that changed.
   */
  watch?: boolean;
  /** Progress callback: a stage starts or ends. */
  onStage?(stage: StageName, state: 'start' | 'end', ms?: number): void;
}

/** What one run is asked to do besides building. */
export interface RunRequest {
  /** Files changed since the last run (absolute paths); the first run builds everything. */
  changes?: Iterable<string>;
  /** Stage errors do not stop the run: they are reported, and the caller decides whether to commit. */
  collectErrors?: boolean;
  /** Run the plugins' write hooks (default true); false keeps the files they emitted last time. */
  writeHooks?: boolean;
  /** The order in which routes render; each route's markdown is made just before (the dev server's first pass). */
  order?: RenderOrder;
  /** Keep the chunks of up to this many pages rendered again (the dev server sends them to open tabs). */
  keepChunks?: number;
  /** Called once the staging folder exists: the first pass serves pages from it as they are written. */
  onStaging?(dir: string): void;
}

/** What a run did, before its output is put in place. */
export interface RunResult {
  plan: ChangePlan;
  ctx: SiteContext;
  manifest: RouteManifest;
  /** Every diagnostic standing after this run (errors and warnings), sorted. */
  diagnostics: Diagnostic[];
  /** Pages whose files changed in this run (their chunks kept when asked). */
  changed: RenderedPage[];
  /** Route paths the last run had and this one has not. */
  removed: string[];
  /** Markdown results made (not reused) by this run. */
  markdownMade: number;
  timings: StageTiming[];
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
  /** Pages whose links were not checked again: unchanged since the last build, which found nothing (see `links/reuse.ts`). */
  linkPagesReused: number;
  /** The heaviest pages on first load (HTML, stylesheet, first-load scripts; gzip), heaviest first. */
  heaviestPages: PageWeight[];
  /** Routes whose page fell back to the default locale. */
  untranslated: RouteRecord[];
  /** Cache entries reused and computed by this build. */
  cache: { hits: number; misses: number };
  /** Worker threads started, the batches of pages they did per stage (0: all on the main thread), and how many ran out of their heap (their batches done on the main thread). */
  workers: { started: number; jobs: { markdown: number; render: number }; outOfMemory: number };
}

/** A run whose output is ready in its staging folder: put it in place, or throw it away. */
export interface PendingRun {
  result: RunResult;
  stagingDir: string;
  /** Puts the output in place (a first build renames its staging folder, a rebuild updates the folder in place). */
  commit(): Promise<BuildResult>;
  /** Removes the staging folder: the output stays as it was. */
  discard(): Promise<void>;
}

/** What a build keeps of its last committed run, for the next one (a `watch` build). */
export interface BuildState {
  site: SiteState;
  discovered: DiscoveredSite;
  structure: Structure;
  views: ViewBuilder;
  markdown: MarkdownState;
  bundle: BundleState;
  render: RenderState;
  /** Files placed from the site folder (static files, images) with their stats. */
  known: KnownFiles;
  /** Files the plugins' write hooks emitted. */
  hookFiles: Set<string>;
  links: Map<string, LinkFinding[]>;
  /** The output folder as this run left it. */
  output: OutputRecord;
  diagnostics: Diagnostic[];
}
