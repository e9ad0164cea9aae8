import { describe, expect, it } from 'vitest';
import { labelsFor } from '../src/i18n.js';
import type { LoadedApi, OaObject } from '../src/model.js';
import { tagBadges } from '../src/render/badges.js';
import { renderOverview } from '../src/render/overview.js';
import { renderTagPage } from '../src/render/tag-page.js';
import { referenceModel } from '../src/reference/model.js';
import { resolveReference, type ResolvedReference } from '../src/reference/options.js';
import { referencePlan } from '../src/reference/pages.js';

/**
 * OpenAPI 3.2's tags: `summary` is a tag's display name, `parent` nests it under another (the
 * sidebar's sub-categories, the overview's cards, the parent's page), and a `kind` other than
 * `nav` (`badge`, `audience`) makes no section: the operations it marks show it as a badge.
 */
const doc: OaObject = {
  openapi: '3.2.0',
  info: { title: 'Pets', version: '1' },
  tags: [
    { name: 'pets', summary: 'Pets', kind: 'nav' },
    { name: 'cats', summary: 'Cats', parent: 'pets' },
    { name: 'kittens', parent: 'cats', 'x-displayName': 'Kittens' },
    { name: 'beta', summary: 'Beta', kind: 'badge' },
    { name: 'orphan', parent: 'nobody' },
  ],
  paths: {
    '/pets': { get: { operationId: 'listPets', tags: ['pets'], responses: {} } },
    '/cats': { get: { operationId: 'listCats', tags: ['cats', 'beta'], responses: {} } },
    '/kittens': { get: { operationId: 'listKittens', tags: ['kittens'], responses: {} } },
    '/trial': { get: { operationId: 'tryIt', tags: ['beta'], responses: {} } },
  },
};
const model = referenceModel(doc, resolveReference(true, 'pets.yaml') as ResolvedReference, '/docs');
const o = { L: labelsFor('en'), server: '', keyEnv: 'K', responseCodesExtension: 'x-codes' };

type Item = { label?: string; id?: string; items?: Item[] };
const outline = (items: Item[]): unknown[] =>
  items.map((i) => (i.items ? { [i.label ?? '']: outline(i.items) } : (i.label ?? i.id)));

describe('the tags of a 3.2 document', () => {
  it('nest by parent in the sidebar, titled by their summary; a badge tag makes no section', () => {
    const { sidebar } = referencePlan(doc, model, ['en'], undefined);
    expect(outline((sidebar[0] as Item).items ?? [])).toEqual([
      { Pets: [{ Cats: [{ Kittens: ['listKittens'] }, 'listCats'] }, 'listPets'] },
      'orphan',
      'tryIt',
    ]);
    expect(model.roots.map((t) => t.name)).toEqual(['pets', 'orphan']);
    expect(model.untagged.map((op) => op.slug)).toEqual(['try-it']);
  });

  it("are cards under their parent's card, and links on the parent's page", () => {
    const overview = JSON.stringify(renderOverview({ doc } as LoadedApi, model, { ...o, server: 'https://x' }));
    expect([...overview.matchAll(/"url":"\/docs\/pets\/tags\/([^"]+)"/g)].map((m) => m[1])).toEqual([
      'pets',
      'cats',
      'kittens',
      'orphan',
    ]);
    const cats = model.tags.find((t) => t.name === 'cats')!;
    const page = JSON.stringify(renderTagPage({ doc } as LoadedApi, model, cats, o));
    expect(page).toContain('"url":"/docs/pets/tags/kittens"');
    expect(page).toContain('"value":"Kittens"');
  });

  it('shows a badge tag on the operations it marks, by its summary', () => {
    const marks = (id: string) =>
      tagBadges(doc, ((doc.paths as OaObject)[`/${id}`] as OaObject).get as OaObject).flatMap((b) =>
        b.type === 'element'
          ? [`${(b.properties.className as string[]).join(' ')}: ${JSON.stringify(b.children)}`]
          : [],
      );
    expect(marks('cats')).toEqual([
      'dg-api-badge dg-api-badge--tag dg-api-badge--badge: [{"type":"text","value":"Beta"}]',
    ]);
    expect(marks('pets')).toEqual([]);
  });
});
