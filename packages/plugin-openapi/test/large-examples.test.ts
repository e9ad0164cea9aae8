import { describe, expect, it } from 'vitest';
import { labelsFor } from '../src/i18n.js';
import type { LoadedApi } from '../src/model.js';
import { mediaBody } from '../src/render/responses.js';
import { isLargeBody, schemaExample } from '../src/render/samples.js';

/**
 * Reference pages keep vendors' huge examples readable and under the page-weight budget: UPS's
 * customs example (lists of 242 items) made one page 170 KB gzip, over the 100 KB budget.
 */
const codes = Array.from({ length: 600 }, (_, i) => ({ code: `C${i}`, label: `Commodity number ${i}` }));
const media = {
  schema: { type: 'object', properties: { codes: { type: 'array', items: { type: 'object' } } } },
  examples: {
    all: { summary: 'Every code', value: { codes, total: 600 } },
    one: { value: { codes: codes.slice(0, 1) } },
  },
};
const api = {
  file: 'openapi.yaml',
  doc: { openapi: '3.1.0' },
  version: '3.1',
  operations: new Map(),
  locate: () => undefined,
} as LoadedApi;

/** The code blocks and notes of a rendered media type. */
function render(compact: boolean, locale = 'en') {
  const out = mediaBody(api, media, 'application/json', 'response', 'list-response-200', labelsFor(locale), new Map(), {
    compact,
  });
  const json = JSON.stringify(out);
  const blocks = [...json.matchAll(/"type":"code","lang":"json","meta":[^,]*,"value":("(?:[^"\\]|\\.)*")/g)].map(
    (m) => JSON.parse(JSON.parse(m[1]!)) as { codes: unknown[]; total?: number },
  );
  return { blocks, json };
}

describe('large examples on reference pages', () => {
  it('cuts the lists of an example over 20,000 characters, says so, and leaves a small one whole', () => {
    const { blocks, json } = render(true);
    expect(blocks).toHaveLength(2);
    expect(blocks[0]!.codes).toHaveLength(21);
    expect(blocks[0]!.codes.at(-1)).toBe('… 580 more');
    expect(blocks[0]!.codes[0]).toEqual({ code: 'C0', label: 'Commodity number 0' });
    expect(blocks[0]!.total).toBe(600);
    expect(blocks[1]!.codes).toEqual([{ code: 'C0', label: 'Commodity number 0' }]);
    expect(json).toContain('The example is shortened for this page: its lists show their first 20 items.');
  });

  it('says it in the page’s language', () => {
    expect(render(true, 'fr').json).toContain('ses listes montrent leurs 20 premiers éléments');
  });

  it('keeps the whole example where an operation is embedded in a page written by hand', () => {
    const { blocks, json } = render(false);
    expect(blocks[0]!.codes).toHaveLength(600);
    expect(json).not.toContain('shortened');
  });

  it('gives a large body made from a schema its required keys, then the others that fit', () => {
    const properties = Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`field_${i}`, { type: 'string' }]));
    const doc = {
      openapi: '3.1.0',
      components: { schemas: { Wide: { type: 'object', required: ['field_149'], properties } } },
    };
    const full = schemaExample(doc, { $ref: '#/components/schemas/Wide' }, 'request') as Record<string, unknown>;
    expect(Object.keys(full)).toHaveLength(150);
    const compact = schemaExample(doc, { $ref: '#/components/schemas/Wide' }, 'request', true) as Record<
      string,
      unknown
    >;
    const keys = Object.keys(compact);
    expect(isLargeBody(compact)).toBe(false);
    expect(keys.length).toBeGreaterThan(50);
    expect(keys.slice(0, 2)).toEqual(['field_0', 'field_1']);
    expect(keys).toContain('field_149');
  });

  it('gives a large body wrapped in one optional key that key in its compact form, not `{}`', () => {
    const properties = Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`field_${i}`, { type: 'string' }]));
    const doc = {
      openapi: '3.1.0',
      components: {
        schemas: {
          Inner: { type: 'object', required: ['field_149'], properties },
          Wrapper: { allOf: [{ type: 'object', properties: { wallet: { $ref: '#/components/schemas/Inner' } } }] },
        },
      },
    };
    const compact = schemaExample(doc, { $ref: '#/components/schemas/Wrapper' }, 'request', true) as {
      wallet?: Record<string, unknown>;
    };
    expect(isLargeBody(compact)).toBe(false);
    expect(Object.keys(compact)).toEqual(['wallet']);
    expect(Object.keys(compact.wallet ?? {}).length).toBeGreaterThan(50);
    expect(compact.wallet).toHaveProperty('field_149');
  });
});
