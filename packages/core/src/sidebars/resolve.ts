import path from 'node:path';
import { DocgenError, closest, type Diagnostic, locateInSource } from '@docgen/diagnostics';
import { CURRENT_VERSION, sectionLayout, type VersionsLayout, versionsLayout } from '../discover/versions.js';
import {
  type CategoryMeta,
  DEFAULT_DOCS_PLUGIN_ID,
  type DiscoveredSite,
  docsVersionName,
  type SiteContext,
  type SourceFile,
} from '@docgen/config';
import { relPosix } from '../util/paths.js';
import type { SidebarItemConfig, SidebarsConfig } from '@docgen/config';
import { autogenerate, slugKey } from './autogenerate.js';
import { placeContributions } from './contributions.js';
import { assignDefaultSlugs, categorySlugger, type GeneratedIndex, generatedIndexOf } from './generated-index.js';
import { SidebarTranslations } from './translations.js';
import { readSnapshotSidebars } from './snapshots.js';
import { DEFAULT_SIDEBAR, LEGACY_DEFAULT_SIDEBAR, readSidebarsFile } from './read-file.js';
import { instanceVersion } from '../discover/instances.js';

type Label = string | Record<string, string>;

/** A sidebar after expansion and validation, still locale-independent. */
export type SidebarNode =
  | { type: 'doc'; id: string; label?: Label; className?: string }
  | { type: 'link'; href: string; label: Label; className?: string }
  | {
      type: 'category';
      label: Label;
      className?: string;
      key: string;
      collapsed: boolean;
      collapsible: boolean;
      linkDocId?: string;
      /** The category links to its generated index page (whose doc id is `linkDocId`). */
      index?: GeneratedIndex;
      items: SidebarNode[];
    };

/** The sidebars of one docs version. */
export interface SidebarSet {
  /** Sidebars by name, in file order. */
  byName: Map<string, SidebarNode[]>;
  /** Doc id → the name of the first sidebar holding it. */
  sidebarOfDoc: Map<string, string>;
  /** Sidebar name → doc ids in reading order (for previous / next). */
  order: Map<string, string[]>;
  /** Docusaurus' translations of the labels (`current.json`, `version-<name>.json`). */
  translations?: SidebarTranslations;
  /** The file the sidebars come from (the docs folder when generated): generated index pages name it. */
  file?: string;
  /** Made from the folder tree (no sidebars file): its one sidebar is also found by its earlier name. */
  generated?: boolean;
}

/**
 * The name of the sidebar `name` designates in a set (navbar `sidebarId`, `displayed_sidebar`, a
 * plugin's `sidebar`): itself, or for a generated set docgen's earlier name "docs" of `defaultSidebar`.
 */
export function sidebarNamed(set: SidebarSet, name: string): string | undefined {
  if (set.byName.has(name)) return name;
  return set.generated && name === LEGACY_DEFAULT_SIDEBAR && set.byName.has(DEFAULT_SIDEBAR)
    ? DEFAULT_SIDEBAR
    : undefined;
}

/** The sidebars of the site: the fields of {@link SidebarSet} are those of `current` (the docs folder). */
export interface Sidebars extends SidebarSet {
  /** Files the sidebars come from (watcher, cache keys), snapshots of versions included. */
  dependencies: string[];
  /** Sidebars of the snapshot versions (`versioned_sidebars/version-<name>-sidebars.json`), by version name. */
  versions: Map<string, SidebarSet>;
}

const NO_SIDEBARS: SidebarSet = { byName: new Map(), sidebarOfDoc: new Map(), order: new Map() };

/** The sidebars of a docs version. */
export function sidebarsOf(sidebars: Sidebars, version: string): SidebarSet {
  return version === CURRENT_VERSION ? sidebars : (sidebars.versions?.get(version) ?? NO_SIDEBARS);
}

/** A version's label in a locale: its translations' `version.label` (Docusaurus' `current.json`) first, as Docusaurus shows it. */
export function versionLabelIn(
  sidebars: Sidebars | undefined,
  version: { name: string; label: string },
  locale: string,
): string {
  return (sidebars && sidebarsOf(sidebars, version.name).translations?.versionLabel(locale)) || version.label;
}

/** The first doc of a version's first sidebar (the version's home when `docs.homeDocId` is not in it). */
export function firstDocOf(set: SidebarSet): string | undefined {
  return [...set.order.values()][0]?.[0];
}

/**
 * Loads `sidebars.ts` (or generates one sidebar from the docs tree) and checks every doc id;
 * then each snapshot version's resolved sidebars (or, when its file is missing, one generated
 * from its docs tree).
 */
