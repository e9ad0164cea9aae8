import fs from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '@docgen/diagnostics';
import { locateInSource } from '@docgen/diagnostics';
import {
  DEFAULT_DOCS_PLUGIN_ID,
  type DiscoveredSite,
  type DocsVersion,
  docsSectionOf,
  docsVersionName,
  type RouteManifest,
  type SiteConfig,
  type SiteContext,
} from '@docgen/config';
import { CURRENT_VERSION } from './versions.js';
import { relPosix, toPosix } from '../util/paths.js';

/**
 * Further docs sections (`config.docsInstances`): Docusaurus' docs plugin instances beside the
 * `docs` section. Each is carried through the build as a docs version of its own, named
 * `<id>@current` (see {@link instanceVersion}): a version already has its own docs root, its own
 * sidebars, its own home and keys of its own in the route manifest, which is what an instance
 * needs. What sets an instance apart is its route base path (`DocsVersion.routeBasePath`) and
 * that it is kept out of the `docs` section's version menu.
 *
 *   <path>/                                                         its docs (default locale)
 *   i18n/<locale>/docusaurus-plugin-content-docs-<id>/current/       their translations
 *   i18n/<locale>/docusaurus-plugin-content-docs-<id>/current.json   its category labels
 */
export type DocsInstanceConfig = SiteConfig['docsInstances'][number];

/** The docs version an instance's current docs carry. */
export function instanceVersion(id: string): string {
  return docsVersionName(id, CURRENT_VERSION);
}

/** The instance a docs version belongs to (undefined: the `docs` section). */
export function instanceOfVersion(ctx: SiteContext, version: string): DocsInstanceConfig | undefined {
  const { pluginId } = docsSectionOf(version);
  return pluginId === DEFAULT_DOCS_PLUGIN_ID ? undefined : ctx.config.docsInstances.find((i) => i.id === pluginId);
}

/** The docs version a navbar item points into: of the section its `docsPluginId` names, else the latest. */
export function navbarVersion(manifest: RouteManifest, pluginId: string | undefined): string {
  const section =
    pluginId && pluginId !== DEFAULT_DOCS_PLUGIN_ID
      ? manifest.instanceVersions.find((v) => v.pluginId === pluginId)
      : undefined;
  return section?.name ?? manifest.latestVersion.name;
}

/** A docs version of any section by its name. */
export function docsVersionNamed(manifest: RouteManifest, name: string): DocsVersion | undefined {
  return manifest.versions.find((v) => v.name === name) ?? manifest.instanceVersions.find((v) => v.name === name);
}

/** The docs folder of a version's section, relative to the site folder (POSIX). */
export function sectionDocsPath(ctx: SiteContext, version: string): string {
  return toPosix(path.normalize(instanceOfVersion(ctx, version)?.path ?? ctx.config.docs.path));
}

/** Docusaurus' folder of a locale's translations of an instance. */
export function instanceTranslations(locale: string, id: string): string {
  return `i18n/${locale}/docusaurus-plugin-content-docs-${id}`;
}

/** Where a key of `docsInstances[i]` is written in the config file. */
export function instanceConfigPosition(
  ctx: SiteContext,
  index: number,
  key: string,
): { file?: string; line?: number; column?: number } {
  if (!ctx.configFile || !fs.existsSync(ctx.configFile)) return {};
  const text = fs.readFileSync(ctx.configFile, 'utf8');
  const value = (ctx.config.docsInstances[index] as Record<string, unknown> | undefined)?.[key];
  return {
    file: relPosix(ctx.siteDir, ctx.configFile),
    ...locateInSource(text, ['docsInstances', String(index), key], typeof value === 'string' ? value : undefined),
  };
}

/**
 * The instances whose docs are read: each must have its folder, an id and a route base path of
 * its own; versions of its own are not built yet (said, never dropped in silence).
 */
export function checkedInstances(ctx: SiteContext, diagnostics: Diagnostic[]): DocsInstanceConfig[] {
  const out: DocsInstanceConfig[] = [];
  const ids = new Set<string>();
  const bases = new Map<string, string>([[trim(ctx.config.docs.routeBasePath), 'docs']]);
  ctx.config.docsInstances.forEach((instance, i) => {
    const fail = (key: string, message: string, why: string, fix: string) =>
      diagnostics.push({
        name: 'InvalidConfigValue',
        severity: 'error',
        message,
        ...instanceConfigPosition(ctx, i, key),
        why,
        fix,
      });
    if (ids.has(instance.id)) {
      fail(
        'id',
        `docsInstances[${i}] repeats the id "${instance.id}".`,
        'Each docs section has its own id.',
        'give it another id.',
      );
      return;
    }
    ids.add(instance.id);
    const base = trim(instance.routeBasePath);
    const other = bases.get(base);
    if (other !== undefined) {
      fail(
        'routeBasePath',
        `docsInstances[${i}] ("${instance.id}") has the route base path "${instance.routeBasePath}" of ${other === 'docs' ? 'the docs section' : `"${other}"`}.`,
        'Each docs section is served below a path of its own; two at one path would claim the same routes.',
        `give "${instance.id}" another routeBasePath (e.g. "${instance.id}").`,
      );
      return;
    }
    bases.set(base, instance.id);
    const root = path.resolve(ctx.siteDir, instance.path);
    if (!fs.existsSync(root) || !fs.statSync(root).isDirectory()) {
      fail(
        'path',
        `docsInstances[${i}] ("${instance.id}") reads its docs from "${instance.path}", which is not a folder of the site.`,
        'A docs section is built from the Markdown and MDX files of its folder.',
        `create ${instance.path}/, or fix the path (relative to the site folder).`,
      );
      return;
    }
    const versions = `${instance.id}_versions.json`;
    if (fs.existsSync(path.join(ctx.siteDir, versions)))
      diagnostics.push({
        name: 'InvalidConfigValue',
        severity: 'warning',
        message: `docsInstances[${i}] ("${instance.id}") has versions (${versions}), which docgen does not build for a further docs section yet: only ${instance.path}/ is published, at /${trim(instance.routeBasePath)}.`,
        ...instanceConfigPosition(ctx, i, 'id'),
        why: `Only the docs section is versioned (versions.json, versioned_docs/); the snapshots in ${instance.id}_versioned_docs/ are left out.`,
        fix: `build the versioned docs as the docs section, or remove ${versions} to publish "${instance.path}/" alone.`,
      });
    out.push(instance);
  });
  return out;
}

function trim(base: string): string {
  return base.replace(/^\/+|\/+$/g, '');
}

/**
 * The docs of each further docs section (`config.docsInstances`) that discover read: one
 * version each, served at the section's root, listed in the sitemap, never in the version menu.
 */
export function instanceDocsVersions(ctx: SiteContext, site: Pick<DiscoveredSite, 'sources'>): DocsVersion[] {
  const read = new Set(site.sources.map((s) => s.version));
  return ctx.config.docsInstances
    .filter((i) => read.has(instanceVersion(i.id)))
    .map(
      (i): DocsVersion => ({
        name: instanceVersion(i.id),
        label: 'Next',
        segment: '',
        banner: 'none',
        latest: true,
        pluginId: i.id,
        routeBasePath: i.routeBasePath,
      }),
    );
}
