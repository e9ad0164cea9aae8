/**
 * Budgets of the production build of the Lintas site, in a real browser: axe-core finds no serious
 * or critical violation (light and dark), and each page type's first-load JavaScript and weight.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createStaticServer, type RunningServer } from '@docgen/server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { lintasBuild, REPO } from './support/lintas-build.js';

const require = createRequire(import.meta.url);
const ANALYTICS = /^https:\/\/(analytics|stats)\.lintas\.example\//;
const FIRST_LOAD_FILE = path.join(REPO, 'e2e', 'lintas-first-load.json');
/** A page of each kind the site has; `DOCGEN_UPDATE_FIRST_LOAD=1` records their figures again. */
const PAGE_TYPES = [
  ['landing page', '/'],
  ['doc page with tabs', '/en/docs/getting-started'],
  ['API reference page', '/en/docs/api/orders/create'],
  ['markdown page', '/id/markdown-page'],
  ['not-found page', '/en/nothing-here'],
] as const;

describe('accessibility and weight of the production build', () => {
  const browser = useBrowser();
  let server: RunningServer | undefined;
  // What each page type ships today, recorded in lintas-first-load.json: a change that makes a
  // page ship more JavaScript fails here, however far it stays from the 12 KB budget.
  const recorded = JSON.parse(fs.readFileSync(FIRST_LOAD_FILE, 'utf8')) as Record<string, number>;
  const measured: Record<string, number> = {};
  beforeAll(async () => {
    server = await createStaticServer({ root: await lintasBuild(), localePrefixes: ['', '/en', '/id'] });
  }, 300_000);
  afterAll(async () => {
    await server?.close();
    if (process.env.DOCGEN_UPDATE_FIRST_LOAD === '1' && Object.keys(measured).length === PAGE_TYPES.length)
      fs.writeFileSync(FIRST_LOAD_FILE, `${JSON.stringify(measured, null, 2)}\n`);
  });

  const axeSource = require.resolve('axe-core/axe.min.js');
  for (const [name, pathname] of [
    ['landing', '/'],
    ['doc page with tabs and code', '/en/docs/getting-started'],
    ['not-found page', '/id/nothing-here'],
  ] as const) {
    for (const mode of ['light', 'dark'] as const) {
      test(`axe-core finds no serious or critical violation: ${name}, ${mode}`, async () => {
        // axe is injected as an inline script: the test's tool, not the site, so the page's CSP is
        // bypassed. The file's warm tab for all six (a new context cost ~1 s more of Chromium's CPU
        // than a load); the dark mode is the stored choice, read as the page loads again.
        const page = await browser.tab({
          viewport: { width: 1280, height: 900 },
          allowConsoleErrors: [/404/],
          bypassCSP: true,
        });
        await page.context().route(ANALYTICS, (route) => route.fulfill({ status: 204, body: '' }));
        await page.goto(server!.url + pathname);
        if (mode === 'dark') {
          await page.evaluate(() => localStorage.setItem('theme', 'dark'));
          await page.reload();
        }
        expect(await page.getAttribute('html', 'data-theme')).toBe(mode);
        await page.addScriptTag({ path: axeSource });
        const violations = await page.evaluate(async () => {
          const result = await (
            window as unknown as {
              axe: {
                run(
                  ctx: Document,
                  o: object,
                ): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
              };
            }
          ).axe.run(document, {
            resultTypes: ['violations'],
          });
          return result.violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map(
              (v) =>
                `${v.id}: ${v.nodes
                  .slice(0, 3)
                  .map((n) => n.target.join(' '))
                  .join(', ')}`,
            );
        });
        expect(violations).toEqual([]);
      });
    }
  }

  for (const [type, pathname] of PAGE_TYPES) {
    test(`first-load JavaScript of the ${type} is no more than recorded, within 12 KB gzip`, async () => {
      const { js, total } = await firstLoad(pathname);
      measured[type] = js;
      console.log(
        `${type} (${pathname}) first load: JS ${js} B gzip (recorded ${recorded[type]}), all ${total} B gzip`,
      );
      if (process.env.DOCGEN_UPDATE_FIRST_LOAD !== '1') {
        expect(recorded[type], `no figure recorded for the ${type} in ${FIRST_LOAD_FILE}`).toBeTypeOf('number');
        expect(js).toBeLessThanOrEqual(recorded[type]!);
      }
      expect(js).toBeLessThanOrEqual(12 * 1024);
      expect(total).toBeLessThanOrEqual(100 * 1024);
    });
  }

  /** Gzip bytes (level 9) of the JavaScript and of all the HTML, CSS and JS a page loads until its load event. */
  async function firstLoad(pathname: string): Promise<{ js: number; total: number }> {
    // The not-found page answers 404, which the browser logs as an error.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, allowConsoleErrors: [/404/] });
    await context.route(ANALYTICS, (route) => route.fulfill({ status: 204, body: '' }));
    const page = await context.newPage();
    const bodies: Promise<{ type: string; bytes: Buffer }>[] = [];
    let loaded = false;
    page.on('load', () => {
      loaded = true;
    });
    page.on('response', (r) => {
      const type = r.request().resourceType();
      if (!loaded && ['document', 'script', 'stylesheet'].includes(type))
        bodies.push(
          r.body().then(
            (bytes) => ({ type, bytes }),
            () => ({ type, bytes: Buffer.alloc(0) }),
          ),
        );
    });
    await page.goto(server!.url + pathname, { waitUntil: 'load' });
    const inline = await page.evaluate(() =>
      [...document.querySelectorAll('script:not([src]):not([type="application/json"])')]
        .map((s) => s.textContent ?? '')
        .join('\n'),
    );
    const all = await Promise.all(bodies);
    await context.close();
    const gz = (b: Buffer | string) => gzipSync(b, { level: 9 }).length;
    const js = all.filter((b) => b.type === 'script').reduce((s, b) => s + gz(b.bytes), 0) + gz(inline);
    return { js, total: all.reduce((s, b) => s + gz(b.bytes), 0) };
  }
});
