import { describe, expect, test } from 'vitest';
import { DOM, STORAGE } from '@docgen/shared';
import theme, { DRAWER_ID } from '../src/index.tsx';
import { docView } from './fixtures.ts';
import { closest, contains, find, findAll, get, hasAttr, hasClass, tag, text, type El } from './html.ts';
import { containsWords, foreignStrings, readerText, render } from './render.ts';

const fr = theme.strings.fr!;
const _en = theme.strings.en!;

describe('doc page (fr, default locale)', () => {
  const view = docView('fr');
  const { html, doc } = render(view);
  const head = get(doc, tag('head'), '<head>');
  const body = get(doc, tag('body'), '<body>');

  test('<html> carries lang, dir, the default colour mode and the page kind', () => {
    const root = get(doc, tag('html'), '<html>');
    expect(root.attrs).toMatchObject({ lang: 'fr-FR', dir: 'ltr', 'data-theme': 'light', 'data-page-kind': 'doc' });
  });

  test('head: title, description, canonical, hreflang alternates with x-default, Open Graph, favicon', () => {
    expect(text(get(head, tag('title'), '<title>'))).toBe('Créer une commande | Lintas');
    expect(get(head, hasAttr('name', 'description'), 'description').attrs.content).toBe(view.description);
    expect(get(head, hasAttr('rel', 'canonical'), 'canonical').attrs.href).toBe(
      'https://docs.lintas.example/docs/api/orders/create',
    );
    const alternates = findAll(head, (e) => e.tag === 'link' && e.attrs.rel === 'alternate');
    expect(alternates.map((a) => [a.attrs.hreflang, a.attrs.href])).toEqual([
      ['fr-FR', 'https://docs.lintas.example/docs/api/orders/create'],
      ['en-US', 'https://docs.lintas.example/en/docs/api/orders/create'],
      // id has no counterpart (exists: false): no hreflang to its home page.
      ['x-default', 'https://docs.lintas.example/docs/api/orders/create'],
    ]);
    const og = (p: string) => find(head, hasAttr('property', p))?.attrs.content;
    expect(og('og:title')).toBe('Créer une commande | Lintas');
    expect(og('og:url')).toBe(view.canonical);
    expect(og('og:locale')).toBe('fr_FR');
    expect(og('og:type')).toBe('article');
    expect(findAll(head, hasAttr('property', 'og:locale:alternate')).map((m) => m.attrs.content)).toEqual([
      'en_US',
      'id_ID',
    ]);
    expect(get(head, hasAttr('rel', 'icon'), 'favicon').attrs.href).toBe('/img/favicon.ico');
    expect(find(head, hasAttr('name', 'viewport'))?.attrs.content).toContain('width=device-width');
    expect(find(head, hasAttr('name', 'theme-color'))).toBeDefined();
  });

  test('head: the inline script runs before the stylesheets with its data attributes', () => {
    const scripts = findAll(head, tag('script'));
    const inline = get(head, (e) => e.tag === 'script' && 'data-announcement-id' in e.attrs, 'inline head script');
    expect(inline.attrs).toMatchObject({
      'data-announcement-id': 'locations-api-2025-11',
      'data-default-mode': 'light',
      'data-respect-prefers': 'false',
    });
    expect(text(inline)).toBe(view.assets.headInlineScript);
    expect(inline.attrs.type).toBeUndefined();
    const children = head.children.filter((c): c is El => typeof c !== 'string');
    const stylesheet = children.findIndex((e) => e.attrs.rel === 'stylesheet');
    expect(children.indexOf(inline)).toBeLessThan(stylesheet);
    expect(children[stylesheet]!.attrs.href).toBe('/assets/theme.3f9a1c.css');
    // Module scripts in <head>, after the boot data.
    const modules = scripts.filter((s) => s.attrs.type === 'module');
    expect(modules.map((s) => s.attrs.src)).toEqual(view.assets.scripts);
    const bootData = get(head, hasAttr('id', DOM.bootDataId), '#__docgen');
    expect(bootData.attrs.type).toBe('application/json');
    expect(JSON.parse(text(bootData))).toMatchObject({ v: 1, path: view.path, locale: 'fr' });
    expect(children.indexOf(bootData)).toBeLessThan(children.indexOf(modules[0]!));
    expect(findAll(head, hasAttr('rel', 'modulepreload')).map((l) => l.attrs.href)).toEqual(view.assets.modulePreloads);
  });

  test('boot JSON cannot close its <script> element', () => {
    const evil = docView('fr');
    evil.assets.bootJson = JSON.stringify({ v: 1, path: '/</script><script>alert(1)</script>' });
    const out = render(evil);
    expect(out.html).not.toContain('</script><script>alert(1)');
    const data = get(out.doc, hasAttr('id', DOM.bootDataId), '#__docgen');
    expect(JSON.parse(text(data)).path).toBe('/</script><script>alert(1)</script>');
  });

  test('the progress element starts hidden, out of the accessibility tree', () => {
    const bar = get(doc, hasAttr(DOM.progress), 'progress');
    expect('hidden' in bar.attrs).toBe(true);
    expect(bar.attrs['aria-hidden']).toBe('true');
  });

  test('body order: skip link first, announcement, header, layout region, footer', () => {
    const kids = body.children.filter((c): c is El => typeof c !== 'string');
    const skip = kids[0]!;
    expect(skip.tag).toBe('a');
    expect(skip.attrs.href).toBe('#main');
    expect(text(skip)).toBe(fr.skipToContent);
    const order = kids.map((k) =>
      k.attrs[DOM.announcement]
        ? 'announcement'
        : k.attrs[DOM.region]
          ? 'region'
          : k.tag === 'a'
            ? 'skip'
            : k.attrs[DOM.progress] !== undefined
              ? 'progress'
              : k.tag,
    );
    expect(order).toEqual(['skip', 'progress', 'announcement', 'header', 'region', 'footer']);
  });

  test('landmarks: one banner nav, one main (skip target, focusable by script), one footer', () => {
    expect(findAll(doc, tag('main'))).toHaveLength(1);
    const main = get(doc, tag('main'), '<main>');
    expect(main.attrs).toMatchObject({ id: 'main', tabindex: '-1', [DOM.main]: '' });
    const header = get(doc, tag('header'), '<header>');
    expect(get(header, tag('nav'), 'navbar nav').attrs['aria-label']).toBe(fr['navbar.label']);
    expect(findAll(doc, tag('footer'))).toHaveLength(1);
    // Every <nav> has a distinct accessible name.
    const names = findAll(doc, tag('nav')).map((n) => n.attrs['aria-label'] ?? n.attrs['aria-labelledby']);
    expect(names.every(Boolean)).toBe(true);
    expect(new Set(names).size).toBe(names.length);
  });

  test('ids are unique in the document', () => {
    const ids = findAll(doc, (e) => 'id' in e.attrs).map((e) => e.attrs.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('layout region: key per locale/plugin/version; sidebar, main and TOC inside', () => {
    const region = get(doc, hasAttr(DOM.region, 'layout'), 'layout region');
    expect(region.attrs[DOM.layoutKey]).toBe('doc:fr:default:current');
    expect(contains(region, get(doc, hasAttr(DOM.sidebar), 'sidebar'))).toBe(true);
    expect(contains(region, get(doc, tag('main'), 'main'))).toBe(true);
    expect(contains(region, get(doc, hasAttr(DOM.toc), 'toc'))).toBe(true);
    expect(contains(region, get(doc, tag('header'), 'header'))).toBe(false);
  });

  test('sidebar: the active page is aria-current and its categories are open', () => {
    const sidebar = get(doc, hasAttr(DOM.sidebar), 'sidebar');
    expect(sidebar.tag).toBe('aside');
    const current = findAll(sidebar, (e) => e.tag === 'a' && e.attrs['aria-current'] === 'page');
    expect(current).toHaveLength(1);
    expect(current[0]!.attrs.href).toBe(view.path);
    expect(text(current[0]!)).toBe('Créer une commande');
    // Open categories: the chain that holds the active page; closed: the others.
    const categories = findAll(sidebar, hasAttr(DOM.sidebarCategory));
    expect(
      categories.every(
        (c) =>
          c.tag === 'details' && c.children[0] && typeof c.children[0] !== 'string' && c.children[0].tag === 'summary',
      ),
    ).toBe(true);
    const state = Object.fromEntries(categories.map((c) => [c.attrs[DOM.sidebarCategory], 'open' in c.attrs]));
    expect(state).toEqual({ api: true, 'api/orders': true, 'api/rates': false, go_live: false });
    const ancestors: string[] = [];
    let cur = closest(current[0]!, tag('details'));
    while (cur) {
      ancestors.push(cur.attrs[DOM.sidebarCategory]!);
      cur = closest(cur, tag('details'));
    }
    expect(ancestors).toEqual(['api/orders', 'api']);
    // A category with its own page: its link comes right before the <details>, whose summary
    // holds no interactive content (axe: nested-interactive) and is named for the toggle.
    const rates = get(sidebar, hasAttr(DOM.sidebarCategory, 'api/rates'), 'rates category');
    const li = rates.parent!;
    const first = li.children.find((c): c is El => typeof c !== 'string')!;
    expect([first.tag, first.attrs.href]).toEqual(['a', '/docs/api/rates/overview']);
    expect(text(first)).toBe('Tarifs');
    const summary = get(rates, tag('summary'), 'summary');
    expect(text(get(summary, hasClass('dg-visually-hidden'), 'summary name'))).toBe(
      fr['sidebar.toggleCategory']!.replace('{label}', 'Tarifs'),
    );
    for (const s of findAll(sidebar, tag('summary'))) {
      expect(
        // An <a> without href (the hidden copy of a linked category's label) is neither a link nor focusable.
        findAll(
          s,
          (e) =>
            (e.tag === 'a' && 'href' in e.attrs) ||
            ['button', 'input', 'select', 'textarea'].includes(e.tag) ||
            'tabindex' in e.attrs,
        ),
      ).toHaveLength(0);
    }
    // External link: no opener.
    const external = get(sidebar, hasAttr('href', 'https://status.lintas.example'), 'external sidebar link');
    expect(external.attrs.rel).toContain('noopener');
  });

  test('mobile drawer: the navbar button controls the sidebar drawer', () => {
    const toggle = get(doc, hasAttr(DOM.drawerToggle), 'drawer toggle');
    expect(toggle.tag).toBe('button');
    expect(toggle.attrs).toMatchObject({
      type: 'button',
      'aria-expanded': 'false',
      'aria-controls': DRAWER_ID,
      'aria-label': fr['navbar.menu'],
    });
    expect(closest(toggle, tag('header'))).toBeDefined();
    const drawer = get(doc, hasAttr('id', DRAWER_ID), 'drawer');
    expect(DOM.drawer in drawer.attrs).toBe(true);
    expect('data-open' in drawer.attrs).toBe(false);
    expect(findAll(doc, hasAttr(DOM.drawer))).toHaveLength(1);
    // The drawer holds the sidebar, and the navbar's links (hidden on desktop by CSS).
    const sidebar = get(drawer, hasAttr(DOM.sidebar), 'sidebar in the drawer');
    const drawerNav = get(drawer, hasAttr('aria-label', fr['navbar.drawerLabel']), 'drawer nav');
    const hrefs = findAll(drawerNav, tag('a')).map((a) => a.attrs.href);
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/docs/intro',
        'https://dashboard.lintas.example/login',
        'https://dashboard.lintas.example/register',
      ]),
    );
    // Those links are beside the sidebar, not in it: the runtime keeps the sidebar element
    // across in-place navigations, so page-specific links (locale, version) must not live there.
    expect(contains(sidebar, drawerNav)).toBe(false);
    expect(findAll(sidebar, (e) => DOM.localeLink in e.attrs || DOM.versionLink in e.attrs)).toHaveLength(0);
    expect(findAll(drawerNav, hasAttr(DOM.localeLink)).map((a) => a.attrs.href)).toEqual([
      '/docs/api/orders/create',
      '/en/docs/api/orders/create',
      '/id/',
    ]);
  });

  test('navbar: brand to the locale home, docs link active, right links with variants', () => {
    const header = get(doc, tag('header'), 'header');
    const brand = get(header, hasClass('dg-navbar__brand'), 'brand');
    expect(brand.attrs.href).toBe('/');
    expect(text(brand)).toBe('Lintas');
    const docsLink = get(header, (e) => e.tag === 'a' && e.attrs.href === '/docs/intro', 'docs link');
    expect(docsLink.attrs['aria-current']).toBe('true');
    const right = get(header, hasClass('dg-navbar__items--right'), 'right links');
    const links = findAll(right, tag('a'));
    expect(links.map((a) => text(a))).toEqual(['Se connecter', 'Contacter les ventes', 'Commencer gratuitement']);
    expect(links.map((a) => a.attrs.class)).toEqual([
      'dg-navbar__link',
      'dg-navbar__link dg-button dg-button--secondary',
      'dg-navbar__link dg-button dg-button--primary',
    ]);
    expect(links.every((a) => a.attrs.rel?.includes('noopener'))).toBe(true);
  });

  test('navbar: colour toggle and search slot are buttons with names in the page language', () => {
    const toggle = get(doc, hasAttr(DOM.colorToggle), 'colour toggle');
    expect(toggle.tag).toBe('button');
    // A toggle button: "Dark mode", pressed when dark (the runtime keeps aria-pressed in step).
    expect(toggle.attrs).toMatchObject({
      type: 'button',
      'aria-label': fr['colorMode.dark'],
      'aria-pressed': 'false',
      title: fr['colorMode.toggle'],
    });
    expect(closest(toggle, tag('header'))).toBeDefined();
    // The search slot is a named button, hidden until a search provider enables it.
    const search = get(get(doc, tag('header'), 'header'), hasAttr('data-dg-search'), 'search button');
    expect(search.tag).toBe('button');
    expect(text(search)).toBe(fr['search.placeholder']);
    expect('hidden' in search.attrs).toBe(true);
  });

  test('locale switcher: same page in the other locales, home when there is no counterpart', () => {
    const header = get(doc, tag('header'), 'header');
    const links = findAll(header, hasAttr(DOM.localeLink));
    expect(links.map((a) => [a.attrs[DOM.localeLink], a.attrs.href, a.attrs.hreflang])).toEqual([
      ['fr', '/docs/api/orders/create', 'fr-FR'],
      ['en', '/en/docs/api/orders/create', 'en-US'],
      ['id', '/id/', 'id-ID'],
    ]);
    expect(links[0]!.attrs['aria-current']).toBe('true');
    // Each language name is marked in its own language; the fallback says where it leads.
    expect(find(links[2]!, hasAttr('lang', 'id-ID'))).toBeDefined();
    expect(text(links[2]!)).toContain(fr['locale.homeFallback']);
    expect(text(links[1]!)).not.toContain(fr['locale.homeFallback']);
  });

  test('version dropdown: a <details> menu of version links', () => {
    const links = findAll(doc, (e) => e.tag === 'a' && DOM.versionLink in e.attrs && !!closest(e, tag('header')));
    expect(links.map((a) => [a.attrs[DOM.versionLink], a.attrs.href])).toEqual([
      ['current', '/docs/api/orders/create'],
      ['1.0', '/docs/1.0/api/orders/create'],
    ]);
    expect(closest(links[0]!, tag('details'))).toBeDefined();
    expect(links[0]!.attrs['aria-current']).toBe('true');
    // Latest version: no old-version banner.
    expect(find(doc, hasClass('dg-banner--version'))).toBeUndefined();
  });

  test('announcement bar: id, inline HTML and a named close button', () => {
    const bar = get(doc, hasAttr(DOM.announcement), 'announcement');
    expect(bar.attrs[DOM.announcement]).toBe('locations-api-2025-11');
    expect(bar.attrs['aria-label']).toBe(fr['announcement.label']);
    expect(get(bar, tag('a'), 'bar link').attrs.href).toBe('/docs/api/locations/overview');
    const close = get(bar, hasAttr(DOM.announcementClose), 'close');
    expect(close.tag).toBe('button');
    expect(close.attrs['aria-label']).toBe(fr['announcement.close']);
    expect(STORAGE.announcementDismissed).toBeTruthy();
  });

  test('main: breadcrumbs, h1 + content HTML in the article, edit link, pagination', () => {
    const main = get(doc, tag('main'), 'main');
    const crumbs = get(main, hasAttr('aria-label', fr['breadcrumbs.label']), 'breadcrumbs');
    const items = findAll(crumbs, tag('li'));
    expect(items.map((li) => text(li))).toEqual([fr['breadcrumbs.home'], 'API', 'Commandes', 'Créer une commande']);
    expect(get(items[3]!, hasAttr('aria-current', 'page'), 'current crumb')).toBeDefined();
    expect(find(items[0]!, tag('a'))?.attrs.href).toBe('/');

    const article = get(main, tag('article'), 'article');
    expect(text(get(article, tag('h1'), 'h1'))).toBe('Créer une commande');
    expect(findAll(doc, tag('h1'))).toHaveLength(1);
    // Content HTML is passed through untouched (tabs, code, admonitions).
    expect(html).toContain(view.html);
    const tabs = get(article, hasAttr(DOM.tabs, 'code'), 'tabs');
    expect(findAll(tabs, hasAttr('role', 'tab'))).toHaveLength(2);
    expect(findAll(tabs, hasAttr('role', 'tabpanel'))).toHaveLength(2);
    expect(article.attrs.lang).toBeUndefined();

    const edit = get(main, hasClass('dg-edit-link'), 'edit link');
    expect(edit.attrs.href).toBe(view.doc!.editUrl);
    expect(text(edit)).toBe(fr['doc.editPage']);

    const pagination = get(main, hasAttr('aria-label', fr['pagination.label']), 'pagination');
    const [prev, next] = findAll(pagination, tag('a'));
    expect([prev!.attrs.rel, prev!.attrs.href]).toEqual(['prev', '/docs/api/orders/overview']);
    expect([next!.attrs.rel, next!.attrs.href]).toEqual(['next', '/docs/api/orders/retrieve']);
    expect(text(prev!)).toContain(fr['pagination.previous']);
    expect(text(next!)).toContain(fr['pagination.next']);
  });

  test('TOC: desktop nav with #links nested by depth, and a mobile disclosure', () => {
    const toc = get(doc, hasAttr(DOM.toc), 'toc');
    expect(toc.tag).toBe('nav');
    const title = get(doc, hasAttr('id', toc.attrs['aria-labelledby']!), 'toc title');
    expect(text(title)).toBe(fr['toc.title']);
    const links = findAll(toc, tag('a'));
    expect(links.map((a) => a.attrs.href)).toEqual(['#requete', '#corps', '#reponse']);
    // h3 "Corps" sits in a list nested under h2 "Requête".
    const corpsItem = closest(links[1]!, tag('li'))!;
    const parentItem = closest(corpsItem, tag('li'))!;
    expect(find(parentItem, tag('a'))!.attrs.href).toBe('#requete');
    const mobile = get(doc, hasClass('dg-toc-mobile'), 'mobile toc');
    expect(mobile.tag).toBe('details');
    expect('open' in mobile.attrs).toBe(false);
    expect(findAll(doc, hasAttr(DOM.toc))).toHaveLength(1);
  });

  test('footer: columns from the config and the copyright line', () => {
    const footer = get(doc, tag('footer'), 'footer');
    expect(findAll(footer, tag('h2')).map((h) => text(h))).toEqual(['Documentation', 'Aide']);
    expect(text(footer)).toContain('Copyright © 2025 Lintas');
    const external = get(footer, hasAttr('href', 'https://status.lintas.example'), 'status link');
    expect(external.attrs.rel).toContain('noopener');
  });

  test('no UI string of another language on the page', () => {
    const pageText = readerText(body, 'fr-FR');
    expect(containsWords(pageText, fr['toc.title']!)).toBe(true);
    for (const other of ['en', 'id']) {
      for (const s of foreignStrings('fr', other)) expect(containsWords(pageText, s), `${other}: ${s}`).toBe(false);
    }
  });
});
