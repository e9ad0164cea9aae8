import { deref, type OaObject } from './model.js';

/** A schema after following its `$ref`s, with the component name it was reached through. */
export interface Resolved {
  schema: OaObject;
  name?: string;
  ref?: string;
}

export function resolveSchema(doc: OaObject, node: unknown): Resolved {
  if (node === true || node === undefined || node === null) return { schema: {} };
  if (node === false) return { schema: { not: {} } };
  const r = deref<OaObject>(doc, node as OaObject);
  const schema = r.value && typeof r.value === 'object' ? r.value : {};
  return { schema, ...(r.name ? { name: r.name } : {}), ...(r.ref ? { ref: r.ref } : {}) };
}

/**
 * What a key of an object's `additionalProperties` is (`token`, `locale`): Redoc's
 * `x-additionalPropertiesName` on that schema, beside its `$ref` or in what it names.
 */
export function additionalKeyName(doc: OaObject, node: unknown): string | undefined {
  const own = node && typeof node === 'object' ? (node as OaObject)['x-additionalPropertiesName'] : undefined;
  const name = own ?? resolveSchema(doc, node).schema['x-additionalPropertiesName'];
  return typeof name === 'string' && name.trim() !== '' ? name.trim() : undefined;
}

function isNullSchema(doc: OaObject, node: unknown): boolean {
  const s = resolveSchema(doc, node).schema;
  return (
    s.type === 'null' ||
    (Array.isArray(s.type) && s.type.length === 1 && s.type[0] === 'null') ||
    (s.const === null && !s.type) ||
    nullableAlone(s)
  );
}

/**
 * `{ nullable: true }` and nothing else to say of a value: how OpenAPI 3.0 documents made by
 * schemars, okapi or aide write the null alternative of "X or null" (`anyOf: [$ref: X, { nullable:
 * true }]`), 3.0 having no null type. Read as null, what it evidently means, not as any value.
 */
export function nullableAlone(s: OaObject): boolean {
  return s.nullable === true && Object.keys(s).every((k) => k === 'nullable' || k === 'description' || k === 'title');
}

/**
 * `anyOf`/`oneOf` of one schema and `null` is the 3.1 way to write "nullable X": returns X.
 */
export function nullableAlternative(doc: OaObject, schema: OaObject): unknown | undefined {
  for (const key of ['anyOf', 'oneOf'] as const) {
    const list = schema[key];
    if (!Array.isArray(list) || list.length !== 2) continue;
    const nonNull = list.filter((s) => !isNullSchema(doc, s));
    if (nonNull.length === 1 && list.length - nonNull.length === 1) return nonNull[0];
  }
  return undefined;
}

/** Keys of a structure that a schema may write beside its "X or null" alternatives. */
const BESIDE = ['properties', 'required', 'additionalProperties', 'patternProperties', 'items', 'minProperties'];

/**
 * X of "X or null" with the structure written beside the alternatives (Lithic's `oneOf: [null,
 * object]` with `properties` and `required` next to it): the value, when not null, has both.
 */
export function withBeside(outer: OaObject, x: OaObject): OaObject {
  if (!BESIDE.some((k) => k in outer)) return x;
  const out: OaObject = { ...x };
  for (const k of BESIDE) if (k in outer && !(k in x)) out[k] = outer[k];
  if (outer.properties && x.properties) out.properties = { ...x.properties, ...outer.properties };
  if (Array.isArray(outer.required) && Array.isArray(x.required))
    out.required = [...new Set([...x.required, ...outer.required])];
  return out;
}

export function isNullable(doc: OaObject, schema: OaObject): boolean {
  if (schema.nullable === true || (schema['x-nullable'] === true && !('nullable' in schema))) return true;
  if (Array.isArray(schema.type) && schema.type.includes('null')) return true;
  if (Array.isArray(schema.enum) && schema.enum.includes(null)) return true;
  return nullableAlternative(doc, schema) !== undefined;
}

/**
 * The positional items of a tuple: 3.1's `prefixItems`, or the array form of `items` that JSON
 * Schema drafts before 2020-12 allowed (OpenAPI 3.0 does not, but documents write it).
 */
export function tupleItems(schema: OaObject): unknown[] | undefined {
  const list = Array.isArray(schema.prefixItems) ? schema.prefixItems : Array.isArray(schema.items) ? schema.items : [];
  return list.length > 0 ? list : undefined;
}

/** The schema of every item of an array, or of those after its tuple's; undefined when there is none (`items: false`). */
export function restItems(schema: OaObject): unknown | undefined {
  const items = schema.items;
  return items && typeof items === 'object' && !Array.isArray(items) ? items : undefined;
}

