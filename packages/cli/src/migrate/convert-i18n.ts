import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { matchLocale } from '@docgen/shared/locale-match';
import { type Dict, isDict, type Notes, str } from './notes.js';

/**
 * Docusaurus' `i18n` as docgen's. A locale's `label`, `htmlLang`, `direction` and `path` (its
 * folder under i18n/) are carried over; its `baseUrl` and `url` are noted only when they differ
 * from what docgen does (served under <baseUrl><code>/ on the site's URL).
 */
export function convertI18n(
  raw: unknown,
  site: { url: unknown; baseUrl: string; siteDir: string },
  notes: Notes,
): Dict | undefined {
  if (!isDict(raw)) return undefined;
  const locales = (Array.isArray(raw.locales) ? raw.locales : []).filter((l): l is string => typeof l === 'string');
  const defaultLocale = str(raw.defaultLocale) ?? locales[0] ?? 'en';
  if (!locales.includes(defaultLocale)) locales.unshift(defaultLocale);
  const given: Dict = isDict(raw.localeConfigs) ? raw.localeConfigs : {};
  const localeConfigs: Dict = {};
  // Each locale's folder inside i18n/, in the order of `locales`.
  const folders: string[] = [];
  const base = `/${site.baseUrl.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/');
  for (const code of locales) {
    const lc: Dict = isDict(given[code]) ? (given[code] as Dict) : {};
    const out: Dict = { label: str(lc.label) ?? localeName(code) };
    if (typeof lc.htmlLang === 'string' && lc.htmlLang !== code) out.htmlLang = lc.htmlLang;
    if (lc.direction === 'rtl') out.direction = 'rtl';
    localeConfigs[code] = out;
    const at = `i18n.localeConfigs.${code}`;
    const served = code === defaultLocale ? base : `${base}${code}/`;
    const folder = typeof lc.path === 'string' ? lc.path.replace(/^\.\/|\/+$/g, '') : code;
    if (folder !== code) {
      if (/^[^/\\]+$/.test(folder) && folder !== '..') out.path = folder;
      else
        notes.add(
          `${at}.path`,
          `is "${lc.path}": docgen reads a locale's translations from one folder directly inside i18n/, i18n/${code}/ here.`,
          `move the translations to i18n/${code}/, or to a folder of one name and set it as the path.`,
        );
    }
    folders.push(typeof out.path === 'string' ? out.path : code);
    if (typeof lc.baseUrl === 'string' && `/${lc.baseUrl.replace(/^\/+|\/+$/g, '')}/`.replace(/^\/\/$/, '/') !== served)
      notes.add(
        `${at}.baseUrl`,
        `is "${lc.baseUrl}"; docgen serves the locale under ${served}.`,
        'redirect the old URLs to the new ones (redirects), or keep them as they are on your host.',
      );
    if (typeof lc.url === 'string' && lc.url.replace(/\/+$/, '') !== site.url)
      notes.add(
        `${at}.url`,
        `is "${lc.url}"; docgen serves every locale on the site's url (one build, one host).`,
        'build a site per host if the locales must stay on their own domains.',
      );
    const other = Object.keys(lc).filter(
      (k) => !['label', 'htmlLang', 'direction', 'path', 'baseUrl', 'url'].includes(k),
    );
    if (other.length > 0)
      notes.add(
        at,
        `has ${other.map((k) => `"${k}"`).join(', ')}, not carried over: docgen formats dates with the locale's htmlLang and builds every locale listed.`,
        'nothing to do.',
      );
  }
  noteUntranslatedUi(locales, folders, site.siteDir, notes);
  if (typeof raw.path === 'string' && raw.path.replace(/^\.\/|\/$/g, '') !== 'i18n')
    notes.add('i18n.path', `is "${raw.path}"; docgen reads translations from i18n/.`, 'rename the folder to i18n.');
  return { defaultLocale, locales, localeConfigs };
}

/** A locale's name in its own language, as Docusaurus labels locales by default (`fr` → "Français"). */
export function localeName(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
    return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
  } catch {
    return code;
  }
}

/**
 * Locales whose interface text docgen would show in English: Docusaurus ships its theme's strings
 * in some forty languages, docgen's theme in fewer (a locale takes the closest one, `es-MX` → `es`,
 * `zh-TW` → `zh-Hant`), and a site's code.json (which `docusaurus write-translations` fills with
 * the theme's strings) or theme.json gives the rest.
 */
function noteUntranslatedUi(locales: string[], folders: string[], siteDir: string, notes: Notes): void {
  const shipped = themeLocales();
  const bare = locales.filter(
    (code, i) =>
      matchLocale(code, shipped) === undefined &&
      !['code.json', 'theme.json'].some((f) => fs.existsSync(path.join(siteDir, 'i18n', folders[i] ?? code, f))),
  );
  if (bare.length === 0) return;
  notes.add(
    'i18n.locales',
    `${bare.map((c) => `"${c}"`).join(', ')} ${bare.length === 1 ? 'has' : 'have'} no i18n/<locale>/code.json, and docgen's theme ships its interface text ("On this page", "Next", "Edit this page") in ${shipped.join(', ')} only: those pages show it in English, where Docusaurus shows its own translation.`,
    "run `npx docusaurus write-translations --locale <locale>` for each before leaving Docusaurus (the code.json it writes holds the theme's strings in that language, and docgen reads them), or write i18n/<locale>/theme.json.",
  );
}

function themeLocales(): string[] {
  const dir = path.join(
    path.dirname(createRequire(import.meta.url).resolve('@docgen/theme-default/package.json')),
    'i18n',
  );
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();
}
