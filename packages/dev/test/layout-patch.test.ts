import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { layoutPatch } from '../src/layout-patch.js';

/**
 * The dev server's layout patches (`src/dev/layout-patch.ts`), a folder per case:
 * `before.html` and `after.html` (a page's layout region before and after an edit) → the
 * expected `patch.json` (`null`: no patch, the runtime morphs the whole chunk).
 * `UPDATE=1 vitest run` rewrites the expected files. That each patch turns the page into
 * `after.html` in a browser is checked by `packages/client/test/patch.browser.ts`.
 */
export const layoutPatchFixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'layout-patch');

const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), 'utf8').replace(/\n$/, '');

describe('layout patch fixtures', () => {
  for (const name of fs.readdirSync(layoutPatchFixtures).sort()) {
    it(name, () => {
      const dir = path.join(layoutPatchFixtures, name);
      const patch = layoutPatch(read(dir, 'before.html'), read(dir, 'after.html'));
      const actual = `${JSON.stringify(patch ?? null, null, 2)}\n`;
      const file = path.join(dir, 'patch.json');
      if (process.env.UPDATE) fs.writeFileSync(file, actual);
      expect(actual).toBe(fs.readFileSync(file, 'utf8'));
    });
  }
});

describe('a layout patch', () => {
  it('carries only the edited block of a long page, whatever the code blocks around it', () => {
    const code = `<pre class="shiki"><code>${'<span class="line"><span style="--shiki-light:#24292e">token</span></span>\n'.repeat(400)}</code></pre>`;
    const body = (extra: string) =>
      `<div data-dg-region="layout"><main><article>${`<p>Texte.</p>\n${code}\n`.repeat(20)}${extra}<p>Fin.</p></article></main></div>`;
    const patch = layoutPatch(body(''), body('<p>Ajouté.</p>\n'));
    // The line breaks on both sides come along: the parser would merge them with new text.
    expect(patch).toEqual({
      path: [0, 0],
      tags: ['main', 'article'],
      count: 81,
      at: 79,
      remove: 1,
      html: '\n<p>Ajouté.</p>\n',
      insert: 3,
    });
  });

  it('replaces a code block whole when a line of it changes', () => {
    const page = (word: string) =>
      `<div data-dg-region="layout"><p>a</p><pre class="shiki"><code><span>curl</span> <span>${word}</span></code></pre><p>b</p></div>`;
    const patch = layoutPatch(page('GET'), page('POST'));
    expect(patch).toMatchObject({
      path: [],
      at: 1,
      remove: 1,
      insert: 1,
      html: '<pre class="shiki"><code><span>curl</span> <span>POST</span></code></pre>',
    });
  });
});
