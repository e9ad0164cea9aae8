import fs from 'node:fs';
import path from 'node:path';
import { docsVersionSegment } from '@docgen/config';
import { type Dict, isDict, type Notes, str } from './notes.js';

/**
 * One API of docusaurus-plugin-openapi-docs (an entry of its `config`, or one of its `versions`)
 * as a reference section of @docgen/plugin-openapi at the same routes.
 */
export interface ApiSection {
  /** Where it is in the Docusaurus config (`plugins[2].config.petstore`). */
  at: string;
  /** The document, relative to the site folder. */
  spec: string;
  /** docgen's `reference` option: `path` (the generated pages' folder below the docs root) and `id`. */
  reference: Dict;
  /** The folder the Docusaurus plugin writes the pages into, relative to the docs folder. */
  outputRel: string;
  /** Whether that folder is inside the docs folder (else the section is placed by its key, and nothing is excluded). */
  inside: boolean;
  /** Route of that folder under Docusaurus (`/petstore`). */
  route: string;
  /** What the Docusaurus plugin generates pages for: info page, tag pages, schema pages. */
  pages: { info: boolean; tags: boolean; schemas: boolean };
  /** The docs section the pages are written into (its folder and route base, relative, no slashes). */
  docs: ApiDocsSection;
  /**
   * Whether the plugin writes the pages into the docs folder itself (outputDir is it): their doc
   * ids have no folder to tell them by, so the info page's (`infoId`) is read from the document.
   */
  atRoot: boolean;
  /** The Docusaurus doc id of the info page, when `atRoot` (see `noteInfoIds`). */
  infoId?: string;
  /**
   * The doc ids of the pages the plugin generated, as they are in the docs folder (their front
   * matter's `id`, which a site's script may have rewritten: `tag_projects`), relative to the docs
   * root, with what each page is (see `noteInfoIds`). Empty when the pages are not there.
   */
  generatedIds?: Map<string, GeneratedKind>;
  /** The route of the single Redoc page the section replaces (redocusaurus, `convert-redoc.ts`). */
  redoc?: string;
}

/** What a page docusaurus-plugin-openapi-docs generates is, by its file name (`x.tag.mdx`). */
export type GeneratedKind = 'api' | 'info' | 'tag' | 'schema';

/** A docs section API pages go into: the docs section, or a docs plugin instance (`docsPluginId`). */
export interface ApiDocsSection {
  path: string;
  routeBase: string;
  /** The instance's id, for one of `docsInstances`; absent for the docs section. */
  docsPluginId?: string;
}

export interface ApiDocsConversion {
  sections: ApiSection[];
  /** Globs of the generated pages, relative to the docs folder: left out of the build (docs.exclude). */
  exclude: string[];
  /** The same, for the generated pages of a docs plugin instance, by its id (its `exclude`). */
  instanceExclude: Map<string, string[]>;
  /**
   * What the sidebars file gets when it imports a generated file (absolute path without extension):
   * `<outputDir>/sidebar` gives the section's place (`{ type: 'generated', id }`), `versions.json` the versions.
   */
  generatedModules: Map<string, unknown>;
}

/** Options of an API entry docgen carries over; every other one is said in a note. */
const READ = new Set(['specPath', 'outputDir', 'sidebarOptions', 'showSchemas', 'versions', 'version', 'label']);

/** What a Docusaurus option of an API becomes in docgen, when it is not simply left out. */
const WHY: Record<string, string> = {
  template: "a mustache template of the generated MDX: docgen's pages are rendered by the plugin, not from MDX",
  infoTemplate: 'a mustache template of the info page',
  tagTemplate: 'a mustache template of the tag pages',
  schemaTemplate: 'a mustache template of the schema pages',
  markdownGenerators: 'functions writing the generated MDX',
  hideSendButton:
    "the API explorer's Send button: docgen's pages have no request runner; readers copy the code samples",
  proxy: "the API explorer's CORS proxy: docgen's pages send no requests",
  downloadUrl: "the download button's URL: docgen publishes the document with the `publish` option",
  showInfoPage: "the info page switch: docgen's section always has its overview page",
};

