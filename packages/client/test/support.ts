/**
 * Shared set-up of the client's browser tests: the fixture site built into a temporary
 * folder and served by the test static server for the test file, the browser harness,
 * and small helpers that act and wait like a reader would.
 */
import { rmSync } from 'node:fs';
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { useBrowser, type BrowserHarness, type PageOptions } from '../../../e2e/support/browser.ts';
import { useStaticServer } from '../../../e2e/support/static-server.ts';
import { buildFixture, type FixtureSite } from './build-fixture.ts';

export interface Fixture {
  readonly site: FixtureSite;
  readonly url: string;
  readonly browser: BrowserHarness;
  /** A new page (own context) with the probes installed. */
  open(path?: string, options?: PageOptions): Promise<Page>;
  /** The page chunk URL of a route (e.g. `/_dg/chunks/docs-intro.1234abcd.json`). */
  chunk(path: string): string;
}

/**
 * Builds and serves the fixture site for this test file; one shared browser. With `tab`, a
 * page opened with no options but expected console errors is the file's warm tab (`tab()` of
 * the harness): the tests of the file need nothing a new context gives but what its reset does.
 */
export function useFixture({ tab = false }: { tab?: boolean } = {}): Fixture {
  let site: FixtureSite | undefined;
  beforeAll(async () => {
    site = await buildFixture();
  });
  const server = useStaticServer(() => site!.dir);
  const browser = useBrowser();
  afterAll(() => {
    if (site) rmSync(site.dir, { recursive: true, force: true });
  });
  const fixture: Fixture = {
    get site() {
      return site!;
    },
    get url() {
      return server.url;
    },
    browser,
    async open(path, options = {}) {
      const warm = tab && Object.keys(options).every((k) => k === 'allowConsoleErrors');
      const page = warm
        ? await browser.tab({ viewport: { width: 1280, height: 800 }, ...options }, installProbes)
        : await browser.newPage({ viewport: { width: 1280, height: 800 }, ...options });
      page.setDefaultTimeout(10_000);
      if (!warm) await installProbes(page);
      if (path !== undefined) await page.goto(server.url + path);
      return page;
    },
    chunk(path) {
      const url = site!.chunks[path];
      if (!url) throw new Error(`no page chunk for ${path}`);
      return url;
    },
  };
  return fixture;
}

declare global {
  interface Window {
    __probe: {
      pages: string[];
      shownAt: number[];
      progress: number[];
      progressOn: boolean;
      clickAt: number;
      doc: number;
    };
  }
}

/**
 * Probes installed before any page script: the in-place navigations shown (`docgen:page`),
 * when the progress bar became visible, when the last click happened, and a per-document
 * id that a full page load changes.
 */
export async function installProbes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const probe = {
      pages: [] as string[],
      shownAt: [] as number[],
      progress: [] as number[],
      progressOn: false,
      clickAt: 0,
      doc: Math.random(),
    };
    window.__probe = probe;
    document.addEventListener('docgen:page', () => {
      probe.pages.push(location.pathname);
      probe.shownAt.push(performance.now());
    });
    addEventListener('click', () => (probe.clickAt = performance.now()), true);
    new MutationObserver(() => {
      const bar = document.querySelector<HTMLElement>('[data-dg-progress]');
      const on = !!bar && !bar.hidden && bar.dataset.state === 'loading';
      if (on && !probe.progressOn) probe.progress.push(performance.now());
      probe.progressOn = on;
    }).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['hidden', 'data-state'],
    });
  });
}

/** The id of the document on screen (changes on a full page load, not on an in-place one). */
export const docId = (page: Page): Promise<number> => page.evaluate(() => window.__probe.doc);

/** Number of in-place navigations shown so far in this document. */
export const shownCount = (page: Page): Promise<number> => page.evaluate(() => window.__probe.pages.length);

/** Clicks `selector` and waits until the in-place navigation it starts has been shown. */
export async function clickAndWait(page: Page, selector: string): Promise<void> {
  const before = await shownCount(page);
  await page.click(selector);
  await page.waitForFunction((n) => window.__probe.pages.length > n, before);
}

/** Waits until the page's main thread has been idle (twice, so idle-time work ran). */
export async function settle(page: Page): Promise<void> {
  for (let i = 0; i < 2; i++) {
    await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => done(), { timeout: 1000 })));
  }
  await page.waitForTimeout(50);
}

/** Records the requests whose URL path matches `test`. */
export function recordRequests(page: Page, test: (path: string, request: Request) => boolean): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (test(url.pathname + url.search, request)) seen.push(request);
  });
  return seen;
}

/** Requests for page chunks or the route manifest (what prefetch fetches). */
export const isRouteData = (path: string): boolean =>
  path.startsWith('/_dg/chunks/') || path.startsWith('/_dg/routes/');

export const sleep = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms));

/** The text of the page's h1. */
export const heading = (page: Page): Promise<string> => page.locator('h1').first().innerText();
