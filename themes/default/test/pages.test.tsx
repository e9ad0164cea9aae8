import { describe, expect, test } from 'vitest';
import { DOM } from '@docgen/shared';
import theme, { DRAWER_ID } from '../src/index.tsx';
import Home, { meta } from '../../../content/pages/index.tsx';
import { componentView, hrefFor, LOCALES, markdownView, notFoundView, type Code } from './fixtures.ts';
import { closest, find, findAll, get, hasAttr, hasClass, tag, text } from './html.ts';
import { containsWords, foreignStrings, readerText, render } from './render.ts';

describe('not-found page', () => {
  for (const code of ['fr', 'en', 'id'] as Code[]) {
    test(`${code}: says what happened in ${code} and offers home, docs and search`, () => {
      const strings = theme.strings[code]!;
      const { doc } = render(notFoundView(code));
      const root = get(doc, tag('html'), 'html');
      expect(root.attrs.lang).toBe(LOCALES[code].htmlLang);
      expect(root.attrs['data-page-kind']).toBe('notFound');
      expect(text(get(doc, tag('title'), 'title'))).toBe(`${strings['notFound.title']} | Lintas`);
      // Not indexed, no canonical or hreflang for an error page.
      expect(get(doc, hasAttr('name', 'robots'), 'robots').attrs.content).toBe('noindex');
      expect(find(doc, hasAttr('rel', 'canonical'))).toBeUndefined();
      expect(find(doc, (e) => e.tag === 'link' && e.attrs.rel === 'alternate')).toBeUndefined();

      const main = get(doc, tag('main'), 'main');
      expect(main.attrs).toMatchObject({ id: 'main', [DOM.main]: '' });
      expect(text(get(main, tag('h1'), 'h1'))).toBe(strings['notFound.title']);
      expect(text(main)).toContain(strings['notFound.description']);
      const links = findAll(main, tag('a'));
      const prefix = LOCALES[code].prefix;
      expect(links.map((a) => [a.attrs.href, text(a)])).toEqual([
        [`${prefix}/`, strings['notFound.home']],
        [`${prefix}/docs/intro`, strings['notFound.docs']],
      ]);
      const search = get(main, hasAttr('data-dg-search'), 'search slot');
      expect(search.tag).toBe('button');
      expect(text(closest(search, hasClass('dg-notfound__search'))!)).toContain(strings['notFound.search']);

      const region = get(doc, hasAttr(DOM.region, 'layout'), 'region');
      expect(region.attrs[DOM.layoutKey]).toBe(`page:${code}`);
      // The drawer exists on every page (navbar links on mobile) and the toggle controls it.
      const drawer = get(region, hasAttr(DOM.drawer), 'drawer');
      expect(drawer.attrs.id).toBe(DRAWER_ID);
      expect(find(doc, hasAttr(DOM.sidebar))).toBeUndefined();
      expect(get(doc, hasAttr(DOM.drawerToggle), 'toggle').attrs['aria-controls']).toBe(DRAWER_ID);
      // No version menu outside docs.
      expect(find(doc, hasAttr(DOM.versionLink))).toBeUndefined();

      const body = get(doc, tag('body'), 'body');
      const pageText = readerText(body, LOCALES[code].htmlLang);
      for (const other of ['fr', 'en', 'id'].filter((c) => c !== code)) {
        for (const s of foreignStrings(code, other)) expect(containsWords(pageText, s), `${other}: ${s}`).toBe(false);
      }
    });
  }
});

describe('markdown page', () => {
  test('article with h1 and content, TOC, page layout key', () => {
    const view = markdownView('fr');
    const { doc, html } = render(view);
    expect(get(doc, tag('html'), 'html').attrs['data-page-kind']).toBe('markdown');
    expect(text(get(doc, tag('title'), 'title'))).toBe('Page Markdown | Lintas');
    const main = get(doc, tag('main'), 'main');
    expect(main.attrs.id).toBe('main');
    expect(text(get(get(main, tag('article'), 'article'), tag('h1'), 'h1'))).toBe('Page Markdown');
    expect(html).toContain(view.html);
    expect(findAll(get(doc, hasAttr(DOM.toc), 'toc'), tag('a')).map((a) => a.attrs.href)).toEqual(['#section']);
    expect(get(doc, hasAttr(DOM.region, 'layout'), 'region').attrs[DOM.layoutKey]).toBe('page:fr');
    expect(find(doc, hasAttr(DOM.sidebar))).toBeUndefined();
  });
});

