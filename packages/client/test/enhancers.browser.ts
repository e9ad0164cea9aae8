/**
 * The small enhancers, used as a reader would: colour mode, tabs, announcement bar,
 * mobile drawer, TOC highlight, copy buttons and the docs version choice, each across
 * in-place navigations and reloads.
 */
import type { Page, Route } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { ANNOUNCEMENT_ID } from './build-fixture.ts';
import { clickAndWait, heading, useFixture } from './support.ts';

const fx = useFixture({ tab: true });

/** Holds every request for the runtime's entry module until `release()` (no JS has run but the head script). */
async function holdRuntime(page: Page): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((done) => (release = done));
  await page.route('**/_dg/main-*.js', async (route: Route) => {
    await gate;
    await route.continue().catch(() => {});
  });
  return release;
}

/** Rewrites the HTML documents the page loads. */
async function rewriteHtml(page: Page, edit: (html: string) => string): Promise<void> {
  await page.route(
    (url) => url.origin === fx.url && !url.pathname.startsWith('/_dg/') && !url.pathname.startsWith('/collect/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const res = await route.fetch();
      return route.fulfill({ response: res, body: edit(await res.text()) });
    },
  );
}

const theme = (page: Page): Promise<string | undefined> => page.evaluate(() => document.documentElement.dataset.theme);

describe('colour mode', () => {
  test('the toggle switches light/dark, is remembered, and applies before the first paint on reload', async () => {
    const page = await fx.open('/docs/intro');
    expect(await theme(page)).toBe('light'); // light by default
    const toggle = page.locator('[data-dg-color-toggle]');
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    expect(await theme(page)).toBe('dark');
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(27, 27, 29)');

    // Kept across in-place navigation.
    await clickAndWait(page, '#l-start');
    expect(await theme(page)).toBe('dark');

    // Reload with the runtime held back: the inline head script alone sets the mode.
    const release = await holdRuntime(page);
    await page.reload({ waitUntil: 'commit' });
    await page.waitForSelector('footer', { state: 'attached' });
    const early = await page.evaluate(() => ({
      theme: document.documentElement.dataset.theme,
      js: document.documentElement.classList.contains('js'),
      runtime: !!document.querySelector('[data-dg-announcer]'),
    }));
    expect(early).toEqual({ theme: 'dark', js: true, runtime: false });
    release();
    await page.waitForLoadState('load');

    await toggle.click();
    expect(await theme(page)).toBe('light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  test('a change made in another tab is followed live', async () => {
    const context = await fx.browser.newContext();
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto(`${fx.url}/docs/intro`);
    await second.goto(`${fx.url}/docs/errors`);
    await second.click('[data-dg-color-toggle]');
    await first.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    expect(await first.getAttribute('[data-dg-color-toggle]', 'aria-pressed')).toBe('true');
    await second.click('[data-dg-color-toggle]');
    await first.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    // Clearing storage elsewhere falls back to the default.
    await second.click('[data-dg-color-toggle]');
    await first.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await second.evaluate(() => localStorage.clear());
    await first.waitForFunction(() => document.documentElement.dataset.theme === 'light');
  });

  test('the system preference is followed only when the site respects it and the reader has not chosen', async () => {
    const page = await fx.open(undefined, { colorScheme: 'dark' });
    await page.goto(`${fx.url}/docs/intro`);
    expect(await theme(page)).toBe('light'); // respectPrefers is off by default

    const respecting = await fx.open(undefined, { colorScheme: 'dark' });
    await rewriteHtml(respecting, (html) =>
      html.replace('data-respect-prefers="false"', 'data-respect-prefers="true"'),
    );
    await respecting.goto(`${fx.url}/docs/intro`);
    expect(await theme(respecting)).toBe('dark');
    await respecting.emulateMedia({ colorScheme: 'light' });
    await respecting.waitForFunction(() => document.documentElement.dataset.theme === 'light');
    await respecting.click('[data-dg-color-toggle]'); // an explicit choice wins from now on
    expect(await theme(respecting)).toBe('dark');
    await respecting.emulateMedia({ colorScheme: 'light' });
    await respecting.reload();
    expect(await theme(respecting)).toBe('dark');
  });

  test('blocked storage never breaks the page', async () => {
    const page = await fx.open();
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('blocked', 'SecurityError');
        },
      });
    });
    await page.goto(`${fx.url}/docs/intro`);
    expect(await theme(page)).toBe('light');
    await page.click('[data-dg-color-toggle]');
    expect(await theme(page)).toBe('dark');
    await clickAndWait(page, '#l-start');
    expect(await heading(page)).toBe('Prise en main');
  });
});

