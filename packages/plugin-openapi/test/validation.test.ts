import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DocgenError, type Diagnostic } from '@docgen/core';
import { afterAll, describe, expect, it } from 'vitest';
import { validateExamples } from '../src/examples.js';
import { loadOpenApi } from '../src/load.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const SHOP = fs.readFileSync(path.join(here, 'fixtures', 'shop.yaml'), 'utf8');
const LINTAS = path.resolve(here, '../../../content/openapi/lintas.yaml');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-openapi-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** Writes a variant of the shop document (one replacement) and loads it. */
async function variant(name: string, from: string | RegExp, to: string, ext = 'yaml') {
  const text = SHOP.replace(from, to);
  expect(text, `the replacement of ${String(from)} must change the document`).not.toBe(SHOP);
  fs.writeFileSync(path.join(tmp, `${name}.${ext}`), text);
  return loadOpenApi(`${name}.${ext}`, { siteDir: tmp });
}

async function diagnosticsOf(promise: Promise<unknown>): Promise<Diagnostic[]> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(DocgenError);
    return (error as DocgenError).diagnostics;
  }
  throw new Error('expected the document to be rejected');
}

describe('loading and validating the document', () => {
  it('loads the Lintas document: 30 operations and 3 webhooks, every example valid', async () => {
    const api = await loadOpenApi('openapi/lintas.yaml', { siteDir: path.dirname(path.dirname(LINTAS)) });
    const entries = [...api.operations.values()];
    expect(entries.filter((e) => e.kind === 'path')).toHaveLength(30);
    expect(entries.filter((e) => e.kind === 'webhook').map((e) => e.id)).toEqual([
      'onOrderStatus',
      'onOrderPrice',
      'onOrderWaybillId',
    ]);
    expect(api.version).toBe('3.1');
    expect(validateExamples(api)).toEqual([]);
  });

  it('rejects a schema violation with its JSON pointer and line', async () => {
    const diagnostics = await diagnosticsOf(variant('bad-type', 'operationId: listItems', 'operationId: 12'));
    expect(diagnostics).toEqual([
      {
        name: 'OpenApiInvalidDocument',
        severity: 'error',
        file: 'bad-type.yaml',
        line: 56,
        column: 7,
        where: '#/paths/~1items/get/operationId',
        message: '/paths/~1items/get/operationId must be of type string',
        why: 'The document does not follow the OpenAPI specification schema.',
      },
    ]);
  });

  it('names an unknown property of an operation', async () => {
    const diagnostics = await diagnosticsOf(
      variant('unknown-key', 'operationId: getStatus', 'operationId: getStatus\n      secure: false'),
    );
    // At the extra key's own line, with the key it is close to.
    expect(diagnostics.map((d) => [d.where, d.message, d.fix])).toEqual([
      [
        '#/paths/~1status/get/secure',
        '/paths/~1status/get has the property "secure", which its schema does not allow',
        'did you mean "security"?',
      ],
    ]);
  });

  it('rejects a $ref that points nowhere, at the $ref', async () => {
    const diagnostics = await diagnosticsOf(
      variant('bad-ref', "$ref: '#/components/schemas/ItemList'", "$ref: '#/components/schemas/ItemLists'"),
    );
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({
      name: 'OpenApiUnresolvedRef',
      where: '#/paths/~1items/get/responses/200/content/application~1json/schema/$ref',
      message: '$ref "#/components/schemas/ItemLists" does not resolve: the document has nothing at that pointer.',
      line: 83,
      fix: 'did you mean "#/components/schemas/ItemList"?',
    });
  });

  it('rejects YAML that does not parse, with its line', async () => {
    const diagnostics = await diagnosticsOf(variant('bad-yaml', 'summary: List items', 'summary: [List items'));
    expect(diagnostics[0]).toMatchObject({ name: 'OpenApiInvalidDocument', file: 'bad-yaml.yaml' });
    expect(diagnostics[0]!.message).toMatch(/^The document is not valid YAML\/JSON: /);
    expect(diagnostics[0]!.line).toBeGreaterThanOrEqual(58);
  });

  it('rejects two operations with the same operationId', async () => {
    const diagnostics = await diagnosticsOf(variant('duplicate-id', 'operationId: deleteItem', 'operationId: getItem'));
    expect(diagnostics).toEqual([
      expect.objectContaining({
        name: 'OpenApiDuplicateOperationId',
        where: '#/paths/~1items~1{id}/delete/operationId',
        line: 187,
        message: 'operationId "getItem" is used twice (first at #/paths/~1items~1{id}/get).',
        fix: 'give it an id of its own, e.g. "getItemDelete".',
      }),
    ]);
  });

  it('rejects Swagger 1.2 (2.0 is read: swagger.test.ts) and a missing file clearly', async () => {
    const swagger = await diagnosticsOf(variant('swagger', 'openapi: 3.1.0', 'swagger: "1.2"'));
    expect(swagger[0]).toMatchObject({
      name: 'OpenApiInvalidDocument',
      message: 'Swagger 1.2 documents are not supported.',
      line: 2,
      where: '#/swagger',
    });
    const missing = await diagnosticsOf(loadOpenApi('nope.yaml', { siteDir: tmp }));
    expect(missing[0]).toMatchObject({
      name: 'OpenApiInvalidDocument',
      file: 'nope.yaml',
      message: 'The OpenAPI document "nope.yaml" does not exist.',
    });
  });

  it('reads JSON documents too', async () => {
    const json = JSON.stringify({
      openapi: '3.1.0',
      info: { title: 'J', version: '1' },
      paths: { '/ping': { get: { operationId: 'ping', responses: { '204': { description: 'pong' } } } } },
    });
    fs.writeFileSync(path.join(tmp, 'doc.json'), json);
    const api = await loadOpenApi('doc.json', { siteDir: tmp });
    expect([...api.operations.keys()]).toEqual(['ping']);
  });
});

