/**
 * The navigation module, loaded lazily (when the page is idle, or at the first link
 * intent): loads a route's page chunk through the route manifest and shows it in place.
 * Failures degrade as the site spec says: a chunk that fails to load → 'Page Error' +
 * 'Retry'; an exception while showing a page → 'This page crashed.' + 'Try again';
 * anything else (manifest unreadable, an unexpected error) → a full page load.
 */
import { DOM, normalizePath, type LayoutPatch, type PageChunk } from '@docgen/shared';
import { withTrailingSlash } from '@docgen/shared/trailing-slash';
import { pageView } from './analytics.js';
import { showError } from './error-screens.js';
import { loadStylesheets, parse, syncHead } from './head-tags.js';
import {
  ChunkError,
  configure,
  forgetAll,
  forgetChunk,
  loadChunk,
  primeChunk,
  resolve,
  type Resolved,
} from './manifest.js';
import type { IslandsEntry } from './islands.js';
import { startProgress } from './progress.js';
import { commit, nav, returns, scrollToPos, type Mode } from './state.js';
import { $, $$, emit, EVENTS, focus, prefixOf, region, root, sel } from './util.js';

/**
 * The URL path a canonical path shows in the address bar: the site's `trailingSlash` form when it
 * is set (`/docs/intro/`, the locales' homes `/fr/`), else `fallback` (the link as written). Here,
 * in the lazily loaded module: sites without the option load none of it first.
 */
function shownPath(path: string, fallback = path): string {
  const slash = nav.boot?.trailingSlash;
  return slash === undefined
    ? fallback
    : withTrailingSlash(
        path,
        slash,
        nav.prefixes.filter((p) => p !== ''),
      );
}

export { showError };

/** Loads the chunk a path shows (following an internal redirect) into the chunk cache. */
export async function prefetch(path: string): Promise<unknown> {
  const r = await resolve(path);
  if (!('redirect' in r)) return loadChunk(r.chunk);
  const to = new URL(r.redirect, location.href);
  return to.origin === location.origin ? prefetch(normalizePath(to.pathname)) : undefined;
}

/** `<html>` attributes a chunk's `htmlAttrs` may never touch (owned by the runtime or head script). */
const OWN_ATTRS = /^(lang|dir|class|style|data-theme|data-announcement-dismissed)$/;

type Morph = typeof import('./morph.js');

let navId = 0;
let htmlKeys = ['data-page-kind'];
let live: HTMLElement | undefined;

if (nav.boot) configure(nav.boot.manifest, nav.prefixes);

/** Says the new page's title through a polite live region. */
function announce(text: string): void {
  if (!live) {
    live = document.createElement('div');
    live.setAttribute('aria-live', 'polite');
    live.setAttribute('aria-atomic', 'true');
    live.setAttribute('data-dg-announcer', '');
    live.style.cssText =
      'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0';
    document.body.append(live);
  }
  live.textContent = text;
}

const childToward = (parent: Node, node: Node): Node => {
  while (node.parentNode !== parent) node = node.parentNode!;
  return node;
};

/**
 * Turns `o` into `n` while keeping the subtree `os` (the sidebar) and its ancestors in
 * place: they are never detached, so the sidebar keeps its scroll and open categories.
 */
function graft(o: Element, n: Element, os: Element, ns: Element): void {
  if (o === os) return;
  for (const { name } of Array.from(o.attributes)) if (!n.hasAttribute(name)) o.removeAttribute(name);
  for (const { name, value } of Array.from(n.attributes))
    if (o.getAttribute(name) !== value) o.setAttribute(name, value);
  const oc = childToward(o, os);
  const nc = childToward(n, ns);
  while (o.firstChild !== oc) o.firstChild!.remove();
  while (oc.nextSibling) oc.nextSibling.remove();
  while (n.firstChild !== nc) o.insertBefore(n.firstChild!, oc);
  while (nc.nextSibling) o.append(nc.nextSibling);
  graft(oc as Element, nc as Element, os, ns);
}

const copyAttr = (to: Element, from: Element, name: string): void => {
  const v = from.getAttribute(name);
  if (v === null) to.removeAttribute(name);
  else to.setAttribute(name, v);
};

