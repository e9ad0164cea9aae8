import { publicPath } from '../routes/manifest.js';
import type { SiteContext } from '@docgen/config';
import { isExternalHref, normalizePath, splitHref } from '@docgen/shared';
import { basePath, stripBase, withBase } from '@docgen/shared/base-url';
import type { RenderedPage, RenderState } from '../render/stage.js';

/**
 * The pages whose links must be checked again after a text edit: the pages rendered again, and
 * those pointing at an anchor of a page whose anchors changed. Every other page's findings stand.
 */
export function pagesToRecheck(
  ctx: SiteContext,
  pages: readonly RenderedPage[],
  changed: readonly RenderedPage[],
  prev: RenderState,
): Set<string> {
  const touched = new Set<string>();
  for (const page of changed) {
    const before = prev.get(page.route.path)?.page;
    if (!before || !sameSet(before.ids, page.ids)) touched.add(page.route.path);
  }
  const recheck = new Set(changed.map((p) => p.route.path));
  if (touched.size > 0)
    for (const page of pages)
      if (!recheck.has(page.route.path) && anchorsInto(page, touched, ctx)) recheck.add(page.route.path);
  return recheck;
}

function sameSet(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  if (a.size !== b.size) return false;
  for (const x of a) if (!b.has(x)) return false;
  return true;
}

const targetCache = new WeakMap<object, Set<string>>();
/** True when one of the page's links points at an anchor (`#id`) of one of these route paths. */
function anchorsInto(page: RenderedPage, paths: Set<string>, ctx: SiteContext): boolean {
  let targets = targetCache.get(page.links);
  if (!targets) {
    targets = new Set();
    const base = basePath(ctx.config.baseUrl);
    for (const link of page.links) {
      if (link.href === '' || isExternalHref(link.href) || !link.href.includes('#')) continue;
      let p: string;
      try {
        p = decodeURIComponent(
          new URL(
            splitHref(link.href).path || withBase(page.route.path, base),
            `http://docgen.invalid${withBase(publicPath(ctx, page.route.path), base)}`,
          ).pathname,
        );
      } catch {
        continue;
      }
      p = stripBase(p, base) ?? p;
      targets.add(normalizePath(p));
    }
    targetCache.set(page.links, targets);
  }
  for (const p of paths) if (targets.has(p)) return true;
  return false;
}