describe('validating every example against its schema', () => {
  const cases: { name: string; from: string | RegExp; to: string; expected: Partial<Diagnostic> }[] = [
    {
      name: 'request body example (named)',
      from: '                  price: 99000',
      to: '                  price: -5',
      expected: {
        message:
          'Example "ebook" of operation createItem, request body (application/json) does not match its schema: /price must be >= 0.',
        where: '#/paths/~1items/post/requestBody/content/application~1json/examples/ebook/value/price',
        why: 'The schema at #/components/schemas/ItemCreate/properties/price says {"minimum":0}.',
        line: 130,
        column: 19,
      },
    },
    {
      name: 'response example through components/examples',
      from: '        kind: physical\n        tags: [batik]\n        created_at',
      to: '        kind: furniture\n        tags: [batik]\n        created_at',
      expected: {
        message:
          'Example "shirt" of operation createItem, response 201 (application/json) does not match its schema: /kind must be one of "physical", "digital".',
        where: '#/components/examples/ShirtItem/value/kind',
      },
    },
    {
      name: 'parameter example',
      from: '          example: batik',
      to: '          example: b',
      expected: {
        message:
          'Example "example" of operation listItems, parameter "q" (query) does not match its schema: / must NOT have fewer than 2 characters.',
        where: '#/paths/~1items/get/parameters/0/example',
      },
    },
    {
      name: 'path-level parameter example',
      from: '        example: itm_1\n',
      to: '        example: ITEM-1\n',
      expected: {
        message:
          'Example "example" of operation getItem, parameter "id" (path) does not match its schema: / must match pattern "^itm_[a-z0-9]+$".',
        where: '#/paths/~1items~1{id}/parameters/0/example',
      },
    },
    {
      name: 'response header example',
      from: '              example: req_123',
      to: '              example: 123',
      expected: {
        message:
          'Example "example" of operation listItems, response 200, header "X-Request-Id" does not match its schema: / must be of type string.',
        where: '#/paths/~1items/get/responses/200/headers/X-Request-Id/example',
      },
    },
    {
      name: 'webhook payload',
      from: '              event: item.changed\n',
      to: '              event: item.deleted\n',
      expected: {
        message:
          'Example "example" of webhook itemChanged (onItemChanged), payload (application/json) does not match its schema: /event must be "item.changed".',
        where: '#/webhooks/itemChanged/post/requestBody/content/application~1json/example/event',
      },
    },
    {
      name: 'schema examples',
      from: 'examples: [Batik shirt]',
      to: 'examples: [42]',
      expected: {
        message: 'Example "examples[0]" of schema ItemCreate does not match its schema: / must be of type string.',
        where: '#/components/schemas/ItemCreate/properties/name/examples/0',
      },
    },
    {
      name: 'missing required property',
      from: '              origin:\n                type: address\n                street: Jl. Braga 12\n',
      to: '              origin:\n                type: address\n',
      expected: {
        message:
          'Example "example" of operation createShipment, request body (application/json) does not match its schema: /origin is missing the required property "street".',
        where: '#/paths/~1shipments/post/requestBody/content/application~1json/example/origin',
      },
    },
  ];
  for (const c of cases) {
    it(c.name, async () => {
      const api = await variant(`example-${c.name.replace(/\W+/g, '-')}`, c.from, c.to);
      const diagnostics = validateExamples(api);
      expect(diagnostics).toHaveLength(1);
      expect(diagnostics[0]).toMatchObject({ name: 'OpenApiInvalidExample', severity: 'error', ...c.expected });
      expect(diagnostics[0]!.line).toBeGreaterThan(0);
    });
  }

  it('finds nothing wrong in the shop fixture', async () => {
    const api = await loadOpenApi('shop.yaml', { siteDir: path.join(here, 'fixtures') });
    expect(validateExamples(api)).toEqual([]);
  });
});

