/**
 * A site's swizzled `@theme/CodeBlock` draws every code fence, as Docusaurus' MDX map has it
 * (issue 22): supertokens' fills `^{placeholders}` of its examples from what a reader chose. One
 * that needs the browser is an island per fence; the block stays highlighted through hydration
 * (the browser takes the server's HTML: no mismatch, a console error fails the test), and code
 * the island changes afterwards is drawn again.
 */
import path from 'node:path';
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useBuiltSite } from './support/built-site.js';
import { useStaticServer } from './support/static-server.js';
import { watchPage } from './support/page-watch.js';

const SITE: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'swizzled-code-block-fixture', private: true, type: 'module' }),
  'docgen.config.ts': `export default { title: 'CodeBlock', url: 'https://example.com', docs: { sidebarPath: false } };
`,
  'docs/intro.md': `# Intro

Inline \`code\` stays inline.

\`\`\`js title="hello.js"
console.log("hello ^{name}");
\`\`\`
`,
  'src/theme/CodeBlock/index.js': `import React, { useState } from 'react';
import CodeBlock from '@theme-original/CodeBlock';

export default function FilledCodeBlock({ children, ...props }) {
  const [name, setName] = useState('world');
  const text = typeof children === 'string' ? children.replaceAll('^{name}', name) : children;
  return (
    <div className="filled">
      <button className="fill" onClick={() => setName('reader')}>fill</button>
      <CodeBlock {...props}>{text}</CodeBlock>
    </div>
  );
}
`,
};

const b = useBrowser();
const site = useBuiltSite(SITE, 'docgen-e2e-swizzled-code-block-');
const server = useStaticServer(() => path.join(site.dir, 'build'));

test("a fence drawn by the site's swizzled CodeBlock hydrates highlighted and redraws what it changes", async () => {
  const page = await b.newPage();
  const { errors } = watchPage(page);
  await page.goto(`${server.url}/docs/intro`);
  await page.locator('docgen-island[data-dg-hydrated] .filled').waitFor({ timeout: 30_000 });
  const block = page.locator('.filled figure.dg-code');
  expect(await block.locator('figcaption').textContent()).toBe('hello.js');
  // Highlighted by the build, and still so once hydrated.
  expect(await block.locator('pre.shiki').count()).toBe(1);
  expect(await block.locator('code').textContent()).toContain('console.log("hello world");');
  await page.locator('.filled button.fill').click();
  await expect.poll(() => block.locator('code').textContent()).toContain('console.log("hello reader");');
  expect(await block.locator('figcaption').textContent()).toBe('hello.js');
  // Inline code is not a block: not the site's CodeBlock.
  expect(await page.locator('p code').first().textContent()).toBe('code');
  expect(errors).toEqual([]);
});
