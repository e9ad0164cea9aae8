/**
 * Browser harness for the browser tests: Debian's Chromium driven by playwright-core, one
 * Chromium for the whole browser group (`chromium-server.ts`) with a connection per test file,
 * a fresh context per page, and a test that fails on any uncaught page error or console error
 * (unless the test says it expects it).
 *
 *   const b = useBrowser();
 *   test('…', async () => { const page = await b.newPage(); … });
 *
 * A fresh context costs Chromium new renderer processes (~2.5 s of CPU per page opened on this
 * 2-core machine, against ~0.9 s to navigate a tab already open): a test that needs no state of
 * its own (no init script, no emulation, no other page) takes the file's warm tab (`tab()`),
 * which the harness resets after each test (routes, cookies, storage, listeners).
 */
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { isUndeclaredFaviconMiss } from './page-watch.js';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface PageOptions extends BrowserContextOptions {
  /** Console errors the test expects (e.g. a 404 it provokes); anything else fails the test. */
  allowConsoleErrors?: RegExp[];
  /**
   * Let requests leave 127.0.0.1. By default they fail (tests never touch the network; routes a
   * test adds take precedence) and the console error that causes is ignored.
   */
  allowExternal?: boolean;
}

export interface BrowserHarness {
  /** This test file's browser (its connection to the group's Chromium). */
  readonly browser: Browser;
  /** A new context (closed after the test) with the error watch on every page it opens. */
  newContext(options?: PageOptions): Promise<BrowserContext>;
  /** A new page in a new context. */
  newPage(options?: PageOptions): Promise<Page>;
  /**
   * The file's warm tab: one page kept from test to test, as a reader keeps a tab open. After
   * each test its routes, cookies, local and session storage, other pages and the test's
   * listeners are gone, as in a new context; the HTTP cache stays (the servers answer
   * `no-cache`), and a viewport the test set goes back to the tab's own. A test that adds an
   * init script or changes an emulation or a permission leaves it for good: the next test gets a new tab. `options` apply when the tab
   * is made (and make a new tab if they differ); so does `prepare` (init scripts every test wants).
   */
  tab(options?: PageOptions, prepare?: (page: Page) => Promise<void>): Promise<Page>;
  /** Errors seen so far in this test (page errors and console errors not allowed). */
  readonly errors: string[];
}

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** A proxy on a port nothing listens on (the first of the privileged ones): every request through it fails. */
const NO_NETWORK = { server: 'http://127.0.0.1:1', bypass: '127.0.0.1,localhost,[::1]' };

const isLocal = (url: string): boolean =>
  /^(data|blob|about):/.test(url) || /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\//.test(url);

/** Records page errors and unexpected console errors of `page` into `errors`. */
export function watchPage(page: Page, errors: string[], allow: RegExp[] = []): void {
  page.on('pageerror', (err) => errors.push(`pageerror on ${page.url()}: ${err.stack ?? err.message}`));
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const text = msg.text();
    const where = msg.location();
    if (allow.some((re) => re.test(text))) return;
    // A request the harness itself blocked (it left 127.0.0.1) is not the page's fault.
    if (/ERR_BLOCKED_BY_CLIENT|ERR_PROXY_CONNECTION_FAILED/.test(text) && where.url && !isLocal(where.url)) return;
    if (isUndeclaredFaviconMiss(msg)) return;
    errors.push(`console.error on ${page.url()}: ${text}${where.url ? ` (${where.url}:${where.lineNumber})` : ''}`);
  });
}

interface Tab {
  /** The context options it was made with. */
  key: string;
  context: BrowserContext;
  page: Page;
  /** Console errors the current test expects. */
  allow: RegExp[];
  pageListeners: Listeners;
  contextListeners: Listeners;
  /** A test changed what a reset cannot undo (an init script, an emulation): closed after it. */
  dirty: boolean;
  /** The tab's own viewport, which a reset sets back (a sweep of widths needs no tab of its own). */
  viewport: { width: number; height: number } | null;
}

/** What stays with a page or context for good: a test calling one of these gets a new tab next time. */
const PAGE_CHANGES = [
  'addInitScript',
  'emulateMedia',
  'exposeBinding',
  'exposeFunction',
  'setExtraHTTPHeaders',
] as const;
const CONTEXT_CHANGES = [
  'addInitScript',
  'exposeBinding',
  'exposeFunction',
  'grantPermissions',
  'setOffline',
  'setGeolocation',
  'setExtraHTTPHeaders',
  'setHTTPCredentials',
] as const;

function markChanges(tab: Tab): void {
  const mark = (target: object, names: readonly string[]) => {
    const methods = target as Record<string, (...args: unknown[]) => unknown>;
    for (const name of names) {
      if (typeof methods[name] !== 'function') continue;
      const original = methods[name].bind(target);
      methods[name] = (...args) => {
        tab.dirty = true;
        return original(...args);
      };
    }
  };
  mark(tab.page, PAGE_CHANGES);
  mark(tab.context, CONTEXT_CHANGES);
  mark(tab.page.clock, ['install', 'setFixedTime', 'setSystemTime', 'pauseAt', 'runFor', 'fastForward', 'resume']);
}

