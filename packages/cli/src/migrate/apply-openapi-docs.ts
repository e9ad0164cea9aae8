import { loadOpenApi, type ReferenceOptions, referenceModel, resolveReference } from '@docgen/plugin-openapi/lib';
import kebabCase from 'lodash.kebabcase';
import fs from 'node:fs';
import path from 'node:path';
import type { ApiDocsConversion, ApiSection, GeneratedKind } from './convert-openapi-docs.js';
import { noteRedocSections, redocAnchors, usesOfRedocAnchors } from './convert-redoc.js';
import { type Dict, isDict, type Notes } from './notes.js';
import { filesBelow } from './scan-site.js';
import { noteOverviewDocs } from './openapi-overview-doc.js';

type Doc = Record<string, unknown>;

/**
 * Redirects from the routes docusaurus-plugin-openapi-docs gave each generated page to the page of
 * docgen's reference section, where they differ: links written to the Docusaurus pages (in docs,
 * the navbar, other sites) keep working. The Docusaurus ids are the plugin's (lodash's kebabCase
 * of the operation id or summary, of the info title, tag and schema names); docgen's come from
 * the reference model the build uses. `indexes`: generated-index slugs of categories the section
 * replaced, which lead to its overview.
 */
async function apiDocsRedirects(
  sections: readonly ApiSection[],
  siteDir: string,
  indexes: ReadonlyMap<string, string>,
  notes: Notes,
): Promise<Dict[]> {
  const out: Dict[] = [];
  const taken = new Set<string>();
  for (const section of sections) {
    // The route base of the docs section its pages are in (a docs plugin instance's, by docsPluginId).
    const base = section.docs.routeBase ? `/${section.docs.routeBase}` : '';
    let doc: Doc;
    try {
      doc = (await loadOpenApi(section.spec, { siteDir, validate: 'off' })).doc as Doc;
    } catch (error) {
      notes.add(
        section.at,
        `: the document ${section.spec} could not be read (${String((error as Error).message).split('\n')[0]}), so no redirects were written from the Docusaurus routes of its pages.`,
        'fix the document (docgen build reports where), then run docgen migrate again.',
      );
      continue;
    }
    const reference = resolveReference(section.reference as ReferenceOptions, section.spec);
    if (!reference || typeof reference === 'string') continue;
    const model = referenceModel(doc, reference, base);
    const ours = new Set([
      model.overview.href,
      ...model.operations.map((o) => o.href),
      ...model.tags.map((t) => t.href),
    ]);
    const add = (from: string, to: string) => {
      if (from === to || ours.has(from) || taken.has(from)) return;
      taken.add(from);
      out.push({ from, to });
    };
    // A Redoc page is the whole document on one route: it leads to the overview.
    if (section.redoc !== undefined) {
      // The site's home stays docgen's own page.
      if (section.redoc !== '/') add(section.redoc, model.overview.href);
      usesOfRedocAnchors(section, redocAnchors(model), siteDir, notes);
      continue;
    }
    const at = (id: string) => `${section.route}/${id}`;
    const infoId = infoIdOf(doc);
    if (section.pages.info && infoId) add(at(infoId), model.overview.href);
    for (const op of [...model.operations, ...model.webhooks]) {
      const o = op.entry.operation as Doc;
      const id = kebabCase(
        typeof o.operationId === 'string' ? o.operationId : typeof o.summary === 'string' ? o.summary : '',
      );
      if (id) add(at(id), op.href);
    }
    if (section.pages.tags)
      for (const tag of model.tags) if (tag.operations.length > 0) add(at(kebabCase(tag.name)), tag.href);
    const schemas = isDict(doc.components) && isDict(doc.components.schemas) ? doc.components.schemas : {};
    if (section.pages.schemas)
      for (const [name, page] of model.schemas) {
        const s = schemas[name];
        const title = isDict(s) && typeof s.title === 'string' ? s.title : name;
        add(at(`schemas/${kebabCase(title.replace(' ', '-').toLowerCase())}`), page.href);
      }
    for (const [slug, id] of indexes)
      if (id === section.reference.id && !section.docs.docsPluginId)
        add(`${base}/${slug.replace(/^\/+/, '')}`, model.overview.href);
  }
  return out;
}

