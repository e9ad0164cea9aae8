/**
 * The reader's preferred docs version (stored by `docs-version.ts` when they pick a version in
 * the menu or the banner, under `STORAGE.docsVersion(pluginId)`) wins over the latest version
 * (and on a page of an older version, that version wins for the navbar's links, as Docusaurus'):
 * when they follow a plain link into the latest version's docs from outside them (the landing
 * page, the navbar, a link in a page of their version), the runtime shows the same doc in the
 * preferred version if that version has it, else follows the link as it is (both checked in the
 * route manifest: the link must lead to a doc of the latest version, by its page chunk's layout
 * key). Readers already on a page of the latest version stay there.
 *
 * It also keeps the navbar's version menu (outside the swapped layout region) in step with
 * in-place navigations: hrefs of the new page's counterparts, the current label, closed.
 *
 * The boot data has the page's section (or menu's) and the site's other versioned sections
 * (`others`): links into any of them are taken. Sites with a single docs version have no
 * `docsVersions` in their boot data and never load it.
 */
import { DOM, STORAGE, normalizePath, type BootData, type DocsVersionsBoot } from '@docgen/shared';
import { VERSION_MENU_ATTR } from '@docgen/shared/version-menu';
import type { LinkTaker } from '../router.js';
import { $, $$, EVENTS, closest, load, on, region, sel, store } from '../util.js';

/**
 * Keeps the version menus in step and returns the router's link taker. A chunk of its own,
 * loaded only by versioned sites: it imports the navigation module rather than the router, so
 * that the router stays in the main chunk.
 */
export function initPreferredVersion(boot: BootData): LinkTaker {
  const versions = boot.docsVersions;
  if (!versions || typeof versions.paths !== 'object') return () => false;
  on(EVENTS.page, ({ region: scope }) => {
    syncVersionMenus(scope);
    labelPreferred();
  });
  labelPreferred();
  rememberMenuSection();
  const sections = [versions, ...(Array.isArray(versions.others) ? versions.others : [])];
  return (a) => {
    // The router hands over only plain clicks on links it would follow in place.
    if (a.hasAttribute(DOM.versionLink) || a.hasAttribute(DOM.localeLink)) return false;
    for (const section of sections) {
      const target = preferredTarget(a, section);
      if (!target) continue;
      const link = new URL(a.href);
      void leadsToPreferred(boot, section, link, target).then((ok) => follow(ok ? target : link));
      return true;
    }
    return false;
  };
}

/**
 * A menu outside its section's pages (no current entry) is labelled with the reader's preferred
 * version of that section, as Docusaurus' (the build wrote the latest's).
 */
function labelPreferred(): void {
  for (const menu of $$<HTMLDetailsElement>(`details${sel(VERSION_MENU_ATTR)}`)) {
    const section = menu.getAttribute(VERSION_MENU_ATTR);
    if (!section || $('a[aria-current]', menu)) continue;
    const name = load(STORAGE.docsVersion(section));
    const label = name && $(`a${sel(DOM.versionLink, name)} > span`, menu);
    const shown = $('summary > span:not(.dg-visually-hidden)', menu);
    if (label && shown) shown.textContent = label.textContent;
  }
}

/**
 * A pick in the menu of another docs section than the page's (a landing page's, Docusaurus'
 * `docsPluginId` menu on every page) is that section's preferred version: `docs-version.ts`
 * stores picks under the page's section, so this puts the page's choice back and stores the pick
 * under the menu's. Here, not there: the main chunk stays as small as it was.
 */