describe('tabs', () => {
  const selected = (page: Page, box: string): Promise<string[]> =>
    page.$$eval(`#tabs-${box} [role="tab"][aria-selected="true"]`, (tabs) =>
      tabs.map((t) => t.getAttribute('data-dg-tab')!),
    );
  const visiblePanel = (page: Page, box: string): Promise<string[]> =>
    page.$$eval(`#tabs-${box} [role="tabpanel"]`, (panels) =>
      panels.filter((p) => getComputedStyle(p).display !== 'none').map((p) => p.getAttribute('data-dg-tab-panel')!),
    );

  test('tabs of one group switch together, the choice is remembered and restored on other pages', async () => {
    const page = await fx.open('/docs/getting-started');
    expect(await visiblePanel(page, 'a')).toEqual(['npm']); // html.js: only the active panel shows
    await page.click('#t-a-yarn');
    expect(await selected(page, 'a')).toEqual(['yarn']);
    expect(await selected(page, 'b')).toEqual(['yarn']); // same group "pm"
    expect(await selected(page, 'c')).toEqual(['npm']); // no group: not synced
    expect(await visiblePanel(page, 'b')).toEqual(['yarn']);
    expect(await page.evaluate(() => localStorage.getItem('docgen.tab.pm'))).toBe('yarn');
    const tabs = await page.$$eval('#tabs-a [role="tab"]', (ts) =>
      ts.map((t) => `${t.getAttribute('aria-selected')}:${(t as HTMLElement).tabIndex}`),
    );
    expect(tabs).toEqual(['false:-1', 'true:0', 'false:-1']);

    // Restored after an in-place navigation …
    await clickAndWait(page, '[data-dg-sidebar] a[href="/docs/sandbox"]');
    expect(await selected(page, 'd')).toEqual(['yarn']);
    expect(await visiblePanel(page, 'd')).toEqual(['yarn']);
    // … on a full load, and in another locale.
    await page.goto(`${fx.url}/en/docs/getting-started`);
    expect(await selected(page, 'e')).toEqual(['yarn']);
  });

  test('arrow keys, Home and End move between tabs (ARIA tabs pattern)', async () => {
    const page = await fx.open('/docs/getting-started');
    await page.focus('#t-c-npm');
    await page.keyboard.press('ArrowRight');
    expect(await selected(page, 'c')).toEqual(['yarn']);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('t-c-yarn');
    await page.keyboard.press('End');
    expect(await selected(page, 'c')).toEqual(['pnpm']);
    await page.keyboard.press('ArrowRight'); // wraps
    expect(await selected(page, 'c')).toEqual(['npm']);
    await page.keyboard.press('ArrowLeft'); // wraps back
    expect(await selected(page, 'c')).toEqual(['pnpm']);
    await page.keyboard.press('Home');
    expect(await selected(page, 'c')).toEqual(['npm']);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('t-c-npm');
    expect(await selected(page, 'a')).toEqual(['npm']); // another box, untouched
    // Tab from the selected tab goes into its panel's content, not to the other tabs.
    await page.keyboard.press('End');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).not.toMatch(/^t-c-/);

    // Keyboard choice in a synced group is remembered too.
    await page.focus('#t-b-npm');
    await page.keyboard.press('End');
    expect(await selected(page, 'a')).toEqual(['pnpm']);
    expect(await page.evaluate(() => localStorage.getItem('docgen.tab.pm'))).toBe('pnpm');
  });

  test('switching a group keeps the clicked tab where it was on screen', async () => {
    const page = await fx.open('/docs/getting-started', { viewport: { width: 1280, height: 700 } });
    // Scrolled by the page itself: playwright's scrollIntoViewIfNeeded waits for two animation
    // frames with the same box, and timed out in a CI run at a load of 14.
    await page.evaluate(() => document.getElementById('tabs-b')!.scrollIntoView({ block: 'center' }));
    const boxA = (): Promise<number> => page.evaluate(() => document.getElementById('tabs-a')!.offsetHeight);
    const heightBefore = await boxA();
    const before = await page.evaluate(() => document.getElementById('t-b-pnpm')!.getBoundingClientRect().top);
    await page.click('#t-b-pnpm');
    expect(await boxA()).toBeGreaterThan(heightBefore); // the box above grew (its pnpm panel is longer)
    const after = await page.evaluate(() => document.getElementById('t-b-pnpm')!.getBoundingClientRect().top);
    expect(Math.abs(after - before)).toBeLessThan(2);
  });
});

