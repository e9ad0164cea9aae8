import type { RenderedPage } from '../render/stage.js';
import type { RawConfig } from '../config/raw.js';
import type { ContentCache } from '../cache/content-cache.js';
import type { ClientBundle } from '../bundle/stage.js';
import { discardStaging, swapIn, updateInPlace } from '../output/staging.js';
import {
  type OutputRecord,
  type OutputWriter,
  type PreviousOutput,
  removeOutputRecord,
  saveOutputRecord,
} from '../output/writer.js';
import { listTree, statFiles } from '../util/file-stats.js';
import type { RouteRecord } from '@docgen/config';
import type { PageWeight } from '../write/page-weight.js';
import type { BuildOptions, BuildResult, PendingRun, RunResult } from './types.js';
import { type InputSnapshot, removeStamp, stampFile, summaryOf, writeStamp } from './up-to-date.js';

/** What `buildIfChanged` found before deciding to build: the evaluated config and the inputs' snapshot. */
export interface PreparedBuild {
  raw: RawConfig;
  snapshot: InputSnapshot;
  /** Time spent on them (part of the config stage). */
  ms: number;
}

export interface CommitInput {
  build: { siteDir: string; outDir: string };
  options: BuildOptions;
  prepared: PreparedBuild | undefined;
  stagingDir: string;
  writer: OutputWriter;
  previous: PreviousOutput | undefined;
  recordFile: string;
  cache: ContentCache;
  result: RunResult;
  summary: {
    bundle: ClientBundle;
    pages: RenderedPage[];
    linksChecked: number;
    linksReusedPages?: number;
    untranslated: RouteRecord[];
    workers: { started: number; jobs: Record<string, number>; outOfMemory: number } | undefined;
    heaviestPages: PageWeight[];
    /** Files the MDX pages were made from (their imports): the stamp checks them too. */
    pageDependencies?: string[];
  };
  /** Called with the output's record once it is in place (a watch build keeps its state then). */
  keep(output: OutputRecord): void;
}

/**
 * A run whose output waits in its staging folder. Committing puts it in place only then: a first
 * build (or one after a build stopped half-way) renames the staging folder to the output folder;
 * a rebuild renames each changed file over its old version and removes what the new output lacks.
 * The output's record (and the up-to-date stamp) are removed before the folder changes and
 * written after it: a build killed half-way leaves none, and the next build writes a fresh folder.
 */
export function commitRun(input: CommitInput): PendingRun {
  const { build, options, stagingDir, writer, previous, result } = input;
  let settled = false;
  return {
    result,
    stagingDir,
    async commit(): Promise<BuildResult> {
      if (settled) throw new Error('this run was already committed or discarded');
      settled = true;
      // The new output, every file with its size and time: the summary's totals, the record that
      // lets the next build keep unchanged files, and the stamp's picture of the folder.
      const staged = listTree(stagingDir);
      const final = writer.outputOf(staged);
      const output = { files: final.files.length, bytes: final.files.reduce((sum, [, size]) => sum + size, 0) };
      const reuse = options.cache !== false && !options.dryRun && !options.watch;
      const stamp = stampFile(build.siteDir, build.outDir);
      if (options.dryRun) await discardStaging(stagingDir);
      else {
        removeStamp(stamp);
        removeOutputRecord(input.recordFile);
        if (previous)
          updateInPlace(stagingDir, build.outDir, staged, writer.keptKeys(), previous.present, options.watch === true);
        else await swapIn(stagingDir, build.outDir);
        if (reuse) saveOutputRecord(input.recordFile, final.record);
      }
      input.keep(final.record);
      const buildResult = toBuildResult(input, output);
      if (input.prepared && reuse) {
        writeStamp(stamp, {
          v: 1,
          key: input.prepared.snapshot.key,
          trees: input.prepared.snapshot.trees,
          files: statFiles([
            ...input.summary.bundle.dependencies,
            ...result.ctx.configDependencies,
            ...(input.summary.pageDependencies ?? []),
          ]),
          outputs: final.files,
          summary: summaryOf(buildResult),
        });
      }
      return buildResult;
    },
    async discard(): Promise<void> {
      if (settled) return;
      settled = true;
      await discardStaging(stagingDir);
    },
  };
}

/**
 * The pages a build reports, per locale: redirect pages and 404 pages are not counted. One count
 * for `docgen build`'s summary and the dev server's first build, which said one page more.
 */
export function pagesPerLocaleOf(
  pages: readonly { route: Pick<RouteRecord, 'kind' | 'locale'> }[],
): Record<string, number> {
  const perLocale: Record<string, number> = {};
  for (const p of pages)
    if (p.route.kind !== 'redirect' && p.route.kind !== 'notFound')
      perLocale[p.route.locale] = (perLocale[p.route.locale] ?? 0) + 1;
  return perLocale;
}

function toBuildResult(input: CommitInput, output: { files: number; bytes: number }): BuildResult {
  const { result, summary } = input;
  const pagesPerLocale = pagesPerLocaleOf(summary.pages);
  const jobs = summary.workers?.jobs ?? {};
  return {
    outDir: input.build.outDir,
    ctx: result.ctx,
    manifest: result.manifest,
    pagesPerLocale,
    timings: result.timings,
    bundle: summary.bundle,
    diagnostics: result.diagnostics,
    output,
    linksChecked: summary.linksChecked,
    linkPagesReused: summary.linksReusedPages ?? 0,
    heaviestPages: summary.heaviestPages,
    untranslated: summary.untranslated,
    cache: { hits: input.cache.hits, misses: input.cache.misses },
    workers: {
      started: summary.workers?.started ?? 0,
      jobs: { markdown: jobs.markdown ?? 0, render: jobs.render ?? 0 },
      outOfMemory: summary.workers?.outOfMemory ?? 0,
    },
  };
}
