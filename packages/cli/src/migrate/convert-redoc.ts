import type { ReferenceModel } from '@docgen/plugin-openapi/lib';
import fs from 'node:fs';
import path from 'node:path';
import { type ApiDocsSection, type ApiSection, kebabKey } from './convert-openapi-docs.js';
import { type Dict, isDict, type Notes, str } from './notes.js';
import { filesBelow } from './scan-site.js';

// redocusaurus (the preset of docusaurus-plugin-redoc and docusaurus-theme-redoc) renders a whole
// OpenAPI document as one Redoc page at a route of its own. docgen's answer is a reference section
// of @docgen/plugin-openapi (a page per operation, tag and schema, checked links): the route
// Docusaurus served redirects to the section's overview, so navbar and doc links keep working.

/** A plugin or theme entry and where it is said to be (run-presets.ts' PluginPlace). */
interface Place {
  entry: unknown;
  at: string;
}

/** The options of docusaurus-plugin-redoc docgen reads; the others are said. */
const READ = new Set(['spec', 'route', 'id', 'url', 'themeId', 'debug', 'config']);

/**
 * The plugins and theme the redocusaurus preset would give, read from its options when it is not
 * installed (run-presets.ts runs it when it is): a docusaurus-plugin-redoc per entry of `specs`,
 * and per document of its `openapi` folder when it has no `specs` or names the folder (its files
 * named `openapi.{yaml,json}` or `*.openapi.{yaml,json}`, served below `routeBasePath` by their
 * path without `.openapi.yaml`).
 */
