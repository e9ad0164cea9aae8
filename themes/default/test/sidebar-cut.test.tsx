/**
 * A large sidebar cut for each page (`sidebar-html.ts` with `lazyAbove`, `sidebar-cut.ts`): the
 * page keeps the items of its open categories only (the active path, categories configured
 * open, non-collapsible groups) and writes every other collapsible category as its summary
 * with `data-dg-lazy`; the shared items with the page's marks are still the whole sidebar as
 * React renders it for that page (what its chunk gets). Below the threshold nothing changes.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { applySidebarMarks, type PageView, type SidebarEntry } from '@docgen/shared';
import { defaultComponents } from '../src/components.ts';
import { Entries } from '../src/components/Sidebar.tsx';
import { createTranslator } from '../src/i18n.ts';
import { categorySpans, cutEdits } from '../src/sidebar-cut.ts';
import { createSidebarItems } from '../src/sidebar-html.ts';
import { ComponentsContext } from '../src/slots.ts';
import { docView } from './fixtures.ts';

type Category = Extract<SidebarEntry, { type: 'category' }>;
const link = (href: string): SidebarEntry => ({
  type: 'link',
  label: `Doc ${href}`,
  href,
  active: false,
  external: false,
});
const category = (key: string, items: SidebarEntry[], extra: Partial<Category> = {}): Category => ({
  type: 'category',
  label: `Category ${key}`,
  key,
  collapsible: true,
  collapsed: true,
  active: false,
  items,
  ...extra,
});
const docs = (key: string, n: number) => Array.from({ length: n }, (_, i) => link(`/docs/${key}/page-${i}`));

/**
 * Twelve categories of twenty docs: one configured open, one with its own page, one holding a
 * nested category, one a non-collapsible group holding a collapsed category.
 */
function baseSidebar(): SidebarEntry[] {
  return [
    link('/docs/intro'),
    category('open', docs('open', 20), { collapsed: false }),
    category('linked', docs('linked', 20), { href: '/docs/linked' }),
    category('outer', [...docs('outer', 10), category('outer/inner', docs('outer/inner', 10))]),
    category('group', [category('group/closed', docs('group/closed', 20))], { collapsible: false, collapsed: false }),
    ...Array.from({ length: 8 }, (_, i) => category(`c${i}`, docs(`c${i}`, 20))),
  ];
}

/** `base` with `href` active, its categories active and open (what the build's `markActive` makes). */
function marked(entries: readonly SidebarEntry[], href: string): { list: SidebarEntry[]; found: boolean } {
  let found = false;
  const list = entries.map((e): SidebarEntry => {
    if (e.type === 'link') {
      if (e.href !== href) return e;
      found = true;
      return { ...e, active: true };
    }
    const inner = marked(e.items, href);
    const active = inner.found || e.href === href;
    found ||= active;
    return active ? { ...e, items: inner.list, active, collapsed: false } : e;
  });
  return { list, found };
}

const base = baseSidebar();
const template = docView('en');
const viewOf = (href: string): PageView => ({
  ...template,
  path: href,
  doc: { ...template.doc!, sidebar: marked(base, href).list },
});

/** What React renders for the page's sidebar: the inner HTML of the top-level list (`compact`: a large sidebar's rows). */
function rendered(
  sidebar: SidebarEntry[],
  currentPath: string,
  compact = false,
  components = defaultComponents,
): string {
  const html = renderToString(
    createElement(
      ComponentsContext.Provider,
      { value: components },
      createElement(Entries, {
        entries: sidebar,
        depth: 0,
        currentPath,
        t: createTranslator(template.strings, 'en'),
        compact,
      }),
    ),
  );
  return html.slice('<ul class="dg-sidebar__list">'.length, -'</ul>'.length);
}