/** Brings the kept sidebar's active link and categories up to date with the new page's sidebar. */
function syncSidebar(os: Element, ns: Element): void {
  const fresh = new Map<string, Element>();
  for (const a of $$('a[href]', ns)) fresh.set(a.getAttribute('href')!, a);
  // Categories the first page left without items get the new page's (a chunk has them all).
  for (const d of $$(sel(DOM.sidebarLazy), os)) {
    const m = $(sel(DOM.sidebarCategory, d.getAttribute(DOM.sidebarCategory)!), ns);
    const list = m?.lastElementChild;
    if (!m || m.hasAttribute(DOM.sidebarLazy) || list?.tagName !== 'UL') continue;
    d.append(list);
    d.removeAttribute(DOM.sidebarLazy);
  }
  for (const a of $$('a[href]', os)) {
    const m = fresh.get(a.getAttribute('href')!);
    if (m) {
      copyAttr(a, m, 'aria-current');
      copyAttr(a, m, 'class');
    } else a.removeAttribute('aria-current');
  }
  for (const d of $$(sel(DOM.sidebarCategory), os)) {
    const m = $(sel(DOM.sidebarCategory, d.getAttribute(DOM.sidebarCategory)!), ns);
    if (!m) continue;
    copyAttr(d, m, 'class');
    if (m.hasAttribute('open')) d.setAttribute('open', '');
  }
  for (let el = $('[aria-current="page"]', os)?.parentElement; el && el !== os; el = el.parentElement) {
    if (el instanceof HTMLDetailsElement) el.open = true;
  }
}

/**
 * Points the navbar's locale links at the new page's counterparts (from its hreflang alternates).
 * A not-found page has none: every link goes to its locale's home, the page's own locale too.
 */
function syncLocaleLinks(head: Element[], scope: Element, notFound: boolean): void {
  const alternates = new Map<string, string>(notFound ? [] : [[nav.locale, location.pathname]]);
  for (const el of head) {
    if (!el.matches('link[rel="alternate"][hreflang]') || el.getAttribute('hreflang') === 'x-default') continue;
    const href = new URL(el.getAttribute('href') || '', location.href).pathname;
    const p = prefixOf(normalizePath(href), nav.prefixes);
    if (p !== nav.locale) alternates.set(p, href);
  }
  for (const a of $$<HTMLAnchorElement>(`a${sel(DOM.localeLink)}`)) {
    if (scope.contains(a)) continue;
    const p = prefixOf(normalizePath(new URL(a.href).pathname), nav.prefixes);
    a.setAttribute('href', alternates.get(p) ?? `${p}/`);
  }
}

/**
 * Marks the navbar links outside the layout region (the region's own came with it) active as the
 * new page's chunk says (`PageChunk.nav`, by link index), and their dropdowns.
 */
function syncNavbar(active: readonly number[] | undefined, scope: Element): void {
  const on = new Set((active ?? []).map(String));
  for (const a of $$('[data-dg-nav-link]')) {
    if (scope.contains(a)) continue;
    const is = on.has(a.getAttribute('data-dg-nav-link')!);
    a.classList.toggle('is-active', is);
    if (is) a.setAttribute('aria-current', 'true');
    else a.removeAttribute('aria-current');
  }
  for (const d of $$('[data-dg-nav-dropdown]'))
    if (!scope.contains(d)) d.classList.toggle('is-active', $('[data-dg-nav-link][aria-current]', d) !== null);
}

/** Around a navbar `component` item's HTML (docs/markup-contract.md); here, not in `DOM`, to keep it out of the first load. */
const NAV_COMPONENT = 'data-dg-nav-component';

/**
 * The navbar's component items outside the layout region, drawn as the new page drew them; the
 * islands among them (items that need the browser) hydrated anew, the old ones unmounted.
 */