describe('the reason of an example that breaks oneOf', () => {
  it('says what oneOf asks, not a sentence cut short', async () => {
    const doc = `openapi: 3.0.3
info: { title: Alerts, version: '1' }
paths:
  /alerts:
    post:
      requestBody:
        content:
          application/json:
            schema: { $ref: '#/components/schemas/Alert' }
            example: { channel: sms }
      responses:
        '204': { description: Sent. }
components:
  schemas:
    Alert:
      oneOf:
        - type: object
          properties: { channel: { type: string } }
        - type: object
          properties: { channel: { type: string, enum: [sms, email] } }
`;
    fs.writeFileSync(path.join(tmp, 'alerts.yaml'), doc);
    const api = await loadOpenApi('alerts.yaml', { siteDir: tmp });
    expect(validateExamples(api, { validate: 'warn' })).toMatchObject([
      {
        name: 'OpenApiInvalidExample',
        severity: 'warning',
        line: 10,
        message:
          'Example "example" of operation POST /alerts, request body (application/json) does not match its schema: / matches more than one of its oneOf alternatives (#1, #2), and must match exactly one.',
        why: 'The schema at #/components/schemas/Alert has oneOf: a value matches exactly one of its alternatives.',
      },
    ]);
  });
});

describe('the reason of an example that no alternative takes', () => {
  it('names the schema holding the alternatives', async () => {
    const doc = `openapi: 3.1.0
info: { title: Usage, version: '1' }
paths: {}
components:
  schemas:
    Usage:
      type: object
      properties:
        seconds:
          anyOf: [{ type: integer }, { type: 'null' }]
        target:
          oneOf:
            - { type: object, required: [email] }
            - { type: object, required: [phone] }
      example: { seconds: {}, target: {} }
`;
    fs.writeFileSync(path.join(tmp, 'usage.yaml'), doc);
    const api = await loadOpenApi('usage.yaml', { siteDir: tmp });
    expect(validateExamples(api, { validate: 'warn' }).map((d) => d.why)).toEqual([
      'The schema at #/components/schemas/Usage/properties/seconds has anyOf: a value matches at least one of its alternatives, of type integer or null.',
      'The schema at #/components/schemas/Usage/properties/target has oneOf: a value matches exactly one of its alternatives.',
    ]);
  });
});
