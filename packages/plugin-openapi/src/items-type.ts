import type { OaObject, SourcePlace } from './model.js';
import type { Problem } from './problems.js';

/** Where a schema is a part of another, whose type it may leave to that other (`allOf: [{ type: array }, { items }]`). */
const PART_OF = new Set(['allOf', 'anyOf', 'oneOf', 'not', 'if', 'then', 'else', 'dependentSchemas']);

/** Keywords that type a schema without `type`: one with `items` beside them is not meant as an array alone. */
const TYPING = ['properties', 'allOf', 'anyOf', 'oneOf', 'not', 'enum', 'const', '$ref', 'additionalProperties'];

/**
 * A schema with `items` that is not an array: `type: string` beside `items` (Okta's
 * `post_logout_redirect_uris`), or no `type` at all. JSON Schema applies `items` to arrays only,
 * so the first takes no array and checks no item, and the second takes any value that is not an
 * array besides the arrays meant: either way the author wrote an array. One warning, at the
 * schema's `type` (else its `items`), whose fix says `type: array`.
 */
export function itemsTypeProblems(
  s: OaObject,
  segments: readonly string[],
  at: (segments: readonly string[]) => Omit<SourcePlace, 'text'>,
): Problem[] {
  if (!s.items || typeof s.items !== 'object' || Array.isArray(s.items)) return [];
  const written = (Array.isArray(s.type) ? s.type : [s.type]).filter((t): t is string => typeof t === 'string');
  if (written.includes('array')) return [];
  if (written.length > 0) {
    // An unknown name (`type: list`) is the official schema's fault to report, with this fix.
    if (!written.every((t) => ['string', 'number', 'integer', 'boolean', 'object', 'null'].includes(t))) return [];
    const type = written.join(' or ');
    return [
      {
        name: 'OpenApiInvalidDocument',
        ...at([...segments, 'type']),
        message: `The schema has items, but its type is ${type}: items apply to arrays only, so no array is taken and no item is checked.`,
        why: 'JSON Schema checks `items` against the items of an array value; a schema of another type never has one.',
        fix: `did you mean \`type: array\`? (else remove items)`,
      },
    ];
  }
  const parent = segments.at(-2);
  if ((parent && PART_OF.has(parent)) || PART_OF.has(segments.at(-1) ?? '')) return [];
  if (TYPING.some((k) => k in s) || s.nullable === true) return [];
  return [
    {
      name: 'OpenApiInvalidDocument',
      ...at([...segments, 'items']),
      message:
        'The schema has items but no type: it takes any value that is not an array too (a string, an object), and its items are checked only in arrays.',
      why: 'JSON Schema applies `items` to arrays only; without `type: array` a schema does not say its values are arrays.',
      fix: 'did you mean `type: array`?',
    },
  ];
}
