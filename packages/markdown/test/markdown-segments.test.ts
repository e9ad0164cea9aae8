import fs from 'node:fs';
import path from 'node:path';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { remarkSegmentCache, SegmentCache, splitSegments } from '../src/segments.js';

/** Parsing in pieces (the dev server's re-parse after an edit) gives the very tree a whole parse gives. */
const REPO = path.resolve(__dirname, '../../..');
const syntax = () => unified().use(remarkParse).use(remarkGfm).use(remarkDirective);
const whole = syntax().freeze();

function markdownFiles(dir: string, out: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name.startsWith('.') || e.name === 'build') continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) markdownFiles(p, out);
    else if (e.name.endsWith('.md')) out.push(p);
  }
  return out;
}
const body = (file: string) => fs.readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');

describe('markdown in pieces', () => {
  const files = [
    ...markdownFiles(path.join(REPO, 'content')),
    ...markdownFiles(path.join(REPO, 'packages/markdown/test/fixtures')),
    ...markdownFiles(path.join(REPO, 'examples')),
  ];

  // Every page parsed twice: CPU-bound, minutes on a loaded machine (7 s on a quiet one).
  it('every page of the Lintas site, the fixtures and the examples: the same tree as a whole parse', () => {
    const cache = new SegmentCache();
    const pieces = syntax().use(remarkSegmentCache, cache).freeze();
    let split = 0;
    for (const file of files) {
      const doc = body(file);
      if (splitSegments(doc)) split++;
      expect(pieces.parse(doc), path.relative(REPO, file)).toEqual(whole.parse(doc));
    }
    // Not a vacuous pass: most pages are cut into pieces.
    expect(files.length).toBeGreaterThan(150);
    expect(split).toBeGreaterThan(files.length * 0.8);
  }, 300_000);

  it('an edit re-parses only its piece; positions after it move with it', () => {
    const cache = new SegmentCache();
    const pieces = syntax().use(remarkSegmentCache, cache).freeze();
    const doc = body(path.join(REPO, 'content/docs/getting-started.md'));
    pieces.parse(doc);
    const before = cache.size;
    const edited = doc.replace(/\n\n([A-Z][^\n]{20,})\n/, '\n\nUne phrase ajoutée.\nEt une autre ligne.\n\n$1\n');
    expect(edited).not.toBe(doc);
    expect(pieces.parse(edited)).toEqual(whole.parse(edited));
    expect(cache.size - before).toBeLessThanOrEqual(2);
  });

  it('documents where one part changes another are parsed whole', () => {
    expect(splitSegments('See [the guide][g].\n\nMore.\n\n[g]: /docs/guide\n')).toBeUndefined();
    expect(splitSegments('Text[^1].\n\nMore.\n\n[^1]: A note.\n')).toBeUndefined();
    expect(splitSegments('<!--\n\nhidden\n\n-->\n\nText.\n')).toBeUndefined();
    expect(splitSegments('```js\n\nopen fence\n')).toBeUndefined();
    expect(splitSegments('First.\n\nSecond.\n')?.map((s) => s.text)).toEqual(['First.\n\n', 'Second.\n']);
  });

  it('lists, quotes, fences and containers stay in one piece with what they hold', () => {
    const doc =
      '- a\n\n- b\n\nAfter the list.\n\n:::note\n\nInside.\n\n:::\n\n```md\n\nNot a cut.\n\n```\n\n> quote\n\n> another\n\nEnd.\n';
    const cache = new SegmentCache();
    expect(syntax().use(remarkSegmentCache, cache).parse(doc)).toEqual(whole.parse(doc));
    const texts = splitSegments(doc)!.map((s) => s.text);
    expect(texts.join('')).toBe(doc);
    expect(texts.some((t) => t.includes(':::note') && t.includes('Inside.') && t.endsWith(':::\n\n'))).toBe(true);
    expect(texts.some((t) => t.startsWith('```md') && t.includes('Not a cut.'))).toBe(true);
  });
});
