/**
 * `docgen serve` in a real browser: live update of an open page (keeping the scroll
 * position), the error overlay appearing and clearing by itself, adding / renaming /
 * deleting a page, the 404 page, and path-traversal attempts sent from the page.
 * Runs on a temporary copy of a small site (never the real content folder).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FIXTURE_SITE, get, makeSite, spawnServe, type ServeProcess } from '../packages/cli/test/serve-harness.js';
import { useBrowser } from './support/browser.js';

const b = useBrowser();
let site: string;
let serve: ServeProcess;

// A long guide, so that there is something to scroll.
const filler = Array.from(
  { length: 60 },
  (_, i) => `Paragraphe de remplissage numéro ${i + 1}, assez long pour occuper une ligne entière de la page.`,
).join('\n\n');
const GUIDE = FIXTURE_SITE['docs/guide.md']!.replace(
  'Le guide commence ici.',
  `Le guide commence ici.\n\n${filler}\n\nFIN-DU-GUIDE`,
);

const write = (rel: string, content: string) => {
  const file = path.join(site, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
};
const bodyHas = (page: Page, text: string, timeout = 60_000) =>
  page.waitForFunction((t) => document.body.innerText.includes(t), text, { timeout, polling: 50 });
const devReady = (page: Page) =>
  page.waitForFunction(() => (window as unknown as { __docgenDev?: unknown }).__docgenDev !== undefined);

beforeAll(async () => {
  site = makeSite({ ...FIXTURE_SITE, 'docs/guide.md': GUIDE }, 'docgen-e2e-serve-');
  serve = await spawnServe(site);
  // Wait for the first build to finish (every page rendered).
  const deadline = Date.now() + 150_000;
  while (!/first build/.test(serve.stdout()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
});

afterAll(async () => {
  if (serve) await serve.stop();
  if (site) fs.rmSync(site, { recursive: true, force: true });
});

/** Opens a URL; a live reload of the dev client that lands at the same moment aborts the first try. */
async function gotoSettled(page: import('playwright-core').Page, url: string) {
  // A rebuild's reload can land during the navigation: it aborts it, or takes its place (then
  // goto gives no response). Either way the page settles and is asked again.
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await page.goto(url);
      if (response || attempt === 3) return response;
    } catch (error) {
      if (!/ERR_ABORTED|interrupted/.test((error as Error).message) || attempt === 3) throw error;
    }
    await page.waitForLoadState('load');
  }
}

