import { describe, expect, it } from 'vitest';
import { labelsFor } from '../src/i18n.js';
import type { OaObject } from '../src/model.js';
import { schemaTree } from '../src/render/schema.js';

/**
 * What each value of a long enum means is listed on its schema's page, and linked from the others:
 * Square's `ErrorCode` (153 values with their `x-enum-elements`) is in every operation's errors.
 */
const values = (n: number) => Array.from({ length: n }, (_, i) => `CODE_${i}`);
const described = (list: string[]) => list.map((name) => ({ name, description: `Meaning of ${name}.` }));
const doc: OaObject = {
  openapi: '3.0.0',
  info: { title: 'T', version: '1' },
  paths: {},
  components: {
    schemas: {
      Error: {
        type: 'object',
        properties: {
          code: { $ref: '#/components/schemas/ErrorCode' },
          kind: { $ref: '#/components/schemas/Kind' },
          inline: { type: 'string', enum: values(31), 'x-enum-elements': described(values(31)) },
        },
      },
      ErrorCode: { type: 'string', enum: values(31), 'x-enum-elements': described(values(31)) },
      Kind: { type: 'string', enum: values(30), 'x-enum-elements': described(values(30)) },
    },
  },
};

function render(name: string): string {
  const link = { href: (n: string) => `/docs/api/schemas/${n.toLowerCase()}`, shown: new Set<string>(), self: name };
  return JSON.stringify(
    schemaTree({ doc, L: labelsFor('en'), mode: 'neutral', link }, { $ref: `#/components/schemas/${name}` }),
  );
}

const count = (json: string, needle: string) => json.split(needle).length - 1;

describe('the meanings of a long enum', () => {
  it('links a property to its schema page for the meanings of over 30 values', () => {
    const json = render('Error');
    expect(json).toContain('What each value means: ');
    expect(json).toContain('/docs/api/schemas/errorcode');
    expect(count(json, 'Meaning of CODE_30.')).toBe(1);
    expect(count(json, 'Meaning of CODE_29.')).toBe(2);
    // The linked enum's values on a line; the two listed whole with their meanings, not twice.
    expect(count(json, 'Possible values')).toBe(1);
  });

  it("lists them on the schema's own page", () => {
    const json = render('ErrorCode');
    expect(json).not.toContain('What each value means');
    expect(count(json, 'Meaning of CODE_30.')).toBe(1);
    expect(json).not.toContain('Possible values');
  });
});
