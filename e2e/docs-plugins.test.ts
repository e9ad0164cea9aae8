/**
 * Docusaurus' docs hooks in an island of a site with two docs sections (issue 22), in a real
 * browser: after hydration the island sees the section of the page it is on (`useActivePlugin`
 * by the longest root holding the path, `useActiveDocContext` of that plugin, `useDocsVersion`),
 * the same as its server render (a mismatch would fail the test as a console error).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useBuiltSite } from './support/built-site.js';
import { useStaticServer } from './support/static-server.js';

const SITE: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'docs-plugins-fixture', private: true, type: 'module' }),
  'docgen.config.ts': `import { defineConfig } from '@docgen/core';
export default defineConfig({
  title: 'Sections',
  i18n: { defaultLocale: 'en', locales: ['en'] },
  docs: { sidebarPath: false },
  docsInstances: [{ id: 'community', path: 'community', routeBasePath: 'docs/community' }],
});
`,
  'src/components/Section.tsx': `import { useEffect, useState } from 'react';
import { useActiveDocContext, useActivePlugin, useDocsVersion } from '@docusaurus/plugin-content-docs/client';

export default function Section() {
  const plugin = useActivePlugin();
  const { activeDoc } = useActiveDocContext(plugin?.pluginId);
  const version = useDocsVersion();
  const [where, setWhere] = useState('server');
  useEffect(() => setWhere('browser'), []);
  return (
    <p className="section">
      {\`\${where}: \${plugin?.pluginId} \${activeDoc?.id} \${version.pluginId}/\${version.version}\`}
    </p>
  );
}
`,
  'docs/intro.mdx': `# Intro

import Section from '@site/src/components/Section';

<Section />
`,
  'community/guide.mdx': `# Guide

import Section from '@site/src/components/Section';

<Section />
`,
};

const b = useBrowser();
const site = useBuiltSite(SITE, 'docgen-e2e-docs-plugins-');
const server = useStaticServer(() => path.join(site.dir, 'build'));

describe('an island reading the docs hooks', () => {
  for (const [url, section] of [
    ['/docs/intro', 'default intro default/current'],
    ['/docs/community/guide', 'community guide community/current'],
  ] as const)
    test(`on ${url} sees its own section, on the server and after hydration`, async () => {
      const html = fs.readFileSync(path.join(site.dir, 'build', url, 'index.html'), 'utf8');
      expect(html).toContain(`<p class="section">server: ${section}</p>`);
      const page = await b.newPage();
      await page.goto(`${server.url}${url}`);
      await page.locator('docgen-island[data-dg-island="component"][data-dg-hydrated]').waitFor({ timeout: 30_000 });
      await expect.poll(() => page.locator('p.section').textContent()).toBe(`browser: ${section}`);
    });
});
