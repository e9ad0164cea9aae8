/**
 * The servers' Content-Security-Policy lets a page reach other sites over https as its host would
 * (issue 22): an embedded video or frame written in the Markdown, a script an inline script adds
 * (casdoor-website's footer loads its analytics so), an island's fetch. The policy refused all
 * four under `docgen serve`: no reading of the page's bytes can name what its scripts reach.
 * The hosts are `.invalid`, and the harness fails every request leaving 127.0.0.1: what the test
 * reads is the policy's violations, which come before any request.
 */
import { createStaticServer, type RunningServer } from '@docgen/server';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useBuiltSite } from './support/built-site.js';

// Runs first in the head: records each violation, then reaches out as a site's scripts do.
const HEAD = `window.__violations = [];
document.addEventListener('securitypolicyviolation', (e) => {
  window.__violations.push(e.violatedDirective + ' ' + e.blockedURI);
});
const added = document.createElement('script');
added.src = 'https://analytics.embed.invalid/tag.js';
document.head.appendChild(added);
fetch('https://api.embed.invalid/ip').catch(() => {});
document.documentElement.dataset.headScript = 'ran';`;

const SITE: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'csp-embeds-fixture', private: true, type: 'module' }),
  'docgen.config.ts': `export default {
  title: 'Embeds',
  url: 'https://example.com',
  docs: { sidebarPath: false },
  headTags: [{ tagName: 'script', innerHTML: ${JSON.stringify(HEAD)} }],
};
`,
  'docs/intro.md': `# Intro

A video and a demo, as authors embed them:

<iframe src="https://video.embed.invalid/embed/abc" title="A video" width="320" height="180"></iframe>

<video src="https://media.embed.invalid/clip.mp4" controls width="320"></video>
`,
};

const b = useBrowser();
const site = useBuiltSite(SITE, 'docgen-e2e-csp-embeds-');
let server: RunningServer | undefined;
beforeAll(async () => {
  server = await createStaticServer({ root: path.join(site.dir, 'build') });
});
afterAll(async () => {
  await server?.close();
});

test("a page's frames, video, added script and fetch to other sites pass the server's policy", async () => {
  // Requests leaving 127.0.0.1 fail in the harness (no network): those errors are expected, and
  // so is the refusal of the script injected at the end. A refusal of anything else fails the test.
  const context = await b.newContext({
    allowConsoleErrors: [/Failed to load resource/, /Failed to fetch/, /Executing inline script violates/],
  });
  const page = await context.newPage();
  const response = await page.goto(`${server!.url}/docs/intro`);
  const policy = response!.headers()['content-security-policy'] ?? '';
  expect(policy).toMatch(/frame-src 'self' https:/);
  expect(await page.evaluate(() => document.documentElement.dataset.headScript)).toBe('ran');
  expect(await page.locator('iframe[title="A video"]').getAttribute('src')).toBe(
    'https://video.embed.invalid/embed/abc',
  );
  expect(await page.locator('video').getAttribute('src')).toBe('https://media.embed.invalid/clip.mp4');
  // The requests were made (and failed offline) before the check: give the fetch and the frame their turn.
  await page.waitForLoadState('load');
  expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
  // What the policy still refuses: a script written into the page by anyone but its bytes.
  await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__injected = true';
    document.head.appendChild(s);
  });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations))
    .toEqual([expect.stringMatching(/^script-src(-elem)? inline$/)]);
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
});
