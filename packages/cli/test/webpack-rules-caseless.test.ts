// A webpack rule's `i` flag, spelled out in the source of a textImports rule (which has no flags).
import { describe, expect, it } from 'vitest';
import { caseless } from '../src/migrate/webpack-rules.js';

describe('caseless', () => {
  const cases: [RegExp, string[], string[]][] = [
    [/\/examples\//i, ['/site/examples/a.js', '/site/EXAMPLES/a.js', '/site/Examples/b.py'], ['/site/example/a.js']],
    [/\.(JS|py)$/i, ['a.js', 'b.PY', 'c.Js'], ['d.jsx']],
    [/[a-c]x\d\x41\u0042\u{43}/iu, [], []],
    [/^[^a-f]+\.txt$/i, ['zz.TXT'], ['ab.txt', 'AB.txt']],
    [/(?<name>ab)\k<name>p{L}?$/i, [], []],
  ];
  it('matches what the flag matched, and nothing more', () => {
    for (const [re, yes, no] of cases) {
      if (re.flags.includes('u')) continue;
      const made = new RegExp(caseless(re.source));
      for (const s of yes) expect(made.test(s), `${re} on ${s}`).toBe(true);
      for (const s of no) expect(made.test(s), `${re} on ${s}`).toBe(false);
    }
  });
  it('keeps escapes, hex digits and group names as written', () => {
    expect(caseless('\\d\\x4A\\u004b\\u{1F600}\\cJ')).toBe('\\d\\x4A\\u004b\\u{1F600}\\cJ');
    expect(caseless('\\p{Lu}\\k<name>')).toBe('\\p{Lu}\\k<name>');
    expect(caseless('(?<name>a)')).toBe('(?<name>[aA])');
    expect(caseless('(?<=a)(?<!b)')).toBe('(?<=[aA])(?<![bB])');
    expect(caseless('[a-cX_]')).toBe('[a-cA-CXx_]');
    expect(caseless('[^a]')).toBe('[^aA]');
  });
});
