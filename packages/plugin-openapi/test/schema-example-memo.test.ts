import { beforeEach, describe, expect, it, vi } from 'vitest';

// Counted: a body's example is shown on its operation's page and sent by its code samples, and a
// response shared by `$ref` is on every page that uses it; each is made once per schema node.
const made = vi.hoisted(() => ({ count: 0 }));
vi.mock('../src/sample.js', async (original) => {
  const actual = await original<typeof import('../src/sample.js')>();
  return {
    ...actual,
    sampleFromSchema: (...args: Parameters<typeof actual.sampleFromSchema>) => {
      made.count++;
      return actual.sampleFromSchema(...args);
    },
  };
});

const { schemaExample } = await import('../src/render/samples.js');

const doc = {
  openapi: '3.1.0',
  components: {
    schemas: {
      Pet: {
        type: 'object',
        required: ['id'],
        properties: {
          id: { type: 'integer' },
          secret: { type: 'string', writeOnly: true },
          tags: { type: 'array', items: { type: 'string' } },
        },
      },
    },
  },
};

describe('the example made from a schema', () => {
  beforeEach(() => {
    made.count = 0;
  });

  it('is made once per schema node and direction', () => {
    const schema = { $ref: '#/components/schemas/Pet' };
    const first = schemaExample(doc, schema, 'response');
    expect(schemaExample(doc, schema, 'response')).toEqual(first);
    expect(schemaExample(doc, schema, 'response')).toEqual(first);
    expect(made.count).toBe(1);
    // The direction is part of what it is: a request sends the writeOnly key a response leaves out.
    expect(schemaExample(doc, schema, 'request')).toEqual({ ...(first as object), secret: 'string' });
    expect(made.count).toBe(2);
    // Another node, even one written alike, is another schema (its `$ref`s may lead elsewhere).
    schemaExample(doc, { $ref: '#/components/schemas/Pet' }, 'response');
    expect(made.count).toBe(3);
  });

  it('is a copy its caller may change', () => {
    const schema = { $ref: '#/components/schemas/Pet' };
    const first = schemaExample(doc, schema, 'request') as { id: unknown; tags: unknown[] };
    const expected = structuredClone(first);
    first.id = 'changed';
    first.tags.push('changed');
    const again = schemaExample(doc, schema, 'request') as { tags: unknown[] };
    expect(again).toEqual(expected);
    again.tags.length = 0;
    expect(schemaExample(doc, schema, 'request')).toEqual(expected);
  });
});
