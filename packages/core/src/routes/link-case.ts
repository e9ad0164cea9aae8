import type { RouteManifest, SiteContext } from '@docgen/config';
import type { Diagnostic } from '@docgen/diagnostics';
import { normalizePath } from '@docgen/shared';
import { stripBase } from '@docgen/shared/base-url';
import { siteBase } from './base-url.js';
import { staticFile } from '../util/static-dirs.js';

/**
 * A site path that is no route but one route's path in another letter case (`/docs/API/export`
 * for `/docs/api/export`), tried in the page's locale first: the route's path and the LinkCase
 * warning. Docusaurus' router and checker match such a link, a static host does not, so it is
 * published as the route's own path. Undefined when the path is a route or a static file, or
 * when no route or several match.
 */
export function caseFoldedRoute(
  ctx: SiteContext,
  manifest: RouteManifest,
  hrefPath: string,
  localePrefix: string,
  /** The link as written, when `hrefPath` is what it resolved to (a relative URL). */
  asWritten = hrefPath,
): { path: string; warning: Diagnostic } | undefined {
  if (hrefPath.includes('?')) return undefined;
  let written = stripBase(hrefPath, siteBase(ctx)) ?? hrefPath;
  try {
    written = decodeURI(written);
  } catch {
    return undefined;
  }
  const sitePath = normalizePath(written);
  if (manifest.byPath.has(sitePath) || staticFile(ctx, sitePath)) return undefined;
  const candidates = localePrefix ? [normalizePath(`${localePrefix}${sitePath}`), sitePath] : [sitePath];
  // Reads every route (the result is then reused while the site's routes are the same): only
  // links that resolve to nothing get here.
  const folded = foldedPaths(manifest.routes);
  for (const candidate of candidates) {
    const matches = folded.get(candidate.toLowerCase());
    if (matches?.length !== 1) continue;
    const target = matches[0]!;
    // A page of a locale reached through the locale's prefix: named as the link is written, without
    // it, so the file's one link is one warning, not one per locale its page is built in.
    const named = candidate === sitePath ? target : sitePathOf(target, localePrefix);
    return {
      path: target,
      warning: {
        name: 'LinkCase',
        severity: 'warning',
        message: `Link "${asWritten}" names the page ${named} in another letter case; it is published as ${named}.`,
        why: "Docusaurus' router and link checker ignore letter case, so the link passed there; a static host matches paths exactly.",
        fix: `write the path as the page has it: "${named}".`,
      },
    };
  }
  return undefined;
}

/** `/de/docs/X` under the prefix `/de`: `/docs/X`. */
function sitePathOf(target: string, localePrefix: string): string {
  const prefix = normalizePath(localePrefix);
  return target.startsWith(`${prefix}/`) ? target.slice(prefix.length) : target;
}

const foldedIndex = new WeakMap<readonly { path: string }[], Map<string, string[]>>();

/** Route paths by their lower-case form, made once per route list (a build's), not per link. */
function foldedPaths(routes: readonly { path: string }[]): Map<string, string[]> {
  let index = foldedIndex.get(routes);
  if (!index) {
    index = new Map();
    for (const { path } of routes) {
      const key = path.toLowerCase();
      const list = index.get(key);
      if (list) list.push(path);
      else index.set(key, [path]);
    }
    foldedIndex.set(routes, index);
  }
  return index;
}
