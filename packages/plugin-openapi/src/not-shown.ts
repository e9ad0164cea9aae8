import type { OaObject, SourcePlace } from './model.js';
import { childKind, elementKind, type Kind } from './oas-kinds.js';
import type { Problem } from './problems.js';

/** Schema keywords the pages do not show (`true` says nothing about a value). */
const NOT_SHOWN = ['$dynamicRef', 'unevaluatedItems', 'additionalItems', 'contentSchema'];

/**
 * The schema keywords of a document its reference pages leave out: each one reported once, at its
 * first use, with the number of schemas using it, so that a rule is never dropped silently.
 */
export function notShown(
  doc: OaObject,
  at: (segments: readonly (string | number)[]) => Omit<SourcePlace, 'text'>,
): Problem[] {
  const uses = new Map<string, string[][]>();
  walkSchemas(doc, 'root', [], (schema, segments) => {
    for (const key of NOT_SHOWN)
      if (key in schema && schema[key] !== true) uses.set(key, [...(uses.get(key) ?? []), [...segments, key]]);
  });
  return [...uses].map(([key, places]) => ({
    name: 'OpenApiSchemaNotShown',
    ...at(places[0]!),
    message: `The schema keyword "${key}" is not shown on the reference pages${places.length > 1 ? ` (${places.length} schemas use it)` : ''}.`,
    why: 'The pages show properties, alternatives, items, conditions and rules; readers would not see this one.',
    fix: "state the rule in the schema's description, which the pages show.",
  }));
}

/** Every schema object of the document (not one inside an example or a default), with its pointer. */
function walkSchemas(
  value: unknown,
  kind: Kind,
  segments: string[],
  visit: (schema: OaObject, segments: string[]) => void,
): void {
  if (!value || typeof value !== 'object' || kind === 'literal') return;
  if (Array.isArray(value)) {
    const item = elementKind(kind);
    for (const [i, v] of value.entries()) walkSchemas(v, item, [...segments, String(i)], visit);
    return;
  }
  if (kind === 'schema') visit(value as OaObject, segments);
  for (const [key, child] of Object.entries(value)) walkSchemas(child, childKind(kind, key), [...segments, key], visit);
}
