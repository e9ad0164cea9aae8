import fs from 'node:fs';
import path from 'node:path';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { parsePlugins } from '../src/parse-plugins.js';
import { remarkMdx1Escapes } from '../src/plugins/mdx1-escapes.js';
import { splitSegments } from '../src/segments.js';
import { remarkSyntaxByNeed, subsets, syntaxFor } from '../src/syntax-by-need.js';

/** Each document parsed with only the extensions it can use gives the tree the whole syntax gives. */
const REPO = path.resolve(__dirname, '../../..');
const whole = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).freeze();
const wholeMdx1 = unified().use(remarkParse).use(remarkMdx1Escapes).use(remarkGfm).use(remarkDirective).freeze();
const byNeed = unified().use(parsePlugins(false)).freeze();
const byNeedMdx1 = unified().use(parsePlugins(true)).freeze();

function markdownFiles(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name.startsWith('.') || e.name === 'build') continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) markdownFiles(p, out);
    else if (e.name.endsWith('.md')) out.push(p);
  }
  return out;
}

/** One case per construct a left-out extension would have made, and its near misses. */
const CASES: [name: string, doc: string, type: string | undefined][] = [
  ['email', 'Write to team@example.com today.\n', 'link'],
  ['www', 'See WWW.example.com.\n', 'link'],
  ['http', 'See http://example.com and HTTPS://example.org.\n', 'link'],
  ['email by a character reference', 'Write to team&#64;example.com today.\n', 'link'],
  ['www by an escape', 'See www\\.example.com.\n', 'link'],
  ['protocol by an escape', 'See http\\://example.com.\n', 'link'],
  ['no autolink', 'See example.com, www or http without a colon.\n', undefined],
  ['strikethrough', 'It was ~~gone~~ and ~here~.\n', 'delete'],
  ['table with pipes', '| a | b |\n| - | - |\n| 1 | 2 |\n', 'table'],
  ['one-column table, left colon', 'head\n:--\ncell\n', 'table'],
  ['one-column table, right colon', 'head\n--:\n', 'table'],
  ['setext heading, not a table', 'head\n---\n', undefined],
  ['table in a quote', '> a | b\n> --|--\n', 'table'],
  ['text directive', 'Press :kbd[Ctrl] now.\n', 'textDirective'],
  ['leaf directive', '::youtube[Video]{#id}\n', 'leafDirective'],
  ['container directive', ':::note[Title]\nBody\n:::\n', 'containerDirective'],
  ['colons without a name', 'Note: see https://x.y, a :: b and :-).\n', undefined],
  ['a name of digits', 'From 09:00 to 18:00.\n', 'textDirective'],
  ['a name in another script', 'Voir :abréviation[x] et :日本[y].\n', 'textDirective'],
  ['footnote', 'Text[^1].\n\n[^1]: Note.\n', 'footnoteReference'],
  ['task list item', '- [ ] to do\n- [x] done\n', 'listItem'],
  ['CRLF', 'a | b\r\n--|--\r\n~~x~~ :abbr[y]\r\n', 'table'],
];

function types(tree: unknown, out = new Set<string>()): Set<string> {
  const node = tree as { type: string; children?: unknown[] };
  out.add(node.type);
  for (const child of node.children ?? []) types(child, out);
  return out;
}

describe('syntax by need', () => {
  it.each(CASES)('%s: the whole syntax tree', (_name, doc, type) => {
    const tree = byNeed.parse(doc);
    expect(tree).toEqual(whole.parse(doc));
    expect(byNeedMdx1.parse(doc)).toEqual(wholeMdx1.parse(doc));
    if (type) expect(types(tree)).toContain(type);
  });

  it('leaves out the extensions a document cannot use', () => {
    const names = (doc: string) => syntaxFor(doc);
    expect(names('Plain prose: words, a colon, [a link](../x.md).\n')).toEqual(['footnote', 'taskListItem']);
    expect(names(':::note\nSee http://x.y | ~~z~~\n:::\n')).toEqual([
      'autolinkLiteral',
      'footnote',
      'strikethrough',
      'table',
      'taskListItem',
      'directive',
    ]);
  });

  it('hands micromark the same list for the same subset (it combines a list once)', () => {
    const all = (unified().use(parsePlugins(false)).freeze().data() as { micromarkExtensions: never[] })
      .micromarkExtensions;
    const extensionsFor = subsets();
    const plain = extensionsFor(all, 'Words.\n');
    expect(plain).toHaveLength(2);
    expect(extensionsFor(all, 'Other words.\n')).toBe(plain);
    expect(extensionsFor(all, 'A ~~b~~.\n')).not.toBe(plain);
    expect(extensionsFor(all, 'A ~~b~~ c.\n')).toBe(extensionsFor(all, '~x~\n'));
    expect(extensionsFor(all, ':::note\nhttp://x | ~y~\n:::\n')).toBe(all);
    // A list changed in place (a plugin's extension added) is a new syntax.
    const more = [...all, { text: {} } as never];
    expect(extensionsFor(more, 'Words.\n')).toHaveLength(3);
  });

  it('keeps a site plugin’s syntax extensions, added after it', () => {
    const extra = { text: {} };
    const processor = unified()
      .use(parsePlugins(false))
      .use(function (this: { data(): { micromarkExtensions?: unknown[] } }) {
        this.data().micromarkExtensions!.push(extra);
      })
      .freeze();
    expect(processor.parse('x\n')).toEqual(whole.parse('x\n'));
    expect(unified().use(remarkParse).use(remarkSyntaxByNeed).freeze().parse('a ~~b~~\n')).toEqual(
      whole.parse('a ~~b~~\n'),
    );
  });

  // Every page and piece parsed twice each way: CPU-bound, tens of seconds on a loaded machine.
  it('every page of the Lintas site, the fixtures and the examples, and their pieces', () => {
    const files = [
      ...markdownFiles(path.join(REPO, 'content')),
      ...markdownFiles(path.join(REPO, 'packages/markdown/test/fixtures')),
      ...markdownFiles(path.join(REPO, 'examples')),
    ];
    const seen = new Set<string>();
    for (const file of files) {
      const doc = fs.readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
      const where = path.relative(REPO, file);
      expect(byNeedMdx1.parse(doc), where).toEqual(wholeMdx1.parse(doc));
      // A build parses pieces (`segments.ts`): each has its own extensions.
      for (const text of [doc, ...(splitSegments(doc) ?? []).map((s) => s.text)]) {
        if (seen.has(text)) continue;
        seen.add(text);
        expect(byNeed.parse(text), where).toEqual(whole.parse(text));
      }
    }
    expect(files.length).toBeGreaterThan(150);
    expect(seen.size).toBeGreaterThan(files.length * 3);
  }, 300_000);
});