/**
 * The docs section an API's `docsPluginId` names: the docs plugin instance of that id (carried
 * over as `docsInstances`), else the preset's docs (`main`).
 */
export function docsSectionFor(
  instances: { instance: Dict }[],
  main: ApiDocsSection,
): (docsPluginId: string | undefined) => ApiDocsSection {
  return (pluginId) => {
    const instance = instances.find((i) => i.instance.id === pluginId)?.instance;
    if (!instance) return main;
    const base = String(instance.routeBasePath ?? instance.id).replace(/^\/+|\/+$/g, '');
    return { path: String(instance.path), routeBase: base, docsPluginId: String(instance.id) };
  };
}

/**
 * The route of the current docs (the docs folder, where API pages go) below the section's route
 * base: Docusaurus serves it at `next` (or `versions.current.path`) when another version is the
 * latest (`lastVersion`, else the newest of the versions file), at the base itself otherwise.
 */
export function currentDocsPath(docs: Dict, siteDir: string, versionsFile = 'versions.json'): string {
  let newest: unknown;
  try {
    newest = (JSON.parse(fs.readFileSync(path.join(siteDir, versionsFile), 'utf8')) as unknown[])[0];
  } catch {
    // No versions file: the docs folder is the only version.
  }
  const last = str(docs.lastVersion) ?? (typeof newest === 'string' ? newest : 'current');
  const current = isDict(docs.versions) && isDict(docs.versions.current) ? docs.versions.current : {};
  return docsVersionSegment('current', last, str(current.path));
}

/**
 * The `config` of each docusaurus-plugin-openapi-docs entry as reference sections. `sectionOf`
 * gives the docs section an entry's `docsPluginId` names, where the plugin writes its pages: a
 * docs plugin instance of that id, else the preset's docs (`classic`, as the plugin matches it).
 */
