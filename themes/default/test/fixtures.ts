/**
 * Realistic PageView fixtures of the Lintas site (fr default, en, id), shaped like what the
 * core resolves: labels in the page's language, final hrefs, assets hashed.
 */
import type { Alternate, LocaleInfo, NavbarItem, PageView, SidebarEntry, SiteView, TocEntry } from '@docgen/shared';
import theme from '../src/index.tsx';

export const LOCALES: Record<'fr' | 'en' | 'id', LocaleInfo> = {
  fr: { code: 'fr', label: 'Français', htmlLang: 'fr-FR', dir: 'ltr', prefix: '' },
  en: { code: 'en', label: 'English', htmlLang: 'en-US', dir: 'ltr', prefix: '/en' },
  id: { code: 'id', label: 'Bahasa Indonesia', htmlLang: 'id-ID', dir: 'ltr', prefix: '/id' },
};
export type Code = keyof typeof LOCALES;

const NAV_LABELS: Record<Code, { docs: string; signIn: string; sales: string; start: string }> = {
  fr: { docs: 'Documentation', signIn: 'Se connecter', sales: 'Contacter les ventes', start: 'Commencer gratuitement' },
  en: { docs: 'Docs', signIn: 'Sign in', sales: 'Contact sales', start: 'Get started free' },
  id: { docs: 'Dokumentasi', signIn: 'Masuk', sales: 'Hubungi sales', start: 'Mulai gratis' },
};

const FOOTER: Record<Code, { docs: string; community: string; company: string; copyright: string }> = {
  fr: {
    docs: 'Documentation',
    community: 'Aide',
    company: 'Lintas',
    copyright: 'Copyright © 2025 Lintas. Tous droits réservés.',
  },
  en: {
    docs: 'Docs',
    community: 'Help',
    company: 'Lintas',
    copyright: 'Copyright © 2025 Lintas. All rights reserved.',
  },
  id: { docs: 'Dokumentasi', community: 'Bantuan', company: 'Lintas', copyright: 'Hak cipta © 2025 Lintas.' },
};

export function site(code: Code, opts: { docsActive?: boolean } = {}): SiteView {
  const l = LOCALES[code];
  const nav = NAV_LABELS[code];
  const f = FOOTER[code];
  const navbar: NavbarItem[] = [
    {
      kind: 'link',
      label: nav.docs,
      href: `${l.prefix}/docs/intro`,
      external: false,
      position: 'left',
      active: !!opts.docsActive,
    },
    { kind: 'versionDropdown', position: 'left' },
    { kind: 'search', position: 'right' },
    { kind: 'localeDropdown', position: 'right' },
    {
      kind: 'link',
      label: nav.signIn,
      href: 'https://dashboard.lintas.example/login',
      external: true,
      position: 'right',
      active: false,
    },
    {
      kind: 'link',
      label: nav.sales,
      href: 'https://lintas.example/contact-sales',
      external: true,
      position: 'right',
      active: false,
      variant: 'secondary',
    },
    {
      kind: 'link',
      label: nav.start,
      href: 'https://dashboard.lintas.example/register',
      external: true,
      position: 'right',
      active: false,
      variant: 'primary',
    },
  ];
  return {
    title: 'Lintas',
    tagline: {
      fr: 'Une API pour tous les transporteurs indonésiens',
      en: 'One API for every Indonesian courier',
      id: 'Satu API untuk semua kurir',
    }[code],
    url: 'https://docs.lintas.example',
    homeHref: `${l.prefix}/`,
    logo: { src: '/img/logo.svg', alt: 'Lintas' },
    favicon: '/img/favicon.ico',
    navbar,
    footer: {
      columns: [
        {
          title: f.docs,
          items: [
            { label: 'Introduction', href: `${l.prefix}/docs/intro`, external: false },
            { label: 'API', href: `${l.prefix}/docs/api/authentication`, external: false },
          ],
        },
        {
          title: f.community,
          items: [
            { label: 'Status', href: 'https://status.lintas.example', external: true },
            { label: 'support@lintas.example', href: 'mailto:support@lintas.example', external: true },
          ],
        },
      ],
      copyright: f.copyright,
    },
    announcementBar: {
      id: 'locations-api-2025-11',
      html: {
        fr: 'Nouveau : l’<a href="/docs/api/locations/overview">API Locations</a> est disponible.',
        en: 'New: the <a href="/en/docs/api/locations/overview">Locations API</a> is available.',
        id: 'Baru: <a href="/id/docs/api/locations/overview">API Locations</a> sudah tersedia.',
      }[code],
      dismissible: true,
    },
    colorMode: { defaultMode: 'light', respectPrefersColorScheme: false, disableSwitch: false },
    locales: [LOCALES.fr, LOCALES.en, LOCALES.id],
    defaultLocale: 'fr',
  };
}

