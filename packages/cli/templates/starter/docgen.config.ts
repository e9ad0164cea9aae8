import { defineConfig } from '@docgen/config';

// Every option is listed in docgen's config reference (docs/guide/config-reference.md).
export default defineConfig({
  title: 'My Docs',
  tagline: 'Documentation built with docgen.',
  // The production origin: canonical URLs and the sitemap use it.
  url: 'https://docs.example.com',
  baseUrl: '/',
  favicon: '/img/favicon.svg',
  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: { en: { label: 'English' } },
  },
  navbar: {
    items: [
      { type: 'doc', docId: 'intro', label: 'Docs' },
      { type: 'doc', docId: 'getting-started', label: 'Getting started' },
    ],
  },
  footer: {
    columns: [
      {
        title: 'Docs',
        items: [
          { label: 'Introduction', href: '/docs/intro' },
          { label: 'Getting started', href: '/docs/getting-started' },
        ],
      },
    ],
    copyright: '© My Team',
  },
});
