import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CATALOG, type DiagnosticName } from '../src/catalog.js';
import { diagnosticsReferenceMarkdown } from '../src/reference.js';
import { formatDiagnostic } from '../src/reporter.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const names = Object.keys(CATALOG) as DiagnosticName[];

describe('the catalogue', () => {
  it.each(names)('%s says what is wrong, why, and how to fix it', (name) => {
    const entry = CATALOG[name];
    for (const field of ['summary', 'why', 'fix'] as const) {
      expect(entry[field].trim().length, `${name}.${field}`).toBeGreaterThan(10);
      expect(entry[field], `${name}.${field} ends a sentence`).toMatch(/[.?)]$/);
    }
    expect(entry.why).not.toBe(entry.summary);
    expect(entry.fix).not.toBe(entry.why);
  });

  it('gives its why and fix to a diagnostic that has none of its own', () => {
    const text = formatDiagnostic(
      {
        name: 'EmptyPage',
        severity: 'warning',
        message: 'docs/a.md has neither content nor a title.',
        file: 'docs/a.md',
      },
      { color: false },
    );
    expect(text).toBe(
      [
        'warning EmptyPage docs/a.md',
        '  docs/a.md has neither content nor a title.',
        `  why: ${CATALOG.EmptyPage.why}`,
        `  fix: ${CATALOG.EmptyPage.fix}`,
      ].join('\n'),
    );
  });

  it('is the committed docs/guide/diagnostics.md (run `pnpm build && pnpm docs:config` after a change)', () => {
    const committed = fs.readFileSync(path.join(root, 'docs/guide/diagnostics.md'), 'utf8');
    expect(committed).toBe(diagnosticsReferenceMarkdown());
  });
});
