import path from 'node:path';
import type { DiscoveredSite, SiteContext } from '@docgen/config';
import type { Diagnostic } from '@docgen/diagnostics';
import { instanceVersion } from '../discover/instances.js';
import { CURRENT_VERSION } from '../discover/versions.js';
import { relPosix } from '../util/paths.js';
import { placeContributions } from './contributions.js';
import { translationsById } from './autogenerate.js';
import { categoryDefaultsOf } from './category-defaults.js';
import { generatorOf } from './items-generator.js';
import { readSidebarsFile } from './read-file.js';
import type { ResolveSidebarSet, SidebarSet } from './resolve.js';

/**
 * The sidebars of each further docs section (`config.docsInstances`), put in `sets` under the
 * section's version: its own file, checked against its own docs, so two sections may name their
 * sidebars alike. Gives the files read (watcher, cache keys).
 */
export async function loadInstanceSidebars(
  ctx: SiteContext,
  site: DiscoveredSite,
  sets: Map<string, SidebarSet>,
  finish: (set: SidebarSet, version: string, from: string, generated: boolean) => SidebarSet,
  diagnostics: Diagnostic[],
  resolveSidebarSet: ResolveSidebarSet,
): Promise<string[]> {
  const files: string[] = [];
  const read = new Set(site.sources.map((s) => s.version));
  for (const [i, instance] of ctx.config.docsInstances.entries()) {
    const version = instanceVersion(instance.id);
    // Its folder is not built (`includeCurrentVersion: false`) or holds no docs: no sidebars to check.
    if (!read.has(version)) continue;
    const sidebars = await readSidebarsFile(
      ctx,
      instance.sidebarPath,
      ['docsInstances', String(i), 'sidebarPath'],
      `docsInstances[${i}].sidebarPath`,
    );
    if (sidebars.file) files.push(sidebars.file, ...sidebars.dependencies);
    diagnostics.push(...(sidebars.warnings ?? []));
    // Plugins' items for this section (an API reference placed in it) go in its own sidebars.
    const config = placeContributions(
      sidebars.config,
      site.sidebarItems?.filter((c) => c.docsPluginId === instance.id),
      { relFile: sidebars.file ? relPosix(ctx.siteDir, sidebars.file) : undefined, source: sidebars.source },
      diagnostics,
      !sidebars.file,
    );
    const docs = site.sources.filter(
      (s) => s.kind === 'doc' && s.locale === ctx.defaultLocale.code && s.version === version,
    );
    const set = await resolveSidebarSet(
      ctx,
      config,
      docs,
      translationsById(site.sources, version, ctx.defaultLocale.code),
      site.categories.filter((c) => c.version === version),
      sidebars.file ? relPosix(ctx.siteDir, sidebars.file) : undefined,
      sidebars.source,
      instance.path,
      diagnostics,
      categoryDefaultsOf(instance),
      generatorOf(instance.sidebarItemsGenerator, `docsInstances[${i}]`, CURRENT_VERSION),
    );
    sets.set(version, finish(set, version, sidebars.file ?? path.resolve(ctx.siteDir, instance.path), !sidebars.file));
  }
  return files;
}
