/**
 * The refresh the dev server asks for after an edit (`docgen:refresh` with the page's new
 * chunk): the rebuilt page is shown in place, and only what the edit changed is replaced, so
 * the reader keeps their tab, their open sidebar categories, the scroll and hydrated islands.
 */
import type { Page } from 'playwright-core';
import type { PageChunk } from '@docgen/shared';
import { describe, expect, test } from 'vitest';
import { layoutPatch } from '../../dev/src/layout-patch.js';
import { docId, recordRequests, shownCount, useFixture } from './support.ts';

const fx = useFixture({ tab: true });

/**
 * Serves `edit(chunk of path)` at a new URL and asks the runtime to show it, as the dev client
 * does; `patch`: with the chunk and the patch from the page on screen in the event, as the dev
 * server sends them. Returns the length of every piece of markup the runtime parsed meanwhile.
 */
async function refreshWith(
  page: Page,
  path: string,
  edit: (layout: string) => string,
  options: { patch?: boolean } = {},
): Promise<number[]> {
  const chunk = (await (await page.request.get(fx.url + fx.chunk(path))).json()) as PageChunk;
  const edited = { ...chunk, layout: edit(chunk.layout) };
  expect(edited.layout).not.toBe(chunk.layout);
  const url = `/_dg/chunks/edited-${Math.random().toString(36).slice(2)}.json`;
  await page.route(`**${url}`, (route) => route.fulfill({ json: edited }));
  const before = await shownCount(page);
  await page.evaluate(() => {
    const inner = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML')!;
    const parsed: number[] = ((window as unknown as { __parsed: number[] }).__parsed = []);
    Object.defineProperty(HTMLTemplateElement.prototype, 'innerHTML', {
      configurable: true,
      get() {
        return inner.get!.call(this);
      },
      set(html: string) {
        parsed.push(html.length);
        inner.set!.call(this, html);
      },
    });
    // Whole chunks are parsed as a range's fragment (their head scripts run), patches in a template.
    const fragment = Range.prototype.createContextualFragment;
    Range.prototype.createContextualFragment = function (html: string) {
      parsed.push(html.length);
      return fragment.call(this, html);
    };
  });
  const detail = options.patch
    ? { chunk: url, data: edited, patch: layoutPatch(chunk.layout, edited.layout) }
    : { chunk: url };
  const claimed = await page.evaluate(
    (d) => !document.dispatchEvent(new CustomEvent('docgen:refresh', { cancelable: true, detail: d })),
    detail,
  );
  expect(claimed).toBe(true);
  await page.waitForFunction((n) => window.__probe.pages.length > n, before);
  return page.evaluate(() => (window as unknown as { __parsed: number[] }).__parsed);
}

