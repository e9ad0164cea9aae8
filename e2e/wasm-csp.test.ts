/**
 * `docgen serve`'s Content-Security-Policy lets a page's scripts compile WebAssembly (issue 22):
 * real sites' islands do (Babel's REPL highlights with shiki's Oniguruma engine), and a host
 * without a policy runs them. The page's own head script compiles a module and says how it went.
 */
import { createStaticServer, type RunningServer } from '@docgen/server';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useBuiltSite } from './support/built-site.js';

// The smallest module (the magic number and the version); and JavaScript eval, which stays refused.
const COMPILE = `try { document.documentElement.dataset.eval = String(new Function('return 1')()); }
catch (e) { document.documentElement.dataset.eval = e.name; }
WebAssembly.compile(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0])).then(
  () => { document.documentElement.dataset.wasm = 'compiled'; },
  (e) => { document.documentElement.dataset.wasm = 'refused: ' + e.message; });`;

const SITE: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'wasm-csp-fixture', private: true, type: 'module' }),
  'docgen.config.ts': `export default {
  title: 'Wasm',
  url: 'https://example.com',
  docs: { sidebarPath: false },
  headTags: [{ tagName: 'script', innerHTML: ${JSON.stringify(COMPILE)} }],
};
`,
  'docs/intro.md': '# Intro\n\nA page.\n',
};

const b = useBrowser();
const site = useBuiltSite(SITE, 'docgen-e2e-wasm-csp-');
let server: RunningServer | undefined;
beforeAll(async () => {
  server = await createStaticServer({ root: path.join(site.dir, 'build') });
});
afterAll(async () => {
  await server?.close();
});

test("a page's script compiles WebAssembly under the server's policy, and may still not eval", async () => {
  // The eval below is refused with a console error; any other error fails the test.
  const context = await b.newContext({ allowConsoleErrors: [/Refused to evaluate a string as JavaScript/] });
  const page = await context.newPage();
  const response = await page.goto(`${server!.url}/docs/intro`);
  const policy = response!.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
  expect(policy).not.toContain("'unsafe-eval'");
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.wasm)).toBe('compiled');
  // The keyword allows WebAssembly alone: eval in the page's own script is still refused.
  expect(await page.evaluate(() => document.documentElement.dataset.eval)).toBe('EvalError');
});
