import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { validateExamples } from '../src/examples.js';
import { loadOpenApi } from '../src/load.js';
import { postmanCollection } from '../src/postman.js';
import { sampleRequest } from '../src/render/samples.js';
import { swaggerPointer } from '../src/swagger.js';

/** Swagger 2.0 documents (Amazon's Selling Partner APIs) are read as OpenAPI 3.0, as Redoc and Scalar read them. */
const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'validation', 'swagger-2');

describe('a Swagger 2.0 document', () => {
  it('loads as OpenAPI 3.0: operations, servers from host and basePath, body parameters as request bodies', async () => {
    const api = await loadOpenApi('openapi.json', { siteDir: dir, validate: 'warn', collect: true });
    expect(api.version).toBe('3.0');
    expect([...api.operations.keys()]).toEqual(['listLockers', 'createLocker']);
    expect(api.doc.servers).toEqual([{ url: 'https://lockers.example.com/v1' }]);
    expect(api.doc.paths['/lockers'].post.requestBody.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Locker',
    });
    expect(Object.keys(api.doc.components.schemas)).toEqual(['Locker']);
    expect(api.diagnostics).toEqual([]);
    // A fault is at its line of the Swagger file, named by its pointer there.
    expect(validateExamples(api, { validate: 'warn' }).map((d) => `${d.line}:${d.column} ${d.where}`)).toEqual([
      '18:62 #/paths/~1lockers/get/responses/200/examples/application~1json/0/slots',
      '36:39 #/definitions/Locker/properties/slots/example',
    ]);
    // The rule broken is named as the file writes it too: not the converted #/components/schemas/Locker.
    expect(validateExamples(api, { validate: 'warn' }).map((d) => d.why)).toEqual([
      'The schema at #/definitions/Locker/properties/slots says {"type":"integer"}.',
      'The schema at #/definitions/Locker/properties/slots says {"type":"integer"}.',
    ]);
  });

  it('joins its other files first: their Swagger 2.0 parts are converted with the rest', async () => {
    const siteDir = path.join(dir, '..', 'swagger-2-files');
    const api = await loadOpenApi('openapi.yaml', { siteDir, validate: 'warn', collect: true });
    const op = api.doc.paths['/shelves'].get;
    expect(op.parameters).toEqual([{ $ref: '#/components/parameters/Limit' }]);
    expect(api.doc.components.parameters.Limit.schema).toEqual({ type: 'integer', maximum: 50, default: 20 });
    expect(op.responses['200'].content['application/json'].schema).toEqual({
      type: 'array',
      items: { $ref: '#/components/schemas/Shelf' },
    });
    expect(op.responses.default).toEqual({ $ref: '#/components/responses/Problem' });
    expect(api.doc.components.responses.Problem.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Problem',
    });
    expect(Object.keys(api.doc.components.schemas)).toEqual(['Shelf', 'Problem']);
    expect(api.files?.toSorted()).toEqual([
      'common/definitions.yaml',
      'common/parameters.json',
      'openapi.yaml',
      'paths/shelves.yaml',
    ]);
    expect(api.diagnostics).toEqual([]);
    // A part of another file is found at its place there.
    expect(api.place?.(['components', 'responses', 'Problem', 'content', 'application/json', 'schema'])).toMatchObject({
      file: 'common/definitions.yaml',
      line: 14,
      where: '#/responses/Problem/schema',
    });
  });

  it('reads formData parameters as a form body, required ones required, none an empty list', async () => {
    const siteDir = path.join(dir, '..', 'swagger-2-form-data');
    const api = await loadOpenApi('openapi.yaml', { siteDir, validate: 'warn', collect: true });
    const form = (p: string, type: string) => api.doc.paths[p].post.requestBody.content[type].schema;
    expect(form('/labels/{id}', 'application/x-www-form-urlencoded')).toEqual({
      type: 'object',
      properties: { format: { type: 'string', enum: ['pdf', 'zpl'] }, copies: { type: 'integer' } },
    });
    expect(form('/labels/{id}/logo', 'multipart/form-data').required).toEqual(['file']);
    // A form with a required field is a required body (Gotify's localLogin read "Optional").
    expect(api.doc.paths['/labels/{id}/logo'].post.requestBody.required).toBe(true);
    expect(api.doc.paths['/labels/{id}'].post.requestBody.required).toBeUndefined();
    expect(api.diagnostics).toEqual([]);
  });

  it("reads 2.0 `schemes`: an operation's become its servers, none are left for 3.0 to reject", async () => {
    const noHost = await loadOpenApi('openapi.yaml', {
      siteDir: path.join(dir, '..', 'swagger-2-schemes'),
      collect: true,
    });
    expect(noHost.doc.schemes).toBeUndefined();
    expect(noHost.doc.servers).toEqual([{ url: '/v1.56' }]);
    expect(noHost.doc.paths['/containers/{id}/attach/ws'].get).not.toHaveProperty('schemes');
    expect(noHost.doc.paths['/containers/{id}/attach/ws'].get).not.toHaveProperty('servers');
    expect(noHost.diagnostics).toEqual([]);
    const siteDir = path.join(dir, '..', 'swagger-2-operation-schemes');
    const api = await loadOpenApi('openapi.yaml', { siteDir, collect: true });
    expect(api.doc.servers).toEqual([{ url: 'https://engine.example.com/v1/' }]);
    expect(api.doc.paths['/attach'].get.servers).toEqual([{ url: 'wss://engine.example.com/v1/' }]);
    expect(api.doc.paths['/events'].get).not.toHaveProperty('servers');
    expect(api.diagnostics).toEqual([]);
  });

  it("reads Azure's x-ms-paths as paths: each operation, its fixed query sent before the others", async () => {
    const siteDir = path.join(dir, '..', 'swagger-2-x-ms-paths');
    const api = await loadOpenApi('openapi.yaml', { siteDir, collect: true });
    expect([...api.operations.keys()]).toEqual(['Queue_GetProperties', 'Queue_SetAccessPolicy', 'Queue_SetMetadata']);
    const entry = api.operations.get('Queue_SetAccessPolicy')!;
    expect(entry.path).toBe('/{queueName}?comp=acl');
    expect(entry.operation.requestBody.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/SignedIdentifier',
    });
    expect(sampleRequest(api, entry, { serverUrl: 'https://q.example', keyEnv: 'KEY' }).url).toBe(
      'https://q.example/string?comp=acl&timeout=0',
    );
    const item = postmanCollection(api, { baseUrl: 'https://q.example' }).item.flatMap((i: any) => i.item ?? [i]);
    const acl = item.find((i: any) => i.name === 'Queue_SetAccessPolicy').request.url;
    expect(acl.path).toEqual([':queueName']);
    expect(acl.query.map((q: any) => `${q.key}=${q.value}`)).toEqual(['comp=acl', 'timeout=0']);
    expect(acl.raw).toBe('{{baseUrl}}/:queueName?comp=acl&timeout=0');
    // A fault in an operation of x-ms-paths is at its line, named by its pointer there.
    expect(validateExamples(api, { validate: 'warn' }).map((d) => `${d.line}:${d.column} ${d.where}`)).toEqual([
      '32:59 #/x-ms-paths/~1{queueName}?comp=metadata/put/parameters/1/schema/example',
    ]);
  });

  it("reads a parameter's x-example as its example, as swagger2openapi does; a fault is at its line", async () => {
    const siteDir = path.join(dir, '..', 'swagger-2-x-example');
    const api = await loadOpenApi('openapi.yaml', { siteDir, collect: true });
    const entry = api.operations.get('getParcel')!;
    const item = api.doc.paths['/parcels/{id}'];
    expect(item.parameters[0].example).toBe('PCL-1042');
    expect(api.doc.components.parameters.Carrier.example).toBe('jne');
    expect(item.get.parameters.map((p: { name?: string; example?: unknown }) => [p.name, p.example])).toEqual([
      [undefined, undefined],
      ['limit', 'ten'],
      ['X-Trace', 'trace-7'],
      // An `example` written beside it wins.
      ['page', 2],
    ]);
    expect(JSON.stringify(api.doc)).not.toContain('x-example');
    // The sample request sends the document's values (it sent made-up ones: the upgrader dropped them).
    const sample = sampleRequest(api, entry, { serverUrl: 'https://parcels.example.com/v1', keyEnv: 'KEY' });
    expect(sample.url).toBe('https://parcels.example.com/v1/parcels/PCL-1042');
    expect(sample.headers).toContainEqual({ name: 'X-Trace', value: 'trace-7' });
    expect(validateExamples(api, { validate: 'warn' }).map((d) => `${d.line}:${d.column} ${d.where}`)).toEqual([
      '29:11 #/paths/~1parcels~1{id}/get/parameters/1/x-example',
    ]);
  });

  it("reads Azure's x-ms-parameterized-host as the server, its parameters as variables", async () => {
    const siteDir = path.join(dir, '..', 'swagger-2-parameterized-host');
    const api = await loadOpenApi('openapi.yaml', { siteDir, collect: true });
    expect(api.doc.servers).toEqual([
      {
        url: 'http://{accountName}{host}',
        variables: {
          accountName: { default: 'accountName', description: 'Account Name' },
          host: { default: 'host' },
        },
      },
    ]);
    expect(api.diagnostics).toEqual([]);
  });

  it('places a part of the converted document where Swagger 2.0 writes it', () => {
    expect(swaggerPointer(['components', 'schemas', 'Locker', 'properties', 'id'])).toEqual([
      'definitions',
      'Locker',
      'properties',
      'id',
    ]);
    expect(swaggerPointer(['components', 'securitySchemes', 'key'])).toEqual(['securityDefinitions', 'key']);
    expect(
      swaggerPointer([
        'paths',
        '/lockers',
        'get',
        'responses',
        '200',
        'content',
        'application/json',
        'schema',
        'items',
      ]),
    ).toEqual(['paths', '/lockers', 'get', 'responses', '200', 'schema', 'items']);
    expect(
      swaggerPointer(['paths', '/lockers', 'get', 'responses', '200', 'content', 'application/json', 'example', 0]),
    ).toEqual(['paths', '/lockers', 'get', 'responses', '200', 'examples', 'application/json', 0]);
    expect(swaggerPointer(['paths', '/lockers', 'post', 'requestBody', 'content'])).toEqual([
      'paths',
      '/lockers',
      'post',
    ]);
    expect(swaggerPointer(['servers', 0, 'url'])).toEqual(['host']);
    expect(swaggerPointer(['paths', '/lockers', 'get', 'operationId'])).toEqual([
      'paths',
      '/lockers',
      'get',
      'operationId',
    ]);
  });

  it('reads a body parameter given by $ref as the shared request body, formData parameters as the form', async () => {
    const siteDir = path.join(dir, '..', 'swagger-2-body-parameters');
    const api = await loadOpenApi('openapi.yaml', { siteDir, validate: 'warn', collect: true });
    const post = api.doc.paths['/dogs'].post;
    expect(post.requestBody).toEqual({ $ref: '#/components/requestBodies/NewDog' });
    expect(post.parameters).toEqual([{ $ref: '#/components/parameters/Limit' }]);
    const form = api.doc.paths['/dogs/{id}/photo'].post.requestBody.content['multipart/form-data'].schema;
    expect(Object.keys(form.properties)).toEqual(['photo', 'caption']);
  });

  it('names a request body, a flow and a shared body by where Swagger 2.0 writes them', async () => {
    const siteDir = path.join(dir, '..', 'swagger-2-body-parameters');
    const api = await loadOpenApi('openapi.yaml', { siteDir, validate: 'warn', collect: true });
    const written = (segments: (string | number)[]) => api.place(segments).where;
    expect(written(['paths', '/dogs', 'put', 'requestBody', 'content', 'application/json', 'schema', 'items'])).toBe(
      '#/paths/~1dogs/put/parameters/0/schema/items',
    );
    expect(
      written([
        'paths',
        '/dogs/{id}/photo',
        'post',
        'requestBody',
        'content',
        'multipart/form-data',
        'schema',
        'properties',
        'caption',
        'maxLength',
      ]),
    ).toBe('#/paths/~1dogs~1{id}~1photo/post/parameters/2/maxLength');
    expect(written(['components', 'securitySchemes', 'kennelAuth', 'flows', 'implicit', 'scopes'])).toBe(
      '#/securityDefinitions/kennelAuth/scopes',
    );
    expect(written(['components', 'requestBodies', 'NewDog', 'content', 'application/json', 'schema', 'type'])).toBe(
      '#/parameters/NewDog/schema/type',
    );
  });
});
