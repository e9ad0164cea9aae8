import type { LocaleInfo } from '@docgen/shared';
import type { SiteConfig } from '@docgen/config';
import { DocgenError } from '@docgen/diagnostics';
import type { SiteContext } from '@docgen/config';

/** Options of a build that shape its context. */
export interface ContextOptions {
  strict?: boolean;
  locales?: string[];
  mode?: 'build' | 'serve';
  /** See `SiteContext.resolveFrom`. */
  resolveFrom?: string[];
}

/** The build's context from a validated config: locales resolved, the --locale filter checked. */
export function createContext(
  siteDir: string,
  config: SiteConfig,
  options: ContextOptions,
  configFile: string | undefined,
  configDependencies: string[],
  zeroConfig: boolean,
): SiteContext {
  const locales: LocaleInfo[] = config.i18n.locales.map((code) => {
    const lc = config.i18n.localeConfigs[code];
    return {
      code,
      label: lc?.label ?? code,
      htmlLang: lc?.htmlLang ?? code,
      dir: lc?.direction ?? 'ltr',
      prefix: code === config.i18n.defaultLocale ? '' : `/${code}`,
    };
  });
  const defaultLocale = locales.find((l) => l.code === config.i18n.defaultLocale) ?? locales[0]!;
  if (options.locales) {
    const unknown = options.locales.filter((l) => !config.i18n.locales.includes(l));
    if (unknown.length > 0) {
      throw new DocgenError([
        {
          name: 'InvalidConfigValue',
          severity: 'error',
          message: `--locale ${unknown.join(', ')} is not a locale of this site.`,
          fix: `use one of ${config.i18n.locales.join(', ')}.`,
        },
      ]);
    }
  }
  return {
    siteDir,
    config,
    ...(configFile ? { configFile } : {}),
    configDependencies,
    zeroConfig,
    locales,
    defaultLocale,
    mode: options.mode ?? 'build',
    strict: options.strict ?? false,
    ...(options.locales ? { onlyLocales: options.locales } : {}),
    ...(options.resolveFrom?.length ? { resolveFrom: options.resolveFrom } : {}),
  };
}
