import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { matchLocale } from '@docgen/shared/locale-match';

/**
 * Locales the theme ships UI strings for; a site locale takes the best of them (`matchLocale`:
 * `zh-CN` → `zh-Hans`, `es-MX` → `es`), and `en` when none fits.
 */
export const THEME_LOCALES = [
  'en',
  'fr',
  'id',
  'zh-Hans',
  'zh-Hant',
  'ja',
  'ko',
  'es',
  'de',
  'pt-BR',
  'ru',
  'it',
  'tr',
  'vi',
  'pl',
  'nl',
  'uk',
] as const;

function loadLocale(code: string): Record<string, string> {
  const file = fileURLToPath(new URL(`../i18n/${code}.json`, import.meta.url));
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(parsed)) {
    // Keys starting with `$` are notes for translators, not UI strings.
    if (!key.startsWith('$') && typeof value === 'string') out[key] = value;
  }
  return out;
}

/** Default UI strings per locale code, from `i18n/<code>.json`. */
export const themeStrings: Record<string, Record<string, string>> = Object.fromEntries(
  THEME_LOCALES.map((code) => [code, loadLocale(code)]),
);

/** Looks a key up and fills `{name}` placeholders. */
export type Translate = (key: string, vars?: Record<string, string>) => string;

/**
 * Translator of one page: the page's merged strings first, then the theme's defaults for the
 * page's locale, then English; a missing key shows the key itself (visible in review, never empty).
 */
export function createTranslator(strings: Record<string, string>, localeCode: string): Translate {
  const defaults = themeStrings[matchLocale(localeCode, THEME_LOCALES) ?? 'en'] ?? {};
  const fallback = themeStrings.en ?? {};
  return (key, vars) => {
    const template = strings[key] ?? defaults[key] ?? fallback[key] ?? key;
    if (!vars) return template;
    return template.replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);
  };
}
