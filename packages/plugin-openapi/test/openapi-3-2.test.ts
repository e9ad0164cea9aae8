import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadOpenApi } from '../src/load.js';
import { allOperations } from '../src/reference/model.js';

/** An OpenAPI 3.2 document is read as 3.1 is, with what 3.2 adds (its faults: `fixtures/validation/openapi-3-2`). */
const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'markdown', 'openapi-3-2-methods');

describe('an OpenAPI 3.2 document', () => {
  it('has its QUERY operation and additionalOperations, in the directive index and the reference section', async () => {
    const api = await loadOpenApi('openapi.yaml', { siteDir: dir, validate: 'error' });
    expect(api.diagnostics).toEqual([]);
    const methods = [...api.operations.values()].map((e) => `${e.id} ${e.method} ${e.segments.join('/')}`);
    expect(methods).toEqual([
      'searchParcels query paths//parcels/query',
      'copyParcels copy paths//parcels/additionalOperations/COPY',
      'lookupParcel get paths//parcels/lookup/get',
    ]);
    expect(allOperations(api.doc).map((e) => `${e.id} ${e.method}`)).toEqual([
      'searchParcels query',
      'copyParcels copy',
      'lookupParcel get',
    ]);
  });
});
