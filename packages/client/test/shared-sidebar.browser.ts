/**
 * Page chunks that leave the docs sidebar out (`PageChunk.sidebar`): the runtime fetches the
 * sidebar's shared file once, applies the page's marks and shows the page as if the chunk had
 * carried it. A shared file that fails to load is a chunk that fails to load ('Page Error').
 *
 * The fixture's chunks carry their sidebar; here every chunk is served the way the build
 * writes them for a theme with `sidebarItems` (the items out, one file per sidebar, the marks).
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { shardOf, SIDEBAR_ITEMS, type PageChunk } from '../../shared/src/index.ts';
import { clickAndWait, recordRequests, useFixture } from './support.ts';

const fx = useFixture();

/** The fixture's marking: what an active link or category has that the shared copy has not. */
const unmark = (tag: string) =>
  tag
    .replace(' aria-current="page"', '')
    .replace(' dg-sidebar__category--active', '')
    .replace(/ open(?=[ >])/, '');

/** Serves every chunk with its sidebar items out, in `/_dg/sidebars/<locale>.<hash>.html`; returns the files' requests. */
async function shareSidebars(page: Page, failing: () => boolean = () => false) {
  const files = new Map<string, string>();
  // A prefetch may still be in flight when the test's page closes: then there is no one to answer.
  const gone = () => undefined;
  await page.route('**/_dg/chunks/*.json', async (route) => {
    const response = await route.fetch().catch(gone);
    const chunk = (await response?.json().catch(gone)) as PageChunk | undefined;
    if (!chunk) return;
    const m = /(<aside[^>]*data-dg-sidebar[^>]*><nav><ul>)([\s\S]*?)(<\/ul><\/nav><\/aside>)/.exec(chunk.layout);
    if (!m) return route.fulfill({ json: chunk }).catch(gone);
    const items = m[2]!;
    const marks: [string, string][] = [];
    for (const tag of new Set(items.match(/<[^>]+>/g) ?? [])) if (unmark(tag) !== tag) marks.push([unmark(tag), tag]);
    const unmarked = items.replace(/<[^>]+>/g, unmark);
    const src = `/_dg/sidebars/${chunk.locale}.${shardOf(unmarked, 1 << 30)}.html`; // named by its content, as the build does
    files.set(src, unmarked);
    const layout = chunk.layout.replace(m[0], `${m[1]}${SIDEBAR_ITEMS}${m[3]}`);
    await route.fulfill({ json: { ...chunk, layout, sidebar: { src, marks } } satisfies PageChunk }).catch(gone);
  });
  await page.route('**/_dg/sidebars/*.html', (route) => {
    if (failing()) return route.abort('failed').catch(gone);
    const body = files.get(new URL(route.request().url()).pathname);
    return (
      body === undefined ? route.fulfill({ status: 404, body: '' }) : route.fulfill({ contentType: 'text/html', body })
    ).catch(gone);
  });
  return recordRequests(page, (p) => p.startsWith('/_dg/sidebars/'));
}

const sidebarState = (page: Page) =>
  page.evaluate(() => {
    const s = document.querySelector('[data-dg-sidebar]')!;
    return {
      links: s.querySelectorAll('a').length,
      current: [...s.querySelectorAll('[aria-current="page"]')].map((a) => a.getAttribute('href')),
      open: [...s.querySelectorAll('details[open]')].map((d) => d.getAttribute('data-dg-category')),
    };
  });

describe('a chunk whose sidebar is a shared file', () => {
  test('shows the page with its sidebar marked, the shared file fetched once for many pages', async () => {
    // The sidebar as the server renders it for the page the reader ends on.
    const direct = await fx.open('/docs/api/orders/create');
    const served = await sidebarState(direct);
    await direct.close();
    // Routes set before the page loads: the links in view prefetch their chunks once it is idle.
    const page = await fx.open();
    const asked = await shareSidebars(page);
    await page.goto(`${fx.url}/`);
    // From a page without the sidebar: the whole layout comes from the chunk and the shared file.
    await clickAndWait(page, 'a[href="/docs/intro"]');
    expect(await page.locator('h1').innerText()).toBe('Introduction');
    await page.click('[data-dg-category="orders"] > summary');
    await clickAndWait(page, '[data-dg-sidebar] a[href="/docs/api/orders/create"]');
    expect(await page.locator('h1').innerText()).toBe('Créer une commande');
    // Marked as the server renders that page: the same links, the same current link and open categories.
    expect(await sidebarState(page)).toEqual(served);
    // Each shared file once (the current docs' and, prefetched, the 1.0 docs' of the version menu).
    const paths = asked.map((r) => new URL(r.url()).pathname);
    expect(paths.length).toBeGreaterThan(0);
    expect(new Set(paths).size).toBe(paths.length);
  });

  test("that fails to load shows 'Page Error'; 'Retry' shows the page once it loads", async () => {
    const page = await fx.open(undefined, { allowConsoleErrors: [/Failed to load resource/] });
    let failing = true;
    await shareSidebars(page, () => failing);
    await page.goto(`${fx.url}/`);
    await page.click('a[href="/docs/intro"]');
    const screen = page.locator('[data-dg-error="page"]');
    await screen.waitFor();
    expect(await screen.getByRole('heading').innerText()).toBe('Page Error');
    failing = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Introduction');
    expect((await sidebarState(page)).current).toEqual(['/docs/intro']);
  });
});
