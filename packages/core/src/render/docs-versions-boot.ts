import type { DocsVersionsBoot, PageAssets } from '@docgen/shared';
import {
  DEFAULT_DOCS_PLUGIN_ID,
  type DocsVersion,
  docsSectionOf,
  docusaurusPluginId,
  type RouteRecord,
  type SiteContext,
} from '@docgen/config';
import { versionBase, type RouteManifest } from '../routes/manifest.js';
import { bootVersionsOf, versionsOfSection } from '../discover/instances.js';

/**
 * With 2+ docs versions, the boot data says where each lives: the runtime sends readers to their
 * preferred one (`client/src/enhancers/preferred-version.ts`), in the page's section (or menu's),
 * and in the site's other versioned sections (`others`), as Docusaurus' navbar links into a docs
 * plugin instance follow that instance's preferred version from any page.
 */
export function withDocsVersions(
  ctx: SiteContext,
  manifest: RouteManifest,
  assets: PageAssets,
  route: RouteRecord,
  href: (path: string) => string,
): PageAssets {
  const versions = bootVersionsOf(manifest, route, ctx.config.navbar.items);
  // No boot data to complete (the dev server's view signatures pass none).
  if (versions.length < 2 || !assets.bootJson) return assets;
  const boot = (vs: readonly DocsVersion[]) => versionsBoot(ctx, route, vs, href);
  const others = [DEFAULT_DOCS_PLUGIN_ID, ...ctx.config.docsInstances.map((i) => i.id)]
    .map((section) => versionsOfSection(manifest, section))
    .filter((vs) => vs.length > 1 && vs[0]!.pluginId !== versions[0]!.pluginId)
    .map(boot);
  const docsVersions: DocsVersionsBoot = { ...boot(versions), ...(others.length ? { others } : {}) };
  const data = { ...(JSON.parse(assets.bootJson) as Record<string, unknown>), docsVersions };
  return { ...assets, bootJson: JSON.stringify(data).replace(/</g, '\\u003c') };
}

/**
 * Where a section's versions live in the route's locale, by their names within the section and
 * the section's Docusaurus plugin id, as the layout key and Docusaurus' stored preference have them.
 */
function versionsBoot(
  ctx: SiteContext,
  route: RouteRecord,
  versions: readonly DocsVersion[],
  href: (path: string) => string,
): DocsVersionsBoot {
  const latest = versions.find((v) => v.latest) ?? versions[0]!;
  return {
    pluginId: docusaurusPluginId(ctx.config, docsSectionOf(latest.name).pluginId),
    latest: docsSectionOf(latest.name).version,
    paths: Object.fromEntries(
      versions.map((v) => [docsSectionOf(v.name).version, href(versionBase(ctx, route.locale, v))]),
    ),
  };
}
