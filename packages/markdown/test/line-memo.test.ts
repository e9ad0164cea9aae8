import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHighlighter } from 'shiki';
import { INITIAL, type IGrammar, type StateStack } from 'shiki/textmate';
import { describe, expect, it } from 'vitest';
import { codeToHastOnce } from '../src/highlight/dual-theme.js';
import { LineMemo, type LineResult } from '../src/highlight/line-memo.js';
import { toHtml } from '../src/vendor/unified.js';

/**
 * Lines kept across blocks (`LineMemo`) must be invisible in the output: every block highlighted
 * on one highlighter after all the others gives the HTML of shiki's own pass per theme.
 */
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'dual-theme');
const LANGS: Record<string, string> = {
  php: 'php',
  md: 'markdown',
  sh: 'bash',
  py: 'python',
  json: 'jsonc',
  go: 'go',
  tsx: 'tsx',
};
const THEMES = { light: 'github-light-default', dark: 'github-dark-default' };

/** Each fixture, and variants sharing most of its lines: one line changed, lines dropped from the top, the blocks joined. */
function blocks(): { lang: string; code: string }[] {
  const out: { lang: string; code: string }[] = [];
  for (const name of fs.readdirSync(root).sort()) {
    const file = fs.readdirSync(path.join(root, name)).find((f) => f.startsWith('input.'))!;
    const code = fs.readFileSync(path.join(root, name, file), 'utf8').replace(/\n$/, '');
    const lang = LANGS[path.extname(file).slice(1)]!;
    const lines = code.split('\n');
    const middle = Math.floor(lines.length / 2);
    out.push(
      { lang, code },
      { lang, code: lines.map((l, i) => (i === middle ? `${l} x` : l)).join('\n') },
      { lang, code: lines.slice(middle).join('\n') },
      { lang, code: `${code}\n${code}` },
      { lang, code },
    );
  }
  return out;
}

const make = (langs: string[]) => createHighlighter({ themes: Object.values(THEMES), langs });

describe('lines kept across blocks', async () => {
  const all = blocks();
  const langs = [...new Set(all.map((b) => b.lang))];
  const [shared, twice] = await Promise.all([make(langs), make(langs)]);
  const options = (lang: string) => ({ lang, themes: THEMES, defaultColor: 'light' as const, tokenizeTimeLimit: 0 });

  it('give every block, after all the others, the HTML of shiki’s pass per theme', () => {
    for (const { lang, code } of all) {
      const expected = toHtml(twice.codeToHast(code, options(lang)));
      expect(toHtml(codeToHastOnce(shared, code, options(lang)))).toBe(expected);
    }
  });

  it('a memo that starts over when full gives the same lines', () => {
    const grammar = shared.getLanguage('jsonc') as unknown as IGrammar;
    const code = fs.readFileSync(path.join(root, 'json-nested', 'input.json'), 'utf8').split('\n');
    const memo = new LineMemo(3);
    for (let pass = 0; pass < 3; pass++) {
      let kept: StateStack = INITIAL;
      let plain: StateStack = INITIAL;
      for (const line of code) {
        const a = memo.line(line, kept, () => grammar.tokenizeLine2(line, kept, 0) as LineResult);
        const b = grammar.tokenizeLine2(line, plain, 0);
        expect([...a.tokens]).toEqual([...b.tokens]);
        expect(a.ruleStack.equals(b.ruleStack)).toBe(true);
        kept = a.ruleStack;
        plain = b.ruleStack;
      }
    }
  });

  it('tokenizes a line again only until the state is one seen before', () => {
    const grammar = shared.getLanguage('jsonc') as unknown as IGrammar;
    const memo = new LineMemo();
    let runs = 0;
    const tokenize = (code: string) => {
      let stack: StateStack = INITIAL;
      for (const line of code.split('\n')) {
        const from = stack;
        stack = memo.line(line, from, () => {
          runs++;
          return grammar.tokenizeLine2(line, from, 0) as LineResult;
        }).ruleStack;
      }
    };
    tokenize('{\n  "id": 1,\n  "name": "a",\n  "tags": []\n}');
    expect(runs).toBe(5);
    tokenize('{\n  "id": 1,\n  "name": "a",\n  "tags": []\n}');
    expect(runs).toBe(5);
    // The changed line, then the state after it is the one the first block had there.
    tokenize('{\n  "id": 2,\n  "name": "a",\n  "tags": []\n}');
    expect(runs).toBe(6);
    // A state not seen before (one object deeper) makes the lines after it new.
    tokenize('{\n  "id": {\n  "name": "a",\n  "tags": []\n}');
    expect(runs).toBe(10);
  });
});
