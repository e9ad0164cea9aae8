/**
 * Browser harness for the browser tests: Debian's Chromium driven by playwright-core, one
 * Chromium for the whole browser group (`chromium-server.ts`) with a connection per test file,
 * a fresh context per page, and a test that fails on any uncaught page error or console error
 * (unless the test says it expects it).
 *
 *   const b = useBrowser();
 *   test('…', async () => { const page = await b.newPage(); … });
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

export function useBrowser(): BrowserHarness {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const errors: string[] = [];

  beforeAll(async () => {
    // The group's Chromium, or one of the file's own when the file runs outside the group's set-up.
    const endpoint = inject('chromiumEndpoint');
    browser = endpoint ? await chromium.connect(endpoint) : await launchChromium();
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close().catch(() => {})));
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
  };
  return harness;
}