describe('docgen serve in the browser', () => {
  test('an edit shows up in the open page, at the same scroll position', async () => {
    // A tab that still holds the route manifest of the previous build may ask for a shard the
    // rebuild replaced (404); the runtime then falls back to a full load, which is the point.
    const page = await b.tab({ allowConsoleErrors: [/Failed to load resource.*404/] });
    await page.goto(`${serve.url}/docs/guide`);
    await devReady(page);
    await page.evaluate(() => window.scrollTo(0, 900));
    await page.waitForFunction(() => Math.abs(window.scrollY - 900) < 2);
    // A text edit is shown in place: no reload (this marker survives), the scroll stays.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));
    const t0 = Date.now();
    write('docs/guide.md', GUIDE.replace('FIN-DU-GUIDE', 'FIN-DU-GUIDE LIVE-EDIT-42'));
    await bodyHas(page, 'LIVE-EDIT-42');
    const ms = Date.now() - t0;
    await page.waitForFunction(() => Math.abs(window.scrollY - 900) < 40, undefined, { timeout: 5000 });
    expect(ms).toBeLessThan(30_000);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(7);
    expect(
      await page.evaluate(
        () => (window as unknown as { __docgenDev: { refreshes: number; reloads: number } }).__docgenDev,
      ),
    ).toMatchObject({ refreshes: 1, reloads: 0 });
    // A page the edit did not touch does not reload.
    const other = await b.newPage({ allowConsoleErrors: [/Failed to load resource.*404/] });
    await other.goto(`${serve.url}/en/docs/intro`);
    await devReady(other);
    await other.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    write('docs/guide.md', GUIDE.replace('FIN-DU-GUIDE', 'FIN-DU-GUIDE LIVE-EDIT-43'));
    await bodyHas(page, 'LIVE-EDIT-43');
    expect(await other.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  test('a bad edit shows the overlay with file, line and message; fixing the file clears it', async () => {
    const page = await b.tab();
    await page.goto(`${serve.url}/docs/guide`);
    await devReady(page);
    const good = fs.readFileSync(path.join(site, 'docs/guide.md'), 'utf8');
    write('docs/guide.md', good.replace('title: Guide', 'title: [Guide'));
    const overlay = page.locator('#docgen-error-overlay');
    await overlay.waitFor({ state: 'visible', timeout: 60_000 });
    await expect.poll(() => overlay.innerText()).toMatch(/docs\/guide\.md:\d+/);
    expect(await overlay.innerText()).toContain('FrontMatterYamlError');
    expect(await overlay.getAttribute('role')).toBe('alert');
    // The last good version is still what the page shows.
    expect(await page.locator('article').innerText()).toContain('LIVE-EDIT-43');

    // A broken link replaces it with its own message.
    write('docs/guide.md', `${good}\nVoir [ailleurs](/docs/nulle-part).\n`);
    await expect.poll(() => overlay.innerText(), { timeout: 60_000 }).toContain('/docs/nulle-part');
    expect(await overlay.innerText()).toMatch(/docs\/guide\.md:\d+:\d+\s+BrokenLink/);

    write('docs/guide.md', good);
    await overlay.waitFor({ state: 'detached', timeout: 60_000 });
    expect(await page.locator('article').innerText()).toContain('LIVE-EDIT-43');
  });

  test('adding, renaming and deleting a page, seen from an open tab', async () => {
    const page = await b.tab({ allowConsoleErrors: [/404/] });
    await page.goto(`${serve.url}/docs/intro`);
    await devReady(page);
    write('docs/nouvelle.md', '---\ntitle: Nouvelle page\nsidebar_position: 3\n---\n\nTEXTE-NOUVEAU\n');
    // The sidebar of the open page gains the link (the page reloads by itself).
    const link = page.locator('aside a[href="/docs/nouvelle"]');
    await link.waitFor({ timeout: 60_000 });
    await link.click();
    await bodyHas(page, 'TEXTE-NOUVEAU');

    // Renamed while open: this URL now shows the 404 page; the new one works.
    fs.renameSync(path.join(site, 'docs/nouvelle.md'), path.join(site, 'docs/renommee.md'));
    await page.waitForFunction(
      () => document.documentElement.getAttribute('data-page-kind') === 'notFound',
      undefined,
      { timeout: 60_000 },
    );
    const res = await gotoSettled(page, `${serve.url}/docs/renommee`);
    expect(res?.status()).toBe(200);
    await bodyHas(page, 'TEXTE-NOUVEAU');

    // Deleted while open.
    fs.rmSync(path.join(site, 'docs/renommee.md'));
    await page.waitForFunction(
      () => document.documentElement.getAttribute('data-page-kind') === 'notFound',
      undefined,
      { timeout: 60_000 },
    );
    await page.goto(`${serve.url}/docs/intro`);
    expect(await page.locator('aside a[href="/docs/renommee"]').count()).toBe(0);
  });

  test('the 404 page: status 404, the locale not-found page, live too', async () => {
    const page = await b.tab({ allowConsoleErrors: [/404/] });
    const res = await page.goto(`${serve.url}/en/docs/nowhere`);
    expect(res?.status()).toBe(404);
    expect(await page.evaluate(() => document.documentElement.lang)).toMatch(/^en/);
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-page-kind'))).toBe('notFound');
    await devReady(page);
    // Creating the missing page turns the open 404 into the page.
    write('i18n/en/docs/nowhere.md', '---\ntitle: Nowhere\n---\n\nNOW-HERE\n');
    write('docs/nowhere.md', '---\ntitle: Nulle part\n---\n\nICI\n');
    await bodyHas(page, 'NOW-HERE');
  });

  test('path-traversal attempts from the page get 400 or 404, never a file outside the output', async () => {
    fs.writeFileSync(path.join(site, '.docgen', 'secret.txt'), 'SECRET-NEXT-TO-THE-OUTPUT');
    const page = await b.tab({ allowConsoleErrors: [/40[04]/] });
    await page.goto(`${serve.url}/docs/intro`);
    const attempts = [
      '/..%2fsecret.txt',
      '/..%2f..%2fsecret.txt',
      '/%2e%2e/secret.txt',
      '/%2e%2e%2f%2e%2e%2fdocgen.config.ts',
      '/..%5c..%5cdocgen.config.ts',
      '/%00',
      '/docs/intro%00.html',
      '/%252e%252e/docgen.config.ts',
    ];
    const results = await page.evaluate(
      (list) =>
        Promise.all(
          list.map(async (p) => {
            const r = await fetch(p);
            return { p, status: r.status, body: await r.text() };
          }),
        ),
      attempts,
    );
    for (const r of results) {
      expect([400, 404], r.p).toContain(r.status);
      expect(r.body).not.toContain('SECRET-NEXT-TO-THE-OUTPUT');
      expect(r.body).not.toContain('defineConfig');
    }
    // And with raw requests (nothing normalizes them).
    for (const p of ['/../docgen.config.ts', '/../../secret.txt', '/..\\docgen.config.ts']) {
      const r = await get(`${serve.url}/`).then(() => rawGet(serve.port, p));
      expect([400, 404], p).toContain(r.status);
      expect(r.body).not.toContain('defineConfig');
    }
  });
});

async function rawGet(port: number, target: string): Promise<{ status: number; body: string }> {
  const net = await import('node:net');
  return new Promise((resolve, reject) => {
    const s = net.connect(port, '127.0.0.1', () =>
      s.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`),
    );
    let text = '';
    s.on('data', (c) => (text += c.toString()));
    s.on('end', () => resolve({ status: Number(text.split(' ')[1]), body: text }));
    s.on('error', reject);
  });
}
