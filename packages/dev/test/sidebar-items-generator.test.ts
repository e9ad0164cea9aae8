import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DevSite } from '../src/dev-site.js';

/**
 * The dev server runs the docs' `sidebarItemsGenerator` in the same sidebar step as a full build:
 * an edit that moves a doc (its front matter) or retitles it (its h1) makes the sidebar again
 * with the generator, which sees the new positions and titles.
 */
const REPO = path.resolve(__dirname, '../../..');
let siteDir: string;
let site: DevSite;

const files: Record<string, string> = {
  'package.json': '{"name":"dev-items-generator","private":true,"type":"module"}',
  // Reversed, and each doc labelled with the title the generator is given.
  'docgen.config.ts': `export default {
  title: 'Generator',
  docs: {
    sidebarPath: false,
    sidebarItemsGenerator: async ({ defaultSidebarItemsGenerator, ...args }) => {
      const titles = new Map(args.docs.map((d) => [d.id, d.title]));
      const items = await defaultSidebarItemsGenerator(args);
      return items.reverse().map((item) => ({ ...item, label: \`gen: \${titles.get(item.id)}\` }));
    },
  },
};
`,
  'docs/a.md': '---\nsidebar_position: 1\n---\n\n# Alpha\n',
  'docs/b.md': '---\nsidebar_position: 2\n---\n\n# Bravo\n',
  'docs/c.md': '---\nsidebar_position: 3\n---\n\n# Charlie\n',
};
const write = (rel: string, text: string) => fs.writeFileSync(path.join(siteDir, rel), text);
const served = (rel: string) => fs.readFileSync(path.join(site.root, rel), 'utf8');
/** The sidebar's doc links of a served page, in order. */
const sidebarOf = (rel: string) =>
  [...served(rel).matchAll(/class="dg-sidebar__link" href="([^"]+)"[^>]*>([^<]*)</g)].map((m) => `${m[1]} ${m[2]}`);

beforeAll(async () => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-dev-generator-'));
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(siteDir, rel)), { recursive: true });
    write(rel, text);
  }
  fs.symlinkSync(path.join(REPO, 'content', 'node_modules'), path.join(siteDir, 'node_modules'), 'dir');
  site = new DevSite({ siteDir });
  const first = await site.start();
  expect(first.errors).toEqual([]);
}, 120_000);

afterAll(async () => {
  await site?.close();
  fs.rmSync(siteDir, { recursive: true, force: true });
});

describe('sidebarItemsGenerator in the dev server', () => {
  it('makes the first sidebar', () => {
    expect(sidebarOf('docs/a/index.html')).toEqual([
      '/docs/c gen: Charlie',
      '/docs/b gen: Bravo',
      '/docs/a gen: Alpha',
    ]);
  });

  it('runs again when an edit moves a doc', async () => {
    write('docs/a.md', '---\nsidebar_position: 9\n---\n\n# Alpha\n');
    const r = await site.update([path.join(siteDir, 'docs/a.md')]);
    expect(r.errors).toEqual([]);
    expect(sidebarOf('docs/b/index.html')).toEqual([
      '/docs/a gen: Alpha',
      '/docs/c gen: Charlie',
      '/docs/b gen: Bravo',
    ]);
  });

  it('runs again when an edit retitles a doc (its h1)', async () => {
    write('docs/b.md', '---\nsidebar_position: 2\n---\n\n# Bravo two\n');
    const r = await site.update([path.join(siteDir, 'docs/b.md')]);
    expect(r.errors).toEqual([]);
    expect(sidebarOf('docs/c/index.html')).toContain('/docs/b gen: Bravo two');
  });
});