describe('landing page (content/pages/index.tsx) in the component layout', () => {
  const TASK_PATHS = [
    '/docs/getting-started',
    '/docs/api/rates/retrieve',
    '/docs/api/orders/create',
    '/docs/api/trackings/retrieve',
    '/docs/api/webhook/overview',
    '/docs/api/maps/search_area',
  ];

  for (const code of ['fr', 'en', 'id'] as Code[]) {
    test(`${code}: hero, six task cards into the docs, quick start, in ${code}`, () => {
      const view = componentView(code, meta.title[code]);
      const props = { locale: LOCALES[code], site: view.site, strings: view.strings, href: hrefFor(code) };
      const { doc } = render(view, <Home {...props} />);
      expect(get(doc, tag('html'), 'html').attrs['data-page-kind']).toBe('component');
      expect(text(get(doc, tag('title'), 'title'))).toBe(`${meta.title[code]} | Lintas`);
      const main = get(doc, tag('main'), 'main');
      expect(main.attrs.id).toBe('main');
      const h1s = findAll(doc, tag('h1'));
      expect(h1s).toHaveLength(1);
      expect(closest(h1s[0]!, tag('main'))).toBe(main);

      const cards = findAll(main, hasClass('dg-card'));
      const prefix = LOCALES[code].prefix;
      expect(cards.map((c) => find(c, tag('a'))!.attrs.href)).toEqual(TASK_PATHS.map((p) => `${prefix}${p}`));
      // One link per card, named by its heading.
      for (const card of cards) {
        expect(findAll(card, tag('a'))).toHaveLength(1);
        expect(closest(find(card, tag('a'))!, tag('h3'))).toBeDefined();
      }
      // Hero calls to action stay in the locale.
      const heroLinks = findAll(get(main, hasClass('dg-hero__actions'), 'hero actions'), tag('a')).map(
        (a) => a.attrs.href,
      );
      expect(heroLinks).toEqual([`${prefix}/docs/getting-started`, `${prefix}/docs/intro`]);

      const quick = get(main, hasClass('dg-code--terminal'), 'quick start code');
      const code$ = text(get(quick, tag('code'), 'code'));
      expect(code$).toMatch(/^curl https:\/\/api\.sandbox\.lintas\.example\/v1\/rates/);
      expect(code$).toContain('Authorization: Bearer sk_test_');
      const copy = get(quick, hasAttr(DOM.copy), 'copy button');
      expect(text(copy)).toBe(theme.strings[code]!['code.copy']);
      expect(copy.attrs['data-copied-label']).toBe(theme.strings[code]!['code.copied']);
      expect(get(quick, tag('pre'), 'pre').attrs.tabindex).toBe('0');
    });
  }

  test('each locale has its own text, not another locale’s', () => {
    const render$ = (code: Code) => {
      const view = componentView(code);
      return text(
        get(
          render(view, <Home locale={LOCALES[code]} site={view.site} strings={view.strings} href={hrefFor(code)} />)
            .doc,
          tag('main'),
          'main',
        ),
      );
    };
    const fr = render$('fr');
    const en = render$('en');
    const id = render$('id');
    expect(fr).toContain('Une seule API pour tous les transporteurs indonésiens');
    expect(en).toContain('One API for every Indonesian courier');
    expect(id).toContain('Satu API untuk semua kurir di Indonesia');
    expect(fr).not.toContain('What do you want to do?');
    expect(id).not.toContain('Que voulez-vous faire');
    expect(en).not.toContain('Apa yang ingin Anda lakukan');
    // Prices follow the locale's number format.
    expect(id).toMatch(/Rp\s?18\.000/);
    expect(en).toMatch(/IDR\s?18,000/);
  });

  test('meta has a title and a description in the three locales', () => {
    for (const code of ['fr', 'en', 'id'] as const) {
      expect(meta.title[code].length).toBeGreaterThan(10);
      expect(meta.description[code].length).toBeGreaterThan(40);
    }
  });
});
