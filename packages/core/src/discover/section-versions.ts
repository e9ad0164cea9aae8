import { type Diagnostic, didYouMean } from '@docgen/diagnostics';
import { DEFAULT_DOCS_PLUGIN_ID, type DocsVersionSet, type SiteConfig, type SiteContext } from '@docgen/config';
import { relPosix } from '../util/paths.js';
import { CURRENT_VERSION, readVersionsFile, sectionLayout, type VersionsLayout } from './versions.js';

/**
 * A docs section's version options: `docs` for the docs section, the entry of `docsInstances` for
 * a further one (the same four keys, as Docusaurus' docs plugin has them for any instance).
 */
export interface SectionVersionOptions {
  /** How a message names the options: `docs` or `docsInstances[1]`. */
  key: string;
  layout: VersionsLayout;
  includeCurrentVersion?: boolean | undefined;
  onlyIncludeVersions?: string[] | undefined;
  lastVersion?: string | undefined;
  versions: SiteConfig['docs']['versions'];
}

export function sectionVersionOptions(ctx: SiteContext, pluginId: string): SectionVersionOptions {
  const layout = sectionLayout(ctx, pluginId);
  if (pluginId === DEFAULT_DOCS_PLUGIN_ID) return { key: 'docs', layout, ...pick(ctx.config.docs) };
  const index = ctx.config.docsInstances.findIndex((i) => i.id === pluginId);
  const instance = ctx.config.docsInstances[index];
  return { key: `docsInstances[${index}]`, layout, ...(instance ? pick(instance) : { versions: {} }) };
}

function pick(o: Omit<SectionVersionOptions, 'key' | 'layout'>): Omit<SectionVersionOptions, 'key' | 'layout'> {
  const { includeCurrentVersion, onlyIncludeVersions, lastVersion, versions } = o;
  return { includeCurrentVersion, onlyIncludeVersions, lastVersion, versions };
}

/**
 * Which versions of a section discover reads: the snapshots of its versions file (those of
 * `onlyIncludeVersions` when set), where `current` stands among them, and whether `current` (the
 * section's folder) is built at all (`includeCurrentVersion`).
 */
export function discoverSectionVersions(
  ctx: SiteContext,
  options: SectionVersionOptions,
  diagnostics: Diagnostic[],
): { versions: string[]; withCurrent: boolean; found: DocsVersionSet } {
  const { key, layout } = options;
  const configFile = ctx.configFile ? { file: relPosix(ctx.siteDir, ctx.configFile) } : {};
  const file = readVersionsFile(ctx, diagnostics, layout);
  const versions = includedVersions(file.snapshots, options, configFile, diagnostics);
  // Where `current` stands among the versions built (`onlyIncludeVersions` may leave some out).
  const currentAt = file.listed.slice(0, file.currentAt).filter((n) => versions.includes(n)).length;
  // `includeCurrentVersion: false` publishes the snapshots alone (the docs folder is a draft),
  // unless the versions file lists `current` itself, which Docusaurus then builds all the same.
  const listsCurrent = file.listed.includes(CURRENT_VERSION);
  const withCurrent = options.includeCurrentVersion !== false || versions.length === 0 || listsCurrent;
  // A versions file that could not be read is its own error: it names versions all the same.
  if (options.includeCurrentVersion === false && versions.length === 0 && !listsCurrent && !file.invalid)
    diagnostics.push({
      name: 'InvalidConfigValue',
      severity: 'warning',
      message: `${key}.includeCurrentVersion is false, but there is no other docs version to build: the docs folder is built.`,
      ...configFile,
      why: `With includeCurrentVersion false only the versions of ${layout.versionsFile} are published, and there are none.`,
      fix: `remove ${key}.includeCurrentVersion${layout.section === DEFAULT_DOCS_PLUGIN_ID ? ', or make a version with `docgen version <name>`' : `, or list its versions in ${layout.versionsFile}`}.`,
    });
  const found: DocsVersionSet = {
    ...(versions.length > 0 ? { versions } : {}),
    ...(currentAt > 0 ? { currentVersionAt: currentAt } : {}),
    ...(withCurrent ? {} : { withoutCurrentVersion: true as const }),
  };
  return { versions, withCurrent, found };
}

/** The snapshot versions to build: those of `onlyIncludeVersions` when it is set (checked against the versions file). */
function includedVersions(
  names: string[],
  options: SectionVersionOptions,
  at: { file?: string },
  diagnostics: Diagnostic[],
): string[] {
  const only = options.onlyIncludeVersions;
  if (!only) return names;
  const listFile = options.layout.versionsFile;
  for (const name of only) {
    if (names.includes(name) || name === CURRENT_VERSION) continue;
    diagnostics.push({
      name: 'InvalidConfigValue',
      severity: 'error',
      message: `${options.key}.onlyIncludeVersions names "${name}", which is not in ${listFile}.`,
      ...at,
      why: `The snapshot versions are those of ${listFile} (${names.join(', ') || 'none'}).`,
      fix:
        didYouMean(name, names) ??
        (options.layout.section === DEFAULT_DOCS_PLUGIN_ID
          ? 'remove it, or create the version with `docgen version <name>`.'
          : `remove it, or add it to ${listFile}.`),
    });
  }
  return names.filter((n) => only.includes(n));
}
