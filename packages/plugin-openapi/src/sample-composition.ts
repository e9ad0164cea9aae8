import type { OaObject } from './model.js';
import { schemaTester } from './schema-test.js';
import { isPlainObject, mergeAllOf, resolveSchema, typesOf } from './schema-util.js';

/**
 * The named parts an `allOf` merge entered (`entered`: not entered above it), and the parts each
 * property came from. A property stays inside the parts that gave it alone: a trait the parent
 * took in (`IsLayer` of a document node) is merged again in the nodes its own properties hold,
 * which is no recursion; a property leading back to its own part still stops there.
 */
export const partScopes = new WeakMap<OaObject, { entered: string[]; origins: Map<string, Set<string>> }>();

export function keepScope(from: OaObject, to: OaObject): void {
  const scope = partScopes.get(from);
  if (scope) partScopes.set(to, scope);
}

export function seenBelow(s: OaObject, key: string, seen: Set<string>): Set<string> {
  const scope = partScopes.get(s);
  if (!scope) return seen;
  const origins = scope.origins.get(key);
  const outside = scope.entered.filter((ref) => !origins?.has(ref));
  if (outside.length === 0) return seen;
  return new Set([...seen].filter((ref) => !outside.includes(ref)));
}

/** Alternatives of a `oneOf` tried for a value that matches one of them alone. */
export const ONE_OF_TRIES = 8;

/**
 * A value for a `oneOf`: made from its first alternative, unless that value matches another
 * alternative too (two objects whose keys are all optional: `oneOf` then rejects it), when the
 * next alternatives are tried for one that matches exactly one.
 */
export function oneOfSample(
  doc: OaObject,
  s: OaObject,
  make: (node: unknown) => unknown,
  list: unknown[] = s.oneOf,
): unknown {
  const first = make(list[0]);
  const test = schemaTester(doc);
  if (first === undefined || test(s, first) !== false) return first;
  for (const alternative of list.slice(1, ONE_OF_TRIES)) {
    const value = make(alternative);
    if (value !== undefined && test(s, value) === true) return value;
  }
  return first;
}

/**
 * A schema of no type of its own: only rules about the keys beside it (`{ required: [id] }`, `{}`);
 * or one that restates them, an object of some of the keys `beside` describes and requiring some
 * (OpenSearch's TermsLookup: `oneOf: [{ type: object, properties: { id }, required: [id] }, …]`).
 */
export function isLoose(s: OaObject, beside?: OaObject): boolean {
  if (typesOf(s).length === 0 && !s.oneOf && !s.anyOf && !s.allOf && !s.$ref) return true;
  return restates(s, beside);
}

/** Whether an alternative only names keys of the properties beside it, and which it requires. */
function restates(s: OaObject, beside: OaObject | undefined): boolean {
  const own = (beside?.properties ?? {}) as OaObject;
  if (!beside || s.type !== 'object' || !Array.isArray(s.required)) return false;
  const named = Object.keys((s.properties ?? {}) as OaObject);
  return Object.keys(s).every((key) => RESTATING.has(key) || key.startsWith('x-')) && named.every((key) => key in own);
}

const RESTATING = new Set(['type', 'properties', 'required', 'title', 'description']);

export function listOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((x): x is string => typeof x === 'string') : [];
}

/** Keys that say nothing of a value: an alternative of these and `required` only requires keys. */
const NOTES = new Set(['required', 'title', 'description']);

/**
 * How many alternatives an object value meets, when each only requires keys (`anyOf: [{ required:
 * [id] }, { required: [name] }]`); undefined when one has other rules.
 */
export function keyMatches(doc: OaObject, list: unknown[], value: unknown, beside?: OaObject): number | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined;
  let n = 0;
  for (const alternative of list) {
    const s = resolveSchema(doc, alternative).schema;
    if (!Object.keys(s).every((key) => NOTES.has(key)) && !restates(s, beside)) return undefined;
    if (listOf(s.required).every((key) => key in value)) n++;
  }
  return n;
}

/**
 * The value an OpenAPI discriminator gives the alternative (or subtype) a value is made from: the
 * key of its `mapping`, else its component's name (Pinecone's TypedReferenceModel: `type: text`
 * for TextReferenceModel, whose `type` is any string), set on the value made. A value its schema
 * does not allow there (an `enum` without it) is left as made.
 */
export function withDiscriminator(doc: OaObject, discriminator: unknown, node: unknown, value: unknown): unknown {
  const d = discriminator as { propertyName?: unknown; mapping?: Record<string, unknown> } | undefined;
  if (typeof d?.propertyName !== 'string' || !isPlainObject(value)) return value;
  const r = resolveSchema(doc, node);
  if (!r.ref || !r.name) return value;
  const mapped = Object.entries(d.mapping ?? {}).find(([, to]) => to === r.ref || to === r.name)?.[0];
  const tag = mapped ?? r.name;
  const allowed = allowedValues(doc, r.schema, d.propertyName);
  if (allowed && !allowed.includes(tag)) return value;
  return d.propertyName in value ? { ...value, [d.propertyName]: tag } : { [d.propertyName]: tag, ...value };
}

/** The values a schema's property may have when a `const` or an `enum` says (through `$ref` and allOf). */
function allowedValues(doc: OaObject, schema: OaObject, key: string): unknown[] | undefined {
  const merged = Array.isArray(schema.allOf) ? mergeAllOf(doc, schema).schema : schema;
  const visit = (node: unknown, depth: number): unknown[] | undefined => {
    const s = resolveSchema(doc, node).schema;
    if ('const' in s) return [s.const];
    if (Array.isArray(s.enum)) return s.enum;
    if (!Array.isArray(s.allOf) || depth > 4) return undefined;
    for (const part of s.allOf as unknown[]) {
      const found = visit(part, depth + 1);
      if (found) return found;
    }
    return undefined;
  };
  return visit((merged.properties as OaObject | undefined)?.[key], 0);
}
