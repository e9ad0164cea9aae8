import { describe, expect, test } from 'vitest';
import type { NavbarItem } from '@docgen/shared';
import { docView } from './fixtures.ts';
import { findAll, get, hasAttr, hasClass, tag, text } from './html.ts';
import { render } from './render.ts';

const link = (label: string, position: 'left' | 'right'): NavbarItem => ({
  kind: 'link',
  label,
  href: `/docs/${label.toLowerCase()}`,
  external: false,
  active: false,
  position,
});
const html = (label: string, position: 'left' | 'right'): NavbarItem => ({
  kind: 'html',
  html: `<span class="mine">${label}</span>`,
  position,
});

/**
 * Docusaurus' NavbarContent renders each side's items in the config's order, `html` items among
 * the links; only its colour toggle and search box stand apart.
 */
describe('navbar html items', () => {
  const view = docView('en');
  const navbar = [
    link('A', 'left'),
    html('H', 'left'),
    link('B', 'left'),
    link('C', 'right'),
    html('R', 'right'),
    link('D', 'right'),
  ];
  const { doc } = render({ ...view, site: { ...view.site, navbar } });
  const header = get(doc, tag('header'), 'header');
  const entries = (list: string) => findAll(get(header, hasClass(list), list), tag('li')).map((li) => text(li));

  test('sit among the links of their side, in the config order', () => {
    expect(entries('dg-navbar__items--left')).toEqual(['A', 'H', 'B']);
    expect(entries('dg-navbar__items--right')).toEqual(['C', 'R', 'D']);
    expect(findAll(header, hasClass('dg-navbar__tool--html'))).toHaveLength(0);
    expect(findAll(header, hasClass('mine'))).toHaveLength(2 + 2);
  });

  test('are listed in the "more" menu at their place, for when they do not fit', () => {
    const more = get(header, hasAttr('data-dg-nav-more'), 'more menu');
    expect(findAll(more, hasAttr('data-dg-nav-entry')).map((e) => text(e))).toEqual(['A', 'H', 'B', 'C', 'R', 'D']);
    const fitted = findAll(header, hasAttr('data-dg-nav-item')).map((e) => [e.attrs['data-dg-nav-item'], text(e)]);
    expect(fitted).toEqual([
      ['0', 'A'],
      ['1', 'H'],
      ['2', 'B'],
      ['3', 'C'],
      ['4', 'R'],
      ['5', 'D'],
    ]);
  });
});
