import { defineConfig } from '@docgen/config';

export default defineConfig({
  title: 'Parcel Post',
  tagline: 'Docs and news of a parcel tracking API.',
  url: 'https://parcel.example.com',
  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'fr'],
    localeConfigs: { en: { label: 'English' }, fr: { label: 'Français' } },
  },
  navbar: {
    items: [
      { type: 'doc', docId: 'intro', label: 'Docs' },
      { type: 'link', href: '/blog', label: 'Blog' },
      { type: 'localeDropdown', position: 'right' },
    ],
  },
  blog: {
    blogTitle: 'Parcel Post news',
    blogDescription: 'Releases and notes of the Parcel Post API.',
    postsPerPage: 2,
    blogSidebarTitle: 'Latest news',
    feedOptions: { type: 'all', copyright: 'Parcel Post' },
    // Guest writers are named in their post's front matter, not in authors.yml.
    onInlineAuthors: 'ignore',
  },
});
