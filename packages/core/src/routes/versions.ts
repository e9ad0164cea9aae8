import { DocgenError, didYouMean, type Diagnostic } from '@docgen/diagnostics';
import { CURRENT_VERSION } from '../discover/versions.js';
import type { DiscoveredSite, DocsVersion, SiteContext } from '@docgen/config';
import { relPosix } from '../util/paths.js';

export type { DocsVersion } from '@docgen/config';

/**
 * The docs versions of a site, in menu order: `current` first (or where versions.json puts it),
 * then the snapshots newest first.
 * The latest is `config.docs.lastVersion`, by default the newest snapshot (or `current` when there
 * is none). Versions newer than the latest carry the "unreleased" banner, older ones "unmaintained".
 */
export function resolveDocsVersions(
  ctx: SiteContext,
  site: Pick<DiscoveredSite, 'versions' | 'currentVersionAt' | 'withoutCurrentVersion'>,
): DocsVersion[] {
  const names = [...(site.versions ?? [])];
  if (!site.withoutCurrentVersion) names.splice(Math.min(site.currentVersionAt ?? 0, names.length), 0, CURRENT_VERSION);
  const { lastVersion, versions: settings } = ctx.config.docs;
  const diagnostics: Diagnostic[] = [];
  const configFile = ctx.configFile ? relPosix(ctx.siteDir, ctx.configFile) : undefined;
  // Docusaurus' default: the newest snapshot (`current` when there is none).
  const latest = lastVersion ?? site.versions?.[0] ?? CURRENT_VERSION;
  if (!names.includes(latest)) {
    diagnostics.push({
      name: 'InvalidConfigValue',
      severity: 'error',
      message: `docs.lastVersion is "${latest}", which is not a docs version of this site.`,
      file: configFile,
      why: site.withoutCurrentVersion
        ? `docs.includeCurrentVersion is false: the versions are those of versions.json (${names.join(', ')}).`
        : `The versions are "current" (the docs folder) and those of versions.json${names.length > 1 ? ` (${names.slice(1).join(', ')})` : ' (none yet)'}.`,
      fix:
        didYouMean(latest, names) ?? `use one of ${names.map((n) => `"${n}"`).join(', ')}, or remove docs.lastVersion.`,
    });
  }
  const only = ctx.config.docs.onlyIncludeVersions;
  for (const key of Object.keys(settings)) {
    // A version left out by docs.onlyIncludeVersions keeps its settings for the day it is built again.
    if (names.includes(key) || (only && !only.includes(key) && key !== CURRENT_VERSION)) continue;
    // includeCurrentVersion: false keeps current's settings for the day it is built again.
    if (key === CURRENT_VERSION && site.withoutCurrentVersion) continue;
    diagnostics.push({
      name: 'InvalidConfigValue',
      severity: 'error',
      message: `docs.versions has settings for "${key}", which is not a docs version of this site.`,
      file: configFile,
      why: 'docs.versions is keyed by version name: "current" or a name of versions.json.',
      fix: didYouMean(key, names) ?? 'remove the entry, or create the version with `docgen version <name>`.',
    });
  }
  const latestIndex = Math.max(0, names.indexOf(latest));
  const versions = names.map((name, index): DocsVersion => {
    const own = settings[name];
    const isLatest = index === latestIndex;
    const segment = (own?.path ?? (isLatest ? '' : name === CURRENT_VERSION ? 'next' : name)).replace(/^\/+|\/+$/g, '');
    return {
      name,
      label: own?.label ?? (name === CURRENT_VERSION ? 'Next' : name),
      segment,
      banner: own?.banner ?? (isLatest ? 'none' : index < latestIndex ? 'unreleased' : 'unmaintained'),
      latest: isLatest,
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
        fix: `give one of them another docs.versions["${v.name}"].path.`,
      });
    }
    bySegment.set(v.segment, v.name);
  }
  if (diagnostics.length > 0) throw new DocgenError(diagnostics);
  return versions;
}
