import { useCallback, useEffect, useRef } from 'react';
import { selectPluralMessage } from '@docgen/shared/plural';
import { usePage } from './page.js';

// What `@docusaurus/theme-common` gives besides hooks of data: small helpers site components reuse.

/**
 * A theme string for `count`: its form for the count when it has plural forms (a Docusaurus
 * code.json's `One post|{count} posts`), chosen before the values fill it (a tag named `a|b`
 * stays whole), then filled.
 */
export function pluralString(
  t: (key: string) => string,
  key: string,
  count: number,
  locale: string,
  vars: Record<string, string>,
): string {
  return selectPluralMessage(t(key), count, locale).replace(/\{(\w+)\}/g, (whole, name: string) => vars[name] ?? whole);
}

/** `usePluralForm()`: `selectMessage(count, 'one|other')` in the page's locale. */
export function usePluralForm(): { selectMessage(count: number, pluralMessages: string): string } {
  const { locale } = usePage();
  return { selectMessage: (count, pluralMessages) => selectPluralMessage(pluralMessages, count, locale) };
}

/** `isRegexpStringMatch(pattern, value)`: the pattern (case-insensitive) matches; false without one. */
export function isRegexpStringMatch(regexAsString: string | undefined, valueToTest: string): boolean {
  return regexAsString ? new RegExp(regexAsString, 'gi').test(valueToTest) : false;
}

/** `duplicates(items, same)`: every item that an earlier one equals (`===` by default). */
export function duplicates<T>(items: readonly T[], same: (a: T, b: T) => boolean = (a, b) => a === b): T[] {
  return items.filter((item, at) => items.findIndex((other) => same(item, other)) !== at);
}

/** `usePrevious(value)`: the value of the render before (undefined in the first). */
export function usePrevious<T>(value: T): T | undefined {
  const ref = useRef<T | undefined>(undefined);
  useEffect(() => {
    ref.current = value;
  });
  return ref.current;
}

/** `useEvent(callback)`: a function of stable identity that calls the latest callback. */
export function useEvent<T extends (...args: never[]) => unknown>(callback: T): T {
  const ref = useRef(callback);
  useEffect(() => {
    ref.current = callback;
  });
  return useCallback(((...args) => ref.current(...args)) as T, []);
}
