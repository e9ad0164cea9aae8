import type { OaObject } from './model.js';
import { listOf } from './sample-composition.js';
import { resolveSchema } from './schema-util.js';

/**
 * Optional keys taken out, last first, until the object has no more than its `maxProperties`
 * (an error's `source` that names a pointer or a parameter, not both): the required stay.
 */
export function trimProperties(s: OaObject, out: OaObject, required: Set<string>): void {
  if (typeof s.maxProperties !== 'number') return;
  const optional = Object.keys(out).filter((key) => !required.has(key));
  while (Object.keys(out).length > s.maxProperties && optional.length > 0) delete out[optional.pop() as string];
}

/**
 * An optional key taken out when the object has every key its `not` requires (OpenSearch's
 * `not: { required: [aggregations, aggs] }`: the one or its alias, not both), so that the value
 * fails what `not` describes.
 */
export function leaveOutRefused(doc: OaObject, s: OaObject, out: OaObject, required: Set<string>): void {
  if (s.not === undefined) return;
  const keys = listOf(resolveSchema(doc, s.not).schema.required);
  if (keys.length === 0 || !keys.every((key) => key in out)) return;
  const optional = keys.filter((key) => !required.has(key)).at(-1);
  if (optional !== undefined) delete out[optional];
}

/** The `not`s of the parts of a schema's allOf, through their `$ref`s and own allOf. */
export function partNots(doc: OaObject, s: OaObject, depth: number): unknown[] {
  if (!Array.isArray(s.allOf) || depth > 8) return [];
  return (s.allOf as unknown[]).flatMap((part) => {
    const p = resolveSchema(doc, part).schema;
    return [...(p.not !== undefined ? [p.not] : []), ...partNots(doc, p, depth + 1)];
  });
}
