import { defineConfig } from '@docgen/config';
import readingTime from './plugins/reading-time';

export default defineConfig({
  title: 'Plugin Example',
  tagline: 'A docgen site with a local plugin.',
  url: 'https://docs.example.com',
  i18n: { defaultLocale: 'en', locales: ['en'], localeConfigs: { en: { label: 'English' } } },
  navbar: { items: [{ type: 'doc', docId: 'intro', label: 'Docs' }] },
  plugins: [readingTime({ wordsPerMinute: 200 })],
});
