/**
 * Site search on the built Lintas site (the React island of the default theme and the index of
 * @docgen/plugin-search): nothing loads with the first page, Ctrl+K opens the dialog even
 * before hydration, keyboard navigation, opening a result through the client router (URL and
 * heading in view), locale scoping, the no-result message, no JavaScript, no hydration warning.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createStaticServer, type RunningServer } from '@docgen/server';
import { useBrowser } from './support/browser.js';
import { lintasBuild } from './support/lintas-build.js';
import { search } from './support/search-dialog.js';

const b = useBrowser();
let server: RunningServer;
let base = '';

beforeAll(async () => {
  const root = await lintasBuild();
  server = await createStaticServer({ root, host: '127.0.0.1', port: 0, localePrefixes: ['', '/en', '/id'] });
  base = server.url;
});

afterAll(async () => {
  await server?.close();
});

/**
 * Requests of a page (paths), and console messages that mention hydration. The file's warm tab
 * (a new context cost ~2 s of Chromium's CPU), unless the test measures a first load (`fresh`)
 * or needs options of its own (no JavaScript).
 */
async function open(
  path: string,
  options: Parameters<typeof b.newPage>[0] = {},
  fresh = false,
): Promise<{ page: Page; requests: string[]; hydration: string[] }> {
  const { allowConsoleErrors, ...own } = options;
  const page = fresh || Object.keys(own).length ? await b.newPage(options) : await b.tab({ allowConsoleErrors });
  const requests: string[] = [];
  const hydration: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  page.on('console', (m) => {
    if (/hydrat|did not match|didn't match/i.test(m.text())) hydration.push(`${m.type()}: ${m.text()}`);
  });
  await page.goto(`${base}${path}`);
  return { page, requests, hydration };
}

const isSearchFile = (p: string): boolean => p.startsWith('/assets/search/') || p === '/_docgen/search.json';
const dialog = (page: Page) => page.locator('dialog.dg-search');
const input = (page: Page) => page.locator('dialog.dg-search [role="combobox"]');
const options = (page: Page) => page.locator('dialog.dg-search [role="option"]');
const status = (page: Page) => page.locator('dialog.dg-search [role="status"]').textContent();

describe('search', () => {
  test('the first page loads no index, no engine and no React; hovering the button does, typing loads the shards', async () => {
    const { page, requests } = await open('/en/docs/intro', {}, true);
    await page.waitForLoadState('networkidle');
    expect(requests.filter(isSearchFile)).toEqual([]);
    expect(requests.filter((p) => /\/assets\/js\/islands-/.test(p))).toEqual([]);
    const button = page.locator('.dg-navbar [data-dg-search]');
    await expect.poll(() => button.isVisible()).toBe(true);
    expect(await button.getAttribute('hidden')).toBeNull();

    await button.hover();
    await page.locator('.dg-navbar [data-dg-search][data-dg-hydrated]').waitFor({ state: 'attached' });
    await expect.poll(() => requests.filter((p) => /^\/assets\/search\/en\.[0-9a-f]+\.json$/.test(p)).length).toBe(1);
    expect(requests).toContain('/_docgen/search.json');
    expect(requests.filter((p) => p.startsWith('/assets/search/en/'))).toEqual([]);

    await button.click();
    await search(page, 'webhook');
    expect(requests.some((p) => /^\/assets\/search\/en\/we?\.[0-9a-f]+\.json$/.test(p))).toBe(true);
    // Only the index of the page's locale.
    expect(requests.filter((p) => /^\/assets\/search\/(fr|id)[./]/.test(p))).toEqual([]);
  });

  test('Ctrl+K opens the dialog before hydration; results show title, section and highlighted excerpt', async () => {
    const { page, hydration } = await open('/en/docs/intro');
    expect(await page.locator('[data-dg-search][data-dg-hydrated]').count()).toBe(0);
    await page.keyboard.press('Control+k');
    await dialog(page).waitFor({ state: 'visible' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox');
    expect(await dialog(page).getAttribute('aria-label')).toBe('Search the documentation');

    await search(page, 'cancel order');
    const first = options(page).first();
    expect(await first.getAttribute('href')).toMatch(/^\/en\/docs\/api\/orders\/delete(#|$)/);
    expect(await first.locator('.dg-search__hit-page').textContent()).toBe('Cancel an order');
    expect(await page.locator('dialog.dg-search mark').count()).toBeGreaterThan(0);
    expect((await page.locator('dialog.dg-search mark').allTextContents()).map((t) => t.toLowerCase())).toEqual(
      expect.arrayContaining([expect.stringMatching(/cancel|order/)]),
    );
    expect(await page.locator('dialog.dg-search [role="status"]').textContent()).toMatch(/\d+ results?/);
    expect(hydration).toEqual([]);
  });

  test('⌘K works too, and Escape closes and gives focus back', async () => {
    const { page } = await open('/en/docs/sandbox');
    const skip = page.locator('.dg-skip');
    await skip.focus();
    await page.keyboard.press('Meta+k');
    await dialog(page).waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.classList.contains('dg-skip'))).toBe(true);

    // Opened with the button: focus returns to the button.
    const button = page.locator('.dg-navbar [data-dg-search]');
    await button.click();
    await dialog(page).waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-dg-search'))).toBe(true);
  });

  test('arrow keys move through the results (combobox / listbox), Enter opens the section in place', async () => {
    const { page, hydration } = await open('/en/docs/intro');
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
    await page.keyboard.press('Control+k');
    await dialog(page).waitFor({ state: 'visible' });
    await search(page, 'webhook signature');
    const box = input(page);
    const count = await options(page).count();
    expect(count).toBeGreaterThan(2);
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    const listId = await box.getAttribute('aria-controls');
    expect(await page.locator(`[id="${listId}"]`).getAttribute('role')).toBe('listbox');
    const activeId = async () => box.getAttribute('aria-activedescendant');
    const selected = async () =>
      page.locator('dialog.dg-search [role="option"][aria-selected="true"]').getAttribute('id');
    expect(await activeId()).toBe(await options(page).nth(0).getAttribute('id'));
    await page.keyboard.press('ArrowDown');
    expect(await activeId()).toBe(await options(page).nth(1).getAttribute('id'));
    expect(await selected()).toBe(await activeId());
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    expect(await activeId()).toBe(await options(page).nth(1).getAttribute('id'));
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await activeId()).toBe(
      await options(page)
        .nth(count - 1)
        .getAttribute('id'),
    );
    await page.keyboard.press('ArrowDown');
    expect(await activeId()).toBe(await options(page).nth(0).getAttribute('id'));

    // The first result for "webhook signature" is the section on verifying signatures.
    const href = (await options(page).nth(0).getAttribute('href'))!;
    expect(href).toMatch(/^\/en\/docs\/api\/webhook\/overview#/);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname + url.hash === href);
    await dialog(page).waitFor({ state: 'detached' });
    // In place (the client router), not a full load.
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
    const anchor = decodeURIComponent(href.split('#')[1]!);
    const heading = page.locator(`[id="${anchor}"]`);
    await expect
      .poll(() =>
        heading.evaluate((el) => {
          const r = el.getBoundingClientRect();
          return r.top >= 0 && r.top < window.innerHeight;
        }),
      )
      .toBe(true);
    expect(await page.locator('article h1').textContent()).toBe('Webhooks');
    expect(hydration).toEqual([]);
  });

  test('a mouse click on a result opens it too', async () => {
    const { page } = await open('/docs/intro');
    await page.locator('.dg-navbar [data-dg-search]').click();
    await dialog(page).waitFor({ state: 'visible' });
    await search(page, 'poids volumétrique');
    const href = (await options(page).first().getAttribute('href'))!;
    expect(href).toMatch(/^\/docs\/api\/rates\/overview/);
    await options(page).first().click();
    await page.waitForURL((url) => url.pathname + url.hash === href);
    expect(await page.locator('article h1').textContent()).toBe('Tarifs');
  });

  test('results come from the current locale only', async () => {
    for (const [path, prefix, query] of [
      ['/docs/intro', '', 'webhook'],
      ['/en/docs/intro', '/en', 'webhook'],
      ['/id/docs/intro', '/id', 'webhook'],
    ] as const) {
      const { page } = await open(path);
      await page.keyboard.press('Control+k');
      await dialog(page).waitFor({ state: 'visible' });
      await search(page, query);
      const hrefs = await options(page).evaluateAll((els) => els.map((e) => e.getAttribute('href') ?? ''));
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) {
        if (prefix) expect(href.startsWith(`${prefix}/`)).toBe(true);
        else expect(/^\/(en|id)\//.test(href)).toBe(false);
      }
    }
    // Indonesian words find Indonesian pages (and the French index does not answer them).
    const { page } = await open('/id/docs/intro');
    await page.keyboard.press('Control+k');
    await search(page, 'membatalkan pesanan');
    expect(await options(page).first().getAttribute('href')).toMatch(/^\/id\/docs\/api\/orders\/delete/);
  });

  test('a query with no result says so and offers the docs home', async () => {
    const { page } = await open('/docs/sandbox');
    await page.keyboard.press('Control+k');
    await dialog(page).waitFor({ state: 'visible' });
    await search(page, 'kwyjibo zzqx');
    expect(await options(page).count()).toBe(0);
    expect(await input(page).getAttribute('aria-expanded')).toBe('false');
    const empty = page.locator('dialog.dg-search .dg-search__empty');
    expect(await empty.locator('p').textContent()).toBe('Aucun résultat pour « kwyjibo zzqx ».');
    const home = empty.locator('a');
    expect(await home.getAttribute('href')).toBe('/docs/intro');
    await home.click();
    await page.waitForURL(`${base}/docs/intro`);
    await dialog(page).waitFor({ state: 'detached' });
  });

  test('offline: loaded shards still answer, a missing one says "offline", back online it runs', async () => {
    const { page, requests } = await open('/docs/intro', { allowConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] }, true);
    await page.keyboard.press('Control+k');
    await dialog(page).waitFor({ state: 'visible' });
    await search(page, 'webhook');
    const found = await options(page).count();
    expect(found).toBeGreaterThan(0);
    // The premise: nothing of the index for words in c… is loaded yet.
    expect(requests.filter((p) => /^\/assets\/search\/fr\/c[a-z]?\./.test(p))).toEqual([]);

    await page.context().setOffline(true);
    await search(page, 'webhooks');
    expect(await options(page).count()).toBe(found);
    expect(await status(page)).toMatch(/^\d+ résultats?$/);

    const offline =
      'Vous êtes hors ligne : cette recherche a besoin d’une partie de l’index qui n’est pas encore chargée. ' +
      'Elle reprendra dès le retour de la connexion.';
    // The earlier results stay listed while a query loads: wait for this query's answer.
    await input(page).fill('commande');
    await expect.poll(() => status(page), { timeout: 15_000 }).toBe(offline);
    expect(await options(page).count()).toBe(0);
    expect(await page.locator('dialog.dg-search .dg-search__empty').textContent()).toBe(offline);

    // Back online: the same query runs again by itself.
    await page.context().setOffline(false);
    await expect.poll(() => options(page).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await status(page)).toMatch(/^\d+ résultats?$/);
    expect(await options(page).first().getAttribute('href')).toMatch(/^\/docs\//);
  });

  test('without JavaScript the search button is not shown (no dead control)', async () => {
    const { page, requests } = await open('/en/docs/intro', { javaScriptEnabled: false });
    expect(await page.locator('[data-dg-search]').first().isVisible()).toBe(false);
    expect(requests.filter(isSearchFile)).toEqual([]);
  });

  test('a click the moment the button is marked hydrated opens the dialog: no click is lost', async () => {
    const { page } = await open('/en/docs/does-not-exist', { allowConsoleErrors: [/status of 404/] });
    // The click lands right after the loader marks the island (a microtask later), before any
    // timer or React task of the page could run: the worst moment there is.
    await page.evaluate(() => {
      const button = document.querySelector<HTMLElement>('main [data-dg-search]')!;
      new MutationObserver((_, observer) => {
        if (!button.hasAttribute('data-dg-hydrated')) return;
        observer.disconnect();
        button.click();
      }).observe(button, { attributes: true });
      button.dispatchEvent(new Event('pointerover'));
    });
    await dialog(page).waitFor({ state: 'visible', timeout: 10_000 });
    expect(await input(page).evaluate((el) => el === document.activeElement)).toBe(true);
  });

  test('the not-found page offers search too, and the dark mode keeps it readable', async () => {
    const { page } = await open('/en/docs/does-not-exist', { allowConsoleErrors: [/status of 404/] });
    const wide = page.locator('main [data-dg-search]');
    expect(await wide.isVisible()).toBe(true);
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    await wide.click();
    await dialog(page).waitFor({ state: 'visible' });
    await search(page, 'sandbox');
    expect(await options(page).count()).toBeGreaterThan(0);
    const colors = await page
      .locator('dialog.dg-search mark')
      .first()
      .evaluate((el) => {
        const s = getComputedStyle(el);
        return [s.color, s.backgroundColor];
      });
    expect(colors[0]).not.toBe(colors[1]);
  });
});
