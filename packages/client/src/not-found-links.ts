/**
 * The locale links of a not-found page, a module of its own that only not-found pages load.
 * What it needs of the navigation module comes as arguments: importing it would make the
 * bundler split the runtime's shared code into more first-load chunks.
 */
import { DOM, normalizePath } from '@docgen/shared';
import type { resolve as Resolve } from './manifest.js';
import type { nav as Nav } from './state.js';
import type { prefixOf as PrefixOf } from './util.js';

/**
 * On a not-found page the locale links go to each locale's home; where the asked path exists
 * under another locale's prefix (an old path one locale redirects, a slug of its own), the link
 * goes there instead, as the route manifest says, and loses the theme's "home page" hint
 * (`data-dg-locale-home`).
 */
export async function localeLinksOfNotFound(
  nav: typeof Nav,
  resolve: typeof Resolve,
  prefixOf: typeof PrefixOf,
  shownPath: (path: string) => string,
): Promise<void> {
  const asked = nav.path;
  const rest = asked.slice(nav.locale.length) || '/';
  for (const a of document.querySelectorAll<HTMLAnchorElement>(`a[${DOM.localeLink}]`)) {
    const p = prefixOf(normalizePath(new URL(a.href).pathname), nav.prefixes);
    if (p === nav.locale) continue;
    const there = normalizePath(p + rest);
    const r = await resolve(there).catch(() => undefined);
    // The reader may have moved on meanwhile.
    if (nav.path !== asked) return;
    if (!r || !('redirect' in r || !r.notFound)) continue;
    a.setAttribute('href', shownPath(there));
    for (const hint of a.querySelectorAll('[data-dg-locale-home]')) hint.remove();
  }
}
