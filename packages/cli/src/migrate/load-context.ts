import path from 'node:path';
import { type Dict, isDict } from './notes.js';

/**
 * Docusaurus' LoadContext as far as the config tells it: the default locale's build, which is
 * what the migration reads. Every plugin and preset the migration runs gets this one: a plugin
 * reading `context.i18n.currentLocale` (`@docusaurus/plugin-ideal-image`, a site plugin that
 * loads its translations) threw on a context without it, and its note blamed the plugin.
 */
export function loadContextOf(raw: Dict, siteDir: string, configFile?: string): Dict {
  const i18n = isDict(raw.i18n) ? raw.i18n : {};
  const defaultLocale = typeof i18n.defaultLocale === 'string' ? i18n.defaultLocale : 'en';
  const locales = Array.isArray(i18n.locales) ? i18n.locales : [defaultLocale];
  const given = isDict(i18n.localeConfigs) ? i18n.localeConfigs : {};
  // Docusaurus fills each locale's settings in (`getDefaultLocaleConfig`): plugins index them by locale.
  const localeConfigs = Object.fromEntries(
    locales
      .filter((l): l is string => typeof l === 'string')
      .map((l) => [
        l,
        {
          label: l,
          direction: 'ltr',
          htmlLang: l,
          calendar: 'gregory',
          path: l,
          ...(isDict(given[l]) ? given[l] : {}),
        },
      ]),
  );
  const baseUrl = typeof raw.baseUrl === 'string' ? raw.baseUrl : '/';
  return {
    siteDir,
    siteConfig: raw,
    siteConfigPath: configFile ?? path.join(siteDir, 'docusaurus.config.js'),
    generatedFilesDir: path.join(siteDir, '.docusaurus'),
    outDir: path.join(siteDir, 'build'),
    localizationDir: path.join(siteDir, 'i18n', defaultLocale),
    baseUrl,
    i18n: {
      defaultLocale,
      locales,
      path: typeof i18n.path === 'string' ? i18n.path : 'i18n',
      currentLocale: defaultLocale,
      localeConfigs,
    },
    codeTranslations: {},
    siteVersion: undefined,
  };
}

/**
 * Whether a plugin entry's name (`entryOf`: a package name, also for a `require.resolve` path) is
 * one of Docusaurus' own packages. docgen answers each of them by its name (`@theme/IdealImage`,
 * SVG imports, the docs, blog and pages): their webpack rules and theme folders are not the site's,
 * and the migration does not run them to read those (ideal-image's theme folder became the
 * site's, over docgen's `@theme/IdealImage`, and its image loader's sharp error a note).
 */
export function isDocusaurusOwn(name: string): boolean {
  return name.startsWith('@docusaurus/');
}
