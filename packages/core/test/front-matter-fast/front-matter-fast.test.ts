import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fastYaml } from '@docgen/config/yaml';
import { describe, expect, it } from 'vitest';
import { parseFrontMatter, readYamlBlock } from '../../src/discover/front-matter.js';

/**
 * Front matter is read by js-yaml when the block reads cleanly (`fastYaml`) and by `yaml` otherwise:
 * the same data, dates written as before, for blocks of real Docusaurus sites (real-sites.json, see
 * README.md) and of this repository's content.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../../..');

interface Block {
  site: string;
  file: string;
  yaml: string;
}

/** What front matter makes of js-yaml's Dates (front-matter.ts, datesAsText). */
function datesAsText(value: unknown): unknown {
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
  }
  if (Array.isArray(value)) return value.map(datesAsText);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, datesAsText(v)]));
  return value;
}

function expectSame(yaml: string, label: string): 'fast' | 'yaml' {
  const fast = fastYaml(yaml, { timestamps: true });
  if (!fast || fast.value === null || typeof fast.value !== 'object') return 'yaml';
  let notes = 0;
  const slow = readYamlBlock(yaml, () => notes++);
  expect(notes, label).toBe(0);
  expect(datesAsText(fast.value), label).toStrictEqual(slow);
  expect(JSON.stringify(datesAsText(fast.value)), label).toBe(JSON.stringify(slow));
  return 'fast';
}

function contentBlocks(dir: string): Block[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.mdx?$/.test(f))
    .flatMap((file) => {
      const block = /^---\r?\n([\s\S]*?)\r?\n---/.exec(fs.readFileSync(path.join(dir, file), 'utf8'));
      return block ? [{ site: 'docgen/content', file, yaml: `${block[1]!.replace(/\r\n?/g, '\n')}\n` }] : [];
    });
}

describe('front matter read by js-yaml against the yaml package', () => {
  const real = JSON.parse(fs.readFileSync(path.join(here, 'real-sites.json'), 'utf8')) as Block[];
  const blocks = [...real, ...contentBlocks(path.join(repo, 'content'))];
  const read: ('fast' | 'yaml')[] = [];

  it.each(blocks.map((b) => [`${b.site}: ${b.file}`, b]))('%s: the same data', (label, block) => {
    read.push(expectSame((block as Block).yaml, label as string));
  });

  it('reads nearly all of them itself', () => {
    expect(read.filter((r) => r === 'fast').length).toBeGreaterThan(blocks.length * 0.95);
  });
});

describe('timestamps as js-yaml (Docusaurus) reads them', () => {
  it.each([
    ['a: 2024-05-01\n', { a: '2024-05-01' }],
    ['a: 2024-5-1 10:00:00\n', { a: '2024-05-01T10:00:00.000Z' }],
    ['a: 2024-05-01 10:00:00 +02:00\n', { a: '2024-05-01T08:00:00.000Z' }],
    ['a: 2023-2-07T00:00:00Z\n', { a: '2023-02-07' }],
    ['a: [2024-05-01, 2024-5-1, "2024-05-02"]\n', { a: ['2024-05-01', '2024-5-1', '2024-05-02'] }],
    ['a: 2024-13-45\n', { a: '2025-02-14' }],
    // A date as a key is its Date's text, in the local time zone, on both paths.
    ['2024-01-01: x\n', { [String(new Date(Date.UTC(2024, 0, 1)))]: 'x' }],
  ])('%j', (yaml, data) => {
    expect(expectSame(yaml, yaml)).toBe('fast');
    expect(readYamlBlock(yaml)).toStrictEqual(data);
  });

  it('leaves to the yaml package what only it tells apart: merge keys, duplicates, tags', () => {
    for (const yaml of ['a: &x {b: 1}\nc:\n  <<: *x\n', 'a: 1\na: 2\n', 'a: !!str 1\n'])
      expect(fastYaml(yaml, { timestamps: true }), yaml).toBeUndefined();
  });

  it('gives a page the same date and last update, and the same diagnostics, on either path', () => {
    const diagnostics: unknown[] = [];
    const page = parseFrontMatter(
      '---\ntitle: T\ndate: 2021-3-4 05:06:07\nlast_update:\n  date: 2024-05-01\n---\nBody\n',
      'a.md',
      diagnostics as never,
    );
    expect(diagnostics).toEqual([]);
    expect(page?.data).toMatchObject({ date: '2021-03-04T05:06:07.000Z', last_update: { date: '2024-05-01' } });
  });
});
