import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useDevSite } from './support/dev-fixture.js';

/**
 * The dev server and a site's PostCSS plugins (Tailwind): a page edited to use a new class gets
 * the page made again and a stylesheet with the class's rule, in the same update.
 */
// A stand-in for Tailwind: one rule per `tw-<display>` class found in docs/, docs/ as its dependency.
const plugin = `const fs = require('node:fs');
const path = require('node:path');
const plugin = () => ({
  postcssPlugin: 'utilities-stand-in',
  Once(root, { result, postcss }) {
    root.walkAtRules('tailwind', (rule) => {
      const dir = path.resolve('docs');
      result.messages.push({ type: 'dir-dependency', plugin: 'utilities-stand-in', dir, glob: '**/*.md', parent: result.opts.from });
      const classes = new Set();
      for (const file of fs.readdirSync(dir)) for (const m of fs.readFileSync(path.join(dir, file), 'utf8').matchAll(/tw-(flex|grid|block)/g)) classes.add(m[1]);
      rule.replaceWith([...classes].sort().map((d) => postcss.rule({ selector: '.tw-' + d, nodes: [postcss.decl({ prop: 'display', value: d })] })));
    });
  },
});
plugin.postcss = true;
module.exports = plugin;
`;

const files: Record<string, string> = {
  'package.json': '{"name":"postcss-fixture","private":true,"type":"module"}',
  'docgen.config.mjs':
    "export default { title: 'PostCSS', url: 'https://x.example', i18n: { defaultLocale: 'en', locales: ['en'] }, docs: { sidebarPath: false, homeDocId: 'a' }, customCss: ['src/css/custom.css'] };\n",
  'postcss.config.cjs': "module.exports = { plugins: [require('./utilities.cjs')] };\n",
  'utilities.cjs': plugin,
  'src/css/custom.css': '@tailwind utilities;\n',
  'docs/a.md': '---\ntitle: A\n---\n\n<div class="tw-flex">A</div>\n',
  'docs/b.md': '---\ntitle: B\n---\n\nB.\n',
};
const fixture = useDevSite('postcss', files, { writeHooksDelayMs: 50 });
const { served, write } = fixture;
const stylesheetOf = (page: string) =>
  served(/href="\/(assets\/css\/docgen\.[0-9a-f]+\.css)"/.exec(served(page))?.[1] ?? 'none');

describe('DevSite and the PostCSS plugins of the site', () => {
  it('writes the rules of the classes the pages use', () => {
    expect(stylesheetOf('docs/b/index.html')).toMatch(/\.tw-flex\{display:flex\}/);
    expect(stylesheetOf('docs/b/index.html')).not.toMatch(/tw-grid/);
  });

  it('a page edited to use a new class is made again, and the stylesheet has its rule', async () => {
    write('docs/b.md', '---\ntitle: B\n---\n\n<p class="tw-grid">B two</p>\n');
    const r = await fixture.site.update([path.join(fixture.siteDir, 'docs/b.md')]);
    expect(r.committed).toBe(true);
    expect(served('docs/b/index.html')).toContain('B two');
    expect(stylesheetOf('docs/b/index.html')).toMatch(/\.tw-grid\{display:grid\}/);
    expect(stylesheetOf('docs/a/index.html')).toMatch(/\.tw-grid\{display:grid\}/);
  });
});
