import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_MAGIC_COMMENTS, parseMagicComments } from '../src/plugins/magic-comments.js';

describe('parseMagicComments', () => {
  const Real = RegExp;
  /** Counts the patterns made with `new RegExp` (literals are not). */
  const countPatterns = () => {
    const count = { made: 0 };
    globalThis.RegExp = function (this: unknown, ...args: ConstructorParameters<typeof RegExp>) {
      count.made++;
      return new Real(...args);
    } as unknown as RegExpConstructor;
    return count;
  };
  afterEach(() => {
    globalThis.RegExp = Real;
  });

  it('keeps a block without any directive whole, its line ends as \\n, without making a pattern', () => {
    const count = countPatterns();
    const plain = parseMagicComments('const a = 1;\r\n// a comment\r\nconst b = 2;', 'js', DEFAULT_MAGIC_COMMENTS);
    expect(plain.code).toBe('const a = 1;\n// a comment\nconst b = 2;');
    expect(plain.classes.size).toBe(0);
    expect(count.made).toBe(0);
  });

  it('makes the pattern of a language once for every block', () => {
    // A list of its own: the patterns are kept per list, and a test file run before this one in
    // the same worker (the unit tests share their modules) may have highlighted with the defaults.
    const comments = [...DEFAULT_MAGIC_COMMENTS];
    const count = countPatterns();
    const block = 'a();\n// highlight-next-line\nb();\n# highlight-next-line\nc();';
    const first = parseMagicComments(block, 'ts', comments);
    const second = parseMagicComments(block, 'ts', comments);
    expect(count.made).toBe(1);
    // `#` is no comment of TypeScript's: that line stays, and the next line is not marked.
    for (const result of [first, second]) {
      expect(result.code).toBe('a();\nb();\n# highlight-next-line\nc();');
      expect([...result.classes]).toEqual([[2, ['highlighted']]]);
    }
    parseMagicComments(block, 'python', comments);
    expect(count.made).toBe(2);
  });

  it('takes a bare comment for an empty directive text, as the pattern does', () => {
    const result = parseMagicComments('a\n//\nb', 'js', [{ className: 'x', block: { start: '', end: '' } }]);
    expect(result.code).toBe('a\nb');
  });
});
