import { usePage } from './page.js';

/** `@docusaurus/useBaseUrl`: a site path with the site's base URL in front. */
export default function useBaseUrl(url: string, options: { absolute?: boolean } = {}): string {
  const page = usePage();
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  const base = page.baseUrl.replace(/\/$/, '');
  const path = url.startsWith(`${base}/`) ? url : `${base}${url}`;
  return options.absolute ? `${page.siteConfig.url.replace(/\/$/, '')}${path}` : path;
}

/** `@docusaurus/useDocusaurusContext`: the site's config and locales. */
export function useDocusaurusContext() {
  const page = usePage();
  return {
    siteConfig: page.siteConfig,
    i18n: { currentLocale: page.locale, defaultLocale: page.defaultLocale, locales: page.locales },
  };
}
