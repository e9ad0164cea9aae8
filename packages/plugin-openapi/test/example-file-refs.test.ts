import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { validateExamples } from '../src/examples.js';
import { loadOpenApi } from '../src/load.js';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'validation', 'example-file-refs');

it('names a rule of a whole other file by the file, without an empty "#" pointer', async () => {
  const api = await loadOpenApi('openapi.yaml', { siteDir: dir, validate: 'warn', collect: true });
  expect(validateExamples(api, { validate: 'warn' }).map((d) => [d.file, d.line, d.why])).toEqual([
    ['examples/broken.yaml', 1, 'The schema at schemas/event.yaml says {"required":["type","room","sent"]}.'],
  ]);
});
