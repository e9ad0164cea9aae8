import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createAjv } from '../src/ajv-setup.js';
import { exampleProblems } from '../src/examples.js';
import { provenValid } from '../src/fast-valid.js';
import { sanitizeSchemas, toJsonSchema2020 } from '../src/json-schema.js';
import { loadOpenApi } from '../src/load.js';
import { sampleFromSchema } from '../src/sample.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-fast-valid-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const ID = 'https://docgen.invalid/doc.json';

/** Runs `during`, counting the functions ajv compiles (it makes each with `new Function`). */
function compilations(during: () => void): number {
  const original = globalThis.Function;
  let count = 0;
  globalThis.Function = new Proxy(original, {
    construct(target, args) {
      count++;
      return Reflect.construct(target, args);
    },
  });
  try {
    during();
  } finally {
    globalThis.Function = original;
  }
  return count;
}

const root = {
  components: {
    schemas: {
      Id: { type: 'string', pattern: '^[0-9]+$' },
      Kind: {
        oneOf: [
          { const: 1, title: 'a' },
          { const: 2, title: 'b' },
        ],
      },
      Item: {
        type: 'object',
        required: ['id'],
        additionalProperties: false,
        properties: {
          id: { $ref: '#/components/schemas/Id' },
          kind: { $ref: '#/components/schemas/Kind' },
          at: { type: 'string', format: 'date-time' },
          size: { type: 'integer', format: 'uint64', minimum: 0, multipleOf: 0.5 },
          tags: { type: ['array', 'null'], items: { type: 'string', maxLength: 3 }, maxItems: 2 },
        },
      },
    },
  },
};

describe('a value proven valid without compiling', () => {
  const ajv = createAjv();
  ajv.addSchema(structuredClone(root), ID);
  const verdict = (value: unknown) => {
    const proven = provenValid(ajv, root, { $ref: '#/components/schemas/Item' }, value);
    const valid = ajv.getSchema(`${ID}#/components/schemas/Item`)!(value);
    return { proven, valid };
  };

  it('is valid for ajv too, and is proven through $ref, oneOf of consts, patterns and formats', () => {
    const ok = { id: '12', kind: 2, at: '2025-01-01T00:00:00Z', size: 3, tags: ['a', 'bc'] };
    expect(verdict(ok)).toEqual({ proven: true, valid: true });
    expect(verdict({ id: '1', tags: null })).toEqual({ proven: true, valid: true });
  });

  it('is never claimed for a value ajv rejects', () => {
    const wrong: unknown[] = [
      { id: 'x' },
      { id: '1', kind: 3 },
      { id: '1', at: '2025-01-01' },
      { id: '1', size: 1.25 },
      { id: '1', size: -1 },
      { id: '1', tags: ['abcd'] },
      { id: '1', tags: ['a', 'b', 'c'] },
      { id: '1', extra: true },
      { kind: 1 },
      [],
      null,
    ];
    for (const value of wrong)
      expect(verdict(value), JSON.stringify(value)).toEqual({ proven: undefined, valid: false });
  });

  it('leaves to ajv what it does not read (not, if, uniqueItems, $id)', () => {
    for (const schema of [
      { not: { type: 'string' } },
      JSON.parse('{"if": {"type": "string"}, "then": {"minLength": 1}}'),
      { type: 'array', uniqueItems: true },
      { $id: 'https://example.com/x', type: 'string' },
    ])
      expect(provenValid(ajv, root, schema, 3), JSON.stringify(schema)).toBeUndefined();
  });

  it('agrees with ajv on every example made from the schemas of the test documents', async () => {
    for (const [dir, file] of [
      ['../../../content', 'openapi/lintas.yaml'],
      ['fixtures', 'shop.yaml'],
      ['fixtures', 'serialization.yaml'],
      ['fixtures', 'sample-conditions.yaml'],
    ] as const) {
      const api = await loadOpenApi(file, { siteDir: path.resolve(here, dir) });
      const schemaDoc = toJsonSchema2020(sanitizeSchemas(structuredClone(api.doc)));
      const docAjv = createAjv();
      docAjv.addSchema(schemaDoc, ID);
      for (const name of Object.keys(api.doc.components?.schemas ?? {})) {
        const ref = `#/components/schemas/${name}`;
        const value = sampleFromSchema(api.doc, { $ref: ref }, 0, new Set(), false, 'any');
        if (value === undefined) continue;
        for (const v of [value, mutate(value)]) {
          if (provenValid(docAjv, schemaDoc, { $ref: ref }, v))
            expect(docAjv.getSchema(`${ID}${ref}`)!(v), `${file} ${name} ${JSON.stringify(v)}`).toBe(true);
        }
      }
    }
  });
});

/** The value with its first scalar (depth first) changed to another type. */
function mutate(value: unknown): unknown {
  if (typeof value === 'string') return 7;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return 'x';
  if (Array.isArray(value)) return value.length > 0 ? [mutate(value[0]), ...value.slice(1)] : ['x'];
  const entries = Object.entries(value as Record<string, unknown>);
  return entries.length > 0 ? { ...(value as object), [entries[0]![0]]: mutate(entries[0]![1]) } : { x: 1 };
}

describe("the examples' check", () => {
  it('compiles no validator for the examples made from schemas that are proven valid', async () => {
    const schemas = Object.fromEntries(
      Array.from({ length: 12 }, (_, i) => [
        `Thing${i}`,
        { type: 'object', required: ['id'], properties: { id: { type: 'string' }, n: { type: 'integer' } } },
      ]),
    );
    fs.writeFileSync(
      path.join(tmp, 'things.json'),
      JSON.stringify({ openapi: '3.1.0', info: { title: 'Things', version: '1' }, paths: {}, components: { schemas } }),
    );
    const api = await loadOpenApi('things.json', { siteDir: tmp });
    let problems: unknown[] = [];
    expect(compilations(() => void (problems = exampleProblems(api)))).toBe(0);
    expect(problems).toEqual([]);
  });
});