function syncNavItems(items: PageChunk['navItems'], scope: Element): void {
  if (!items) return;
  const gone: HTMLElement[] = [];
  for (const el of $$(`[${NAV_COMPONENT}]`)) {
    const html = items[el.getAttribute(NAV_COMPONENT)!];
    if (scope.contains(el) || html === undefined || el.innerHTML === html) continue;
    gone.push(...$$(`[${DOM.islandHydrated}]`, el));
    el.replaceChildren(document.createRange().createContextualFragment(html));
    if ($(sel(DOM.island), el)) nav.mount(el);
  }
  const entry = nav.boot?.islands;
  if (gone.length > 0 && entry)
    void (import(/* @vite-ignore */ entry) as Promise<IslandsEntry>).then(
      (m) => {
        for (const r of gone) m.unmount?.(r);
      },
      () => {},
    );
}

/**
 * Shows a page chunk in place of the current page; returns the (new or kept) layout region.
 * `again`: the same page, rebuilt (the dev server's refresh), with the morph module (loaded for
 * it alone: readers of a built site never need it): only what differs is replaced, and only
 * the edit's markup is parsed when the dev server sent a `patch` that fits the page.
 */
function swap(chunk: PageChunk, again?: Morph, patch?: LayoutPatch, notFound = false): HTMLElement {
  const old = region();
  if (!old) throw new Error('docgen: the page has no layout region');
  const sameLayout = old.getAttribute(DOM.layoutKey) === chunk.layoutKey;
  const os = sameLayout ? $(sel(DOM.sidebar), old) : null;
  const keep = (o: Element, n: Element) => {
    if (o !== os) return false;
    syncSidebar(o, n);
    return true;
  };
  let shown: HTMLElement = old;
  if (
    !(
      again &&
      sameLayout &&
      patch &&
      again.applyPatch(old, patch, keep, () => emit(EVENTS.beforeSwap, { region: old }))
    )
  ) {
    const next = parse(chunk.layout).find((el) => el.hasAttribute(DOM.region)) as HTMLElement | undefined;
    if (!next) throw new Error(`docgen: the page chunk of ${chunk.path} has no layout region`);
    emit(EVENTS.beforeSwap, { region: old });
    const ns = os && $(sel(DOM.sidebar), next);
    if (again && sameLayout) again.morph(old, next, keep);
    else if (os && ns) {
      graft(old, next, os, ns);
      syncSidebar(os, ns);
    } else {
      old.replaceWith(next);
      shown = next;
    }
  }

  // Written only when they differ: setting `lang` or `dir`, even to the same value, makes
  // Chromium lay the whole page out again (15–30 ms on a long page, at every navigation).
  if (document.title !== chunk.title) document.title = chunk.title;
  if (root.lang !== chunk.lang) root.lang = chunk.lang;
  if (root.dir !== chunk.dir) root.dir = chunk.dir;
  const attrs = Object.entries(chunk.htmlAttrs || {}).filter(([k]) => !OWN_ATTRS.test(k));
  const keys = new Set(attrs.map(([k]) => k));
  for (const k of htmlKeys) if (!keys.has(k)) root.removeAttribute(k);
  for (const [k, v] of attrs) if (root.getAttribute(k) !== v) root.setAttribute(k, v);
  htmlKeys = attrs.map(([k]) => k);

  syncLocaleLinks(syncHead(chunk.head || ''), shown, notFound);
  syncNavbar(chunk.nav, shown);
  syncNavItems(chunk.navItems, shown);
  return shown;
}

/** Loaded on not-found pages alone: other pages never need it. */
function notFoundLinks(): void {
  import('./not-found-links.js').then(
    (m) => m.localeLinksOfNotFound(nav, resolve, prefixOf, shownPath),
    () => {},
  );
}

function full(url: URL, mode: Mode): void {
  if (returns(mode)) location.replace(url.href);
  else location.assign(url.href);
}

/**
 * Navigates in place to `url`. `fresh`: fetch the chunk again (Try again). `chunkUrl`: the
 * chunk the page shows, when the caller knows it (the dev server after an edit), and
 * `chunkData` that chunk itself when the caller has it already, and `patch` what changed
 * since the page on screen (see `LayoutPatch`). A `refresh`
 * forgets every chunk and the manifest first: the site was rebuilt under the page.
 */
