/**
 * A two-instance versioned site whose docs section has a plugin id of its own (`docs.id: 'cli'`,
 * as `docgen migrate docusaurus` makes of a `docs: false` preset with a second docs plugin): the
 * reader's pick in that section's version menu is stored under Docusaurus' key of the plugin id
 * (`docs-preferred-version-cli`), and a link into the section's latest docs from the other
 * section leads to the chosen version, as Docusaurus' preferred version does.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { STORAGE } from '@docgen/shared';
import { describe, expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useBuiltSite } from './support/built-site.js';
import { useStaticServer } from './support/static-server.js';

const SITE: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'docs-id-versions-fixture', private: true, type: 'module' }),
  'docgen.config.ts': `export default {
  title: 'Docs id versions',
  docs: { id: 'cli', path: 'cli', routeBasePath: 'cli', sidebarPath: false },
  docsInstances: [{ id: 'core', path: 'core', routeBasePath: 'core', sidebarPath: false }],
  navbar: {
    items: [
      { type: 'docSidebar', sidebarId: 'defaultSidebar', label: 'CLI' },
      { type: 'docSidebar', sidebarId: 'defaultSidebar', docsPluginId: 'core', label: 'Core' },
      { type: 'docsVersionDropdown', position: 'right' },
      { type: 'docsVersionDropdown', docsPluginId: 'core', position: 'right' },
    ],
  },
};
`,
  'cli/intro.md': '# CLI\n\nCLI next.\n',
  'cli_versions.json': '["2.0", "1.0"]',
  'cli_versioned_docs/version-2.0/intro.md': '# CLI\n\nCLI 2.0.\n',
  'cli_versioned_docs/version-1.0/intro.md': '# CLI\n\nCLI 1.0.\n',
  'core/intro.md': '# Core\n\nCore next. See [the CLI](/cli/intro).\n',
  'core_versions.json': '["2.0", "1.0"]',
  'core_versioned_docs/version-2.0/intro.md': '# Core\n\nCore 2.0. See [the CLI](/cli/intro).\n',
  'core_versioned_docs/version-1.0/intro.md': '# Core\n\nCore 1.0.\n',
};

const b = useBrowser();
const site = useBuiltSite(SITE, 'docgen-e2e-docs-id-versions-');
const server = useStaticServer(() => path.join(site.dir, 'build'));

async function shown(page: Page, pathname: string, text: string): Promise<void> {
  await page.waitForFunction(
    ([p, t]) => location.pathname === p && (document.querySelector('article')?.textContent ?? '').includes(t),
    [pathname, text] as const,
  );
}

const cliMenu = 'header .dg-dropdown--version[data-dg-version-menu="cli"]';

describe('versions of a docs section with a plugin id (docs.id)', () => {
  test('the version picked in its menu is stored under its plugin id and preferred from the other section', async () => {
    const context = await b.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await page.goto(`${server.url}/cli/intro`);
    await page.waitForLoadState('networkidle');
    expect(await page.getAttribute('[data-dg-region]', 'data-dg-layout')).toBe('doc:en:cli:2.0');
    await page.click(`${cliMenu} > summary`);
    await page.click(`${cliMenu} a[data-dg-version="1.0"]`);
    await shown(page, '/cli/1.0/intro', 'CLI 1.0.');
    const stored = (key: string) => page.evaluate((k) => localStorage.getItem(k), key);
    expect(await stored(STORAGE.docsVersion('cli'))).toBe('1.0');
    expect(await stored(STORAGE.docsVersion('default'))).toBeNull();

    // The other section's page links to the CLI's latest docs: the reader is sent to 1.0.
    await page.goto(`${server.url}/core/intro`);
    await page.waitForLoadState('networkidle');
    // Its CLI menu, outside the CLI's pages, is labelled with the preferred version.
    expect(await page.textContent(`${cliMenu} > summary`)).toContain('1.0');
    await page.click('article a[href="/cli/intro"]');
    await shown(page, '/cli/1.0/intro', 'CLI 1.0.');
    // So does the navbar's link to the CLI's sidebar, as Docusaurus' docSidebar item.
    await page.goto(`${server.url}/core/intro`);
    await page.waitForLoadState('networkidle');
    await page.click('header a[href="/cli/intro"]');
    await shown(page, '/cli/1.0/intro', 'CLI 1.0.');
    await context.close();
  });
});
