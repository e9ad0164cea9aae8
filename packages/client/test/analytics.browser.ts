/**
 * Analytics: a page view per tracker for the first load and for every in-place route
 * change (not for fragment jumps), with IP anonymisation; the tracker's script loaded
 * once; no trackers, nothing at all. Requests are intercepted and counted.
 */
import type { Page, Request } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { clickAndWait, recordRequests, settle, useFixture } from './support.ts';

const fx = useFixture();

const views = (page: Page): Request[] => recordRequests(page, (p) => p.startsWith('/collect/'));
const body = (r: Request): Record<string, unknown> => JSON.parse(r.postData() ?? '{}') as Record<string, unknown>;

describe('analytics', () => {
  test('a page view per tracker on the first load and on every in-place change, anonymised', async () => {
    const page = await fx.open();
    const sent = views(page);
    const scripts = recordRequests(page, (p) => p.startsWith('/_dg/tracker.js'));
    await page.goto(`${fx.url}/docs/intro`);
    await page.waitForFunction(
      () => performance.getEntriesByType('resource').filter((e) => e.name.includes('/collect/')).length >= 2,
    );
    expect(sent.map((r) => `${r.method()} ${new URL(r.url()).pathname}`)).toEqual([
      'POST /collect/G-LINTAS1',
      'POST /collect/G-LINTAS2',
    ]);
    expect(body(sent[0]!)).toEqual({
      tid: 'G-LINTAS1',
      path: '/docs/intro',
      title: 'Introduction | Lintas',
      referrer: '',
      aip: 1,
    });
    expect(body(sent[1]!)).toMatchObject({ tid: 'G-LINTAS2', aip: 1 });

    await clickAndWait(page, '#l-start');
    await clickAndWait(page, '.dg-pagination__next');
    await page.click('[data-dg-toc] a[href="#codes"]'); // a fragment jump is no route change
    await page.waitForFunction(() => location.hash === '#codes');
    await page.goBack(); // back to the fragment-less entry: same page, no view
    await page.goBack(); // back to getting-started: a route change
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Prise en main');
    await page.waitForTimeout(300);

    const summary = sent.map((r) => `${body(r).tid} ${body(r).path}`);
    expect(summary).toEqual([
      'G-LINTAS1 /docs/intro',
      'G-LINTAS2 /docs/intro',
      'G-LINTAS1 /docs/getting-started',
      'G-LINTAS2 /docs/getting-started',
      'G-LINTAS1 /docs/errors',
      'G-LINTAS2 /docs/errors',
      'G-LINTAS1 /docs/getting-started',
      'G-LINTAS2 /docs/getting-started',
    ]);
    const second = body(sent[2]!);
    expect(second).toEqual({
      tid: 'G-LINTAS1',
      path: '/docs/getting-started',
      title: 'Prise en main | Lintas',
      referrer: `${fx.url}/docs/intro`,
      aip: 1,
    });
    expect(sent.every((r) => r.headers()['content-type']?.startsWith('text/plain'))).toBe(true); // a CORS-simple request

    // The vendor script of the first tracker: loaded once, in idle time, whatever the navigations.
    await settle(page);
    expect(scripts.map((r) => new URL(r.url()).search)).toEqual(['?id=G-LINTAS1']);
    expect(await page.evaluate(() => (window as unknown as { __trackerRuns: number }).__trackerRuns)).toBe(1);
  });

  test('with no trackers configured nothing is sent or loaded', async () => {
    const page = await fx.open();
    await page.route(
      (url) => url.origin === fx.url && !url.pathname.startsWith('/_dg/'),
      async (route) => {
        if (route.request().resourceType() !== 'document') return route.continue();
        const res = await route.fetch();
        const html = (await res.text()).replace(/"analytics":\[.*?\],"islands"/, '"analytics":[],"islands"');
        return route.fulfill({ response: res, body: html });
      },
    );
    const sent = views(page);
    const scripts = recordRequests(page, (p) => p.startsWith('/_dg/tracker.js'));
    await page.goto(`${fx.url}/docs/intro`);
    expect(await page.evaluate(() => JSON.parse(document.getElementById('__docgen')!.textContent!).analytics)).toEqual(
      [],
    );
    await clickAndWait(page, '#l-start');
    await settle(page);
    expect(sent).toHaveLength(0);
    expect(scripts).toHaveLength(0);
  });
});
