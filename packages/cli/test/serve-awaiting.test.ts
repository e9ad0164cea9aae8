/**
 * `docgen serve` makes pages when they are asked for; a page whose site plugin awaits another
 * page's transform (electron's structure previews) then waited for a page nobody asked for, until
 * the plugin's own 120 s timer gave up. Such a wait now makes the rest at once, as webpack compiles
 * every file when Docusaurus' dev server starts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { EventStream, get, makeSite, REPO, type ServeProcess, spawnServe } from './serve-harness.js';

const PLUGIN = fs.readFileSync(path.join(REPO, 'test/support/awaiting-plugin.txt'), 'utf8');

let site: string;
let serve: ServeProcess;

beforeAll(async () => {
  site = makeSite(
    {
      'package.json': JSON.stringify({ name: 'serve-awaiting', private: true, type: 'module' }),
      'docgen.config.ts': `${PLUGIN}\nexport default { title: 'Awaiting', docs: { sidebarPath: false }, plugins: [{ name: 'previews', markdown: { remarkPlugins: [previews] } }] };\n`,
      'docs/api.md': '# API\n\nTakes a [Size](./zz-structures/size.md).\n',
      'docs/zz-structures/size.md': '# Size\n\nA width and a height.\n',
    },
    'docgen-serve-awaiting-',
  );
  // What the server saw (its watch events, each stall check's reading) goes with a failure.
  serve = await spawnServe(site, [], undefined, { DOCGEN_DEBUG: 'serve,stall' });
}, 90_000);

afterAll(async () => {
  await serve?.stop();
  fs.rmSync(site, { recursive: true, force: true });
});

it('serves a page whose plugin waits for a page nobody asked for yet', async () => {
  const started = Date.now();
  const page = await get(`${serve.url}/docs/api`);
  expect(page.status).toBe(200);
  expect(page.body).toContain('[preview: A width and a height.]');
  // Well before the 60 s a waiting page would have taken (the plugin here has no timer at all).
  expect(Date.now() - started).toBeLessThan(30_000);
}, 60_000);

it('reports a page that waits for a page that does not exist while browsers reconnect', async () => {
  const first = new EventStream(serve.url);
  await first.next((e) => e.event === 'hello');
  fs.writeFileSync(path.join(site, 'docs/lost.md'), '# Lost\n\nSee [the gone one](/docs/zz-structures/gone).\n');
  // Browsers opening event streams while the rebuild waits: the server's sockets, not the page's
  // requests (counted as the page's, they kept the stall unreported until every browser left).
  const reconnecting: EventStream[] = [];
  const opener = setInterval(() => reconnecting.push(new EventStream(serve.url)), 150);
  try {
    const reported = await first
      .next((e) => e.event === 'errors' && JSON.stringify(e.data).includes('MarkdownPageStalled'), 30_000)
      .catch((error: Error) => {
        throw new Error(
          `${error.message}\nthe server's stderr, last lines:\n${serve.stderr().split('\n').slice(-40).join('\n')}`,
        );
      });
    expect(JSON.stringify(reported.data)).toContain('docs/lost.md never finished compiling');
  } finally {
    clearInterval(opener);
    for (const stream of [first, ...reconnecting]) stream.close();
  }
}, 60_000);
