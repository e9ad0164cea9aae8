import { normalizePath } from './url.js';

/** How a route pattern matches a path, as react-router v5 / Docusaurus routes do. */
export interface RouteMatchOptions {
  /** Match the whole path only (otherwise the pattern may be a prefix at a segment boundary). */
  exact?: boolean;
  /** A trailing slash in the pattern must be present in the path too. */
  strict?: boolean;
  /** Case-sensitive comparison. */
  sensitive?: boolean;
}

/** Does `pattern` match `path` under `options`? Neither carries parameters (the site has none). */
export function matchRoute(pattern: string, path: string, options: RouteMatchOptions = {}): boolean {
  let p = options.strict ? pattern : stripTrailingSlash(pattern);
  let candidate = options.strict ? stripHtmlEnding(path) : normalizePath(path);
  if (!options.sensitive) {
    p = p.toLowerCase();
    candidate = candidate.toLowerCase();
  }
  if (options.strict && p.endsWith('/') && !candidate.endsWith('/')) return false;
  if (options.exact) {
    return options.strict ? candidate === p : stripTrailingSlash(candidate) === p;
  }
  const base = stripTrailingSlash(p);
  if (base === '/' || base === '') return true;
  return candidate === base || candidate.startsWith(`${base}/`);
}

/** A redirect from one site path to another (or to an external URL). */
export interface Redirect {
  from: string;
  to: string;
}

/** The target of the first redirect whose `from` equals the path (after normalization), if any. */
export function findRedirect(redirects: readonly Redirect[], path: string): string | undefined {
  const clean = normalizePath(path);
  return redirects.find((r) => normalizePath(r.from) === clean)?.to;
}

function stripTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

function stripHtmlEnding(path: string): string {
  if (path.endsWith('/index.html')) return path.slice(0, -'index.html'.length);
  if (path.endsWith('.html')) return path.slice(0, -'.html'.length);
  return path;
}
