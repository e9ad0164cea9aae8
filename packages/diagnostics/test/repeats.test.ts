import { describe, expect, it } from 'vitest';
import { type Diagnostic, formatDiagnostics, sortDiagnostics } from '../src/index.js';

const message = 'Code block language "kcl" is unknown and shown without highlighting.';
const block = (file: string, line: number, lang = 'kcl', severity: 'warning' | 'error' = 'warning'): Diagnostic => ({
  name: 'UnknownCodeLanguage',
  severity,
  message: message.replace('kcl', lang),
  file,
  line,
  column: 1,
  repeats: { key: lang, unit: 'blocks' },
});

describe('recurring faults (Diagnostic.repeats)', () => {
  const found = [block('docs/b.md', 9), block('docs/a.md', 30), block('blog/x.md', 4), block('docs/a.md', 3)];

  it('are told once, at the first place, with every place and the count', () => {
    const [one, ...rest] = sortDiagnostics(found);
    expect(rest).toEqual([]);
    expect(one).toMatchObject({
      file: 'blog/x.md',
      line: 4,
      message: 'Code block language "kcl" is unknown and shown without highlighting (in 4 blocks of 3 files).',
      places: [
        { file: 'blog/x.md', line: 4, column: 1 },
        { file: 'docs/a.md', line: 3, column: 1 },
        { file: 'docs/a.md', line: 30, column: 1 },
        { file: 'docs/b.md', line: 9, column: 1 },
      ],
    });
    const report = formatDiagnostics([one!], { color: false });
    expect(report).toContain('docs/a.md:30:1');
    expect(report).toContain('… and 1 more (run with --verbose to list all)');
    expect(formatDiagnostics([one!], { color: false, verbose: true })).toContain('docs/b.md:9:1');
  });

  it('give the same report however often sorted, and with more findings of theirs', () => {
    const once = sortDiagnostics(found);
    expect(sortDiagnostics(once)).toEqual(once);
    expect(sortDiagnostics([...once, ...found.reverse()])).toEqual(once);
    const more = sortDiagnostics([...once, block('docs/c.md', 1)]);
    expect(more[0]!.message).toMatch(/\(in 5 blocks of 4 files\)\.$/);
  });

  it('group by key and severity; one place keeps the message of one', () => {
    const list = sortDiagnostics([...found, block('docs/a.md', 5, 'rego'), block('docs/z.md', 1, 'kcl', 'error')]);
    expect(list.map((d) => [d.file, d.line, d.severity, d.places?.length])).toEqual([
      ['blog/x.md', 4, 'warning', 4],
      ['docs/a.md', 5, 'warning', undefined],
      ['docs/z.md', 1, 'error', undefined],
    ]);
    expect(list[1]!.message).toBe('Code block language "rego" is unknown and shown without highlighting.');
  });

  it('leave findings without a key alone', () => {
    const plain: Diagnostic = { name: 'UnknownCodeLanguage', severity: 'warning', message: 'm', file: 'a.md', line: 1 };
    expect(sortDiagnostics([plain, { ...plain, line: 2 }])).toHaveLength(2);
  });
});
