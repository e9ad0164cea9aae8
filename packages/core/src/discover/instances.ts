import fs from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '@docgen/diagnostics';
import { locateInSource } from '@docgen/diagnostics';
import {
  DEFAULT_DOCS_PLUGIN_ID,
  type DocsVersion,
  type NavbarItemConfig,
  docsSectionOf,
  docsVersionName,
  type RouteManifest,
  type RouteRecord,
  type SiteConfig,
  type SiteContext,
} from '@docgen/config';
import { CURRENT_VERSION, sectionLayout } from './versions.js';
import { relPosix, toPosix } from '../util/paths.js';

/**
 * Further docs sections (`config.docsInstances`): Docusaurus' docs plugin instances beside the
 * `docs` section. Each is carried through the build as a docs version of its own, named
 * `<id>@current` (see {@link instanceVersion}): a version already has its own docs root, its own
 * sidebars, its own home and keys of its own in the route manifest, which is what an instance
 * needs. What sets an instance apart is its route base path (`DocsVersion.routeBasePath`) and
 * that it is kept out of the `docs` section's version menu. Its own versions are versions of the
 * same kind, `<id>@<name>`, read and resolved by the docs section's code (`versionsLayout`):
 *
 *   <path>/                                                         its docs (default locale)
 *   i18n/<locale>/docusaurus-plugin-content-docs-<id>/current/       their translations
 *   i18n/<locale>/docusaurus-plugin-content-docs-<id>/current.json   its category labels
 *   <id>_versions.json, <id>_versioned_docs/version-<name>/, <id>_versioned_sidebars/,
 *   i18n/<locale>/docusaurus-plugin-content-docs-<id>/version-<name>/ (and `.json`)
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

/** The docs version a navbar item points into: the latest of the section its `docsPluginId` names, else the latest. */
export function navbarVersion(manifest: RouteManifest, pluginId: string | undefined): string {
  const section =
    pluginId && pluginId !== DEFAULT_DOCS_PLUGIN_ID
      ? (manifest.instanceVersions.find((v) => v.pluginId === pluginId && v.latest) ??
        manifest.instanceVersions.find((v) => v.pluginId === pluginId))
      : undefined;
  return section?.name ?? manifest.latestVersion.name;
}

/** The versions of the docs section a page is of (the `docs` section's for a page of no section). */
export function sectionVersionsOf(
  manifest: RouteManifest,
  route: Pick<RouteRecord, 'kind' | 'version'>,
): DocsVersion[] {
  const { pluginId } = docsSectionOf(route.version);
  if (route.kind !== 'doc' || pluginId === DEFAULT_DOCS_PLUGIN_ID) return manifest.versions;
  return manifest.instanceVersions.filter((v) => v.pluginId === pluginId);
}

/** The versions of a docs section by its id (`default`: the docs section). */
export function versionsOfSection(manifest: RouteManifest, section: string): DocsVersion[] {
  return section === DEFAULT_DOCS_PLUGIN_ID
    ? manifest.versions
    : manifest.instanceVersions.filter((v) => v.pluginId === section);
}

/**
 * The versions whose preferred one the runtime follows on a page: its section's; on a page of no
 * versioned section, those of the first navbar version menu with two or more (Docusaurus shows
 * that menu on every page, and the runtime remembers a pick in it under its section).
 */
export function bootVersionsOf(
  manifest: RouteManifest,
  route: Pick<RouteRecord, 'kind' | 'version'>,
  items: readonly NavbarItemConfig[],
): DocsVersion[] {
  const own = sectionVersionsOf(manifest, route);
  if (own.length > 1) return own;
  for (const item of items) {
    if (item.type !== 'docsVersionDropdown') continue;
    const versions = versionsOfSection(manifest, item.docsPluginId ?? DEFAULT_DOCS_PLUGIN_ID);
    if (versions.length > 1) return versions;
  }
  return own;
}

/** A docs version of any section by its name. */
export function docsVersionNamed(manifest: RouteManifest, name: string): DocsVersion | undefined {
  return manifest.versions.find((v) => v.name === name) ?? manifest.instanceVersions.find((v) => v.name === name);
}

/** The docs folder of a version of any section, relative to the site folder (POSIX). */
export function sectionDocsPath(ctx: SiteContext, version: string): string {
  const { pluginId, version: name } = docsSectionOf(version);
  const root = pluginId === DEFAULT_DOCS_PLUGIN_ID ? ctx.config.docs.path : instanceOfVersion(ctx, version)?.path;
  if (name !== CURRENT_VERSION) return sectionLayout(ctx, pluginId).docsDir(name);
  return toPosix(path.normalize(root ?? ctx.config.docs.path));
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
 * its own.
 */
/** A further section's own file globs (Docusaurus' `include` and `exclude`), for each of its roots. */
export function instanceGlobs(instance: DocsInstanceConfig): { exclude: string[]; include: string[] | undefined } {
  return { exclude: instance.exclude ?? [], include: instance.include };
}

export function checkedInstances(ctx: SiteContext, diagnostics: Diagnostic[]): DocsInstanceConfig[] {
  const out: DocsInstanceConfig[] = [];
  // The docs section's own id (`docs.id`) is taken too: its files would be the instance's.
  const ids = new Set<string>(ctx.config.docs.id ? [ctx.config.docs.id] : []);
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
        `docsInstances[${i}] repeats the id "${instance.id}"${instance.id === ctx.config.docs.id ? ' of the docs section (docs.id)' : ''}.`,
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
    out.push(instance);
  });
  return out;
}

/**
 * `<id>_versions.json` files of docs plugin instances the config does not declare (a site whose
 * instance of id `<id>` became the docs section keeps them under that name): said, as their
 * versions are not built.
 */
export function strayVersionFiles(ctx: SiteContext): Diagnostic[] {
  const ids = new Set([...ctx.config.docsInstances.map((i) => i.id), ctx.config.docs.id]);
  const configFile = ctx.configFile ? { file: relPosix(ctx.siteDir, ctx.configFile) } : {};
  return fs
    .readdirSync(ctx.siteDir)
    .filter((name) => name.endsWith('_versions.json'))
    .sort()
    .flatMap((name): Diagnostic[] => {
      const id = name.slice(0, -'_versions.json'.length);
      if (ids.has(id) || !fs.existsSync(path.join(ctx.siteDir, `${id}_versioned_docs`))) return [];
      return [
        {
          name: 'InvalidConfigValue',
          severity: 'warning',
          message: `${name} lists the versions of the docs section "${id}", which docsInstances does not declare: they are not built.`,
          ...configFile,
          why: `Versions of a docs section "${id}" are read from ${name} and ${id}_versioned_docs/ when docsInstances declares "${id}" or docs.id is "${id}"; the docs section's own are versions.json and versioned_docs/ otherwise.`,
          fix: `declare "${id}" in docsInstances, or, if it is the docs section, give it its id: docs: { id: '${id}' }.`,
        },
      ];
    });
}

function trim(base: string): string {
  return base.replace(/^\/+|\/+$/g, '');
}