export function apiDocsOf(
  entries: { options: Dict; at: string }[],
  sectionOf: (docsPluginId: string | undefined) => ApiDocsSection,
  siteDir: string,
  notes: Notes,
): ApiDocsConversion {
  const out: ApiDocsConversion = { sections: [], exclude: [], instanceExclude: new Map(), generatedModules: new Map() };
  for (const { options, at } of entries) {
    const config = isDict(options.config) ? options.config : {};
    const docs = sectionOf(str(options.docsPluginId));
    const excluded = docs.docsPluginId
      ? (out.instanceExclude.get(docs.docsPluginId) ??
        out.instanceExclude.set(docs.docsPluginId, []).get(docs.docsPluginId)!)
      : out.exclude;
    // Options left out, each said once with the APIs that set it.
    const left = new Map<string, string[]>();
    for (const [key, raw] of Object.entries(config)) {
      if (!isDict(raw)) continue;
      const here = `${at}.config.${key}`;
      const versions = isDict(raw.versions) ? raw.versions : {};
      const listed: Dict[] = [];
      for (const [name, v] of [
        [key, raw] as const,
        ...Object.entries(versions).map(([n, v]) => [`${key}-${n}`, v] as const),
      ]) {
        if (!isDict(v)) continue;
        const made = sectionsOf(name, { ...raw, ...v, versions: undefined }, here, docs, siteDir, notes);
        out.sections.push(...made);
        const outputDir = str(v.outputDir);
        if (!outputDir) continue;
        const abs = path.resolve(siteDir, outputDir);
        // Shaped as the plugin's sidebar (a category per tag, of docs), which sidebars files
        // reshape (`items[0].id`, flatMap of `items`); the `docgenApi` key says whose it is.
        const standIn = made.map((s) => ({
          type: 'category',
          label: s.reference.id,
          docgenApi: s.reference.id,
          items: [{ type: 'doc', id: [s.outputRel, s.reference.id].filter(Boolean).join('/') }],
        }));
        out.generatedModules.set(path.join(abs, 'sidebar'), standIn);
        for (const s of made)
          if (s.inside || s.atRoot)
            excluded.push([s.outputRel, '**/*.{api,info,tag,schema}.mdx'].filter(Boolean).join('/'));
        if (v !== raw) listed.push({ version: name.slice(key.length + 1), label: v.label, baseUrl: v.baseUrl });
      }
      if (listed.length > 0) {
        // The versions.json the plugin writes, which sidebars import for its version selector.
        const current = { version: raw.version, label: raw.label, baseUrl: raw.baseUrl };
        out.generatedModules.set(path.join(path.resolve(siteDir, String(raw.outputDir)), 'versions'), [
          current,
          ...listed,
        ]);
        notes.add(
          `${here}.versions`,
          `gives ${listed.length + 1} versions of the API: each is a reference section of its own (${[key, ...listed.map((l) => `${key}-${l.version}`)].join(', ')}), at its Docusaurus routes; docgen has no version selector for them.`,
          'link the versions from the overview of each (its description), or keep only the latest.',
        );
      }
      for (const k of Object.keys(raw).filter((k) => !READ.has(k) && raw[k] !== undefined && k !== 'baseUrl'))
        (left.get(k) ?? left.set(k, []).get(k)!).push(key);
      const sidebar = isDict(raw.sidebarOptions) ? raw.sidebarOptions : {};
      const groups = str(sidebar.groupPathsBy);
      if (groups && groups !== 'tag' && groups !== 'tagGroup')
        notes.add(
          `${here}.sidebarOptions.groupPathsBy`,
          `is "${groups}": docgen's sidebar category lists the tags as sub-categories (and the overview groups them by x-tagGroups).`,
          'nothing to do.',
        );
      if (isDict(sidebar.sidebarGenerators))
        notes.add(
          `${here}.sidebarOptions.sidebarGenerators`,
          "are functions writing the generated sidebar: docgen's reference section makes its own category.",
          'nothing to do, unless the sidebar they wrote mattered.',
        );
    }
    for (const [k, keys] of left)
      notes.add(
        `${at}.config.${keys.length === 1 ? keys[0] : `{${keys.join(',')}}`}.${k}`,
        `is not carried over: ${WHY[k] ?? "an option of docusaurus-theme-openapi-docs' pages, which docgen's reference section renders itself"}.`,
        k === 'downloadUrl'
          ? 'set publish: in the openapi() call to serve the document with the site, or link it from a page.'
          : 'nothing to do, unless the option mattered to your readers (docs/guide/openapi.md says what the pages show).',
      );
    for (const k of Object.keys(options).filter((k) => !['id', 'docsPluginId', 'config'].includes(k)))
      notes.add(`${at}.${k}`, 'is an option docgen has no use for.', 'nothing to do.');
  }
  return out;
}

