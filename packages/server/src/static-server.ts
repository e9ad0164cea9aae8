import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { lookup } from 'mrmime';
import type { TrailingSlash } from '@docgen/shared/trailing-slash';
import { basePath } from '@docgen/shared/base-url';
import { belowBase, slashRedirect } from './url-forms.js';
import { hostAllowed, hostnameOf } from './hosts.js';
import { requestedRange } from './range.js';
import { isFile, realInside, resolveRequest } from './resolve.js';
import { SECURITY_HEADERS } from './security.js';
import { pagePolicy } from './page-policy.js';

export interface StaticServerOptions {
  /** Folder to serve (a docgen build output). */
  root: string;
  host?: string;
  /**
   * Host names answered besides localhost, IP addresses and `host` (DNS rebinding guard);
   * `.example.com` allows the domain and its subdomains. A function is asked on every request.
   */
  allowedHosts?: readonly string[] | (() => readonly string[]);
  /** 0 picks a free port. */
  port?: number;
  /**
   * Locale path prefixes ('' for the default) whose `404.html` answers unknown paths below
   * them. A function is asked on every 404 (the dev server's locales follow the config).
   */
  localePrefixes?: string[] | (() => string[]);
  /** Extra handler run first (the dev server's event stream); return true when handled. */
  intercept?(req: http.IncomingMessage, res: http.ServerResponse): boolean;
  /** Transforms HTML before it is sent (the dev server's client script). */
  transformHtml?(html: string): string;
  /** Changes whenever `transformHtml` would give another result for the same file (transformed pages are cached per key). */
  transformKey?(): string;
  /**
   * Runs before a GET or HEAD is answered, with the request's canonical path (the dev
   * server renders a page on demand while its first build is still running). The file is
   * opened in the turn of the event loop in which it resolves (the dev server moves its first
   * output only in a later turn).
   */
  prepare?(urlPath: string): Promise<void> | void;
  /** HTML answering unknown paths when the root has no `404.html` (the dev server's placeholder). */
  fallbackHtml?(): string | undefined;
  /**
   * The site's `trailingSlash` (a function is asked on every request): when set, a page asked in
   * the other form is redirected (301) to its own, as Docusaurus' hosts do (`/docs/intro` →
   * `/docs/intro/` when true; `/docs/intro/` → `/docs/intro` when false; the locales' homes are
   * folders: `/fr` → `/fr/`). Unset, both forms serve the page.
   */
  trailingSlash?: TrailingSlash | (() => TrailingSlash);
  /**
   * The site's `baseUrl` (`/product/`; a function is asked on every request): the root is served
   * below it, as a host serves a site built for it. `/` redirects to it (302) and the base without
   * its slash to the base (301); other paths outside it are 404. Other options (`localePrefixes`,
   * `prepare`) see paths below the base (`/docs/intro`).
   */
  baseUrl?: string | (() => string);
  /**
   * Awaited before a request reads the site's settings above (`baseUrl`, `trailingSlash`,
   * `localePrefixes`): the dev server's first build has not read its config when it listens.
   */
  configured?(): Promise<void>;
}

export interface RunningServer {
  url: string;
  port: number;
  host: string;
  server: http.Server;
  close(): Promise<void>;
}

