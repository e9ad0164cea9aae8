import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer, type RunningServer } from '../src/static-server.js';

/** Status, Location and body of a GET (redirects not followed). */
function get(server: RunningServer, target: string): Promise<{ status: number; location?: string; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port: server.port, path: target }, (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            ...(res.headers.location ? { location: res.headers.location } : {}),
            body,
          }),
        );
      })
      .on('error', reject);
  });
}

let tmp: string;
const servers: RunningServer[] = [];

/** A build output in the layout of `trailingSlash` (as `docgen build` writes it), served with that setting. */
async function serve(layout: 'folders' | 'files', trailingSlash: boolean | undefined): Promise<RunningServer> {
  const root = path.join(tmp, `${layout}-${String(trailingSlash)}`);
  const page = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), `<!doctype html><html><body>${text}</body></html>`);
  };
  page('index.html', 'HOME');
  page('404.html', 'NOT-FOUND');
  page('fr/index.html', 'HOME-FR');
  page(layout === 'folders' ? 'docs/intro/index.html' : 'docs/intro.html', 'INTRO');
  fs.mkdirSync(path.join(root, 'img'), { recursive: true });
  fs.writeFileSync(path.join(root, 'img', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const server = await createStaticServer({ root, port: 0, localePrefixes: ['', '/fr'], trailingSlash });
  servers.push(server);
  return server;
}

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-slash-'));
});
afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('trailingSlash: the servers redirect to the form of the site, as its hosts do', () => {
  it('true: /x redirects to /x/ (query kept), which serves the page', async () => {
    const server = await serve('folders', true);
    expect(await get(server, '/docs/intro?q=1')).toMatchObject({ status: 301, location: '/docs/intro/?q=1' });
    expect(await get(server, '/docs/intro/')).toMatchObject({ status: 200, body: expect.stringContaining('INTRO') });
    expect(await get(server, '/fr')).toMatchObject({ status: 301, location: '/fr/' });
    expect((await get(server, '/')).status).toBe(200);
    // Files and pages asked by their file name are served as they are; unknown paths are 404s.
    expect((await get(server, '/img/logo.svg')).status).toBe(200);
    expect((await get(server, '/docs/intro/index.html')).status).toBe(200);
    expect(await get(server, '/docs/nope')).toMatchObject({ status: 404, body: expect.stringContaining('NOT-FOUND') });
  });

  it("false: /x/ redirects to /x (docs/intro.html); the locales' homes are folders", async () => {
    const server = await serve('files', false);
    expect(await get(server, '/docs/intro/')).toMatchObject({ status: 301, location: '/docs/intro' });
    expect(await get(server, '/docs/intro')).toMatchObject({ status: 200, body: expect.stringContaining('INTRO') });
    expect(await get(server, '/fr')).toMatchObject({ status: 301, location: '/fr/' });
    expect((await get(server, '/fr/')).status).toBe(200);
    expect((await get(server, '/docs/intro.html')).status).toBe(200);
  });

  it('unset: both forms serve the page, as before', async () => {
    const server = await serve('folders', undefined);
    expect((await get(server, '/docs/intro')).status).toBe(200);
    expect((await get(server, '/docs/intro/')).status).toBe(200);
    expect((await get(server, '/fr')).status).toBe(200);
  });
});