/** The Docusaurus id of an API's info page: the plugin's kebab case of `info.title`. */
function infoIdOf(doc: Doc): string | undefined {
  const info = isDict(doc.info) ? doc.info : {};
  return typeof info.title === 'string' ? kebabCase(info.title.replace(' ', '-').toLowerCase()) : undefined;
}

/**
 * The info page id of each section the plugin writes into a docs folder itself (`atRoot`), read
 * from its document, so that a sidebars item naming that page (a category's link) places the
 * section; and the ids of the pages it generated there, so that a sidebars file listing them
 * (committed, or reshaped by the site's scripts) places the section too. A document that cannot
 * be read is said by the redirects, later.
 */
export async function noteInfoIds(api: ApiDocsConversion, siteDir: string): Promise<void> {
  for (const section of api.sections) section.generatedIds = generatedIdsOf(section, siteDir);
  for (const section of api.sections.filter((s) => s.atRoot)) {
    try {
      const doc = (await loadOpenApi(section.spec, { siteDir, validate: 'off' })).doc as Doc;
      const id = infoIdOf(doc);
      if (id) section.infoId = id;
    } catch {
      // Said with the redirects, which need the document too.
    }
  }
}

/**
 * The reference sections into the migrated config: the generated pages left out of the docs
 * (docs.exclude, said in a note with their number), the redirects from their Docusaurus routes.
 */
export async function applyApiDocs(
  config: Dict,
  api: ApiDocsConversion,
  site: { siteDir: string },
  indexes: ReadonlyMap<string, string>,
  notes: Notes,
): Promise<void> {
  if (api.sections.length === 0) return;
  noteRedocSections(api.sections, notes);
  const docs = (config.docs as Dict | undefined) ?? {};
  const exclude = [...new Set([...((docs.exclude as string[] | undefined) ?? []), ...api.exclude])];
  if (exclude.length > 0) config.docs = { ...docs, exclude };
  // The pages generated into a docs plugin instance are left out of that section.
  for (const instance of Array.isArray(config.docsInstances) ? (config.docsInstances as Dict[]) : []) {
    const globs = api.instanceExclude.get(String(instance.id)) ?? [];
    if (globs.length > 0)
      instance.exclude = [...new Set([...((instance.exclude as string[] | undefined) ?? []), ...globs])];
  }
  // The sections of docusaurus-plugin-openapi-docs (the others replace Redoc pages: said above).
  const generatedBy = api.sections.filter((s) => s.redoc === undefined);
  const folders = [...new Set(generatedBy.filter((s) => s.inside).map((s) => `${s.docs.path}/${s.outputRel}`))];
  // A version's folder is inside its API's: each file counted once. A section written at the root
  // of a docs folder (Tolgee's `api/`, beside its own docs) has its pages counted by their ids.
  const rooted = generatedBy.filter((s) => s.atRoot && (s.generatedIds?.size ?? 0) > 0);
  folders.push(...new Set(rooted.map((s) => s.docs.path)));
  const generated =
    new Set(
      folders.flatMap((f) => (rooted.some((s) => s.docs.path === f) ? [] : generatedIn(path.resolve(site.siteDir, f)))),
    ).size + rooted.reduce((n, s) => n + (s.generatedIds?.size ?? 0), 0);
  const specs = [...new Set(generatedBy.map((s) => s.spec))];
  const where = generatedBy.some((s) => (s.inside || s.atRoot) && s.docs.docsPluginId)
    ? 'the exclude of their docs section'
    : 'docs.exclude';
  if (generatedBy.length > 0)
    notes.add(
      'docusaurus-plugin-openapi-docs',
      `is carried over as ${generatedBy.length} openapi({ spec, reference }) (${specs.length} document${specs.length === 1 ? '' : 's'}): docgen makes the pages from the documents at each build, at the routes of the plugin's outputDir${folders.length < generatedBy.length ? ' when it is inside the docs folder' : ''}. ${folders.length === 0 ? '' : `${generated > 0 ? `The ${generated} pages the plugin generated (.api/.info/.tag/.schema.mdx in ${folders.map((f) => `${f}/`).join(', ')})` : `The pages the plugin would generate in ${folders.map((f) => `${f}/`).join(', ')}`} are generated output: left out of the build (${where}).`}`.trimEnd(),
      folders.length > 0
        ? `delete those ${rooted.length > 0 ? 'generated files (not the folder, which the docs section keeps)' : 'folders'} once the reference pages suit you (docgen build needs no \`docusaurus gen-api-docs\`).`
        : 'nothing to do (docgen build needs no `docusaurus gen-api-docs`).',
    );
  if (folders.length > 0) noteGenerationSteps(site.siteDir, notes);
  noteOverviewDocs(generatedBy, site.siteDir, notes);
  // Each docs section's own files, which link its generated pages relative to its folder.
  const sections = new Map(generatedBy.map((s) => [s.docs.path, s.docs]));
  for (const docsSection of sections.values())
    usesOfGenerated(
      generatedBy.filter((s) => s.docs === docsSection || s.docs.path === docsSection.path),
      { siteDir: site.siteDir, docsPath: docsSection.path, routeBase: docsSection.routeBase },
      notes,
    );
  const redirects = await apiDocsRedirects(api.sections, site.siteDir, indexes, notes);
  if (redirects.length > 0) {
    const redoc = new Set(api.sections.flatMap((s) => (s.redoc === undefined ? [] : [s.redoc])));
    const renamed = redirects.filter((r) => !redoc.has(String(r.from))).length;
    const existing = (config.redirects as Dict[] | undefined) ?? [];
    const sources = new Set(existing.flatMap((r) => (Array.isArray(r.from) ? r.from : [r.from])));
    config.redirects = [...existing, ...redirects.filter((r) => !sources.has(r.from))];
    if (renamed > 0)
      notes.add(
        'docusaurus-plugin-openapi-docs',
        `named its pages differently from docgen's reference section (the info page, tag pages, some operations): ${renamed} redirect${renamed === 1 ? '' : 's'} from their Docusaurus routes written into redirects.`,
        'nothing to do; update links to the new routes when convenient.',
      );
  }
}