/** Hashed, content-addressed files: cached for a year. Everything else is revalidated. */
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Serves a build output with the URL rules of the site: `/x`, `/x/`, `/x.html` and
 * `/x/index.html` are the same page (with `trailingSlash` set, `/x` and `/x/` redirect to the
 * site's form); unknown paths get the locale's 404 page with status
 * 404; nothing outside the root is ever served (`..`, encoded separators, backslashes, NUL
 * bytes and absolute-form targets get 400; symlinks leading out get 404).
 * `docgen serve --build` and the dev server both use it, so they follow the same rules.
 */
export function createStaticServer(options: StaticServerOptions): Promise<RunningServer> {
  const root = path.resolve(options.root);
  const host = options.host ?? '127.0.0.1';
  const prefixesOf = (): string[] => {
    const list =
      typeof options.localePrefixes === 'function' ? options.localePrefixes() : (options.localePrefixes ?? ['']);
    return [...list].sort((a, b) => b.length - a.length);
  };

  const allowedHosts = (): readonly string[] =>
    typeof options.allowedHosts === 'function' ? options.allowedHosts() : (options.allowedHosts ?? []);

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse): Promise<void> => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    if (!hostAllowed(req.headers.host, host, allowedHosts())) {
      const name = hostnameOf(req.headers.host ?? '') ?? req.headers.host ?? '';
      res
        .writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
        .end(
          `Blocked request: this server does not answer for the host "${name}" (a guard against DNS rebinding).\n` +
            `To allow it, start the server with --allowed-hosts ${name || '<host>'}\n`,
        );
      return;
    }
    if (options.intercept?.(req, res)) return;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res
        .writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' })
        .end('Method not allowed\n');
      return;
    }
    await options.configured?.();
    if (res.destroyed) return;
    let url = req.url ?? '/';
    const base = baseOf(options);
    if (base) {
      const below = belowBase(url, base);
      if (below.url === undefined) {
        res
          .writeHead(below.status, {
            'Content-Type': 'text/plain; charset=utf-8',
            'Cache-Control': REVALIDATE,
            ...(below.redirect ? { Location: below.redirect } : {}),
          })
          .end(
            req.method === 'HEAD'
              ? undefined
              : below.redirect
                ? `Moved to ${below.redirect}\n`
                : `Not found: this site is served below ${base}/ (its baseUrl).\n`,
          );
        return;
      }
      url = below.url;
    }
    let target = resolveRequest(root, url);
    if (target.status === 400) {
      res
        .writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
        .end('Bad request\n');
      return;
    }
    if (options.prepare) {
      try {
        await options.prepare(target.path);
      } catch {
        // the page stays as it is on disk (or missing)
      }
      if (res.destroyed) return;
      target = resolveRequest(root, url);
    }
    if (target.file) {
      const slash = typeof options.trailingSlash === 'function' ? options.trailingSlash() : options.trailingSlash;
      const location = slash === undefined ? undefined : slashRedirect(req.url ?? '/', target, slash, prefixesOf());
      if (location) {
        res
          .writeHead(301, {
            Location: location,
            'Content-Type': 'text/plain; charset=utf-8',
            'Cache-Control': REVALIDATE,
          })
          .end(req.method === 'HEAD' ? undefined : `Moved to ${location}\n`);
        return;
      }
      sendFile(req, res, root, target.file, 200, options);
      return;
    }
    const prefix = prefixesOf().find((p) => p === '' || target.path === p || target.path.startsWith(`${p}/`)) ?? '';
    const notFound = [path.join(root, prefix.slice(1), '404.html'), path.join(root, '404.html')].find(
      (f) => isFile(f) && realInside(root, f),
    );
    if (notFound) {
      sendFile(req, res, root, notFound, 404, options);
      return;
    }
    const fallback = options.fallbackHtml?.();
    if (fallback !== undefined) {
      const body = options.transformHtml ? options.transformHtml(fallback) : fallback;
      res.writeHead(404, {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': pagePolicy(root, body, base),
        'Cache-Control': 'no-store',
        'Content-Length': Buffer.byteLength(body),
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return;
    }
    res
      .writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': REVALIDATE })
      .end(req.method === 'HEAD' ? undefined : 'Not found\n');
  };

  const server = http.createServer((req, res) => {
    // A client that goes away mid-response must never take the server down.
    res.on('error', () => undefined);
    req.on('error', () => undefined);
  });
  // Once per connection (a keep-alive socket carries many requests).
  server.on('connection', (socket) => socket.on('error', () => undefined));
  server.on('request', (req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Internal error\n');
      else res.destroy();
    });
  });
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    else socket.destroy();
  });
  server.keepAliveTimeout = 5000;

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const shownHost = host.includes(':') ? `[${host}]` : host;
      let closing: Promise<void> | undefined;
      resolve({
        url: `http://${shownHost}:${port}`,
        port,
        host,
        server,
        close: () =>
          (closing ??= new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          })),
      });
    });
  });
}

/** Content type of a file, with a charset for text. */
export function contentTypeOf(file: string): string {
  const type = lookup(file) ?? 'application/octet-stream';
  return /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/.test(type)
    ? `${type}; charset=utf-8`
    : type;
}

/** Files below `/assets/` are content-hashed by the build: they never change. */
export function isImmutable(root: string, file: string): boolean {
  return path.relative(root, file).split(path.sep)[0] === 'assets';
}

/** True when an If-None-Match header (a list, or `*`) matches the ETag. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/** Transformed HTML by file identity and transform key (the 64 most recent: the dev server's pages). */
const transformed = new Map<string, { body: Buffer; etag: string; csp: string }>();
/** The policy of each untransformed page by file identity (hashing a page costs more than reading it). */
const policies = new Map<string, string>();

