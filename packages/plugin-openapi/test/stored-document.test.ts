import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadOpenApi } from '../src/load.js';
import type { LoadedApi } from '../src/model.js';
import { fromStored, storedDocument } from '../src/stored-document.js';

/** The document kept in the build cache: what a rebuild reads instead of parsing the files again. */
const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

/** Through JSON, as the store writes and reads it. */
async function roundTrip(api: LoadedApi, siteDir: string): Promise<LoadedApi> {
  const stored = JSON.parse(JSON.stringify(storedDocument('k', api)));
  return fromStored(stored, siteDir);
}

describe('a document read back from the store', () => {
  it.each([
    ['a split document', path.join(fixtures, 'sites', 'published-split'), 'openapi/kennel.yaml'],
    ['a Swagger 2.0 file', path.join(fixtures, 'validation', 'swagger-2'), 'openapi.json'],
    ['one YAML file', fixtures, 'shop.yaml'],
  ])(
    '%s: the same document, operations and files, each value at the place the loader gives',
    async (_, siteDir, spec) => {
      const api = await loadOpenApi(spec, { siteDir, validate: 'off' });
      const back = await roundTrip(api, siteDir);
      expect(back.doc).toEqual(api.doc);
      expect(back.version).toBe(api.version);
      expect([...back.operations.keys()]).toEqual([...api.operations.keys()]);
      expect(back.files).toEqual(api.files);
      expect(back.file).toBe(api.file);
      // Every schema and operation: its file, line and pointer where it is written.
      const pointers: string[][] = [['openapi'], ['info', 'title']];
      for (const name of Object.keys(api.doc.components?.schemas ?? {})) pointers.push(['components', 'schemas', name]);
      for (const [p, item] of Object.entries(api.doc.paths ?? {}))
        for (const method of Object.keys(item as object)) pointers.push(['paths', p, method]);
      expect(pointers.length).toBeGreaterThan(3);
      for (const segments of pointers) {
        expect(back.place!(segments), segments.join('/')).toEqual(api.place!(segments));
        expect(back.locate(segments), segments.join('/')).toEqual(api.locate(segments));
      }
    },
  );
});
