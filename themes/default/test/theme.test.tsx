import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { isAbsolute } from 'node:path';
import { describe, expect, test } from 'vitest';
import theme, { buildTocTree, documentTitle, layoutKeyOf } from '../src/index.tsx';
import { docView, notFoundView } from './fixtures.ts';

/** Every `i18n/<code>.json` the theme ships. */
const SHIPPED = readdirSync(new URL('../i18n/', import.meta.url))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -'.json'.length))
  .sort();

const CONTRACT_KEYS = [
  'code.copy',
  'code.copied',
  'admonition.note',
  'admonition.tip',
  'admonition.info',
  'admonition.warning',
  'admonition.danger',
  'heading.anchorLabel',
];

describe('theme module', () => {
  test('default export is a ThemeModule with absolute, existing stylesheets', () => {
    expect(theme.name).toBe('@docgen/theme-default');
    expect(typeof theme.renderPage).toBe('function');
    expect(theme.stylesheets.length).toBeGreaterThan(0);
    for (const file of theme.stylesheets) {
      expect(isAbsolute(file)).toBe(true);
      expect(file.endsWith('.css')).toBe(true);
      expect(existsSync(file), file).toBe(true);
    }
    // Tokens first: every other file uses the custom properties they define.
    expect(theme.stylesheets[0]).toMatch(/tokens\.css$/);
  });

  test('ships every locale of i18n/ with the same keys, none empty, placeholders kept', () => {
    expect(Object.keys(theme.strings).sort()).toEqual(SHIPPED);
    const en = theme.strings.en!;
    for (const code of SHIPPED) {
      const strings = theme.strings[code]!;
      expect(Object.keys(strings).sort(), code).toEqual(Object.keys(en).sort());
      for (const [key, value] of Object.entries(strings)) {
        expect(value.trim(), `${code}:${key}`).not.toBe('');
        // A plural message (`one|other`) may repeat a placeholder in each form: compare the sets.
        const holes = (s: string) => [...new Set(s.match(/\{\w+\}/g) ?? [])].sort();
        expect(holes(value), `${code}:${key}`).toEqual(holes(en[key]!));
      }
    }
  });

  test('has the keys of the markup contract in every locale', () => {
    for (const code of SHIPPED) {
      for (const key of CONTRACT_KEYS) expect(theme.strings[code], `${code}:${key}`).toHaveProperty(key);
    }
    expect(theme.strings.en!['heading.anchorLabel']).toContain('{heading}');
  });

  test('strings are real translations, not copies of English', () => {
    const en = theme.strings.en!;
    for (const code of SHIPPED.filter((c) => c !== 'en')) {
      const strings = theme.strings[code]!;
      const same = Object.keys(en).filter((k) => strings[k] === en[k]);
      // A few words are the same in several languages (Menu, Info, Error 404…), not whole
      // sentences; a plural message may be too (Dutch says "1 item|{count} items").
      const words = (s: string) =>
        s
          .replace(/\{\w+\}/g, '')
          .split(/\s+/)
          .filter((w) => /\p{L}{2}/u.test(w)).length;
      expect(same.length, `${code}: ${same.join(', ')}`).toBeLessThan(Object.keys(en).length / 5);
      expect(
        same.every((k) => words(en[k]!) <= 1 || en[k]!.includes('|')),
        `${code}: ${same.join(', ')}`,
      ).toBe(true);
    }
  });

  test('the CSS switches shiki to its dark colours and styles every contract class', () => {
    const css = theme.stylesheets.map((f) => readFileSync(f, 'utf8')).join('\n');
    expect(css).toMatch(/\[data-theme="dark"\] \.shiki/);
    expect(css).toContain('var(--shiki-dark)');
    expect(css).toContain('var(--shiki-dark-bg)');
    for (const cls of [
      '.dg-skip',
      '.dg-anchor',
      '.dg-admonition--note',
      '.dg-admonition--tip',
      '.dg-admonition--info',
      '.dg-admonition--warning',
      '.dg-admonition--danger',
      '.dg-tabs__tab',
      '.dg-code__copy',
      '.dg-code .line.highlighted',
      '.dg-table',
      '.dg-flow',
      '[data-dg-progress]',
      '[data-dg-error]',
      'html[data-announcement-dismissed] [data-dg-announcement]',
      'html.js .dg-tabs__panel:not([data-active])',
    ]) {
      expect(css, cls).toContain(cls);
    }
    expect(css).toContain('@media (max-width: 996px)');
    expect(css).toContain('@media (prefers-reduced-motion: reduce)');
    expect(css).toMatch(/\[data-dg-drawer\]\[data-open\]/);
  });
});

describe('helpers', () => {
  test('document title is "Page | Site", the site title alone on pages without their own', () => {
    const view = docView('fr');
    expect(documentTitle(view, 'Créer une commande')).toBe('Créer une commande | Lintas');
    expect(documentTitle(view, '')).toBe('Lintas');
    expect(documentTitle(view, 'Lintas')).toBe('Lintas');
  });

  test('layout keys: per locale, docs plugin and version', () => {
    expect(layoutKeyOf(docView('fr'))).toBe('doc:fr:default:current');
    expect(layoutKeyOf(docView('en', { oldVersion: true }))).toBe('doc:en:default:1.0');
    expect(layoutKeyOf(notFoundView('id'))).toBe('page:id');
  });

  test('the TOC nests h3 under the h2 before it', () => {
    const tree = buildTocTree([
      { id: 'a', text: 'A', depth: 2 },
      { id: 'a1', text: 'A1', depth: 3 },
      { id: 'a2', text: 'A2', depth: 3 },
      { id: 'b', text: 'B', depth: 2 },
    ]);
    expect(tree.map((n) => n.entry.id)).toEqual(['a', 'b']);
    expect(tree[0]!.children.map((n) => n.entry.id)).toEqual(['a1', 'a2']);
    expect(tree[1]!.children).toEqual([]);
  });
});
