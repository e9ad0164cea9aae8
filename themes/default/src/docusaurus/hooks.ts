import { localizedPath, usePage } from './page.js';

/**
 * `@docusaurus/useBaseUrl`, with Docusaurus' rules: a URL with a protocol, `//` or `#` is kept; any
 * other gets the site's base URL in front (`img/a.png` and `/img/a.png` alike), unless it starts
 * with it already; `forcePrependBaseUrl` always adds it; `absolute` adds the site's origin.
 */
export default function useBaseUrl(url: string, options: BaseUrlOptions = {}): string {
  return withBaseUrl(usePage(), url, options);
}

interface BaseUrlOptions {
  absolute?: boolean;
  forcePrependBaseUrl?: boolean;
}

/** `useBaseUrlUtils()`: `withBaseUrl(url, options)`, `useBaseUrl`'s rules as a function (for URLs made in a loop). */
export function useBaseUrlUtils(): { withBaseUrl(url: string, options?: BaseUrlOptions): string } {
  const page = usePage();
  return { withBaseUrl: (url, options = {}) => withBaseUrl(page, url, options) };
}

function withBaseUrl(page: ReturnType<typeof usePage>, url: string, options: BaseUrlOptions): string {
  if (!url || url.startsWith('#') || url.startsWith('//') || /^[a-z][a-z\d+.-]*:/i.test(url)) return url;
  const base = page.baseUrl;
  let path: string;
  if (options.forcePrependBaseUrl) path = base + url.replace(/^\//, '');
  else if (url === base.replace(/\/$/, '')) path = base;
  else if (url.startsWith(base) && base !== '/') path = url;
  // The locale's page when it has one: Docusaurus' base URL is the locale's (`/fr/`).
  else path = localizedPath(page, `/${url.replace(/^\//, '')}`) ?? base + url.replace(/^\//, '');
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
