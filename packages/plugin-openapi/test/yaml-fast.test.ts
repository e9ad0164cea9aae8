import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { duplicateIdProblems } from '../src/duplicate-ids.js';
import type { OaObject } from '../src/model.js';
import { parseSource, readWithYaml } from '../src/source.js';
import { readVersionField } from '../src/version-field.js';
import { fastYaml } from '@docgen/config/yaml';

/**
 * js-yaml reads a clean document (`fastYaml`) and the `yaml` package everything else: the same
 * value, key order included, and no note or error the `yaml` package would have given is lost.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../..');

function yamlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.ya?ml$/.test(f))
    .map((f) => path.join(dir, f));
}

/** What the fast read gives is what the `yaml` package gives, with nothing to note. */
function expectSameAsYaml(text: string, label: string): 'fast' | 'yaml' {
  const fast = fastYaml(text);
  if (!fast) return 'yaml';
  const slow = readWithYaml(label, text);
  expect(slow.notes, label).toEqual([]);
  expect(fast.value, label).toStrictEqual(slow.value);
  expect(JSON.stringify(fast.value), label).toBe(JSON.stringify(slow.value));
  return 'fast';
}

describe('fastYaml against the yaml package', () => {
  const examples = path.dirname(createRequire(import.meta.url).resolve('@readme/oas-examples/3.1/yaml/petstore.yaml'));
  const files = [
    path.join(repo, 'content/openapi/lintas.yaml'),
    // Less the files docgen refuses for their aliases, whose value is endless or of 123 million
    // values: no reader's value can be compared (validation fixtures yaml-alias-*).
    ...yamlFiles(path.join(here, 'fixtures')).filter((f) => !f.includes(`${path.sep}yaml-alias-`)),
    ...yamlFiles(path.resolve(examples, '../..')),
  ];

  const read = new Map<string, 'fast' | 'yaml'>();

  it.each(files.map((f) => [path.relative(repo, f), f]))('%s: the same value', (_, file) => {
    let text = fs.readFileSync(file, 'utf8');
    if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    read.set(file, expectSameAsYaml(text, file));
  });

  it('reads most of them itself, the Lintas document among them', () => {
    expect(read.get(files[0]!)).toBe('fast');
    expect([...read.values()].filter((r) => r === 'fast').length).toBeGreaterThan(files.length * 0.8);
  });
});

