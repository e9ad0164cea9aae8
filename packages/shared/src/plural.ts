// Plural forms as Docusaurus writes them (`1 item|{count} items`): the theme's cards and the
// build's generated indexes choose the same form for a count.

/** Docusaurus' order of plural forms in a `one|other` message (CLDR's; Intl gives no fixed order). */
const PLURAL_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'];

/**
 * The form of `message` (`1 item|{count} items`, forms separated by `|`) for `count` in `locale`:
 * the forms are the locale's plural categories in CLDR order; with fewer forms, the last.
 */
export function selectPluralMessage(message: string, count: number, locale: string): string {
  const forms = message.split('|');
  if (forms.length === 1) return forms[0]!;
  const rules = new Intl.PluralRules(locale);
  const categories = PLURAL_ORDER.filter((c) => rules.resolvedOptions().pluralCategories.includes(c as never));
  const at = categories.indexOf(rules.select(count));
  return forms[Math.min(Math.max(at, 0), forms.length - 1)]!;
}

/** A category card's text: its number of items in the locale's form of `message`. */
export function categoryItemsText(message: string | undefined, count: number, locale: string): string {
  return selectPluralMessage(message ?? '1 item|{count} items', count, locale).replace(/\{count\}/g, String(count));
}
