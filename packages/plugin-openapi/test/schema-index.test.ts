import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type BuildResult } from '@docgen/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referenceModel, SCHEMA_INDEX_ABOVE } from '../src/reference/model.js';
import { resolveReference, type ResolvedReference } from '../src/reference/options.js';
import { referencePlan } from '../src/reference/pages.js';
import type { OaObject } from '../src/model.js';

/**
 * A document with more schemas than a sidebar should list (`SCHEMA_INDEX_ABOVE`): the sidebar
 * links to an index page of them, which each schema page shows as its place, so that a schema
 * page does not carry a link to every other one (Plaid's 2,275 schemas: 390 KB a page).
 */
const here = path.dirname(fileURLToPath(import.meta.url));

function documentWith(count: number): OaObject {
  const schemas: OaObject = {};
  for (let i = 0; i < count; i++) {
    // Names starting with a letter of the alphabet in turn, one with a digit.
    const name = i === 0 ? '3dsResult' : `${String.fromCharCode(65 + (i % 26))}Thing${i}`;
    schemas[name] = {
      type: 'object',
      description: `Thing number ${i} of the catalogue. More about it here.`,
      properties: { id: { type: 'string' }, ...(i > 1 ? { next: { $ref: '#/components/schemas/BThing1' } } : {}) },
    };
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Many', version: '1' },
    servers: [{ url: 'https://api.many.example' }],
    paths: {
      '/things/{id}': {
        get: {
          operationId: 'getThing',
          tags: ['Things'],
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
          responses: {
            '200': {
              description: 'The thing.',
              content: { 'application/json': { schema: { $ref: '#/components/schemas/BThing1' } } },
            },
          },
        },
      },
    },
    components: { schemas },
  };
}

const plan = (count: number, options: object | true = true) => {
  const doc = documentWith(count);
  const model = referenceModel(doc, resolveReference(options, 'many.yaml') as ResolvedReference, '/docs');
  return { model, plan: referencePlan(doc, model, ['en'], undefined) };
};
const sidebarLabels = (p: ReturnType<typeof plan>['plan']) =>
  (p.sidebar[0] as { items: { label: unknown; items?: unknown[] }[] }).items.map((i) => ({
    label: i.label,
    items: i.items?.length,
  }));

describe('the sidebar of a reference section by its number of schemas', () => {
  it('keeps the "Schemas" category up to the threshold', () => {
    const { model, plan: p } = plan(SCHEMA_INDEX_ABOVE);
    expect(model.schemaIndex).toBeUndefined();
    expect(sidebarLabels(p).at(-1)).toEqual({ label: { en: 'Schemas' }, items: SCHEMA_INDEX_ABOVE });
    expect(p.pages.some((page) => page.sidebarPlace || page.id.endsWith('schemas/index'))).toBe(false);
  });

  it('links to the index of the schemas above it, or when asked', () => {
    const { model, plan: p } = plan(SCHEMA_INDEX_ABOVE + 1);
    expect(model.schemaIndex).toEqual({ docId: 'many/schemas/index', href: '/docs/many/schemas' });
    expect(sidebarLabels(p).at(-1)).toEqual({ label: { en: 'Schemas' }, items: undefined });
    const schemaPages = p.pages.filter(
      (page) => page.id.startsWith('many/schemas/') && page.id !== model.schemaIndex?.docId,
    );
    expect(schemaPages).toHaveLength(SCHEMA_INDEX_ABOVE + 1);
    expect(schemaPages.every((page) => page.sidebarPlace === 'many/schemas/index')).toBe(true);
    // Previous and next go through the schemas from the index.
    expect(schemaPages[0]!.frontMatter).toMatchObject({ pagination_prev: 'many/schemas/index' });
    expect(schemaPages.at(-1)!.frontMatter).toMatchObject({ pagination_next: null });
    expect(plan(3, { schemaIndex: true }).model.schemaIndex).toBeDefined();
    expect(plan(SCHEMA_INDEX_ABOVE + 1, { schemaIndex: false }).model.schemaIndex).toBeUndefined();
  });
});

describe('a site whose document has more schemas than the threshold', () => {
  const count = SCHEMA_INDEX_ABOVE + 5;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-openapi-schema-index-'));
  const site = path.join(tmp, 'site');
  const out = path.join(tmp, 'out');
  let result: BuildResult;
  const html = (route: string) => fs.readFileSync(path.join(out, route, 'index.html'), 'utf8');
  const sidebarOf = (page: string) => /<nav class="dg-sidebar__nav"[\s\S]*?<\/nav>/.exec(page)?.[0] ?? '';

  beforeAll(async () => {
    fs.mkdirSync(path.join(site, 'docs'), { recursive: true });
    fs.mkdirSync(path.join(site, 'openapi'), { recursive: true });
    fs.symlinkSync(path.resolve(here, '../../../content/node_modules'), path.join(site, 'node_modules'), 'dir');
    fs.writeFileSync(
      path.join(site, 'docgen.config.ts'),
      `import { openapi } from '@docgen/plugin-openapi';\nexport default { title: 'Many', url: 'https://many.example', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, onBrokenLinks: 'throw', onBrokenAnchors: 'throw', plugins: [openapi({ spec: 'openapi/many.json', reference: true })] };\n`,
    );
    fs.writeFileSync(path.join(site, 'openapi', 'many.json'), JSON.stringify(documentWith(count), null, 2));
    fs.writeFileSync(path.join(site, 'docs', 'intro.md'), '---\ntitle: Intro\n---\n\nThe [API](/docs/many).\n');
    result = await build({ siteDir: site, outDir: out, strict: true });
  }, 300_000);
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it('builds with no diagnostic: every link checks', () => {
    expect(result.diagnostics ?? []).toEqual([]);
  });

  it('lists every schema on the index page, with the first sentence of its description, by letter', () => {
    const page = html('docs/many/schemas');
    const names = Object.keys(documentWith(count).components.schemas);
    for (const name of names) expect(page).toContain(`>${name}</a>`);
    expect(page).toContain('Thing number 7 of the catalogue.');
    expect(page).not.toContain('More about it here.');
    expect(page).toContain(`The ${count} schemas of the document, by the first letter of their name.`);
    expect(page).toContain('id="schemas-other"');
    expect(page).toContain('href="#schemas-z"');
    // The sidebar marks the index active.
    expect(sidebarOf(page)).toContain('href="/docs/many/schemas" aria-current="page">Schemas</a>');
    expect(html('fr/docs/many/schemas')).toContain(`Les ${count} schémas du document`);
  });

  it('shows on a schema page the index as its place, and no link per schema in the sidebar', () => {
    const page = html('docs/many/schemas/c-thing2');
    const sidebar = sidebarOf(page);
    expect(sidebar).not.toMatch(/href="\/docs\/many\/schemas\/[^"]/);
    expect(sidebar).toContain('<a class="dg-sidebar__link" href="/docs/many/schemas" aria-current="page">Schemas</a>');
    expect(page).toMatch(/dg-breadcrumbs__current" aria-current="page">Schemas</);
    expect(page).toMatch(/rel="prev"|dg-pagination/);
    expect(page).toContain('href="/docs/many/schemas/b-thing1"');
    expect(sidebarOf(html('fr/docs/many/schemas/c-thing2'))).toContain('Schémas');
  });
});
