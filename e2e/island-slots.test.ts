/**
 * Content a parent island renders on the server (a component local to the page, a fence drawn by
 * the site's CodeBlock) is in the page once: the island's props only number it, and the browser
 * reads its HTML from the page (fixtures/island-weight of core). Hidden and shown again after
 * hydration, it is the same content, highlighted; no hydration error. Islands whose page object
 * another island carries hydrate with it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useBuiltSite } from './support/built-site.js';
import { useStaticServer } from './support/static-server.js';
import { watchPage } from './support/page-watch.js';

const FIXTURE = path.join(__dirname, '..', 'packages', 'core', 'test', 'fixtures', 'island-weight');
const SITE: Record<string, string> = Object.fromEntries(
  (fs.readdirSync(FIXTURE, { recursive: true }) as string[])
    .filter((rel) => fs.statSync(path.join(FIXTURE, rel)).isFile())
    .map((rel) => [rel.split(path.sep).join('/'), fs.readFileSync(path.join(FIXTURE, rel), 'utf8')]),
);

const b = useBrowser();
const site = useBuiltSite(SITE, 'docgen-e2e-island-slots-');
const server = useStaticServer(() => path.join(site.dir, 'build'));

test("a parent island's server-rendered children come back from the page's HTML", async () => {
  const page = await b.newPage();
  const { errors } = watchPage(page);
  await page.goto(`${server.url}/docs/intro`);
  await page.locator('docgen-island[data-dg-hydrated] .box').waitFor({ timeout: 30_000 });
  // Every island hydrates, those whose page object another island carries too (`data-dg-page`).
  const hydrated = page.locator('docgen-island[data-dg-island="component"][data-dg-hydrated]');
  await expect.poll(() => hydrated.count(), { timeout: 30_000 }).toBe(8);
  await page.locator('.filled button.fill').nth(5).click();
  await expect.poll(() => page.locator('.filled code').nth(5).textContent()).toContain('hello reader 6');
  const box = page.locator('.box');
  expect(await box.locator('p.local').textContent()).toBe('Local content of the page');
  await box.locator('button.toggle').click();
  await expect.poll(() => box.locator('p.local').count()).toBe(0);
  await box.locator('button.toggle').click();
  await expect.poll(() => box.locator('p.local').count()).toBe(1);
  expect(await box.locator('p.local').textContent()).toBe('Local content of the page');
  // The fence inside, highlighted by the build, is shown again as the page held it.
  expect(await box.locator('pre.shiki code').textContent()).toContain('console.log("inside the box");');
  expect(await box.locator('.dg-admonition').textContent()).toContain('A note inside the box');
  // Content the island did not render on the server comes from its props.
  const hidden = page.locator('.hidden-box');
  await page.locator('docgen-island[data-dg-hydrated] .hidden-box').waitFor();
  await hidden.locator('button.show').click();
  await expect.poll(() => hidden.locator('code').textContent()).toContain('hidden fence');
  expect(await hidden.locator('pre.shiki').count()).toBe(1);
  expect(errors).toEqual([]);
  await page.close();
});