describe('what only the yaml package reads as docgen reads it', () => {
  // From the YAML test suite (github.com/yaml/yaml-test-suite) where js-yaml and `yaml` part, and what the caller notes.
  it.each([
    ['a merge key', 'base: &b\n  a: 1\nother:\n  <<: *b\n  c: 2\n'],
    ['a YAML 1.1 directive', '%YAML 1.1\n---\na: yes\n'],
    ['a line indented with a tab', 'a:\n\tb: 1\n'],
    ['a list as a key', '[a, b]: c\n'],
    ['a map as a key', '? {a: 1}\n: c\n'],
    ['a null key', '~: a\nb: 1\n'],
    ['a null key, written', 'null: a\n'],
    ['a local tag', 'a: !foo x\n'],
    ['a tag the schema lacks', 'a: !!binary aGk=\n'],
    ['the non-specific tag', 'a: ! x\n'],
    ['the non-specific tag alone (UKK6)', '!\n'],
    ['a duplicate key', 'a: 1\na: 2\n'],
    ['two documents', 'a: 1\n---\nb: 2\n'],
    ['a quoted string continued under its key', 'a:\n  b: "one\n  two"\n'],
    ['a quoted string continued with a tab', "a: 'one\n\ttwo'\n"],
    ['a flow sequence under its key (9C9N)', '---\nflow: [a,\nb,\nc]\n'],
    ['a comment glued to a flow sequence (9JBA)', '---\n[ a, b, c, ]#invalid\n'],
    ['a comment glued to a comma (CVW2)', '---\n[ a, b, c,#invalid\n]\n'],
    ['a comment glued to a quoted string (SU5Z)', 'key: "value"# invalid comment\n'],
    ['text after --- (82AN)', '---word1\nword2\n'],
    ['a mapping on the --- line (9KBC)', '--- key1: value1\n    key2: value2\n'],
    ['two anchors on two lines (4JVG)', 'top1: &node1\n  &k1 key1: val1\ntop2: &node2\n  &v2 val2\n'],
    ['an anchor then a tag at column 0 (H7J7)', 'key: &x\n!!map\n  a: b\n'],
    ['a block scalar whose empty lines are deeper (S98Z)', 'empty block scalar: >\n \n  \n   \n # comment\n'],
    ['a tag before a block scalar (M5C3)', 'literal: |2\n  value\nfolded:\n   !foo\n  >1\n value\n'],
  ])('%s', (_, text) => {
    expect(fastYaml(text)).toBeUndefined();
  });

  it('reads the core schema as the yaml package does', () => {
    const text = [
      'int: 12',
      'plus: +12',
      'minusZero: -0',
      'octal: 0o17',
      'hex: 0x1F',
      'big: 12345678901234567890',
      'underscores: 1_000',
      'binary: 0b11',
      'oldOctal: 017',
      'float: 1.50',
      'exp: 1e3',
      'dot: .5',
      'inf: -.Inf',
      'nan: .NaN',
      'date: 2001-12-14',
      'yes: yes',
      'on: off',
      'True: True',
      'nul: NULL',
      'tilde: ~',
      'empty:',
      '200: ok',
      '1.0: one',
      '0x10: sixteen',
      'quoted: "0x1F"',
      "ref: '#/components/schemas/A'",
      'multi: "one\n  two"',
      'folded: >\n  a\n  b\n',
    ].join('\n');
    expect(expectSameAsYaml(text, 'core')).toBe('fast');
    expect(fastYaml(text)?.value).toMatchObject({
      underscores: '1_000',
      binary: '0b11',
      date: '2001-12-14',
      yes: 'yes',
    });
  });
});

describe('positions asked only for a diagnostic', () => {
  it('gives the places of a document read fast, as the yaml package does', () => {
    const text = fs.readFileSync(path.join(repo, 'content/openapi/lintas.yaml'), 'utf8');
    const fast = parseSource('lintas.yaml', text);
    const slow = readWithYaml('lintas.yaml', text);
    for (const segments of [['openapi'], ['info', 'title'], ['paths'], ['components', 'schemas'], ['nope', 'x']]) {
      expect(fast.locate(segments)).toEqual(slow.locate(segments));
      expect(fast.textAt(segments)).toEqual(slow.textAt(segments));
    }
  });

  it('reads no written version of a whole version string', () => {
    const textAt = vi.fn(() => undefined);
    expect(readVersionField({ openapi: '3.1.0' }, textAt)).toBeUndefined();
    expect(textAt).not.toHaveBeenCalled();
    expect(readVersionField({ openapi: 3.1 }, () => '3.1')?.key).toBe('openapi');
    expect(readVersionField({ openapi: '3.1' }, () => "'3.1'")?.key).toBe('openapi');
  });

  it('places the first of two operations only when its id is used twice', () => {
    const op = (id: string) => ({ get: { operationId: id, responses: {} } });
    const at = vi.fn((segments: readonly (string | number)[]) => ({
      file: 'a.yaml',
      where: `#/${segments.join('/')}`,
    }));
    const doc = { openapi: '3.1.0', paths: { '/a': op('a'), '/b': op('b') } } as unknown as OaObject;
    expect(duplicateIdProblems(doc, at)).toEqual([]);
    expect(at).not.toHaveBeenCalled();
    const twice = { openapi: '3.1.0', paths: { '/a': op('a'), '/b': op('a') } } as unknown as OaObject;
    expect(duplicateIdProblems(twice, at)[0]?.message).toContain('first at #/paths//a/get');
  });
});