const SIDEBAR_LABELS: Record<Code, Record<string, string>> = {
  fr: {
    intro: 'Introduction',
    start: 'Premiers pas',
    api: 'API',
    auth: 'Authentification',
    orders: 'Commandes',
    overview: 'Vue d’ensemble',
    create: 'Créer une commande',
    retrieve: 'Récupérer une commande',
    del: 'Annuler une commande',
    rates: 'Tarifs',
    ratesGet: 'Obtenir des tarifs',
    golive: 'Mise en production',
    activation: 'Activation',
    status: 'État du service',
  },
  en: {
    intro: 'Introduction',
    start: 'Getting started',
    api: 'API',
    auth: 'Authentication',
    orders: 'Orders',
    overview: 'Overview',
    create: 'Create an order',
    retrieve: 'Retrieve an order',
    del: 'Cancel an order',
    rates: 'Rates',
    ratesGet: 'Get rates',
    golive: 'Go live',
    activation: 'Activation',
    status: 'Service status',
  },
  id: {
    intro: 'Pengantar',
    start: 'Memulai',
    api: 'API',
    auth: 'Autentikasi',
    orders: 'Pesanan',
    overview: 'Ikhtisar',
    create: 'Buat pesanan',
    retrieve: 'Ambil pesanan',
    del: 'Batalkan pesanan',
    rates: 'Tarif',
    ratesGet: 'Ambil tarif',
    golive: 'Go live',
    activation: 'Aktivasi',
    status: 'Status layanan',
  },
};

export function sidebar(code: Code, activeHref: string, version = ''): SidebarEntry[] {
  const p = `${LOCALES[code].prefix}/docs${version ? `/${version}` : ''}`;
  const s = SIDEBAR_LABELS[code];
  const link = (label: string, href: string): SidebarEntry => ({
    type: 'link',
    label,
    href,
    active: href === activeHref,
    external: false,
  });
  const orders = [
    link(s.overview!, `${p}/api/orders/overview`),
    link(s.create!, `${p}/api/orders/create`),
    link(s.retrieve!, `${p}/api/orders/retrieve`),
    link(s.del!, `${p}/api/orders/delete`),
  ];
  const rates = [link(s.ratesGet!, `${p}/api/rates/retrieve`)];
  const ordersActive = orders.some((e) => e.type === 'link' && e.active);
  const ratesActive = rates.some((e) => e.type === 'link' && e.active);
  return [
    link(s.intro!, `${p}/intro`),
    link(s.start!, `${p}/getting-started`),
    {
      type: 'category',
      label: s.api!,
      key: 'api',
      collapsible: true,
      collapsed: !(ordersActive || ratesActive),
      active: ordersActive || ratesActive,
      items: [
        link(s.auth!, `${p}/api/authentication`),
        {
          type: 'category',
          label: s.orders!,
          key: 'api/orders',
          collapsible: true,
          collapsed: !ordersActive,
          active: ordersActive,
          items: orders,
        },
        {
          type: 'category',
          label: s.rates!,
          key: 'api/rates',
          href: `${p}/api/rates/overview`,
          collapsible: true,
          collapsed: !ratesActive,
          active: ratesActive,
          items: rates,
        },
      ],
    },
    {
      type: 'category',
      label: s.golive!,
      key: 'go_live',
      collapsible: true,
      collapsed: true,
      active: false,
      items: [link(s.activation!, `${p}/go_live/activation`)],
    },
    { type: 'link', label: s.status!, href: 'https://status.lintas.example', active: false, external: true },
  ];
}

