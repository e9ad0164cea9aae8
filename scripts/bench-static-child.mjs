#!/usr/bin/env node
// Part of scripts/bench-static.mjs: one static server over a built site, in its own process so
// that its CPU time and memory are its own. Prints its port; on 'report' (stdin) prints its CPU
// time and peak RSS. Run as: node scripts/bench-static-child.mjs <ours|sirv> <root>
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const [kind, root] = process.argv.slice(2);
let port;
if (kind === 'ours' || kind.startsWith('/')) {
  // A path instead of 'ours': another build of @docgen/server (its dist/index.js), to compare versions.
  const { createStaticServer } = await import(kind === 'ours' ? '@docgen/server' : kind);
  const server = await createStaticServer({ root, localePrefixes: ['', '/en', '/id'] });
  port = server.port;
} else {
  // sirv as Vite's preview configures it, plus what a docgen site needs around it: the locale
  // 404 pages and immutable caching of /assets/.
  const { default: sirv } = await import('sirv');
  const serve = sirv(root, {
    dev: false,
    etag: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      res.setHeader(
        'Cache-Control',
        pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const notFound = (p) => {
    const prefix = ['/en', '/id'].find((l) => p === l || p.startsWith(`${l}/`)) ?? '';
    return fs.readFileSync(path.join(root, prefix.slice(1), '404.html'));
  };
  const server = http.createServer((req, res) =>
    serve(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' }).end(notFound(req.url ?? '/'));
    }),
  );
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  port = server.address().port;
}
const start = process.cpuUsage();
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.stdin.on('data', () => {
  const cpu = process.cpuUsage(start);
  const rss = process.resourceUsage().maxRSS / 1024;
  process.stdout.write(
    `${JSON.stringify({ cpuMs: (cpu.user + cpu.system) / 1000, maxRssMb: rss, rssMb: process.memoryUsage().rss / 1048576 })}\n`,
  );
  process.exit(0);
});
