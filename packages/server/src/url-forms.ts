import { withTrailingSlash } from '@docgen/shared/trailing-slash';
import { stripBase } from '@docgen/shared/base-url';

/**
 * Where a page asked in the other trailing-slash form goes (its path with the slash added or
 * removed, the query kept), or undefined when it is asked in its own form. Files, and pages asked
 * by their file name (`/docs/intro.html`), are served as they are.
 */
export function slashRedirect(
  url: string,
  target: { file?: string; path: string },
  trailingSlash: boolean,
  prefixes: readonly string[],
): string | undefined {
  if (!target.file?.endsWith('.html')) return undefined;
  const cut = url.search(/[?#]/);
  const rawPath = cut === -1 ? url : url.slice(0, cut);
  if (/\.html?$/i.test(rawPath)) return undefined;
  const want = withTrailingSlash(
    target.path,
    trailingSlash,
    prefixes.filter((p) => p !== ''),
  );
  const hasSlash = rawPath.length > 1 && rawPath.endsWith('/');
  if (want === '/' || hasSlash === want.endsWith('/')) return undefined;
  const fixed = hasSlash ? rawPath.replace(/\/+$/, '') : `${rawPath}/`;
  return fixed + (cut === -1 ? '' : url.slice(cut).replace(/#.*$/, ''));
}

/**
 * A request target below the site's base path: its URL with the base taken off, or where to
 * send the browser (the site's home for `/`, the base with its slash for the base alone), or
 * neither (outside the site: 404).
 */
export function belowBase(
  url: string,
  base: string,
):
  | { url: string }
  | { url?: undefined; status: 301 | 302; redirect: string }
  | { url?: undefined; status: 404; redirect?: undefined } {
  const cut = url.search(/[?#]/);
  const rawPath = cut === -1 ? url : url.slice(0, cut);
  const rest = cut === -1 ? '' : url.slice(cut);
  if (rawPath === base) return { status: 301, redirect: `${base}/${rest}` };
  const inner = stripBase(rawPath, base);
  if (inner !== undefined) return { url: inner + rest };
  if (rawPath === '/' || rawPath === '/index.html') return { status: 302, redirect: `${base}/${rest}` };
  return { status: 404 };
}
