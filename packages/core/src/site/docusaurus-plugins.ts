import type { DiscoveredSite } from '@docgen/config';
import type { SiteState } from './load.js';
import { compareSources } from '../discover/discover.js';
import { sha256 } from '../util/hash.js';
import { runSitePlugins } from '../docusaurus/run-site-plugins.js';
import { pluginRouteSources } from '../docusaurus/site-plugin-routes.js';
import { publishSitePluginData } from '../docusaurus/site-plugin-data.js';

/**
 * Stage "discover", main thread: the Docusaurus plugins of the site's `docusaurusPlugins` entries
 * (docgen plugins with a `docusaurus` part), run once per build; what they give is published for
 * every thread's pages, their warnings join the discover stage's. True when the site has any.
 */
export async function runDocusaurusPlugins(site: SiteState, discovered: DiscoveredSite): Promise<boolean> {
  const parts = site.plugins.flatMap((p) => (p.docusaurus ? [p.docusaurus] : []));
  if (parts.length === 0) {
    publishSitePluginData(site.ctx.siteDir, undefined);
    return false;
  }
  const entries = parts.flatMap((p) => p.plugins);
  const carried = new Set(parts.flatMap((p) => p.carriedHooks ?? []));
  const themeModules = site.theme.theme.docusaurusModules ?? {};
  const themeConfig = Object.assign({}, ...parts.map((p) => p.themeConfig ?? {})) as Record<string, unknown>;
  const { data, warnings } = await runSitePlugins(
    site.ctx,
    entries,
    parts[0]?.from,
    carried,
    themeModules,
    themeConfig,
  );
  publishSitePluginData(site.ctx.siteDir, data);
  discovered.warnings.push(...warnings);
  return true;
}

/**
 * The discovered site with the pages of the routes the plugins added (`actions.addRoute`), read
 * from what the main thread published: every thread builds the same routes.
 */
export function withPluginRoutes(site: SiteState, discovered: DiscoveredSite): DiscoveredSite {
  const added = pluginRouteSources(site.ctx, discovered.sources);
  if (added.length === 0) return discovered;
  return {
    ...discovered,
    sources: [...discovered.sources, ...added].sort(compareSources),
    buildId: sha256([discovered.buildId, ...added.map((s) => s.hash)].join('\n')).slice(0, 12),
  };
}
