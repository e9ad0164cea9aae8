import { DocgenError, didYouMean, type Diagnostic } from '@docgen/diagnostics';
import { CURRENT_VERSION } from '../discover/versions.js';
import {
  DEFAULT_DOCS_PLUGIN_ID,
  type DiscoveredSite,
  type DocsVersion,
  type DocsVersionSet,
  docsSectionOf,
  docsVersionName,
  docsVersionSegment,
  type SiteContext,
} from '@docgen/config';
import { sectionVersionOptions } from '../discover/section-versions.js';
import { instanceConfigPosition } from '../discover/instances.js';
import { relPosix } from '../util/paths.js';

export type { DocsVersion } from '@docgen/config';

/**
 * The docs versions of a site, in menu order: `current` first (or where versions.json puts it),
 * then the snapshots newest first.
 * The latest is `config.docs.lastVersion`, by default the newest snapshot (or `current` when there
 * is none). Versions newer than the latest carry the "unreleased" banner, older ones "unmaintained".
 * The same for a further docs section (`pluginId`, an id of `docsInstances`) with its own options
 * and versions file: its versions are named `<pluginId>@<name>`.
 */
export function resolveDocsVersions(
  ctx: SiteContext,
  site: Pick<DiscoveredSite, 'versions' | 'currentVersionAt' | 'withoutCurrentVersion' | 'instanceVersionSets'>,
  pluginId: string = DEFAULT_DOCS_PLUGIN_ID,
): DocsVersion[] {
  const set: DocsVersionSet = pluginId === DEFAULT_DOCS_PLUGIN_ID ? site : (site.instanceVersionSets?.[pluginId] ?? {});
  const names = [...(set.versions ?? [])];
  if (!set.withoutCurrentVersion) names.splice(Math.min(set.currentVersionAt ?? 0, names.length), 0, CURRENT_VERSION);
  const {
    key,
    layout,
    lastVersion,
    versions: settings,
    onlyIncludeVersions: only,
  } = sectionVersionOptions(ctx, pluginId);
  const listFile = layout.versionsFile;
  const instance = ctx.config.docsInstances.find((i) => i.id === pluginId);
  const diagnostics: Diagnostic[] = [];
  const configFile = ctx.configFile ? relPosix(ctx.siteDir, ctx.configFile) : undefined;
  // A further section's option is found at its key of its docsInstances entry.
  const at = (option: string) =>
    instance
      ? { file: configFile, ...instanceConfigPosition(ctx, ctx.config.docsInstances.indexOf(instance), option) }
      : { file: configFile };
  // Docusaurus' default: the newest snapshot (`current` when there is none).
  const latest = lastVersion ?? set.versions?.[0] ?? CURRENT_VERSION;
  if (!names.includes(latest)) {
    diagnostics.push({
      name: 'InvalidConfigValue',
      severity: 'error',
      message: `${key}.lastVersion is "${latest}", which is not a docs version of this site.`,
      ...at('lastVersion'),
      why: set.withoutCurrentVersion
        ? `${key}.includeCurrentVersion is false: the versions are those of ${listFile} (${names.join(', ')}).`
        : `The versions are "current" (the docs folder) and those of ${listFile}${names.length > 1 ? ` (${names.slice(1).join(', ')})` : ' (none yet)'}.`,
      fix:
        didYouMean(latest, names) ??
        `use one of ${names.map((n) => `"${n}"`).join(', ')}, or remove ${key}.lastVersion.`,
    });
  }
  for (const name of Object.keys(settings)) {
    // A version left out by onlyIncludeVersions keeps its settings for the day it is built again.
    if (names.includes(name) || (only && !only.includes(name) && name !== CURRENT_VERSION)) continue;
    // includeCurrentVersion: false keeps current's settings for the day it is built again.
    if (name === CURRENT_VERSION && set.withoutCurrentVersion) continue;
    diagnostics.push({
      name: 'InvalidConfigValue',
      severity: 'error',
      message: `${key}.versions has settings for "${name}", which is not a docs version of this site.`,
      ...at('versions'),
      why: `${key}.versions is keyed by version name: "current" or a name of ${listFile}.`,
      fix:
        didYouMean(name, names) ??
        (instance
          ? `remove the entry, or add the version to ${listFile}.`
          : 'remove the entry, or create the version with `docgen version <name>`.'),
    });
  }
  const latestIndex = Math.max(0, names.indexOf(latest));
  const versions = names.map((name, index): DocsVersion => {
    const own = settings[name];
    const isLatest = index === latestIndex;
    const segment = docsVersionSegment(name, names[latestIndex] ?? latest, own?.path);
    return {
      name: docsVersionName(pluginId, name),
      label: own?.label ?? (name === CURRENT_VERSION ? 'Next' : name),
      segment,
      banner: own?.banner ?? (isLatest ? 'none' : index < latestIndex ? 'unreleased' : 'unmaintained'),
      latest: isLatest,
      ...(instance ? { pluginId: instance.id, routeBasePath: instance.routeBasePath } : {}),
    };
  });
  const bySegment = new Map<string, string>();
  for (const v of versions) {
    const other = bySegment.get(v.segment);
    if (other !== undefined) {
      diagnostics.push({
        name: 'InvalidVersions',
        severity: 'error',
        message: `The docs versions "${other}" and "${v.name}" have the same route segment "${v.segment}".`,
        file: configFile,
        why: 'Each version is served below its own path (the latest at the docs root).',
        fix: `give one of them another ${key}.versions["${docsSectionOf(v.name).version}"].path.`,
      });
    }
    bySegment.set(v.segment, v.name);
  }
  if (diagnostics.length > 0) throw new DocgenError(diagnostics);
  return versions;
}

/**
 * The docs versions of each further docs section (`config.docsInstances`) that discover read:
 * resolved as the docs section's (latest, labels, paths, banners), each served below the
 * section's root, never in the docs section's version menu.
 */
export function instanceDocsVersions(
  ctx: SiteContext,
  site: Pick<DiscoveredSite, 'sources' | 'instanceVersionSets'>,
): DocsVersion[] {
  const read = new Set(site.sources.map((s) => s.version));
  return ctx.config.docsInstances.flatMap((i) => {
    const versions = resolveDocsVersions(ctx, site, i.id);
    return versions.some((v) => read.has(v.name)) ? versions : [];
  });
}