/**
 * The items of an array when they are values, not structures (`country_codes: [$ref: CountryCode]`,
 * a string enum): resolved, "X or null" read as X, `allOf` merged. Their enum, pattern and bounds
 * are the array's rules too; `undefined` for items with properties or alternatives to show.
 */
export function valueItems(doc: OaObject, schema: OaObject): OaObject | undefined {
  const items = restItems(schema);
  if (!items || tupleItems(schema) || !typesOf(schema).includes('array')) return undefined;
  let item = resolveSchema(doc, items).schema;
  const alt = nullableAlternative(doc, item);
  if (alt !== undefined) item = resolveSchema(doc, alt).schema;
  if (Array.isArray(item.allOf) && item.allOf.length > 0) item = mergeAllOf(doc, item).schema;
  const structured =
    item.properties ||
    item.items ||
    (Array.isArray(item.oneOf) && item.oneOf.length > 0) ||
    (Array.isArray(item.anyOf) && item.anyOf.length > 0);
  return structured ? undefined : item;
}

export function typesOf(schema: OaObject): string[] {
  const t = schema.type;
  const list: string[] = Array.isArray(t)
    ? t.filter((x): x is string => typeof x === 'string')
    : typeof t === 'string'
      ? [t]
      : [];
  const withoutNull = list.filter((x) => x !== 'null');
  if (withoutNull.length > 0) return withoutNull;
  if (list.length > 0) return list;
  if (schema.properties || schema.additionalProperties || schema.patternProperties || schema.unevaluatedProperties)
    return ['object'];
  if (schema.items || schema.prefixItems) return ['array'];
  if ('const' in schema && schema.const !== null) return [jsonType(schema.const)];
  if (Array.isArray(schema.enum) && schema.enum.length > 0)
    return [...new Set(schema.enum.filter((v: unknown) => v !== null).map(jsonType))];
  return [];
}

/** An object that is not an array (a schema, a value's object). */
export function isPlainObject(value: unknown): value is OaObject {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

export function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (Number.isInteger(value)) return 'integer';
  return typeof value;
}

/**
 * The components an `allOf` merges, by `$ref` (`{ description, allOf: [$ref] }` is how 3.0 gives a
 * `$ref` a description): a walk that merges them has entered them, as if it had followed the `$ref`.
 */
export function allOfRefs(doc: OaObject, schema: OaObject): string[] {
  if (!Array.isArray(schema.allOf)) return [];
  return schema.allOf.flatMap((part: unknown) => resolveSchema(doc, part).ref ?? []);
}

function typeList(type: unknown): unknown[] {
  return Array.isArray(type) ? type : [type];
}

/** What the first part that says it gives the merged schema (its rules, a `const` refining a base). */
const MERGED_KEYS = [
  'type',
  'description',
  'additionalProperties',
  'oneOf',
  'anyOf',
  'discriminator',
  'items',
  'enum',
  'const',
  'format',
  'pattern',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
];

/**
 * `allOf` merged into one schema for display: properties and `required` of every part, the
 * first description and rules, the types they share, the annotations of any part. Returns the
 * merged schema, the names of the parts, and for each property the named parts it came from.
 */
export function mergeAllOf(
  doc: OaObject,
  schema: OaObject,
  seen: Set<string> = new Set(),
): { schema: OaObject; parts: string[]; origins: Map<string, Set<string>> } {
  const parts: string[] = [];
  const merged: OaObject = { ...schema };
  delete merged.allOf;
  const properties: OaObject = { ...(schema.properties ?? {}) };
  const required = new Set<string>(Array.isArray(schema.required) ? schema.required : []);
  const origins = new Map<string, Set<string>>();
  for (const part of (schema.allOf ?? []) as unknown[]) {
    const r = resolveSchema(doc, part);
    parts.push(r.name ?? (r.schema.title as string | undefined) ?? 'object');
    if (r.ref && seen.has(r.ref)) continue;
    const nested = r.schema.allOf
      ? mergeAllOf(doc, r.schema, new Set([...seen, ...(r.ref ? [r.ref] : [])]))
      : undefined;
    const inner = nested?.schema ?? r.schema;
    for (const [k, v] of Object.entries((inner.properties ?? {}) as OaObject)) {
      properties[k] = k in properties ? { allOf: [properties[k], v] } : v;
      const from = origins.get(k) ?? new Set<string>();
      if (r.ref) from.add(r.ref);
      for (const ref of nested?.origins.get(k) ?? []) from.add(ref);
      origins.set(k, from);
    }
    for (const k of (inner.required ?? []) as string[]) required.add(k);
    // Two parts' items (a subtype's array refining its base's) are both true of each item.
    if (merged.items !== undefined && inner.items !== undefined && merged.items !== inner.items)
      merged.items = { allOf: [merged.items, inner.items] };
    // A value has every part's type: `[string, "null"]` and `string` make `string`.
    if (merged.type !== undefined && inner.type !== undefined) {
      const both = typeList(merged.type).filter((t) => typeList(inner.type).includes(t));
      if (both.length > 0) merged.type = both.length === 1 ? both[0] : both;
    }
    tighten(merged, inner);
    for (const key of MERGED_KEYS) {
      if (merged[key] === undefined && inner[key] !== undefined) merged[key] = inner[key];
    }
    // Annotations of any part are the whole's (`allOf: [$ref: Task, { readOnly: true }]`); `nullable`
    // is not: null is a value only when every part allows it.
    for (const key of ['readOnly', 'writeOnly', 'deprecated']) if (inner[key] === true) merged[key] = true;
  }
  if (Object.keys(properties).length > 0) merged.properties = properties;
  if (required.size > 0) merged.required = [...required];
  // A part refusing values (`not: { enum: [...] }`) takes them out of the values another part lists.
  const refused = new Set([schema, ...((schema.allOf ?? []) as unknown[])].flatMap((p) => refusedValues(doc, p)));
  if (Array.isArray(merged.enum) && refused.size > 0) {
    const left = merged.enum.filter((v: unknown) => !refused.has(JSON.stringify(v)));
    if (left.length > 0) merged.enum = left;
  }
  return { schema: merged, parts, origins };
}

