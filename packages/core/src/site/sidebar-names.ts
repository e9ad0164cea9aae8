import fs from 'node:fs';
import {
  DEFAULT_DOCS_PLUGIN_ID,
  docsSectionOf,
  type NavbarMenuEntryConfig,
  type SiteContext,
  type SourceFile,
} from '@docgen/config';
import { CURRENT_VERSION } from '../discover/versions.js';
import { type Diagnostic, DocgenError, didYouMean, locateInSource } from '@docgen/diagnostics';
import { sidebarNamed, sidebarsOf, type Sidebars } from '../sidebars/resolve.js';
import { instanceOfVersion, instanceVersion } from '../discover/instances.js';
import { relPosix } from '../util/paths.js';

/**
 * What names a sidebar must name one of the sidebars file: navbar items of type `docSidebar`, and
 * the front matter's `displayed_sidebar` of the current docs.
 */
export function checkSidebarNames(ctx: SiteContext, sidebars: Sidebars, sources: readonly SourceFile[]): void {
  const diagnostics: Diagnostic[] = [];
  let source: string | undefined;
  // A further docs section (`docsPluginId`, `docsInstances`) has sidebars of its own.
  const setOf = (version: string) => sidebarsOf(sidebars, version);
  const sectionSets = (pluginId: string | undefined) => [
    setOf(pluginId ? instanceVersion(pluginId) : CURRENT_VERSION),
    ...[...sidebars.versions]
      .filter(([name]) => docsSectionOf(name).pluginId === (pluginId ?? DEFAULT_DOCS_PLUGIN_ID))
      .map(([, set]) => set),
  ];
  // A dropdown's entries are checked as the bar's own items are, each named by its place.
  const entries: { item: Extract<NavbarMenuEntryConfig, { type: 'docSidebar' }>; at: string }[] = [];
  const docItems: { item: Extract<NavbarMenuEntryConfig, { type: 'doc' }>; at: string }[] = [];
  const collect = (entry: NavbarMenuEntryConfig, at: string) => {
    if (entry.type === 'docSidebar') entries.push({ item: entry, at });
    if (entry.type === 'doc') docItems.push({ item: entry, at });
  };
  ctx.config.navbar.items.forEach((item, i) => {
    if (item.type === 'doc' || item.type === 'docSidebar') collect(item, `navbar.items[${i}]`);
    else if (item.type === 'dropdown')
      for (const [j, entry] of item.items.entries()) collect(entry, `navbar.items[${i}].items[${j}]`);
  });
  // A doc item names a doc of its section (any version): Docusaurus stops its build when none has the id.
  for (const { item, at } of docItems) {
    const pluginId = item.docsPluginId && item.docsPluginId !== 'default' ? item.docsPluginId : DEFAULT_DOCS_PLUGIN_ID;
    const ids = new Set(
      sources.filter((s) => s.kind === 'doc' && docsSectionOf(s.version).pluginId === pluginId).map((s) => s.id),
    );
    if (
      ids.has(item.docId) ||
      (pluginId !== DEFAULT_DOCS_PLUGIN_ID && !ctx.config.docsInstances.some((d) => d.id === pluginId))
    )
      continue;
    source ??= ctx.configFile && fs.existsSync(ctx.configFile) ? fs.readFileSync(ctx.configFile, 'utf8') : '';
    const folder = ctx.config.docsInstances.find((d) => d.id === pluginId)?.path ?? ctx.config.docs.path;
    diagnostics.push({
      name: 'InvalidConfigValue',
      severity: 'error',
      message: `${at} links to the doc "${item.docId}", which no doc of ${folder}/ has.`,
      ...(ctx.configFile ? { file: relPosix(ctx.siteDir, ctx.configFile) } : {}),
      ...locateInSource(source, ['navbar', 'items'], item.docId),
      why: `A doc item links to the doc of that id, the path of its file below ${folder}/ without extension, or its front matter's id (Docusaurus stops its build too: "Couldn't find any doc with id").`,
      fix:
        didYouMean(item.docId, [...ids]) ??
        'if a script or plugin of the site writes the doc before the build, run it first; else use the id of a doc, or make the item a link.',
    });
  }
  entries.forEach(({ item, at }) => {
    const pluginId = item.docsPluginId && item.docsPluginId !== 'default' ? item.docsPluginId : undefined;
    if (pluginId && !ctx.config.docsInstances.some((d) => d.id === pluginId)) {
      source ??= ctx.configFile && fs.existsSync(ctx.configFile) ? fs.readFileSync(ctx.configFile, 'utf8') : '';
      const ids = ctx.config.docsInstances.map((d) => d.id);
      diagnostics.push({
        name: 'InvalidConfigValue',
        severity: 'error',
        message: `${at} points into the docs section "${pluginId}", which docsInstances does not declare.`,
        ...(ctx.configFile ? { file: relPosix(ctx.siteDir, ctx.configFile) } : {}),
        ...locateInSource(source, ['navbar', 'items'], pluginId),
        why: `docsPluginId names the id of an entry of docsInstances (${ids.map((n) => `"${n}"`).join(', ') || 'none'}), or "default".`,
        fix: didYouMean(pluginId, ids) ?? 'declare the section in docsInstances, or remove docsPluginId.',
      });
      return;
    }
    // Its folder may not be built (`includeCurrentVersion: false`): any version's sidebars will do.
    const sets = sectionSets(pluginId);
    const found = sets.filter((set) => sidebarNamed(set, item.sidebarId));
    if (found.some((set) => (set.order.get(sidebarNamed(set, item.sidebarId)!)?.length ?? 0) > 0)) return;
    if (found.length > 0) {
      source ??= ctx.configFile && fs.existsSync(ctx.configFile) ? fs.readFileSync(ctx.configFile, 'utf8') : '';
      diagnostics.push({
        name: 'InvalidConfigValue',
        severity: 'error',
        message: `${at} links to the sidebar "${item.sidebarId}", which holds no doc: it has nothing to link to.`,
        ...(ctx.configFile ? { file: relPosix(ctx.siteDir, ctx.configFile) } : {}),
        ...locateInSource(source, ['navbar', 'items'], item.sidebarId),
        why: `A docSidebar item links to the first doc of its sidebar (Docusaurus stops the build too: "Sidebar with ID '${item.sidebarId}' doesn't have anything to be linked to"); its items name no doc, as an autogenerated item does whose folder holds none (docs a Docusaurus plugin writes there, as docusaurus-plugin-typedoc's, are not made by docgen).`,
        fix: 'add docs to the sidebar (write or generate them into its folder), or remove the navbar item.',
      });
      return;
    }
    const names = [...new Set(sets.flatMap((set) => [...set.byName.keys()]))];
    source ??= ctx.configFile && fs.existsSync(ctx.configFile) ? fs.readFileSync(ctx.configFile, 'utf8') : '';
    const file = ctx.configFile ? relPosix(ctx.siteDir, ctx.configFile) : undefined;
    diagnostics.push({
      name: 'InvalidConfigValue',
      severity: 'error',
      message: `${at} links to the sidebar "${item.sidebarId}", which the sidebars file does not have.`,
      ...(file ? { file } : {}),
      ...locateInSource(source, ['navbar', 'items'], item.sidebarId),
      why: `A docSidebar item links to the first doc of a sidebar; the sidebars are ${names.map((n) => `"${n}"`).join(', ') || 'none'}.`,
      fix: didYouMean(item.sidebarId, names) ?? 'use the name of a sidebar (a key of the sidebars file).',
    });
  });
  for (const source of sources) {
    const shown = source.frontMatter.displayed_sidebar;
    const current = source.version === CURRENT_VERSION || instanceOfVersion(ctx, source.version) !== undefined;
    if (source.kind !== 'doc' || !current || typeof shown !== 'string') continue;
    const set = setOf(source.version);
    if (sidebarNamed(set, shown)) continue;
    const names = [...set.byName.keys()];
    const text = fs.existsSync(source.file) ? fs.readFileSync(source.file, 'utf8') : '';
    const line = text.split('\n').findIndex((l) => /^displayed_sidebar\s*:/.test(l));
    diagnostics.push({
      name: 'InvalidFrontMatter',
      severity: 'error',
      message: `Front matter "displayed_sidebar": "${shown}" is not a sidebar of the sidebars file.`,
      file: source.relFile,
      ...(line >= 0 ? { line: line + 1, column: 1 } : {}),
      why: `The sidebars are ${names.map((n) => `"${n}"`).join(', ') || 'none'}.`,
      fix: didYouMean(shown, names) ?? 'use the name of a sidebar, or null for none.',
    });
  }
  if (diagnostics.length > 0) throw new DocgenError(diagnostics);
}
