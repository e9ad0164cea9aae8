import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostAllowed, parseHostOption } from '../src/hosts.js';
import { createStaticServer, type RunningServer } from '../src/static-server.js';
import { rawRequest } from './raw-http.js';

const HEAD_SCRIPT = '(()=>{document.documentElement.classList.add("js")})();';
let tmp: string;
let server: RunningServer;
let extra: string[] = ['docs.example.test'];

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-hardening-'));
  const write = (rel: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(tmp, rel)), { recursive: true });
    fs.writeFileSync(path.join(tmp, rel), content);
  };
  write('index.html', `<!doctype html><html><head><script>${HEAD_SCRIPT}</script></head><body>HOME</body></html>`);
  write('404.html', '<!doctype html><html><body>NOT-FOUND</body></html>');
  write('assets/js/main-ABC.js', 'export {};');
  server = await createStaticServer({ root: tmp, allowedHosts: () => extra });
});

afterAll(async () => {
  await server?.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

const withHost = (target: string, host: string) => rawRequest(server.port, target, { headers: { Host: host } });

describe('DNS rebinding: only the server’s own host names are answered', () => {
  it.each(['evil.example', 'evil.example:80', 'localhost.evil.example', '127.0.0.1.nip.io', 'docs.example.test.evil'])(
    'Host %s → 403 naming the option that allows it',
    async (host) => {
      for (const target of ['/', '/assets/js/main-ABC.js', '/nope', '/__docgen/events']) {
        const res = await withHost(target, host);
        expect(res.status, `${host} ${target}`).toBe(403);
        expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
        const name = host.replace(/:\d+$/, '');
        expect(res.body.toString()).toContain(`--allowed-hosts ${name}`);
        expect(res.body.toString()).not.toContain('HOME');
      }
    },
  );

  it.each([
    'localhost',
    'LOCALHOST:3000',
    'app.localhost',
    '127.0.0.1',
    '[::1]:3000',
    '192.168.1.20:3000',
    'localhost.',
  ])('Host %s is answered', async (host) => {
    const res = await withHost('/', host);
    expect(res.status, host).toBe(200);
    expect(res.body.toString()).toContain('HOME');
  });

  it('hosts added by the option are answered; the list is read on every request', async () => {
    expect((await withHost('/', 'docs.example.test:8080')).status).toBe(200);
    expect((await withHost('/', 'preview.example.org')).status).toBe(403);
    extra = ['.example.org'];
    try {
      expect((await withHost('/', 'preview.example.org')).status).toBe(200);
      expect((await withHost('/', 'example.org')).status).toBe(200);
      expect((await withHost('/', 'notexample.org')).status).toBe(403);
    } finally {
      extra = ['docs.example.test'];
    }
  });

  it('the host the server binds to is answered', () => {
    expect(hostAllowed('my-box.lan:3000', 'my-box.lan', [])).toBe(true);
    expect(hostAllowed('other.lan:3000', 'my-box.lan', [])).toBe(false);
    expect(hostAllowed('[::1', '127.0.0.1', [])).toBe(false);
    expect(hostAllowed('a:b:c', '127.0.0.1', [])).toBe(false);
  });
});

describe('--allowed-hosts values', () => {
  it.each([
    ['docs.example.com', 'docs.example.com'],
    ['.example.com', '.example.com'],
    ['Docs.Example.COM', 'docs.example.com'],
    ['10.0.0.5', '10.0.0.5'],
    ['[::1]', '::1'],
    ['my-box', 'my-box'],
  ])('%s is accepted as %s', (value, host) => {
    expect(parseHostOption(value)).toEqual({ host });
  });

  it.each([
    ['http://docs.example.com:3000/', 'it is a URL, not a host name', 'docs.example.com'],
    ['*.example.com', 'wildcards are written as a leading dot', '.example.com'],
    ['docs.example.com:3000', 'it holds a port (any port of an allowed host is allowed)', 'docs.example.com'],
    ['docs example', 'it is not a host name or an IP address', undefined],
    ['', 'it is empty', undefined],
    ['-bad-.com', 'it is not a host name or an IP address', undefined],
  ])('%s is refused: %s (did you mean %s?)', (value, error, suggestion) => {
    expect(parseHostOption(value)).toEqual(suggestion ? { error, suggestion } : { error });
  });
});

describe('security headers', () => {
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

  it('every response has nosniff, a referrer policy and a frame policy', async () => {
    for (const [target, host] of [
      ['/', '127.0.0.1'],
      ['/assets/js/main-ABC.js', '127.0.0.1'],
      ['/nope', '127.0.0.1'],
      ['/..%2fx', '127.0.0.1'],
      ['/', 'evil.example'],
    ] as const) {
      const res = await withHost(target, host);
      expect(res.headers['x-content-type-options'], target).toBe('nosniff');
      expect(res.headers['referrer-policy'], target).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options'], target).toBe('SAMEORIGIN');
    }
  });

  it('a page’s CSP allows its own inline script by hash, never unsafe-inline scripts', async () => {
    for (const method of ['GET', 'HEAD']) {
      const res = await rawRequest(server.port, '/', { method });
      const csp = res.headers['content-security-policy'] ?? '';
      const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src ')) ?? '';
      expect(scriptSrc).toBe(`script-src 'self' 'wasm-unsafe-eval' ${sha(HEAD_SCRIPT)} https:`);
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).toContain("object-src 'none'");
    }
    const notFound = await rawRequest(server.port, '/nope');
    expect(notFound.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('a changed page gets the policy of its new scripts', async () => {
    const file = path.join(tmp, 'changed.html');
    fs.writeFileSync(file, '<html><head><script>window.v=1</script></head></html>');
    const first = await rawRequest(server.port, '/changed');
    expect(first.headers['content-security-policy']).toContain(sha('window.v=1'));
    fs.writeFileSync(`${file}.tmp`, '<html><head><script>window.v=2</script></head></html>');
    fs.renameSync(`${file}.tmp`, file);
    const second = await rawRequest(server.port, '/changed');
    expect(second.headers['content-security-policy']).toContain(sha('window.v=2'));
    expect(second.headers['content-security-policy']).not.toContain(sha('window.v=1'));
  });

  it('HTML a server transforms (the dev client) is hashed as sent', async () => {
    const injected = 'window.__dev=1';
    const s = await createStaticServer({
      root: tmp,
      transformHtml: (html) => html.replace('</body>', `<script data-docgen-dev>${injected}</script></body>`),
      fallbackHtml: () => '<html><body>BUILDING</body></html>',
    });
    try {
      for (const target of ['/', '/nope']) {
        const csp = (await rawRequest(s.port, target)).headers['content-security-policy'] ?? '';
        expect(csp, target).toContain(sha(injected));
      }
    } finally {
      await s.close();
    }
  });
});
