import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Element } from 'hast';
import { createHighlighter } from 'shiki';
import { hastToHtml } from 'shiki/core';
import { describe, expect, it } from 'vitest';
import { highlightBlock } from '../src/highlight/block.js';
import { codeToHastOnce } from '../src/highlight/dual-theme.js';
import { preHtml } from '../src/highlight/pre-html.js';

/**
 * A highlighted block's `<pre>` written by `preHtml` must be the bytes hast-util-to-html gives
 * it: each block is serialized both ways. The codes are the dual-theme fixtures and texts with
 * what escaping and the transformers touch (entities, quotes, non-ASCII, marked lines).
 */
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'dual-theme');
const LANGS: Record<string, string> = { php: 'php', md: 'markdown', sh: 'bash', py: 'python', json: 'jsonc', go: 'go' };
const fixtures = fs.readdirSync(root).flatMap((name) => {
  const file = fs.readdirSync(path.join(root, name)).find((f) => f.startsWith('input.'))!;
  const lang = LANGS[path.extname(file).slice(1)] ?? 'tsx';
  return [[name, lang, fs.readFileSync(path.join(root, name, file), 'utf8')] as const];
});
const TEXTS: [name: string, lang: string, text: string][] = [
  ['entities', 'html', '<a href="x?a=1&amp;b=2">&lt;&gt; & < > " \' ` =</a>'],
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a code sample, not a template
  ['non-ASCII and controls', 'javascript', "const s = 'café — 日本 🚚 \u00a0\u0001\u007f\u2028';\n\n\tx = `a${b}`"],
  ['empty lines', 'text', '\n\n  \n'],
  ['one line', 'json', '{"a":"<&>"}'],
];
const themes = { light: 'github-light', dark: 'github-dark' };

describe('preHtml', async () => {
  const highlighter = await createHighlighter({
    themes: Object.values(themes),
    langs: [...new Set([...Object.values(LANGS), 'tsx', 'html', 'javascript', 'json'])],
  });
  const pre = (text: string, lang: string) => {
    const root = codeToHastOnce(highlighter, text, { lang, themes, defaultColor: 'light', tokenizeTimeLimit: 0 });
    return root.children.find((c): c is Element => c.type === 'element')!;
  };

  for (const [name, lang, text] of [...fixtures, ...TEXTS])
    it(`${name}: the bytes of hast-util-to-html`, () => {
      const node = pre(text, lang);
      expect(preHtml(node)).toBe(hastToHtml(node));
    });

  it('a block with marked lines and line numbers: the bytes of hast-util-to-html', async () => {
    const text = 'a = 1\nb = "<2>"\nc = 3';
    const root = codeToHastOnce(highlighter, text, {
      lang: 'python',
      themes,
      defaultColor: 'light',
      tokenizeTimeLimit: 0,
      transformers: [
        {
          line(node, line) {
            if (line !== 2) this.addClassToHast(node, 'highlighted');
            else this.addClassToHast(node, ['code-line-error', 'x']);
          },
          pre(node) {
            node.properties.tabindex = '0';
            node.properties['data-line-numbers'] = '';
          },
        },
      ],
    });
    const node = root.children.find((c): c is Element => c.type === 'element')!;
    const html = preHtml(node);
    expect(html).toBe(hastToHtml(node));
    expect(html).toContain('data-line-numbers=""');
    expect(html).toContain('class="line highlighted"');
    expect(html).toContain('class="line code-line-error x"');
    // highlightBlock writes the same.
    const request = { text, lang: 'python', themes, highlight: [1, 3], lineNumbers: true };
    expect(await highlightBlock(highlighter, { ...request, marked: [[2, ['code-line-error', 'x']]] })).toBe(html);
  });

  it('leaves to the general serializer what it does not write', () => {
    const node = pre('x', 'text');
    const withQuote = structuredClone(node);
    withQuote.properties.title = 'a';
    expect(preHtml(withQuote)).toBeUndefined();
    const quoted = structuredClone(node);
    quoted.properties.style = 'font-family:"Fira Code"';
    expect(preHtml(quoted)).toBeUndefined();
    const comment = structuredClone(node);
    comment.children.push({ type: 'comment', value: 'c' });
    expect(preHtml(comment)).toBeUndefined();
    const other = structuredClone(node);
    other.tagName = 'div';
    expect(preHtml(other)).toBeUndefined();
    expect(preHtml(node)).toBe(hastToHtml(node));
  });
});
