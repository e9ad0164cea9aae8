import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { lookup } from 'mrmime';
import { normalizePath } from '@docgen/shared';

export interface StaticServerOptions {
  /** Folder to serve (a docgen build output). */
  root: string;
  host?: string;
  /** 0 picks a free port. */
  port?: number;
  /** Locale path prefixes ('' for the default) whose `404.html` answers unknown paths below them. */
  localePrefixes?: string[];
  /** Extra handler run first (the dev server's event stream); return true when handled. */
  intercept?(req: http.IncomingMessage, res: http.ServerResponse): boolean;
  /** Transforms HTML before it is sent (the dev server's client script). */
  transformHtml?(html: string): string;
}

export interface RunningServer {
  url: string;
  port: number;
  host: string;
  server: http.Server;
  close(): Promise<void>;
}

/**
 * Serves a build output with the URL rules of the site: `/x`, `/x/`, `/x.html` and
 * `/x/index.html` are the same page; unknown paths get the locale's 404 page with status
 * 404; nothing outside the root is ever served.
 */
export function createStaticServer(options: StaticServerOptions): Promise<RunningServer> {
  const root = path.resolve(options.root);
  const host = options.host ?? '127.0.0.1';
  const prefixes = [...(options.localePrefixes ?? [''])].sort((a, b) => b.length - a.length);

  const server = http.createServer((req, res) => {
    res.on('error', () => undefined);
    req.on('error', () => undefined);
    if (options.intercept?.(req, res)) return;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const target = resolveRequest(root, req.url ?? '/');
    if (target.status === 400) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request\n');
      return;
    }
    if (target.file) {
      sendFile(req, res, target.file, 200, options);
      return;
    }
    const prefix = prefixes.find((p) => p === '' || target.path === p || target.path.startsWith(`${p}/`)) ?? '';
    const notFound = path.join(root, prefix.slice(1), '404.html');
    if (fs.existsSync(notFound)) sendFile(req, res, notFound, 404, options);
    else res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n');
  });
  server.keepAliveTimeout = 5000;

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const shownHost = host.includes(':') ? `[${host}]` : host;
      resolve({
        url: `http://${shownHost}:${port}`,
        port,
        host,
        server,
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

/** Maps a request URL to a file under root, or says why not (400: unsafe path). */
export function resolveRequest(root: string, url: string): { status: 200 | 400 | 404; file?: string; path: string } {
  const rawPath = url.split(/[?#]/, 1)[0] ?? '/';
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { status: 400, path: rawPath };
  }
  if (decoded.includes('\0') || decoded.includes('\\') || !decoded.startsWith('/') || decoded.split('/').some((seg) => seg === '..' || seg === '.')) {
    return { status: 400, path: decoded };
  }
  const clean = normalizePath(decoded);
  const candidates = [decoded.endsWith('/') ? null : decoded, clean === '/' ? '/index.html' : `${clean}/index.html`, `${clean}.html`].filter((c): c is string => c !== null);
  for (const candidate of candidates) {
    const file = path.join(root, candidate);
    if (!file.startsWith(root + path.sep) && file !== root) continue;
    try {
      const stat = fs.statSync(file);
      if (stat.isFile()) return { status: 200, file, path: clean };
    } catch {
      // not this candidate
    }
  }
  return { status: 404, path: clean };
}

function sendFile(req: http.IncomingMessage, res: http.ServerResponse, file: string, status: number, options: StaticServerOptions): void {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    res.writeHead(404).end();
    return;
  }
  const type = lookup(file) ?? 'application/octet-stream';
  const isHtml = type === 'text/html';
  const immutable = /\/assets\//.test(file.replace(/\\/g, '/'));
  const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
  const headers: http.OutgoingHttpHeaders = {
    'Content-Type': /^(text\/|application\/(json|javascript|xml))/.test(type) ? `${type}; charset=utf-8` : type,
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
  };
  if (status === 200 && req.headers['if-none-match'] === etag) {
    res.writeHead(304, { ETag: etag, 'Cache-Control': headers['Cache-Control'] }).end();
    return;
  }
  if (isHtml && options.transformHtml) {
    const body = options.transformHtml(fs.readFileSync(file, 'utf8'));
    res.writeHead(status, { ...headers, 'Content-Length': Buffer.byteLength(body), 'Cache-Control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  res.writeHead(status, { ...headers, 'Content-Length': stat.size });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = fs.createReadStream(file);
  stream.on('error', () => res.destroy());
  res.on('close', () => stream.destroy());
  stream.pipe(res);
}
