import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../src/index.js';

/**
 * The theme renders a sidebar once and splices each page's marked copy in
 * (`themes/default/src/sidebar-html.ts`): every page must be byte-identical to rendering
 * the sidebar with the page. The site has what the marking touches: nested, collapsed,
 * expanded and linked categories, a non-collapsible group, an external link, two locales.
 */
let site: string;
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
  fs.writeFileSync(path.join(site, rel), text);
};
const doc = (id: string) => write(`docs/${id}.md`, `---\ntitle: ${id} "quoted" & <b>\n---\n# ${id}\n\nBody of ${id}.\n`);

beforeAll(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-splice-'));
  fs.symlinkSync(path.resolve(__dirname, '../../../content/node_modules'), path.join(site, 'node_modules'), 'dir');
  write('docgen.config.mjs', `export default { title: 'Splice', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] } };\n`);
  write(
    'sidebars.mjs',
    `export default { docs: [
      'intro',
      { type: 'category', label: 'Open', collapsed: false, items: ['a/one', 'a/two'] },
      { type: 'category', label: 'Closed', items: ['b/one', { type: 'category', label: 'Deep', items: ['b/deep/one', 'b/deep/two'] }] },
      { type: 'category', label: 'Linked', link: { type: 'doc', id: 'c/index' }, items: ['c/one'] },
      { type: 'category', label: 'Group', collapsible: false, items: ['d/one'] },
      { type: 'link', label: 'Elsewhere', href: 'https://example.com/x?a=1&b=2' },
    ] };\n`,
  );
  for (const id of ['intro', 'a/one', 'a/two', 'b/one', 'b/deep/one', 'b/deep/two', 'c/index', 'c/one', 'd/one']) doc(id);
});
afterAll(() => fs.rmSync(site, { recursive: true, force: true }));

function htmlFiles(root: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, e.name);
      if (e.isDirectory()) walk(full);
      else if (/\.(html|json)$/.test(e.name)) files.set(path.relative(root, full), fs.readFileSync(full, 'utf8'));
    }
  };
  walk(root);
  return files;
}

describe('the spliced sidebar', () => {
  it('gives every page byte for byte what rendering the sidebar with the page gives', async () => {
    const a = await build({ siteDir: site, outDir: path.join(site, 'spliced'), cache: false });
    const b = await build({ siteDir: site, outDir: path.join(site, 'full'), cache: false, spliceSidebar: false });
    // The link checker sees the sidebar's links on every page either way.
    expect(a.linksChecked).toBe(b.linksChecked);
    expect(a.diagnostics).toEqual(b.diagnostics);
    const spliced = htmlFiles(path.join(site, 'spliced'));
    const full = htmlFiles(path.join(site, 'full'));
    expect([...spliced.keys()].sort()).toEqual([...full.keys()].sort());
    for (const [file, html] of full) expect(spliced.get(file), file).toBe(html);
    // The marking is there: the active link, the opened category.
    const deep = full.get(path.join('docs', 'b', 'deep', 'two', 'index.html'))!;
    expect(deep).toMatch(/href="\/docs\/b\/deep\/two" aria-current="page"/);
    expect(deep).toMatch(/<details class="dg-sidebar__category" open="" data-dg-category="[^"]+"><summary class="dg-sidebar__summary is-active">/);
  });
});
