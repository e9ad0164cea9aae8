import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it, vi } from 'vitest';

const made = vi.hoisted(() => ({ ajvs: 0 }));
vi.mock('../src/ajv-setup.js', async (original) => {
  const actual = await original<typeof import('../src/ajv-setup.js')>();
  return {
    ...actual,
    createAjv: (...args: Parameters<typeof actual.createAjv>) => {
      made.ajvs++;
      return actual.createAjv(...args);
    },
  };
});

const { validateExamples } = await import('../src/examples.js');
const { loadOpenApi } = await import('../src/load.js');
const { schemaTester } = await import('../src/schema-test.js');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-shared-schemas-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

// A `oneOf` of two objects whose keys are all optional: the example made for it is tested
// against the alternatives (`oneOfSample`), while the examples are checked.
fs.writeFileSync(
  path.join(dir, 'openapi.yaml'),
  `openapi: 3.1.0
info: { title: Pets, version: '1' }
paths:
  /pets:
    get:
      responses:
        '200':
          description: A pet.
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Pet' }
components:
  schemas:
    Pet:
      oneOf:
        - { type: object, properties: { name: { type: string } }, required: [name] }
        - { type: object, properties: { tag: { type: integer } }, required: [tag] }
    Owner:
      type: object
      properties: { pet: { $ref: '#/components/schemas/Pet' } }
`,
);

it('tests the examples made from schemas against the schemas the check compiled, not a second copy', async () => {
  const api = await loadOpenApi('openapi.yaml', { siteDir: dir, validate: 'warn', collect: true });
  made.ajvs = 0;
  expect(validateExamples(api, { validate: 'warn' })).toEqual([]);
  expect(made.ajvs).toBe(1);
  // After the check, the tester keeps what it was lent: the pages' samples test with it too.
  const test = schemaTester(api.doc);
  const pet = (api.doc.components as { schemas: Record<string, unknown> }).schemas.Pet;
  expect(test(pet, { name: 'Rex' })).toBe(true);
  expect(test(pet, { name: 'Rex', tag: 1 })).toBe(false);
  expect(made.ajvs).toBe(1);
});