/** The sections of one API entry: one per document (a folder `specPath` holds several). */
function sectionsOf(
  key: string,
  o: Dict,
  at: string,
  docs: ApiDocsSection,
  siteDir: string,
  notes: Notes,
): ApiSection[] {
  const specPath = str(o.specPath);
  const outputDir = str(o.outputDir);
  if (!specPath || !outputDir) {
    notes.add(at, 'has no specPath or outputDir: not carried over.', 'configure @docgen/plugin-openapi by hand.');
    return [];
  }
  if (/^https?:/.test(specPath)) {
    notes.add(
      `${at}.specPath`,
      `is a URL (${specPath}): docgen reads documents from the site folder only.`,
      'download the document into the site folder and name it in openapi({ spec }).',
    );
    return [];
  }
  const docsAbs = path.resolve(siteDir, docs.path);
  const outputRel = path.relative(docsAbs, path.resolve(siteDir, outputDir)).split(path.sep).join('/');
  const inside = outputRel !== '' && !outputRel.startsWith('..') && !path.isAbsolute(outputRel);
  const atRoot = outputRel === '';
  if (!inside && !atRoot)
    notes.add(
      `${at}.outputDir`,
      `("${outputDir}") is not inside the docs folder (${docs.path}/${docs.docsPluginId ? ` of "${docs.docsPluginId}"` : ''}): the section is published at ${docs.routeBase ? `/${docs.routeBase}` : ''}/${kebabKey(key)} instead.`,
      'update links to the API pages, or move the docs folder.',
    );
  // The docs folder itself: the pages at the section's root, as Docusaurus serves them (`path: ''`).
  const folder = inside ? outputRel : atRoot ? '' : kebabKey(key);
  const sidebar = isDict(o.sidebarOptions) ? o.sidebarOptions : {};
  const pages = {
    info: o.showInfoPage !== false,
    tags: sidebar.categoryLinkSource === 'tag',
    schemas: o.showSchemas === true,
  };
  const section = (spec: string, sub: string): ApiSection => {
    const reference: Dict = {
      path: [folder, sub].filter(Boolean).join('/'),
      id: sub ? `${kebabKey(key)}-${sub}` : kebabKey(key),
    };
    if (sidebar.sidebarCollapsed === false) reference.collapsed = false;
    if (!pages.schemas) reference.schemas = false;
    if (docs.docsPluginId) reference.docsPluginId = docs.docsPluginId;
    const routeBase = docs.routeBase ? `/${docs.routeBase}` : '';
    // Docusaurus serves the pages of an outputDir that is the docs folder itself at its root.
    const route = atRoot ? routeBase : `${routeBase}/${folder}`;
    return { at, spec, reference, outputRel: folder, inside, route, pages, docs, atRoot };
  };
  const abs = path.resolve(siteDir, specPath);
  if (fs.existsSync(abs) && fs.statSync(abs).isDirectory()) {
    const files = fs
      .readdirSync(abs)
      .filter((f) => /\.(ya?ml|json)$/i.test(f))
      .sort();
    notes.add(
      `${at}.specPath`,
      `is a folder of ${files.length} documents: each is a reference section of its own, below ${folder || 'the docs root'}/ (${files.map((f) => [folder, kebabKey(f.replace(/\.[^.]+$/, ''))].filter(Boolean).join('/')).join(', ')}), where Docusaurus put their pages side by side.`,
      'update links to these pages (the migration wrote redirects from their Docusaurus routes).',
    );
    return files.map((f) => section(rel(siteDir, path.join(abs, f)), kebabKey(f.replace(/\.[^.]+$/, ''))));
  }
  if (!fs.existsSync(abs))
    notes.add(`${at}.specPath`, `names ${specPath}, which does not exist.`, 'put the document there before building.');
  return [section(rel(siteDir, abs), '')];
}

