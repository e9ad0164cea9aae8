import { describe, expect, it } from 'vitest';
import { labelsFor } from '../src/i18n.js';
import type { OaObject } from '../src/model.js';
import { schemaTree } from '../src/render/schema.js';

/**
 * A generated page shows at most its budget of properties: a union of many large node types
 * (a design tool's `Node`: thirty kinds of sixty properties each) made a page of 1 MB, over the
 * page-weight budget, when every alternative was shown whole.
 */
const kind = (name: string) => ({
  type: 'object',
  properties: Object.fromEntries(Array.from({ length: 300 }, (_, i) => [`${name}${i}`, { type: 'string' }])),
});
const doc: OaObject = {
  openapi: '3.1.0',
  components: {
    schemas: {
      Node: {
        oneOf: ['Frame', 'Text', 'Vector'].map((name) => ({ $ref: `#/components/schemas/${name}` })),
      },
      Inline: { anyOf: [kind('a'), kind('b'), kind('c')] },
      // Adyen's PaymentResponse: a large object, then `action`, an inline choice of named schemas.
      Payment: {
        type: 'object',
        properties: {
          ...kind('p').properties,
          details: kind('d'),
          action: { oneOf: [{ $ref: '#/components/schemas/Text' }, { $ref: '#/components/schemas/Vector' }] },
          loose: { oneOf: [{ $ref: '#/components/schemas/Text' }, { type: 'object', properties: { x: {} } }] },
        },
      },
      Frame: kind('frame'),
      Text: kind('text'),
      Vector: kind('vector'),
    },
  },
};

function render(name: string): string {
  const link = { href: (n: string) => `/docs/api/schemas/${n.toLowerCase()}`, shown: new Set<string>(), self: name };
  const tree = schemaTree(
    { doc, L: labelsFor('en'), mode: 'neutral', link: { ...link, budget: { left: 500 } } },
    { $ref: `#/components/schemas/${name}` },
  );
  return JSON.stringify(tree);
}

const count = (json: string, needle: string) => json.split(needle).length - 1;

describe('the property budget of a generated page', () => {
  it('shows the alternatives past the budget as links to their pages', () => {
    const json = render('Node');
    expect(count(json, '"dg-api-prop"')).toBe(600);
    expect(json).toContain('"href":"/docs/api/schemas/vector"');
    expect(json).not.toContain('vector0');
  });

  it('says that an inline alternative past the budget is left out', () => {
    const json = render('Inline');
    expect(count(json, '"dg-api-prop"')).toBe(600);
    expect(json).not.toContain('"c0"');
    expect(json).toContain('dg-api-truncated');
  });

  it('still lists an inline choice of schemas past the budget, as links to their pages', () => {
    const json = render('Payment');
    const action = json.slice(json.indexOf('"value":"action"'), json.indexOf('"value":"loose"'));
    expect(action).toContain('"href":"/docs/api/schemas/text"');
    expect(action).toContain('"href":"/docs/api/schemas/vector"');
    expect(action).not.toContain('dg-api-truncated');
    expect(json.slice(json.indexOf('"value":"loose"'))).toContain('dg-api-truncated');
  });
});
