import { deref, type OaObject, type SourcePlace } from './model.js';
import type { Problem } from './problems.js';
import { allOfPartName, names } from './closed-composition.js';
import { getAt, parsePointer } from './pointer.js';

/**
 * The schema a part of an allOf gives the keys it does not declare: its own `additionalProperties`
 * (or `unevaluatedProperties`) when that is a schema, else that of a part of its own allOf.
 */
function extraKeysSchema(doc: OaObject, node: unknown, seen: Set<unknown>): OaObject | undefined {
  const { value } = deref<OaObject>(doc, node as OaObject);
  if (!value || typeof value !== 'object' || seen.has(value)) return undefined;
  seen.add(value);
  for (const key of ['additionalProperties', 'unevaluatedProperties']) {
    const extra = value[key];
    if (extra && typeof extra === 'object' && !Array.isArray(extra) && Object.keys(extra).length > 0) return extra;
  }
  if (!Array.isArray(value.allOf)) return undefined;
  for (const part of value.allOf as unknown[]) {
    const extra = extraKeysSchema(doc, part, seen);
    if (extra) return extra;
  }
  return undefined;
}

/** The properties a schema declares (name and schema), through its `$ref`s and the parts of its compositions. */
function declaredProperties(doc: OaObject, node: unknown, seen: Set<unknown>): [string, unknown][] {
  const { value } = deref<OaObject>(doc, node as OaObject);
  if (!value || typeof value !== 'object' || seen.has(value)) return [];
  seen.add(value);
  const out = Object.entries((value.properties ?? {}) as OaObject);
  for (const k of ['allOf', 'oneOf', 'anyOf'])
    if (Array.isArray(value[k]))
      for (const part of value[k] as unknown[]) out.push(...declaredProperties(doc, part, seen));
  return out;
}

/** The JSON types `a` and `b` both take (an integer is a number). */
function intersect(a: Set<string> | undefined, b: Set<string>): Set<string> {
  if (!a) return b;
  const out = new Set<string>();
  for (const t of a) {
    if (b.has(t)) out.add(t);
    else if ((t === 'integer' && b.has('number')) || (t === 'number' && b.has('integer'))) out.add('integer');
  }
  return out;
}

/** The JSON types a schema takes, when its `type`s (through `$ref`, allOf, oneOf, anyOf) say; else undefined. */
function typesOf(doc: OaObject, node: unknown, depth: number): Set<string> | undefined {
  const { value } = deref<OaObject>(doc, node as OaObject);
  if (depth > 6 || !value || typeof value !== 'object') return undefined;
  let out: Set<string> | undefined =
    value.type === undefined ? undefined : new Set([value.type].flat().filter((t) => typeof t === 'string'));
  for (const key of ['oneOf', 'anyOf']) {
    if (!Array.isArray(value[key]) || value[key].length === 0) continue;
    const each = (value[key] as unknown[]).map((part) => typesOf(doc, part, depth + 1));
    if (each.every((t) => t !== undefined)) out = intersect(out, new Set(each.flatMap((t) => [...(t ?? [])])));
  }
  if (Array.isArray(value.allOf))
    for (const part of value.allOf as unknown[]) {
      const types = typesOf(doc, part, depth + 1);
      if (types) out = intersect(out, types);
    }
  if (out && value.nullable === true) out.add('null');
  return out;
}

/**
 * The parts of an `allOf` whose `additionalProperties` is a schema that the keys the other parts
 * declare cannot meet (OpenSearch's buckets: `additionalProperties: { $ref: Aggregate }`, an
 * object, in a base part, and `key: { type: number }` in the other). Each part is checked alone,
 * so its `additionalProperties` applies to those keys too, and no value that has them is valid;
 * the document evidently means the keys no part declares.
 */
export function typedParts(doc: OaObject, schema: OaObject): { index: number; refused: string[]; extra: OaObject }[] {
  if (!Array.isArray(schema.allOf)) return [];
  const parts = schema.allOf as unknown[];
  const declared = parts.map((p) => declaredProperties(doc, p, new Set()));
  const out: { index: number; refused: string[]; extra: OaObject }[] = [];
  for (const [index, part] of parts.entries()) {
    const extra = extraKeysSchema(doc, part, new Set());
    const allowed = extra ? typesOf(doc, extra, 0) : undefined;
    if (!extra || !allowed) continue;
    const own = new Set(declared[index]?.map(([name]) => name));
    const patterns = Object.keys((deref<OaObject>(doc, part as OaObject).value?.patternProperties ?? {}) as OaObject);
    const others = [
      ...Object.entries((schema.properties ?? {}) as OaObject),
      ...declared.filter((_, i) => i !== index).flat(),
    ];
    const refused: string[] = [];
    for (const [name, node] of others) {
      if (own.has(name) || refused.includes(name) || patterns.some((p) => matches(p, name))) continue;
      const types = typesOf(doc, node, 0);
      if (types && intersect(types, allowed).size === 0) refused.push(name);
    }
    if (refused.length > 0) out.push({ index, refused, extra });
  }
  return out;
}

