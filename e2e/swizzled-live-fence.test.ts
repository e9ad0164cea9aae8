/**
 * A live fence drawn by the site's swizzled CodeBlock (issue 22), as zedux's runs its examples:
 * the component reads the fence's own meta keys (`ecosystemId=…`), is rendered on the server, and
 * hydrates as an island, so its button works in the browser. No console error (no hydration
 * mismatch), and no react-live: the site's block draws it, not docgen's playground.
 */
import path from 'node:path';
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useBuiltSite } from './support/built-site.js';
import { useStaticServer } from './support/static-server.js';
import { watchPage } from './support/page-watch.js';

const SITE: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'swizzled-live-fence-fixture', private: true, type: 'module' }),
  'docgen.config.ts': `export default { title: 'Live', url: 'https://example.com', docs: { sidebarPath: false }, markdown: { liveCodeBlocks: true } };
`,
  'docs/intro.mdx': `# Intro

\`\`\`tsx live ecosystemId=counter resultVar=Counter
const start = 1
\`\`\`
`,
  'src/theme/CodeBlock/index.js': `import React, { useState } from 'react';
import CodeBlock from '@theme-init/CodeBlock';

export default function Sandbox(props) {
  const [runs, setRuns] = useState(0);
  if (!props.live) return <CodeBlock {...props} />;
  const meta = Object.fromEntries(props.metastring.split(' ').map((s) => s.split('=')));
  return (
    <div className="sandbox" data-ecosystem={meta.ecosystemId}>
      <button className="run" onClick={() => setRuns(runs + 1)}>{meta.resultVar} ran {runs}</button>
      <pre>{props.children}</pre>
    </div>
  );
}
`,
};

const b = useBrowser();
const site = useBuiltSite(SITE, 'docgen-e2e-swizzled-live-fence-');
const server = useStaticServer(() => path.join(site.dir, 'build'));

test("a live fence drawn by the site's swizzled CodeBlock hydrates and runs its own way", async () => {
  const page = await b.newPage();
  const { errors } = watchPage(page);
  await page.goto(`${server.url}/docs/intro`);
  await page.locator('docgen-island[data-dg-hydrated] .sandbox').waitFor({ timeout: 30_000 });
  const sandbox = page.locator('.sandbox');
  expect(await sandbox.getAttribute('data-ecosystem')).toBe('counter');
  expect(await sandbox.locator('pre').textContent()).toBe('const start = 1\n');
  expect(await sandbox.locator('button.run').textContent()).toBe('Counter ran 0');
  await sandbox.locator('button.run').click();
  await expect.poll(() => sandbox.locator('button.run').textContent()).toBe('Counter ran 1');
  expect(await page.locator('.dg-playground').count()).toBe(0);
  expect(errors).toEqual([]);
});
