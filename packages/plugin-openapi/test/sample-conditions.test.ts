import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { createAjv } from '../src/ajv-setup.js';
import type { OaObject } from '../src/model.js';
import { sampleFromSchema } from '../src/sample.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const doc = YAML.parse(fs.readFileSync(path.join(here, 'fixtures/sample-conditions.yaml'), 'utf8')) as OaObject;

const ajv = createAjv();
ajv.addSchema(doc, 'doc');

function check(name: string, requiredOnly = false): unknown {
  const value = sampleFromSchema(doc, { $ref: `#/components/schemas/${name}` }, 0, new Set(), requiredOnly);
  const validate = ajv.getSchema(`doc#/components/schemas/${name}`)!;
  expect(validate(value), `${name}: ${JSON.stringify(value)} ${JSON.stringify(validate.errors)}`).toBe(true);
  return value;
}

describe('examples made from schemas meet their conditions', () => {
  it('takes the branch of an if its values take', () => {
    expect(check('Address')).toEqual({ country: 'FR', state: 'string', postcode: 'stringxxxx' });
    expect(check('Address', true)).toEqual({ country: 'FR', postcode: 'stringxxxx' });
  });

  it('meets the if/then pairs of an allOf, and the value a branch narrows', () => {
    expect(check('Payment')).toEqual({ method: 'card', fee: 3, card: '4242' });
    expect(check('Payment', true)).toEqual({ method: 'card', card: '4242' });
  });

  it('adds the keys that a sent key requires', () => {
    expect(check('Customer')).toEqual({
      name: 'str',
      card: 'string',
      billing_address: 'string',
      vat_id: 'string',
      company: 'string',
    });
    check('Customer', true);
  });

  it('leaves out a key whose dependents the object refuses', () => {
    expect(check('Closed')).toEqual({});
  });

  it('makes a string its pattern matches, the same in every build', () => {
    expect(check('Snowflake')).toBe('0');
    expect(check('EventId')).toMatch(/^evt_.{4}$/);
    expect(check('BundleId')).toMatch(/^enb[0-9a-zA-Z]{17}$/);
    expect(check('Digits')).toMatch(/^[1-9][0-9]{11}$/);
    expect(check('Mailbox')).toBe('user@example.com');
    expect(check('Hex')).toBe(check('Hex'));
    expect(check('Uuid')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}$/i);
  });

  it('makes for a oneOf a value that matches one alternative alone', () => {
    expect(check('Target')).toBe('https://example.com/hook');
  });

  it('ends a recursion with null where the schema allows it, and gives deep required values', () => {
    expect(check('Node')).toEqual({ id: '0', parent: null });
    check('Level1');
    expect(check('Pair')).toEqual([0, 0]);
  });

  it('makes a required value below the depth cap of its required keys alone', () => {
    expect(JSON.stringify(check('Reply'))).toMatch(/^\{"reply":\{("next":\{){9}"id":"0"\}{11}$/);
  });

  it('gives null for a nullable value whose required parts a recursion leaves out', () => {
    expect(check('Chain')).toEqual({ next: null });
  });

  it('takes a default of null only where the schema takes null', () => {
    expect(check('Stop')).toBe('string');
    expect(check('Maybe')).toBe(null);
  });

  it('gives "X or null" the properties written beside its alternatives', () => {
    expect(check('Network')).toEqual({ visa: 'string' });
  });

  it('gives an object the keys its minProperties asks', () => {
    expect(check('Config')).toEqual({ property1: 1 });
    expect(check('Named')).toEqual({ a: true, b: 'string', c: 'string' });
  });

  it('gives an object no more keys than its maxProperties, the required kept', () => {
    expect(check('ErrorSource')).toEqual({ pointer: 'string' });
    expect(check('KeyPair')).toEqual({ note: 'string', id: 0 });
    expect(check('SourceFields')).toEqual({ pointer: 'string' });
  });

  it('makes for alternatives beside a type of its own a value of that type, with its items', () => {
    expect(check('Counts')).toEqual({ buckets: [{ key: 'string' }] });
  });

  it('gives the discriminator the value that names the alternative or subtype made', () => {
    const made = (name: string) => sampleFromSchema(doc, { $ref: `#/components/schemas/${name}` }, 0, new Set());
    expect(made('Reference')).toEqual({ body: 'string', type: 'text' });
    expect(made('Cited')).toEqual({ body: 'string', type: 'text', page: 0 });
    expect(check('Hen')).toEqual({ kind: 'Hen', eggs: 0 });
    // "Cow" is no value of its enum: the value made stays one it allows.
    expect(check('Cow')).toEqual({ kind: 'cow', moos: true });
  });

  it('fills minProperties with a key it can make, not a string for a structure it cannot', () => {
    expect(check('Span')).toEqual({ containing: { big: { term: { property1: 'string' } } } });
  });

  it('sends the key of one alternative alone when each restates a key beside them', () => {
    expect(check('Lookup')).toEqual({ id: 'string', index: 'string' });
  });

  it('leaves out a key its not refuses together with others', () => {
    expect(check('Grouping')).toEqual({ aggregations: {}, size: 0 });
    expect(check('Histogram')).toEqual({ aggregations: {}, size: 0, interval: 0 });
  });

  it('gives an array of unique items different items', () => {
    expect(check('Ids')).toEqual(['0', '10', '1']);
    expect(check('Flags')).toEqual(['x', 'y']);
    expect(check('Steps')).toEqual([5, 10]);
  });

  it('gives an object with a oneOf base the keys of both', () => {
    expect(check('Pinged')).toEqual({ kind: 'ping', deliveries: 0 });
  });

  it('gives a string of each format ajv checks a value of that format', () => {
    expect(check('Formats')).toMatchObject({ duration: 'P1D', pointer: '/id' });
  });

  it('puts in an array the value it must contain', () => {
    expect(check('Roles')).toEqual(['owner', 'string']);
  });

  it('gives a nested node the trait its parent took in too', () => {
    expect(check('Sheet')).toEqual({
      kind: 'sheet',
      panes: [{ kind: 'pane', id: 'string', label: 'string' }],
      id: 'string',
      label: 'string',
    });
    check('Sheet', true);
  });

  it('meets alternatives that require keys of the properties beside them', () => {
    expect(check('Merge')).toEqual({ user: { id: 'string', email: 'string' } });
    expect(check('Exclusive')).toEqual({ id: 'string' });
    expect(check('Update')).toEqual({ archived: true });
  });

  it('gives a required key whose schema takes any value null', () => {
    expect(check('Task')).toEqual({ status: 'string', data: null, schedule: null });
  });

  it('makes a required value deep down that is one of two structures', () => {
    expect(JSON.stringify(check('Nested'))).toBe(`${'{"in":'.repeat(10)}{"kind":"inner","ratio":0}${'}'.repeat(10)}`);
  });
});
