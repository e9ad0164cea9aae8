import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contentTitle, liveFence, mdxSignal } from '../src/scan.js';

/**
 * The line scan's fixtures: `fixtures/scan/<case>/input.md` → `expected.json`, what `mdxSignal`
 * (is the text MDX, and where it shows), `liveFence` (its first live fence) and `contentTitle` (its
 * first heading, when an h1) find.
 * `UPDATE=1 vitest run` rewrites the expectations.
 */
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'scan');

describe('scan fixtures', () => {
  for (const name of fs.readdirSync(root).sort()) {
    it(name, () => {
      const dir = path.join(root, name);
      const input = fs.readFileSync(path.join(dir, 'input.md'), 'utf8');
      const found = {
        mdxSignal: mdxSignal(input) ?? null,
        liveFence: liveFence(input) ?? null,
        contentTitle: contentTitle(input) ?? null,
      };
      const actual = `${JSON.stringify(found, null, 2)}\n`;
      const file = path.join(dir, 'expected.json');
      if (process.env.UPDATE) fs.writeFileSync(file, actual);
      expect(actual).toBe(fs.readFileSync(file, 'utf8'));
    });
  }
});