describe('announcement bar', () => {
  test('closing it hides it, on this page, after navigation and after a reload with no flash', async () => {
    const page = await fx.open('/docs/intro');
    const bar = page.locator('[data-dg-announcement]');
    expect(await bar.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Fermer' }).click();
    expect(await bar.isVisible()).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('docgen.announcement.dismissed'))).toBe(ANNOUNCEMENT_ID);
    await clickAndWait(page, '#l-start');
    expect(await bar.isVisible()).toBe(false);

    const release = await holdRuntime(page);
    await page.reload({ waitUntil: 'commit' });
    await page.waitForSelector('footer', { state: 'attached' });
    expect(await bar.isVisible()).toBe(false); // hidden by the head script alone
    release();
  });

  test('a bar with a new id shows again', async () => {
    const page = await fx.open('/docs/intro');
    await page.getByRole('button', { name: 'Fermer' }).click();
    await rewriteHtml(page, (html) => html.replaceAll(ANNOUNCEMENT_ID, 'launch-2026'));
    await page.reload();
    const bar = page.locator('[data-dg-announcement]');
    expect(await bar.getAttribute('data-dg-announcement')).toBe('launch-2026');
    expect(await bar.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Fermer' }).click();
    expect(await page.evaluate(() => localStorage.getItem('docgen.announcement.dismissed'))).toBe('launch-2026');
  });
});

describe('mobile drawer', () => {
  const drawerOpen = (page: Page): Promise<boolean> => page.locator('[data-dg-drawer]').isVisible();

  test('opens and closes with the menu button and Escape, moving focus, with aria-expanded', async () => {
    const page = await fx.open('/docs/intro', { viewport: { width: 800, height: 700 } });
    const toggle = page.locator('[data-dg-drawer-toggle]');
    expect(await toggle.isVisible()).toBe(true);
    expect(await drawerOpen(page)).toBe(false);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');

    await toggle.click();
    expect(await drawerOpen(page)).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[data-dg-drawer]'))).toBe(true);

    await page.keyboard.press('Escape');
    expect(await drawerOpen(page)).toBe(false);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-dg-drawer-toggle'))).toBe(true);

    // The button closes it too.
    await toggle.click();
    await toggle.click();
    expect(await drawerOpen(page)).toBe(false);
  });

  test('closes on navigation', async () => {
    const page = await fx.open('/docs/intro', { viewport: { width: 800, height: 700 } });
    await page.click('[data-dg-drawer-toggle]');
    await clickAndWait(page, '[data-dg-drawer] a[href="/docs/errors"]');
    expect(await heading(page)).toBe('Erreurs');
    expect(await drawerOpen(page)).toBe(false);
    expect(await page.getAttribute('[data-dg-drawer-toggle]', 'aria-expanded')).toBe('false');
    await page.click('[data-dg-drawer-toggle]');
    expect(await drawerOpen(page)).toBe(true);
  });

  test('996 px is mobile, 997 px is desktop: growing past it closes the drawer', async () => {
    const page = await fx.open('/docs/intro', { viewport: { width: 996, height: 700 } });
    expect(await page.locator('[data-dg-drawer-toggle]').isVisible()).toBe(true);
    await page.click('[data-dg-drawer-toggle]');
    await page.setViewportSize({ width: 900, height: 700 });
    expect(await page.locator('[data-dg-drawer]').getAttribute('data-open')).toBe('');
    await page.setViewportSize({ width: 997, height: 700 });
    await page.waitForFunction(() => !document.querySelector('[data-dg-drawer]')!.hasAttribute('data-open'));
    expect(await page.getAttribute('[data-dg-drawer-toggle]', 'aria-expanded')).toBe('false');
    expect(await page.locator('[data-dg-drawer-toggle]').isVisible()).toBe(false);
    expect(await page.locator('[data-dg-sidebar]').isVisible()).toBe(true); // the desktop sidebar
  });
});

