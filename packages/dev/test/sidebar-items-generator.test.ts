import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useDevSite } from './support/dev-fixture.js';

/**
 * The dev server runs the docs' `sidebarItemsGenerator` in the same sidebar step as a full build:
 * an edit that moves a doc (its front matter) or retitles it (its h1) makes the sidebar again
 * with the generator, which sees the new positions and titles.
 */
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
const fixture = useDevSite('dev-generator', files);
const { write, served } = fixture;
/** The sidebar's doc links of a served page, in order. */
const sidebarOf = (rel: string) =>
  [...served(rel).matchAll(/class="dg-sidebar__link" href="([^"]+)"[^>]*>([^<]*)</g)].map((m) => `${m[1]} ${m[2]}`);

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
    const r = await fixture.site.update([path.join(fixture.siteDir, 'docs/a.md')]);
    expect(r.errors).toEqual([]);
    expect(sidebarOf('docs/b/index.html')).toEqual([
      '/docs/a gen: Alpha',
      '/docs/c gen: Charlie',
      '/docs/b gen: Bravo',
    ]);
  });

  it('runs again when an edit retitles a doc (its h1)', async () => {
    write('docs/b.md', '---\nsidebar_position: 2\n---\n\n# Bravo two\n');
    const r = await fixture.site.update([path.join(fixture.siteDir, 'docs/b.md')]);
    expect(r.errors).toEqual([]);
    expect(sidebarOf('docs/c/index.html')).toContain('/docs/b gen: Bravo two');
  });
});
