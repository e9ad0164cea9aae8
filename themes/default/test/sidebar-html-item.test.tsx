/**
 * A sidebar item of `type: 'html'` (Docusaurus' raw HTML item): written as given inside its list
 * item, with its class and the padded item class for `defaultStyle`; a lazy sidebar keeps those
 * at the top and cuts those of a collapsed category with it, as every other item.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { applySidebarMarks, type PageView, type SidebarEntry } from '@docgen/shared';
import { defaultComponents } from '../src/components.ts';
import { Entries } from '../src/components/Sidebar.tsx';
import { createTranslator } from '../src/i18n.ts';
import { createSidebarItems } from '../src/sidebar-html.ts';
import { ComponentsContext } from '../src/slots.ts';
import { docView } from './fixtures.ts';

const link = (href: string, active = false): SidebarEntry => ({
  type: 'link',
  label: `Doc ${href}`,
  href,
  active,
  external: false,
});
const html = (value: string, extra: { defaultStyle?: boolean; className?: string } = {}): SidebarEntry => ({
  type: 'html',
  value,
  defaultStyle: extra.defaultStyle ?? false,
  ...(extra.className ? { className: extra.className } : {}),
});
const docs = (key: string, n: number) => Array.from({ length: n }, (_, i) => link(`/docs/${key}/page-${i}`));

const template = docView('en');

function rendered(sidebar: SidebarEntry[]): string {
  return renderToString(
    createElement(
      ComponentsContext.Provider,
      { value: defaultComponents },
      createElement(Entries, {
        entries: sidebar,
        depth: 0,
        currentPath: '/docs/intro',
        t: createTranslator(template.strings, 'en'),
      }),
    ),
  );
}

describe('an HTML sidebar item', () => {
  test('is its HTML inside a list item, with its classes', () => {
    const out = rendered([
      html('<b>Guides</b>', { defaultStyle: true, className: 'title' }),
      html('<hr/>'),
      link('/docs/intro'),
    ]);
    expect(out).toContain('<li class="dg-sidebar__html dg-sidebar__item--html title"><b>Guides</b></li>');
    expect(out).toContain('<li class="dg-sidebar__html"><hr/></li>');
  });

  test('a lazy sidebar keeps the top-level ones and cuts those of a collapsed category', () => {
    const base: SidebarEntry[] = [
      link('/docs/intro'),
      html('<hr class="top"/>'),
      ...Array.from(
        { length: 6 },
        (_, i): SidebarEntry => ({
          type: 'category',
          label: `Category ${i}`,
          key: `c${i}`,
          collapsible: true,
          collapsed: true,
          active: false,
          items: [...docs(`c${i}`, 10), html(`<em>note ${i}</em>`)],
        }),
      ),
    ];
    const sidebar = base.map((e) => (e.type === 'link' && e.href === '/docs/intro' ? link(e.href, true) : e));
    const view: PageView = { ...template, path: '/docs/intro', doc: { ...template.doc!, sidebar } };
    const made = createSidebarItems(defaultComponents)(view, base, { lazyAbove: 512 })!;
    expect(made.lazy).toBe(true);
    expect(made.html).toContain('<li class="dg-sidebar__html"><hr class="top"/></li>');
    expect(made.html).not.toContain('note 0');
    // The page's chunk still has them all.
    const whole = applySidebarMarks(made.unmarked, made.marks);
    for (let i = 0; i < 6; i++) expect(whole).toContain(`<li class="dg-sidebar__html"><em>note ${i}</em></li>`);
    expect(whole).toContain('href="/docs/intro" aria-current="page"');
  });
});
