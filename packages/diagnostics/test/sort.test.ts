import { describe, expect, it } from 'vitest';
import { type Diagnostic, formatDiagnostic, sortDiagnostics } from '../src/index.js';

const at = { name: 'UnresolvedImport', severity: 'error', file: 'a.js', line: 2, column: 5, message: 'm' } as const;

describe('sortDiagnostics', () => {
  it('keeps a finding said twice once, with each distinct why and fix, in a stable order', () => {
    const one: Diagnostic = { ...at, why: 'from a React page', fix: 'fix it' };
    const two: Diagnostic = { ...at, why: 'from an MDX page', fix: 'fix it' };
    const merged = sortDiagnostics([one, two, { ...one }]);
    expect(merged).toEqual([{ ...at, why: 'from a React page\nfrom an MDX page', fix: 'fix it' }]);
    expect(sortDiagnostics([two, one])).toEqual(merged);
    expect(formatDiagnostic(merged[0]!, { color: false })).toContain(
      '  why: from a React page\n       from an MDX page\n  fix: fix it',
    );
  });

  it('keeps the same object when the repeats add nothing', () => {
    const one: Diagnostic = { ...at, why: 'w' };
    expect(sortDiagnostics([one, { ...at, why: 'w' }, { ...at }])[0]).toBe(one);
  });
});
