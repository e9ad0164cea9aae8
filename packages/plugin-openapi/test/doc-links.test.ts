import { describe, expect, it } from 'vitest';
import { indexOperations, type LoadedApi } from '../src/model.js';
import { docLinkTarget, docLinkWarnings, linkTargets } from '../src/reference/links.js';
import { referenceModel } from '../src/reference/model.js';
import { resolveReference, type ResolvedReference } from '../src/reference/options.js';
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
    operations: [
      { entry: { id: 'PutSubscription' }, href: '/docs/api/put-subscription' },
      { entry: { id: 'gameStream', path: '/api/game/{gameId}', method: 'get' }, href: '/docs/api/game-stream' },
    ],
    webhooks: [],
    tags: [
      { name: 'drivers', slug: 'drivers', href: '/docs/api/tags/drivers' },
      { name: 'Plans', slug: 'plans', href: '/docs/api/tags/plans' },
      { name: 'Returns EEL/PFC', slug: 'returns-eel-pfc', href: '/docs/api/tags/returns-eel-pfc' },
      { name: 'Fees & Taxes - Café', slug: 'fees-taxes-cafe', href: '/docs/api/tags/fees-taxes-cafe' },
    ],
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

  it("leads a Swagger 2.0 document's pointer to a definition (DocuSign's) to the schema's page", () => {
    expect(docLinkTarget('#/definitions/Server', model)).toBe('/docs/api/schemas/server');
    expect(docLinkTarget('#definitions/a~1b/properties/x', model)).toBe('/docs/api/schemas/a-b');
    expect(docLinkTarget('#/definitions/Missing', model)).toBeNull();
    // A path of the vendor's site that has a `definitions` folder is no pointer: left to the link check.
    expect(docLinkTarget('/guide/definitions/Server', model)).toBeUndefined();
  });

  it("leads a tag by Redoc's anchor (slugify's), with or without a trailing slash", () => {
    // Redoc drops the `/` of a tag's name from its anchor, where docgen's URL makes it a `-`.
    expect(docLinkTarget('#tag/Returns-EELPFC', model)).toBe('/docs/api/tags/returns-eel-pfc');
    expect(docLinkTarget('#tag/Fees-and-Taxes-Cafe', model)).toBe('/docs/api/tags/fees-taxes-cafe');
    expect(docLinkTarget('#tag/Plans/', model)).toBe('/docs/api/tags/plans');
    expect(docLinkTarget('#tag/Returns-EELPF', model)).toBeNull();
  });

  it('reads a Redoc link written from the root of its site (`/#tag/…`) as the Redoc link', () => {
    expect(docLinkTarget('/#tag/drivers', model)).toBe('/docs/api/tags/drivers');
    expect(docLinkTarget('/#schema/Server', model)).toBe('/docs/api/schemas/server');
    expect(docLinkTarget('/#tag/nowhere', model)).toBeNull();
    // Any other fragment is an anchor of the vendor's home page: a link of its site, left as written.
    expect(docLinkTarget('/#pagination', model)).toBeUndefined();
  });

  it("leads ReadMe's link to an operation, from its root or relative from a guide, to its page", () => {
    expect(docLinkTarget('/reference/putsubscription', model)).toBe('/docs/api/put-subscription');
    expect(docLinkTarget('../reference/PutSubscription', model)).toBe('/docs/api/put-subscription');
    expect(docLinkTarget('./reference/put-subscription/', model)).toBe('/docs/api/put-subscription');
    expect(docLinkTarget('../reference/nowhere', model)).toBeUndefined();
  });

  it('leads a relative link naming an operation or a tag to its page, from any folder up', () => {
    // Redocly's reference pages link their siblings this way: `../PutSubscription`, `../Plans`.
    expect(docLinkTarget('../PutSubscription', model)).toBe('/docs/api/put-subscription');
    expect(docLinkTarget('./put-subscription', model)).toBe('/docs/api/put-subscription');
    expect(docLinkTarget('../../Plans/', model)).toBe('/docs/api/tags/plans');
    expect(docLinkTarget('drivers', model)).toBe('/docs/api/tags/drivers');
    // A path of several folders, or a name the document has not, is the vendor's own page.
    expect(docLinkTarget('../guides/Plans', model)).toBeUndefined();
    expect(docLinkTarget('../Pricing', model)).toBeUndefined();
  });

  it("leads a link to an RPC-style method by its path to its page, from the vendor's folder or a sibling", () => {
    // Slack's methods are paths (`POST /chat.postMessage`), its pages `/methods/chat.postMessage`.
    const rpc = {
      ...model,
      operations: [
        { entry: { id: 'chat_postMessage', path: '/chat.postMessage' }, href: '/docs/api/chat-post-message' },
        { entry: { id: 'calls_add', path: '/calls.add' }, href: '/docs/api/calls-add' },
        { entry: { id: 'getPins', path: '/pins.list' }, href: '/docs/api/get-pins' },
        { entry: { id: 'postPins', path: '/pins.list' }, href: '/docs/api/post-pins' },
      ],
    } as unknown as ReferenceModel;
    expect(docLinkTarget('/methods/calls.add', rpc)).toBe('/docs/api/calls-add');
    expect(docLinkTarget('chat.postMessage#formatting', rpc)).toBe('/docs/api/chat-post-message#formatting');
    expect(docLinkTarget('../methods/chat.postMessage', rpc)).toBe('/docs/api/chat-post-message');
    expect(docLinkTarget('/calls.add', rpc)).toBe('/docs/api/calls-add');
    // Two methods of one path, a name without a dot, another path or a URL: left as written.
    expect(docLinkTarget('/methods/pins.list', rpc)).toBeUndefined();
    expect(docLinkTarget('/docs/pagination', rpc)).toBeUndefined();
    expect(docLinkTarget('/methods/calls.remove', rpc)).toBeUndefined();
    expect(docLinkTarget('https://api.slack.com/methods/calls.add', rpc)).toBeUndefined();
  });

  it("leads Scalar's anchor of an operation (tag, method, path) to its page", () => {
    // Lichess's document links its operations so (its docs are Scalar's); the path's braces are encoded.
    expect(docLinkTarget('#tag/board/GET/api/game/%7BgameId%7D', model)).toBe('/docs/api/game-stream');
    expect(docLinkTarget('#tag/board/[get]/api/game/{gameId}', model)).toBe('/docs/api/game-stream');
    expect(docLinkTarget('#tag/board/POST/api/game/%7BgameId%7D', model)).toBeNull();
    // A tag's path that is no method stays a tag's.
    expect(docLinkTarget('#tag/Plans/getting-started', model)).toBeUndefined();
  });

  it("leads Scalar's anchors of a webhook and of a model to their pages", () => {
    // Scalar writes `webhook/<method>/<slug of the name>` and `model/<slug of the name>` (github-slugger's).
    const hooks = {
      ...model,
      webhooks: [
        { entry: { id: 'newPet', path: 'newPet', method: 'post' }, href: '/docs/api/webhooks/new-pet' },
        { entry: { id: 'petGone', path: 'pet gone', method: 'delete' }, href: '/docs/api/webhooks/pet-gone' },
      ],
      schemas: new Map([
        ['PushNotification', { href: '/docs/api/schemas/push-notification' }],
        ['Server', { href: '/docs/api/schemas/server' }],
      ]),
    } as unknown as ReferenceModel;
    expect(docLinkTarget('#webhook/post/newpet', hooks)).toBe('/docs/api/webhooks/new-pet');
    expect(docLinkTarget('#webhook/POST/newPet', hooks)).toBe('/docs/api/webhooks/new-pet');
    expect(docLinkTarget('#webhook/delete/pet-gone', hooks)).toBe('/docs/api/webhooks/pet-gone');
    expect(docLinkTarget('#webhook/newPet', hooks)).toBe('/docs/api/webhooks/new-pet');
    expect(docLinkTarget('#model/pushnotification', hooks)).toBe('/docs/api/schemas/push-notification');
    expect(docLinkTarget('#webhooks', hooks)).toBe('/docs/api');
    expect(docLinkTarget('#models', hooks)).toBe('/docs/api');
    // A method or a name the document has not: a broken link, reported.
    expect(docLinkTarget('#webhook/get/newpet', hooks)).toBeNull();
    expect(docLinkTarget('#webhook/post/old-pet', hooks)).toBeNull();
    expect(docLinkTarget('#model/missing', hooks)).toBeNull();
    expect(docLinkTarget('#webhooks', model)).toBeNull();
  });

  it("leads a link to the vendor's Redoc page of the document, by fragment or by routed path, to the page", () => {
    // Okta's: the page's path, then Redoc's fragment; or Redocly's path routing.
    expect(docLinkTarget('/openapi/okta/oauth/tag/Plans/#tag/Plans/operation/PutSubscription', model)).toBe(
      '/docs/api/put-subscription',
    );
    expect(docLinkTarget('/openapi/okta/oauth/#operation/PutSubscription', model)).toBe('/docs/api/put-subscription');
    expect(docLinkTarget('/openapi/okta/oauth/tag/Plans/', model)).toBe('/docs/api/tags/plans');
    expect(docLinkTarget('/openapi/okta/oauth/tag/Plans/operation/PutSubscription/', model)).toBe(
      '/docs/api/put-subscription',
    );
    expect(docLinkTarget('/openapi/okta/oauth/schema/Server', model)).toBe('/docs/api/schemas/server');
    expect(docLinkTarget('/openapi/okta/oauth/tag/Plans/#tag/Plans/schema/Server', model)).toBe(
      '/docs/api/schemas/server',
    );
    // What the document has not (another document's page), or another fragment: left as written.
    expect(docLinkTarget('/openapi/okta/management/#tag/Users/operation/listUsers', model)).toBeUndefined();
    expect(docLinkTarget('/openapi/okta/management/tag/Users/', model)).toBeUndefined();
    expect(docLinkTarget('/guides/overview/#json-web-key-set', model)).toBeUndefined();
  });

  it("leads Atlassian's anchors of an operation and a tag, and Square's of a schema, to their pages", () => {
    // Jira's document links its operations so 176 times (developer.atlassian.com's anchors).
    const vendor = {
      ...model,
      operations: [
        {
          entry: { id: 'createGrant', path: '/rest/api/3/permissionscheme/{schemeId}/permission', method: 'post' },
          href: '/docs/api/create-grant',
        },
      ],
      tags: [
        { name: 'Issue custom field options (apps)', href: '/docs/api/tags/issue-custom-field-options-apps' },
        { name: 'Permission schemes', href: '/docs/api/tags/permission-schemes' },
      ],
      schemas: new Map([
        ['Country', { href: '/docs/api/schemas/country' }],
        ['CardBrand', { href: '/docs/api/schemas/card-brand' }],
      ]),
    } as unknown as ReferenceModel;
    expect(docLinkTarget('#api-rest-api-3-permissionscheme-schemeId-permission-post', vendor)).toBe(
      '/docs/api/create-grant',
    );
    expect(docLinkTarget('#api-group-Issue-custom-field-options--apps-', vendor)).toBe(
      '/docs/api/tags/issue-custom-field-options-apps',
    );
    expect(docLinkTarget('#api-group-issue-custom-field-options--apps-', vendor)).toBe(
      '/docs/api/tags/issue-custom-field-options-apps',
    );
    expect(docLinkTarget('../api-group-permission-schemes/', vendor)).toBe('/docs/api/tags/permission-schemes');
    // The tag page's path with an anchor its page has not: the link check tells, as for any anchor.
    expect(docLinkTarget('../api-group-permission-schemes/#holder-object', vendor)).toBe(
      '/docs/api/tags/permission-schemes#holder-object',
    );
    expect(docLinkTarget('#type-country', vendor)).toBe('/docs/api/schemas/country');
    expect(docLinkTarget('#type-cardbrand', vendor)).toBe('/docs/api/schemas/card-brand');
    // Naming nothing the document has: an anchor like any other, checked on its page.
    expect(docLinkTarget('#api-rest-api-<ver>-field-get', vendor)).toBeUndefined();
    expect(docLinkTarget('#api-keys', vendor)).toBeUndefined();
    expect(docLinkTarget('#type-reason', vendor)).toBeUndefined();
    expect(docLinkTarget('../api-group-nowhere/', vendor)).toBeUndefined();
  });

  it("leads Square's links by scheme (entity:, api:, webhook:) to their pages, else breaks them", () => {
    const square = {
      ...model,
      operations: [],
      tags: [{ name: 'CustomerCustomAttributes', href: '/docs/api/tags/customer-custom-attributes' }],
      webhooks: [
        { entry: { id: 'x', path: 'customer.deleted', method: 'post' }, href: '/docs/api/webhooks/customer-deleted' },
      ],
      schemas: new Map([['Currency', { href: '/docs/api/schemas/currency' }]]),
    } as unknown as ReferenceModel;
    expect(docLinkTarget('entity:Currency', square)).toBe('/docs/api/schemas/currency');
    expect(docLinkTarget('api:CustomerCustomAttributes', square)).toBe('/docs/api/tags/customer-custom-attributes');
    expect(docLinkTarget('webhook:customer.deleted', square)).toBe('/docs/api/webhooks/customer-deleted');
    // No browser opens these: one that names nothing is a broken link (its text kept, a warning).
    expect(docLinkTarget('entity:OrderFulfillment', square)).toBeNull();
    expect(docLinkTarget('webhook:customer.created', square)).toBeNull();
    expect(docLinkTarget('mailto:team@example.com', square)).toBeUndefined();
  });
});

describe('the links of a description that name nothing', () => {
  it("warns about Square's scheme links too, which hold neither # nor /", () => {
    const doc = {
      openapi: '3.0.0',
      info: { title: 'Square', version: '2.0' },
      paths: {},
      components: {
        schemas: {
          Currency: { type: 'string', description: 'See [Currency](entity:Currency).' },
          Order: {
            type: 'object',
            description: 'Its [fulfillment](entity:OrderFulfillment) and [Refunds](api:Refunds).',
          },
        },
      },
    };
    const api = { file: 'square.json', version: '3.0', operations: indexOperations(doc), locate: () => undefined, doc };
    const model = referenceModel(doc, resolveReference(true, 'square.json') as ResolvedReference, '/docs');
    expect(docLinkWarnings(api as unknown as LoadedApi, model).map((d) => d.message)).toEqual([
      'The link "entity:OrderFulfillment" names nothing the document has: the pages show its text without the link.',
      'The link "api:Refunds" names nothing the document has: the pages show its text without the link.',
    ]);
  });
});
