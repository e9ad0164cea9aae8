/**
 * Live code blocks (`markdown.liveCodeBlocks`, Docusaurus' theme-live-codeblock): a ```jsx live
 * fence of an MDX page is an editor and the code's result. The result runs in the browser; the
 * reader clicks in it and edits the code, and the result follows. The code names what the site's
 * own `src/theme/ReactLiveScope` adds; a page's own `<Playground scope>` runs with its scope. A
 * page without either loads none of it.
 */
import path from 'node:path';
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useBuiltSite } from './support/built-site.js';
import { useStaticServer } from './support/static-server.js';

const SITE: Record<string, string> = {
  'docgen.config.ts': `export default {
  title: 'Live',
  url: 'https://example.com',
  docs: { sidebarPath: false },
  markdown: { liveCodeBlocks: true },
  liveCodeBlock: { playgroundPosition: 'top' },
};
`,
  'src/theme/ReactLiveScope/index.js': `import React from 'react';
function Badge({ children }) {
  return <strong className="scope-badge">{children}</strong>;
}
export default { React, ...React, Badge };
`,
  'docs/intro.mdx': `# Intro

A counter:

\`\`\`jsx live
function Counter() {
  const [n, setN] = useState(0);
  return <button type="button" onClick={() => setN(n + 1)}>Clicked {n}</button>;
}
\`\`\`

A component of the site's scope:

\`\`\`jsx live
<Badge>from the scope</Badge>
\`\`\`

A plain block, see [other](./other.mdx):

\`\`\`js
const plain = true;
\`\`\`
`,
  'docs/other.mdx': '# Other\n\n```jsx\nconst notLive = 1;\n```\n',
  'src/components/Star.js': `import React from 'react';
export default function Star({ n }) {
  return <span className="star">{'*'.repeat(n)}</span>;
}
`,
  'docs/own.mdx': `import Playground from '@theme/Playground';
import Star from '@site/src/components/Star';

# Own playground

<Playground scope={{ Star }}>{\`<Star n={3} />\`}</Playground>
`,
};

const b = useBrowser();
const site = useBuiltSite(SITE, 'docgen-e2e-live-code-');
const server = useStaticServer(() => path.join(site.dir, 'build'));

test('a live block runs its code, the result answers clicks and follows edits', async () => {
  const page = await b.newPage();
  await page.goto(`${server.url}/docs/intro`);
  const counter = page.locator('.dg-playground').first();
  // The result first, as playgroundPosition says; the code in the editor.
  expect(await counter.locator('.dg-playground__header').allInnerTexts()).toEqual(['RESULT', 'LIVE EDITOR']);
  expect(await counter.locator('.dg-playground__editor').innerText()).toContain('const [n, setN] = useState(0);');
  const button = counter.locator('.dg-playground__preview button');
  await expect.poll(() => button.textContent()).toBe('Clicked 0');
  await button.click();
  await expect.poll(() => button.textContent()).toBe('Clicked 1');
  // An edit of the code gives a new result.
  await counter.locator('.dg-playground__editor pre').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('<em className="edited">Edited here</em>');
  await expect.poll(() => counter.locator('.dg-playground__preview em.edited').textContent()).toBe('Edited here');
  // A mistake is shown, not thrown.
  await page.keyboard.type('<');
  await expect.poll(() => counter.locator('.dg-playground__error').count()).toBe(1);
  // The site's own scope.
  const scoped = page.locator('.dg-playground').nth(1);
  await expect.poll(() => scoped.locator('.scope-badge').textContent()).toBe('from the scope');
  // A plain fence stays a code block.
  expect(await page.locator('figure.dg-code[data-lang="javascript"]').count()).toBe(1);
});

test("a page's own playground runs with the scope it gives", async () => {
  const page = await b.tab();
  await page.goto(`${server.url}/docs/own`);
  await expect.poll(() => page.locator('.dg-playground__preview .star').textContent()).toBe('***');
  await page.locator('.dg-playground__editor pre').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('<Star n={5} />');
  await expect.poll(() => page.locator('.dg-playground__preview .star').textContent()).toBe('*****');
});

test('the server draws the code and a placeholder; a page without a live block loads no editor', async () => {
  const page = await b.newPage({ javaScriptEnabled: false });
  await page.goto(`${server.url}/docs/intro`);
  const counter = page.locator('.dg-playground').first();
  expect(await counter.locator('.dg-playground__editor').innerText()).toContain('Clicked {n}');
  expect(await counter.locator('.dg-playground__loading').count()).toBe(1);

  const reader = await b.newPage();
  const scripts: string[] = [];
  reader.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await reader.goto(`${server.url}/docs/other`);
  await reader.waitForLoadState('networkidle');
  expect(await reader.locator('.dg-playground, docgen-island').count()).toBe(0);
  expect(scripts.some((s) => s.includes('/islands/'))).toBe(false);
  expect(await reader.locator('figure.dg-code[data-lang="jsx"]').count()).toBe(1);
});