export async function loadSidebars(ctx: SiteContext, site: DiscoveredSite): Promise<Sidebars> {
  const docs = site.sources.filter(
    (s) => s.kind === 'doc' && s.locale === ctx.defaultLocale.code && s.version === CURRENT_VERSION,
  );
  const read = await readSidebarsFile(ctx, ctx.config.docs.sidebarPath, ['docs', 'sidebarPath'], 'docs.sidebarPath');
  let config = read.config;
  const { file, source, dependencies } = read;
  const diagnostics: Diagnostic[] = [];
  config = placeContributions(
    config,
    site.sidebarItems,
    { relFile: file ? relPosix(ctx.siteDir, file) : undefined, source },
    diagnostics,
    !file,
  );
  const translationFiles: string[] = [];
  // `generated`: made from the folder tree, no sidebars file.
  const finish = (set: SidebarSet, version: string, from: string, generated: boolean): SidebarSet => {
    const translations = SidebarTranslations.read(ctx, version, diagnostics);
    translationFiles.push(...translations.files);
    const byName = new Map(
      [...set.byName].map(([name, nodes]) => [name, translations.apply(name, nodes, ctx.defaultLocale.code)]),
    );
    return { ...set, byName, translations, file: from, ...(generated ? { generated } : {}) };
  };
  const current = finish(
    resolveSidebarSet(
      ctx,
      // includeCurrentVersion: false: the docs folder is not built, so neither are its sidebars.
      site.withoutCurrentVersion ? {} : config,
      docs,
      site.categories.filter((c) => !c.version),
      file ? relPosix(ctx.siteDir, file) : undefined,
      source,
      ctx.config.docs.path,
      diagnostics,
    ),
    CURRENT_VERSION,
    file ?? path.join(ctx.siteDir, ctx.config.docs.path),
    !file,
  );
  const versions = new Map<string, SidebarSet>();
  const snapshotFiles: string[] = [];
  // The snapshot versions of any section, each under its docs version name.
  const snapshots = (layout: VersionsLayout, names: readonly string[]) => {
    for (const name of names) {
      const version = docsVersionName(layout.section, name);
      const snapshot = readSnapshotSidebars(ctx, layout, name);
      if (snapshot.text) snapshotFiles.push(snapshot.abs);
      const versionDocs = site.sources.filter(
        (s) => s.kind === 'doc' && s.locale === ctx.defaultLocale.code && s.version === version,
      );
      const set = resolveSidebarSet(
        ctx,
        snapshot.config,
        versionDocs,
        site.categories.filter((c) => c.version === version),
        snapshot.text ? snapshot.rel : undefined,
        snapshot.text,
        snapshot.docsDir,
        diagnostics,
      );
      const from = snapshot.text ? snapshot.abs : path.join(ctx.siteDir, snapshot.docsDir);
      versions.set(version, finish(set, version, from, !snapshot.text));
    }
  };
  snapshots(sectionLayout(ctx, DEFAULT_DOCS_PLUGIN_ID), site.versions ?? []);
  for (const instance of ctx.config.docsInstances)
    snapshots(versionsLayout(instance.id), site.instanceVersionSets?.[instance.id]?.versions ?? []);
  const instanceFiles = await loadInstanceSidebars(ctx, site, versions, finish, diagnostics);
  if (diagnostics.length > 0) throw new DocgenError(diagnostics);
  return {
    ...current,
    versions,
    dependencies: [...(file ? [file, ...dependencies] : []), ...snapshotFiles, ...instanceFiles, ...translationFiles],
  };
}

