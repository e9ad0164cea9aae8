import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { excerpt } from '../src/scan.js';

/**
 * The excerpt's fixtures: `fixtures/excerpt/<case>/input.md` → `expected.txt`, the description
 * a doc without a front matter `description` gets (`(none)` when no line has text).
 * `UPDATE=1 vitest run` rewrites the expectations.
 */
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'excerpt');

describe('excerpt fixtures', () => {
  for (const name of fs.readdirSync(root).sort()) {
    it(name, () => {
      const dir = path.join(root, name);
      const input = fs.readFileSync(path.join(dir, 'input.md'), 'utf8');
      const actual = `${excerpt(input) ?? '(none)'}\n`;
      const file = path.join(dir, 'expected.txt');
      if (process.env.UPDATE) fs.writeFileSync(file, actual);
      expect(actual).toBe(fs.readFileSync(file, 'utf8'));
    });
  }

  it('reads CRLF line ends as LF ones', () => {
    expect(excerpt('import A from "a";\r\n\r\n# Title\r\n\r\nText **here**.\r\n')).toBe('Text here.');
  });
});
