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
