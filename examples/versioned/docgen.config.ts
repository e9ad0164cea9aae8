import { defineConfig } from '@docgen/config';

// Two docs versions: 1.0 (a snapshot made with `docgen version 1.0`) and the docs folder
// (`current`), labelled 2.0 and served as the latest at /docs/…; 1.0 is served at /docs/1.0/….
export default defineConfig({
  title: 'Versioned Docs',
  tagline: 'A docgen site with two docs versions in two languages.',
  url: 'https://docs.example.com',
  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'fr'],
    localeConfigs: { en: { label: 'English' }, fr: { label: 'Français', htmlLang: 'fr-FR' } },
  },
  navbar: {
    items: [
      { type: 'doc', docId: 'intro', label: { en: 'Docs', fr: 'Documentation' } },
      { type: 'docsVersionDropdown', position: 'left' },
      { type: 'localeDropdown', position: 'right' },
    ],
  },
  docs: {
    lastVersion: 'current',
    versions: {
      current: { label: '2.0' },
      '1.0': { label: '1.0' },
    },
  },
});