export async function navigate(
  url: URL,
  mode: Mode,
  fresh = false,
  chunkUrl?: string,
  chunkData?: PageChunk,
  patch?: LayoutPatch,
): Promise<void> {
  const id = ++navId;
  const done = startProgress();
  if (mode === 'refresh') forgetAll();
  const known = chunkUrl ? new URL(chunkUrl, location.href).href : undefined;
  if (known && chunkData) primeChunk(known, chunkData);
  try {
    let path = normalizePath(url.pathname);
    let r: Resolved = known ? { chunk: known } : await resolve(path);
    for (let hops = 0; 'redirect' in r; hops++) {
      const to = new URL(r.redirect, url);
      if (!to.hash) to.hash = url.hash;
      url = to;
      path = normalizePath(url.pathname);
      if (hops > 4 || to.origin !== location.origin || prefixOf(path, nav.prefixes) !== nav.locale)
        return full(url, mode);
      r = await resolve(path);
    }
    if (id !== navId) return;
    // What the address bar shows when the page has no canonical path of its own (errors, not found).
    const asked = new URL(path + url.search + url.hash, url);
    if (fresh) forgetChunk(r.chunk);
    let chunk: PageChunk;
    try {
      chunk = await loadChunk(r.chunk);
    } catch (err) {
      if (!(err instanceof ChunkError)) throw err;
      if (id !== navId) return;
      commit(asked, mode);
      nav.path = normalizePath(location.pathname);
      nav.url = location.href;
      showError('page', () => void navigate(new URL(location.href), 'none'));
      return;
    }
    // Attributes a page sets on <html> or <body> are the document's: a full load gives them, and
    // takes them away when leaving such a page.
    if (chunk.fullLoad || document.documentElement.hasAttribute(DOM.documentAttrs)) return full(url, mode);
    const again = mode === 'refresh' ? await import('./morph.js') : undefined;
    await loadStylesheets(chunk.head || '');
    if (id !== navId) return;
    const from = nav.url;
    // The canonical path (case, `.html` endings) in the site's trailingSlash form, else keeping
    // the link's trailing slash (`/en/`).
    const canonical =
      typeof chunk.path === 'string'
        ? shownPath(chunk.path, chunk.path !== '/' && url.pathname.endsWith('/') ? `${chunk.path}/` : chunk.path)
        : chunk.path;
    commit(
      r.notFound || typeof chunk.path !== 'string' ? asked : new URL(canonical + url.search + url.hash, url),
      mode,
    );
    nav.path = normalizePath(location.pathname);
    nav.url = location.href;
    try {
      const shown = swap(chunk, again, patch, r.notFound);
      if (r.notFound) notFoundLinks();
      nav.mount(shown);
      scrollToPos(returns(mode) ? nav.pos[nav.key] : undefined, location.hash);
      if (mode !== 'refresh') {
        focus($(sel(DOM.main), shown) ?? shown);
        announce(chunk.title);
      }
      emit(EVENTS.page, { region: shown });
    } catch (err) {
      console.error(err);
      showError('crash', retry);
      return;
    }
    if (mode !== 'refresh') pageView(from);
  } catch {
    // Manifest unreadable or an unexpected failure: let the server show the page.
    if (id === navId) full(url, mode);
  } finally {
    if (id === navId) done();
  }
}

/** Shows the current URL again with its chunk fetched afresh ('Try again' of the crash screen). */
export function retry(): void {
  void navigate(new URL(location.href), 'none', true);
}

announce('');
// A not-found page loaded in full: its locale links get their counterparts too.
if (nav.boot?.notFound) notFoundLinks();
// A page opened in another form (`/docs/intro/index.html`, which the router shows as
// `/docs/intro`) shows its URL in the site's trailingSlash form.
if (
  nav.boot?.trailingSlash !== undefined &&
  !nav.boot.notFound &&
  normalizePath(location.pathname) === nav.path &&
  location.pathname !== shownPath(nav.path)
) {
  history.replaceState(history.state, '', shownPath(nav.path) + location.search + location.hash);
  nav.url = location.href;
}
