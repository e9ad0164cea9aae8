import { convertDocs, type MarkdownPlugin } from './convert-docs.js';
import { type Dict, describeValue, isDict, type Notes, str } from './notes.js';

/** A docs plugin instance beside the docs section, as an entry of docgen's `docsInstances`. */
export interface InstanceConversion {
  instance: Dict & { id: string; path: string; routeBasePath: string };
  /** Its Docusaurus sidebars file (absolute), `false`, or undefined (generated from its folder). */
  sidebarFile: string | false | undefined;
  /** Where it is in the Docusaurus config, for the notes. */
  at: string;
  /** Its remark and rehype plugins, carried over to run on its docs (`markdown.on: ['docs:<id>']`). */
  markdownPlugins: MarkdownPlugin[];
  /** It ran `mdx-mermaid` (see ConvertedDocs). */
  mermaid?: true;
  /** Its `sidebarItemsGenerator`, carried over as the docs section's is. */
  itemsGenerator?: { fn: unknown; at: string };
}

/** Keys of `docsInstances` entries; what else the docs options give is said in a note. */
const INSTANCE_KEYS = new Set([
  'path',
  'routeBasePath',
  'editUrl',
  'sidebarPath',
  'include',
  'exclude',
  'tags',
  'onInlineTags',
  'showLastUpdateTime',
  'showLastUpdateAuthor',
  'sidebarCollapsible',
  'sidebarCollapsed',
  'sidebarCategoryLabels',
]);
/** Options an instance entry takes as they are in the Docusaurus options. */
const CARRIED_KEYS = [
  'include',
  'exclude',
  'tags',
  'onInlineTags',
  'showLastUpdateTime',
  'showLastUpdateAuthor',
  'sidebarCollapsible',
  'sidebarCollapsed',
  'sidebarCategoryLabels',
];
/** Version options, carried over as the docs section's are: docgen builds `<id>_versions.json` as `versions.json`. */
const VERSION_KEYS = ['includeCurrentVersion', 'onlyIncludeVersions', 'lastVersion', 'versions'];

/**
 * The options of a `@docusaurus/plugin-content-docs` instance of id `id` (not the docs section) as
 * an entry of `docsInstances`, with Docusaurus' defaults written out (`path` and
 * `routeBasePath` are `docs` when unset).
 */
export function convertDocsInstance(
  options: Dict,
  at: string,
  id: string,
  siteDir: string,
  notes: Notes,
): InstanceConversion {
  const converted = convertDocs(options, at, siteDir, notes, `${id}_versions.json`);
  const routeBasePath = (str(converted.docs.routeBasePath) ?? 'docs').replace(/^\/+|\/+$/g, '');
  const instance: InstanceConversion['instance'] = { id, path: converted.docsPath, routeBasePath };
  if (typeof converted.docs.editUrl === 'string') instance.editUrl = converted.docs.editUrl;
  for (const key of [...CARRIED_KEYS, ...VERSION_KEYS])
    if (converted.docs[key] !== undefined) instance[key] = converted.docs[key];
  const left = Object.keys(converted.docs).filter((k) => !INSTANCE_KEYS.has(k) && !VERSION_KEYS.includes(k));
  if (left.length > 0)
    notes.add(
      at,
      `sets ${left.map((k) => `"${k}"`).join(', ')}, which docgen has for the docs section only: not carried over for "${id}".`,
      'nothing to do, unless the section needs them.',
    );
  return {
    instance,
    sidebarFile: converted.sidebarFile,
    at,
    markdownPlugins: converted.markdownPlugins,
    ...(converted.mermaid ? { mermaid: converted.mermaid } : {}),
    ...(converted.itemsGenerator !== undefined ? { itemsGenerator: converted.itemsGenerator } : {}),
  };
}

/**
 * Docusaurus 2's alphas read `themeConfig.sidebarCollapsible` (beta.9 moved it to the docs
 * plugin's options): it is every docs section's default where the section does not set its own.
 */
export function themeSidebarCollapsible(themeConfig: unknown, sections: Dict[], notes: Notes): void {
  const value = isDict(themeConfig) ? themeConfig.sidebarCollapsible : undefined;
  if (value === undefined) return;
  if (typeof value !== 'boolean') {
    notes.add(
      'themeConfig.sidebarCollapsible',
      `is ${describeValue(value)}, not true or false: left out.`,
      'set docs.sidebarCollapsible by hand.',
    );
    return;
  }
  for (const section of sections) if (section.sidebarCollapsible === undefined) section.sidebarCollapsible = value;
  notes.add(
    'themeConfig.sidebarCollapsible',
    `(${value}) is carried over as docs.sidebarCollapsible, where Docusaurus 2.0.0-beta.9 moved it, for every docs section.`,
    'nothing to do.',
  );
}