describe('a refresh after an edit', () => {
  test.each([
    ['the whole chunk', false],
    ['a patch', true],
  ])(
    'with %s, changes the edited text and adds the new block, keeping every other element, the tab, the sidebar and the scroll',
    async (_, patch) => {
      const page = await fx.open('/docs/getting-started', { viewport: { width: 1280, height: 500 } });
      const doc = await docId(page);
      // The reader picks a tab, opens a closed sidebar category and scrolls down a little.
      await page.click('[data-dg-tab="pnpm"]');
      await page.click('[data-dg-category="orders"] > summary');
      await page.evaluate(() => scrollTo(0, 300));
      await page.evaluate(() => {
        const mark = (el: Element | null) => el && ((el as Element & { __old?: boolean }).__old = true);
        mark(document.querySelector('[data-dg-main] p'));
        mark(document.querySelector('h2#configurer'));
        mark(document.querySelector('figure.dg-code'));
        mark(document.querySelector('[data-dg-sidebar]'));
      });

      const parsed = await refreshWith(
        page,
        '/docs/getting-started',
        (layout) =>
          layout
            .replace('Trois étapes pour une première requête.', 'Quatre étapes pour une première requête.')
            .replace('<h2 id="aller-plus-loin"', '<p id="added">Un paragraphe ajouté.</p><h2 id="aller-plus-loin"'),
        { patch },
      );
      // With a patch, the browser parses the edited stretch of the article (the two edits and
      // what lies between them), not the whole layout with its sidebar, navbar and TOC.
      const layoutLength = (
        (await (await page.request.get(fx.url + fx.chunk('/docs/getting-started'))).json()) as PageChunk
      ).layout.length;
      if (patch) expect(Math.max(...parsed)).toBeLessThan(layoutLength * 0.75);
      else expect(Math.max(...parsed)).toBeGreaterThanOrEqual(layoutLength);

      const state = await page.evaluate(() => {
        const old = (sel: string) =>
          (document.querySelector(sel) as (Element & { __old?: boolean }) | null)?.__old === true;
        return {
          first: document.querySelector('[data-dg-main] p')?.textContent,
          added: document.querySelector('#added')?.textContent,
          addedBefore: document.querySelector('#added')?.nextElementSibling?.id,
          keptParagraph: old('[data-dg-main] p'),
          keptHeading: old('h2#configurer'),
          keptCode: old('figure.dg-code'),
          keptSidebar: old('[data-dg-sidebar]'),
          ordersOpen: (document.querySelector('[data-dg-category="orders"]') as HTMLDetailsElement | null)?.open,
          tab: document.querySelector('[data-dg-tab="pnpm"]')?.getAttribute('aria-selected'),
          scrollY: Math.round(scrollY),
          focusMoved: document.activeElement?.hasAttribute('data-dg-main') ?? false,
        };
      });
      expect(state).toEqual({
        first: 'Quatre étapes pour une première requête.',
        added: 'Un paragraphe ajouté.',
        addedBefore: 'aller-plus-loin',
        keptParagraph: true, // only its text changed
        keptHeading: true,
        keptCode: true,
        keptSidebar: true,
        ordersOpen: true,
        tab: 'true',
        scrollY: 300,
        focusMoved: false,
      });
      expect(await docId(page)).toBe(doc);
      expect(new URL(page.url()).pathname).toBe('/docs/getting-started');
    },
  );

  test.each([
    ['the whole chunk', false],
    ['a patch', true],
  ])('with %s, leaves what the reader opened, picked and focused as it was', async (_, patch) => {
    const page = await fx.open('/docs/getting-started', { viewport: { width: 1280, height: 500 } });
    // A tab in a box of its own (its choice is not remembered for other pages), then a
    // collapsed block opened: the focus stays on its summary.
    await page.click('#tabs-c [data-dg-tab="yarn"]');
    await page.click('#limites > summary');
    const scrolled = await page.evaluate(() => Math.round(scrollY));

    await refreshWith(
      page,
      '/docs/getting-started',
      (layout) => layout.replace('Trois étapes pour une première requête.', 'Quatre étapes.'),
      { patch },
    );
    expect(await page.textContent('[data-dg-main] p')).toBe('Quatre étapes.');
    expect(
      await page.evaluate(() => ({
        open: (document.querySelector('#limites') as HTMLDetailsElement).open,
        tab: document.querySelector('#tabs-c [aria-selected="true"]')?.getAttribute('data-dg-tab'),
        panel: document.querySelector('#tabs-c [data-dg-tab-panel][data-active]')?.getAttribute('data-dg-tab-panel'),
        focus: document.activeElement?.parentElement?.id,
        scrollY: Math.round(scrollY),
      })),
    ).toEqual({ open: true, tab: 'yarn', panel: 'yarn', focus: 'limites', scrollY: scrolled });
  });

  test('an edit of a block the reader opened shows the edit and leaves it open', async () => {
    const page = await fx.open('/docs/getting-started');
    await page.click('#limites > summary');
    await refreshWith(page, '/docs/getting-started', (layout) =>
      layout.replace('Cent requêtes par minute', 'Mille requêtes par minute'),
    );
    expect(await page.textContent('#limites p')).toBe('Mille requêtes par minute et par clé.');
    expect(await page.evaluate(() => (document.querySelector('#limites') as HTMLDetailsElement).open)).toBe(true);
  });

  test('a paragraph added above another leaves that one as it was, not rewritten into the new one', async () => {
    const page = await fx.open('/docs/getting-started');
    await page.evaluate(() => {
      const first = document.querySelector('[data-dg-main] p') as Element & { __old?: boolean };
      first.__old = true;
      const w = window as unknown as { __textWrites: number };
      w.__textWrites = 0;
      new MutationObserver((list) => (w.__textWrites += list.length)).observe(first, {
        subtree: true,
        characterData: true,
        childList: true,
      });
    });
    await refreshWith(page, '/docs/getting-started', (layout) =>
      layout.replace('<p>Trois étapes', '<p>Un mot avant de commencer.</p><p>Trois étapes'),
    );
    const state = await page.evaluate(() => {
      const [added, first] = Array.from(document.querySelectorAll('[data-dg-main] p')) as (Element & {
        __old?: boolean;
      })[];
      return {
        added: added?.textContent,
        addedIsNew: added?.__old !== true,
        first: first?.textContent,
        firstKept: first?.__old === true,
        firstWrites: (window as unknown as { __textWrites: number }).__textWrites,
      };
    });
    expect(state).toEqual({
      added: 'Un mot avant de commencer.',
      addedIsNew: true,
      first: 'Trois étapes pour une première requête.',
      firstKept: true,
      firstWrites: 0,
    });
  });

  test('a removed block goes and the blocks after it stay the same elements', async () => {
    const page = await fx.open('/docs/getting-started');
    await page.evaluate(
      () => ((document.querySelector('figure.dg-code') as Element & { __old?: boolean }).__old = true),
    );
    await refreshWith(page, '/docs/getting-started', (layout) => layout.replace(/<h3 id="cle-api">[\s\S]*?<\/h3>/, ''));
    const state = await page.evaluate(() => ({
      heading: document.querySelector('#cle-api') === null,
      code: (document.querySelector('figure.dg-code') as (Element & { __old?: boolean }) | null)?.__old,
      tocLink: document.querySelector('[data-dg-toc] a[href="#cle-api"]') === null,
    }));
    expect(state).toEqual({ heading: true, code: true, tocLink: false }); // the TOC comes from the chunk, which still lists it
  });

  test('a chunk sent with the refresh is shown without a request for it', async () => {
    const page = await fx.open('/docs/getting-started');
    const chunk = (await (await page.request.get(fx.url + fx.chunk('/docs/getting-started'))).json()) as PageChunk;
    const edited = {
      ...chunk,
      layout: chunk.layout.replace('Trois étapes pour une première requête.', 'Sent with the event.'),
    };
    const url = '/_dg/chunks/never-served.json';
    const asked = recordRequests(page, (p) => p === url);
    const before = await shownCount(page);
    await page.evaluate(
      ([chunkUrl, data]) =>
        document.dispatchEvent(
          new CustomEvent('docgen:refresh', { cancelable: true, detail: { chunk: chunkUrl, data } }),
        ),
      [url, edited] as const,
    );
    await page.waitForFunction((n) => window.__probe.pages.length > n, before);
    expect(await page.textContent('[data-dg-main] p')).toBe('Sent with the event.');
    expect(asked).toHaveLength(0);
  });

  test('keeps a hydrated island that did not change, and replaces and hydrates again one that did', async () => {
    const page = await fx.open('/docs/islands');
    await page.hover('#island-interaction');
    await page.waitForFunction(() =>
      (window as unknown as { __hydrated?: string[] }).__hydrated?.includes('Counter:island-interaction'),
    );
    await page.click('#island-interaction button');
    expect(await page.textContent('#island-interaction button')).toBe('Interaction 1');
    await page.waitForFunction(() =>
      (window as unknown as { __hydrated?: string[] }).__hydrated?.includes('Counter:island-idle'),
    );
    await page.click('#island-idle button');
    expect(await page.textContent('#island-idle button')).toBe('Inactif 1');

    // The edit changes the idle island's props only; the interaction island's server HTML is
    // still "Interaction 0" while its DOM says "Interaction 1": it differs, yet it is an island
    // whose HTML did not change in the chunk, so the chunk's copy must not overwrite it.
    await refreshWith(page, '/docs/islands', (layout) =>
      layout
        .replace(
          '{&quot;label&quot;:&quot;Inactif&quot;,&quot;start&quot;:0}',
          '{&quot;label&quot;:&quot;Inactif&quot;,&quot;start&quot;:7}',
        )
        .replace('"label":"Inactif","start":0', '"label":"Inactif","start":7'),
    );
    await page.waitForFunction(
      () =>
        (window as unknown as { __hydrated?: string[] }).__hydrated!.filter((h) => h === 'Counter:island-idle')
          .length === 2,
    );
    await page.waitForFunction(() =>
      ((window as unknown as { __unmounted?: string[] }).__unmounted ?? []).includes('island-idle'),
    );
    const after = await page.evaluate(() => ({
      idle: document.querySelector('#island-idle')?.getAttribute('data-dg-props'),
      interaction: document.querySelector('#island-interaction button')?.textContent,
      unmounted: (window as unknown as { __unmounted?: string[] }).__unmounted,
    }));
    expect(after).toEqual({
      idle: '{"label":"Inactif","start":7}',
      interaction: 'Interaction 1',
      unmounted: ['island-idle'],
    });
  });
});

