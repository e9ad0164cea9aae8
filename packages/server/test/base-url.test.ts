import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer, type RunningServer } from '../src/static-server.js';
import { belowBase } from '../src/url-forms.js';
import { rawRequest } from './raw-http.js';

/** A build for `baseUrl: '/product/'` served as a host serves it: below the base, `/` sent there. */
let tmp: string;
let server: RunningServer;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-base-'));
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(tmp, rel)), { recursive: true });
    fs.writeFileSync(path.join(tmp, rel), text);
  };
  write('index.html', '<!doctype html><html><body>HOME</body></html>');
  write('404.html', '<!doctype html><html><body>NOT-FOUND</body></html>');
  write('fr/404.html', '<!doctype html><html><body>INTROUVABLE</body></html>');
  write('docs/intro/index.html', '<!doctype html><html><body>INTRO</body></html>');
  write('img/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await createStaticServer({
    root: tmp,
    host: '127.0.0.1',
    port: 0,
    localePrefixes: ['', '/fr'],
    baseUrl: '/product/',
  });
});

afterAll(async () => {
  await server?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('a site served below its base URL', () => {
  it.each([
    ['/product/', 200, 'HOME'],
    ['/product/docs/intro', 200, 'INTRO'],
    ['/product/docs/intro/', 200, 'INTRO'],
    ['/product/docs/intro.html?x=1', 200, 'INTRO'],
    ['/product/img/logo.svg', 200, '<svg'],
    ['/product/docs/nothing', 404, 'NOT-FOUND'],
    ['/product/fr/nothing', 404, 'INTROUVABLE'],
    ['/docs/intro', 404, 'served below /product/'],
    ['/productivity', 404, 'served below /product/'],
  ])('%s answers %i', async (target, status, text) => {
    const res = await rawRequest(server.port, target);
    expect(res.status).toBe(status);
    expect(res.body.toString()).toContain(text);
  });

  it('sends / to the base (302) and the base without its slash to the base (301), the query kept', async () => {
    const root = await rawRequest(server.port, '/?utm=x');
    expect(root.status).toBe(302);
    expect(root.headers.location).toBe('/product/?utm=x');
    const bare = await rawRequest(server.port, '/product');
    expect(bare.status).toBe(301);
    expect(bare.headers.location).toBe('/product/');
  });

  it('maps request targets below the base', () => {
    expect(belowBase('/product/a/b?q=1', '/product')).toEqual({ url: '/a/b?q=1' });
    expect(belowBase('/product', '/product')).toEqual({ status: 301, redirect: '/product/' });
    expect(belowBase('/index.html', '/product')).toEqual({ status: 302, redirect: '/product/' });
    expect(belowBase('/other', '/product')).toEqual({ status: 404 });
  });
});
