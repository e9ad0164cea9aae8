import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { createTranslator, THEME_LOCALES, themeStrings } from '../src/i18n.ts';

const dir = new URL('../i18n/', import.meta.url);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -'.json'.length))
  .sort();
const read = (code: string) =>
  JSON.parse(readFileSync(new URL(`${code}.json`, dir), 'utf8')) as Record<string, unknown>;
const uiKeys = (o: Record<string, unknown>) => Object.keys(o).filter((k) => !k.startsWith('$'));
const holes = (s: string) => [...new Set(s.match(/\{\w+\}/g) ?? [])].sort();
const en = read('en');

describe('the theme’s translation files', () => {
  test('THEME_LOCALES names every file of i18n/, and only those', () => {
    expect([...THEME_LOCALES].sort()).toEqual(files);
  });

  // A key added to en.json and forgotten in one language fails here, naming the file and key.
  test.each(files)('%s.json has exactly the keys of en.json, each a string with its placeholders', (code) => {
    const strings = read(code);
    expect(uiKeys(strings).sort()).toEqual(uiKeys(en).sort());
    for (const key of uiKeys(en)) {
      const value = strings[key];
      expect(typeof value, `${code}:${key}`).toBe('string');
      expect((value as string).trim(), `${code}:${key}`).not.toBe('');
      expect(holes(value as string), `${code}:${key}`).toEqual(holes(en[key] as string));
    }
  });

  test.each(files)('%s.json gives a plural message no more forms than its language has', (code) => {
    const rules = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
    for (const [key, value] of Object.entries(read(code))) {
      if (typeof value !== 'string' || !value.includes('|')) continue;
      expect(en[key], `${code}:${key} is not a plural message in en.json`).toContain('|');
      expect(value.split('|').length, `${code}:${key}`).toBeLessThanOrEqual(rules.length);
      for (const form of value.split('|')) expect(form.trim(), `${code}:${key}`).not.toBe('');
    }
  });

  test('a site locale reads the closest shipped language, English when none fits', () => {
    const toc = (code: string) => createTranslator({}, code)('toc.title');
    expect(toc('zh-CN')).toBe(themeStrings['zh-Hans']!['toc.title']);
    expect(toc('zh-TW')).toBe(themeStrings['zh-Hant']!['toc.title']);
    expect(toc('es-MX')).toBe(themeStrings.es!['toc.title']);
    expect(toc('pt')).toBe(themeStrings['pt-BR']!['toc.title']);
    expect(toc('JA')).toBe(themeStrings.ja!['toc.title']);
    expect(toc('sv')).toBe(themeStrings.en!['toc.title']);
    expect(createTranslator({ 'toc.title': 'Mine' }, 'es')('toc.title')).toBe('Mine');
  });
});