describe('a refresh with a patch', () => {
  test('parses only the edited block and shows it', async () => {
    const page = await fx.open('/docs/getting-started');
    const parsed = await refreshWith(
      page,
      '/docs/getting-started',
      (layout) => layout.replace('Trois étapes pour une première requête.', 'Deux étapes suffisent.'),
      { patch: true },
    );
    expect(await page.textContent('[data-dg-main] p')).toBe('Deux étapes suffisent.');
    // The paragraph's text, and the managed head tags of the chunk (a few hundred characters).
    expect(parsed).toContain('Deux étapes suffisent.'.length);
    expect(Math.max(...parsed)).toBeLessThan(1000);
  });

  test('that does not fit the page on screen falls back to the whole chunk', async () => {
    const page = await fx.open('/docs/getting-started');
    // The page on screen has moved on: a block was added since the version the patch was made from.
    await page.evaluate(() =>
      document.querySelector('[data-dg-main] p')!.before(Object.assign(document.createElement('p'), { id: 'stray' })),
    );
    const parsed = await refreshWith(
      page,
      '/docs/getting-started',
      (layout) => layout.replace('Trois étapes pour une première requête.', 'Quatre étapes.'),
      { patch: true },
    );
    expect(await page.textContent('[data-dg-main] p')).toBe('Quatre étapes.');
    expect(await page.locator('#stray').count()).toBe(0);
    expect(Math.max(...parsed)).toBeGreaterThan(1000);
  });
});
