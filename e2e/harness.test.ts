/**
 * The browser harness itself (`support/browser.ts`): a page never reaches the network. A request
 * that leaves 127.0.0.1 fails, without failing the test; local ones load; a route the test adds
 * answers an external URL before the harness blocks it. The file's warm tab (`tab()`) is the same
 * page from test to test, and a test finds nothing the last one left in it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { startStaticServer, useStaticServer } from './support/static-server.js';

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
  // Chromium remembers a missing icon for the whole browser (every context) and never asks for it
  // again: the first test's page asked this file's server for /favicon.ico, and whenever that
  // answer came before its context closed (a loaded machine), this page asked nothing and the
  // wait below timed out. An origin of its own, named as no other test names one (the group shares one Chromium).
  const own = await startStaticServer(dir);
  try {
    const page = await b.newPage();
    const asked = page.waitForEvent('console', (msg) => /favicon\.ico$/.test(msg.location().url ?? ''));
    await page.goto(`${own.url.replace('127.0.0.1', 'localhost')}/plain.html`);
    // The request is Chromium's, made after the page loads: wait for its console error.
    expect((await asked).text()).toMatch(/ 404 /);
    expect(b.errors).toEqual([]);
  } finally {
    await own.close();
  }
});

describe('the warm tab', () => {
  let first: Page | undefined;
  const heard: string[] = [];

  test('a test leaves storage, a cookie, a route, a listener and another page in it', async () => {
    const page = await b.tab();
    first = page;
    await page.goto(`${server.url}/plain.html`);
    await page.evaluate(() => {
      localStorage.setItem('left', '1');
      sessionStorage.setItem('left', '1');
    });
    await page.context().addCookies([{ name: 'left', value: '1', url: server.url }]);
    expect(await page.evaluate(() => document.cookie)).toBe('left=1');
    await page.route('**/local.txt', (route) => route.fulfill({ status: 200, body: 'routed' }));
    page.on('request', (r) => heard.push(r.url()));
    await page.context().newPage();
    expect(await page.evaluate(() => fetch('/local.txt').then((r) => r.text()))).toBe('routed');
  });

  test('the next test gets the same tab with none of it', async () => {
    const page = await b.tab();
    expect(page).toBe(first);
    expect(page.context().pages()).toEqual([page]);
    expect(page.url()).toBe('about:blank');
    heard.length = 0;
    await page.goto(`${server.url}/plain.html`);
    expect(
      await page.evaluate(() => [localStorage.getItem('left'), sessionStorage.getItem('left'), document.cookie]),
    ).toEqual([null, null, '']);
    expect(await page.evaluate(() => fetch('/local.txt').then((r) => r.text()))).toBe('local');
    expect(heard).toEqual([]);
    expect(b.errors).toEqual([]);
  });

  test('a test that adds an init script leaves the tab for good', async () => {
    const page = await b.tab();
    expect(page).toBe(first);
    await page.addInitScript(() => Object.assign(window, { leftBehind: true }));
  });

  test('so the next test gets a new tab, without that script', async () => {
    const page = await b.tab();
    expect(page).not.toBe(first);
    await page.goto(`${server.url}/plain.html`);
    expect(await page.evaluate(() => 'leftBehind' in window)).toBe(false);
    first = page;
  });

  test('a test that resizes the tab', async () => {
    const page = await b.tab();
    expect(page).toBe(first);
    await page.setViewportSize({ width: 997, height: 500 });
  });

  test('leaves it to the next test, at its own size', async () => {
    const page = await b.tab();
    expect(page).toBe(first);
    expect(page.viewportSize()).toEqual({ width: 1280, height: 720 });
    await page.goto(`${server.url}/plain.html`);
    expect(await page.evaluate(() => [innerWidth, innerHeight])).toEqual([1280, 720]);
  });

  test('other context options give a new tab', async () => {
    const page = await b.tab({ viewport: { width: 800, height: 600 } });
    expect(page).not.toBe(first);
    expect(page.viewportSize()).toEqual({ width: 800, height: 600 });
  });
});
