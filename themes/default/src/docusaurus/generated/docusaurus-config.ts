import { DOCUSAURUS_SITE_KEY, type DocusaurusPageState } from '@docgen/shared';
import { live, pageNow } from './live.js';

/**
 * `@generated/docusaurus.config`: the site's config as Docusaurus' build writes it, from the page's
 * data: `title`, `url`, `baseUrl`, `tagline`, `customFields`, `i18n` and `themeConfig` (what
 * `useDocusaurusContext().siteConfig` gives, plus those two).
 */
export default live<Record<string, unknown>>(() => {
  const page = pageNow();
  if (!page) return {};
  const site = (globalThis as Record<symbol, DocusaurusPageState | undefined>)[Symbol.for(DOCUSAURUS_SITE_KEY)];
  const own = page.siteConfig.customFields;
  const config: Record<string, unknown> = {
    ...page.siteConfig,
    // A field the page's data lacks is the site's: an island's page carries only the fields its
    // render read, and code run as its chunk loads (`const api = siteConfig.customFields.api`) reads others.
    customFields: site && site !== page ? withFallback(own, site.siteConfig.customFields) : own,
    i18n: { defaultLocale: page.defaultLocale, locales: page.locales, path: 'i18n', localeConfigs: {} },
  };
  // Read when asked for only: the theme config is site data an island carries when its render reads it.
  Object.defineProperty(config, 'themeConfig', { enumerable: true, get: () => page.themeConfig ?? {} });
  return config;
});

/** `own`'s fields, else `fallback`'s: asked one by one, so that an island records only those its code reads. */
function withFallback(own: Record<string, unknown>, fallback: Record<string, unknown>): Record<string, unknown> {
  const pick = (key: string | symbol) => (Reflect.has(own, key) ? own : fallback);
  return new Proxy(
    {},
    {
      get: (_target, key) => Reflect.get(pick(key), key),
      has: (_target, key) => Reflect.has(own, key) || Reflect.has(fallback, key),
      ownKeys: () => [...new Set([...Reflect.ownKeys(fallback), ...Reflect.ownKeys(own)])],
      getOwnPropertyDescriptor: (_target, key) => {
        const found = Reflect.getOwnPropertyDescriptor(pick(key), key);
        return found && { ...found, configurable: true };
      },
    },
  );
}