function rememberMenuSection(): void {
  let before: { key: string; value: string | null } | undefined;
  /** The page's section, when the link is in the menu of another one. */
  const otherPage = (a: Element | null): string | undefined => {
    const menu = a?.closest(`details${sel(VERSION_MENU_ATTR)}`)?.getAttribute(VERSION_MENU_ATTR);
    const key = region()?.getAttribute(DOM.layoutKey)?.split(':') ?? [];
    const page = key[0] === 'doc' && key[2] ? key[2] : 'default';
    return menu && menu !== page ? page : undefined;
  };
  document.addEventListener(
    'click',
    (e) => {
      const page = otherPage(closest(e.target, sel(DOM.versionLink)));
      before = page ? { key: STORAGE.docsVersion(page), value: load(STORAGE.docsVersion(page)) } : undefined;
    },
    true,
  );
  document.addEventListener('click', (e) => {
    const a = closest(e.target, sel(DOM.versionLink));
    if (!before || !a) return;
    const menu = a.closest(`details${sel(VERSION_MENU_ATTR)}`)!.getAttribute(VERSION_MENU_ATTR)!;
    if (before.value !== null) store(before.key, before.value);
    else
      try {
        localStorage.removeItem(before.key);
      } catch {
        /* blocked: nothing was stored either */
      }
    store(STORAGE.docsVersion(menu), a.getAttribute(DOM.versionLink)!);
    before = undefined;
  });
}

/**
 * The URL of the same doc in the version the reader is in, when the link goes into the latest
 * version from outside it: for the navbar's links, the version of the doc on screen (Docusaurus'
 * active version: a navbar doc item on a 1.0 page leads to 1.0's doc), else the preferred one.
 */
function preferredTarget(a: HTMLAnchorElement, versions: DocsVersionsBoot): URL | null {
  const key = region()?.getAttribute(DOM.layoutKey)?.split(':') ?? [];
  const onSection = key[0] === 'doc' && key[2] === versions.pluginId ? key[3] : undefined;
  // Reading the latest version on purpose (a doc of it is on screen): links keep to it.
  if (onSection === versions.latest) return null;
  const active = onSection !== undefined && a.closest(`header, ${sel(DOM.drawer)}`) ? onSection : undefined;
  const preferred = active ?? load(STORAGE.docsVersion(versions.pluginId));
  const latestBase = versions.paths[versions.latest];
  const preferredBase = preferred ? versions.paths[preferred] : undefined;
  if (!preferred || preferred === versions.latest || preferredBase === undefined || latestBase === undefined)
    return null;
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

/**
 * Points the version menus outside the layout region at the new page's counterparts: each from
 * the region's menu of the same section (the drawer's), hidden when the page has none.
 */
function syncVersionMenus(scope: Element): void {
  const fresh = new Map<string, HTMLDetailsElement>();
  for (const menu of $$<HTMLDetailsElement>(`details${sel(VERSION_MENU_ATTR)}`, scope)) {
    const section = menu.getAttribute(VERSION_MENU_ATTR)!;
    if (!fresh.has(section)) fresh.set(section, menu);
  }
  for (const menu of $$<HTMLDetailsElement>(`details${sel(VERSION_MENU_ATTR)}`)) {
    if (scope.contains(menu)) continue;
    const own = fresh.get(menu.getAttribute(VERSION_MENU_ATTR)!);
    menu.open = false;
    menu.hidden = !own;
    if (!own) continue;
    const links = new Map(
      $$<HTMLAnchorElement>(`a${sel(DOM.versionLink)}`, own).map((a) => [a.getAttribute(DOM.versionLink), a]),
    );
    for (const a of $$<HTMLAnchorElement>(`a${sel(DOM.versionLink)}`, menu)) {
      const match = links.get(a.getAttribute(DOM.versionLink));
      if (!match) continue;
      a.setAttribute('href', match.getAttribute('href') ?? a.href);
      const current = match.getAttribute('aria-current');
      if (current === null) a.removeAttribute('aria-current');
      else a.setAttribute('aria-current', current);
    }
    const label = $('summary', own);
    const summary = $('summary', menu);
    if (label && summary && label.innerHTML !== summary.innerHTML) summary.innerHTML = label.innerHTML;
  }
}
