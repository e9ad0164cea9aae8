import { type ReactNode, useEffect } from 'react';
import Link from './Link.js';
import { usePage } from './page.js';

/** `location` of `@docusaurus/router` (react-router 5's shape). */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
}

/** Where `push` and `replace` go: a path, or the parts of one (`{ search: '?a=1' }` keeps the path). */
export type To = string | { pathname?: string; search?: string; hash?: string; state?: unknown };

const listeners = new Set<(location: Location) => void>();

/**
 * The page's location: in the browser, the address bar; on the server, the page's own path (with
 * the base URL, as Docusaurus gives it) and no query or hash, which a static page cannot know.
 */
export function useLocation(): Location {
  const page = usePage();
  if (typeof window !== 'undefined') return browserLocation();
  return { pathname: page.pathname ?? page.baseUrl, search: '', hash: '', state: undefined };
}

function browserLocation(): Location {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash, state: window.history.state ?? undefined };
}

/**
 * A `To` as a URL, from the current location (`here`: the address bar by default), read only for a
 * `To` without a pathname: a component's `<Redirect to={{ pathname, hash }}>` renders on the server.
 */
function hrefOf(to: To, here: () => Location = browserLocation): string {
  if (typeof to === 'string') return to;
  const search = to.search === undefined ? '' : to.search && !to.search.startsWith('?') ? `?${to.search}` : to.search;
  const hash = to.hash === undefined ? '' : to.hash && !to.hash.startsWith('#') ? `#${to.hash}` : to.hash;
  return `${to.pathname ?? here().pathname}${search}${hash}`;
}

/**
 * A change of the query or hash stays on the page (the history entry changes, listeners are
 * told); another page is a navigation, which docgen's runtime turns into its own.
 */
function go(to: To, how: 'push' | 'replace'): void {
  if (typeof window === 'undefined') return;
  const url = new URL(hrefOf(to), window.location.href);
  if (url.pathname !== window.location.pathname) {
    if (how === 'push') window.location.assign(url.href);
    else window.location.replace(url.href);
    return;
  }
  const state = typeof to === 'object' ? (to.state ?? null) : null;
  window.history[how === 'push' ? 'pushState' : 'replaceState'](state, '', url.href);
  for (const listener of listeners) listener(browserLocation());
}

/** Calls `onChange` when the address changes: `push` and `replace` (listeners), back and forward (popstate). */
export function subscribeLocation(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('popstate', onChange);
  };
}

/** `useHistory()`: push, replace, go back and forth, listen. Does nothing while the server renders. */
export function useHistory() {
  const location = useLocation();
  return {
    location,
    length: typeof window === 'undefined' ? 1 : window.history.length,
    action: 'POP' as const,
    push: (to: To) => go(to, 'push'),
    replace: (to: To) => go(to, 'replace'),
    go: (n: number) => (typeof window === 'undefined' ? undefined : window.history.go(n)),
    goBack: () => (typeof window === 'undefined' ? undefined : window.history.back()),
    goForward: () => (typeof window === 'undefined' ? undefined : window.history.forward()),
    createHref: (to: To) => hrefOf(to, () => location),
    listen(listener: (location: Location) => void): () => void {
      if (typeof window === 'undefined') return () => {};
      const onPop = () => listener(browserLocation());
      listeners.add(listener);
      window.addEventListener('popstate', onPop);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('popstate', onPop);
      };
    },
  };
}

/** A route's match (react-router 5): the matched URL, the path pattern, its `:params`. */
export interface Match {
  path: string;
  url: string;
  isExact: boolean;
  params: Record<string, string>;
}

/**
 * `matchPath(pathname, '/docs/:id')` or `{ path, exact, strict, sensitive }` (a path or a list):
 * react-router 5's patterns, `:name`, `:name?`, `*` and `(.*)`.
 */
export function matchPath(
  pathname: string,
  options:
    | string
    | string[]
    | { path?: string | string[]; exact?: boolean; strict?: boolean; sensitive?: boolean } = {},
): Match | null {
  const opts = typeof options === 'string' || Array.isArray(options) ? { path: options } : options;
  const paths = opts.path === undefined ? [] : ([] as string[]).concat(opts.path);
  if (paths.length === 0) return { path: '/', url: '/', isExact: pathname === '/', params: {} };
  for (const path of paths) {
    const names: string[] = [];
    const source = path
      .replace(/[.+^${}|[\]\\]/g, '\\$&')
      .replace(/\/:(\w+)(\([^)]*\))?(\?)?/g, (_m, name: string, pattern: string | undefined, optional: string) => {
        names.push(name);
        const group = pattern ?? '([^/]+?)';
        return optional ? `(?:/${group})?` : `/${group}`;
      })
      .replace(/\*/g, '(.*)');
    const end = opts.exact ? (opts.strict ? '$' : '/?$') : opts.strict ? '' : '(?=/|$)';
    const match = new RegExp(`^${source}${end}`, opts.sensitive ? '' : 'i').exec(pathname);
    if (!match) continue;
    const url = path === '/' && match[0] === '' ? '/' : match[0];
    const isExact = pathname === url;
    if (opts.exact && !isExact) continue;
    const params: Record<string, string> = {};
    names.forEach((name, i) => {
      const value = match[i + 1];
      if (value !== undefined) params[name] = decodeURIComponent(value);
    });
    return { path, url, isExact, params };
  }
  return null;
}

/** `useRouteMatch(pattern)`: the page's path against a pattern (the page itself without one). */
export function useRouteMatch(options?: Parameters<typeof matchPath>[1]): Match | null {
  const { pathname } = useLocation();
  return options === undefined ? { path: '/', url: pathname, isExact: true, params: {} } : matchPath(pathname, options);
}

/** `useParams()`: a static page's route has no `:params`. */
export function useParams(): Record<string, string> {
  return {};
}

/**
 * `<Redirect to>`: on a static page, a refresh to the target (followed without JavaScript) and a
 * link to it (checked by the build as any link); in a component that hydrates, the browser goes
 * there at once.
 */
export function Redirect({ to, push }: { to: To; push?: boolean }): ReactNode {
  const location = useLocation();
  const href = hrefOf(to, () => location);
  const target = useBaseHref(href);
  useEffect(() => {
    go(target, push ? 'push' : 'replace');
  }, [target, push]);
  return (
    <>
      <meta httpEquiv="refresh" content={`0; url=${target}`} />
      <p>
        <Link to={href}>{target}</Link>
      </p>
    </>
  );
}

function useBaseHref(href: string): string {
  const base = usePage().baseUrl;
  if (!href.startsWith('/') || href.startsWith('//') || href.startsWith(base)) return href;
  return base + href.slice(1);
}

/** `<NavLink>`: a Link marked active (`activeClassName`, `aria-current`) on the page it leads to. */
export function NavLink({
  to,
  activeClassName = 'active',
  className,
  exact,
  ...rest
}: {
  to: string;
  activeClassName?: string;
  className?: string;
  exact?: boolean;
  children?: ReactNode;
}) {
  const { pathname } = useLocation();
  const target = useBaseHref(to).split(/[?#]/)[0]!;
  const active = exact
    ? pathname.replace(/\/$/, '') === target.replace(/\/$/, '')
    : matchPath(pathname, target) !== null;
  return (
    <Link
      to={to}
      className={[className, active ? activeClassName : undefined].filter(Boolean).join(' ') || undefined}
      {...(active ? { 'aria-current': 'page' as const } : {})}
      {...rest}
    />
  );
}

export { Link };
