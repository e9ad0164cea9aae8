/**
 * The browser harness itself (`support/browser.ts`): a page never reaches the network. A request
 * that leaves 127.0.0.1 fails, without failing the test; local ones load; a route the test adds
 * answers an external URL before the harness blocks it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useStaticServer } from './support/static-server.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-harness-'));
fs.writeFileSync(path.join(dir, 'local.txt'), 'local');
fs.writeFileSync(
  path.join(dir, 'index.html'),
  '<!doctype html><title>t</title><img src="https://images.example.com/a.png"><img src="/missing-is-fine.svg">',
);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const b = useBrowser();
const server = useStaticServer(() => dir);

test('requests that leave 127.0.0.1 fail and are not the page’s error; local ones and routes answer', async () => {
  const page = await b.newPage({ allowConsoleErrors: [/404/] });
  const failed: string[] = [];
  // Failed by the harness, not by a lookup or a connection that happens to fail here.
  page.on('requestfailed', (r) => failed.push(`${r.url()} ${r.failure()?.errorText}`));
  await page.route('https://api.example.com/**', (route) => route.fulfill({ status: 200, body: 'routed' }));
  await page.goto(`${server.url}/`);
  await expect.poll(() => failed).toEqual(['https://images.example.com/a.png net::ERR_PROXY_CONNECTION_FAILED']);
  const fetched = await page.evaluate(async () => {
    const get = (url: string) =>
      fetch(url).then(
        (r) => r.text(),
        () => 'failed',
      );
    return [
      await get('/local.txt'),
      await get('https://api.example.com/x'),
      await get('https://other.example.com/x'),
      await get('http://203.0.113.1/x'),
    ];
  });
  expect(fetched).toEqual(['local', 'routed', 'failed', 'failed']);
  expect(b.errors).toEqual([]);
});

test('the 404 of the /favicon.ico Chromium asks for on its own is not the page’s error', async () => {
  fs.writeFileSync(path.join(dir, 'plain.html'), '<!doctype html><title>plain</title><p>No icon declared.</p>');
  const page = await b.newPage();
  const asked = page.waitForEvent('console', (msg) => /favicon\.ico$/.test(msg.location().url ?? ''));
  await page.goto(`${server.url}/plain.html`);
  // The request is Chromium's, made after the page loads: wait for its console error.
  expect((await asked).text()).toMatch(/ 404 /);
  expect(b.errors).toEqual([]);
});
