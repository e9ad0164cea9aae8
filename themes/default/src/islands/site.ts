/// <reference lib="dom" />
/**
 * The islands entry of sites with MDX pages (`ThemeModule.siteIslands`): the theme's own islands
 * (the search dialog), a site component hydrated from its chunk, the site's Root when it draws
 * elements of its own, `<Tabs queryString>`,
 * `@theme/BackToTopButton` and `@theme/SearchBar`. It imports nothing heavy itself: React loads
 * with the first island that needs it, so a page whose only islands are a tab box following the
 * URL, the back-to-top button or a content search box not yet used never fetches React.
 */
import {
  type BackToTopIslandProps,
  type ComponentIslandProps,
  SITE_ISLANDS,
  type SiteRootIslandProps,
  type TabsQueryIslandProps,
} from '@docgen/shared/islands';
import { followQuery } from './tabs-query.js';

let theme: Promise<typeof import('./index.js')> | undefined;
let components: Promise<typeof import('./components.js')> | undefined;

/** Hydrates one island root (the runtime's loader calls it as `hydrate(element, name, props)`). */
export async function hydrate(root: HTMLElement, name: string, props: unknown): Promise<void> {
  if (name === SITE_ISLANDS.tabsQuery) return followQuery(root, props as TabsQueryIslandProps);
  // A chunk of its own: pages without the button load none of it.
  if (name === SITE_ISLANDS.backToTop)
    return (await import('./back-to-top.js')).backToTop(root, props as BackToTopIslandProps);
  if (name === SITE_ISLANDS.searchBar) return (await import('./search-bar.js')).searchBar(root);
  if (name === SITE_ISLANDS.component) {
    components ??= import('./components.js');
    return (await components).hydrateComponent(root, props as ComponentIslandProps);
  }
  if (name === SITE_ISLANDS.siteRoot) {
    components ??= import('./components.js');
    return (await components).hydrateSiteRoot(root, props as SiteRootIslandProps);
  }
  theme ??= import('./index.js');
  return (await theme).hydrate(root, name, props);
}

/** Unmounts an island whose page is being left. */
export function unmount(root: HTMLElement): void {
  void components?.then((m) => m.unmount(root));
  void theme?.then((m) => m.unmount(root));
}
