import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A block is highlighted as if the build's whole set of grammars were loaded, while only those
 * its language can reach are: the grammars it embeds, includes and is injected by. Each run is a
 * fresh process on the compiled modules (a thread's highlighter is one per process).
 */
const dist = (file: string) => JSON.stringify(fileURLToPath(new URL(`../dist/highlight/${file}`, import.meta.url)));

const BLOCKS: [lang: string, text: string][] = [
  [
    'markdown',
    '# T\n\n```css\na { color: red }\n```\n\n```python\nprint(1)\n```\n\n```ts\nconst a: number = 1\n```\n\n<b>x</b>\n',
  ],
  ['php', '<?php echo "a"; ?>\n<script>var a = 1;</script>\n<style>a{}</style>\n<?php $q = "SELECT 1"; ?>'],
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a code sample, not a template
  ['html', '<script>const x = `a${1}`;</script><style>.a{color:red}</style><p onclick="f()">x</p>'],
  ['vue', '<template><p :a="b">{{ m }}</p></template>\n<script setup lang="ts">const m: string = "x"</script>'],
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a code sample, not a template
  ['javascript', '/** @param {string} a */\nfunction f(a) { return css`a{}` + html`<b>${a}</b>`; }'],
  ['bash', 'curl -X GET "$URL" <<EOF\nhello\nEOF\n'],
  ['http', 'POST /x HTTP/1.1\nContent-Type: application/json\n\n{"a": 1}'],
  ['json', '{"a": [1, true, null]}'],
];

function highlightAll(mode: 'whole' | 'reach', pool: string[], blocks: [string, string][]) {
  const script = [
    `const { readyHighlighter } = await import(${dist('highlighters.js')});`,
    `const { highlightBlock } = await import(${dist('block.js')});`,
    `const themes = { light: 'github-light', dark: 'github-dark' };`,
    `const pool = ${JSON.stringify(pool)};`,
    'const html = [];',
    `let h;`,
    `for (const [lang, text] of ${JSON.stringify(blocks)}) {`,
    `  h = await readyHighlighter(themes, pool${mode === 'reach' ? ', lang' : ''});`,
    '  html.push(await highlightBlock(h, { text, lang, themes, highlight: [], marked: [], lineNumbers: false }));',
    '}',
    'console.log(JSON.stringify({ html, loaded: h.getLoadedLanguages() }));',
  ].join('\n');
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as { html: string[]; loaded: string[] };
}

describe('grammars loaded by reach', () => {
  it('highlights each block as the whole set does, in either order', () => {
    const pool = ['bash', 'json', 'vue'];
    for (const blocks of [BLOCKS, [...BLOCKS].reverse()]) {
      const whole = highlightAll('whole', pool, blocks);
      const reach = highlightAll('reach', pool, blocks);
      expect(reach.html).toEqual(whole.html);
    }
  });

  it('loads only what the blocks reach', () => {
    const { loaded } = highlightAll(
      'reach',
      ['bash', 'json'],
      [
        ['bash', 'echo 1'],
        ['json', '{}'],
      ],
    );
    expect(loaded).toContain('shellscript');
    expect(loaded).toContain('json');
    expect(loaded).not.toContain('tsx');
    expect(loaded).not.toContain('php');
    expect(loaded).not.toContain('markdown');
  });
});
