/** The site around the fixture pages: locales, navbar, footer and sidebars in fr, en and id. */
import type { LocaleInfo, NavbarItem, SidebarEntry, SiteView } from '@docgen/shared';

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

export const SIDEBAR_LABELS: Record<Code, Record<string, string>> = {
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
