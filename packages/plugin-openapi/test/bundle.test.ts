import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { loadOpenApi } from '../src/load.js';

/**
 * A folder per case (`fixtures/bundle/<case>/`): a document split over files (`openapi.yaml` and
 * what its `$ref`s lead to) and the expected `bundled.yaml`, the one document the plugin renders
 * from (external reusable objects as named components, the rest in place), and `places.txt`:
 * where some parts of it were written (`pointer → file:line`). `UPDATE=1` rewrites both.
 */
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'bundle');

describe('bundling a multi-file document', () => {
  for (const name of fs.readdirSync(root).sort()) {
    it(name, async () => {
      const dir = path.join(root, name);
      const api = await loadOpenApi('openapi.yaml', { siteDir: dir, validate: 'error' });
      const bundled = stringify(api.doc, { lineWidth: 0 });
      const pointers = Object.entries(api.doc.components?.schemas ?? {}).map(([n]) => ['components', 'schemas', n]);
      const places = [
        ...pointers,
        ['paths', '/labels', 'get', 'x-codeSamples', '0', 'source'],
        ['paths', '/labels', 'get', 'x-codeSamples', '1', 'source'],
        ['paths', '/parcels', 'get', 'description'],
        ['info', 'description'],
      ]
        .map((segments) => {
          const place = api.place?.(segments);
          return `/${segments.join('/')} → ${place?.file}:${place?.line}:${place?.column} ${place?.where}\n`;
        })
        .join('');
      const expected = { 'bundled.yaml': bundled, 'places.txt': places };
      for (const [file, actual] of Object.entries(expected)) {
        if (process.env.UPDATE) fs.writeFileSync(path.join(dir, file), actual);
        expect(actual).toBe(fs.readFileSync(path.join(dir, file), 'utf8'));
      }
      expect(api.files).toEqual(expect.arrayContaining(['openapi.yaml', 'schemas/label.yaml', 'models.json']));
    });
  }
});
