import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { labelsFor } from '../src/i18n.js';
import { loadOpenApi } from '../src/load.js';
import { renderOverview } from '../src/render/overview.js';
import { referenceModel } from '../src/reference/model.js';
import { resolveReference, type ResolvedReference } from '../src/reference/options.js';

/**
 * Parts of the specification the overview once left out without a word: 3.1's SPDX licence
 * `identifier`, 3.2's `deviceAuthorization` flow, `oauth2MetadataUrl` and deprecated schemes.
 * The operation's parts (`itemSchema`, `allowEmptyValue`, `defaultMapping`) are the markdown
 * fixture `spec-parts-3-2`.
 */
const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'markdown', 'spec-parts-3-2');

describe('the overview of a 3.2 document', () => {
  it('shows the licence by its SPDX identifier, the device flow, the metadata URL and a deprecated scheme', async () => {
    const api = await loadOpenApi('openapi.yaml', { siteDir: dir, validate: 'error' });
    expect(api.diagnostics).toEqual([]);
    const model = referenceModel(api.doc, resolveReference(true, 'openapi.yaml') as ResolvedReference, '/docs');
    const page = JSON.stringify(
      renderOverview(api, model, {
        L: labelsFor('en'),
        server: 'https://api.example.com',
        keyEnv: 'API_KEY',
        responseCodesExtension: 'x-response-codes',
      }),
    );
    expect(page).toContain('"url":"https://spdx.org/licenses/MIT.html"');
    expect(page).toContain('deviceAuthorizationUrl: ');
    expect(page).toContain('https://auth.example.com/device');
    expect(page).toContain('https://auth.example.com/.well-known/oauth-authorization-server');
    expect(page).toContain('dg-api-badge--deprecated');
  });
});

describe('the overview of a document whose version is empty', () => {
  it('shows no empty version (Ory writes `version: ""` for its release to fill)', () => {
    const doc = { openapi: '3.0.3', info: { title: 'Ory', version: '' }, paths: {} };
    const model = referenceModel(doc, resolveReference(true, 'ory.json') as ResolvedReference, '/docs');
    const o = { L: labelsFor('en'), server: '', keyEnv: 'K', responseCodesExtension: 'x-codes' };
    const page = JSON.stringify(renderOverview({ doc } as never, model, o));
    expect(page).not.toContain('"value":"Version"');
    const versioned = { ...doc, info: { title: 'Ory', version: 'v1.3.0' } };
    expect(JSON.stringify(renderOverview({ doc: versioned } as never, model, o))).toContain('"value":"v1.3.0"');
  });
});

describe("the overview of a document with Redoc's x-logo", () => {
  const o = { L: labelsFor('en'), server: '', keyEnv: 'K', responseCodesExtension: 'x-codes' };
  const overview = (info: Record<string, unknown>) => {
    const doc = { openapi: '3.1.0', info: { title: 'Lichess', version: '1', ...info }, paths: {} };
    const model = referenceModel(doc, resolveReference(true, 'lichess.yaml') as ResolvedReference, '/docs');
    return JSON.stringify(renderOverview({ doc } as never, model, o));
  };

  it('heads the page with the logo, its link, text and background (Lichess writes one)', () => {
    const page = overview({
      'x-logo': { url: 'https://example.com/logo.svg', href: 'https://example.com', backgroundColor: '#FAFAFA' },
    });
    expect(page).toContain('"tagName":"img","properties":{"src":"https://example.com/logo.svg","alt":"Lichess"');
    expect(page).toContain('"href":"https://example.com"');
    expect(page).toContain('"style":"background-color: #fafafa"');
    // A colour that is no CSS colour is not written into a style.
    expect(overview({ 'x-logo': { url: 'a.svg', backgroundColor: 'red;}' } })).not.toContain('style');
    expect(overview({ 'x-logo': { altText: 'no url' } })).not.toContain('dg-api-logo');
  });
});

describe('the scopes of an OAuth 2.0 scheme', () => {
  it('lets a long scope name wrap at its parts, under a column named as the other', () => {
    // Jira's 48-character scopes made their column two thirds of the table's width.
    const scope = 'write:custom-field-contextual-configuration:jira';
    const doc = {
      openapi: '3.0.1',
      info: { title: 'Jira', version: '1' },
      paths: {},
      components: {
        securitySchemes: {
          OAuth2: {
            type: 'oauth2',
            flows: {
              authorizationCode: { authorizationUrl: 'https://a', tokenUrl: 'https://t', scopes: { [scope]: 'Edit.' } },
            },
          },
        },
      },
    };
    const model = referenceModel(doc, resolveReference(true, 'jira.json') as ResolvedReference, '/docs');
    const o = { L: labelsFor('en'), server: '', keyEnv: 'K', responseCodesExtension: 'x-codes' };
    const page = JSON.stringify(renderOverview({ doc } as never, model, o));
    expect(page).toContain('"value":"write:custom-"},{"type":"element","tagName":"wbr"');
    expect(page).toContain('"value":"Scope"');
  });
});
