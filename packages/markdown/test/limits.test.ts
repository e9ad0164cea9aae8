import { describe, expect, it } from 'vitest';
import { exceededLimit } from '../src/limits.js';

const limits = { maxNesting: 4, maxFileSize: 1000 };

describe('markdown limits', () => {
  it('counts quote and list markers and nested list indentation', () => {
    expect(exceededLimit('> > > > x\n', limits)).toBeUndefined();
    expect(exceededLimit('a\n> > > > > x\n', limits)).toEqual({ kind: 'nesting', depth: 5, line: 2, column: 1 });
    const list = ['- a', '  - b', '    - c', '      - d', '        - e'].join('\n');
    expect(exceededLimit(list, limits)).toEqual({ kind: 'nesting', depth: 5, line: 5, column: 1 });
  });

  it('does not count the indentation of fenced code', () => {
    const code = ['- item', '  ```json', `${' '.repeat(40)}{ "deep": true }`, '  ```', '- next'].join('\n');
    expect(exceededLimit(code, limits)).toBeUndefined();
  });

  it('measures the size in UTF-8 bytes', () => {
    expect(exceededLimit('é'.repeat(500), limits)).toBeUndefined();
    expect(exceededLimit('é'.repeat(501), limits)).toEqual({ kind: 'size', bytes: 1002 });
  });

  it('scans 10,000 nested quotes in linear time (no backtracking)', () => {
    expect(exceededLimit(`${'> '.repeat(10_000)}x\n`, { ...limits, maxFileSize: 1e6 })).toMatchObject({
      kind: 'nesting',
      depth: 10_000,
    });
  });
});
