import type { Diagnostic } from '@docgen/diagnostics';
import type { SiteContext } from '@docgen/config';
import { ContentCache } from '../cache/content-cache.js';
import type { ClientBundle } from '../bundle/stage.js';
import type { RenderedPage, RenderState } from '../render/stage.js';
import { GZIP_LEVEL } from '../bundle/esbuild-files.js';
import { gzipSizes } from './gzip-sizes.js';

/** A page's weight on first load: its HTML, the stylesheet and the first-load scripts, gzip. */
export interface PageWeight {
  path: string;
  gzip: number;
}

export interface PageWeighing {
  /** The heaviest pages, heaviest first (at most `HEAVIEST`). */
  heaviest: PageWeight[];
  diagnostics: Diagnostic[];
}

const HEAVIEST = 5;

/** Where sizes are kept: `CacheShards` of the build cache (by key, the page's route as subject). */
export interface PageWeightMemo {
  get(key: string, subject?: string): number | undefined;
  set(key: string, value: number, subject?: string): void;
}

/**
 * budgets.pageWeightGzip, for every page. Compressing every page would cost a build of 15,000
 * pages seconds, so a page is compressed only when it could be over the budget (gzip never makes
 * HTML larger than its bytes plus a few) or is among the heaviest by raw size, for the summary.
 * Sizes are remembered by the HTML's hash (and zlib's version and level) in the build cache: a rebuild
 * after one page changed compresses that page only, where it compressed every page of 1,500
 * (2.3 s of CPU: the bench corpus's sidebar makes each page over 100 KB of HTML). The pages are
 * compressed as soon as this is called (many bytes on a thread of their own, `gzipSizes`); the
 * function returned gives the weighing once they are.
 */
export function weighPages(input: {
  ctx: SiteContext;
  pages: readonly RenderedPage[];
  state: RenderState;
  bundle: ClientBundle;
  locate(rel: string): string | undefined;
  memo: PageWeightMemo;
}): () => Promise<PageWeighing> {
  const { ctx, bundle, memo } = input;
  const budget = ctx.config.budgets.pageWeightGzip;
  // The stylesheets only: the fonts and images their url()s name come out of the CSS build too,
  // but a browser fetches one only for what the page shows (a font face its text uses).
  const shared =
    bundle.firstLoadJsGzip +
    bundle.assets.filter((a) => a.kind === 'css' && a.path.endsWith('.css')).reduce((sum, a) => sum + a.gzip, 0);
  // A copy of another page (a docs index serving its first doc) weighs what that page weighs.
  const byRaw = [...input.pages.filter((p) => !p.route.canonicalPath)].sort(
    (a, b) => b.htmlBytes - a.htmlBytes || (a.route.path < b.route.path ? -1 : 1),
  );
  // The pages to weigh, each with its size remembered or its file to compress.
  const weighed: { page: RenderedPage; size?: number; todo?: { key: string; at: number } }[] = [];
  const files: string[] = [];
  let bytes = 0;
  byRaw.forEach((page, rank) => {
    const couldBeOver = page.htmlBytes + 64 + shared > budget;
    if (!couldBeOver && rank >= HEAVIEST) return;
    const entry = input.state.get(page.route.path);
    const file = entry?.files[0] && input.locate(entry.files[0]);
    if (!entry || !file) return;
    const key = ContentCache.key('page-weight', entry.htmlHash, process.versions.zlib, String(GZIP_LEVEL));
    const size = memo.get(key, page.route.path);
    if (typeof size === 'number') weighed.push({ page, size });
    else {
      weighed.push({ page, todo: { key, at: files.push(file) - 1 } });
      bytes += page.htmlBytes;
    }
  });
  const sizes = gzipSizes(files, bytes);
  return async () => finish(await sizes());

  function finish(compressed: number[]): PageWeighing {
    const weights: PageWeight[] = [];
    const diagnostics: Diagnostic[] = [];
    for (const { page, size, todo } of weighed) {
      let html = size;
      if (todo) {
        html = compressed[todo.at]!;
        memo.set(todo.key, html, page.route.path);
      }
      const gzip = html! + shared;
      weights.push({ path: page.route.path, gzip });
      if (gzip > budget && shared <= budget)
        diagnostics.push({
          name: 'BudgetExceeded',
          // --strict makes it an error in Findings, which lets the link check run before it stops.
          severity: 'warning',
          message: `Page ${page.route.path} weighs ${gzip} bytes gzip on first load, over budgets.pageWeightGzip (${budget}).`,
          ...(page.route.source ? { file: page.route.source.relFile } : { where: `page ${page.route.path}` }),
          why: `its HTML, the stylesheet and the first-load scripts (${shared} bytes of the total) are what a reader downloads before the page shows.`,
          fix: 'split the page, move large examples or tables to their own pages, or raise budgets.pageWeightGzip.',
        });
    }
    // What every page downloads is alone over the budget: one report of it, not one per page
    // (dyte-io/docs: its client modules' 377 KB made 898 warnings that named no page's own fault).
    if (shared > budget && byRaw.length > 0)
      diagnostics.push({
        name: 'BudgetExceeded',
        severity: 'warning',
        message: `Every page weighs over budgets.pageWeightGzip (${budget}) on first load: the stylesheet and the first-load scripts every page downloads are ${shared} bytes gzip alone.`,
        where: 'every page',
        why: 'a page is its HTML, the stylesheet and the first-load scripts; the last two are the same for every page.',
        fix: 'make the first-load scripts lighter (a client module or a script of the config loading a large package: load it from an island), or raise budgets.pageWeightGzip.',
      });
    weights.sort((a, b) => b.gzip - a.gzip || (a.path < b.path ? -1 : 1));
    return { heaviest: weights.slice(0, HEAVIEST), diagnostics };
  }
}