export function redocusaurusPlaces(options: Dict, at: string, siteDir: string): { plugins: Place[]; themes: Place[] } {
  const places: Place[] = [];
  const specs = Array.isArray(options.specs) ? options.specs : isDict(options.specs) ? [options.specs] : [];
  specs.forEach((spec, i) => {
    if (isDict(spec)) places.push({ entry: ['docusaurus-plugin-redoc', spec], at: `${at}.specs[${i}]` });
  });
  if (specs.length === 0 || isDict(options.openapi)) {
    const folder = isDict(options.openapi) ? options.openapi : {};
    const dir = str(folder.path) ?? 'openapi';
    const base = (str(folder.routeBasePath) ?? '/api').replace(/\/+$/, '');
    // Globby's `**/*.openapi.{yaml,json}` and `**/openapi.{yaml,json}`, routes as the preset makes them.
    const files = filesBelow(path.resolve(siteDir, dir)).filter((f) => /(?:^|\/|\.)openapi\.(?:yaml|json)$/.test(f));
    for (const f of files) {
      const fileRoute = f.replace(/(\/index)?\.openapi\.(yaml|json)$/, '').replace(/\/*$/, '');
      places.push({
        entry: ['docusaurus-plugin-redoc', { spec: `${dir.replace(/\/+$/, '')}/${f}`, route: `${base}/${fileRoute}` }],
        at: `${at}.openapi`,
      });
    }
  }
  return { plugins: places, themes: [{ entry: ['docusaurus-theme-redoc', options.theme ?? {}], at: `${at}.theme` }] };
}

/**
 * Each docusaurus-plugin-redoc entry with a route as a reference section of the main docs, at
 * `/<docs route>/<route's last part>` (`/api/` → `/docs/api`), its route redirected there. A spec
 * that is a URL is not carried over (docgen reads documents from the site folder), nor an entry
 * without a route (the site renders it with `<ApiDoc>` or `<Redoc>` of its own pages).
 */
export function redocSectionsOf(
  entries: readonly { options: Dict; at: string }[],
  docs: ApiDocsSection,
  siteDir: string,
  taken: ReadonlySet<string>,
  notes: Notes,
): ApiSection[] {
  const sections: ApiSection[] = [];
  const used = new Set(taken);
  for (const { options, at } of entries) {
    const spec = str(options.spec);
    const route = str(options.route);
    if (!spec) {
      notes.add(at, 'has no spec: not carried over.', 'configure @docgen/plugin-openapi by hand.');
      continue;
    }
    if (/^https?:/i.test(spec)) {
      notes.add(
        `${at}.spec`,
        `is a URL (${spec}): docgen reads documents from the site folder only.`,
        'download the document into the site folder and name it in openapi({ spec }).',
      );
      continue;
    }
    if (!route) {
      notes.add(
        at,
        `(${spec}) has no route: Redoc renders it only where the site's own pages embed it (<ApiDoc>, <Redoc>, <ApiSchema>), which docgen does not answer.`,
        'add openapi({ spec, reference: true }) for reference pages, or ::openapi{operation=…} in a page (docs/guide/openapi.md).',
      );
      continue;
    }
    const abs = path.resolve(siteDir, spec);
    if (!fs.existsSync(abs))
      notes.add(
        `${at}.spec`,
        `names ${spec}, which does not exist (Docusaurus fails on it too).`,
        'put the document there (generate it) before building.',
      );
    const from = route.replace(/\/+$/, '') || '/';
    const name = kebabKey(from.split('/').filter(Boolean).pop() ?? str(options.id) ?? 'api');
    let folder = name;
    for (let n = 2; used.has(folder); n++) folder = `${name}-${n}`;
    used.add(folder);
    const routeBase = docs.routeBase ? `/${docs.routeBase}` : '';
    sections.push({
      at,
      spec: path.relative(siteDir, abs).split(path.sep).join('/'),
      reference: { path: folder, id: folder },
      outputRel: folder,
      inside: false,
      route: `${routeBase}/${folder}`,
      pages: { info: false, tags: false, schemas: false },
      docs,
      atRoot: false,
      redoc: from,
    });
    const left = Object.keys(options).filter((k) => !READ.has(k) && options[k] !== undefined);
    if (left.length > 0)
      notes.add(
        `${at}.${left.length === 1 ? left[0] : `{${left.join(',')}}`}`,
        "is not carried over: an option of Redoc's page, which docgen's reference section renders itself.",
        'nothing to do, unless it mattered to your readers (docs/guide/openapi.md says what the pages show).',
      );
  }
  return sections;
}

/** The note and redirects of the sections that replace Redoc pages (`apply-openapi-docs.ts` writes the redirects). */
export function noteRedocSections(sections: readonly ApiSection[], notes: Notes): void {
  const redoc = sections.filter((s) => s.redoc !== undefined);
  if (redoc.length === 0) return;
  notes.add(
    'docusaurus-plugin-redoc',
    `(redocusaurus) is carried over as ${redoc.length} openapi({ spec, reference }): each document's single Redoc page becomes a reference section with a page per operation (${redoc.map((s) => `${s.redoc} → ${s.route}`).join(', ')}); the Redoc route redirects to the section's overview. A link with Redoc's anchors (#operation/…, #tag/…) leads to the overview.`,
    "nothing to do (a link written with Redoc's anchors is said at its file, with the page to link instead).",
  );
}

/** Redoc's anchors of its page (`#operation/<operationId>`, `#tag/<name>`) → docgen's page of each. */
export function redocAnchors(model: ReferenceModel): Map<string, string> {
  const anchors = new Map<string, string>();
  for (const op of [...model.operations, ...model.webhooks]) {
    const id = (op.entry.operation as { operationId?: unknown }).operationId;
    if (typeof id === 'string') anchors.set(`operation/${id}`, op.href);
  }
  for (const tag of model.tags) anchors.set(`tag/${anchorKey(tag.name)}`, tag.href);
  return anchors;
}

/**
 * Links in the site's Markdown into a Redoc page by its anchors: the redirect keeps the anchor,
 * which docgen's overview does not have (and the link check cannot see through a redirect), so
 * each is said at its line with the page to link instead.
 */
export function usesOfRedocAnchors(
  section: ApiSection,
  anchors: ReadonlyMap<string, string>,
  siteDir: string,
  notes: Notes,
): void {
  const from = section.redoc;
  if (from === undefined) return;
  const route = from === '/' ? '' : from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const link = new RegExp(`(?:\\]\\(\\s*|href=["'{]*)${route}/?#((?:operation|tag)/[^)"'\\s}]+)`, 'g');
  for (const folder of [section.docs.path, 'blog', 'src/pages']) {
    const dir = path.resolve(siteDir, folder);
    for (const file of filesBelow(dir)) {
      if (!/\.mdx?$/.test(file)) continue;
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      const found = [...text.matchAll(link)].map((m) => {
        const [kind, ...rest] = m[1]!.split('/');
        const page = anchors.get(kind === 'tag' ? `tag/${anchorKey(rest[0] ?? '')}` : `operation/${rest.join('/')}`);
        const line = text.slice(0, m.index).split('\n').length;
        return `${line}: #${m[1]} → ${page ?? `${section.route} (no such ${kind} in ${section.spec})`}`;
      });
      if (found.length > 0)
        notes.add(
          `${path.relative(siteDir, dir).split(path.sep).join('/')}/${file}`,
          `links into Redoc's page ${from} by its anchors, which the redirect to ${section.route} keeps and docgen's overview has not: line ${found.slice(0, 5).join('; line ')}${found.length > 5 ? `; and ${found.length - 5} more` : ''}.`,
          'link the pages shown instead.',
        );
    }
  }
}

/** A tag name as Redoc's anchor and as compared here: case and punctuation aside. */
function anchorKey(name: string): string {
  return decodeURIComponent(name)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}
