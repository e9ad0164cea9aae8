import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { LOCALES, SPEC_DOC_IDS } from './spec-routes.js';

const contentDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sourceOf = (locale: string, id: string) =>
  path.join(contentDir, locale === 'fr' ? 'docs' : `i18n/${locale}/docs`, `${id}.md`);

/** The prose of a page: no front matter, code, tables, directives, link targets or markup. */
function prose(file: string, { headings = true } = {}): string {
  const { content } = matter(fs.readFileSync(file, 'utf8'));
  return (headings ? content : content.replace(/^#.*$/gm, ' '))
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/^\s*\|.*\|\s*$/gm, ' ')
    .replace(/^:{2,}.*$/gm, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/`[^`]*`/g, ' ')
    .replace(/[#*_>[\]{}]/g, ' ');
}
const words = (text: string) => text.split(/\s+/).filter((w) => /\p{L}{2,}/u.test(w));
const sentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => words(s).length >= 6);

// A placeholder or a stub cannot pass this floor; the thinnest real pages (error tables) sit well above it.
const MIN_WORDS = 200;

describe('the Lintas docs are written for real in every locale', () => {
  for (const { code } of LOCALES) {
    it(`${code}: every spec page exists with at least ${MIN_WORDS} words of prose`, () => {
      const thin = SPEC_DOC_IDS.map((id) => ({
        id,
        n: fs.existsSync(sourceOf(code, id)) ? words(prose(sourceOf(code, id))).length : 0,
      })).filter((p) => p.n < MIN_WORDS);
      expect(thin).toEqual([]);
    });
  }

  it('no two locales ship the same untranslated text', () => {
    const shared: string[] = [];
    for (const id of SPEC_DOC_IDS) {
      // Headings are left out: error-code headings (`## rate_expired`) are the same in every locale by design.
      const [fr, en, idn] = LOCALES.map(
        ({ code }) => new Set(sentences(prose(sourceOf(code, id), { headings: false }))),
      );
      for (const [a, b, pair] of [
        [fr, en, 'fr/en'],
        [fr, idn, 'fr/id'],
        [en, idn, 'en/id'],
      ] as const) {
        const same = [...a!].filter((s) => b!.has(s));
        if (same.length > 0) shared.push(`${id} (${pair}): ${same[0]}`);
      }
    }
    expect(shared).toEqual([]);
  });

  it('every field, status and code named in the prose exists in the OpenAPI description', () => {
    const yaml = fs.readFileSync(path.join(contentDir, 'openapi/lintas.yaml'), 'utf8');
    const unknown = new Set<string>();
    for (const { code } of LOCALES) {
      for (const id of SPEC_DOC_IDS) {
        const text = fs.readFileSync(sourceOf(code, id), 'utf8').replace(/```[\s\S]*?```/g, '');
        for (const m of text.matchAll(/`([a-z][a-z0-9]*(?:_[a-z0-9]+)+)`/g)) {
          if (!new RegExp(`\\b${m[1]}\\b`).test(yaml)) unknown.add(`${m[1]} (${code}/${id})`);
        }
      }
    }
    expect([...unknown]).toEqual([]);
  });
});
