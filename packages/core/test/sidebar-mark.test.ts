import type { SidebarEntry } from '@docgen/shared';
import { describe, expect, it } from 'vitest';
import { markActive } from '../src/render/sidebar-view.js';

// markActive walks only the categories on the way to the active entry. The oracle is the whole
// walk it replaced: the same function told that every category holds every href. For every href
// of a sidebar with nested, linked and repeated entries, both give equal entries and
// breadcrumbs, and entries off the path are shared.
function wholeWalk(base: SidebarEntry[], activeHref: string | undefined) {
  const every = new Set<SidebarEntry>();
  const collect = (list: SidebarEntry[]) => {
    for (const entry of list) {
      if (entry.type !== 'category') continue;
      every.add(entry);
      collect(entry.items);
    }
  };
  collect(base);
  const everywhere = { get: () => every } as unknown as Map<string, Set<SidebarEntry>>;
  return markActive(base, activeHref, everywhere);
}

const link = (href: string, external = false): SidebarEntry => ({
  type: 'link',
  label: href,
  href,
  active: false,
  external,
});
const category = (key: string, items: SidebarEntry[], href?: string): SidebarEntry => ({
  type: 'category',
  label: key,
  key,
  ...(href ? { href } : {}),
  collapsible: true,
  collapsed: true,
  active: false,
  items,
});

const sidebar: SidebarEntry[] = [
  link('/docs/intro'),
  category(
    'guides',
    [
      link('/docs/guides/a'),
      category('deep', [link('/docs/guides/deep/b'), link('/docs/shared')]),
      link('https://example.com', true),
    ],
    '/docs/guides',
  ),
  category('api', [link('/docs/api/orders'), link('/docs/shared'), category('empty', [])]),
  category('other', [link('/docs/other')]),
  link('/docs/guides/a'),
];

const hrefs = [
  '/docs/intro',
  '/docs/guides',
  '/docs/guides/a',
  '/docs/guides/deep/b',
  '/docs/shared',
  '/docs/api/orders',
  '/docs/other',
  'https://example.com',
  '/docs/nowhere',
  undefined,
];

describe('markActive', () => {
  for (const href of hrefs) {
    it(`marks ${href ?? 'nothing'} as the whole walk does`, () => {
      expect(markActive(sidebar, href)).toEqual(wholeWalk(sidebar, href));
    });
  }

  it('shares every category off the active path', () => {
    const { entries } = markActive(sidebar, '/docs/guides/deep/b');
    expect(entries[2]).toBe(sidebar[2]); // api
    expect(entries[3]).toBe(sidebar[3]); // other
    expect(entries[1]).not.toBe(sidebar[1]); // guides, on the path
    const guides = entries[1] as Extract<SidebarEntry, { type: 'category' }>;
    expect(guides.active).toBe(true);
    expect(guides.collapsed).toBe(false);
  });

  it('gives a page listed in two categories the breadcrumbs of the first', () => {
    // An operation with two tags sits in both tags' categories of an API reference.
    expect(markActive(sidebar, '/docs/shared').breadcrumbs).toEqual([
      { label: 'guides', href: '/docs/guides' },
      { label: 'deep' },
    ]);
  });
});
