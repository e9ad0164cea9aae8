import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pagePolicy } from '../src/page-policy.js';

/**
 * The Content-Security-Policy the servers send with a page, a folder per case: `input.html`
 * (a page as served from the case's folder, with the stylesheets it links) → `policy.txt` (the
 * policy, one directive a line). `UPDATE=1 vitest run`
 * rewrites the expected files. That Chromium runs the Lintas pages under these policies
 * without a violation is checked by `e2e/server-hardening.test.ts`.
 */
const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'csp');

describe('CSP fixtures', () => {
  for (const name of fs.readdirSync(fixtures).sort()) {
    it(name, () => {
      const dir = path.join(fixtures, name);
      const html = fs.readFileSync(path.join(dir, 'input.html'), 'utf8').replace(/\n$/, '');
      const actual = `${pagePolicy(dir, html, '').split('; ').join(';\n')}\n`;
      const file = path.join(dir, 'policy.txt');
      if (process.env.UPDATE) fs.writeFileSync(file, actual);
      expect(actual).toBe(fs.readFileSync(file, 'utf8'));
    });
  }
});