/** Playwright's pages and contexts are event emitters; its typings declare only on/off/once. */
interface Emitter {
  eventNames(): (string | symbol)[];
  listeners(name: string | symbol): unknown[];
  off(name: string | symbol, listener: unknown): unknown;
}
type Listeners = Map<string | symbol, unknown[]>;

const listenersOf = (target: object): Listeners => {
  const emitter = target as Emitter;
  return new Map(emitter.eventNames().map((name) => [name, [...emitter.listeners(name)]]));
};

function dropAddedListeners(target: object, kept: Listeners): void {
  const emitter = target as Emitter;
  for (const name of emitter.eventNames()) {
    for (const listener of emitter.listeners(name)) {
      if (!kept.get(name)?.includes(listener)) emitter.off(name, listener);
    }
  }
}

export function useBrowser(): BrowserHarness {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const errors: string[] = [];
  let warm: Tab | undefined;

  /** The tab as a new context would give it: what the last test added is gone. */
  async function resetTab(): Promise<void> {
    if (!warm) return;
    if (warm.dirty) throw new Error('changed for good');
    const { context, page, viewport } = warm;
    const size = page.viewportSize();
    if (size?.width !== viewport?.width || size?.height !== viewport?.height) {
      if (!viewport) throw new Error('changed for good');
      await page.setViewportSize(viewport);
    }
    for (const other of context.pages()) if (other !== page) await other.close();
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.clearCookies();
    // Only the test's listeners: Playwright's own (a context's close waits on one) stay.
    dropAddedListeners(page, warm.pageListeners);
    dropAddedListeners(context, warm.contextListeners);
    // The storage of the origin shown; a test's page stays on its server's one origin.
    if (/^https?:/.test(page.url()))
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    // The next test starts from a blank document: the last page's timers and requests stop here.
    await page.goto('about:blank');
  }

  beforeAll(async () => {
    // The group's Chromium, or one of the file's own when the file runs outside the group's set-up.
    const endpoint = inject('chromiumEndpoint');
    browser = endpoint ? await chromium.connect(endpoint) : await launchChromium();
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close().catch(() => {})));
    await resetTab().catch(async () => {
      await warm?.context.close().catch(() => {});
      warm = undefined;
    });
    const seen = errors.splice(0);
    if (seen.length) throw new Error(`the page reported errors:\n${seen.join('\n')}`);
  });

  // A connected browser closes the file's contexts and disconnects; the group's Chromium stays.
  afterAll(async () => {
    await browser?.close();
  });

  const harness: BrowserHarness = {
    get browser() {
      if (!browser) throw new Error('useBrowser(): the browser is not launched yet (use it inside a test or hook)');
      return browser;
    },
    errors,
    async newContext(options: PageOptions = {}) {
      const { allowConsoleErrors = [], allowExternal = false, ...contextOptions } = options;
      // Requests that leave 127.0.0.1 go to a proxy that is never there, and fail: a route
      // matching them held every request of the page for a round trip to this process
      // (~0.3 s of CPU per page load, a fifth of it). Loopback addresses never use the proxy.
      const context = await harness.browser.newContext(
        allowExternal || contextOptions.proxy ? contextOptions : { ...contextOptions, proxy: NO_NETWORK },
      );
      contexts.push(context);
      context.on('page', (page) => watchPage(page, errors, allowConsoleErrors));
      return context;
    },
    async newPage(options: PageOptions = {}) {
      const context = await harness.newContext(options);
      return context.newPage();
    },
    async tab(options: PageOptions = {}, prepare) {
      const { allowConsoleErrors = [], ...contextOptions } = options;
      const key = JSON.stringify(contextOptions);
      if (warm && warm.key !== key) {
        await warm.context.close().catch(() => {});
        warm = undefined;
      }
      if (!warm) {
        const { allowExternal = false, ...rest } = contextOptions;
        const context = await harness.browser.newContext(
          allowExternal || rest.proxy ? rest : { ...rest, proxy: NO_NETWORK },
        );
        const page = await context.newPage();
        await prepare?.(page);
        const allow: RegExp[] = [];
        watchPage(page, errors, allow);
        context.on('page', (other) => watchPage(other, errors, allow));
        warm = {
          key,
          context,
          page,
          allow,
          pageListeners: listenersOf(page),
          contextListeners: listenersOf(context),
          dirty: false,
          viewport: page.viewportSize(),
        };
        markChanges(warm);
      }
      warm.allow.splice(0, warm.allow.length, ...allowConsoleErrors);
      return warm.page;
    },
  };
  return harness;
}
