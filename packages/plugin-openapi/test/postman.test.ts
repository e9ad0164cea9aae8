import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadOpenApi } from '../src/load.js';
import type { LoadedApi, OaObject } from '../src/model.js';
import { postmanCollection, POSTMAN_SCHEMA } from '../src/postman.js';
import { pickServer } from '../src/remark.js';
import { requestExample } from '../src/render/samples.js';
import { POSTMAN_SCHEMA_ID, validatePostman } from './postman-schema.js';

const here = path.dirname(fileURLToPath(import.meta.url));
let api: LoadedApi;
let collection: OaObject;

beforeAll(async () => {
  api = await loadOpenApi('openapi/lintas.yaml', { siteDir: path.resolve(here, '../../../content') });
  collection = postmanCollection(api, { baseUrl: pickServer(api, undefined), name: 'Lintas API' });
});

function requests(): OaObject[] {
  return (collection.item as OaObject[]).flatMap((folder) => folder.item as OaObject[]);
}

describe('the Postman collection of the Lintas API', () => {
  it('validates against the official Postman Collection v2.1.0 schema', () => {
    expect(POSTMAN_SCHEMA_ID).toContain('collection/v2.1.0');
    expect(validatePostman(collection)).toEqual([]);
    expect((collection.info as OaObject).schema).toBe(POSTMAN_SCHEMA);
  });

  it('the schema check does catch a broken collection', () => {
    const broken = structuredClone(collection);
    delete (broken.info as OaObject).name;
    (broken.item as OaObject[])[0]!.item[0].request.method = 42;
    expect(validatePostman(broken).length).toBeGreaterThan(0);
  });

  it('uses the sandbox as {{baseUrl}} and the key as the apiKey variable of a bearer auth', () => {
    expect(collection.variable).toEqual([
      { key: 'baseUrl', value: 'https://api.sandbox.lintas.example/v1', type: 'string' },
      { key: 'apiKey', value: '', type: 'string' },
    ]);
    expect(collection.auth).toEqual({
      type: 'bearer',
      bearer: [{ key: 'token', value: '{{apiKey}}', type: 'string' }],
    });
  });

  it('has one folder per tag, in the document’s order, with every path operation once', () => {
    expect((collection.item as OaObject[]).map((f) => f.name)).toEqual([
      'Couriers',
      'Maps',
      'Rates',
      'Orders',
      'Draft orders',
      'Locations',
      'Trackings',
      'Webhooks',
      'Sandbox',
    ]);
    expect(requests()).toHaveLength(30);
  });

  it('sends each request’s example body, and no key for the public tracking', () => {
    const byName = new Map(requests().map((r) => [r.name as string, r]));
    const create = byName.get('Create an order')!;
    expect(create.request.method).toBe('POST');
    expect(create.request.url.raw).toBe('{{baseUrl}}/orders');
    expect(create.request.header).toContainEqual({ key: 'Content-Type', value: 'application/json' });
    expect(JSON.parse(create.request.body.raw as string)).toEqual(
      requestExample(api, api.operations.get('createOrder')!)!.value,
    );
    expect(create.response.length).toBeGreaterThan(0);
    expect(create.response[0]).toMatchObject({ code: 201, status: 'Created' });

    const retrieve = byName.get('Retrieve an order')!;
    expect(retrieve.request.url).toMatchObject({
      raw: '{{baseUrl}}/orders/:id',
      path: ['orders', ':id'],
      variable: [expect.objectContaining({ key: 'id', value: 'ord_7Hq2Lm9XkP4d' })],
    });
    expect(retrieve.request.auth).toBeUndefined();

    const publicTracking = byName.get('Retrieve a public tracking')!;
    expect(publicTracking.request.auth).toEqual({ type: 'noauth' });

    const search = byName.get('Search areas')!;
    expect(search.request.url.raw).toBe('{{baseUrl}}/maps/areas?input=coblong');
    expect(search.request.url.query).toContainEqual(
      expect.objectContaining({ key: 'countries', value: 'ID', disabled: true }),
    );
  });
});
