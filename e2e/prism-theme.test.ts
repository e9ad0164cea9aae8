/**
 * A site component that highlights with Prism (`usePrismTheme()`, as a CodeBlock swizzled with
 * prism-react-renderer's `<Highlight>`: supertokens and many Docusaurus sites) gets the config's
 * `themeConfig.prism.theme`, and `darkTheme` in dark mode (issue 22). The server HTML is of no
 * mode: a token's colour follows the reader's toggle, before and after hydration.
 */
import path from 'node:path';
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useBuiltSite } from './support/built-site.js';
import { useStaticServer } from './support/static-server.js';
import { watchPage } from './support/page-watch.js';
import { DOM } from '@docgen/shared';

const theme = (keyword: string, plain: string, background: string) => ({
  plain: { color: plain, backgroundColor: background },
  styles: [
    { types: ['comment'], style: { color: 'rgb(100, 100, 100)', fontStyle: 'italic' } },
    { types: ['keyword'], style: { color: keyword } },
  ],
});

const SITE: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'prism-theme-fixture', private: true, type: 'module' }),
  'docgen.config.ts': `export default {
  title: 'Prism',
  url: 'https://example.com',
  docs: { sidebarPath: false },
  docusaurusSiteConfig: {
    themeConfig: {
      prism: {
        theme: ${JSON.stringify(theme('rgb(1, 2, 3)', 'rgb(10, 10, 10)', 'rgb(250, 250, 250)'))},
        darkTheme: ${JSON.stringify(theme('rgb(200, 100, 50)', 'rgb(240, 240, 240)', 'rgb(20, 20, 20)'))},
      },
    },
  },
};
`,
  'docs/intro.mdx': `# Intro

import Tokens from '@site/src/components/Tokens';

<Tokens />
`,
  'src/components/Tokens.js': `import React, { useState } from 'react';
import { usePrismTheme } from '@docusaurus/theme-common';

const styleOf = (theme, type) =>
  Object.assign({}, ...theme.styles.filter((s) => s.types.includes(type)).map((s) => s.style));

export default function Tokens() {
  const [clicks, setClicks] = useState(0);
  const theme = usePrismTheme();
  return (
    <pre className="prism" style={theme.plain} onClick={() => setClicks(clicks + 1)}>
      <span className="token keyword" style={styleOf(theme, 'keyword')}>const</span>
      <span className="token comment" style={styleOf(theme, 'comment')}>// {clicks}</span>
    </pre>
  );
}
`,
};

const b = useBrowser();
const site = useBuiltSite(SITE, 'docgen-e2e-prism-theme-');
const server = useStaticServer(() => path.join(site.dir, 'build'));

test("a component's Prism tokens take the theme of the colour mode, and follow the toggle", async () => {
  const page = await b.newPage();
  const { errors } = watchPage(page);
  await page.goto(`${server.url}/docs/intro`);
  const keyword = page.locator('.token.keyword');
  const colour = () => keyword.evaluate((el) => getComputedStyle(el).color);
  const background = () => page.locator('pre.prism').evaluate((el) => getComputedStyle(el).backgroundColor);
  // The server's HTML, before hydration.
  expect(await colour()).toBe('rgb(1, 2, 3)');
  await page.locator('docgen-island[data-dg-hydrated] pre.prism').waitFor({ timeout: 30_000 });
  expect(await colour()).toBe('rgb(1, 2, 3)');
  expect(await background()).toBe('rgb(250, 250, 250)');
  expect(await page.locator('.token.comment').evaluate((el) => getComputedStyle(el).fontStyle)).toBe('italic');
  await page.locator(`[${DOM.colorToggle}]`).first().click();
  await expect.poll(() => page.getAttribute('html', 'data-theme')).toBe('dark');
  await expect.poll(colour).toBe('rgb(200, 100, 50)');
  expect(await background()).toBe('rgb(20, 20, 20)');
  // A state change renders the tokens again, with the same colours.
  await page.locator('pre.prism').click();
  await expect.poll(() => page.locator('.token.comment').textContent()).toBe('// 1');
  expect(await colour()).toBe('rgb(200, 100, 50)');
  expect(errors).toEqual([]);
  await page.close();
});
