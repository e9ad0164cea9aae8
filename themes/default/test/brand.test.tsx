import { describe, expect, test } from 'vitest';
import type { PageView } from '@docgen/shared';
import { docView } from './fixtures.ts';
import { findAll, get, hasClass, tag, text } from './html.ts';
import { render } from './render.ts';

/** The navbar's brand for a site whose config sets `navbar.title` (Docusaurus' own navbar title). */
function brandOf(site: Partial<PageView['site']>) {
  const view = docView('en');
  const { doc } = render({ ...view, site: { ...view.site, ...site } });
  return get(get(doc, tag('header'), 'header'), hasClass('dg-navbar__brand'), 'brand');
}

const LOGO = { src: '/img/logo.svg', alt: 'Acme' };

describe('navbar brand', () => {
  test('the site title beside a decorative logo when navbar.title is unset', () => {
    const brand = brandOf({ title: 'Acme · Identity platform for teams', logo: LOGO });
    expect(text(brand)).toBe('Acme · Identity platform for teams');
    expect(findAll(brand, tag('img')).map((i) => i.attrs.alt)).toEqual(['']);
  });

  test('navbar.title in place of the site title', () => {
    const brand = brandOf({ title: 'Acme · Identity platform for teams', navbarTitle: 'Acme', logo: LOGO });
    expect(text(brand)).toBe('Acme');
    expect(findAll(brand, hasClass('dg-navbar__title'))).toHaveLength(1);
  });

  test("navbar.title '': the logo alone, its alt text naming the link in both colour modes", () => {
    const brand = brandOf({ title: 'Acme · Identity', navbarTitle: '', logo: { ...LOGO, srcDark: '/img/dark.svg' } });
    expect(findAll(brand, hasClass('dg-navbar__title'))).toHaveLength(0);
    expect(findAll(brand, tag('img')).map((i) => i.attrs.alt)).toEqual(['Acme', 'Acme']);
    expect(brand.attrs['aria-label']).toBeUndefined();
  });

  test("navbar.title '' without a logo: an empty link named by the site title", () => {
    const view = docView('en');
    const { logo: _logo, ...site } = view.site;
    const { doc } = render({ ...view, site: { ...site, title: 'Acme', navbarTitle: '' } });
    const brand = get(doc, hasClass('dg-navbar__brand'), 'brand');
    expect(text(brand)).toBe('');
    expect(brand.attrs['aria-label']).toBe('Acme');
  });
});
