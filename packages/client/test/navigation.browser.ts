/**
 * Client-side navigation in a real browser: in-place page changes and everything that
 * follows them (history, scroll, focus, head, sidebar), the URL rules, redirects and
 * not-found pages. The links the router leaves to the browser: links-left.browser.ts.
 */
import { describe, expect, test } from 'vitest';
import { clickAndWait, docId, heading, recordRequests, useFixture } from './support.ts';

const fx = useFixture({ tab: true });

describe('in-place navigation', () => {
  test("a page's own head script runs each time a page with it is shown in place, as a full load runs it", async () => {
    const page = await fx.open('/widgets/a');
    const doc = await docId(page);
    const runs = () => page.evaluate(() => (window as { __headRuns?: number }).__headRuns ?? 0);
    const scripts = () => page.locator('head script[src="/files/head-count.js"]').count();
    expect(await runs()).toBe(1);
    // The same script on the next page runs again, once: the page's one element of it.
    await clickAndWait(page, '#l-widget-b');
    await page.waitForFunction(() => (window as { __headRuns?: number }).__headRuns === 2);
    expect(await scripts()).toBe(1);
    await clickAndWait(page, '#l-widget-a');
    await page.waitForFunction(() => (window as { __headRuns?: number }).__headRuns === 3);
    await clickAndWait(page, '#l-widget-plain');
    expect(await scripts()).toBe(0);
    expect(await runs()).toBe(3);
    // Back to a page with the script, in place: a new element, which runs.
    await page.goBack();
    await page.waitForFunction(() => (window as { __headRuns?: number }).__headRuns === 4);
    expect(await scripts()).toBe(1);
    expect(await docId(page)).toBe(doc);
  });

  test("a page's stylesheets: one both pages have stays applied, a new one is loaded before the page shows", async () => {
    const page = await fx.open('/widgets/a');
    // The new page's own stylesheet is slow to come: the swap must wait for it.
    await page.route('**/files/widget-b.css', async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await page.evaluate(() => {
      const w = window as { __kept?: Element | null; __atSwap?: boolean[] };
      w.__kept = document.querySelector('link[href="/files/widget.css"]');
      w.__atSwap = [];
      document.addEventListener('docgen:before-swap', () => {
        const b = document.querySelector<HTMLLinkElement>('link[href="/files/widget-b.css"]');
        w.__atSwap!.push(b?.sheet != null);
      });
    });
    await clickAndWait(page, '#l-widget-b');
    const after = await page.evaluate(() => {
      const w = window as { __kept?: Element | null; __atSwap?: boolean[] };
      return {
        // The shared stylesheet is the same element: never taken out, so never unapplied.
        kept: document.querySelector('link[href="/files/widget.css"]') === w.__kept,
        shared: document.querySelectorAll('link[href="/files/widget.css"]').length,
        own: document.querySelectorAll('link[href="/files/widget-b.css"]').length,
        atSwap: w.__atSwap,
        spacing: getComputedStyle(document.querySelector('h1')!).letterSpacing,
      };
    });
    expect(after).toEqual({ kept: true, shared: 1, own: 1, atSwap: [true], spacing: '2px' });
    // Back on a page without it: the page's own stylesheet is gone, the shared one still kept.
    await clickAndWait(page, '#l-widget-a');
    expect(await page.locator('link[href="/files/widget-b.css"]').count()).toBe(0);
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('h1')!).letterSpacing)).toBe('normal');
    expect(
      await page.evaluate(
        () => document.querySelector('link[href="/files/widget.css"]') === (window as { __kept?: Element }).__kept,
      ),
    ).toBe(true);
  });

  test('an internal link click swaps the page in place: content, title, head, html attributes, history', async () => {
    const page = await fx.open('/docs/intro');
    const doc = await docId(page);
    const html = recordRequests(page, (_p, r) => r.resourceType() === 'document');

    await clickAndWait(page, '#l-start');
    expect(await heading(page)).toBe('Prise en main');
    expect(new URL(page.url()).pathname).toBe('/docs/getting-started');
    expect(await docId(page)).toBe(doc); // no full load
    expect(html).toHaveLength(0);
    expect(await page.title()).toBe('Prise en main | Lintas');
    const head = await page.evaluate(() => ({
      description: [...document.querySelectorAll('meta[name="description"]')].map((m) => m.getAttribute('content')),
      canonical: [...document.querySelectorAll('link[rel="canonical"]')].map((l) => l.getAttribute('href')),
      alternates: document.querySelectorAll('link[rel="alternate"][hreflang]').length,
      og: [...document.querySelectorAll('meta[property="og:title"]')].map((m) => m.getAttribute('content')),
      kind: document.documentElement.dataset.pageKind,
      lang: document.documentElement.lang,
    }));
    expect(head).toEqual({
      description: ['Installer le SDK et envoyer une première requête.'],
      canonical: ['https://docs.lintas.example/docs/getting-started'],
      alternates: 3, // fr, en, x-default (no id counterpart)
      og: ['Prise en main'],
      kind: 'doc',
      lang: 'fr-FR',
    });

    // To the landing page: another layout, another page kind.
    await clickAndWait(page, '.dg-navbar__brand');
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.getAttribute('html', 'data-page-kind')).toBe('component');
    expect(await page.getAttribute('[data-dg-region]', 'data-dg-layout')).toBe('page:fr');
    expect(await page.locator('[data-dg-sidebar]').count()).toBe(0);
    expect(await page.title()).toBe("Lintas : documentation de l'API d'expédition");

    // Back to the docs through the hero link, then history back twice.
    await clickAndWait(page, '.dg-hero a.dg-button');
    expect(await heading(page)).toBe('Introduction');
    await page.goBack();
    await page.waitForFunction(
      () => location.pathname === '/' && document.querySelector('h1')?.textContent === 'Lintas',
    );
    await page.goBack();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Prise en main');
    expect(new URL(page.url()).pathname).toBe('/docs/getting-started');
    expect(await page.title()).toBe('Prise en main | Lintas');
    expect(await docId(page)).toBe(doc);
  });

  test('focus moves to the main content and the new title is announced politely', async () => {
    const page = await fx.open('/docs/intro');
    await clickAndWait(page, '#l-start');
    const state = await page.evaluate(() => ({
      focused: document.activeElement?.hasAttribute('data-dg-main'),
      live: document.querySelector('[aria-live="polite"]')?.textContent,
      liveAtomic: document.querySelector('[aria-live="polite"]')?.getAttribute('aria-atomic'),
    }));
    expect(state).toEqual({ focused: true, live: 'Prise en main | Lintas', liveAtomic: 'true' });
    // The next Tab goes on from the top of the new content, not from the clicked link.
    await page.keyboard.press('Tab');
    const next = await page.evaluate(() => document.activeElement?.closest('[data-dg-main]') !== null);
    expect(next).toBe(true);
  });

  test('the sidebar element is kept when the layout key is unchanged: active link and category follow', async () => {
    const page = await fx.open('/docs/intro', { viewport: { width: 1280, height: 420 } });
    await page.evaluate(
      () => ((document.querySelector('[data-dg-sidebar]') as HTMLElement & { __kept?: boolean }).__kept = true),
    );
    // The reader opens the closed "Commandes" category and scrolls the sidebar a little.
    await page.click('[data-dg-category="orders"] > summary');
    const scrolled = await page.evaluate(() => {
      const s = document.querySelector('[data-dg-sidebar]')!;
      s.scrollTop = 40;
      return s.scrollTop;
    });
    await clickAndWait(page, '[data-dg-sidebar] a[href="/docs/api/orders/create"]');
    expect(await heading(page)).toBe('Créer une commande');
    const state = await page.evaluate(() => {
      const s = document.querySelector('[data-dg-sidebar]') as HTMLElement & { __kept?: boolean };
      return {
        kept: s.__kept === true,
        scrollTop: s.scrollTop,
        current: [...s.querySelectorAll('[aria-current="page"]')].map((a) => a.getAttribute('href')),
        ordersOpen: (s.querySelector('[data-dg-category="orders"]') as HTMLDetailsElement).open,
        ratesOpen: (s.querySelector('[data-dg-category="rates"]') as HTMLDetailsElement).open,
      };
    });
    expect(state).toEqual({
      kept: true,
      scrollTop: scrolled,
      current: ['/docs/api/orders/create'],
      ordersOpen: true,
      ratesOpen: false,
    });

    // Pagination "next" goes to a page in the closed "Tarifs" category: it opens.
    await clickAndWait(page, '.dg-pagination__next');
    expect(await heading(page)).toBe('Tarifs');
    const after = await page.evaluate(() => {
      const s = document.querySelector('[data-dg-sidebar]') as HTMLElement & { __kept?: boolean };
      return {
        kept: s.__kept === true,
        current: [...s.querySelectorAll('[aria-current="page"]')].map((a) => a.getAttribute('href')),
        ratesOpen: (s.querySelector('[data-dg-category="rates"]') as HTMLDetailsElement).open,
        ratesClass: s.querySelector('[data-dg-category="rates"]')!.className,
        ordersOpen: (s.querySelector('[data-dg-category="orders"]') as HTMLDetailsElement).open,
      };
    });
    expect(after).toEqual({
      kept: true,
      current: ['/docs/api/rates/overview'],
      ratesOpen: true,
      ratesClass: 'dg-sidebar__category dg-sidebar__category--active',
      ordersOpen: true, // the reader opened it: it stays open
    });
  });

  test('the sidebar is replaced when the layout key changes (another docs version)', async () => {
    const page = await fx.open('/docs/intro');
    await page.evaluate(
      () => ((document.querySelector('[data-dg-sidebar]') as HTMLElement & { __kept?: boolean }).__kept = true),
    );
    await clickAndWait(page, '[data-dg-version="1.0"]');
    expect(await heading(page)).toBe('Introduction (1.0)');
    const state = await page.evaluate(() => {
      const s = document.querySelector('[data-dg-sidebar]') as HTMLElement & { __kept?: boolean };
      return {
        kept: s.__kept === true,
        key: document.querySelector('[data-dg-region]')!.getAttribute('data-dg-layout'),
        links: s.querySelectorAll('a').length,
      };
    });
    expect(state).toEqual({ kept: false, key: 'doc:fr:default:1.0', links: 1 });
  });

  test('a link with a #anchor scrolls to that heading; other links scroll to the top', async () => {
    const page = await fx.open('/docs/intro');
    await clickAndWait(page, '#l-anchor');
    expect(new URL(page.url()).hash).toBe('#configurer');
    const top = await page.evaluate(() => document.getElementById('configurer')!.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(40); // below the sticky navbar (scroll-margin-top)
    expect(top).toBeLessThan(90);
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(300);

    // From deep down a page, a plain link lands at the top of the next one.
    await clickAndWait(page, '.dg-pagination__next');
    expect(await heading(page)).toBe('Erreurs');
    expect(await page.evaluate(() => scrollY)).toBe(0);
  });

  test('back and forward restore the scroll position of each entry', async () => {
    const page = await fx.open('/docs/intro', { viewport: { width: 1280, height: 600 } });
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 700);
    await page.waitForFunction(() => scrollY >= 650);
    await page.locator('#l-bottom-rates').scrollIntoViewIfNeeded();
    const introY = await page.evaluate(() => scrollY);
    expect(introY).toBeGreaterThan(600);
    await clickAndWait(page, '#l-bottom-rates');
    expect(await page.evaluate(() => scrollY)).toBe(0);
    await clickAndWait(page, '.dg-pagination__prev'); // → Créer une commande (short) … go to a long page instead
    await clickAndWait(page, '[data-dg-sidebar] a[href="/docs/errors"]');
    await page.mouse.wheel(0, 900);
    await page.waitForFunction(() => scrollY >= 850);
    const errorsY = await page.evaluate(() => scrollY);

    await page.goBack(); // → orders/create
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Créer une commande');
    await page.goBack(); // → rates
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Tarifs');
    await page.goBack(); // → intro, where we had scrolled
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Introduction');
    expect(await page.evaluate(() => scrollY)).toBe(introY);

    await page.goForward();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Tarifs');
    expect(await page.evaluate(() => scrollY)).toBe(0);
    await page.goForward();
    await page.goForward();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Erreurs');
    expect(await page.evaluate(() => scrollY)).toBe(errorsY);
  });

  test('a reload keeps the scroll position of the entry', async () => {
    const page = await fx.open('/docs/errors', { viewport: { width: 1280, height: 600 } });
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 800);
    await page.waitForFunction(() => scrollY >= 750);
    const y = await page.evaluate(() => scrollY);
    await page.reload();
    await page.waitForFunction((target) => Math.abs(scrollY - target) < 2, y);
  });

  test('same-page fragment links scroll, and back returns to where the reader was', async () => {
    const page = await fx.open('/docs/intro', { viewport: { width: 1280, height: 600 } });
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, 120);
    await page.waitForFunction(() => scrollY >= 100);
    const y = await page.evaluate(() => scrollY);
    await page.click('#l-self-hash');
    await page.waitForFunction(() => location.hash === '#suite');
    const top = await page.evaluate(() => document.getElementById('suite')!.getBoundingClientRect().top);
    expect(top).toBeLessThan(90);
    await page.goBack();
    await page.waitForFunction(() => location.hash === '');
    await page.waitForFunction((target) => scrollY === target, y);
    expect(await page.evaluate(() => window.__probe.pages.length)).toBe(0); // never left the page
  });

  test('a superseded navigation never shows: the last click wins', async () => {
    const page = await fx.open();
    const slow = fx.chunk('/docs/errors');
    // The slow chunk is held until the second click has shown its page: a fixed delay let a
    // loaded machine deliver it before the second click, and the test then found no link.
    // Held from the page's first load on: the links in view prefetch their chunks in idle time,
    // which a loaded machine reached before a route set after the load (the CI failure of ad77db81).
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${slow}`, async (route) => {
      await held;
      await route.continue().catch(() => {});
    });
    await page.goto(`${fx.url}/docs/intro`);
    await page.click('#l-html'); // → errors (slow)
    await page.click('#l-start'); // → getting-started (fast)
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Prise en main');
    // Finished or, were the client to abort a superseded request, failed.
    const arrived = new Promise<void>((resolve) => {
      const done = (r: { url(): string }) => r.url().endsWith(slow) && resolve();
      page.on('requestfinished', done);
      page.on('requestfailed', done);
    });
    release();
    await arrived;
    // A few frames for the client to handle the late chunk, were it to show it.
    await page.waitForTimeout(300);
    expect(await heading(page)).toBe('Prise en main');
    expect(new URL(page.url()).pathname).toBe('/docs/getting-started');
  });
});

describe('URL rules, redirects and not-found pages', () => {
  test('paths ending in .html or /index.html are the same route, in place and on a full load', async () => {
    const page = await fx.open('/docs/intro');
    await clickAndWait(page, '#l-html');
    expect(await heading(page)).toBe('Erreurs');
    expect(new URL(page.url()).pathname).toBe('/docs/errors');
    await page.goBack();
    await page.waitForFunction(() => document.querySelector('h1')?.textContent === 'Introduction');
    await clickAndWait(page, '#l-index-html');
    expect(await heading(page)).toBe('Bac à sable');
    expect(new URL(page.url()).pathname).toBe('/docs/sandbox');

    for (const [typed, shown] of [
      ['/docs/errors.html', '/docs/errors'],
      ['/docs/errors/index.html', '/docs/errors'],
      ['/docs/errors/', '/docs/errors/'],
      ['/en/index.html', '/en'],
    ]) {
      await page.goto(fx.url + typed);
      expect(new URL(page.url()).pathname, typed).toBe(shown);
      expect(await page.locator('main h1').first().innerText(), typed).toMatch(/^(Erreurs|Lintas)$/);
    }
  });

  test('manifest redirects are followed in place', async () => {
    const page = await fx.open('/docs/intro');
    const doc = await docId(page);
    await clickAndWait(page, '#l-redirect');
    expect(new URL(page.url()).pathname).toBe('/docs/getting-started');
    expect(await heading(page)).toBe('Prise en main');
    expect(await docId(page)).toBe(doc);
  });

  test("an unknown path shows the locale's not-found page in place, keeping the URL", async () => {
    const page = await fx.open('/docs/intro');
    await clickAndWait(page, '#l-missing');
    expect(new URL(page.url()).pathname).toBe('/docs/nexiste-pas');
    expect(await heading(page)).toBe('Page introuvable');
    expect(await page.getAttribute('html', 'data-page-kind')).toBe('notFound');
    expect(await page.getAttribute('meta[name="robots"]', 'content')).toBe('noindex');

    const en = await fx.open('/en/docs/intro');
    await clickAndWait(en, '#l-missing');
    expect(new URL(en.url()).pathname).toBe('/en/docs/missing');
    expect(await heading(en)).toBe('Page not found');
    expect(await en.getAttribute('html', 'lang')).toBe('en-US');
    // From the not-found page the reader finds the way back.
    await clickAndWait(en, 'main a[href="/en/"]');
    expect(new URL(en.url()).pathname).toBe('/en/'); // the link's own spelling of the home path
    expect(await heading(en)).toBe('Lintas');
    await en.goBack();
    await en.waitForFunction(() => document.querySelector('h1')?.textContent === 'Page not found');
    await clickAndWait(en, 'main a[href="/en/docs/intro"]');
    expect(await heading(en)).toBe('Introduction');
  });

  test("a full load of an unknown path gets the locale's 404.html, and the runtime works there", async () => {
    const page = await fx.open(undefined, { allowConsoleErrors: [/status of 404/] });
    const res = await page.goto(`${fx.url}/id/tidak-ada`);
    expect(res?.status()).toBe(404);
    expect(await heading(page)).toBe('Halaman tidak ditemukan');
    expect(new URL(page.url()).pathname).toBe('/id/tidak-ada');
    await clickAndWait(page, 'main a[href="/id/"]');
    expect(await heading(page)).toBe('Lintas');
  });
});
