/**
 * The language switcher of a not-found page, in a real browser. On the Lintas site, an unknown
 * path's switcher offers each locale's home (it offered `/404` for the page's own locale). On
 * examples/versioned with an old path redirected in English only (to a file, so French has no
 * such redirect), a French reader who lands on
 * `/fr/docs/old-intro` is offered the English page that exists at that path: the runtime asks
 * the route manifest, on a full load and after an in-place navigation.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { build } from '@docgen/core';
import { createStaticServer, type RunningServer } from '@docgen/server';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { useBrowser, type PageOptions } from './support/browser.js';
import { REPO, lintasBuild } from './support/lintas-build.js';

const b = useBrowser();
const servers: RunningServer[] = [];
let lintas = '';
let versioned = '';
let siteDir = '';

beforeAll(async () => {
  process.env.NODE_ENV ??= 'production';
  const lintasServer = await createStaticServer({ root: await lintasBuild(), localePrefixes: ['', '/en', '/id'] });
  servers.push(lintasServer);
  lintas = lintasServer.url;

  // examples/versioned, plus a redirect the English site keeps for an old path.
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-not-found-'));
  const example = path.join(REPO, 'examples/versioned');
  for (const entry of fs.readdirSync(example)) {
    if (['node_modules', 'build', '.docgen'].includes(entry)) continue;
    fs.cpSync(path.join(example, entry), path.join(siteDir, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(example, 'node_modules'), path.join(siteDir, 'node_modules'), 'dir');
  const config = path.join(siteDir, 'docgen.config.ts');
  const text = fs.readFileSync(config, 'utf8');
  expect(text).toContain('\n  docs: {');
  // Client redirects are made in every locale, as Docusaurus' plugin does, but one whose target
  // is a file (the old introduction kept as text) leads to no page of French: English only.
  fs.writeFileSync(
    config,
    text.replace('\n  docs: {', "\n  redirects: [{ from: '/docs/old-intro', to: '/files/intro.txt' }],\n  docs: {"),
  );
  fs.mkdirSync(path.join(siteDir, 'static/files'), { recursive: true });
  fs.writeFileSync(path.join(siteDir, 'static/files/intro.txt'), 'The old introduction.\n');
  const outDir = path.join(siteDir, 'build');
  await build({ siteDir, outDir, strict: true, cache: false });
  const server = await createStaticServer({ root: outDir, localePrefixes: ['', '/fr'] });
  servers.push(server);
  versioned = server.url;
}, 300_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  if (siteDir) fs.rmSync(siteDir, { recursive: true, force: true });
});

/** The file's warm tab (a new context per page cost ~2 s of Chromium's CPU), at `url`. */
async function open(url: string, options: PageOptions = {}): Promise<Page> {
  const page = await b.tab({
    viewport: { width: 1280, height: 800 },
    allowConsoleErrors: [/status of 404/],
    ...options,
  });
  page.setDefaultTimeout(15_000);
  await page.goto(url);
  return page;
}

/** The navbar's language menu as the reader sees it once opened: label and target of each entry. */
async function languageMenu(page: Page): Promise<string[]> {
  await page.locator('header details:has(a[data-dg-locale]) > summary').click();
  const links = page.locator('header a[data-dg-locale]');
  await links.first().waitFor({ state: 'visible' });
  return links.evaluateAll((as) =>
    as.map((a) => `${(a as HTMLElement).innerText.replace(/\s+/g, ' ').trim()} → ${a.getAttribute('href')}`),
  );
}

/** The navbar's link to `locale`. */
const linkOf = (page: Page, locale: string) => page.locator(`header a[data-dg-locale="${locale}"]`);

describe('the language switcher of a not-found page', () => {
  test("on Lintas, every locale's entry goes to that locale's home, never to /404", async () => {
    for (const [asked, expected] of [
      [
        '/docs/nexiste-pas',
        ['Français page d’accueil → /', 'English page d’accueil → /en', 'Bahasa Indonesia page d’accueil → /id'],
      ],
      ['/en/nothing/here', ['Français home page → /', 'English home page → /en', 'Bahasa Indonesia home page → /id']],
      ['/id/tidak-ada', ['Français beranda → /', 'English beranda → /en', 'Bahasa Indonesia beranda → /id']],
    ] as const) {
      const page = await b.tab({ viewport: { width: 1280, height: 800 }, allowConsoleErrors: [/status of 404/] });
      const manifest = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/_docgen/routes'));
      await page.goto(lintas + asked);
      // The runtime has looked the path up in the other locales (there is no counterpart on Lintas).
      await manifest;
      await page.waitForLoadState('networkidle');
      expect(await languageMenu(page), asked).toEqual(expected);
    }
    const page = await open(`${lintas}/docs/nexiste-pas`);
    await languageMenu(page);
    await Promise.all([page.waitForURL(`${lintas}/id`), linkOf(page, 'id').click()]);
    expect(await page.getAttribute('html', 'lang')).toBe('id-ID');
    expect(await page.locator('h1').first().innerText()).toBeTruthy();
  });

  test('a path that exists in another locale is offered there (full load)', async () => {
    const page = await open(`${versioned}/fr/docs/old-intro`);
    expect(await page.getAttribute('html', 'lang')).toBe('fr-FR');
    await expect.poll(() => linkOf(page, 'en').getAttribute('href')).toBe('/docs/old-intro');
    const menu = await languageMenu(page);
    expect(menu).toEqual(['English → /docs/old-intro', expect.stringMatching(/^Français .+ → \/fr$/)]);
    await Promise.all([page.waitForURL(`${versioned}/files/intro.txt`), linkOf(page, 'en').click()]);
    expect(await page.textContent('body')).toContain('The old introduction.');
  });

  test('and after an in-place navigation to the missing path', async () => {
    const page = await open(`${versioned}/fr/docs/intro`);
    await page.waitForLoadState('networkidle');
    // A link to the old path, as another site or an old e-mail would have it.
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/fr/docs/old-intro';
      a.textContent = 'ancienne introduction';
      document.querySelector('main')!.prepend(a);
    });
    await page.getByRole('link', { name: 'ancienne introduction' }).click();
    await page.waitForFunction(() => document.documentElement.dataset.pageKind === 'notFound');
    expect(new URL(page.url()).pathname).toBe('/fr/docs/old-intro');
    await expect.poll(() => linkOf(page, 'en').getAttribute('href')).toBe('/docs/old-intro');
    expect(await linkOf(page, 'fr').getAttribute('href')).toBe('/fr/');
  });
});
