import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createAjv, validatorAt } from '../src/ajv-setup.js';
import { exampleProblems } from '../src/examples.js';
import { loadOpenApi } from '../src/load.js';
import { sharedValidators } from '../src/shared-validators.js';

const ID = 'https://docgen.invalid/doc.json';
const error = (example: unknown) => ({
  type: 'object',
  required: ['code'],
  properties: { code: { type: 'string' }, detail: { type: 'object', properties: { at: { type: 'integer' } } } },
  oneOf: [{ $ref: '#/components/schemas/Typed' }, { $ref: '#/components/schemas/Body' }],
  example,
});
const components = {
  schemas: {
    Typed: { type: 'object', properties: { code: { enum: ['a', 'b'] }, params: { type: 'array' } } },
    Body: { type: 'object', properties: { code: { type: 'string' }, message: { type: 'string' } } },
  },
};

describe('validators shared by the places that write the same schema', () => {
  it('compiles a schema written at several places once, and names each place in its errors', () => {
    const doc = { components, paths: { a: { schema: error(1) }, b: { schema: error(1) }, c: { schema: error(2) } } };
    const ajv = createAjv();
    ajv.addSchema(doc, ID);
    const compiled: string[] = [];
    const placed = sharedValidators((ref) => {
      compiled.push(ref);
      return validatorAt(ajv, ref);
    });
    const at = (p: string) => placed(`${ID}#/paths/${p}/schema`, doc.paths[p as 'a'].schema)!;
    const [a, b, c] = [at('a'), at('b'), at('c')];
    // `c` differs by its example only, which is part of the text: compiled apart.
    expect(compiled).toEqual([`${ID}#/paths/a/schema`, `${ID}#/paths/c/schema`]);
    expect(b.validate).toBe(a.validate);
    expect(b.validate({ code: 3 })).toBe(false);
    const errors = b.errors();
    const own = errors.findLast((e) => e.keyword === 'type' && e.instancePath === '/code');
    expect(own?.parentSchema).toBe(doc.paths.b.schema.properties.code);
    const oneOf = errors.find((e) => e.keyword === 'oneOf');
    expect(oneOf?.schema).toBe(doc.paths.b.schema.oneOf);
    expect(oneOf?.parentSchema).toBe(doc.paths.b.schema);
    // An object reached through a `$ref` is the same one from every place.
    const typed = errors.find((e) => e.instancePath === '/code' && e.keyword === 'enum');
    expect(typed?.parentSchema).toBe(components.schemas.Typed.properties.code);
    expect(c.validate).not.toBe(a.validate);
  });

  it('does not share a schema that sets a base URI, refers outside the document or repeats an object', () => {
    const inner = { type: 'string' };
    const doc = {
      paths: {
        a: { schema: { $id: 'x.json', type: 'string' } },
        b: { schema: { $id: 'x.json', type: 'string' } },
        c: { schema: { properties: { one: inner, two: inner } } },
        d: { schema: { properties: { one: inner, two: inner } } },
      },
    };
    const compiled: string[] = [];
    const placed = sharedValidators((ref) => {
      compiled.push(ref);
      return (() => true) as never;
    });
    for (const p of ['a', 'b', 'c', 'd'] as const) placed(p, doc.paths[p].schema);
    expect(compiled).toEqual(['a', 'b', 'c', 'd']);
  });
});

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-shared-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('the examples of a document repeating an inline schema', () => {
  it('reports each example at its own place, naming its own schema', async () => {
    const paths: Record<string, unknown> = {};
    for (const name of ['one', 'two', 'three'])
      paths[`/${name}`] = {
        get: {
          operationId: name,
          responses: {
            '200': { description: 'OK' },
            '400': {
              description: 'Bad',
              content: {
                'application/json': {
                  schema: { ...error({ code: 7, params: null, detail: { at: 'x' } }), type: 'string' },
                },
              },
            },
          },
        },
      };
    const doc = { openapi: '3.1.0', info: { title: 'T', version: '1' }, paths, components };
    fs.writeFileSync(path.join(tmp, 'errors.json'), JSON.stringify(doc, null, 2));
    const api = await loadOpenApi('errors.json', { siteDir: tmp, validate: 'warn' });
    const problems = exampleProblems(api);
    const whys = (name: string) =>
      problems.filter((p) => p.message.includes(`operation ${name},`)).map((p) => `${p.line} ${p.why}`);
    for (const name of ['one', 'two', 'three']) {
      const schema = `#/paths/~1${name}/get/responses/400/content/application~1json/schema`;
      const own = whys(name);
      expect(own.length).toBeGreaterThan(0);
      expect(own.some((w) => w.includes(`The schema at ${schema} says {"type":"string"}`))).toBe(true);
      const at = `The schema at ${schema}/properties/detail/properties/at says {"type":"integer"}`;
      expect(own.some((w) => w.includes(at))).toBe(true);
      // No other operation's place.
      expect(own.join('\n')).not.toMatch(new RegExp(`~1(?!${name}/)[a-z]+/get`));
    }
    // The same faults at each place, each at its own line.
    expect(whys('two').map((w) => w.replace(/^\d+ /, '').replace(/two/g, 'one'))).toEqual(
      whys('one').map((w) => w.replace(/^\d+ /, '')),
    );
    expect(new Set(problems.map((p) => p.line)).size).toBe(3 * new Set(whys('one').map((w) => w.split(' ')[0])).size);
  });
});
