import type { SiteContext } from '@docgen/config';
import { isExternalHref, normalizePath, pathnameOf } from '@docgen/shared';
import { authoredHref, siteHref } from './base-url.js';
import { localePrefix, type RouteManifest } from './manifest.js';

/**
 * A site path an author wrote (a navbar item, `<Link to>`, `useBaseUrl`) as a page of `locale`
 * links to it: Docusaurus builds each locale under its own base URL (`/fr/`), so `/docs/intro`
 * leads to the locale's page. docgen prefixes the locale when that page exists (a path of
 * `static/` is published once, at the root); the query and hash are kept, the site's base in front.
 */
export function localizedHref(ctx: SiteContext, manifest: RouteManifest, href: string, locale: string): string {
  const authored = (h: string) => authoredHref(ctx, h, (p) => manifest.byPath.has(p));
  // Docusaurus' escape hatch: a path of the host as written, under the base, neither localized nor made a route.
  const hostPath = pathnameOf(href);
  if (hostPath !== undefined) return authored(hostPath);
  if (isExternalHref(href) || !href.startsWith('/') || href.startsWith('//')) return href;
  const prefix = localePrefix(ctx, locale);
  if (!prefix || href === prefix || href.startsWith(`${prefix}/`)) return authored(href);
  const cut = href.search(/[?#]/);
  const suffix = cut === -1 ? '' : href.slice(cut);
  const localized = normalizePath(`${prefix}${href}`);
  return manifest.byPath.has(localized) ? `${siteHref(ctx, localized)}${suffix}` : authored(href);
}
