import { defineConfig } from '@docgen/config';

// The default theme with two of its components overridden by files in theme/:
// theme/Footer.tsx wraps the original footer, theme/Brand.tsx replaces the navbar brand.
export default defineConfig({
  title: 'Custom Theme',
  tagline: 'The default theme with two components overridden.',
  url: 'https://docs.example.com',
  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: { en: { label: 'English' } },
  },
  navbar: {
    items: [{ type: 'doc', docId: 'intro', label: 'Docs' }],
  },
  footer: {
    copyright: '© 2025 Acme',
  },
});
