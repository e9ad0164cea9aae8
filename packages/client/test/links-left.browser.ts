/**
 * The links the client router leaves to the browser, in a real browser: modified clicks,
 * `target=_blank`, downloads, `data-dg-reload`, external links, files and other locales, and
 * the locale switcher that follows in-place navigation.
 */
import { describe, expect, test } from 'vitest';
import { clickAndWait, docId, heading, isRouteData, recordRequests, settle, useFixture } from './support.ts';

const fx = useFixture();

describe('links left to the browser', () => {
  test('modified clicks, target=_blank and downloads do not navigate in place', async () => {
    const page = await fx.open('/docs/intro');
    await settle(page);
    const context = page.context();
    const routeData = recordRequests(page, isRouteData);

    const [ctrlPage] = await Promise.all([
      context.waitForEvent('page'),
      page.click('#l-start', { modifiers: ['ControlOrMeta'] }),
    ]);
    await ctrlPage.waitForLoadState();
    expect(new URL(ctrlPage.url()).pathname).toBe('/docs/getting-started');

    const [blank] = await Promise.all([context.waitForEvent('page'), page.click('#l-blank')]);
    await blank.waitForLoadState();
    expect(new URL(blank.url()).pathname).toBe('/docs/errors');

    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#l-download')]);
    expect(download.suggestedFilename()).toBe('sample.txt');

    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/docs/intro');
    expect(await heading(page)).toBe('Introduction');
    expect(await page.evaluate(() => window.__probe.pages.length)).toBe(0);
    // Hovering and clicking may prefetch, but nothing was shown in place.
    expect(routeData.every((r) => r.method() === 'GET')).toBe(true);
  });

  test('data-dg-reload links, external links, files and other locales load fully', async () => {
    const page = await fx.open('/docs/intro');
    await page.route('https://example.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Example</title><h1>External</h1>' }),
    );

    let doc = await docId(page);
    await Promise.all([page.waitForURL('**/docs/errors'), page.click('#l-reload')]);
    expect(await heading(page)).toBe('Erreurs');
    expect(await docId(page)).not.toBe(doc);

    await page.goto(`${fx.url}/docs/intro`);
    await Promise.all([page.waitForURL('https://example.com/'), page.click('#l-external')]);
    expect(await heading(page)).toBe('External');

    await page.goto(`${fx.url}/docs/intro`);
    await Promise.all([page.waitForURL('**/files/postman.json'), page.click('#l-file')]);
    expect(await page.evaluate(() => document.body.innerText)).toContain('Lintas');

    await page.goto(`${fx.url}/docs/intro`);
    doc = await docId(page);
    await Promise.all([page.waitForURL('**/en/docs/intro'), page.click('#l-en')]);
    await page.waitForFunction(() => document.documentElement.lang === 'en-US');
    expect(await docId(page)).not.toBe(doc);
    expect(await page.locator('.dg-navbar a[href="/en/docs/intro"]').first().innerText()).toBe('Docs'); // English navbar
  });

  test('the locale switcher follows in-place navigation and keeps the hash', async () => {
    const page = await fx.open('/docs/intro');
    await clickAndWait(page, '#l-anchor'); // → /docs/getting-started#configurer
    const hrefs = await page.$$eval('[data-dg-locale]', (as) =>
      as.map((a) => `${a.getAttribute('data-dg-locale')} ${a.getAttribute('href')}`),
    );
    expect(hrefs).toEqual(['fr /docs/getting-started', 'en /en/docs/getting-started', 'id /id/']);
    await Promise.all([page.waitForURL('**/en/docs/getting-started#configurer'), page.click('[data-dg-locale="en"]')]);
    expect(await heading(page)).toBe('Getting started');
  });
});
