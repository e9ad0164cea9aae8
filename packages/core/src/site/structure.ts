import { checkSidebarNames, navbarDocFaults } from './sidebar-names.js';
import type { DiscoveredSite, RouteManifest, SourceFile } from '@docgen/config';
import { type Diagnostic, DocgenError } from '@docgen/diagnostics';
import type { ContentCache } from '../cache/content-cache.js';
import type { PluginStores } from '../cache/plugin-store.js';
import { discover, type KnownFrontMatter } from '../discover/discover.js';
import { GeneratedContent } from './generated-content.js';
import { patchSources } from '../discover/patch.js';
import { indexSourcesByPath } from '../discover/source-paths.js';
import { generatedIndexSources } from '../routes/generated-pages.js';
import { buildRouteManifest } from '../routes/manifest.js';
import { loadSidebars, type Sidebars } from '../sidebars/resolve.js';
export { bundleFeatures } from '../sidebars/styles.js';
import type { SiteState } from './load.js';
import { type ChangePlan, onlyContent } from './plan.js';
import { runPluginHook } from './plugin-hook.js';

/** What discovering reads from disk besides the files: the cache of front matter. */
export interface DiscoverTools {
  cache: ContentCache;
  stores: PluginStores;
  /**
   * Keep no page text in memory: a source's body is read again when asked (production builds; at
   * 15,000 pages the texts are hundreds of MB in each thread). The dev server keeps them.
   */
  lazyBodies: boolean;
  /** A worker thread reads the caches the main thread wrote and writes none. */
  readOnly?: boolean;
  /** Called with the site's own sources once read, before the plugins' discover hooks run. */
  onSources?: (sources: readonly SourceFile[]) => void;
}

/**
 * Stage "discover": every doc, page, translation, category and static file of the site, then
 * the plugins' discover hooks. After a text edit that keeps the front matter, only the saved
 * files are read again; after a change that touches no source, the earlier result stands.
 */
export async function discoverStage(
  site: SiteState,
  tools: DiscoverTools,
  prev?: DiscoveredSite,
  plan?: ChangePlan,
): Promise<DiscoveredSite> {
  if (prev && plan && !plan.full && !plan.config && !plan.discover) {
    if (plan.content.size === 0) return prev;
    if (onlyContent(plan)) {
      const patched = patchSources(site.ctx, prev, plan.content);
      if (patched) return patched;
      // A file gone, or its front matter changed: the site's structure may have changed, and
      // the later stages must not take this run for a text edit.
      plan.discover = true;
    }
  }
  const frontMatter = tools.cache.table<KnownFrontMatter>('front-matter');
  const discovered = await discover(site.ctx, {
    ...(frontMatter.enabled ? { memo: frontMatter } : {}),
    lazyBodies: tools.lazyBodies,
  });
  if (!tools.readOnly) {
    frontMatter.save();
  }
  tools.onSources?.(discovered.sources);
  const generated = new GeneratedContent(site.ctx);
  for (const plugin of site.plugins) {
    const cache = tools.stores.of(plugin);
    await runPluginHook(plugin, 'discover', site.ctx.siteDir, () =>
      plugin.discover?.(discovered, site.ctx, { cache, ...generated.toolsFor(plugin, discovered) }),
    );
    // Saved now: the workers' discover hooks read it.
    if (!tools.readOnly) cache.save();
  }
  // The site's Docusaurus plugins run once, here; the workers read what they gave. Their data may
  // have changed: React pages, which may read it, are rendered again (MDX pages that do always are).
  const stage = await import('./docusaurus-plugins.js');
  if (!tools.readOnly && (await stage.runDocusaurusPlugins(site, discovered)) && plan) plan.components = true;
  // The pages of the routes they added (the workers read them from what the main thread published).
  return generated.merge(stage.withPluginRoutes(site, discovered));
}

/** Stage "routes": the sidebars, and every route of the site with its locale, version and source. */
export interface Structure {
  sidebars: Sidebars;
  manifest: RouteManifest;
  /** Site-relative source path (default-locale tree) → the source (relative `.md` links resolve through it). */
  sourcesByPath: Map<string, SourceFile>;
  /** What the stage found that does not stop the build (routes two sources claim, under `onDuplicateRoutes`). */
  warnings: Diagnostic[];
}

/**
 * Stage "routes": the sidebars (read again when they, the config or the set of sources changed)
 * and the route manifest. The docs root of each version shows `config.docs.homeDocId` or the
 * first doc of its sidebar.
 */
export async function routesStage(
  site: SiteState,
  discovered: DiscoveredSite,
  prev?: Structure & { site: SiteState; discovered: DiscoveredSite },
  plan?: ChangePlan,
): Promise<Structure> {
  if (prev && plan && !plan.full && prev.site === site && prev.discovered === discovered && !plan.sidebars) {
    return {
      sidebars: prev.sidebars,
      manifest: prev.manifest,
      sourcesByPath: prev.sourcesByPath,
      warnings: prev.warnings,
    };
  }
  // A text edit keeps every id, position and label: the sidebars stand.
  const keepSidebars = prev && plan && prev.site === site && !plan.sidebars && !plan.discover && !plan.full;
  const sidebars = keepSidebars
    ? prev.sidebars
    : await loadSidebars(site.ctx, discovered).catch((error: unknown) => {
        // The navbar's doc items need no sidebar: their faults come in the same run.
        const navbar = error instanceof DocgenError ? navbarDocFaults(site.ctx, discovered.sources) : [];
        throw navbar.length > 0 ? new DocgenError([...(error as DocgenError).diagnostics, ...navbar]) : error;
      });
  checkSidebarNames(site.ctx, sidebars, discovered.sources);
  const firstSidebar = [...sidebars.order.values()][0];
  const generated = generatedIndexSources(site.ctx, discovered, sidebars, (l) => site.theme.strings.get(l) ?? {});
  const { warnings, ...manifest } = buildRouteManifest(
    site.ctx,
    generated.length > 0 ? { ...discovered, sources: [...discovered.sources, ...generated] } : discovered,
    site.ctx.config.docs.homeDocId ?? firstSidebar?.[0],
    sidebars,
  );
  return {
    sidebars,
    manifest,
    sourcesByPath: indexSourcesByPath(site.ctx, discovered.sources),
    warnings: [...(sidebars.warnings ?? []), ...warnings],
  };
}
