import { currentDocusaurusPage, type DocusaurusPageState } from '@docgen/shared';

/** The MDX page being rendered, or a neutral one (in the browser, inside an island). */
export function usePage(): DocusaurusPageState {
  return (
    currentDocusaurusPage() ?? {
      locale: 'en',
      defaultLocale: 'en',
      locales: ['en'],
      baseUrl: '/',
      siteConfig: { title: '', url: '', baseUrl: '/', tagline: '', titleDelimiter: '|', customFields: {} },
      strings: {},
      report: () => {},
    }
  );
}

export function uiString(page: DocusaurusPageState, key: string, fallback: string): string {
  return page.strings[key] ?? fallback;
}

/**
 * A site path (`/docs/intro`, with its query or hash) as the page links to it in its locale (the
 * base URL in front), or undefined where the page gives no such answer (the default locale).
 */
export function localizedPath(page: DocusaurusPageState, path: string): string | undefined {
  return page.localizeHref?.(path) ?? page.localized?.[path];
}
