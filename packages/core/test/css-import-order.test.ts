/** Late `@import`s moved up (fixtures/css-import-order/<case>/input.css → output.css); `UPDATE=1` rewrites them. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { hoistLateImports } from '../src/styles/css-import-order.js';

const root = path.join(__dirname, 'fixtures', 'css-import-order');

describe('hoistLateImports', () => {
  for (const name of fs.readdirSync(root).sort()) {
    it(name, () => {
      const input = fs.readFileSync(path.join(root, name, 'input.css'), 'utf8');
      const out = hoistLateImports(input);
      const expected = path.join(root, name, 'output.css');
      if (process.env.UPDATE) fs.writeFileSync(expected, out);
      expect(out).toBe(fs.readFileSync(expected, 'utf8'));
      // Every line keeps its number: a position esbuild or PostCSS reports later is the file's.
      expect(out.split('\n').length).toBe(input.split('\n').length);
    });
  }

  it('leaves a file without late imports as it is', () => {
    const css = '@import "a.css";\n.a { color: red; }\n';
    expect(hoistLateImports(css)).toBe(css);
  });
});
