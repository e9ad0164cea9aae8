import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applySidebarMarks, SIDEBAR_ITEMS, type PageChunk } from '@docgen/shared';
import { build } from '../src/index.js';

/**
 * The theme renders a sidebar once and splices each page's marked copy in
 * (`themes/default/src/sidebar-html.ts`): every page must be byte-identical to rendering
 * the sidebar with the page, and every chunk, once the runtime has put its sidebar back. The site has what the marking touches: nested, collapsed,
 * expanded and linked categories, a non-collapsible group, an external link, two locales.
 */
let site: string;
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(site, rel)), { recursive: true });
  fs.writeFileSync(path.join(site, rel), text);
};
const doc = (id: string) =>
  write(`docs/${id}.md`, `---\ntitle: ${id} "quoted" & <b>\n---\n# ${id}\n\nBody of ${id}.\n`);

beforeAll(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-splice-'));
  fs.symlinkSync(path.resolve(__dirname, '../../../content/node_modules'), path.join(site, 'node_modules'), 'dir');
  write(
    'docgen.config.mjs',
    `export default { title: 'Splice', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] } };\n`,
  );
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
  for (const id of ['intro', 'a/one', 'a/two', 'b/one', 'b/deep/one', 'b/deep/two', 'c/index', 'c/one', 'd/one'])
    doc(id);
});
afterAll(() => fs.rmSync(site, { recursive: true, force: true }));

/** Every chunk of an output by route. */
const chunksOf = (files: Map<string, string>) =>
  new Map(
    [...files]
      .filter(([f]) => f.startsWith(path.join('assets', 'pages')))
      .map(([, json]) => [(JSON.parse(json) as PageChunk).path, JSON.parse(json) as PageChunk]),
  );

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
    const pages = (files: Map<string, string>) =>
      [...files.keys()].filter((f) => f.endsWith('.html') && !f.startsWith(path.join('assets', 'sidebars'))).sort();
    expect(pages(spliced)).toEqual(pages(full));
    for (const file of pages(full)) expect(spliced.get(file), file).toBe(full.get(file));
    // A doc's chunk leaves the sidebar out: its shared file with the page's marks put back is
    // the chunk of the build that renders the sidebar with the page.
    const chunks = (files: Map<string, string>) =>
      new Map(
        [...files]
          .filter(([f]) => f.startsWith(path.join('assets', 'pages')))
          .map(([, json]) => [(JSON.parse(json) as PageChunk).path, JSON.parse(json) as PageChunk]),
      );
    const splicedChunks = chunks(spliced);
    let shared = 0;
    for (const [route, chunk] of chunks(full)) {
      const own = splicedChunks.get(route)!;
      if (!own.sidebar) {
        expect(own, route).toEqual(chunk);
        continue;
      }
      shared++;
      expect(own.layout.length).toBeLessThan(chunk.layout.length);
      const items = fs.readFileSync(path.join(site, 'spliced', own.sidebar.src), 'utf8');
      const { sidebar, ...rest } = own;
      expect(
        { ...rest, layout: rest.layout.replace(SIDEBAR_ITEMS, () => applySidebarMarks(items, sidebar.marks)) },
        route,
      ).toEqual(chunk);
    }
    // Every page that has the docs sidebar, in both locales.
    expect(shared).toBe([...chunks(full).values()].filter((c) => c.layout.includes('dg-sidebar__link')).length);
    expect(shared).toBeGreaterThan(18);
    expect(fs.readdirSync(path.join(site, 'spliced', 'assets', 'sidebars'))).toHaveLength(2); // one per locale
    // The marking is there: the active link, the opened category.
    const deep = full.get(path.join('docs', 'b', 'deep', 'two', 'index.html'))!;
    expect(deep).toMatch(/href="\/docs\/b\/deep\/two" aria-current="page"/);
    expect(deep).toMatch(
      /<details class="dg-sidebar__category" open="" data-dg-category="[^"]+"><summary class="dg-sidebar__summary is-active">/,
    );
  });

  it('cuts the collapsed categories of a sidebar over `sidebar.lazyAbove` from pages, not from chunks or the link check', async () => {
    write(
      'lazy.config.mjs',
      `export default { title: 'Splice', i18n: { defaultLocale: 'en', locales: ['en', 'fr'] }, sidebar: { lazyAbove: 0 } };\n`,
    );
    const lazy = await build({
      siteDir: site,
      outDir: path.join(site, 'lazy'),
      cache: false,
      configFile: 'lazy.config.mjs',
    });
    const whole = await build({ siteDir: site, outDir: path.join(site, 'whole'), cache: false });
    // The link check sees every item of the sidebar on every page, as before.
    expect(lazy.linksChecked).toBe(whole.linksChecked);
    expect(lazy.diagnostics).toEqual(whole.diagnostics);
    const cut = htmlFiles(path.join(site, 'lazy'));
    const all = htmlFiles(path.join(site, 'whole'));
    // Chunks are the same but for the bundle's names and the shared sidebar file, whose rows are
    // compact: a page reached in place gets the whole sidebar.
    const scripts = (c: PageChunk) => ({ ...c, head: '', sidebar: c.sidebar && { ...c.sidebar, src: '' } });
    const wholeChunks = chunksOf(all);
    for (const [route, chunk] of chunksOf(cut)) expect(scripts(chunk), route).toEqual(scripts(wholeChunks.get(route)!));
    const shared = [...cut].filter(([f]) => f.startsWith(path.join('assets', 'sidebars', 'en.')));
    expect(shared).toHaveLength(1);
    for (const href of ['/docs/a/two', '/docs/b/deep/two', '/docs/c/one', '/docs/d/one'])
      expect(shared[0]![1]).toContain(`href="${href}"`);
    expect(shared[0]![1]).not.toContain('<svg');
    expect(shared[0]![1]).toContain('dg-sidebar__item--compact');
    const page = cut.get(path.join('docs', 'a', 'one', 'index.html'))!;
    const before = all.get(path.join('docs', 'a', 'one', 'index.html'))!;
    expect(page.length).toBeLessThan(before.length);
    // The site's sidebar is generated from its folders (a, b with b/deep, c with its index, d).
    // Open: the active path; the others are their summary.
    expect(page).toContain('href="/docs/a/two"');
    expect(page).toContain('<details class="dg-sidebar__category" data-dg-category="b" data-dg-lazy="">');
    expect(page).not.toContain('href="/docs/b/one"');
    expect(page).not.toContain('href="/docs/b/deep/two"');
    // Without a page of its own, it holds a link to its first page for a reader without JavaScript.
    expect(page).toContain(
      '</summary><noscript><ul class="dg-sidebar__list dg-sidebar__list--nested"><li><a class="dg-sidebar__link" href="/docs/b/deep/one">',
    );
    // A collapsed category with its own page still links there.
    expect(page).toContain('<a class="dg-sidebar__category-link" href="/docs/c">');
    expect(page).not.toContain('href="/docs/c/one"');
    // A page inside the closed category has it open.
    expect(cut.get(path.join('docs', 'b', 'deep', 'two', 'index.html'))).toContain('href="/docs/b/deep/one"');
  });
});