/** The site's baseUrl as a path without its trailing slash ('' at the root). */
function baseOf(options: StaticServerOptions): string {
  return basePath((typeof options.baseUrl === 'function' ? options.baseUrl() : options.baseUrl) ?? '/');
}

function sendFile(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  root: string,
  file: string,
  status: number,
  options: StaticServerOptions,
): void {
  let fd: number;
  let stat: fs.Stats;
  try {
    fd = fs.openSync(file, 'r');
    stat = fs.fstatSync(fd);
  } catch {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n');
    return;
  }
  const type = contentTypeOf(file);
  const isHtml = type.startsWith('text/html');
  const cacheControl = status === 200 && isImmutable(root, file) ? IMMUTABLE_CACHE : REVALIDATE;
  const headers: http.OutgoingHttpHeaders = { 'Content-Type': type, 'Cache-Control': cacheControl };
  const identity = `${file}\0${stat.ino}\0${stat.size}\0${stat.mtimeMs}`;
  if (isHtml && options.transformHtml) {
    const cacheKey = `${identity}\0${options.transformKey?.() ?? ''}`;
    let hit = transformed.get(cacheKey);
    if (!hit) {
      let body: Buffer;
      try {
        body = Buffer.from(options.transformHtml(fs.readFileSync(fd, 'utf8')));
      } catch {
        fs.closeSync(fd);
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n');
        return;
      }
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      hit = { body, etag, csp: pagePolicy(root, body.toString('utf8'), baseOf(options)) };
      if (options.transformKey) {
        if (transformed.size >= 64) transformed.delete(transformed.keys().next().value as string);
        transformed.set(cacheKey, hit);
      }
    }
    fs.closeSync(fd);
    const { body, etag, csp } = hit;
    if (status === 200 && etagMatches(req.headers['if-none-match'], etag)) {
      res.writeHead(304, { ETag: etag, 'Cache-Control': cacheControl }).end();
      return;
    }
    res.writeHead(status, { ...headers, ETag: etag, 'Content-Security-Policy': csp, 'Content-Length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  // The inode changes whenever a build replaces the file (write to a new file, rename over).
  const etag = `W/"${stat.ino.toString(16)}-${stat.size.toString(16)}-${Math.floor(stat.mtimeMs * 1000).toString(16)}"`;
  const lastModified = stat.mtime.toUTCString();
  headers.ETag = etag;
  headers['Last-Modified'] = lastModified;
  if (status === 200 && etagMatches(req.headers['if-none-match'], etag)) {
    fs.closeSync(fd);
    res.writeHead(304, { ETag: etag, 'Cache-Control': cacheControl }).end();
    return;
  }
  if (isHtml) {
    // Read whole, from the descriptor just checked: the policy must be the one of the bytes sent.
    let body: Buffer;
    try {
      body = fs.readFileSync(fd);
    } catch {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    } finally {
      fs.closeSync(fd);
    }
    let csp = policies.get(identity);
    if (csp === undefined) {
      csp = pagePolicy(root, body.toString('utf8'), baseOf(options));
      if (policies.size >= 4096) policies.delete(policies.keys().next().value as string);
      policies.set(identity, csp);
    }
    res.writeHead(status, { ...headers, 'Content-Security-Policy': csp, 'Content-Length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  headers['Accept-Ranges'] = 'bytes';
  const range =
    status === 200
      ? requestedRange(req.headers.range, stat.size, req.headers['if-range'] as string | undefined, lastModified)
      : undefined;
  if (range === 'unsatisfiable') {
    fs.closeSync(fd);
    res.writeHead(416, { ...headers, 'Content-Range': `bytes */${stat.size}`, 'Content-Length': 0 }).end();
    return;
  }
  if (range) {
    headers['Content-Range'] = `bytes ${range.start}-${range.end}/${stat.size}`;
    res.writeHead(206, { ...headers, 'Content-Length': range.end - range.start + 1 });
  } else res.writeHead(status, { ...headers, 'Content-Length': stat.size });
  if (req.method === 'HEAD') {
    fs.closeSync(fd);
    res.end();
    return;
  }
  const stream = fs.createReadStream(file, { fd, ...(range ?? {}) });
  stream.on('error', () => res.destroy());
  res.on('close', () => stream.destroy());
  stream.pipe(res);
}
