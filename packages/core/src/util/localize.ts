/** A config label in a locale: the string itself, or the locale's entry, else the default locale's, else the first. */
export function pick(
  label: string | Record<string, string> | undefined,
  locale: string,
  defaultLocale: string,
): string {
  if (label === undefined) return '';
  if (typeof label === 'string') return label;
  return label[locale] ?? label[defaultLocale] ?? Object.values(label)[0] ?? '';
}
