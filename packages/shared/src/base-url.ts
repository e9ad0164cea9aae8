/**
 * The site's base URL (config `baseUrl`, Docusaurus' option of that name): the site served below
 * a path, `/product/`. Routes and output files stay rooted at `/` inside the build; every URL the
 * output holds, and every URL a server reads, has the base in front. The browser runtime needs
 * none of this (the build gives it URLs with the base): a module of its own, `@docgen/shared/
 * base-url`, outside the package's index, so that the runtime's bundle is made of the same code
 * (esbuild's minified names change with any code the bundle parses, even unused).
 */
/** The path a site is served under, from its `baseUrl` (`/product/`): `/product`, or `''` at the root. */
export function basePath(baseUrl: string): string {
  const trimmed = baseUrl.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '' : `/${trimmed}`;
}

/**
 * A site path (a route or an output file, with its query or hash) as the browser asks for it
 * under the base (`basePath`): `/docs/intro` → `/product/docs/intro`, `/` → `/product/`.
 */
export function withBase(sitePath: string, base: string): string {
  return base ? `${base}${sitePath}` : sitePath;
}

/** The site path of a URL path below the base (`/product/docs` → `/docs`, `/product` → `/`), or undefined outside it. */
export function stripBase(urlPath: string, base: string): string | undefined {
  if (!base) return urlPath;
  if (urlPath === base) return '/';
  return urlPath.startsWith(`${base}/`) ? urlPath.slice(base.length) : undefined;
}

/**
 * An href an author wrote (markdown, `<Link to>`, a navbar item) under the base, as Docusaurus'
 * `addBaseUrl` does: a site-absolute path gets the base unless it starts with it already (the
 * base alone becomes the base with its slash); other hrefs are returned as they are.
 */
export function addBase(href: string, base: string): string {
  if (!base || !href.startsWith('/') || href.startsWith('//')) return href;
  if (href === base) return `${base}/`;
  return /^[/?#]/.test(href.slice(base.length)) && href.startsWith(base) ? href : `${base}${href}`;
}
