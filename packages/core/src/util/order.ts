/**
 * Orders that must not follow the machine. `localeCompare` without a locale collates by the
 * process' locale (LANG, LC_ALL): under sv_SE "ä" sorts after "z", under en_US beside "a", so the
 * same site gave other bytes on another machine; its first call also starts ICU's collator.
 */

/** By UTF-16 code units: the order of ids, paths and dates, the same under any locale and any ICU. */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

let english: Intl.Collator | undefined;

/** The order of names people read in a list (tags, authors): English collation whatever the machine's locale. */
export function compareForReaders(a: string, b: string): number {
  english ??= new Intl.Collator('en');
  return english.compare(a, b);
}
