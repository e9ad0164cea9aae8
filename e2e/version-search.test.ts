/**
 * Search by docs version, as Docusaurus' search facets it: a reader on a page of an older version
 * (or of `current` when it is not the latest) searches that version, of the docs section or of a
 * further one; a page of a latest version, or no doc, searches the locale's index, which holds
 * every section's latest docs and does not carry the older versions. Each older version's index
 * is fetched only from its own pages.
 */
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useBuiltSite } from './support/built-site.js';
import { search } from './support/search-dialog.js';
import { useStaticServer } from './support/static-server.js';

const SITE: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'version-search-fixture', private: true, type: 'module' }),
  'docgen.config.ts': `import { search } from '@docgen/plugin-search';
export default {
  title: 'Version search',
  docs: { sidebarPath: false },
  docsInstances: [{ id: 'community', path: 'community', routeBasePath: 'community' }],
  navbar: { items: [{ type: 'search', position: 'right' }] },
  plugins: [search()],
};
`,
  'docs/intro.md': '# Intro\n\nThe zanzibar flag of the next release.\n',
  'versions.json': '["1.0", "0.9"]',
  'versioned_docs/version-1.0/intro.md': '# Intro\n\nThe quokka option of 1.0.\n',
  'versioned_docs/version-0.9/intro.md': '# Intro\n\nThe wombat switch of 0.9.\n',
  'community/intro.md': '# Welcome\n\nCanary notes.\n',
  'community_versions.json': '["2.0", "1.0"]',
  'community_versioned_docs/version-2.0/intro.md': '# Welcome\n\nThe numbat meetups of 2.0.\n',
  'community_versioned_docs/version-1.0/intro.md': '# Welcome\n\nThe bilby meetups of 1.0.\n',
};

const b = useBrowser();
const site = useBuiltSite(SITE, 'docgen-e2e-version-search-');
const server = useStaticServer(() => path.join(site.dir, 'build'));

async function open(pathname: string): Promise<{ page: Page; requests: string[] }> {
  const page = await b.tab({ viewport: { width: 1280, height: 800 } });
  page.setDefaultTimeout(10_000);
  const requests: string[] = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  await page.goto(server.url + pathname);
  await page.keyboard.press('Control+k');
  await page.locator('dialog.dg-search').waitFor({ state: 'visible' });
  return { page, requests };
}

/** The paths of the results of `query`, once the dialog says how many there are. */
async function hits(page: Page, query: string): Promise<string[]> {
  // Emptied first: the last query's results and count are gone before this one's come.
  await page.locator('dialog.dg-search [role="combobox"]').fill('');
  await page.waitForFunction(() => !document.querySelector('dialog.dg-search [role="status"]')?.textContent);
  await search(page, query);
  const hrefs = await page.locator('dialog.dg-search a[role="option"]').all();
  const paths = await Promise.all(hrefs.map((a) => a.getAttribute('href')));
  return [...new Set(paths.map((p) => (p ?? '').split('#')[0]!))];
}

const versionIndex = (requests: string[]) => requests.filter((p) => /^\/assets\/search\/en-[^/]+\.json$/.test(p));

describe('search by docs version', () => {
  test('a latest-version page searches every section’s latest docs, and no older version', async () => {
    const { page, requests } = await open('/docs/intro');
    expect(await hits(page, 'quokka')).toEqual(['/docs/intro']);
    expect(await hits(page, 'numbat')).toEqual(['/community/intro']);
    expect(await hits(page, 'wombat')).toEqual([]);
    expect(await hits(page, 'zanzibar')).toEqual([]);
    expect(await hits(page, 'bilby')).toEqual([]);
    expect(versionIndex(requests)).toEqual([]);
  });

  test('a page of an older version searches that version', async () => {
    const { page, requests } = await open('/docs/0.9/intro');
    expect(await hits(page, 'wombat')).toEqual(['/docs/0.9/intro']);
    expect(await hits(page, 'quokka')).toEqual([]);
    expect(versionIndex(requests)).toEqual([
      expect.stringMatching(/^\/assets\/search\/en-default-0\.9\.[0-9a-f]+\.json$/),
    ]);
  });

  test('current, when it is not the latest, and a further section’s older version have theirs', async () => {
    const next = await open('/docs/next/intro');
    expect(await hits(next.page, 'zanzibar')).toEqual(['/docs/next/intro']);
    const community = await open('/community/1.0/intro');
    expect(await hits(community.page, 'bilby')).toEqual(['/community/1.0/intro']);
    expect(await hits(community.page, 'numbat')).toEqual([]);
    expect(versionIndex(community.requests)).toEqual([
      expect.stringMatching(/^\/assets\/search\/en-community-1\.0\.[0-9a-f]+\.json$/),
    ]);
  });
});