/** The first page a category leads to (its first link or category page, in document order). */
function firstPage(entries: readonly SidebarEntry[]): { label: string; href: string } | undefined {
  for (const e of entries) {
    if (e.type === 'link') return e;
    if (e.type === 'category') {
      const found = e.href ? { label: e.label, href: e.href } : firstPage(e.items);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * The same with every category the page shows collapsed written as its summary, its items out;
 * one without a page of its own holds a `<noscript>` link to its first page.
 */
function expectedCut(sidebar: SidebarEntry[], currentPath: string): string {
  const fallbacks: string[] = [];
  const empty = (entries: SidebarEntry[]): SidebarEntry[] =>
    entries.map((e) => {
      if (e.type !== 'category') return e;
      if (!(e.collapsible && e.collapsed && !e.active)) return { ...e, items: empty(e.items) };
      const first = e.href ? undefined : firstPage(e.items);
      fallbacks.push(
        first
          ? `<noscript><ul class="dg-sidebar__list dg-sidebar__list--nested"><li><a class="dg-sidebar__link" href="${first.href}">${first.label}</a></li></ul></noscript>`
          : '',
      );
      return { ...e, items: [] };
    });
  let n = 0;
  return rendered(empty(sidebar), currentPath, true).replace(
    /(<details class="dg-sidebar__category" data-dg-category="[^"]*")(>.*?<\/summary>)<ul class="dg-sidebar__list dg-sidebar__list--nested"><\/ul><\/details>/g,
    (_, tag: string, summary: string) => `${tag} data-dg-lazy=""${summary}${fallbacks[n++]}</details>`,
  );
}

describe('a sidebar over `lazyAbove`', () => {
  const items = createSidebarItems(defaultComponents);
  const page = '/docs/c3/page-7';
  const view = viewOf(page);
  const full = rendered(view.doc!.sidebar, page);

  test('below the threshold, or without one, the page has every item', () => {
    for (const options of [undefined, {}, { lazyAbove: Buffer.byteLength(full) }]) {
      const made = items(view, base, options)!;
      expect(made.html).toBe(full);
      expect(made.lazy).toBeUndefined();
      expect(made.html).not.toContain('data-dg-lazy');
    }
  });

  test('above it, the page keeps its open categories and writes the others as their summary', () => {
    const made = items(view, base, { lazyAbove: 1024 })!;
    expect(made.lazy).toBe(true);
    expect(made.html).toBe(expectedCut(view.doc!.sidebar, page));
    // The chunk's copy is still the whole sidebar, marked for the page, in compact rows.
    expect(applySidebarMarks(made.unmarked, made.marks)).toBe(rendered(view.doc!.sidebar, page, true));
    // Ten categories cut, seven with a link for readers without JavaScript.
    expect(made.html.length).toBeLessThan(full.length * 0.4);
    // The active path and the categories configured open keep their items.
    expect(made.html).toContain(`href="${page}" aria-current="page"`);
    expect(made.html).toContain('<details class="dg-sidebar__category" open="" data-dg-category="c3">');
    expect(made.html).toContain('href="/docs/open/page-19"');
    // A collapsed category inside a non-collapsible group is cut; the group is not.
    expect(made.html).toContain('data-dg-category="group/closed" data-dg-lazy=""');
    expect(made.html).not.toContain('/docs/group/closed/page-1"');
    // A collapsed category with its own page still links there.
    expect(made.html).toContain('<a class="dg-sidebar__category-link" href="/docs/linked">');
    expect(made.html).toContain('data-dg-category="linked" data-dg-lazy=""');
    expect(made.html).not.toContain('/docs/linked/page-0');
    // One without links to its first page for a reader without JavaScript, and to that page only.
    expect(made.html).toContain(
      '<noscript><ul class="dg-sidebar__list dg-sidebar__list--nested"><li><a class="dg-sidebar__link" href="/docs/c5/page-0">Doc /docs/c5/page-0</a></li></ul></noscript></details>',
    );
    expect(made.html).not.toContain('/docs/c5/page-1"');
    // Only the outermost collapsed category is marked: the nested one is not written at all.
    expect(made.html).toContain('data-dg-category="outer" data-dg-lazy=""');
    expect(made.html).not.toContain('outer/inner');
    // linked, outer, group/closed and the seven c* but the active one.
    expect(made.html.match(/data-dg-lazy/g)).toHaveLength(10);
  });

  test('a page inside a nested category opens its path and cuts its collapsed sibling lists', () => {
    const inner = '/docs/outer/inner/page-3';
    const v = viewOf(inner);
    const made = items(v, base, { lazyAbove: 1024 })!;
    expect(made.html).toBe(expectedCut(v.doc!.sidebar, inner));
    expect(applySidebarMarks(made.unmarked, made.marks)).toBe(rendered(v.doc!.sidebar, inner, true));
    expect(made.html).toContain('/docs/outer/page-9');
    expect(made.html).toContain('data-dg-category="c3" data-dg-lazy=""');
  });

  test("a category's own page keeps it open; its link is the current page", () => {
    const v = viewOf('/docs/linked');
    const made = items(v, base, { lazyAbove: 1024 })!;
    expect(made.html).toBe(expectedCut(v.doc!.sidebar, '/docs/linked'));
    expect(made.html).toContain('href="/docs/linked" aria-current="page"');
    expect(made.html).toContain('/docs/linked/page-19');
  });

  test("markup that is not `Entries`' (an overridden component) is never cut", () => {
    expect(categorySpans('<details class="dg-sidebar__category" data-dg-category="a"><summary>a</summary>')).toBe(
      undefined,
    );
    expect(categorySpans('<details class="dg-sidebar__category" data-dg-category="a"></details>')).toBe(undefined);
    const spans = categorySpans(rendered(base, '\0'))!;
    expect(spans).toHaveLength(13);
    // A sidebar of another shape than the items': no edits.
    expect(cutEdits(base.slice(0, 3), spans)).toBe(undefined);
  });

  test("its rows are compact: a CSS caret, a linked category's link sizes its row", () => {
    const made = items(view, base, { lazyAbove: 1024 })!;
    expect(made.unmarked).not.toContain('<svg');
    expect(made.unmarked).not.toContain('dg-sidebar__spacer');
    // Each of the 13 categories has its caret; the linked one's summary is the caret and its name.
    expect(made.unmarked.match(/<span class="dg-sidebar__caret dg-sidebar__caret--drawn"><\/span>/g)).toHaveLength(13);
    expect(made.html).toContain(
      '<li class="dg-sidebar__item dg-sidebar__item--category dg-sidebar__item--linked dg-sidebar__item--compact"><a class="dg-sidebar__category-link" href="/docs/linked">Category linked</a><details class="dg-sidebar__category" data-dg-category="linked" data-dg-lazy=""><summary class="dg-sidebar__summary"><span class="dg-visually-hidden">Show or hide “Category linked”</span><span class="dg-sidebar__caret dg-sidebar__caret--drawn"></span></summary></details></li>',
    );
    // Under the threshold the same sidebar keeps its full rows.
    expect(items(view, base, {})!.html).toContain('dg-sidebar__spacer');
    expect(items(view, base, {})!.html.match(/<svg/g)).toHaveLength(13);
  });

  test('a site that draws its own icons keeps its caret: the rows stay full, still cut', () => {
    const OwnIcon = () => createElement('i', { className: 'own-icon' });
    const own = { ...defaultComponents, Icon: OwnIcon as unknown as typeof defaultComponents.Icon };
    const made = createSidebarItems(own)(view, base, { lazyAbove: 1024 })!;
    expect(made.lazy).toBe(true);
    expect(made.unmarked.match(/<i class="own-icon"><\/i>/g)).toHaveLength(13);
    expect(made.unmarked).not.toContain('dg-sidebar__caret--drawn');
    expect(applySidebarMarks(made.unmarked, made.marks)).toBe(rendered(view.doc!.sidebar, page, false, own));
  });
});
