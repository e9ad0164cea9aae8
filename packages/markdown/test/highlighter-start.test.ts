import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Each thread that highlights creates a highlighter before its first block, on the path of a
 * small site's build. Shiki's wasm is read from its file: Node's fetch (undici),
 * which shiki's default loader goes through to unpack the same bytes, never loads.
 */
describe('highlighter start', () => {
  it('does not load fetch, and highlights', () => {
    // The compiled module in a fresh process: the test runner itself may have loaded fetch.
    const module = fileURLToPath(new URL('../dist/highlight/highlighters.js', import.meta.url));
    const script = [
      `const { readyHighlighter } = await import(${JSON.stringify(module)});`,
      `const h = await readyHighlighter({ light: 'github-light', dark: 'github-dark' }, ['javascript']);`,
      // No time limit: on a loaded machine shiki's default 500 ms cuts the first line short.
      `const html = h.codeToHtml('const a = 1;', { lang: 'javascript', theme: 'github-dark', tokenizeTimeLimit: 0 });`,
      'const loaded = process.moduleLoadList.filter((m) => /undici/.test(m));',
      'console.log(JSON.stringify({ html, loaded }));',
    ].join('\n');
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(result.status, result.stderr).toBe(0);
    const { html, loaded } = JSON.parse(result.stdout) as { html: string; loaded: string[] };
    expect(html, html).toMatch(/^<pre class="shiki github-dark".*>const<\/span>/);
    expect(loaded).toEqual([]);
  });
});
