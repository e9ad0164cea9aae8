import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHighlighter, type Highlighter } from 'shiki';
import { describe, expect, it } from 'vitest';
import { codeToHastOnce } from '../src/highlight/dual-theme.js';
import { toHtml } from '../src/vendor/unified.js';

/**
 * One tokenization for every colour theme (`codeToHastOnce`) must give exactly the HTML shiki
 * gives with a pass per theme: each case's code (`fixtures/dual-theme/<case>/input.<lang>`) is
 * highlighted both ways, under theme sets whose styles differ in colour, background and font style.
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
const THEME_SETS: Record<string, string>[] = [
  { light: 'github-light-default', dark: 'github-dark-default' },
  { light: 'solarized-light', dark: 'monokai' },
  { light: 'vitesse-light', dark: 'one-dark-pro', dim: 'github-dark-dimmed' },
];
const cases = fs.readdirSync(root).sort();

async function highlighters(): Promise<[Highlighter, Highlighter]> {
  const make = () =>
    createHighlighter({
      themes: [...new Set(THEME_SETS.flatMap((t) => Object.values(t)))],
      langs: Object.values(LANGS),
    });
  return Promise.all([make(), make()]);
}

describe('dual-theme highlighting: one tokenization', async () => {
  const [once, twice] = await highlighters();
  for (const name of cases) {
    const file = fs.readdirSync(path.join(root, name)).find((f) => f.startsWith('input.'))!;
    const code = fs.readFileSync(path.join(root, name, file), 'utf8').replace(/\n$/, '');
    const lang = LANGS[path.extname(file).slice(1)]!;
    for (const themes of THEME_SETS) {
      it(`${name} (${Object.values(themes).join(', ')})`, () => {
        const options = { lang, themes, defaultColor: 'light' as const, tokenizeTimeLimit: 0 };
        const expected = toHtml(twice.codeToHast(code, options));
        expect(toHtml(codeToHastOnce(once, code, options))).toBe(expected);
        // Both themes really are in the markup.
        expect(expected).toContain(`--shiki-dark:`);
      });
    }
  }

  it('a single theme after a pair on the same highlighter gets its own colours', () => {
    const code = fs.readFileSync(path.join(root, 'python-strings', 'input.py'), 'utf8');
    const single = { lang: 'python', theme: 'monokai', tokenizeTimeLimit: 0 };
    codeToHastOnce(once, code, { lang: 'python', themes: THEME_SETS[1]!, tokenizeTimeLimit: 0 });
    expect(toHtml(codeToHastOnce(once, code, single))).toBe(toHtml(twice.codeToHast(code, single)));
  });
});
