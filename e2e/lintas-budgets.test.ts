/**
 * Budgets of the production build of the Lintas site, in a real browser: axe-core finds no serious
 * or critical violation (light and dark), and a doc page's first-load JavaScript and weight.
 */
import { createRequire } from 'node:module';
import { createStaticServer, type RunningServer } from '@docgen/server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { lintasBuild } from './support/lintas-build.js';

const require = createRequire(import.meta.url);
const ANALYTICS = /^https:\/\/(analytics|stats)\.lintas\.example\//;

describe('accessibility and weight of the production build', () => {
  const browser = useBrowser();
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await createStaticServer({ root: await lintasBuild(), localePrefixes: ['', '/en', '/id'] });
  }, 300_000);
  afterAll(async () => server?.close());

  const axeSource = require.resolve('axe-core/axe.min.js');
  for (const [name, pathname] of [
    ['landing', '/'],
    ['doc page with tabs and code', '/en/docs/getting-started'],
    ['not-found page', '/id/nothing-here'],
  ] as const) {
    for (const mode of ['light', 'dark'] as const) {
      test(`axe-core finds no serious or critical violation: ${name}, ${mode}`, async () => {
        // axe is injected as an inline script: the test's tool, not the site, so the page's CSP is bypassed.
        const context = await browser.newContext({
          viewport: { width: 1280, height: 900 },
          allowConsoleErrors: [/404/],
          bypassCSP: true,
        });
        await context.route(ANALYTICS, (route) => route.fulfill({ status: 204, body: '' }));
        await context.addInitScript((m) => {
          try {
            localStorage.setItem('theme', m);
          } catch {
            // about:blank has no storage
          }
        }, mode);
        const page = await context.newPage();
        await page.goto(server!.url + pathname);
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

  test('first-load JavaScript of a doc page stays within 12 KB gzip, the page within 100 KB gzip', async () => {
    const { gzipSync } = await import('node:zlib');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.route(ANALYTICS, (route) => route.fulfill({ status: 204, body: '' }));
    const page = await context.newPage();
    const bodies: { type: string; bytes: Buffer }[] = [];
    page.on('response', async (r) => {
      const type = r.request().resourceType();
      if (['document', 'script', 'stylesheet'].includes(type))
        bodies.push({ type, bytes: await r.body().catch(() => Buffer.alloc(0)) });
    });
    await page.goto(`${server!.url}/en/docs/api/orders/create`, { waitUntil: 'load' });
    await page.waitForTimeout(300);
    const inline = await page.evaluate(() =>
      [...document.querySelectorAll('script:not([src]):not([type="application/json"])')]
        .map((s) => s.textContent ?? '')
        .join('\n'),
    );
    const gz = (b: Buffer | string) => gzipSync(b, { level: 9 }).length;
    const js = bodies.filter((b) => b.type === 'script').reduce((s, b) => s + gz(b.bytes), 0) + gz(inline);
    const total = bodies.reduce((s, b) => s + gz(b.bytes), 0);
    console.log(`doc page first load: JS ${js} B gzip, HTML+CSS+JS ${total} B gzip`);
    expect(js).toBeLessThanOrEqual(12 * 1024);
    expect(total).toBeLessThanOrEqual(100 * 1024);
  });
});
