/**
 * The folder of a locale's translations, from the site folder: `i18n/<path>`, where `path` is the
 * locale's `localeConfigs.<code>.path` (Docusaurus' option of that name), else its code. Every
 * reader of a locale's files goes through this; its URLs keep the code (`/<code>/`), as
 * Docusaurus' `path` leaves the locale's base URL alone.
 */
export function localeDir(
  config: { i18n: { localeConfigs: Record<string, { path?: string | undefined } | undefined> } },
  code: string,
): string {
  return `i18n/${config.i18n.localeConfigs[code]?.path ?? code}`;
}
