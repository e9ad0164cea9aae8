/**
 * A small static file server for tests (node:http on 127.0.0.1, a free port), with the
 * URL rules of every docgen server: `/a/b`, `/a/b/`, `/a/b.html` and `/a/b/index.html`
 * all serve `a/b/index.html`; a missing path answers 404 with the locale's `404.html`
 * (`/en/…` → `en/404.html`, else `404.html`); nothing outside the root is ever served.
 * A POST (an analytics beacon in the tests) is accepted with 204 and recorded, never stored.
 */
import { createReadStream, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, resolve, sep } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { normalizePath, routeToOutputFile } from '../../packages/shared/src/url.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
};

export interface StaticServer {
  /** Origin, e.g. `http://127.0.0.1:41234` (no trailing slash). */
  url: string;
  /** Paths requested so far (method and path), in order. */
  requests: string[];
  close(): Promise<void>;
}

function fileIn(root: string, urlPath: string): string | undefined {
  const abs = resolve(root, `.${urlPath}`);
  if (abs !== root && !abs.startsWith(root + sep)) return undefined;
  try {
    return statSync(abs).isFile() ? abs : undefined;
  } catch {
    return undefined;
  }
}

/** The file a URL path serves, or undefined. */
export function resolveStatic(root: string, urlPath: string): string | undefined {
  const clean = normalizePath(urlPath);
  const candidates = [urlPath.endsWith('/') ? undefined : urlPath, `/${routeToOutputFile(clean)}`, `${clean}.html`];
  for (const c of candidates) {
    const file = c && fileIn(root, c);
    if (file) return file;
  }
  return undefined;
}

export async function startStaticServer(rootDir: string): Promise<StaticServer> {
  const root = resolve(rootDir);
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    let path: string;
    try {
      path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      res.writeHead(400).end('bad request');
      return;
    }
    requests.push(`${req.method} ${path}`);
    if (req.method === 'POST') {
      req.resume();
      req.on('end', () => res.writeHead(204).end());
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD, POST' }).end();
      return;
    }
    if (path.includes('\0')) {
      res.writeHead(400).end('bad request');
      return;
    }
    let status = 200;
    let file = resolveStatic(root, path);
    if (!file) {
      status = 404;
      const segment = path.split('/')[1] ?? '';
      file =
        (segment && !segment.includes('.') ? fileIn(root, `/${segment}/404.html`) : undefined) ??
        fileIn(root, '/404.html');
    }
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(status, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'no-cache',
    });
    if (req.method === 'HEAD') res.end();
    // The folder may be removed under a request still in flight at the end of a test file.
    else
      createReadStream(file)
        .on('error', () => res.destroy())
        .pipe(res);
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** Starts a server for the test file (after `root()` is ready) and stops it when the file ends. */
export function useStaticServer(root: () => string): { readonly url: string; readonly server: StaticServer } {
  let server: StaticServer | undefined;
  beforeAll(async () => {
    server = await startStaticServer(root());
  });
  afterAll(async () => {
    await server?.close();
  });
  return {
    get server() {
      if (!server) throw new Error('useStaticServer(): not started yet');
      return server;
    },
    get url() {
      if (!server) throw new Error('useStaticServer(): not started yet');
      return server.url;
    },
  };
}
