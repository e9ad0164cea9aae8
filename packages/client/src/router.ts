/**
 * Client-side navigation, the eager part: intercepts internal link clicks and history
 * traversals, keeps scroll positions per history entry, and hands the work to the
 * navigation module (`navigate.ts`), which is loaded lazily: when the page is idle,
 * at the first link intent (hover, focus, touch) or at the first click.
 *
 * Not handled in place: modified clicks, `target` other than `_self`, `download`,
 * `rel=external`, `[data-dg-reload]`, other origins, files (`/x/y.json`). A link into
 * another locale is a full page load: the navbar and footer are localized and are not
 * part of a page chunk.
 */
import { DOM, PAGE_EVENTS, normalizePath, type BootData, type LayoutPatch, type PageChunk } from '@docgen/shared';
import { commit, nav, newKey, returns, savePos, scrollToPos, type Mode, type Mount } from './state.js';
import { closest, idle, prefixOf } from './util.js';

type NavModule = typeof import('./navigate.js');
/**
 * Takes an internal link click over before the router does (the preferred docs version):
 * returns true when it handles the navigation itself.
 */
export type LinkTaker = (a: HTMLAnchorElement) => boolean;

const SCROLL_KEY = 'docgen.scroll';
let module: Promise<NavModule> | undefined;
/** Set when a same-document fragment click already saved the scroll position. */
let saved = false;
let takeLink: Promise<LinkTaker> | undefined;

/** Loads the navigation module once. */
export function loadNav(): Promise<NavModule> {
  if (!module) {
    module = import('./navigate.js');
    module.catch(() => (module = undefined));
  }
  return module;
}

function go(url: URL, mode: Mode, chunkUrl?: string, chunk?: PageChunk, patch?: LayoutPatch): void {
  loadNav().then(
    (m) => m.navigate(url, mode, false, chunkUrl, chunk, patch),
    () => (returns(mode) ? location.replace(url.href) : location.assign(url.href)),
  );
}

/** The URL of a link the router may handle (same origin, a route, not opted out), or null. */
function routable(a: Element): URL | null {
  if (!(a instanceof HTMLAnchorElement) || !a.hasAttribute('href')) return null;
  const target = a.getAttribute('target');
  if (
    (target && target !== '_self') ||
    a.hasAttribute('download') ||
    a.hasAttribute(DOM.noRouter) ||
    a.hasAttribute(DOM.hostPath)
  )
    return null;
  if (/(^|\s)external(\s|$)/i.test(a.rel)) return null;
  let url: URL;
  try {
    url = new URL(a.href);
  } catch {
    return null;
  }
  // Another origin, or a file (`/files/collection.json`) rather than a route.
  return url.origin !== location.origin || /\.(?!html?$)[a-z][a-z0-9]*$/i.test(url.pathname) ? null : url;
}

/** The canonical path this link would show in place (another page of this locale), or null. */
export function linkTarget(a: Element): string | null {
  const url = routable(a);
  const path = url && normalizePath(url.pathname);
  return path && path !== nav.path && prefixOf(path, nav.prefixes) === nav.locale ? path : null;
}

function onClick(e: MouseEvent): void {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  const a = closest<HTMLAnchorElement>(e.target, 'a[href]');
  const url = a && routable(a);
  if (!a || !url) return;
  if (a.hasAttribute(DOM.localeLink) && !url.hash && location.hash) url.hash = location.hash;
  const path = normalizePath(url.pathname);
  if (path === nav.path && url.hash && url.pathname === location.pathname && url.search === location.search) {
    // Same document: the browser scrolls to the fragment; remember where we were.
    if (url.hash !== location.hash) {
      savePos();
      saved = true;
    }
    return;
  }
  e.preventDefault();
  const follow = () => {
    if (prefixOf(path, nav.prefixes) !== nav.locale) location.assign(url.href);
    else if (path !== nav.path) go(url, 'push');
    else {
      // The page on screen under another spelling (`.html`, a query): no reload.
      const canonical = new URL(location.pathname + url.search + url.hash, url);
      if (canonical.href !== location.href) commit(canonical, 'push');
      scrollToPos(undefined, url.hash);
    }
  };
  // Awaited even when loaded: a reader's first click, before the taker's chunk arrives, goes
  // the way every later click goes.
  if (takeLink) void takeLink.then((take) => take(a)).then((taken) => taken || follow(), follow);
  else follow();
}

function onHistory(): void {
  const state = history.state as { dg?: string } | null;
  if (state?.dg === nav.key) return;
  if (!saved) savePos();
  saved = false;
  const fragmentEntry = !state?.dg;
  if (fragmentEntry) {
    nav.key = newKey();
    history.replaceState({ ...state, dg: nav.key }, '');
  } else nav.key = state.dg!;
  const url = new URL(location.href);
  if (normalizePath(url.pathname) !== nav.path) go(url, 'pop');
  else if (!fragmentEntry) scrollToPos(nav.pos[nav.key], url.hash);
}

/**
 * Starts in-place navigation. `mount` enhances new content (enhancers, islands, prefetch);
 * `taker`, a lazily loaded module's, sees every link click the router would handle first.
 */
export function startRouter(boot: BootData, mount: Mount, taker?: Promise<LinkTaker>): void {
  takeLink = taker;
  nav.boot = boot;
  nav.mount = mount;
  nav.prefixes = Array.isArray(boot.localePrefixes) ? boot.localePrefixes : [''];
  nav.path = normalizePath(location.pathname);
  nav.locale = prefixOf(nav.path, nav.prefixes);
  try {
    nav.pos = JSON.parse(sessionStorage.getItem(SCROLL_KEY) || '{}') as typeof nav.pos;
  } catch {
    /* storage blocked */
  }
  const state = history.state as { dg?: string } | null;
  nav.key = state?.dg || newKey();
  // `/docs/intro.html` and `/docs/intro/index.html` show as `/docs/intro`.
  const clean =
    /\.html$/.test(location.pathname) && !boot.notFound ? nav.path + location.search + location.hash : location.href;
  history.replaceState({ ...state, dg: nav.key }, '', clean);
  nav.url = location.href;
  history.scrollRestoration = 'manual';
  const pos = nav.pos[nav.key];
  if (pos) scrollToPos(pos, '');

  document.addEventListener('click', onClick);
  document.addEventListener(PAGE_EVENTS.refresh, (e) => {
    e.preventDefault();
    savePos();
    const detail = (e as CustomEvent<{ chunk?: string; data?: PageChunk; patch?: LayoutPatch } | null>).detail;
    const chunk = typeof detail?.chunk === 'string' ? detail.chunk : undefined;
    const data = chunk && detail?.data && typeof detail.data === 'object' ? detail.data : undefined;
    go(
      new URL(location.href),
      'refresh',
      chunk,
      data,
      data && detail?.patch && typeof detail.patch === 'object' ? detail.patch : undefined,
    );
  });
  addEventListener('popstate', onHistory);
  addEventListener('hashchange', onHistory);
  addEventListener('pagehide', () => {
    savePos();
    try {
      sessionStorage.setItem(SCROLL_KEY, JSON.stringify(nav.pos));
    } catch {
      /* storage blocked */
    }
  });
  idle(() => void loadNav().catch(() => {}), 4000);
}
