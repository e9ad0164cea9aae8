import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

describe('the grammar table', () => {
  it('is what shiki’s bundled languages give (run `node scripts/grammar-table.mjs` after upgrading shiki)', () => {
    const script = [
      `const { GRAMMAR_TABLE, GRAMMAR_TABLE_SHIKI } = await import(${dist('grammar-table.js')});`,
      `const { grammarTableOf } = await import(${dist('reach.js')});`,
      `const { createRequire } = await import('node:module');`,
      `const require = createRequire(${dist('reach.js')});`,
      `const { bundledLanguages } = await import(require.resolve('shiki/langs'));`,
      'const table = await grammarTableOf(Object.keys(bundledLanguages));',
      `console.log(JSON.stringify({ same: JSON.stringify(table) === GRAMMAR_TABLE, version: GRAMMAR_TABLE_SHIKI, shiki: require('shiki/package.json').version }));`,
    ].join('\n');
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(result.status, result.stderr).toBe(0);
    const { same, version, shiki } = JSON.parse(result.stdout);
    expect(version).toBe(shiki);
    expect(same).toBe(true);
  });

  it('spares a thread the modules of grammars its blocks do not reach', () => {
    // Only the modules of the grammars loaded are imported: before the table, the whole fixed
    // set's (tsx, php, markdown…) was, to read their scope names and injections.
    const hook = `data:text/javascript,${encodeURIComponent(
      "import fs from 'node:fs'; export async function load(u, c, n) { if (/\\/langs\\/dist\\/[^/]+\\.mjs$/.test(u)) fs.appendFileSync(process.env.DG_LANGS_LOG, u.split('/').pop() + '\\n'); return n(u, c); }",
    )}`;
    const log = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'docgen-reach-')), 'langs.txt');
    fs.writeFileSync(log, '');
    const script = [
      `(await import('node:module')).register(${JSON.stringify(hook)});`,
      `const { readyHighlighter } = await import(${dist('highlighters.js')});`,
      `const { highlightBlock } = await import(${dist('block.js')});`,
      `const themes = { light: 'github-light', dark: 'github-dark' };`,
      `const h = await readyHighlighter(themes, ['bash', 'json', 'markdown', 'php', 'tsx'], 'json');`,
      `await highlightBlock(h, { text: '{"a": 1}', lang: 'json', themes, highlight: [], marked: [], lineNumbers: false });`,
    ].join('\n');
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
      env: { ...process.env, DG_LANGS_LOG: log },
    });
    expect(result.status, result.stderr).toBe(0);
    const imported = fs.readFileSync(log, 'utf8').split('\n').filter(Boolean).sort();
    fs.rmSync(path.dirname(log), { recursive: true, force: true });
    expect(imported).toContain('json.mjs');
    expect(imported).not.toContain('tsx.mjs');
    expect(imported).not.toContain('php.mjs');
    expect(imported).not.toContain('markdown.mjs');
  });
});