/** The values a schema's `not` refuses when it is only a list of values (`not: { enum }` or `{ const }`), as JSON. */
function refusedValues(doc: OaObject, part: unknown): string[] {
  const not = resolveSchema(doc, part).schema.not;
  if (!isPlainObject(not)) return [];
  const n = resolveSchema(doc, not).schema;
  if (Object.keys(n).some((k) => k !== 'enum' && k !== 'const' && k !== 'description' && k !== 'type')) return [];
  return [...(Array.isArray(n.enum) ? n.enum : []), ...('const' in n ? [n.const] : [])].map((v) => JSON.stringify(v));
}

const LOWER = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties'];
const UPPER = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties'];

/**
 * Rules two parts both give hold together: the values of both `enum`s (a subtype's `status` of
 * `completed`, `incomplete`, `failed` over its base's `in_progress`, `completed`, `incomplete`
 * takes the two it shares), the higher lower bound and the lower upper bound. The first part's
 * alone would show, and make examples of, values the other refuses.
 */
function tighten(merged: OaObject, inner: OaObject): void {
  if (Array.isArray(merged.enum) && Array.isArray(inner.enum)) {
    const other = new Set(inner.enum.map((v: unknown) => JSON.stringify(v)));
    const both = merged.enum.filter((v: unknown) => other.has(JSON.stringify(v)));
    if (both.length > 0) merged.enum = both;
  }
  for (const key of LOWER)
    if (typeof merged[key] === 'number' && typeof inner[key] === 'number')
      merged[key] = Math.max(merged[key], inner[key]);
  for (const key of UPPER)
    if (typeof merged[key] === 'number' && typeof inner[key] === 'number')
      merged[key] = Math.min(merged[key], inner[key]);
}

/** Whether a schema makes objects or arrays, itself or in its alternatives (a `oneOf` of `const`s does not). */
export function isStructure(doc: OaObject, s: OaObject, level = 0): boolean {
  const types = typesOf(s);
  if (types.includes('object') || types.includes('array')) return true;
  if (level > 2) return false;
  return ['allOf', 'oneOf', 'anyOf'].some(
    (k) =>
      Array.isArray(s[k]) && s[k].some((part: unknown) => isStructure(doc, resolveSchema(doc, part).schema, level + 1)),
  );
}

/** Whether merging a schema's `allOf` leaves out a part for being in `seen`, at any depth of parts. */
export function skipsPart(doc: OaObject, schema: OaObject, seen: Set<string>, level = 0): boolean {
  if (!Array.isArray(schema.allOf) || level > 8) return false;
  return schema.allOf.some((part: unknown) => {
    const r = resolveSchema(doc, part);
    return (r.ref !== undefined && seen.has(r.ref)) || skipsPart(doc, r.schema, seen, level + 1);
  });
}

/**
 * A schema's description; for one made of `allOf` without its own, its first inline part's (Figma's
 * `InnerShadowEffect: { allOf: [{ type: object, description: An inner shadow effect, … }, $ref:
 * BaseShadowEffect] }`), as Redoc shows it: a `$ref` part's describes its base, on the base's page.
 */
export function descriptionOf(s: OaObject): string | undefined {
  if (typeof s.description === 'string') return s.description;
  for (const part of Array.isArray(s.allOf) ? s.allOf : [])
    if (part && typeof part === 'object' && typeof part.$ref !== 'string' && typeof part.description === 'string')
      return part.description;
  return undefined;
}
