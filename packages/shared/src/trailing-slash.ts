/**
 * The `trailingSlash` rules (Docusaurus' semantics), shared by the build, docgen's servers and the
 * browser runtime. A module of their own: the runtime loads them with its lazy navigation module
 * only, never in the first load of a page.
 */

/**
 * The site's `trailingSlash` setting, as Docusaurus has it: `true` (URLs end with `/`), `false`
 * (they never do, but the roots of locales, which are folders), or `undefined` (the URLs as
 * written; both forms serve the page).
 */
export type TrailingSlash = boolean | undefined;

/**
 * The URL path of a canonical route path under `trailingSlash`; `roots` are the paths that are
 * folders whatever the setting (the locales' homes, `/fr`), written `/fr/` once it is set.
 */
export function withTrailingSlash(path: string, trailingSlash: TrailingSlash, roots: readonly string[] = []): string {
  if (trailingSlash === undefined || path === '/') return path;
  const bare = path.replace(/\/+$/, '') || '/';
  if (bare === '/') return '/';
  return trailingSlash || roots.includes(bare) ? `${bare}/` : bare;
}

/** A path naming a file rather than a route (`/files/report.pdf`); `.html` pages are routes. */
export function isFilePath(path: string): boolean {
  return /\.(?!html?$)[a-z][a-z0-9]*$/i.test(path);
}

/**
 * A site href (`/docs/intro#setup`) in the URL form of `trailingSlash`. Other hrefs (external,
 * relative, `#anchor`, files, explicit `.html`) are returned as they are.
 */
export function hrefWithTrailingSlash(
  href: string,
  trailingSlash: TrailingSlash,
  roots: readonly string[] = [],
): string {
  if (trailingSlash === undefined || !href.startsWith('/') || href.startsWith('//')) return href;
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  if (isFilePath(path) || /\.html?$/i.test(path)) return href;
  return withTrailingSlash(path.replace(/\/{2,}/g, '/'), trailingSlash, roots) + (cut === -1 ? '' : href.slice(cut));
}
