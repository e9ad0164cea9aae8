import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveRequest } from '../src/resolve.js';
import { createStaticServer, etagMatches, type RunningServer } from '../src/static-server.js';
import { rawRequest } from './raw-http.js';

const SECRET = 'TOP-SECRET-OUTSIDE-THE-ROOT';
let tmp: string;
let root: string;
let server: RunningServer;
let port: number;

function write(rel: string, content: string | Buffer): void {
  const file = path.join(root, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-static-'));
  root = path.join(tmp, 'build');
  fs.writeFileSync(path.join(tmp, 'secret.txt'), SECRET);
  fs.mkdirSync(path.join(tmp, 'outside'));
  fs.writeFileSync(path.join(tmp, 'outside', 'secret.txt'), SECRET);
  write('index.html', '<!doctype html><html lang="fr"><body>HOME-FR</body></html>');
  write('404.html', '<!doctype html><html lang="fr"><body>INTROUVABLE</body></html>');
  write('en/index.html', '<!doctype html><html lang="en"><body>HOME-EN</body></html>');
  write('en/404.html', '<!doctype html><html lang="en"><body>NOT-FOUND-EN</body></html>');
  write('docs/intro/index.html', '<!doctype html><html><body>INTRO-PAGE</body></html>');
  write('docs/flat.html', '<!doctype html><html><body>FLAT-PAGE</body></html>');
  write('assets/js/main-ABC123.js', 'console.log(1);');
  write('assets/css/docgen.0123456789.css', 'body{color:red}');
  write('assets/pages/intro.abcdef12.json', '{"v":1}');
  write('_docgen/routes.json', '{"v":1}');
  write('img/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('robots.txt', 'User-agent: *\n');
  write('sitemap.xml', '<?xml version="1.0"?><urlset/>');
  write('big.bin', Buffer.alloc(8 * 1024 * 1024, 7));
  fs.symlinkSync(path.join(tmp, 'outside'), path.join(root, 'link-out'));
  server = await createStaticServer({ root, host: '127.0.0.1', port: 0, localePrefixes: ['', '/en'] });
  port = server.port;
});

afterAll(async () => {
  await server?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('URL rules', () => {
  it.each(['/docs/intro', '/docs/intro/', '/docs/intro.html', '/docs/intro/index.html', '/docs/intro?x=1'])(
    '%s is the intro page',
    async (target) => {
      const res = await rawRequest(port, target);
      expect(res.status).toBe(200);
      expect(res.body.toString()).toContain('INTRO-PAGE');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    },
  );

  it.each(['/', '/index.html'])('%s is the home page', async (target) => {
    const res = await rawRequest(port, target);
    expect(res.status).toBe(200);
    expect(res.body.toString()).toContain('HOME-FR');
  });

  it.each(['/docs/flat', '/docs/flat.html'])('%s finds a page written as x.html', async (target) => {
    const res = await rawRequest(port, target);
    expect(res.status).toBe(200);
    expect(res.body.toString()).toContain('FLAT-PAGE');
  });

  it('locale homes: /en and /en/', async () => {
    for (const target of ['/en', '/en/', '/en/index.html']) {
      const res = await rawRequest(port, target);
      expect(res.status, target).toBe(200);
      expect(res.body.toString()).toContain('HOME-EN');
    }
  });
});

describe('404 pages per locale', () => {
  it('an unknown path gets the default locale 404 page with status 404', async () => {
    const res = await rawRequest(port, '/docs/nope');
    expect(res.status).toBe(404);
    expect(res.body.toString()).toContain('INTROUVABLE');
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('an unknown path below /en gets the English 404 page', async () => {
    for (const target of ['/en/docs/nope', '/en/nope.html', '/en/x/y/z/']) {
      const res = await rawRequest(port, target);
      expect(res.status, target).toBe(404);
      expect(res.body.toString()).toContain('NOT-FOUND-EN');
    }
  });

  it('a path that only starts like a locale is not in it', async () => {
    const res = await rawRequest(port, '/english/nope');
    expect(res.status).toBe(404);
    expect(res.body.toString()).toContain('INTROUVABLE');
  });

  it('HEAD of an unknown path: 404 without a body', async () => {
    const res = await rawRequest(port, '/nope', { method: 'HEAD' });
    expect(res.status).toBe(404);
    expect(res.body.length).toBe(0);
  });

  it('other methods: 405', async () => {
    const res = await rawRequest(port, '/', { method: 'POST', headers: { 'Content-Length': '0' } });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });
});

describe('never serves a file outside the root', () => {
  const attempts = [
    '/../secret.txt',
    '/docs/../../secret.txt',
    '/..%2fsecret.txt',
    '/..%2Fsecret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E/secret.txt',
    '/%2e%2e%2fsecret.txt',
    '/docs/%2e%2e/%2e%2e/secret.txt',
    '/.%2e/secret.txt',
    '/%2e%2e%5csecret.txt',
    '/..%5csecret.txt',
    '/..\\secret.txt',
    '/\\..\\secret.txt',
    '/docs\\..\\..\\secret.txt',
    '//secret.txt',
    '//etc/passwd',
    `/${'%2e%2e/'.repeat(12)}etc/passwd`,
    '/%252e%252e/secret.txt',
    '/%c0%ae%c0%ae/secret.txt',
    '/index.html%00',
    '/index.html%00.js',
    '/%00/../secret.txt',
    '/docs/%0a/secret.txt',
    '/etc/passwd',
    `${path.join(os.tmpdir(), 'secret.txt')}`,
    'http://evil.example/../secret.txt',
    'http://127.0.0.1/../../secret.txt',
    '*',
    'secret.txt',
    '/link-out/secret.txt',
    '/./secret.txt',
    '/%',
    '/%zz',
  ];
  it.each(attempts)('%s → 400 or 404, never the file', async (target) => {
    const res = await rawRequest(port, target);
    expect([400, 404]).toContain(res.status);
    expect(res.body.toString()).not.toContain(SECRET);
    expect(res.body.toString()).not.toContain('root:');
  });

  it('a 404 page that is a link leading out of the root is never served', async () => {
    const site = fs.mkdtempSync(path.join(tmp, 'leaky-404-'));
    fs.writeFileSync(path.join(site, '404.html'), '<html><body>ROOT-404</body></html>');
    fs.mkdirSync(path.join(site, 'id'));
    fs.writeFileSync(path.join(tmp, 'outside', 'page.html'), `<html><body>${SECRET}</body></html>`);
    fs.symlinkSync(path.join(tmp, 'outside', 'page.html'), path.join(site, 'id', '404.html'));
    const s = await createStaticServer({ root: site, localePrefixes: ['', '/id'] });
    try {
      const res = await rawRequest(s.port, '/id/nope');
      expect(res.status).toBe(404);
      expect(res.body.toString()).not.toContain(SECRET);
      expect(res.body.toString()).toContain('ROOT-404');
    } finally {
      await s.close();
    }
  });

  it('the checks run on the decoded path', () => {
    expect(resolveRequest(root, '/..%2fsecret.txt').status).toBe(400);
    expect(resolveRequest(root, '/%2e%2e/secret.txt').status).toBe(400);
    expect(resolveRequest(root, '/a%00b').status).toBe(400);
    expect(resolveRequest(root, '/a\\b').status).toBe(400);
    expect(resolveRequest(root, 'http://x/').status).toBe(400);
    expect(resolveRequest(root, '/docs/intro').file).toBe(path.join(root, 'docs/intro/index.html'));
  });
});

describe('content types and caching', () => {
  it.each([
    ['/assets/js/main-ABC123.js', 'text/javascript; charset=utf-8'],
    ['/assets/css/docgen.0123456789.css', 'text/css; charset=utf-8'],
    ['/assets/pages/intro.abcdef12.json', 'application/json; charset=utf-8'],
    ['/img/logo.svg', 'image/svg+xml; charset=utf-8'],
    ['/robots.txt', 'text/plain; charset=utf-8'],
    ['/sitemap.xml', 'text/xml; charset=utf-8'],
    ['/big.bin', 'application/octet-stream'],
  ])('%s is %s', async (target, type) => {
    const res = await rawRequest(port, target, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('hashed assets are immutable; HTML, the route index and static files are revalidated', async () => {
    for (const target of [
      '/assets/js/main-ABC123.js',
      '/assets/css/docgen.0123456789.css',
      '/assets/pages/intro.abcdef12.json',
    ]) {
      expect((await rawRequest(port, target)).headers['cache-control'], target).toBe(
        'public, max-age=31536000, immutable',
      );
    }
    for (const target of ['/', '/docs/intro', '/_docgen/routes.json', '/img/logo.svg', '/robots.txt']) {
      expect((await rawRequest(port, target)).headers['cache-control'], target).toBe('no-cache');
    }
  });

  it('the 404 page is never cached as immutable, even below /assets/', async () => {
    const res = await rawRequest(port, '/assets/js/missing.js');
    expect(res.status).toBe(404);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('ETag and If-None-Match: 304 without a body', async () => {
    for (const target of ['/docs/intro', '/assets/js/main-ABC123.js']) {
      const first = await rawRequest(port, target);
      const etag = first.headers.etag!;
      expect(etag).toBeTruthy();
      const again = await rawRequest(port, target, { headers: { 'If-None-Match': etag } });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      const list = await rawRequest(port, target, { headers: { 'If-None-Match': `"other", ${etag}` } });
      expect(list.status).toBe(304);
      const other = await rawRequest(port, target, { headers: { 'If-None-Match': '"other"' } });
      expect(other.status).toBe(200);
    }
    expect(etagMatches('*', 'W/"x"')).toBe(true);
  });

  it('a changed file gets a new ETag', async () => {
    const before = (await rawRequest(port, '/robots.txt')).headers.etag;
    const file = path.join(root, 'robots.txt');
    fs.writeFileSync(`${file}.tmp`, 'User-agent: *\nDisallow:\n');
    fs.renameSync(`${file}.tmp`, file);
    const after = (await rawRequest(port, '/robots.txt')).headers.etag;
    expect(after).not.toBe(before);
  });

  it('Range: one byte range gets 206 with Content-Range; beyond the end 416; several ranges the whole file', async () => {
    const size = 8 * 1024 * 1024;
    const part = await rawRequest(port, '/big.bin', { headers: { Range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(part.body.length).toBe(100);
    const tail = await rawRequest(port, '/big.bin', { headers: { Range: 'bytes=-10' } });
    expect([tail.status, tail.headers['content-range'], tail.body.length]).toEqual([
      206,
      `bytes ${size - 10}-${size - 1}/${size}`,
      10,
    ]);
    const open = await rawRequest(port, '/sitemap.xml', { headers: { Range: 'bytes=21-' } });
    expect([open.status, open.body.toString()]).toEqual([206, '<urlset/>']);
    const beyond = await rawRequest(port, '/big.bin', { headers: { Range: `bytes=${size}-` } });
    expect([beyond.status, beyond.headers['content-range']]).toEqual([416, `bytes */${size}`]);
    const several = await rawRequest(port, '/robots.txt', { headers: { Range: 'bytes=0-1,3-4' } });
    expect(several.status).toBe(200);
    const stale = await rawRequest(port, '/robots.txt', {
      headers: { Range: 'bytes=0-1', 'If-Range': 'Wed, 21 Oct 2015 07:28:00 GMT' },
    });
    expect(stale.status).toBe(200);
    expect((await rawRequest(port, '/robots.txt', { method: 'HEAD' })).headers['accept-ranges']).toBe('bytes');
  });

  it('HEAD sends the headers of GET without the body', async () => {
    const res = await rawRequest(port, '/big.bin', { method: 'HEAD' });
    expect(res.headers['content-length']).toBe(String(8 * 1024 * 1024));
    expect(res.body.length).toBe(0);
  });
});

describe('robustness', () => {
  it('survives clients that disconnect mid-response', async () => {
    for (let i = 0; i < 20; i++) {
      await new Promise<void>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () =>
          socket.write('GET /big.bin HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n'),
        );
        let got = 0;
        socket.on('data', (chunk) => {
          got += chunk.length;
          if (got > 64 * 1024) {
            socket.destroy();
            resolve();
          }
        });
        socket.on('error', () => resolve());
        socket.on('close', () => resolve());
      });
    }
    // Half-closed and reset connections too.
    await new Promise<void>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write('GET /big.bin HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
        setTimeout(() => {
          socket.resetAndDestroy();
          resolve();
        }, 20);
      });
      socket.on('error', () => resolve());
    });
    const res = await rawRequest(port, '/docs/intro');
    expect(res.status).toBe(200);
    const full = await rawRequest(port, '/big.bin');
    expect(full.body.length).toBe(8 * 1024 * 1024);
  });

  it('answers a malformed request line with 400 and keeps serving', async () => {
    const reply = await new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write('NONSENSE\r\n\r\n'));
      let text = '';
      socket.on('data', (c) => (text += c.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', () => resolve(text));
    });
    expect(reply).toMatch(/^HTTP\/1\.1 400/);
    expect((await rawRequest(port, '/')).status).toBe(200);
  });

  it('keep-alive: several requests on one connection', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = (p: string) =>
      new Promise<number>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: p, agent }, (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          })
          .on('error', reject);
      });
    expect(await get('/')).toBe(200);
    expect(await get('/docs/intro')).toBe(200);
    expect(await get('/nope')).toBe(404);
    agent.destroy();
  });
});

describe('options', () => {
  it('binds to 127.0.0.1 by default', async () => {
    const s = await createStaticServer({ root });
    try {
      expect(s.host).toBe('127.0.0.1');
      expect(s.url).toBe(`http://127.0.0.1:${s.port}`);
    } finally {
      await s.close();
    }
  });

  it('serves the fallback HTML when the root has no 404 page, and runs prepare first', async () => {
    const empty = fs.mkdtempSync(path.join(tmp, 'empty-'));
    const seen: string[] = [];
    const s = await createStaticServer({
      root: empty,
      fallbackHtml: () => '<html><body>BUILDING</body></html>',
      transformHtml: (html) => html.replace('</body>', '<script>dev</script></body>'),
      prepare: (p) => {
        seen.push(p);
      },
    });
    try {
      const res = await rawRequest(s.port, '/docs/x/');
      expect(res.status).toBe(404);
      expect(res.body.toString()).toContain('BUILDING');
      expect(res.body.toString()).toContain('<script>dev</script>');
      expect(seen).toEqual(['/docs/x']);
    } finally {
      await s.close();
    }
  });

  it('a symlinked root (the dev server swaps it) is followed, links inside it that leave it are not', async () => {
    const link = path.join(tmp, 'current');
    fs.symlinkSync(root, link);
    const s = await createStaticServer({ root: link });
    try {
      expect((await rawRequest(s.port, '/docs/intro')).status).toBe(200);
      expect((await rawRequest(s.port, '/link-out/secret.txt')).status).toBe(404);
    } finally {
      await s.close();
    }
  });
});
