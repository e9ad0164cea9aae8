import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadOpenApi } from '../src/load.js';
import { referenceModel } from '../src/reference/model.js';
import { resolveReference, type ResolvedReference } from '../src/reference/options.js';

/**
 * `reference.path: ''` puts the section at its docs root, as docusaurus-plugin-openapi-docs does
 * with an outputDir that is the docs folder itself (a docs section of its own: Apify's /api/v2/<op>).
 */
const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'markdown', 'summary-paragraphs');

describe('a reference section at the docs root', () => {
  it('takes "" (or ".") as the docs root, its id from the document', () => {
    expect(resolveReference({ path: '' }, 'apis/v2.yaml')).toMatchObject({ path: '', id: 'v2' });
    expect(resolveReference({ path: '.', id: 'api' }, 'v2.yaml')).toMatchObject({ path: '', id: 'api' });
    expect(resolveReference({ path: 'a/../b' }, 'v2.yaml')).toMatch(/is not a folder below the docs root/);
  });

  it("names a split document's entry file index by its folder, as index.html names a web folder", () => {
    // Redocly's split layout (`openapi/index.yaml`): /docs/index/… would name no API.
    expect(resolveReference(true, 'openapi/index.yaml')).toMatchObject({ path: 'openapi', id: 'openapi' });
    expect(resolveReference(true, 'apis/AcmePay/index.yml')).toMatchObject({ path: 'acme-pay' });
    expect(resolveReference(true, 'index.json')).toMatchObject({ path: 'api' });
    expect(resolveReference(true, 'openapi/indexes.yaml')).toMatchObject({ path: 'indexes' });
  });

  it('gives its pages doc ids and URLs without a folder', async () => {
    const api = await loadOpenApi('openapi.yaml', { siteDir: dir });
    const options = resolveReference({ path: '' }, 'openapi.yaml') as ResolvedReference;
    const model = referenceModel(api.doc, options, '/api/v2');
    expect(model.overview).toEqual({ docId: 'index', href: '/api/v2' });
    expect(model.operations.map((o) => [o.docId, o.href])).toEqual(
      model.operations.map((o) => [o.slug, `/api/v2/${o.slug}`]),
    );
    expect(model.tags.every((t) => t.docId === `tags/${t.slug}`)).toBe(true);
    expect(referenceModel(api.doc, options, '').overview.href).toBe('/');
  });
});
