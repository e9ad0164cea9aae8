import type { SiteContext } from '@docgen/config';
import { normalizePath, splitHref } from '@docgen/shared';
import { addBase, basePath, withBase } from '@docgen/shared/base-url';
import { localePrefix } from './manifest.js';

/**
 * The site's `baseUrl` applied to what the build writes (see `basePath` in `@docgen/shared`):
 * routes, output files and the manifest stay rooted at `/`; hrefs, asset URLs and the runtime's
 * data get the base in front. With `baseUrl: '/'` every function returns its input.
 */

/** The site's base path: `/product` for `baseUrl: '/product/'`, `''` at the root. */
export function siteBase(ctx: SiteContext): string {
  return basePath(ctx.config.baseUrl);
}

/** A route or output path of the site (`/docs/intro`, `/assets/css/x.css`) as its pages link to it. */
export function siteHref(ctx: SiteContext, sitePath: string): string {
  return withBase(sitePath, siteBase(ctx));
}

/**
 * A route path as the runtime keys it (the route manifest, boot data, page chunks): the base in
 * front, normalized as `normalizePath` makes the address bar's path (`/product` for the home).
 */
export function siteRouteKey(ctx: SiteContext, routePath: string): string {
  return normalizePath(siteHref(ctx, routePath));
}

/**
 * An href an author wrote (markdown, MDX, the config's navbar, footer and sidebar links) as the
 * page links to it: a path naming one of the site's routes (`isRoute`) gets the base; any other
 * site-absolute path gets it unless it starts with it already (Docusaurus' `addBaseUrl`, which
 * lets a link written with the base, `/product/img/x.png`, stand). Other hrefs are kept.
 */
export function authoredHref(ctx: SiteContext, href: string, isRoute: (path: string) => boolean): string {
  const base = siteBase(ctx);
  if (!base || !href.startsWith('/') || href.startsWith('//')) return href;
  let path = splitHref(href).path;
  try {
    path = decodeURI(path);
  } catch {
    // kept as written
  }
  return isRoute(normalizePath(path)) ? withBase(href, base) : addBase(href, base);
}

/**
 * Hrefs that are folders whatever `trailingSlash` says (written with their slash once it is set):
 * the locales' homes as pages link to them, the site's base among them (`/product`, `/product/fr`).
 */
export function hrefRoots(ctx: SiteContext): string[] {
  return ctx.locales.map((l) => siteHref(ctx, localePrefix(ctx, l.code))).filter((p) => p !== '');
}
