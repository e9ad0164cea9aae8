import { live, pageNow } from './live.js';

/** `@generated/i18n`: the locales and the page's own (`currentLocale`), as `useDocusaurusContext().i18n`. */
export default live<Record<string, unknown>>(() => {
  const page = pageNow();
  if (!page) return {};
  return {
    defaultLocale: page.defaultLocale,
    locales: page.locales,
    currentLocale: page.locale,
    path: 'i18n',
    localeConfigs: {},
  };
});
