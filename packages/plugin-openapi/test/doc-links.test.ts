import { describe, expect, it } from 'vitest';
import { docLinkTarget, linkTargets } from '../src/reference/links.js';
import type { ReferenceModel } from '../src/reference/model.js';

describe('the links a description writes', () => {
  it('reads a markdown target with balanced parentheses whole, as CommonMark does', () => {
    expect(linkTargets('See [the tokens](#tag/Authorizations-(API-tokens)) and [ops](#operation/listOps).')).toEqual([
      '#tag/Authorizations-(API-tokens)',
      '#operation/listOps',
    ]);
  });

  it('reads angle-bracketed targets and HTML links', () => {
    expect(linkTargets('[a](<#schema/Pet>) <a href="#tag/Pets">pets</a>')).toEqual(['#schema/Pet', '#tag/Pets']);
  });
});

describe('where a Redoc-style link leads', () => {
  const model = {
    operations: [],
    webhooks: [],
    tags: [],
    byEntryId: new Map(),
    schemas: new Map([
      ['Server', { href: '/docs/api/schemas/server' }],
      ['a/b', { href: '/docs/api/schemas/a-b' }],
    ]),
    overview: { href: '/docs/api' },
  } as unknown as ReferenceModel;

  it('leads a pointer to a schema, or into one, to its page', () => {
    expect(docLinkTarget('#/components/schemas/Server', model)).toBe('/docs/api/schemas/server');
    expect(docLinkTarget('#components/schemas/Server/properties/authType', model)).toBe('/docs/api/schemas/server');
    expect(docLinkTarget('#/components/schemas/a~1b', model)).toBe('/docs/api/schemas/a-b');
    expect(docLinkTarget('#schema/Server', model)).toBe('/docs/api/schemas/server');
    expect(docLinkTarget('#/components/schemas/Missing/properties/x', model)).toBeNull();
  });
});
