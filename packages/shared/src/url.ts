import type { TrailingSlash } from './trailing-slash.js';

/**
 * URL rules shared by the build, every server docgen ships and the browser router,
 * so that a path means the same thing everywhere.
 */

/**
 * The canonical form of a site path: leading slash, no `.html` or `/index.html`
 * ending, no trailing slash (except the root), no query or hash.
 */
export function normalizePath(input: string): string {
  let path = input;
  const cut = path.search(/[?#]/);
  if (cut !== -1) path = path.slice(0, cut);
  if (!path.startsWith('/')) path = `/${path}`;
  path = path.replace(/\/{2,}/g, '/');
  if (path.endsWith('/index.html')) path = path.slice(0, -'index.html'.length);
  else if (path.endsWith('.html')) path = path.slice(0, -'.html'.length);
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return path === '' ? '/' : path;
}

/** Joins URL segments with single slashes; keeps a leading slash if the first has one. */
export function joinPath(...parts: string[]): string {
  const joined = parts
    .filter((p) => p !== '')
    .join('/')
    .replace(/\/{2,}/g, '/');
  return joined === '' ? '/' : joined;
}

/**
 * The output file (relative, POSIX) that serves a canonical route path: `x/index.html`, or
 * `x.html` when `trailingSlash` is false and the path is not a root (as Docusaurus writes them).
 */
export function routeToOutputFile(
  routePath: string,
  trailingSlash?: TrailingSlash,
  roots: readonly string[] = [],
): string {
  const clean = normalizePath(routePath);
  if (clean === '/') return 'index.html';
  if (trailingSlash === false && !roots.includes(clean)) return `${clean.slice(1)}.html`;
  return `${clean.slice(1)}/index.html`;
}

/**
 * The host's path a `pathname://` href names (Docusaurus' escape hatch: `pathname:///api/` →
 * `/api/`), or undefined for any other href.
 */
export function pathnameOf(href: string): string | undefined {
  const prefix = /^pathname:\/\/\/?/i.exec(href);
  return prefix ? `/${href.slice(prefix[0].length)}` : undefined;
}

/** True for hrefs that leave the site (a scheme or protocol-relative). */
export function isExternalHref(href: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//');
}

/** Splits an href into its path part and its fragment (without `#`), dropping the query. */
export function splitHref(href: string): { path: string; hash: string } {
  const hashAt = href.indexOf('#');
  const beforeHash = hashAt === -1 ? href : href.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : href.slice(hashAt + 1);
  const queryAt = beforeHash.indexOf('?');
  return { path: queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt), hash };
}
