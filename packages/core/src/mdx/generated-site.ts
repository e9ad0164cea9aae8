import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PluginBuild } from 'esbuild';
import type { SiteContext } from '@docgen/config';
import { DOCUSAURUS_SITE_KEY, type DocusaurusDocsData, type DocusaurusPageState } from '@docgen/shared';
import { searchOf } from '../routes/search-view.js';
import { docusaurusSiteConfig, docusaurusThemeConfig } from '../docusaurus/docusaurus-data.js';
import { sitePluginData } from '../docusaurus/site-plugin-data.js';

/** Whether the site has search (a search plugin): `@theme/SearchBar` in a page draws its box. */
export function siteHasSearch(ctx: SiteContext): boolean {
  return searchOf(ctx.config.plugins, ctx) !== undefined;
}

/**
 * Makes the page of `locale` the one Docusaurus' `@generated/…` modules give code that runs as a
 * module loads (outside any render: `const api = siteConfig.customFields.api` at the top of a
 * component), before a page's modules are imported. Its theme config and global data are read
 * when asked for only.
 */
export function loadingSite(
  ctx: SiteContext,
  locale: string,
  strings: Record<string, string>,
  /** Every docs section's data in the locale (`useGlobalData()`'s docs plugin), made when read. */
  docs?: () => Record<string, DocusaurusDocsData>,
): void {
  const page: DocusaurusPageState = {
    locale,
    defaultLocale: ctx.defaultLocale.code,
    locales: ctx.locales.map((l) => l.code),
    baseUrl: ctx.config.baseUrl,
    siteConfig: docusaurusSiteConfig(ctx, locale),
    strings,
    report: () => {},
  };
  Object.defineProperties(page, {
    ...(docs ? { docs: { enumerable: true, get: docs } } : {}),
    themeConfig: { enumerable: true, get: () => docusaurusThemeConfig(ctx, locale) },
    globalData: { enumerable: true, get: () => sitePluginData(ctx.siteDir, locale).globalData },
  });
  (globalThis as Record<symbol, unknown>)[Symbol.for(DOCUSAURUS_SITE_KEY)] = page;
}

/**
 * `@generated/docusaurus.config` in a component's browser chunk: the theme's module (the island's
 * page), with the site's whole config of the default locale as its fallback, set as the chunk
 * loads. An island's page carries only the custom fields its server render read; code run as the
 * chunk loads (`const api = siteConfig.customFields.api`, used by a fetch) reads the others.
 */
export function browserSiteConfig(
  ctx: SiteContext,
  docusaurusModules: Readonly<Record<string, string>>,
  build: PluginBuild,
): void {
  const url = docusaurusModules['@generated/docusaurus.config'];
  if (!url) return;
  const file = fileURLToPath(url);
  const namespace = 'docgen-generated-config';
  build.onResolve({ filter: /^@generated\/docusaurus\.config(\.js)?$/ }, (args) => ({ path: args.path, namespace }));
  build.onLoad({ filter: /.*/, namespace }, () => {
    const locale = ctx.defaultLocale.code;
    const site = {
      locale,
      defaultLocale: locale,
      locales: ctx.locales.map((l) => l.code),
      baseUrl: ctx.config.baseUrl,
      siteConfig: docusaurusSiteConfig(ctx, locale),
      strings: {},
    };
    const key = `Symbol.for(${JSON.stringify(DOCUSAURUS_SITE_KEY)})`;
    return {
      // Relative to the theme's folder: a `/…` path is a site-rooted import for the bundle.
      contents: `import config from ${JSON.stringify(`./${path.basename(file)}`)};
globalThis[${key}] ??= ${JSON.stringify(site)};
export default config;`,
      loader: 'js',
      resolveDir: path.dirname(file),
    };
  });
}
