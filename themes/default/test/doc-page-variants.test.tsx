import { describe, expect, test } from 'vitest';
import { DOM } from '@docgen/shared';
import theme from '../src/index.tsx';
import { docView } from './fixtures.ts';
import { find, findAll, get, hasAttr, hasClass, tag, text } from './html.ts';
import { containsWords, foreignStrings, readerText, render } from './render.ts';

const fr = theme.strings.fr!;
const en = theme.strings.en!;

describe('doc page variants', () => {
  test('English page: every UI string from en, none from fr', () => {
    const { doc } = render(docView('en'));
    const body = get(doc, tag('body'), 'body');
    expect(get(doc, tag('html'), 'html').attrs.lang).toBe('en-US');
    expect(text(get(body, hasClass('dg-skip'), 'skip'))).toBe(en.skipToContent);
    expect(get(body, hasAttr(DOM.toc), 'toc') && text(get(body, hasAttr('id', 'dg-toc-title'), 'toc title'))).toBe(
      en['toc.title'],
    );
    expect(get(body, hasAttr(DOM.colorToggle), 'toggle').attrs['aria-label']).toBe(en['colorMode.dark']);
    expect(get(get(body, tag('header'), 'header'), tag('a'), 'brand').attrs.href).toBe('/en/');
    const pageText = readerText(body, 'en-US');
    for (const s of foreignStrings('en', 'fr')) expect(containsWords(pageText, s), s).toBe(false);
  });

  test('untranslated page: a notice in the page language, the article marked in the original language', () => {
    const { doc } = render(docView('en', { untranslated: true }));
    const main = get(doc, tag('main'), 'main');
    const notice = get(main, hasClass('dg-banner--untranslated'), 'untranslated notice');
    expect(notice.attrs.role).toBe('note');
    expect(text(notice)).toBe(en['doc.untranslated']!.replace('{language}', 'Français'));
    expect(get(main, tag('article'), 'article').attrs.lang).toBe('fr-FR');
    // The TOC repeats the article's headings: same language.
    expect(get(get(doc, hasAttr(DOM.toc), 'toc'), tag('ul'), 'toc list').attrs.lang).toBe('fr-FR');
    expect(find(render(docView('en')).doc, hasClass('dg-banner--untranslated'))).toBeUndefined();
  });

  test('old version: a banner linking to the latest version', () => {
    const view = docView('fr', { oldVersion: true });
    const { doc } = render(view);
    const region = get(doc, hasAttr(DOM.region, 'layout'), 'region');
    expect(region.attrs[DOM.layoutKey]).toBe('doc:fr:default:1.0');
    const banner = get(doc, hasClass('dg-banner--version'), 'version banner');
    expect(text(banner)).toContain(fr['version.banner']!.replace('{version}', 'v1'));
    const link = get(banner, tag('a'), 'latest link');
    expect(link.attrs.href).toBe('/docs/api/orders/create');
    expect(link.attrs[DOM.versionLink]).toBe('current');
    expect(text(link)).toBe(fr['version.bannerLink']!.replace('{latest}', 'v2'));
  });

  test('single version: no version menu; hidden TOC: no TOC at all', () => {
    const view = docView('fr');
    view.doc!.versions = view.doc!.versions.slice(0, 1);
    view.doc!.hideToc = true;
    const { doc } = render(view);
    expect(findAll(doc, hasAttr(DOM.versionLink))).toHaveLength(0);
    expect(find(doc, hasClass('dg-dropdown--version'))).toBeUndefined();
    expect(find(doc, hasAttr(DOM.toc))).toBeUndefined();
    expect(find(doc, hasClass('dg-toc-mobile'))).toBeUndefined();
    expect(get(doc, tag('main'), 'main').attrs.class).not.toContain('dg-doc-main--toc');
  });

  test('site overrides of UI strings win over the theme defaults', () => {
    const { doc } = render(docView('fr', { strings: { 'doc.editPage': 'Proposer une modification' } }));
    expect(text(get(doc, hasClass('dg-edit-link'), 'edit link'))).toBe('Proposer une modification');
  });

  test('no announcement bar, no close button, non-dismissible bar has no close button', () => {
    const none = docView('fr');
    delete none.site.announcementBar;
    const out = render(none);
    expect(find(out.doc, hasAttr(DOM.announcement))).toBeUndefined();
    expect(find(out.doc, hasAttr('data-announcement-id', ''))).toBeDefined();

    const fixed = docView('fr');
    fixed.site.announcementBar = { ...fixed.site.announcementBar!, dismissible: false };
    const bar = get(render(fixed).doc, hasAttr(DOM.announcement), 'bar');
    expect(find(bar, hasAttr(DOM.announcementClose))).toBeUndefined();
  });

  test('colour switch disabled: no toggle; dark default: data-theme="dark"', () => {
    const view = docView('fr');
    view.site.colorMode = { defaultMode: 'dark', respectPrefersColorScheme: true, disableSwitch: true };
    const { doc } = render(view);
    expect(find(doc, hasAttr(DOM.colorToggle))).toBeUndefined();
    expect(get(doc, tag('html'), 'html').attrs['data-theme']).toBe('dark');
    view.site.colorMode.disableSwitch = false;
    expect(get(render(view).doc, hasAttr(DOM.colorToggle), 'toggle').attrs['aria-pressed']).toBe('true');
    expect(get(doc, hasAttr('data-default-mode'), 'inline script').attrs).toMatchObject({
      'data-default-mode': 'dark',
      'data-respect-prefers': 'true',
    });
  });
});
