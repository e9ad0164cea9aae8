import type { OaObject } from './model.js';
import { schemaTester } from './schema-test.js';
import { resolveSchema } from './schema-util.js';

/** Ways to vary an item: its enum, then numbers counted up, strings prefixed or suffixed, the other boolean. */
function* variants(doc: OaObject, node: unknown, first: unknown): Generator<unknown> {
  const s = resolveSchema(doc, node).schema;
  if (Array.isArray(s.enum)) yield* s.enum;
  const step = typeof s.multipleOf === 'number' && s.multipleOf > 0 ? s.multipleOf : 1;
  if (typeof first === 'boolean') yield !first;
  for (let k = 1; k <= 20; k++) {
    if (typeof first === 'number') yield first + k * step;
    else if (typeof first === 'string') yield* [`${k}${first}`, `${first}${k}`, String(k)];
  }
}

/**
 * The items of an array that holds distinct ones (`uniqueItems` with a `minItems` over 1): the
 * first made, then variants its schema takes (checked with ajv where it can tell), up to `count`.
 */
export function distinctItems(doc: OaObject, items: unknown, first: unknown, count: number): unknown[] {
  const out = [first];
  const keys = new Set([JSON.stringify(first)]);
  const test = schemaTester(doc);
  for (const candidate of variants(doc, items, first)) {
    if (out.length >= count) break;
    const key = JSON.stringify(candidate);
    if (keys.has(key) || test(items, candidate) === false) continue;
    keys.add(key);
    out.push(candidate);
  }
  return out;
}
