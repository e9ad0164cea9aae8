/**
 * A client module registering a mermaid icon pack (as Docusaurus sites with theme-mermaid do, for
 * flowchart icon shapes): its `import('mermaid')` is the mermaid the diagrams are drawn with, so
 * a diagram using the pack's icon draws it, not mermaid's unknown-icon mark.
 */
import path from 'node:path';
import { createStaticServer, type RunningServer } from '@docgen/server';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useBuiltSite } from './support/built-site.js';

const SITE: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'mermaid-icons-fixture', private: true, type: 'module' }),
  'docgen.config.ts': `export default {
  title: 'Icons',
  url: 'https://example.com',
  markdown: { mermaid: true },
  clientModules: ['./src/icons.js'],
};
`,
  'src/icons.js': `const icons = { prefix: 'demo', icons: { dot: { body: '<circle cx="8" cy="8" r="5" data-demo-dot="yes"/>', width: 16, height: 16 } } };
import('mermaid').then(({ default: mermaid }) => {
  mermaid.registerIconPacks([{ name: 'demo', icons }]);
  window.demoIconsRegistered = true;
});
`,
  'docs/plain.md': `# Plain

[Icons](./icons.md)
`,
  'docs/icons.md': `# Icons

\`\`\`mermaid
flowchart LR
  A@{ icon: "demo:dot", form: "square", label: "Dot" } --> B
\`\`\`
`,
};

const b = useBrowser();
const site = useBuiltSite(SITE, 'docgen-e2e-mermaid-icons-');
let server: RunningServer | undefined;
beforeAll(async () => {
  server = await createStaticServer({ root: path.join(site.dir, 'build') });
});
afterAll(async () => server?.close());

test("a client module's icon pack is the diagrams' mermaid's", async () => {
  const page = await b.newPage();
  await page.goto(`${server!.url}/docs/plain`);
  await expect
    .poll(() => page.evaluate(() => (window as { demoIconsRegistered?: boolean }).demoIconsRegistered), {
      timeout: 30_000,
    })
    .toBe(true);
  await page.locator('main p a[href="/docs/icons"]').click();
  const svg = page.locator('.dg-mermaid__diagram svg');
  await svg.first().waitFor({ timeout: 30_000 });
  expect(await svg.first().textContent()).toContain('Dot');
  expect(await page.locator('.dg-mermaid__diagram svg circle[data-demo-dot]').count()).toBe(1);
});
