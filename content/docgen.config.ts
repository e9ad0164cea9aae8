import { defineConfig } from '@docgen/core/config';
import { openapi } from '@docgen/plugin-openapi';
import { search } from '@docgen/plugin-search';

export default defineConfig({
  title: 'Lintas Docs',
  tagline: {
    fr: 'Une seule API pour expédier avec tous les transporteurs indonésiens : tarifs, commandes, suivi et webhooks.',
    en: 'One API to ship with every Indonesian courier: rates, orders, tracking and webhooks.',
    id: 'Satu API untuk mengirim dengan semua kurir di Indonesia: tarif, pesanan, pelacakan, dan webhook.',
  },
  url: 'https://docs.lintas.example',
  baseUrl: '/',
  favicon: '/img/favicon.svg',
  logo: { src: '/img/logo.svg', alt: 'Lintas' },
  i18n: {
    defaultLocale: 'fr',
    locales: ['fr', 'en', 'id'],
    localeConfigs: {
      fr: { label: 'Français', htmlLang: 'fr-FR' },
      en: { label: 'English', htmlLang: 'en-US' },
      id: { label: 'Bahasa Indonesia', htmlLang: 'id-ID' },
    },
  },
  navbar: {
    items: [
      // The three items lead into one sidebar: each is marked active on its own part of it.
      {
        type: 'doc',
        docId: 'intro',
        label: { fr: 'Documentation', en: 'Docs', id: 'Dokumentasi' },
        activeBaseRegex: '^(/en|/id)?/docs(/(?!api(/|$)).*)?$',
      },
      {
        type: 'doc',
        docId: 'api/usage_flow',
        label: { fr: 'Référence API', en: 'API reference', id: 'Referensi API' },
        activeBaseRegex: '^(/en|/id)?/docs/api(/(?!changelog(/|$)).*)?$',
      },
      {
        type: 'doc',
        docId: 'api/changelog',
        label: { fr: 'Journal des modifications', en: 'Changelog', id: 'Catatan perubahan' },
        activeBaseRegex: '^(/en|/id)?/docs/api/changelog(/.*)?$',
      },
      { type: 'search', position: 'right' },
      { type: 'localeDropdown', position: 'right' },
      {
        type: 'link',
        href: 'https://dashboard.lintas.example/login',
        label: { fr: 'Se connecter', en: 'Sign in', id: 'Masuk' },
        position: 'right',
      },
      {
        type: 'link',
        href: 'https://lintas.example/contact-sales',
        label: { fr: 'Contacter les ventes', en: 'Contact sales', id: 'Hubungi sales' },
        position: 'right',
        variant: 'secondary',
      },
      {
        type: 'link',
        href: 'https://dashboard.lintas.example/register',
        label: { fr: 'Commencer gratuitement', en: 'Get started free', id: 'Mulai gratis' },
        position: 'right',
        variant: 'primary',
      },
    ],
  },
  footer: {
    columns: [
      {
        title: { fr: 'Documentation', en: 'Documentation', id: 'Dokumentasi' },
        items: [
          { label: { fr: 'Introduction', en: 'Introduction', id: 'Pengantar' }, href: '/docs/intro' },
          { label: { fr: 'Démarrage rapide', en: 'Getting started', id: 'Memulai' }, href: '/docs/getting-started' },
          { label: { fr: 'Erreurs', en: 'Errors', id: 'Error' }, href: '/docs/errors' },
          { label: { fr: 'Sandbox', en: 'Sandbox', id: 'Sandbox' }, href: '/docs/sandbox' },
        ],
      },
      {
        title: { fr: 'API', en: 'API', id: 'API' },
        items: [
          { label: { fr: 'Tarifs', en: 'Rates', id: 'Tarif' }, href: '/docs/api/rates/overview' },
          { label: { fr: 'Commandes', en: 'Orders', id: 'Pesanan' }, href: '/docs/api/orders/overview' },
          { label: { fr: 'Suivi', en: 'Trackings', id: 'Pelacakan' }, href: '/docs/api/trackings/overview' },
          { label: { fr: 'Webhooks', en: 'Webhooks', id: 'Webhook' }, href: '/docs/api/webhook/overview' },
        ],
      },
      {
        title: { fr: 'Lintas', en: 'Lintas', id: 'Lintas' },
        items: [
          {
            label: { fr: 'Tableau de bord', en: 'Dashboard', id: 'Dasbor' },
            href: 'https://dashboard.lintas.example/login',
          },
          {
            label: { fr: 'Contacter les ventes', en: 'Contact sales', id: 'Hubungi sales' },
            href: 'https://lintas.example/contact-sales',
          },
          {
            label: { fr: 'État des services', en: 'Status', id: 'Status layanan' },
            href: 'https://status.lintas.example',
          },
          { label: { fr: 'Support', en: 'Support', id: 'Dukungan' }, href: '/docs/support' },
        ],
      },
    ],
    copyright: {
      fr: '© 2025 Lintas. Tous droits réservés.',
      en: '© 2025 Lintas. All rights reserved.',
      id: '© 2025 Lintas. Hak cipta dilindungi.',
    },
  },
  announcementBar: {
    id: 'locations-api-2025-11',
    content: {
      fr: 'Nouveau : l’[API Locations](/docs/api/locations/overview) enregistre vos adresses d’enlèvement.',
      en: 'New: the [Locations API](/en/docs/api/locations/overview) saves your pickup addresses.',
      id: 'Baru: [API Locations](/id/docs/api/locations/overview) menyimpan alamat penjemputan Anda.',
    },
    dismissible: true,
  },
  colorMode: { defaultMode: 'light', respectPrefersColorScheme: false },
  analytics: {
    trackers: [
      { id: 'G-LNT4S2025', endpoint: 'https://analytics.lintas.example/g/collect?tid={id}', anonymizeIp: true },
      { id: 'UA-210987-1', endpoint: 'https://stats.lintas.example/collect?tid={id}', anonymizeIp: true },
    ],
  },
  sitemap: { changefreq: 'weekly', priority: 1 },
  docs: {
    path: 'docs',
    routeBasePath: 'docs',
    sidebarPath: 'sidebars.ts',
    homeDocId: 'intro',
    editUrl: 'https://github.com/lintas/docs/edit/main',
  },
  redirects: [
    // Made in every locale too: /en/docs/api and /id/docs/api.
    { from: '/docs/api', to: '/docs/api/usage_flow' },
  ],
  toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  plugins: [
    openapi({
      spec: 'openapi/lintas.yaml',
      // Our own document: any fault in it or in an example fails the build.
      validate: 'error',
      keyEnv: 'LINTAS_API_KEY',
      postman: { file: 'lintas.postman_collection.json', name: 'Lintas API' },
      publish: 'openapi/lintas.yaml',
    }),
    search(),
  ],
});
