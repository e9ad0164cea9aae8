import type { SearchView } from '@docgen/shared';
import type { SiteContext } from '@docgen/config';
import { siteHref } from './base-url.js';

export interface SearchProvider {
  search: SearchView;
}

/** The search of the site's plugins, if one provides it (its URL under the site's base). */
export function searchOf(plugins: readonly unknown[], ctx?: SiteContext): SearchView | undefined {
  for (const p of plugins) {
    const search = (p as Partial<SearchProvider> | null)?.search;
    if (search && typeof search.configUrl === 'string')
      return { configUrl: ctx ? siteHref(ctx, search.configUrl) : search.configUrl };
  }
  return undefined;
}
