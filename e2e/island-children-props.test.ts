/**
 * A site component that hydrates and reads what its children hold, as Docusaurus gives it the
 * page's elements (a terminal animation reading the code block it wraps:
 * `children.props.children.props.children`), reads the same in the browser: the slot of its
 * children carries their props (text, class names, nested elements), not only their HTML. With
 * the HTML alone, `children.props.children` was undefined, the effect threw and React removed
 * the island (meltano's install page, its `<Termy>` boxes).
 */
import path from 'node:path';
import { expect, test } from 'vitest';
import { useBrowser } from './support/browser.js';
import { useBuiltSite } from './support/built-site.js';
import { watchPage } from './support/page-watch.js';
import { useStaticServer } from './support/static-server.js';

const SITE: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'island-children-props', private: true, type: 'module' }),
  'docgen.config.ts': `export default { title: 'Terminal', url: 'https://example.com', docs: { sidebarPath: false } };
`,
  'src/components/Terminal.jsx': `import React, { useEffect, useState } from 'react';

export default function Terminal({ children }) {
  const [lines, setLines] = useState(null);
  useEffect(() => {
    const code = children.props.children.props.children;
    setLines({ language: children.props.children.props.className, lines: code.trimEnd().split('\\n') });
  }, [children]);
  if (!lines) return <div className="terminal">{children}</div>;
  return (
    <div className="terminal" data-language={lines.language}>
      <ol className="lines">{lines.lines.map((l) => <li key={l}>{l}</li>)}</ol>
    </div>
  );
}
`,
  'src/components/LinkNote.jsx': `import React, { useEffect, useState } from 'react';

export default function LinkNote({ children }) {
  const [href, setHref] = useState('');
  useEffect(() => setHref(React.Children.toArray(children.props.children)[0].props.href), [children]);
  return <div className="link-note" data-href={href}>{children}</div>;
}
`,
  'docs/intro.mdx': `import Terminal from '@site/src/components/Terminal';
import LinkNote from '@site/src/components/LinkNote';

# Intro

<Terminal>

\`\`\`bash
$ pipx install meltano
---> 100%
installed meltano
\`\`\`

</Terminal>

<LinkNote>

[The other page](./other.md)

</LinkNote>
`,
  'docs/other.md': '# Other\n',
};

const b = useBrowser();
const site = useBuiltSite(SITE, 'docgen-e2e-island-children-props-');
const server = useStaticServer(() => path.join(site.dir, 'build'));

test('an island reading its code block child gets its text and class in the browser', async () => {
  const page = await b.tab();
  const watch = watchPage(page);
  await page.goto(`${server.url}/docs/intro`);
  await page
    .locator('docgen-island[data-dg-island="component"][data-dg-hydrated]')
    .first()
    .waitFor({ timeout: 30_000 });
  await expect
    .poll(() => page.locator('.terminal .lines li').allInnerTexts())
    .toEqual(['$ pipx install meltano', '---> 100%', 'installed meltano']);
  expect(await page.locator('.terminal').getAttribute('data-language')).toBe('language-bash');
  // A link's element (docgen's Link component, a slot) reads with its props too.
  await expect.poll(() => page.locator('.link-note').getAttribute('data-href')).toBe('/docs/other');
  expect(watch.errors).toEqual([]);
});

test('before it hydrates, the page shows the highlighted code block', async () => {
  const html = await (await fetch(`${server.url}/docs/intro`)).text();
  expect(html).toMatch(/<div class="terminal"><figure class="dg-code" data-lang="bash">/);
});
