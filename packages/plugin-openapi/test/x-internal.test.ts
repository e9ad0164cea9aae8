import { describe, expect, it } from 'vitest';
import type { OaObject } from '../src/model.js';
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