/** Expands and checks the sidebars of one version against its docs. */
function resolveSidebarSet(
  ctx: SiteContext,
  config: SidebarsConfig,
  docs: SourceFile[],
  categoryMeta: CategoryMeta[],
  relFile: string | undefined,
  source: string,
  docsDir: string,
  diagnostics: Diagnostic[],
): SidebarSet {
  const ids = new Set(docs.map((d) => d.id));
  // Plugins place their generated docs themselves: the folder tree is the files'.
  const files = docs.filter((d) => !d.generatedBy);
  const byName = new Map<string, SidebarNode[]>();
  const sidebarOfDoc = new Map<string, string>();
  const order = new Map<string, string[]>();
  const defaultLocale = ctx.defaultLocale.code;

  const checkId = (sidebar: string, id: string): boolean => {
    if (ids.has(id)) return true;
    const near = closest(id, ids);
    diagnostics.push({
      name: 'UnknownSidebarDocId',
      severity: 'error',
      message: `Sidebar "${sidebar}" names the doc id "${id}", which does not exist.`,
      file: relFile,
      ...(relFile ? locateInSource(source, [], id) : {}),
      why: `A doc id is the path of a doc below "${docsDir}/" without extension.`,
      fix:
        near.length > 0
          ? `did you mean ${near.map((n) => `"${n}"`).join(', ')}?`
          : 'create the doc or remove the item.',
    });
    return false;
  };

  const slugger = categorySlugger();
  for (const [name, items] of Object.entries(config)) {
    const expand = (list: SidebarItemConfig[], keyPrefix: string): SidebarNode[] =>
      list.flatMap((item, index): SidebarNode[] => {
        if (typeof item === 'string') return checkId(name, item) ? [{ type: 'doc', id: item }] : [];
        switch (item.type) {
          case 'doc':
            return checkId(name, item.id)
              ? [
                  {
                    type: 'doc',
                    id: item.id,
                    ...(item.label ? { label: item.label } : {}),
                    ...(item.className ? { className: item.className } : {}),
                  },
                ]
              : [];
          case 'link':
            return [
              {
                type: 'link',
                href: item.href,
                label: item.label,
                ...(item.className ? { className: item.className } : {}),
              },
            ];
          case 'generated':
            // Placed by `placeContributions`; one left here names nothing.
            return [];
          case 'autogenerated':
            return autogenerate(
              files,
              categoryMeta,
              defaultLocale,
              item.dirName === '.' ? '' : item.dirName.replace(/^\.\/|\/$/g, ''),
              name,
              ctx.siteDir,
            );
          default: {
            const key =
              item.key ??
              `${keyPrefix}${typeof item.label === 'string' ? item.label : (Object.values(item.label)[0] ?? index)}`;
            const generatedIndex =
              item.link?.type === 'generated-index' ? generatedIndexOf(item.label, item.link, name) : undefined;
            const linkDocId =
              generatedIndex?.docId ??
              (item.link?.type === 'doc' && checkId(name, item.link.id) ? item.link.id : undefined);
            return [
              {
                type: 'category',
                label: item.label,
                ...(item.className ? { className: item.className } : {}),
                key: slugKey(key),
                collapsed: item.collapsed ?? true,
                collapsible: item.collapsible ?? true,
                ...(linkDocId ? { linkDocId } : {}),
                ...(generatedIndex ? { index: generatedIndex } : {}),
                items: expand(item.items, `${key}/`),
              },
            ];
          }
        }
      });
    const nodes = expand(items, '');
    assignDefaultSlugs(nodes, slugger);
    byName.set(name, nodes);
    const ids: string[] = [];
    const walk = (list: SidebarNode[]) => {
      for (const n of list) {
        if (n.type === 'doc') ids.push(n.id);
        if (n.type === 'category') {
          if (n.linkDocId) ids.push(n.linkDocId);
          walk(n.items);
        }
      }
    };
    walk(nodes);
    order.set(name, ids);
    for (const id of ids) if (!sidebarOfDoc.has(id)) sidebarOfDoc.set(id, name);
  }
  return { byName, sidebarOfDoc, order };
}

/**
 * A version's sidebars as a sidebars file (JSON, written by `docgen version`): the resolved
 * items, so a snapshot never changes when the docs tree or `sidebars.ts` does.
 */
export function sidebarsToConfig(set: SidebarSet): SidebarsConfig {
  const convert = (nodes: SidebarNode[]): SidebarItemConfig[] =>
    nodes.map((node): SidebarItemConfig => {
      const className = node.className ? { className: node.className } : {};
      if (node.type === 'doc')
        return node.label || node.className
          ? { type: 'doc', id: node.id, ...(node.label ? { label: node.label } : {}), ...className }
          : node.id;
      if (node.type === 'link') return { type: 'link', href: node.href, label: node.label, ...className };
      return {
        type: 'category',
        label: node.label,
        ...className,
        key: node.key,
        collapsed: node.collapsed,
        collapsible: node.collapsible,
        ...(node.index
          ? { link: { ...withoutIds(node.index), type: 'generated-index' as const } }
          : node.linkDocId
            ? { link: { type: 'doc' as const, id: node.linkDocId } }
            : {}),
        items: convert(node.items),
      };
    });
  return Object.fromEntries([...set.byName].map(([name, nodes]) => [name, convert(nodes)]));
}

function withoutIds(index: GeneratedIndex) {
  const { docId: _docId, sidebar: _sidebar, declaredIn: _declaredIn, ...link } = index;
  return link;
}

/**
 * The sidebars of each further docs section (`config.docsInstances`), put in `sets` under the
 * section's version: its own file, checked against its own docs, so two sections may name their
 * sidebars alike. Gives the files read (watcher, cache keys).
 */
async function loadInstanceSidebars(
  ctx: SiteContext,
  site: DiscoveredSite,
  sets: Map<string, SidebarSet>,
  finish: (set: SidebarSet, version: string, from: string, generated: boolean) => SidebarSet,
  diagnostics: Diagnostic[],
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
    const docs = site.sources.filter(
      (s) => s.kind === 'doc' && s.locale === ctx.defaultLocale.code && s.version === version,
    );
    const set = resolveSidebarSet(
      ctx,
      sidebars.config,
      docs,
      site.categories.filter((c) => c.version === version),
      sidebars.file ? relPosix(ctx.siteDir, sidebars.file) : undefined,
      sidebars.source,
      instance.path,
      diagnostics,
    );
    sets.set(version, finish(set, version, sidebars.file ?? path.resolve(ctx.siteDir, instance.path), !sidebars.file));
  }
  return files;
}
