import type { DocgenPlugin, RenderedMarkdown, RouteManifest, RouteRecord, SiteContext } from '@docgen/config';
import type { BundleState } from '../bundle/stage.js';
import type { ContentCache } from '../cache/content-cache.js';
import type { PluginStores } from '../cache/plugin-store.js';
import fs from 'node:fs';
import path from 'node:path';
import { cacheOff } from '@docgen/config';
import { checkHeadTagUrls } from '../links/head-tags.js';
import { checkLinks, type LinkFinding } from '../links/stage.js';
import { pagesToRecheck } from '../links/recheck.js';
import { LinkMemo } from '../links/reuse.js';
import { type MarkdownStageResult, markdownEntryOf } from '../markdown/stage.js';
import { type OutputWriter, outputKey } from '../output/writer.js';
import { blogLinksOf } from '../render/blog-content.js';
import type { RenderStageResult } from '../render/stage.js';
import type { ViewBuilder } from '../render/view.js';
import { type ChangePlan, onlyContent } from '../site/plan.js';
import { runWriteHooks } from '../write/hooks.js';
import { type PageWeight, weighPages } from '../write/page-weight.js';
import { writeBlogFeeds } from '../write/blog-feed.js';
import { writeSiteFiles } from '../write/site-files.js';
import type { Findings } from './collect.js';
import type { BuildState, RunRequest } from './types.js';

/** What the write and links stages of a run read. */
interface OutputInput {
  ctx: SiteContext;
  manifest: RouteManifest;
  render: RenderStageResult;
  markdown: MarkdownStageResult;
  writer: OutputWriter;
  prev: BuildState | undefined;
  plan: ChangePlan;
}

/** Stage "write": the site's files, the pages' weights against the budget, the plugins' write hooks. */
export async function writeOutput(
  input: OutputInput & {
    bundle: BundleState;
    discovered: BuildState['discovered'];
    views: ViewBuilder;
    request: RunRequest;
    findings: Findings;
    cache: ContentCache;
    stores: PluginStores;
    plugins: readonly DocgenPlugin[];
    /** A route's page content (a blog list page's is made from its posts'), for the feeds. */
    contentOf: (route: RouteRecord) => Promise<RenderedMarkdown | undefined>;
  },
): Promise<{ known: BuildState['known']; hookFiles: Set<string>; heaviestPages: PageWeight[] }> {
  const { ctx, manifest, render, bundle, discovered, markdown, views, writer, prev, plan, request } = input;
  const known = writeSiteFiles({
    ctx,
    manifest,
    pages: render.pages,
    bundle: bundle.bundle,
    staticFiles: discovered.staticFiles,
    media: markdown.media(),
    views,
    writer,
    ...(prev ? { known: prev.known, sameBundle: prev.bundle === bundle, sameRoutes: onlyContent(plan) } : {}),
  });
  await writeBlogFeeds({ ctx, manifest, markdownOf: input.contentOf, writer });
  // Kept in memory without the cache (`--no-cache`): a dev session weighs each version of a page once.
  const weights = input.cache.shards<number>('page-weights', 1, true);
  // The pages are compressed while the write hooks run (the search index): see `gzipSizes`.
  const weighing = weighPages({
    ctx,
    pages: render.pages,
    state: render.state,
    bundle: bundle.bundle,
    locate: (rel) => writer.locate(rel),
    memo: weights,
  });
  let hookFiles = prev?.hookFiles ?? new Set<string>();
  if (request.writeHooks === false && prev) for (const f of hookFiles) writer.keep(f);
  else
    hookFiles = await runWriteHooks({
      ctx,
      manifest,
      plugins: input.plugins,
      stores: input.stores,
      writer,
      scans: render.scans,
    });
  const weighed = await weighing();
  weights.save();
  input.findings.add(weighed.diagnostics);
  input.findings.add(
    checkHeadTagUrls(
      ctx,
      (rel) => {
        const key = outputKey(rel);
        const file = key === undefined ? undefined : writer.locate(key);
        return file !== undefined && fs.statSync(file, { throwIfNoEntry: false })?.isFile() === true;
      },
      (path) => manifest.byPath.has(path),
      discovered.staticFiles.map((f) => f.outPath),
    ),
  );
  return { known, hookFiles, heaviestPages: weighed.heaviest };
}

/**
 * Stage "links": every page's links, or after a content edit those that may have changed: in a
 * watch build against its last run, in a fresh process against the last build's record in
 * `cache` (see `LinkMemo`; a watch build passes none).
 */
export function checkOutputLinks(input: OutputInput & { cache: ContentCache | undefined }): {
  byPage: Map<string, LinkFinding[]>;
  checked: number;
  reusedPages: number;
} {
  const { ctx, manifest, render, markdown, writer, prev, plan } = input;
  // A blog list page's links are its posts' excerpts', reported at the posts.
  const markdownOf = blogLinksOf(manifest, (route) => markdownEntryOf(markdown, route)?.md);
  const outputFile = (rel: string) => writer.locate(rel);
  const { cache } = input;
  const memo =
    !prev && cache?.enabled && !cacheOff('link-findings')
      ? new LinkMemo(
          path.join(cache.dir, 'link-findings.json'),
          ctx,
          render.pages,
          render.state,
          markdownOf,
          outputFile,
        )
      : undefined;
  const only = prev && onlyContent(plan) ? pagesToRecheck(ctx, render.pages, render.changed, prev.render) : memo?.only;
  const checked = checkLinks({
    ctx,
    pages: render.pages,
    markdownOf,
    outputFile,
    ...(only ? { only } : {}),
    ...(memo ? { probes: memo.probes } : {}),
  });
  memo?.save(checked);
  const byPage = new Map<string, LinkFinding[]>();
  for (const page of render.pages)
    byPage.set(page.route.path, checked.byPage.get(page.route.path) ?? prev?.links.get(page.route.path) ?? []);
  return {
    byPage,
    checked: checked.checked + (memo?.reusedLinks ?? 0),
    reusedPages: memo?.reusedPages ?? 0,
  };
}
