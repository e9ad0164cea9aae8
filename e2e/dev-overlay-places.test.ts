/**
 * The dev server's error overlay shows a fault reported once for many places (a generator's
 * repeated mistake in an OpenAPI document) as the terminal does: its first places under the
 * message, and how many more. A stand-in server sends the overlay's payload, made from the
 * diagnostic by the dev server's own `toOverlay`, over the event stream the dev client reads.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Diagnostic } from '../packages/diagnostics/src/index.ts';
import { injectClient } from '../packages/dev/src/dev-server.ts';
import { EVENTS_PATH } from '../packages/dev/src/events.ts';
import { toOverlay } from '../packages/dev/src/overlay-error.ts';
import { useBrowser } from './support/browser.js';

const grouped: Diagnostic = {
  name: 'OpenApiInvalidExample',
  severity: 'error',
  file: 'openapi.yaml',
  line: 16,
  column: 15,
  message: '5 examples are JSON written as a string where their schema wants an object or a list.',
  places: Array.from({ length: 5 }, (_, i) => ({
    file: 'openapi.yaml',
    line: 16 + 11 * i,
    column: 15,
    what: `Example "example" of operation getBanner${i + 1}`,
  })),
  fix: 'write each value itself (the object or list), not its text.',
};

const b = useBrowser();
let server: Server;
let origin = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === EVENTS_PATH) {
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
      res.write(`event: hello\ndata: ${JSON.stringify({ version: 1, errors: [toOverlay(grouped)] })}\n\n`);
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      injectClient('<!doctype html><html lang="en"><title>Banners</title><body><h1>Banners</h1></body></html>', 1),
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

test('the overlay lists the first places of a fault reported once, and counts the rest', async () => {
  const page = await b.tab();
  await page.goto(`${origin}/`);
  const overlay = page.locator('#docgen-error-overlay');
  await overlay.waitFor({ state: 'visible' });
  const places = await overlay.locator('[data-docgen-error-place]').allInnerTexts();
  expect(places).toEqual([
    'at: openapi.yaml:16:15  Example "example" of operation getBanner1',
    '    openapi.yaml:27:15  Example "example" of operation getBanner2',
    '    openapi.yaml:38:15  Example "example" of operation getBanner3',
  ]);
  const text = await overlay.innerText();
  expect(text).toContain('… and 2 more (the terminal lists them with --verbose)');
  expect(text).not.toContain('getBanner4');
  expect(text).toContain('fix: write each value itself');
});
