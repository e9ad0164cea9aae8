import { type LocaleEvaluation, noteLocaleSettings } from './locale-env.js';
import { type Dict, isDict, type Notes } from './notes.js';
import { withoutStandInText } from './stand-in-values.js';

/**
 * A config that reads `process.env.DOCUSAURUS_CURRENT_LOCALE`: each other locale's build is
 * converted as the default's (`convert`), its texts carried over per locale into `config`, and
 * the settings that stay one value noted.
 */
export async function carryLocaleSettings(
  config: Dict,
  found: Omit<LocaleEvaluation, 'evaluated' | 'env' | 'clock' | 'files'>,
  notes: Notes,
  convert: (value: unknown) => Promise<{ config: Dict }>,
  /** The stand-ins of the default locale's evaluation, whose text is left out as it is there. */
  stubbed: ReadonlySet<string>,
): Promise<void> {
  const { others, ...rest } = found;
  const converted: [string, Dict][] = [];
  for (const [locale, value] of others)
    converted.push([locale, withoutStandInText((await convert(value)).config, stubbed)]);
  const carried = found.defaultLocale ? carryLocaleTexts(config, found.defaultLocale, converted) : undefined;
  noteLocaleSettings(rest, notes, carried);
}

/**
 * The fields of docgen's config that take a text per locale (`localized` in its schema): the
 * tagline, the logo's alt text, navbar and footer labels, the copyright, the announcement.
 */
const LOCALIZED =
  /^(tagline|logo\.alt|footer\.copyright(Html)?|announcementBar\.content|footer\.columns\[\d+\]\.(title|items\[\d+\]\.(label|html))|footer\.links\[\d+\]\.(label|html)|navbar\.items\[\d+\]\.(label|value|items\[\d+\]\.(label|value)))$/;

/**
 * Carries the texts a Docusaurus config gives each locale (read from
 * `process.env.DOCUSAURUS_CURRENT_LOCALE`) into docgen's config as a text per locale
 * (`tagline: { en: '…', fr: '…' }`), where docgen's field takes one: `config` is the default
 * locale's conversion, `others` each other locale's. Returns the paths carried, and the values of
 * each locale that were so (by locale) to tell them from those that stay one value.
 */
export function carryLocaleTexts(
  config: Dict,
  defaultLocale: string,
  others: readonly [string, Dict][],
): { paths: string[]; values: Map<string, string>[] } {
  const carried = new Map<string, { holder: Dict | unknown[]; key: string | number; by: Map<string, string> }>();
  const walk = (
    own: unknown,
    other: unknown,
    locale: string,
    at: string,
    holder: Dict | unknown[],
    key: string | number,
  ) => {
    if (typeof own === 'string') {
      if (typeof other !== 'string' || other === own || !LOCALIZED.test(at)) return;
      const entry = carried.get(at) ?? { holder, key, by: new Map([[defaultLocale, own]]) };
      entry.by.set(locale, other);
      carried.set(at, entry);
      return;
    }
    // Lists of another length, or an entry whose link differs, are other items, not translations.
    if (Array.isArray(own) && Array.isArray(other)) {
      if (own.length === other.length)
        for (const [i, v] of own.entries()) walk(v, other[i], locale, `${at}[${i}]`, own, i);
      return;
    }
    if (!isDict(own) || !isDict(other)) return;
    const keyAt = (k: string) => (at ? `${at}.${k}` : k);
    const same = (k: string) => typeof own[k] !== 'string' || LOCALIZED.test(keyAt(k)) || own[k] === other[k];
    if (/\]$/.test(at) && !Object.keys(own).every(same)) return;
    for (const k of Object.keys(own)) walk(own[k], other[k], locale, keyAt(k), own, k);
  };
  for (const [locale, other] of others)
    for (const k of Object.keys(config)) walk(config[k], other[k], locale, k, config, k);
  for (const { holder, key, by } of carried.values()) {
    // Every locale gets its text: one the config gives the default's value too is written so.
    const text = by.get(defaultLocale)!;
    const each = Object.fromEntries([defaultLocale, ...others.map(([l]) => l)].map((l) => [l, by.get(l) ?? text]));
    (holder as Record<string | number, unknown>)[key] = each;
  }
  return { paths: [...carried.keys()], values: [...carried.values()].map((c) => c.by) };
}
