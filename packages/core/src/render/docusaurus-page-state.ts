import type { RouteRecord, SiteContext } from '@docgen/config';
import type { Diagnostic } from '@docgen/diagnostics';
import type { DocusaurusPageState } from '@docgen/shared';
import { docusaurusDocsData, docusaurusSiteConfig, docusaurusThemeConfig } from '../docusaurus/docusaurus-data.js';
import { sitePluginData } from '../docusaurus/site-plugin-data.js';
import { siteHref } from '../routes/base-url.js';
import { caseFoldedHref } from '../routes/localize-href.js';
import type { ViewBuilder } from './view.js';

/** What Docusaurus' hooks and components read of the page (`useDocusaurusContext`, `useBaseUrl`, `@theme/Layout`). */
export function pageState(
  ctx: SiteContext,
  route: RouteRecord,
  views: ViewBuilder,
  report: (message: string, fix?: string, why?: string) => void,
  onCase: (warning: Diagnostic) => void,
): DocusaurusPageState {
  const { config } = ctx;
  const { locale } = route;
  const strings = views.stringsFor(locale);
  return {
    // Made when a component reads it (a React page is made again at each build).
    get docs() {
      return docusaurusDocsData(ctx, views.manifest, views.sidebars, locale);
    },
    themeConfig: docusaurusThemeConfig(ctx, locale),
    globalData: sitePluginData(ctx.siteDir, locale).globalData,
    locale,
    pathname: siteHref(ctx, route.path),
    localizeHref: (href: string) => {
      // Docusaurus matches a route in any letter case: the link leads to the page, and says so.
      const folded = caseFoldedHref(ctx, views.manifest, href, locale);
      if (folded) onCase(folded.warning);
      return folded?.href ?? (locale === ctx.defaultLocale.code ? undefined : views.localizeHref(href, locale));
    },
    defaultLocale: ctx.defaultLocale.code,
    locales: ctx.locales.map((l) => l.code),
    baseUrl: config.baseUrl,
    siteConfig: docusaurusSiteConfig(ctx, locale),
    strings,
    ...(views.site(locale).search ? { search: true } : {}),
    head: {},
    report,
    codeBlocks: [],
    missedPluginData: [],
  };
}
