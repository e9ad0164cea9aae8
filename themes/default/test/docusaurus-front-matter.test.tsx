/**
 * What Docusaurus' front matter adds to a page, as the theme renders it in each language: the
 * draft and unlisted banners, the last update line (a date in the page's language, in UTC), tags,
 * no title heading under hide_title, and the head tags (robots, og:image, twitter:image).
 */
import { describe, expect, test } from 'vitest';
import type { PageView } from '@docgen/shared';
import theme from '../src/index.tsx';
import { docView } from './fixtures.ts';
import { find, get, hasAttr, hasClass, tag, text } from './html.ts';
import { render } from './render.ts';

const fr = theme.strings.fr!;

function withDoc(view: PageView, doc: Partial<NonNullable<PageView['doc']>>, page: Partial<PageView> = {}): PageView {
  return { ...view, ...page, doc: { ...view.doc!, ...doc } };
}

describe('Docusaurus front matter in the theme', () => {
  test('a draft says so in the page language; an unlisted page also asks search engines not to index it', () => {
    const draft = render(withDoc(docView('fr'), {}, { visibility: 'draft' })).doc;
    expect(text(get(draft, hasClass('dg-banner--draft'), 'draft banner'))).toBe(
      `${fr['draft.title']} ${fr['draft.message']}`,
    );
    expect(find(draft, hasAttr('name', 'robots'))?.attrs.content).toBe('noindex, nofollow');
    const unlisted = render(withDoc(docView('en'), {}, { visibility: 'unlisted' })).doc;
    expect(find(unlisted, hasClass('dg-banner--unlisted'))).toBeDefined();
    const plain = render(docView('en')).doc;
    expect(find(plain, hasClass('dg-banner--unlisted'))).toBeUndefined();
    expect(find(plain, hasAttr('name', 'robots'))).toBeUndefined();
  });

  test('the last update is a date of the page language (UTC) and an author', () => {
    const { doc } = render(withDoc(docView('fr'), { lastUpdate: { date: '2024-03-05', author: 'Ann' } }));
    const line = get(doc, hasClass('dg-last-updated'), 'last update');
    expect(text(line)).toBe('Dernière mise à jour le 5 mars 2024 par Ann');
    expect(get(line, tag('time'), 'time').attrs.datetime).toBe('2024-03-05');
    const dateOnly = render(withDoc(docView('en'), { lastUpdate: { date: '2024-12-31' } })).doc;
    expect(text(get(dateOnly, hasClass('dg-last-updated'), 'last update'))).toBe('Last updated on Dec 31, 2024');
  });

  test('tags are listed after the content; hide_title leaves the title heading out', () => {
    const { doc } = render(withDoc(docView('en'), { tags: ['setup', 'api'] }, { hideTitle: true }));
    expect(text(get(doc, hasClass('dg-tags'), 'tags'))).toBe('Tags:setupapi');
    expect(find(doc, hasClass('dg-markdown__title'))).toBeUndefined();
    expect(find(render(docView('en')).doc, hasClass('dg-markdown__title'))).toBeDefined();
  });

  test('a preview image is og:image and twitter:image, with the large card', () => {
    const { doc } = render({ ...docView('en'), image: 'https://docs.example/img/card.png' });
    expect(get(doc, hasAttr('property', 'og:image'), 'og:image').attrs.content).toBe(
      'https://docs.example/img/card.png',
    );
    expect(get(doc, hasAttr('name', 'twitter:image'), 'twitter:image').attrs.content).toBe(
      'https://docs.example/img/card.png',
    );
    expect(get(doc, hasAttr('name', 'twitter:card'), 'card').attrs.content).toBe('summary_large_image');
  });
});
