/**
 * The island loader: islands hydrate when `data-dg-when` says (idle, interaction,
 * visible), the islands entry is loaded lazily and once, never on pages without
 * islands, and islands of a page that is left are unmounted.
 */
import { describe, expect, test } from 'vitest';
import { clickAndWait, recordRequests, settle, useFixture } from './support.ts';

const fx = useFixture();

const hydrated = (page: import('playwright-core').Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { __hydrated?: string[] }).__hydrated ?? []);

describe('islands', () => {
  test('a page without islands never loads the islands entry', async () => {
    const page = await fx.open();
    const entry = recordRequests(page, (p) => p.startsWith('/_dg/islands.js'));
    await page.goto(`${fx.url}/docs/intro`);
    await settle(page);
    await clickAndWait(page, '#l-start');
    await settle(page);
    expect(entry).toHaveLength(0);
  });

  test('idle, interaction and visible islands hydrate when they should, the entry loads once', async () => {
    const page = await fx.open('/docs/intro', { viewport: { width: 1280, height: 700 } });
    const entry = recordRequests(page, (p) => p.startsWith('/_dg/islands.js'));
    await clickAndWait(page, '#l-islands'); // islands arrive with an in-place navigation
    await page.locator('#island-idle[data-dg-hydrated]').waitFor({ state: 'attached' });
    await settle(page);
    expect(await hydrated(page)).toEqual(['Counter:island-idle']);
    expect(await page.locator('#island-interaction').getAttribute('data-dg-hydrated')).toBeNull();
    expect(await page.locator('#island-visible').getAttribute('data-dg-hydrated')).toBeNull();

    // Interaction: the pointer comes over it.
    await page.hover('#island-interaction button');
    await page.locator('#island-interaction[data-dg-hydrated]').waitFor({ state: 'attached' });
    await page.click('#island-interaction button');
    expect(await page.locator('#island-interaction button').innerText()).toBe('Interaction 1');

    // Visible: scrolled near the viewport.
    expect(await page.locator('#island-visible').getAttribute('data-dg-hydrated')).toBeNull();
    await page.locator('#island-visible').scrollIntoViewIfNeeded();
    await page.locator('#island-visible[data-dg-hydrated]').waitFor({ state: 'attached' });
    await page.click('#island-visible button');
    expect(await page.locator('#island-visible button').innerText()).toBe('Visible 6');

    expect(await hydrated(page)).toEqual([
      'Counter:island-idle',
      'Counter:island-interaction',
      'Counter:island-visible',
    ]);
    expect(entry).toHaveLength(1);
    expect(await page.evaluate(() => (window as unknown as { __islandsLoaded: number }).__islandsLoaded)).toBe(1);

    // Leaving the page unmounts its hydrated islands.
    await clickAndWait(page, '[data-dg-sidebar] a[href="/docs/intro"]');
    await page.waitForFunction(
      () => ((window as unknown as { __unmounted?: string[] }).__unmounted ?? []).length === 3,
    );
    const unmounted = await page.evaluate(() => (window as unknown as { __unmounted: string[] }).__unmounted.sort());
    expect(unmounted).toEqual(['island-idle', 'island-interaction', 'island-visible']);
  });

  test('islands hydrate on a first load too, and keyboard focus counts as interaction', async () => {
    const page = await fx.open('/docs/islands');
    await page.locator('#island-idle[data-dg-hydrated]').waitFor({ state: 'attached' });
    expect(await page.locator('#island-interaction').getAttribute('data-dg-hydrated')).toBeNull();
    await page.focus('#island-interaction button');
    await page.locator('#island-interaction[data-dg-hydrated]').waitFor({ state: 'attached' });
  });
});
