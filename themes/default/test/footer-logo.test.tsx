import { describe, expect, test } from 'vitest';
import type { FooterLogo } from '@docgen/shared';
import { docView } from './fixtures.ts';
import { findAll, get, hasClass, tag, text } from './html.ts';
import { render } from './render.ts';

/** The footer's bottom row for a site whose config sets `footer.logo` (Docusaurus' footer logo). */
function bottomOf(logo: FooterLogo | undefined) {
  const view = docView('en');
  const footer = { ...view.site.footer, copyright: '© Acme', ...(logo ? { logo } : {}) };
  const { doc } = render({ ...view, site: { ...view.site, title: 'Acme Docs', footer } });
  return get(get(doc, tag('footer'), 'footer'), hasClass('dg-footer__bottom'), 'bottom');
}

describe('footer logo', () => {
  test('without one: the site title, linked to the home page', () => {
    const bottom = bottomOf(undefined);
    expect(text(get(bottom, hasClass('dg-footer__brand'), 'brand'))).toBe('Acme Docs');
    expect(findAll(bottom, tag('img'))).toHaveLength(0);
  });

  test('with an href: the logo in place of the title, linked there, named by its alt text', () => {
    const bottom = bottomOf({
      src: '/img/foot.svg',
      alt: 'Acme Inc',
      href: 'https://acme.example',
      external: true,
      width: 160,
    });
    expect(findAll(bottom, hasClass('dg-footer__brand'))).toHaveLength(0);
    const link = get(bottom, hasClass('dg-footer__logo-link'), 'logo link');
    expect(link.attrs.href).toBe('https://acme.example');
    expect(link.attrs.rel).toBe('noopener noreferrer');
    const [img] = findAll(link, tag('img'));
    expect(img?.attrs).toMatchObject({ src: '/img/foot.svg', alt: 'Acme Inc', width: '160' });
    expect(text(bottom)).toBe('© Acme');
  });

  test('without an href: the image alone; a linked logo without alt text is named by the site title', () => {
    const plain = bottomOf({ src: '/img/foot.svg', alt: '' });
    expect(findAll(plain, tag('a'))).toHaveLength(0);
    expect(findAll(plain, tag('img')).map((i) => i.attrs.alt)).toEqual(['']);
    const linked = bottomOf({ src: '/img/foot.svg', alt: '', href: '/' });
    expect(findAll(linked, tag('img')).map((i) => i.attrs.alt)).toEqual(['Acme Docs']);
  });

  test('with a dark version: one image per colour mode', () => {
    const bottom = bottomOf({ src: '/img/light.svg', srcDark: '/img/dark.svg', alt: 'Acme Inc' });
    const imgs = findAll(bottom, tag('img'));
    expect(imgs.map((i) => [i.attrs.src, i.attrs.class])).toEqual([
      ['/img/light.svg', 'dg-footer__logo dg-only-light'],
      ['/img/dark.svg', 'dg-footer__logo dg-only-dark'],
    ]);
  });
});
