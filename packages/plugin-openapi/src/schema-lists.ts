import type { OaObject } from './model.js';

/** Schema keywords whose value is a list of schemas. */
const LIST_KEYWORDS = new Set(['allOf', 'oneOf', 'anyOf', 'prefixItems']);

/** Keys whose object maps names to parts (a property named `allOf` is no keyword). */
const NAME_MAPS = new Set([
  'properties',
  'patternProperties',
  'dependentSchemas',
  '$defs',
  'definitions',
  'schemas',
  'paths',
  'webhooks',
  'responses',
  'requestBodies',
  'headers',
  'parameters',
  'content',
  'encoding',
  'callbacks',
  'pathItems',
  'securitySchemes',
  'links',
  'variables',
  'mapping',
]);

/** Keys whose value is data, not parts of the document. */
const DATA = new Set(['example', 'examples', 'default', 'enum', 'const', 'value']);

/**
 * A schema's `allOf`, `oneOf`, `anyOf` or `prefixItems` is a list; a vendor's document sometimes
 * writes one schema there as an object (`allOf: { $ref: … }`). The schema check reports it at its
 * line; the samples, examples and pages read a list, so it is read as the list of that one schema
 * (a value that is no object, as none). The walk visits every part of the document once,
 * reading a name map's keys as names and leaving data (examples, defaults, extensions) alone.
 */
export function listSchemaKeywords(doc: OaObject): void {
  const seen = new Set<object>();
  const visit = (node: unknown, names: boolean) => {
    if (node === null || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) {
      for (const item of node) visit(item, false);
      return;
    }
    const object = node as OaObject;
    for (const key in object) {
      const value = object[key];
      if (value === null || (typeof value !== 'object' && !LIST_KEYWORDS.has(key))) continue;
      if (names) visit(value, false);
      else if (!DATA.has(key) && !key.startsWith('x-')) {
        if (LIST_KEYWORDS.has(key) && !Array.isArray(value)) object[key] = typeof value === 'object' ? [value] : [];
        visit(object[key], NAME_MAPS.has(key));
      }
    }
  };
  visit(doc, false);
}
