import { describe, expect, it } from 'vitest';
import { labelsFor } from '../src/i18n.js';
import type { LoadedApi, OaObject } from '../src/model.js';
import { renderTagPage } from '../src/render/tag-page.js';
import { referenceModel } from '../src/reference/model.js';
import { resolveReference, type ResolvedReference } from '../src/reference/options.js';

/** Okta's way: schemas a tag holds by Redoc's `x-tags`, and a tag at a stage short of general availability. */
const doc: OaObject = {
  openapi: '3.0.3',
  info: { title: 'Apps', version: '1' },
  tags: [
    { name: 'Application', description: 'Apps of the org.' },
    { name: 'Trust', 'x-okta-lifecycle': { lifecycle: 'EA', SKUs: ['Okta Identity Engine'] } },
    { name: 'General' },
  ],
  paths: { '/apps': { get: { operationId: 'listApps', tags: ['Application'], responses: {} } } },
  webhooks: {
    'app.created': { post: { operationId: 'appCreated', summary: 'App created', tags: ['General'], responses: {} } },
  },
  components: {
    schemas: {
      Application: { type: 'object' },
      GoogleApplication: { type: 'object', 'x-tags': ['Application'] },
      Office365Application: { type: 'object', 'x-tags': ['Application', 'Trust'] },
      Other: { type: 'object', 'x-tags': 'Application' },
    },
  },
};

const render = (tagName: string, options: object | true = true) => {
  const model = referenceModel(doc, resolveReference(options, 'apps.yaml') as ResolvedReference, '/docs');
  const tag = model.tags.find((t) => t.name === tagName)!;
  const o = { L: labelsFor('en'), server: '', keyEnv: 'K', responseCodesExtension: 'x-codes' };
  return JSON.stringify(renderTagPage({ doc } as LoadedApi, model, tag, o));
};

describe("a tag's page", () => {
  it('lists the schemas whose x-tags name it, in the document order, linked to their pages', () => {
    const page = render('Application');
    expect([...page.matchAll(/"href":"([^"]+)"[^\]]*?"value":"([^"]+)"/g)].map((m) => `${m[2]} ${m[1]}`)).toEqual([
      'GoogleApplication /docs/apps/schemas/google-application',
      'Office365Application /docs/apps/schemas/office365-application',
    ]);
    expect(page).toContain('"tag-schemas"');
  });

  it('lists none without schema pages, and shows its stage badges', () => {
    expect(render('Application', { schemas: false })).not.toContain('tag-schemas');
    const trust = render('Trust');
    expect(trust).toContain('"value":"Early Access"');
    expect(trust).toContain('"value":"Okta Identity Engine"');
  });

  it('lists the webhooks that name it (Adyen tags its webhooks `General`, a tag of nothing else)', () => {
    const page = render('General');
    expect(page).toContain('"tag-webhooks"');
    expect(page).toContain('"href":"/docs/apps/webhooks/app-created"');
    expect(render('Application')).not.toContain('tag-webhooks');
  });
});
