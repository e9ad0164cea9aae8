/**
 * The reader's preferred docs version (stored by `docs-version.ts` when they pick a version in
 * the menu or the banner, under `STORAGE.docsVersion(pluginId)`) wins over the latest version:
 * when they follow a plain link into the latest version's docs from outside them (the landing
 * page, the navbar, a link in a page of their version), the runtime shows the same doc in the
 * preferred version if that version has it, else follows the link as it is (both checked in the
 * route manifest: the link must lead to a doc of the latest version, by its page chunk's layout
 * key). Readers already on a page of the latest version stay there.
 *
 * It also keeps the navbar's version menu (outside the swapped layout region) in step with
 * in-place navigations: hrefs of the new page's counterparts, the current label, closed.
 *
 * Sites with a single docs version have no `docsVersions` in their boot data and never load it.
 */
import { DOM, STORAGE, normalizePath, type BootData, type DocsVersionsBoot } from '@docgen/shared';
import type { LinkTaker } from '../router.js';
import { $, $$, EVENTS, load, on, region, sel } from '../util.js';

/**
 * Keeps the version menus in step and returns the router's link taker. A chunk of its own,
 * loaded only by versioned sites: it imports the navigation module rather than the router, so
 * that the router stays in the main chunk.
 */
export function initPreferredVersion(boot: BootData): LinkTaker {
  const versions = boot.docsVersions;
  if (!versions || typeof versions.paths !== 'object') return () => false;
  on(EVENTS.page, ({ region: scope }) => syncVersionMenus(scope));
  return (a) => {
    // The router hands over only plain clicks on links it would follow in place.
    if (a.hasAttribute(DOM.versionLink) || a.hasAttribute(DOM.localeLink)) return false;
    const target = preferredTarget(a, versions);
    if (!target) return false;
    const link = new URL(a.href);
    void leadsToPreferred(boot, versions, link, target).then((ok) => follow(ok ? target : link));
    return true;
  };
}

/** The URL of the same doc in the preferred version, when the link goes into the latest version from outside it. */
function preferredTarget(a: HTMLAnchorElement, versions: DocsVersionsBoot): URL | null {
  const preferred = load(STORAGE.docsVersion(versions.pluginId));
  const latestBase = versions.paths[versions.latest];
  const preferredBase = preferred ? versions.paths[preferred] : undefined;
  if (!preferred || preferred === versions.latest || preferredBase === undefined || latestBase === undefined)
    return null;
  // Reading the latest version on purpose (a doc of it is on screen): links keep to it.
  const key = region()?.getAttribute(DOM.layoutKey)?.split(':') ?? [];
  if (key[0] === 'doc' && key[2] === versions.pluginId && key[3] === versions.latest) return null;
  let url: URL;
  try {
    url = new URL(a.href);
  } catch {
    return null;
  }
  // Another origin, or a file (`/docs/file.json`) rather than a route: not the router's, nor ours.
  if (url.origin !== location.origin || /\.(?!html?$)[a-z][a-z0-9]*$/i.test(url.pathname)) return null;
  const path = normalizePath(url.pathname);
  const within = (base: string) => base === '' || path === base || path.startsWith(`${base}/`);
  if (!within(latestBase)) return null;
  // Other versions live below the latest one's root (`/docs/1.0/…` under `/docs`).
  const others = Object.entries(versions.paths).filter(
    ([name, base]) => name !== versions.latest && base.length > latestBase.length,
  );
  if (others.some(([, base]) => within(base))) return null;
  const rest = path.slice(latestBase.length);
  return new URL(normalizePath(`${preferredBase}${rest}` || '/') + url.search + url.hash, url);
}

/**
 * Whether the link leads to a doc of the latest version and `target` is a page of the site
 * (the route manifest and page chunks, loaded lazily and cached like the router's).
 */
async function leadsToPreferred(boot: BootData, versions: DocsVersionsBoot, link: URL, target: URL): Promise<boolean> {
  try {
    const manifest = await import('../manifest.js');
    manifest.configure(boot.manifest, Array.isArray(boot.localePrefixes) ? boot.localePrefixes : ['']);
    const from = await manifest.resolve(normalizePath(link.pathname));
    if (!('chunk' in from) || from.notFound) return false;
    const key = (await manifest.loadChunk(from.chunk)).layoutKey.split(':');
    if (key[0] !== 'doc' || key[2] !== versions.pluginId || key[3] !== versions.latest) return false;
    const to = await manifest.resolve(normalizePath(target.pathname));
    return 'chunk' in to && !to.notFound;
  } catch {
    return false;
  }
}

function follow(url: URL): void {
  import('../navigate.js').then(
    (m) => m.navigate(url, 'push'),
    () => location.assign(url.href),
  );
}

/** Points the version menus outside the layout region at the new page's counterparts (from the region's own menu). */
function syncVersionMenus(scope: Element): void {
  const fresh = new Map<string, HTMLAnchorElement>();
  for (const a of $$<HTMLAnchorElement>(`a${sel(DOM.versionLink)}`, scope)) {
    const name = a.getAttribute(DOM.versionLink)!;
    // Prefer a menu's link (the banner links only to the latest version).
    if (!fresh.has(name) || a.closest('details')) fresh.set(name, a);
  }
  const freshMenu = [...fresh.values()].map((a) => a.closest('details')).find(Boolean) ?? null;
  const menus = new Set<HTMLDetailsElement>();
  for (const a of $$<HTMLAnchorElement>(`a${sel(DOM.versionLink)}`)) {
    if (scope.contains(a)) continue;
    const match = fresh.get(a.getAttribute(DOM.versionLink)!);
    if (match) {
      a.setAttribute('href', match.getAttribute('href') ?? a.href);
      const current = match.getAttribute('aria-current');
      if (current === null) a.removeAttribute('aria-current');
      else a.setAttribute('aria-current', current);
    }
    const menu = a.closest('details');
    if (menu) menus.add(menu);
  }
  for (const menu of menus) {
    menu.open = false;
    // A page without versions (a landing page) has no menu of its own: hide the navbar's.
    menu.hidden = fresh.size === 0;
    const label = freshMenu && $('summary', freshMenu);
    const summary = $('summary', menu);
    if (label && summary && label.innerHTML !== summary.innerHTML) summary.innerHTML = label.innerHTML;
  }
}