/**
 * The doc ids of the pages generated into a section's folder, relative to its docs root, as
 * Docusaurus gives them: the folder and the front matter's `id` (the plugin writes one; a site's
 * script may rewrite it), else the file name without `.mdx`. A section whose folder holds the
 * site's own docs too (`atRoot`) reads that folder alone and its `schemas/`, where the plugin writes.
 */
function generatedIdsOf(section: ApiSection, siteDir: string): Map<string, GeneratedKind> {
  const ids = new Map<string, GeneratedKind>();
  if (section.redoc !== undefined || (!section.inside && !section.atRoot)) return ids;
  const dir = path.resolve(siteDir, section.docs.path, section.outputRel);
  for (const file of filesBelow(dir)) {
    const kind = /\.(api|info|tag|schema)\.mdx$/.exec(file)?.[1] as GeneratedKind | undefined;
    if (!kind || (section.atRoot && file.includes('/') && !file.startsWith('schemas/'))) continue;
    const head = /^---\r?\n([\s\S]*?)\r?\n---/.exec(fs.readFileSync(path.join(dir, file), 'utf8'))?.[1] ?? '';
    const id = /^id:[ \t]*['"]?([^'"\r\n]+?)['"]?[ \t]*$/m.exec(head)?.[1] ?? path.posix.basename(file, '.mdx');
    const folder = path.posix.dirname([section.outputRel, file].filter(Boolean).join('/'));
    ids.set(folder === '.' ? id : `${folder}/${id}`, kind);
  }
  return ids;
}

/** The generated MDX files of a folder, below it too (versions, schemas/), absolute. */
function generatedIn(dir: string): string[] {
  return filesBelow(dir)
    .filter((f) => /\.(api|info|tag|schema)\.mdx$/.test(f))
    .map((f) => path.join(dir, f));
}

/** An import of a generated page (`import PetSchema from './petstore/schemas/pet.schema.mdx'`). */
const GENERATED_IMPORT = /^[ \t]*import\s+(\w+)\s+from\s+['"]([^'"]+\.(?:api|info|tag|schema)\.mdx)['"]/gm;

/**
 * Docs that import a page the Docusaurus plugin generates, to show it inside their own (its
 * "Advanced" guide's way of showing a schema): the file is not generated any more, so each is said
 * where it is written, with what to write instead.
 */
