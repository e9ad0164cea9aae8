import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import YAML from 'yaml';
import type { OaObject } from '../src/model.js';
import { sampleFromSchema } from '../src/sample.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const doc = YAML.parse(
  fs.readFileSync(path.join(here, 'fixtures/markdown/read-write-only/openapi.yaml'), 'utf8'),
) as OaObject;
const account = { $ref: '#/components/schemas/Account' };
const made = (towards: 'request' | 'response' | 'any') =>
  Object.keys(sampleFromSchema(doc, account, 0, new Set(), false, towards) as object);

it('leaves read-only properties out of a request, write-only ones out of a response, neither out of the schema', () => {
  expect(made('request')).toEqual(['email', 'password']);
  expect(made('response')).toEqual(['id', 'email', 'created_at']);
  expect(made('any')).toEqual(['id', 'email', 'password', 'created_at']);
});

it('makes 0, not a bound JSON cannot print, of an int64 whose minimum is -2^63', () => {
  // As a document's JSON is parsed: -2^63 and 2^63 - 1 become the nearest doubles.
  const int64 = { type: 'integer', format: 'int64', minimum: -(2 ** 63), maximum: 2 ** 63 };
  expect(sampleFromSchema({}, int64)).toBe(0);
  expect(sampleFromSchema({}, { type: 'integer', minimum: -5 })).toBe(-5);
});

it('makes an empty array of one whose maxItems is 0, however its items are described', () => {
  const events = { type: 'array', items: { type: 'object', properties: { id: { type: 'string' } } }, maxItems: 0 };
  expect(sampleFromSchema({}, { type: 'object', required: ['events'], properties: { events } })).toEqual({
    events: [],
  });
  expect(sampleFromSchema({}, { type: 'array', items: { type: 'string' }, maxItems: 2 })).toEqual(['string']);
});

it("makes a value in place of a default its schema refuses, as Kubernetes' `default: {}` beside a $ref", () => {
  const doc = {
    components: {
      schemas: {
        Spec: {
          type: 'object',
          required: ['selectors'],
          properties: { selectors: { type: 'array', items: { type: 'string' } } },
        },
      },
    },
  };
  const policy = {
    type: 'object',
    properties: {
      spec: { default: {}, $ref: '#/components/schemas/Spec' },
      mode: { type: 'object', default: { on: true }, required: ['on'], properties: { on: { type: 'boolean' } } },
      effect: { type: 'string', default: '', enum: ['NoExecute', 'NoSchedule'] },
      kind: { type: 'string', default: 'Pod', enum: ['Node', 'Pod'] },
    },
  };
  expect(sampleFromSchema(doc, policy)).toEqual({
    spec: { selectors: ['string'] },
    mode: { on: true },
    effect: 'NoExecute',
    kind: 'Pod',
  });
});
