import { describe, expect, it } from 'vitest';
import { withoutInternalParts } from '../src/internal-parts.js';
import { indexOperations, type LoadedApi, type OaObject } from '../src/model.js';
import { docLinkWarnings } from '../src/reference/links.js';
import { referenceModel } from '../src/reference/model.js';
import { resolveReference, type ResolvedReference } from '../src/reference/options.js';

/** Svix's way: half of its operations (and a webhook) are marked internal, one tag holds only them. */
const doc: OaObject = {
  openapi: '3.1.0',
  info: { title: 'Hooks', version: '1' },
  tags: [{ name: 'Application' }, { name: 'Authentication' }, { name: 'Management' }],
  paths: {
    '/app': {
      get: { operationId: 'listApps', tags: ['Application'], responses: {} },
      post: { operationId: 'createApp', tags: ['Application'], 'x-internal': true, responses: {} },
    },
    '/auth/whoami': { get: { operationId: 'whoami', tags: ['Authentication'], 'x-internal': true, responses: {} } },
    '/auth/logout': { post: { operationId: 'logout', tags: ['Authentication'], responses: {} } },
    '/management/env': {
      'x-internal': true,
      get: { operationId: 'getEnv', tags: ['Management'], responses: {} },
    },
  },
  webhooks: {
    'message.attempt.log': { post: { operationId: 'log', 'x-internal': true, responses: {} } },
    'endpoint.created': { post: { operationId: 'endpointCreated', responses: {} } },
  },
};

const model = (options: object | true) =>
  referenceModel(doc, resolveReference(options, 'openapi.yaml') as ResolvedReference, '/docs');

describe('operations marked x-internal', () => {
  it('have no page, as public docs of Redocly, Stoplight and Scalar leave them out; a tag of them alone neither', () => {
    const m = model(true);
    expect(m.operations.map((o) => o.entry.id)).toEqual(['listApps', 'logout']);
    expect(m.webhooks.map((o) => o.entry.id)).toEqual(['endpointCreated']);
    expect(m.tags.map((t) => `${t.name} ${t.operations.length}`)).toEqual(['Application 1', 'Authentication 1']);
  });

  it('have their pages with `internal: true`', () => {
    const m = model({ internal: true });
    expect(m.operations.map((o) => o.entry.id)).toEqual(['listApps', 'createApp', 'whoami', 'logout', 'getEnv']);
    expect(m.webhooks).toHaveLength(2);
    expect(m.tags.map((t) => t.name)).toEqual(['Application', 'Authentication', 'Management']);
  });
});

describe('properties and parameters marked x-internal', () => {
  const api = () =>
    ({
      file: 'openapi.yaml',
      version: '3.1',
      operations: new Map(),
      locate: () => ({}),
      doc: {
        openapi: '3.1.0',
        info: { title: 'Users', version: '1' },
        paths: {
          '/users': {
            parameters: [{ $ref: '#/components/parameters/Trace' }, { name: 'tenant', in: 'header' }],
            post: {
              parameters: [
                { name: 'dryRun', in: 'query', 'x-internal': true },
                { name: 'limit', in: 'query' },
              ],
              requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/User' } } } },
              responses: {},
            },
          },
        },
        components: {
          parameters: { Trace: { name: 'X-Trace', in: 'header', 'x-internal': true } },
          schemas: {
            User: {
              type: 'object',
              required: ['name', 'shard'],
              properties: {
                name: { type: 'string' },
                shard: { type: 'integer', 'x-internal': true },
                audit: { $ref: '#/components/schemas/Audit' },
                owner: { $ref: '#/components/schemas/Owner', 'x-internal': true },
              },
            },
            Audit: { type: 'object', 'x-internal': true },
            Owner: { type: 'object' },
          },
        },
      },
    }) as unknown as LoadedApi;

  it('are left out of what the pages show, and of `required`, as Redocly leaves them out of public docs', () => {
    const { doc } = withoutInternalParts(api());
    const users = doc.paths['/users'];
    expect(users.parameters).toEqual([{ name: 'tenant', in: 'header' }]);
    expect(users.post.parameters).toEqual([{ name: 'limit', in: 'query' }]);
    const user = doc.components.schemas.User;
    expect(Object.keys(user.properties)).toEqual(['name']);
    expect(user.required).toEqual(['name']);
    // A schema marked internal goes too: no page, no search entry, nothing links to it.
    expect(Object.keys(doc.components.schemas)).toEqual(['User', 'Owner']);
    expect(doc.components.parameters).toBeUndefined();
  });
});

