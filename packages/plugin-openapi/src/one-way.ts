import type { OaObject } from './model.js';
import { getAt, parsePointer } from './pointer.js';
import { isPlainObject } from './schema-util.js';
import type { AjvLikeError } from './schema-errors.js';

/** Which way an example travels: a request leaves `readOnly` keys out, a response `writeOnly` ones. */
export type Direction = 'request' | 'response' | 'either';

// Keywords whose subschemas apply to the same value as the schema holding them.
export const SAME_VALUE: ReadonlySet<string> = new Set(['allOf', 'anyOf', 'oneOf']);
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
  return !!s && oneWayFlag(doc, { node: s, segments: [] }, direction, depth) !== undefined;
}

/** A schema with its place in the document (pointer segments). */
export interface PlacedSchema {
  node: OaObject;
  segments: string[];
}

/**
 * Where a property's schema is made one-way for the direction (itself, by its `$ref` or an
 * `allOf` part): the segments of the schema holding the flag, undefined when it is not.
 */
export function oneWayFlag(doc: unknown, p: PlacedSchema, direction: Direction, depth = 0): string[] | undefined {
  if (depth > 8) return undefined;
  const s = p.node;
  if ((direction !== 'response' && s.readOnly === true) || (direction !== 'request' && s.writeOnly === true))
    return p.segments;
  const target = refTarget(doc, s);
  const viaRef = target ? oneWayFlag(doc, target, direction, depth + 1) : undefined;
  if (viaRef) return viaRef;
  for (const [i, part] of (Array.isArray(s.allOf) ? (s.allOf as unknown[]) : []).entries()) {
    if (!isPlainObject(part)) continue;
    const flag = oneWayFlag(doc, { node: part, segments: [...p.segments, 'allOf', String(i)] }, direction, depth + 1);
    if (flag) return flag;
  }
  return undefined;
}

/** What a schema's local `$ref` leads to, with its place; undefined without one. */
export function refTarget(doc: unknown, node: OaObject): PlacedSchema | undefined {
  if (typeof node.$ref !== 'string' || !node.$ref.startsWith('#')) return undefined;
  const segments = parsePointer(node.$ref);
  const target = getAt(doc, segments);
  return isPlainObject(target) ? { node: target, segments } : undefined;
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
