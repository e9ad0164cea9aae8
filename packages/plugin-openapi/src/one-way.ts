import type { OaObject } from './model.js';
import { getAt, parsePointer } from './pointer.js';
import type { AjvLikeError } from './schema-errors.js';

/** Which way an example travels: a request leaves `readOnly` keys out, a response `writeOnly` ones. */
export type Direction = 'request' | 'response' | 'either';

// Keywords whose subschemas apply to the same value as the schema holding them.
const SAME_VALUE = new Set(['allOf', 'anyOf', 'oneOf']);
const SAME_VALUE_ONE = new Set(['then', 'else', 'not', 'if']);

/**
 * Whether a `required` error is about a key its direction leaves out: `readOnly` in a request,
 * `writeOnly` in a response. OpenAPI 3.0 says a required `readOnly` property is required in
 * responses only (and `writeOnly` in requests); 3.1 keeps the meaning ("SHOULD NOT be sent"),
 * and Redocly reads both so. The key is often described in another part of an `allOf` than the
 * one requiring it (`allOf: [$ref: Base, { required: [id] }]`, Base's `id` read-only): every
 * part of the schema applying to the same value is looked at.
 */
export function oneWayRequired(
  error: AjvLikeError,
  direction: Direction,
  doc: unknown,
  pointers: WeakMap<object, string>,
): boolean {
  const key = error.params?.missingProperty;
  if (error.keyword !== 'required' || typeof key !== 'string') return false;
  return sameValueSchemas(error, doc, pointers).some((s) => {
    const prop = (s.properties as OaObject | undefined)?.[key];
    return prop !== undefined && isOneWay(doc, prop, direction, 0);
  });
}

/**
 * The properties described for the value a `required` error is about: those of the schema
 * requiring the key and of every part of an `allOf` (or alternative) applying to the same value.
 */
export function describedKeys(error: AjvLikeError, doc: unknown, pointers: WeakMap<object, string>): Set<string> {
  const keys = new Set<string>();
  for (const s of sameValueSchemas(error, doc, pointers))
    if (s.properties && typeof s.properties === 'object') for (const k of Object.keys(s.properties)) keys.add(k);
  return keys;
}

/** The schema holding a failed keyword, the schemas it is a part of, and all their parts, resolved. */
function sameValueSchemas(error: AjvLikeError, doc: unknown, pointers: WeakMap<object, string>): OaObject[] {
  const parent = error.parentSchema as OaObject | undefined;
  if (!parent || typeof parent !== 'object') return [];
  const wholes: unknown[] = [parent];
  const pointer = pointers.get(parent);
  if (pointer !== undefined) {
    const segments = parsePointer(pointer);
    // Up from `…/allOf/1` (or `…/then`) to the schema whose parts they are.
    for (;;) {
      const last = segments.at(-1);
      const before = segments.at(-2);
      if (last !== undefined && before !== undefined && SAME_VALUE.has(before) && /^\d+$/.test(last))
        segments.splice(-2);
      else if (last !== undefined && SAME_VALUE_ONE.has(last)) segments.splice(-1);
      else break;
      wholes.push(getAt(doc, segments));
    }
  }
  const out: OaObject[] = [];
  const seen = new Set<unknown>();
  const collect = (schema: unknown) => {
    const s = resolve(doc, schema);
    if (!s || seen.has(s)) return;
    seen.add(s);
    out.push(s);
    if (typeof s.$ref === 'string') collect({ $ref: s.$ref });
    for (const k of SAME_VALUE) if (Array.isArray(s[k])) for (const part of s[k] as unknown[]) collect(part);
  };
  for (const w of wholes) collect(w);
  return out;
}

/** Whether a property's schema is `readOnly` (or `writeOnly`) for the direction, itself or by its `$ref` or `allOf`. */
function isOneWay(doc: unknown, schema: unknown, direction: Direction, depth: number): boolean {
  const s = resolve(doc, schema);
  if (!s || depth > 8) return false;
  if ((direction !== 'response' && s.readOnly === true) || (direction !== 'request' && s.writeOnly === true))
    return true;
  if (typeof s.$ref === 'string' && isOneWay(doc, { $ref: s.$ref }, direction, depth + 1)) return true;
  return Array.isArray(s.allOf) && (s.allOf as unknown[]).some((p) => isOneWay(doc, p, direction, depth + 1));
}

/** A schema, or what its local `$ref` leads to (3.1's siblings of a `$ref` kept by the caller). */
function resolve(doc: unknown, schema: unknown): OaObject | undefined {
  let s = schema as OaObject | undefined;
  for (let hops = 0; s && typeof s === 'object' && hops < 16; hops++) {
    if (typeof s.$ref !== 'string' || !s.$ref.startsWith('#') || Object.keys(s).length > 1) return s;
    s = getAt(doc, parsePointer(s.$ref)) as OaObject | undefined;
  }
  return s && typeof s === 'object' ? s : undefined;
}