/** Content HTML as the core's markdown pipeline emits it (markup contract). */
export function docHtml(code: Code, opts: { codeBlocks?: { curl: string; node: string; json: string } } = {}): string {
  const t = theme.strings[code]!;
  const anchor = (id: string, heading: string) =>
    `<a class="dg-anchor" href="#${id}" aria-label="${t['heading.anchorLabel']!.replace('{heading}', heading)}">#</a>`;
  const plain = (lang: string, src: string, extra = '') =>
    `<figure class="dg-code" data-lang="${lang}">${extra}<div class="dg-code__body"><pre class="shiki shiki-themes github-light-default github-dark-default" style="background-color:#ffffff;--shiki-dark-bg:#0d1117;color:#1f2328;--shiki-dark:#e6edf3" tabindex="0"><code>${src
      .split('\n')
      .map(
        (line, i) =>
          `<span class="line${i === 1 ? ' highlighted' : ''}"><span style="color:#1f2328;--shiki-dark:#e6edf3">${line.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</span></span>`,
      )
      .join(
        '\n',
      )}</code></pre><button type="button" class="dg-code__copy" data-dg-copy data-copied-label="${t['code.copied']}">${t['code.copy']}</button></div></figure>`;
  const blocks = opts.codeBlocks ?? {
    curl: plain(
      'bash',
      'curl https://api.sandbox.lintas.example/v1/orders \\\n  -H "Authorization: Bearer sk_test_..." \\\n  -d @order.json',
    ),
    node: plain(
      'js',
      "const res = await fetch('https://api.sandbox.lintas.example/v1/orders', {\n  method: 'POST',\n});",
    ),
    json: plain(
      'json',
      '{\n  "id": "ord_9xk2",\n  "status": "confirmed"\n}',
      `<figcaption class="dg-code__title">Réponse</figcaption>`,
    ),
  };
  return [
    `<p>Crée une commande et réserve un transporteur. Le prix est celui d’un <a href="/docs/api/rates/retrieve">tarif</a> valide.</p>`,
    `<aside class="dg-admonition dg-admonition--warning" role="note" aria-label="${t['admonition.warning']}"><p class="dg-admonition__title"><svg class="dg-admonition__icon" aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><path d="M12 9v4M12 17h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z"/></svg><span>Clés live</span></p><div class="dg-admonition__body"><p>Ne publiez jamais une clé <code>sk_live_</code> dans un dépôt.</p></div></aside>`,
    `<h2 id="requete">Requête${anchor('requete', 'Requête')}</h2>`,
    `<div class="dg-tabs" data-dg-tabs="code"><div class="dg-tabs__list" role="tablist"><button type="button" role="tab" class="dg-tabs__tab" id="t-1-curl" aria-controls="p-1-curl" aria-selected="true" tabindex="0" data-dg-tab="curl">cURL</button><button type="button" role="tab" class="dg-tabs__tab" id="t-1-node" aria-controls="p-1-node" aria-selected="false" tabindex="-1" data-dg-tab="node">Node.js</button></div><div class="dg-tabs__panel" role="tabpanel" id="p-1-curl" aria-labelledby="t-1-curl" data-dg-tab-panel="curl" data-active>${blocks.curl}</div><div class="dg-tabs__panel" role="tabpanel" id="p-1-node" aria-labelledby="t-1-node" data-dg-tab-panel="node">${blocks.node}</div></div>`,
    `<h3 id="corps">Corps${anchor('corps', 'Corps')}</h3>`,
    `<div class="dg-table"><table><thead><tr><th>Champ</th><th>Type</th><th>Description</th></tr></thead><tbody><tr><td><code>courier.company</code></td><td>string</td><td>Code du transporteur, par exemple <code>jne</code>.</td></tr><tr><td><code>delivery.type</code></td><td>string</td><td><code>now</code> ou <code>scheduled</code>.</td></tr></tbody></table></div>`,
    `<h2 id="reponse">Réponse${anchor('reponse', 'Réponse')}</h2>`,
    blocks.json,
    `<aside class="dg-admonition dg-admonition--tip" role="note" aria-label="${t['admonition.tip']}"><p class="dg-admonition__title"><svg class="dg-admonition__icon" aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2"><path d="M9 18h6M10 22h4M12 2a7 7 0 0 0-4 12.7V17h8v-2.3A7 7 0 0 0 12 2z"/></svg><span>${t['admonition.tip']}</span></p><div class="dg-admonition__body"><p>Envoyez un en-tête <code>Idempotency-Key</code> pour rejouer une requête sans risque.</p></div></aside>`,
    `<figure class="dg-flow"><svg role="img" aria-label="Rechercher une zone, puis obtenir les tarifs, puis créer la commande" viewBox="0 0 520 60" width="520" height="60"><rect x="1" y="10" width="150" height="40" rx="8" fill="var(--dg-flow-node-bg)" stroke="var(--dg-flow-node-border)"/><text x="76" y="35" text-anchor="middle" fill="currentColor" font-size="13">Rechercher une zone</text><path d="M151 30h34" stroke="var(--dg-flow-edge)"/><rect x="185" y="10" width="150" height="40" rx="8" fill="var(--dg-flow-node-bg)" stroke="var(--dg-flow-node-border)"/><text x="260" y="35" text-anchor="middle" fill="currentColor" font-size="13">Obtenir les tarifs</text><path d="M335 30h34" stroke="var(--dg-flow-edge)"/><rect x="369" y="10" width="150" height="40" rx="8" fill="var(--dg-flow-node-bg)" stroke="var(--dg-flow-accent)"/><text x="444" y="35" text-anchor="middle" fill="currentColor" font-size="13">Créer la commande</text></svg></figure>`,
  ].join('');
}

export const TOC: TocEntry[] = [
  { id: 'requete', text: 'Requête', depth: 2 },
  { id: 'corps', text: 'Corps', depth: 3 },
  { id: 'reponse', text: 'Réponse', depth: 2 },
];

const ASSETS = {
  stylesheets: ['/assets/theme.3f9a1c.css'],
  scripts: ['/assets/runtime.8c1d2e.js'],
  modulePreloads: ['/assets/chunk-shared.41aa0f.js'],
  headInlineScript:
    "(function(){var d=document.documentElement,s=document.currentScript.dataset;d.classList.add('js');try{var t=localStorage.getItem('theme');if(t==='light'||t==='dark')d.dataset.theme=t;var a=localStorage.getItem('docgen.announcement.dismissed');if(a&&a===s.announcementId)d.setAttribute('data-announcement-dismissed','')}catch(e){}})()",
};

function boot(path: string, locale: string, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({
    v: 1,
    path,
    locale,
    manifest: '/assets/routes.5e7f.json',
    localePrefixes: ['/en', '/id', ''],
    analytics: [],
    ...extra,
  });
}

function alternates(fr: string, en: string, id: string, idExists = true): Alternate[] {
  return [
    { locale: 'fr', hreflang: 'fr-FR', href: fr, exists: true },
    { locale: 'en', hreflang: 'en-US', href: en, exists: true },
    { locale: 'id', hreflang: 'id-ID', href: id, exists: idExists },
  ];
}

const DOC_TITLE: Record<Code, string> = { fr: 'Créer une commande', en: 'Create an order', id: 'Buat pesanan' };

/** The doc `api/orders/create` in a locale (id has no counterpart: its alternate is id's home). */
export function docView(
  code: Code,
  opts: { untranslated?: boolean; oldVersion?: boolean; html?: string; strings?: Record<string, string> } = {},
): PageView {
  const l = LOCALES[code];
  const version = opts.oldVersion ? '1.0' : '';
  const path = `${l.prefix}/docs${version ? `/${version}` : ''}/api/orders/create`;
  const s = SIDEBAR_LABELS[code];
  return {
    kind: 'doc',
    path,
    site: site(code, { docsActive: true }),
    locale: l,
    title: opts.untranslated ? DOC_TITLE.fr : DOC_TITLE[code],
    description: 'Crée une commande Lintas et réserve un transporteur.',
    keywords: ['commande', 'orders'],
    canonical: `https://docs.lintas.example${path}`,
    alternates: alternates('/docs/api/orders/create', '/en/docs/api/orders/create', '/id/', false),
    html: opts.html ?? docHtml(code),
    toc: TOC,
    doc: {
      id: 'api/orders/create',
      version: opts.oldVersion ? '1.0' : 'current',
      pluginId: 'default',
      sidebar: sidebar(code, path, version),
      breadcrumbs: [
        { label: s.api!, href: `${l.prefix}/docs/api/authentication` },
        { label: s.orders! },
        { label: s.create! },
      ],
      prev: { label: s.overview!, href: `${l.prefix}/docs/api/orders/overview` },
      next: { label: s.retrieve!, href: `${l.prefix}/docs/api/orders/retrieve` },
      editUrl: 'https://github.com/lintas/docs/edit/main/content/docs/api/orders/create.md',
      untranslated: !!opts.untranslated,
      versions: [
        {
          name: 'current',
          label: 'v2',
          href: `${l.prefix}/docs/api/orders/create`,
          current: !opts.oldVersion,
          latest: true,
        },
        {
          name: '1.0',
          label: 'v1',
          href: `${l.prefix}/docs/1.0/api/orders/create`,
          current: !!opts.oldVersion,
          latest: false,
        },
      ],
      hideToc: false,
    },
    strings: { ...theme.strings[code]!, ...opts.strings },
    assets: { ...ASSETS, bootJson: boot(path, code) },
  };
}

export function notFoundView(code: Code): PageView {
  const l = LOCALES[code];
  return {
    kind: 'notFound',
    path: `${l.prefix}/404`,
    site: site(code),
    locale: l,
    title: '',
    description: '',
    keywords: [],
    canonical: `https://docs.lintas.example${l.prefix}/404`,
    alternates: alternates('/', '/en/', '/id/', false),
    html: '',
    toc: [],
    strings: { ...theme.strings[code]! },
    assets: { ...ASSETS, bootJson: boot(`${l.prefix}/404`, code, { notFound: true }) },
  };
}

export function componentView(code: Code, title = ''): PageView {
  const l = LOCALES[code];
  const path = `${l.prefix}/`;
  return {
    kind: 'component',
    path,
    site: site(code),
    locale: l,
    title,
    description: '',
    keywords: [],
    canonical: `https://docs.lintas.example${path}`,
    alternates: alternates('/', '/en/', '/id/'),
    html: '',
    toc: [],
    strings: { ...theme.strings[code]! },
    assets: { ...ASSETS, bootJson: boot(path, code) },
  };
}

export function markdownView(code: Code): PageView {
  const l = LOCALES[code];
  const path = `${l.prefix}/markdown-page`;
  return {
    kind: 'markdown',
    path,
    site: site(code),
    locale: l,
    title: 'Page Markdown',
    description: 'Une page autonome écrite en Markdown.',
    keywords: [],
    canonical: `https://docs.lintas.example${path}`,
    alternates: alternates('/markdown-page', '/en/markdown-page', '/id/markdown-page'),
    html: `<p>Une page autonome.</p><h2 id="section">Section<a class="dg-anchor" href="#section" aria-label="Lien direct vers « Section »">#</a></h2><p>Du texte.</p>`,
    toc: [{ id: 'section', text: 'Section', depth: 2 }],
    strings: { ...theme.strings[code]! },
    assets: { ...ASSETS, bootJson: boot(path, code) },
  };
}

/** `href()` of PageComponentProps for a locale. */
export function hrefFor(code: Code): (path: string) => string {
  const prefix = LOCALES[code].prefix;
  return (path) => (path === '/' ? `${prefix}/` : `${prefix}${path}`);
}