/** A config key as a docgen folder and sidebar id (`petstore_versioned` → `petstore-versioned`). */
export function kebabKey(key: string): string {
  return (
    key
      .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
      .toLowerCase()
      .replace(/[^a-z0-9.]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'api'
  );
}

function rel(siteDir: string, file: string): string {
  return path.relative(siteDir, file).split(path.sep).join('/');
}

/**
 * The sidebars as the reference sections place them: a generated doc (by id or in a category's
 * link) and an `autogenerated` item of a generated folder are the section's place, once per list,
 * and a category holding only a section's place becomes that place (its label and collapsed state
 * go to the section; its generated index' slug to `indexes`).
 */
export function placeApiSections(
  value: unknown,
  all: ApiDocsConversion,
  indexes: Map<string, string>,
  /** The docs plugin instance whose sidebars these are; undefined for the docs section's. */
  docsPluginId?: string,
): unknown {
  // Only the sections written into this docs section: doc ids are relative to its folder.
  const api = { sections: all.sections.filter((s) => s.docs.docsPluginId === docsPluginId) };
  const byId = new Map(api.sections.map((s) => [String(s.reference.id), s]));
  const place = (s: ApiSection) => ({ type: 'generated', id: s.reference.id });
  // The section a doc id of the generated folders belongs to (the deepest folder: a version's).
  const sectionOf = (docId: unknown): ApiSection | undefined =>
    typeof docId === 'string'
      ? (api.sections.find((s) => s.atRoot && (s.infoId === docId || s.generatedIds?.has(docId))) ??
        api.sections
          .filter((s) => s.inside && docId.startsWith(`${s.outputRel}/`))
          .sort((x, y) => y.outputRel.length - x.outputRel.length)[0])
      : undefined;
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) {
      const seen = new Set<unknown>();
      return v.flatMap((item) => {
        const placed = walk(item);
        const list = Array.isArray(placed) && !Array.isArray(item) ? placed : [placed];
        // Several generated docs listed one by one are the one section, placed once.
        return list.filter((x) => !(isDict(x) && x.type === 'generated') || (!seen.has(x.id) && seen.add(x.id)));
      });
    }
    if (typeof v === 'string') return sectionOf(v) ? place(sectionOf(v)!) : v;
    if (!isDict(v)) return v;
    if ((v.type === 'doc' || v.type === 'ref') && sectionOf(v.id)) return place(sectionOf(v.id)!);
    if (v.type === 'autogenerated' && typeof v.dirName === 'string') {
      const dir = v.dirName.replace(/^\.\/|\/$/g, '');
      const inFolder = api.sections.filter((s) => s.outputRel === dir || s.outputRel.startsWith(`${dir}/`));
      if (inFolder.length > 0) return inFolder.map(place);
    }
    if (v.type === 'category' && typeof v.docgenApi === 'string' && byId.has(v.docgenApi))
      return place(byId.get(v.docgenApi)!);
    if (v.type === 'category' && Array.isArray(v.items)) {
      const items = walk(v.items) as unknown[];
      const link = isDict(v.link) ? v.link : undefined;
      // A category linked to a generated page (the info page) holds that section.
      const linked = link?.type === 'doc' ? sectionOf(link.id) : undefined;
      // The plugin's category of a tag (linked to the tag's page, or listing operations' pages
      // alone) is a part of the section, whose own category lists the tags: its label is the
      // tag's, not the section's.
      if (linked && linked.generatedIds?.get(String(link!.id)) === 'tag') return place(linked);
      const operations = v.items.map((item) => {
        const id = typeof item === 'string' ? item : isDict(item) && item.type === 'doc' ? item.id : undefined;
        const owner = sectionOf(id);
        return owner?.generatedIds?.get(String(id)) === 'api' ? owner : undefined;
      });
      const [owner] = operations;
      if (owner && operations.every((o) => o === owner)) return place(owner);
      const first = isDict(items[0]) && items[0].type === 'generated' ? byId.get(String(items[0].id)) : undefined;
      const only =
        (items.length === 1 && first && (!linked || linked === first) ? first : undefined) ??
        (items.length === 0 ? linked : undefined);
      if (only) {
        if (typeof v.label === 'string') only.reference.label ??= v.label;
        if (v.collapsed === false) only.reference.collapsed = false;
        if (link?.type === 'generated-index' && typeof link.slug === 'string')
          indexes.set(link.slug, String(only.reference.id));
        return place(only);
      }
      const { link: _, ...rest } = v;
      // The linked section is placed once: first, unless its items place it already.
      const holds = items.some((x) => isDict(x) && x.type === 'generated' && x.id === linked?.reference.id);
      return linked && !holds
        ? { ...rest, items: [place(linked), ...items] }
        : linked
          ? { ...rest, items }
          : { ...v, items };
    }
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, Array.isArray(x) || isDict(x) ? walk(x) : x]));
  };
  return walk(value);
}
