/** The search slot: a hidden button without search, the root of the search island with it. */
import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import type { PageView } from '@docgen/shared';
import theme from '../src/index.tsx';
import { SearchButtonContent, SEARCH_STRING_KEYS, type SearchIslandProps } from '../src/islands/search-button.tsx';
import { docView, notFoundView } from './fixtures.ts';
import { findAll, hasAttr } from './html.ts';
import { render } from './render.ts';

const withSearch = (view: PageView): PageView => ({
  ...view,
  site: { ...view.site, search: { configUrl: '/_docgen/search.json' } },
});

describe('search slot', () => {
  test('without a search plugin: a hidden slot, no island', () => {
    const { doc } = render(docView('fr'));
    const buttons = findAll(doc, hasAttr('data-dg-search'));
    expect(buttons.length).toBeGreaterThan(0);
    for (const b of buttons) {
      expect(b.attrs.hidden).toBeDefined();
      expect(b.attrs['data-dg-island']).toBeUndefined();
    }
  });

  test('with search: the navbar and not-found buttons are island roots with props in the page locale', () => {
    for (const view of [docView('en'), notFoundView('id')]) {
      const { doc } = render(withSearch(view));
      const buttons = findAll(doc, hasAttr('data-dg-search'));
      expect(buttons.length).toBe(view.kind === 'notFound' ? 2 : 1);
      for (const b of buttons) {
        expect(b.attrs.hidden).toBeUndefined();
        expect(b.attrs['data-dg-island']).toBe('search');
        expect(b.attrs['data-dg-when']).toBe('interaction');
        expect(b.attrs['aria-keyshortcuts']).toBe('Control+K Meta+K');
        const props = JSON.parse(b.attrs['data-dg-props']!) as SearchIslandProps;
        expect(props.configUrl).toBe('/_docgen/search.json');
        expect(props.locale).toBe(view.locale.code);
        expect(Object.keys(props.strings).sort()).toEqual(Object.keys(SEARCH_STRING_KEYS).sort());
        for (const [name, key] of Object.entries(SEARCH_STRING_KEYS))
          expect(props.strings[name as keyof typeof props.strings]).toBe(theme.strings[view.locale.code]![key]);
        expect(props.docsHref.startsWith(view.locale.prefix || '/')).toBe(true);
      }
    }
  });

  test('the island hydrates exactly the server markup of the button', () => {
    const view = withSearch(docView('fr'));
    const { html } = render(view);
    const strings = theme.strings.fr!;
    const inner = renderToString(
      <SearchButtonContent label={strings['search.placeholder']!} shortcut={strings['search.shortcut']!} />,
    );
    const button = /<button[^>]*data-dg-island="search"[^>]*>([\s\S]*?)<\/button>/.exec(html)![1];
    expect(button).toBe(inner);
  });

  test('every locale has the search strings', () => {
    for (const code of ['fr', 'en', 'id'])
      for (const key of Object.values(SEARCH_STRING_KEYS))
        expect(theme.strings[code]![key], `${code} ${key}`).toBeTruthy();
    expect(theme.islands).toMatch(/src[\\/]islands[\\/]index\.tsx$/);
    expect(theme.stylesheets.some((s) => s.endsWith('search.css'))).toBe(true);
  });
});
