import { describe, expect, it } from 'vitest';
import { documentChecks } from '../src/document-checks.js';
import type { OaObject } from '../src/model.js';

/** A place that names the pointer it is at (as a file name: the checks keep it). */
const where = (segments: readonly (string | number)[]) => ({
  file: `#/${segments.join('/')}`,
  line: 1,
  column: 1,
  text: '',
});

/** The checks of a document whose one schema has the property `uris` of schema `schema`. */
async function problems(schema: OaObject, version: '3.0' | '3.1' = '3.0') {
  const doc = {
    openapi: version === '3.0' ? '3.0.3' : '3.1.0',
    info: { title: 'T', version: '1' },
    paths: {},
    components: { schemas: { Client: { type: 'object', properties: { uris: schema } } } },
  };
  const all = await documentChecks(doc, version, where, true);
  return all.map((p) => `${p.file} | ${p.message} | ${p.fix}`);
}

describe('a schema with items that is no array', () => {
  it('of another type: did you mean `type: array`', async () => {
    expect(await problems({ type: 'string', items: { type: 'string', format: 'uri' } })).toEqual([
      '#/components/schemas/Client/properties/uris/type | The schema has items, but its type is string: items apply to arrays only, so no array is taken and no item is checked. | did you mean `type: array`? (else remove items)',
    ]);
  });

  it('without a type: did you mean `type: array`', async () => {
    expect(await problems({ items: { type: 'string' } })).toEqual([
      '#/components/schemas/Client/properties/uris/items | The schema has items but no type: it takes any value that is not an array too (a string, an object), and its items are checked only in arrays. | did you mean `type: array`?',
    ]);
  });

  it('a misspelt type is told once, by the official schema, with the same fix', async () => {
    expect(await problems({ type: 'list', items: { type: 'string' } })).toEqual([
      expect.stringMatching(/type must be one of .* \| write type: array\.$/),
    ]);
  });

  it('leaves alone an array, a 3.1 type list with array, and a part of an allOf', async () => {
    expect(await problems({ type: 'array', items: { type: 'string' } })).toEqual([]);
    expect(await problems({ type: ['array', 'null'], items: { type: 'string' } }, '3.1')).toEqual([]);
    expect(await problems({ allOf: [{ type: 'array' }, { items: { type: 'string' } }] })).toEqual([]);
  });
});

describe("an array's enum of its items' values", () => {
  it('is one fault, whose fix moves the enum into items', async () => {
    const schema = { type: 'array', items: { type: 'string' }, enum: ['drugs', 'language', 'nudity', 'safe'] };
    expect(await problems(schema)).toEqual([
      '#/components/schemas/Client/properties/uris/enum | The enum of this array lists values of its items ("drugs", "language", "nudity", …), none an array: no value of the schema can be one. | move the enum into items: `items: { type: string, enum: [drugs, language, nudity, …] }`.',
    ]);
  });

  it('an enum of arrays is an array enum, checked as before', async () => {
    expect(await problems({ type: 'array', items: { type: 'string' }, enum: [['a'], ['a', 'b']] })).toEqual([]);
  });
});
