import { describe, expect, it } from 'vitest';
import { createAjv, validatorAt } from '../src/ajv-setup.js';

const ID = 'https://docgen.invalid/doc.json';
const doc = {
  components: {
    schemas: {
      Order: {
        type: 'object',
        required: ['id'],
        properties: { id: { type: 'string' }, lines: { $ref: '#/components/schemas/Lines' } },
      },
      Lines: { type: 'array', items: { type: 'integer' } },
    },
  },
  paths: {
    '/orders': { get: { schema: { type: 'object', properties: { order: { $ref: '#/components/schemas/Order' } } } } },
  },
};

describe('validatorAt', () => {
  it('takes the function ajv compiled for a $ref to the same place, not a second one', () => {
    const ajv = createAjv();
    ajv.addSchema(structuredClone(doc), ID);
    // The operation's schema first: ajv compiles Order and Lines for its `$ref`s.
    const operation = validatorAt(ajv, `${ID}#/paths/~1orders/get/schema`)!;
    expect(operation({ order: { id: 'a', lines: [1] } })).toBe(true);
    const viaRef = (name: string) =>
      (ajv.schemas[ID]?.refs[`${ID}#/components/schemas/${name}`] as { validate?: unknown } | undefined)?.validate;
    expect(typeof viaRef('Order')).toBe('function');
    expect(validatorAt(ajv, `${ID}#/components/schemas/Order`)).toBe(viaRef('Order'));
    expect(validatorAt(ajv, `${ID}#/components/schemas/Lines`)).toBe(viaRef('Lines'));
    // The same verdicts and errors as a function of its own.
    const order = validatorAt(ajv, `${ID}#/components/schemas/Order`)!;
    expect(order({ lines: ['x'] })).toBe(false);
    const fresh = createAjv();
    fresh.addSchema(structuredClone(doc), ID);
    const own = fresh.getSchema(`${ID}#/components/schemas/Order`)!;
    expect(own({ lines: ['x'] })).toBe(false);
    const strip = (errors: unknown) =>
      JSON.parse(JSON.stringify(errors, (k, v) => (k === 'parentSchema' || k === 'schema' ? undefined : v)));
    expect(strip(order.errors)).toEqual(strip(own.errors));
  });

  it('compiles a place no $ref reached, as getSchema does', () => {
    const ajv = createAjv();
    ajv.addSchema(structuredClone(doc), ID);
    const lines = validatorAt(ajv, `${ID}#/components/schemas/Lines`)!;
    expect(lines([1, 2])).toBe(true);
    expect(lines(['x'])).toBe(false);
    expect(validatorAt(ajv, `${ID}#/components/schemas/Lines`)).toBe(lines);
  });
});
