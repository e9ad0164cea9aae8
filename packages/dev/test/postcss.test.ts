import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DevSite } from '../src/dev-site.js';

/**
 * The dev server and a site's PostCSS plugins (Tailwind): a page edited to use a new class gets
 * the page made again and a stylesheet with the class's rule, in the same update.
 */
const REPO = path.resolve(__dirname, '../../..');
let siteDir: string;
let site: DevSite;

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
const served = (rel: string) => fs.readFileSync(path.join(site.root, rel), 'utf8');
const stylesheetOf = (page: string) =>
  served(/href="\/(assets\/css\/docgen\.[0-9a-f]+\.css)"/.exec(served(page))?.[1] ?? 'none');

beforeAll(async () => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-postcss-'));
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(siteDir, rel)), { recursive: true });
    fs.writeFileSync(path.join(siteDir, rel), text);
  }
  fs.symlinkSync(path.join(REPO, 'content', 'node_modules'), path.join(siteDir, 'node_modules'), 'dir');
  site = new DevSite({ siteDir, writeHooksDelayMs: 50 });
  const first = await site.start();
  expect(first.errors).toEqual([]);
}, 120_000);

afterAll(async () => {
  await site?.close();
  fs.rmSync(siteDir, { recursive: true, force: true });
});

describe('DevSite and the PostCSS plugins of the site', () => {
  it('writes the rules of the classes the pages use', () => {
    expect(stylesheetOf('docs/b/index.html')).toMatch(/\.tw-flex\{display:flex\}/);
    expect(stylesheetOf('docs/b/index.html')).not.toMatch(/tw-grid/);
  });

  it('a page edited to use a new class is made again, and the stylesheet has its rule', async () => {
    fs.writeFileSync(path.join(siteDir, 'docs/b.md'), '---\ntitle: B\n---\n\n<p class="tw-grid">B two</p>\n');
    const r = await site.update([path.join(siteDir, 'docs/b.md')]);
    expect(r.committed).toBe(true);
    expect(served('docs/b/index.html')).toContain('B two');
    expect(stylesheetOf('docs/b/index.html')).toMatch(/\.tw-grid\{display:grid\}/);
    expect(stylesheetOf('docs/a/index.html')).toMatch(/\.tw-grid\{display:grid\}/);
  });
});
