import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { remarkGfm, remarkParse, unified } from '@docgen/markdown/unified';
import { describe, expect, it } from 'vitest';
import { parse } from '../src/mdast.js';

/**
 * Descriptions of plain prose skip the parser (`mdast.ts`): their tree must be the parser's. Every
 * description of the test documents and of the Lintas document, and strings at the edges.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const parser = unified().use(remarkParse).use(remarkGfm);
const strip = (node: Record<string, unknown>): unknown => {
  const { position: _p, ...rest } = node;
  if (Array.isArray(rest.children)) rest.children = rest.children.map((c) => strip(c as Record<string, unknown>));
  return rest;
};
function descriptions(value: unknown, out: string[]): string[] {
  if (Array.isArray(value)) for (const v of value) descriptions(v, out);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      if ((k === 'description' || k === 'summary') && typeof v === 'string') out.push(v.trim());
      else descriptions(v, out);
    }
  return out;
}

describe('description parsing', () => {
  const texts = [
    ...descriptions(parseYaml(fs.readFileSync(path.join(here, 'fixtures/shop.yaml'), 'utf8')), []),
    ...descriptions(parseYaml(fs.readFileSync(path.join(here, '../../../content/openapi/lintas.yaml'), 'utf8')), []),
    'The name of the parcel.',
    '1. First',
    '- A list item',
    '+ Another',
    '= not a heading',
    'Weight in kg (max. 30)',
    'See www.example.com',
    'Write to support@example.com',
    'A tab\tinside',
    'Ends with a colon:',
    'Two  spaces inside',
    '10 kg',
    '3) Third',
    'Use ~ with care',
    'C:\\path',
    'Français · 日本語 — ok',
  ].filter(Boolean);

  it("gives the parser's tree for every description", () => {
    expect(texts.length).toBeGreaterThan(100);
    for (const text of texts) expect(parse(text), text).toEqual(strip(parser.parse(text) as never));
  });
});
