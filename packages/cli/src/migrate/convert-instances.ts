import fs from 'node:fs';
import path from 'node:path';
import { convertDocs, type MarkdownPlugin } from './convert-docs.js';
import { type Dict, type Notes, str } from './notes.js';

/** A docs plugin instance beside the docs section, as an entry of docgen's `docsInstances`. */
export interface InstanceConversion {
  instance: Dict & { id: string; path: string; routeBasePath: string };
  /** Its Docusaurus sidebars file (absolute), `false`, or undefined (generated from its folder). */
  sidebarFile: string | false | undefined;
  /** Where it is in the Docusaurus config, for the notes. */
  at: string;
  /** Its remark and rehype plugins, carried over: docgen runs markdown plugins for every section. */
  markdownPlugins: MarkdownPlugin[];
}

/** Keys of `docsInstances` entries; what else the docs options give is said in a note. */
const INSTANCE_KEYS = new Set(['path', 'routeBasePath', 'editUrl', 'sidebarPath', 'tags', 'onInlineTags']);

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
  const converted = convertDocs(options, at, siteDir, notes);
  const routeBasePath = (str(converted.docs.routeBasePath) ?? 'docs').replace(/^\/+|\/+$/g, '');
  const instance: InstanceConversion['instance'] = { id, path: converted.docsPath, routeBasePath };
  if (typeof converted.docs.editUrl === 'string') instance.editUrl = converted.docs.editUrl;
  for (const key of ['tags', 'onInlineTags'])
    if (converted.docs[key] !== undefined) instance[key] = converted.docs[key];
  // `lastVersion: 'current'` is what docgen does for the section: its folder at its root.
  const left = Object.keys(converted.docs).filter(
    (k) => !INSTANCE_KEYS.has(k) && !(k === 'lastVersion' && converted.docs.lastVersion === 'current'),
  );
  if (left.length > 0)
    notes.add(
      at,
      `sets ${left.map((k) => `"${k}"`).join(', ')}, which docgen has for the docs section only: not carried over for "${id}".`,
      'nothing to do, unless the section needs them.',
    );
  if (fs.existsSync(path.join(siteDir, `${id}_versions.json`)))
    notes.add(
      at,
      `has versions (${id}_versions.json): docgen builds the docs section's versions only, so "${id}" is published from ${converted.docsPath}/ alone, at /${routeBasePath}.`,
      `nothing to do, unless readers need the versions of "${id}" (build them as the docs section of a site of their own).`,
    );
  if (converted.markdownPlugins.length > 0)
    notes.add(
      at,
      `has remark or rehype plugins (${converted.markdownPlugins.map((p) => p.spec).join(', ')}): docgen runs markdown plugins for the whole site, so they change the pages of every docs section, not of "${id}" alone.`,
      `check the pages of the other sections, or make the plugins skip files outside ${converted.docsPath}/.`,
    );
  return { instance, sidebarFile: converted.sidebarFile, at, markdownPlugins: converted.markdownPlugins };
}
