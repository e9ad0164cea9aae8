import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadOpenApi } from '../src/load.js';
import type { OaObject } from '../src/model.js';
import { postmanCollection } from '../src/postman.js';
import { serverWarnings } from '../src/reference/discover.js';
import { pickServer } from '../src/remark.js';
import { sampleRequest } from '../src/render/samples.js';

/**
 * Servers of an operation or path item override the document's (OpenAPI 3.x, Operation and Path
 * Item Objects): samples and the Postman collection call them, and a document is warned about
 * for a missing server only when some operation would call none.
 */
const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'servers');
const load = (file: string) => loadOpenApi(file, { siteDir: dir });

function urlOf(api: Awaited<ReturnType<typeof load>>, id: string, server?: number | string) {
  const entry = api.operations.get(id)!;
  return sampleRequest(api, entry, {
    serverUrl: pickServer(api, server),
    keyEnv: 'API_KEY',
    ...(server !== undefined ? { server } : {}),
  }).url;
}

describe('servers of operations and path items', () => {
  it("calls an operation's own server, its variables set to their defaults, else the path item's", async () => {
    const api = await load('own-servers.yaml');
    expect(urlOf(api, 'geocode')).toBe('https://geo.maps.example/geocode/json?address=10%20Main%20Street');
    expect(urlOf(api, 'tile')).toBe('https://eu.tiles.maps.example/v2/tiles/3');
  });

  it('picks the same index among an operation’s own servers, and a URL option for every operation', async () => {
    const api = await load('own-servers.yaml');
    expect(urlOf(api, 'tile', 1)).toBe('https://tiles-backup.maps.example/v2/tiles/3');
    // An index its own servers do not have: its first.
    expect(urlOf(api, 'geocode', 1)).toBe('https://geo.maps.example/geocode/json?address=10%20Main%20Street');
    expect(urlOf(api, 'tile', 'https://mock.example/')).toBe('https://mock.example/tiles/3');
  });

  it('gives the Postman request of an operation with its own server that URL, the others {{baseUrl}}', async () => {
    const api = await load('partly-own.yaml');
    const collection = postmanCollection(api, { baseUrl: pickServer(api, undefined) });
    const urls = (collection.item as OaObject[]).map((item) => (item.request as OaObject).url as OaObject);
    expect(urls.map((u) => [u.raw, u.host])).toEqual([
      ['https://geo.maps.example/geocode/json', ['https://geo.maps.example']],
      ['{{baseUrl}}/places', ['{{baseUrl}}']],
    ]);
    // Its own server being the collection's, it keeps {{baseUrl}}.
    const same = postmanCollection(api, { baseUrl: 'https://geo.maps.example' });
    expect(((same.item as OaObject[])[0]!.request as OaObject).url).toMatchObject({ raw: '{{baseUrl}}/geocode/json' });
    const fixed = postmanCollection(api, { baseUrl: 'https://mock.example', server: 'https://mock.example' });
    expect(((fixed.item as OaObject[])[0]!.request as OaObject).url).toMatchObject({ raw: '{{baseUrl}}/geocode/json' });
  });
});

describe('OpenApiNoServer', () => {
  it('is not reported for a document of webhooks alone: the API is sent no request', async () => {
    expect(serverWarnings(await load('webhooks-only.yaml'))).toEqual([]);
  });

  it('is not reported when every operation has a server of its own', async () => {
    expect(serverWarnings(await load('own-servers.yaml'))).toEqual([]);
  });

  it('is not reported when the server is absolute once its variables take their defaults', async () => {
    const api = await load('variable-scheme.yaml');
    expect(serverWarnings(api)).toEqual([]);
    expect(urlOf(api, 'listRecords')).toBe('https://records.example/api/records');
  });

  it('is reported when one operation would call the relative server of the document', async () => {
    expect(serverWarnings(await load('partly-own.yaml'))).toEqual([
      {
        name: 'OpenApiNoServer',
        severity: 'warning',
        file: 'partly-own.yaml',
        line: 6,
        column: 5,
        message: 'The first server of partly-own.yaml, "/v1", is not an absolute URL: code samples call {BASE_URL}/v1.',
        why: 'Code samples and the Postman collection need the address of the API; without one they would call a path on no host.',
        fix: 'set the `server` option of the openapi plugin (`openapi({ spec, server: "https://api.example.com" })`), or add `servers` with an absolute URL to the document.',
      },
    ]);
  });
});