function matches(pattern: string, name: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(name);
  } catch {
    return false;
  }
}

/** OpenApiClosedComposition for each part of a schema's `allOf` whose other keys' schema the other parts' keys break. */
export function typedPartProblems(
  doc: OaObject,
  schema: OaObject,
  segments: readonly string[],
  version: '3.0' | '3.1' | '3.2',
  at: (segments: readonly string[]) => Omit<SourcePlace, 'text'>,
): Problem[] {
  return typedParts(doc, schema).map(({ index, refused, extra }) => {
    const name = allOfPartName(schema, index);
    const types = [...(typesOf(doc, extra, 0) ?? [])].join(' or ');
    const keys = names(refused);
    return {
      name: 'OpenApiClosedComposition',
      ...at([...segments, 'allOf', String(index)]),
      message: `Part ${index + 1}${name} of this allOf gives the keys it does not declare a schema of type ${types} (additionalProperties), which the keys the other parts declare are not (${keys}): no value that has them is valid.`,
      why: 'Each part of an allOf is checked alone, and its additionalProperties applies to every key but its own properties. The pages show each key with its own schema and the other keys with that one, as the document evidently means, and its examples are checked so.',
      fix:
        version === '3.0'
          ? 'OpenAPI 3.0 cannot give the keys no part declares a schema: remove additionalProperties from the part (or let it take the types of the other parts’ keys too).'
          : 'move the schema from the part’s additionalProperties to unevaluatedProperties beside this allOf: it sees the keys of every part.',
    };
  });
}

/** A copy of a part without the schema it gives other keys, nor those of the parts of its `allOf`. */
export function untypedPart(doc: OaObject, schema: unknown, seen: Set<unknown> = new Set()): OaObject {
  const { value } = deref<OaObject>(doc, schema as OaObject);
  if (!value || typeof value !== 'object' || seen.has(value)) return value;
  seen.add(value);
  const open: OaObject = { ...value };
  for (const key of ['additionalProperties', 'unevaluatedProperties'])
    if (open[key] && typeof open[key] === 'object') delete open[key];
  if (Array.isArray(open.allOf)) open.allOf = open.allOf.map((p: unknown) => untypedPart(doc, p, seen));
  return open;
}

/**
 * An `allOf` whose parts take no JSON type in common (ReadMe's `allOf: [{ type: string }, { type:
 * integer }]`): a value has one type, so none is valid, and no example, written or made, can be.
 */
export function disjointTypesProblem(
  doc: OaObject,
  schema: OaObject,
  segments: readonly string[],
  at: (segments: readonly string[]) => Omit<SourcePlace, 'text'>,
): Problem | undefined {
  if (!Array.isArray(schema.allOf) || schema.allOf.length + (schema.type === undefined ? 0 : 1) < 2) return undefined;
  const own = schema.type === undefined ? undefined : typesOf(doc, { type: schema.type, nullable: schema.nullable }, 0);
  let common = own;
  const said: string[] = own ? [`the schema: ${[...own].join(' or ')}`] : [];
  for (const [index, part] of (schema.allOf as unknown[]).entries()) {
    const types = typesOf(doc, part, 0);
    if (!types) continue;
    said.push(`part ${index + 1}${allOfPartName(schema, index)}: ${[...types].join(' or ')}`);
    common = intersect(common, types);
    if (common.size === 0)
      return {
        name: 'OpenApiInvalidDocument',
        ...at([...segments, 'allOf', String(index)]),
        message: `The parts of this allOf take no type in common (${said.join('; ')}): no value is valid, and no example can be.`,
        why: 'A value of an allOf is valid against each of its parts, and a value has one JSON type.',
        fix: 'keep the parts of the type the value has, or write oneOf (or anyOf) if it may be one or the other.',
      };
  }
  return undefined;
}

/** Whether the schema at `pointer` is a part of an allOf whose parts take no type in common. */
export function inDisjointAllOf(doc: OaObject, pointer: string): boolean {
  const allOf = /^(.*)\/allOf\/\d+$/.exec(pointer)?.[1];
  const parent = allOf === undefined ? undefined : getAt(doc, parsePointer(allOf));
  if (!parent || typeof parent !== 'object') return false;
  return disjointTypesProblem(doc, parent as OaObject, [], () => ({ file: '', where: '' })) !== undefined;
}