describe('table of contents', () => {
  const active = (page: Page): Promise<string[]> =>
    page.$$eval('[data-dg-toc] a[aria-current="true"]', (as) => as.map((a) => a.getAttribute('href')!));

  test('highlights the heading in view while scrolling, on this page and after navigation', async () => {
    const page = await fx.open('/docs/getting-started', { viewport: { width: 1280, height: 700 } });
    expect(await active(page)).toEqual(['#installer']);
    await page.evaluate(() => scrollTo(0, document.getElementById('cle-api')!.offsetTop - 70));
    await page.waitForFunction(
      () => document.querySelector('[data-dg-toc] a[aria-current="true"]')?.getAttribute('href') === '#cle-api',
    );
    expect(await active(page)).toEqual(['#cle-api']);
    await page.mouse.move(640, 400);
    await page.mouse.wheel(0, -250);
    await page.waitForFunction(
      () => document.querySelector('[data-dg-toc] a[aria-current="true"]')?.getAttribute('href') === '#configurer',
    );
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(
      () => document.querySelector('[data-dg-toc] a[aria-current="true"]')?.getAttribute('href') === '#aller-plus-loin',
    );

    // A TOC link scrolls there and highlights it.
    await page.evaluate(() => scrollTo(0, 0));
    await page.click('[data-dg-toc] a[href="#utiliser"]');
    await page.waitForFunction(
      () => document.querySelector('[data-dg-toc] a[aria-current="true"]')?.getAttribute('href') === '#utiliser',
    );

    await clickAndWait(page, '[data-dg-sidebar] a[href="/docs/errors"]');
    expect(await active(page)).toEqual(['#codes']);
    await page.evaluate(() => scrollTo(0, document.getElementById('reessayer')!.offsetTop - 70));
    await page.waitForFunction(
      () => document.querySelector('[data-dg-toc] a[aria-current="true"]')?.getAttribute('href') === '#reessayer',
    );
    expect(await active(page)).toEqual(['#reessayer']);
  });
});

describe('copy button', () => {
  test('copies the code with the Clipboard API and says so for 2 s', async () => {
    const page = await fx.open('/docs/intro', { permissions: ['clipboard-read', 'clipboard-write'] });
    await clickAndWait(page, '#l-start'); // on content shown in place
    const button = page.locator('[data-dg-copy]');
    expect(await button.innerText()).toBe('Copier');
    // The page's clock paused and moved by the test: the label's 2 s are page time, whatever the
    // machine's load (timed readings needed a 2-4 s window and still depended on the load).
    await page.clock.install();
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await button.click();
    await page.waitForFunction(() => document.querySelector('[data-dg-copy]')!.textContent === 'Copié');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(
      'export LINTAS_KEY="sk_test_123"\ncurl -H "Authorization: Bearer $LINTAS_KEY" https://api.lintas.example/v1/rates',
    );
    expect(await button.getAttribute('data-copied')).toBe('');
    await page.clock.runFor(1999);
    expect(await button.innerText()).toBe('Copié');
    await page.clock.runFor(2);
    expect(await button.innerText()).toBe('Copier');
    expect(await button.getAttribute('data-copied')).toBeNull();
  });
});

describe('docs version', () => {
  test('the chosen docs version is remembered in localStorage', async () => {
    const page = await fx.open('/docs/intro');
    await clickAndWait(page, '[data-dg-version="1.0"]');
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('1.0');
    await page.reload();
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('1.0');
    await clickAndWait(page, '[data-dg-version="current"]');
    expect(await heading(page)).toBe('Introduction');
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');
  });
});
