/**
 * Docusaurus' `@generated/…` modules in a real browser, on a site of two locales: a component
 * island that reads the config's custom fields as its module loads (a fetch's base URL) and the
 * locale and code translations as it renders hydrates with the server's text (a hydration
 * mismatch is a console error), and a client module reads the config and the URL's locale.
 */
import path from 'node:path';
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useBuiltSite } from './support/built-site.js';
import { watchPage } from './support/page-watch.js';
import { useStaticServer } from './support/static-server.js';

const SITE: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'generated-modules-fixture', private: true, type: 'module' }),
  'docgen.config.ts': `export default {
  title: 'Acme',
  url: 'https://acme.example',
  docs: { sidebarPath: false },
  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  customFields: { apiUrl: 'https://api.acme.example/' },
  clientModules: ['./src/client.js'],
};
`,
  'src/client.js': `import siteConfig from '@generated/docusaurus.config';
import i18n from '@generated/i18n';

export function onRouteDidUpdate() {
  document.documentElement.dataset.api = siteConfig.customFields.apiUrl + ' ' + i18n.currentLocale;
}
`,
  'src/components/Ask.js': `import React, { useState } from 'react';
import siteConfig from '@generated/docusaurus.config';
import i18n from '@generated/i18n';
import codeTranslations from '@generated/codeTranslations';

const API = siteConfig.customFields.apiUrl.replace(/\\/$/, '');

export default function Ask() {
  const [url, setUrl] = useState('');
  return (
    <button id="ask" type="button" onClick={() => setUrl(API + '/ask')}>
      {codeTranslations['ask.label'] ?? 'Ask'} ({i18n.currentLocale}) {url}
    </button>
  );
}
`,
  'docs/intro.mdx': `# Intro

import Ask from '@site/src/components/Ask';

<Ask />
`,
  'i18n/fr/code.json': JSON.stringify({ 'ask.label': { message: 'Demander' } }),
};

const b = useBrowser();
const site = useBuiltSite(SITE, 'docgen-e2e-generated-modules-');
const server = useStaticServer(() => path.join(site.dir, 'build'));

test.each([
  ['/fr/docs/intro', 'Demander (fr)', 'fr'],
  ['/docs/intro', 'Ask (en)', 'en'],
])('%s hydrates with the generated modules of its locale', async (route, label, locale) => {
  const page = await b.newPage();
  const { errors } = watchPage(page);
  await page.goto(`${server.url}${route}`);
  const island = page.locator('docgen-island[data-dg-island="component"][data-dg-hydrated]');
  await expect.poll(() => island.count(), { timeout: 30_000 }).toBe(1);
  const button = page.locator('#ask');
  expect((await button.textContent())?.trim()).toBe(label);
  await button.click();
  await expect.poll(async () => (await button.textContent())?.trim()).toBe(`${label} https://api.acme.example/ask`);
  await expect
    .poll(() => page.evaluate(() => document.documentElement.dataset.api))
    .toBe(`https://api.acme.example/ ${locale}`);
  expect(errors).toEqual([]);
  await page.close();
});