describe('schemas marked x-internal', () => {
  const api = (doc: OaObject) =>
    ({ file: 'openapi.yaml', version: '3.1', operations: new Map(), locate: () => ({}), doc }) as unknown as LoadedApi;
  const internal = { type: 'object', 'x-internal': true, properties: { serial: { type: 'string' } } };

  it('go with every $ref to them, as Redocly leaves them out: branches, their mapping, items, media types', () => {
    const { doc } = withoutInternalParts(
      api({
        openapi: '3.1.0',
        info: { title: 'Pets', version: '1' },
        servers: [{ url: 'https://api.example.com' }, { url: 'https://staging.example.com', 'x-internal': true }],
        paths: {
          '/pets': {
            get: {
              responses: {
                '200': {
                  description: 'OK',
                  content: {
                    'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Pet' } } },
                    'application/x-robot': { schema: { $ref: '#/components/schemas/Robot' } },
                  },
                },
                '500': { $ref: '#/components/responses/Debug' },
              },
            },
          },
        },
        components: {
          responses: { Debug: { description: 'Debug', 'x-internal': true } },
          schemas: {
            Pet: {
              oneOf: [{ $ref: '#/components/schemas/Cat' }, { $ref: '#/components/schemas/Robot' }],
              discriminator: { propertyName: 'kind', mapping: { cat: '#/components/schemas/Cat', robot: 'Robot' } },
            },
            Robots: { type: 'array', items: { $ref: '#/components/schemas/Robot' } },
            Fleet: { anyOf: [{ $ref: '#/components/schemas/Robot' }] },
            Cat: { type: 'object', properties: { kind: { type: 'string' } } },
            Robot: internal,
          },
        },
      }),
    );
    const { schemas } = doc.components;
    expect(Object.keys(schemas)).toEqual(['Pet', 'Robots', 'Fleet', 'Cat']);
    expect(schemas.Pet).toEqual({
      oneOf: [{ $ref: '#/components/schemas/Cat' }],
      discriminator: { propertyName: 'kind', mapping: { cat: '#/components/schemas/Cat' } },
    });
    expect(schemas.Robots).toEqual({ type: 'array' });
    // An emptied list goes (`anyOf: []` is no schema).
    expect(schemas.Fleet).toEqual({});
    const ok = doc.paths['/pets'].get.responses;
    expect(Object.keys(ok)).toEqual(['200']);
    expect(ok['200'].content['application/x-robot']).toEqual({});
    expect(doc.components.responses).toBeUndefined();
    expect(doc.servers).toEqual([{ url: 'https://api.example.com' }]);
  });

  it('have no page in the reference section', () => {
    const { doc } = withoutInternalParts(
      api({
        openapi: '3.1.0',
        info: { title: 'Pets', version: '1' },
        paths: {},
        components: { schemas: { Cat: { type: 'object' }, Robot: internal } },
      }),
    );
    const m = referenceModel(doc, resolveReference(true, 'openapi.yaml') as ResolvedReference, '/docs');
    expect([...m.schemas.keys()]).toEqual(['Cat']);
  });

  it('keep data alone: an example holding `x-internal: true` is a value', () => {
    const example = { flags: { 'x-internal': true } };
    const { doc } = withoutInternalParts(
      api({
        openapi: '3.1.0',
        info: { title: 'Pets', version: '1' },
        paths: {},
        components: { schemas: { Cat: { type: 'object', example, default: { a: { 'x-internal': true } } } } },
      }),
    );
    expect(doc.components.schemas.Cat.example).toEqual({ flags: { 'x-internal': true } });
    expect(doc.components.schemas.Cat.default).toEqual({ a: { 'x-internal': true } });
  });
});

describe('a link to a part marked x-internal', () => {
  it('says the part is internal, not that the document lacks it', () => {
    const doc: OaObject = {
      openapi: '3.1.0',
      info: { title: 'Keys', version: '1' },
      paths: {
        '/keys': {
          get: {
            operationId: 'listKeys',
            description:
              'Each is a [Secret](#schema/Secret); rotate with [rotate](#operation/rotateKeys), see [gone](#operation/nope).',
            responses: {},
          },
          post: { operationId: 'rotateKeys', 'x-internal': true, responses: {} },
        },
      },
      components: { schemas: { Key: { type: 'object' }, Secret: { type: 'object', 'x-internal': true } } },
    };
    const api = withoutInternalParts({
      file: 'openapi.yaml',
      version: '3.1',
      operations: indexOperations(doc),
      locate: () => undefined,
      doc,
    } as LoadedApi);
    const model = referenceModel(api.doc, resolveReference(true, 'openapi.yaml') as ResolvedReference, '/docs');
    expect(docLinkWarnings(api, model).map((d) => d.message)).toEqual([
      'The link "#schema/Secret" leads to schema Secret, which is marked x-internal: the pages leave it out, and show the link\'s text alone.',
      'The link "#operation/rotateKeys" leads to operation rotateKeys, which is marked x-internal: the pages leave it out, and show the link\'s text alone.',
      'The link "#operation/nope" names nothing the document has: the pages show its text without the link.',
    ]);
  });
});
