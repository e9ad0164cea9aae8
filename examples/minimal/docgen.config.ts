import { defineConfig } from '@docgen/config';

export default defineConfig({
  title: 'Minimal Docs',
  tagline: 'The smallest real docgen site.',
  url: 'https://docs.example.com',
  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: { en: { label: 'English' } },
  },
  navbar: {
    items: [{ type: 'doc', docId: 'intro', label: 'Docs' }],
  },
});