function usesOfGenerated(
  apiSections: readonly ApiSection[],
  site: { siteDir: string; docsPath: string; routeBase: string },
  notes: Notes,
): void {
  const docsAbs = path.resolve(site.siteDir, site.docsPath);
  const folders = apiSections.filter((s) => s.inside).map((s) => path.join(docsAbs, s.outputRel));
  for (const file of filesBelow(docsAbs)) {
    if (!/\.mdx?$/.test(file) || /\.(api|info|tag|schema)\.mdx$/.test(file)) continue;
    // Code blocks (a guide showing the import) blanked, their lines kept.
    const text = fs
      .readFileSync(path.join(docsAbs, file), 'utf8')
      .replace(/^(```|~~~)([^\n]*)\n[\s\S]*?^\1[^\n]*$/gm, (block, _f, info: string) =>
        // Docusaurus unwraps an mdx-code-block: its imports are the page's.
        info.trim() === 'mdx-code-block' ? block : block.replace(/[^\n]/g, ' '),
      );
    const base = site.routeBase ? `/${site.routeBase}` : '';
    // The route of a generated page (its Docusaurus route: a page of docgen's, or redirected to one).
    const routeOf = (spec: string): string | undefined => {
      const target = path.resolve(path.dirname(path.join(docsAbs, file)), spec);
      if (!folders.some((f) => target.startsWith(`${f}${path.sep}`))) return undefined;
      const rel = path.relative(docsAbs, target).split(path.sep).join('/');
      return `${base}/${rel.replace(/\.(api|info|tag|schema)\.mdx$/, '')}`;
    };
    const lineOf = (index: number | undefined) => text.slice(0, index).split('\n').length;
    for (const m of text.matchAll(GENERATED_IMPORT)) {
      const route = routeOf(m[2]!);
      if (!route) continue;
      notes.add(
        `${site.docsPath}/${file}:${lineOf(m.index)}`,
        `imports ${m[2]}, a page docusaurus-plugin-openapi-docs generates, to show it as <${m[1]} />: docgen makes no such file, so the import does not resolve (UnresolvedImport).`,
        `remove the import and <${m[1]} />, and link the page instead ([${route.split('/').pop()}](${route}), redirected to the reference section), or embed an operation with ::openapi{operation=<operationId>} (docs/guide/openapi.md).`,
      );
    }
  }
}

/**
 * The steps a site's package.json runs after `gen-api-docs` in the same script (Tolgee's
 * `generate-api-docs`: `prefix-tag-ids`, `enhance-docs`, which write badges into the generated
 * pages): what they add to those pages is not in docgen's, made from the document, and the
 * pages themselves are left out, being docusaurus-theme-openapi-docs' MDX (its ApiItem
 * components), which docgen does not render. Said, so that the team ports it.
 */
function noteGenerationSteps(siteDir: string, notes: Notes): void {
  let scripts: unknown;
  try {
    scripts = (JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as Dict).scripts;
  } catch {
    return;
  }
  if (!isDict(scripts)) return;
  for (const [name, command] of Object.entries(scripts)) {
    if (typeof command !== 'string') continue;
    const steps = command.split(/\s*(?:&&|;|\|\|)\s*/);
    const at = steps.findIndex((step) => /\bgen-api-docs\b/.test(step));
    if (at < 0) continue;
    const after = steps
      .slice(at + 1)
      .map((step) => /^(?:npm|pnpm|yarn)\s+(?:run\s+)?([\w:.-]+)/.exec(step)?.[1] ?? step)
      .filter((step) => step !== '' && !/\bgen-api-docs\b/.test(step));
    if (after.length === 0) continue;
    notes.add(
      `package.json's script "${name}"`,
      `runs ${after.map((a) => `"${a}"`).join(', ')} after \`docusaurus gen-api-docs\`: what ${after.length === 1 ? 'it writes' : 'they write'} into the generated pages (badges, imports, ids, text) is not in docgen's reference pages, made from the document at each build; the generated pages are left out, being docusaurus-theme-openapi-docs' MDX (its ApiItem components), which docgen does not render.`,
      'carry what those steps add into the document (descriptions, tags, x- extensions) or into a theme override of the reference pages; then drop the generation steps (docgen build needs no `gen-api-docs`).',
    );
  }
}
