import type { SiteContext } from '@docgen/config';
import type { Diagnostic } from '@docgen/diagnostics';
import { caseFoldedRoute } from './link-case.js';
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
  // A trailing slash as written (`/docs/intro/`), which the default locale's link keeps too.
  const slash = /.\/$/.test(cut === -1 ? href : href.slice(0, cut)) ? '/' : '';
  return manifest.byPath.has(localized) ? `${siteHref(ctx, localized)}${slash}${suffix}` : authored(href);
}

/**
 * A site path a component's `<Link to>` writes in another letter case than its page
 * (`/docs/Intro` for `/docs/intro`), which Docusaurus' router and link checker match: the page's
 * own href (query and hash kept, the locale's page first) and the LinkCase warning, as for a
 * Markdown link. Undefined for any other href.
 */
export function caseFoldedHref(
  ctx: SiteContext,
  manifest: RouteManifest,
  href: string,
  locale: string,
): { href: string; warning: Diagnostic } | undefined {
  if (isExternalHref(href) || !href.startsWith('/') || href.startsWith('//') || pathnameOf(href) !== undefined)
    return undefined;
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  const prefix = localePrefix(ctx, locale);
  const folded = caseFoldedRoute(ctx, manifest, path, prefix);
  if (!folded) return undefined;
  // Said as the author writes paths (without the locale's prefix): one fault of every locale's page.
  const shown = prefix && folded.path.startsWith(`${prefix}/`) ? folded.path.slice(prefix.length) : folded.path;
  const { message, fix } = folded.warning;
  return {
    href: `${siteHref(ctx, folded.path)}${cut === -1 ? '' : href.slice(cut)}`,
    warning: {
      ...folded.warning,
      message: message.replaceAll(folded.path, shown),
      ...(fix ? { fix: fix.replaceAll(folded.path, shown) } : {}),
    },
  };
}
