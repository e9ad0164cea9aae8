import { enumSample } from './enum-types.js';
import { type Condition, conditionsOf } from './conditions.js';
import type { OaObject } from './model.js';
import { distinctItems } from './sample-items.js';
import { numberSample, patternSample, stringSample } from './sample-scalars.js';
import { patternRegExp } from './pattern.js';
import {
  isLoose,
  keepScope,
  keyMatches,
  listOf,
  ONE_OF_TRIES,
  oneOfSample,
  partScopes,
  seenBelow,
  withDiscriminator,
} from './sample-composition.js';
import { leaveOutRefused, partNots, trimProperties } from './sample-keys.js';
import { schemaTester } from './schema-test.js';
import {
  additionalKeyName,
  allOfRefs,
  isNullable,
  isPlainObject,
  isStructure,
  skipsPart,
  mergeAllOf,
  nullableAlternative,
  resolveSchema,
  restItems,
  tupleItems,
  typesOf,
  withBeside,
} from './schema-util.js';

const MAX_SAMPLE_DEPTH = 32;

/**
 * Required values the depth cap left out of the example being made: an object that lost one is
 * replaced by null where its schema allows null (the value as cut would fail its schema).
 */
let cuts = 0;

/**
 * What the example is for: a request leaves out `readOnly` properties (the server sets them), a
 * response `writeOnly` ones (a password it never sends back), a schema's own example neither.
 */
export type SampleDirection = 'request' | 'response' | 'any';
let direction: SampleDirection = 'request';

/**
 * A plausible value for a schema (its example, default, first enum value, or one made from its
 * type); with `requiredOnly`, objects made from their properties keep the required ones alone.
 * An object made from its properties also meets its conditions: the keys a sent key requires
 * (`dependentRequired`, `dependentSchemas`) and the branch of each `if` that its values take.
 */
export function sampleFromSchema(
  doc: OaObject,
  node: unknown,
  depth = 0,
  seen: Set<string> = new Set(),
  requiredOnly = false,
  towards: SampleDirection = 'request',
): unknown {
  cuts = 0;
  direction = towards;
  return sample(doc, node, depth, seen, requiredOnly, []);
}

function sample(
  doc: OaObject,
  node: unknown,
  depth: number,
  seen: Set<string>,
  requiredOnly: boolean,
  outer: Condition[],
  /** A value its parent requires: left out, the example would break its schema. */
  needed = false,
): unknown {
  // A guard for what `seen` cannot see: nesting written out inline is finite, only deep.
  if (depth > MAX_SAMPLE_DEPTH) return undefined;
  const r = resolveSchema(doc, node);
  const s = r.schema;
  if (r.ref) {
    // A recursion, or deep down a component that is a structure, ends the example (a value, an id
    // or an enum, does not); unless its parent requires it: then it is made of its required keys
    // alone, and a recursion is entered once more at most.
    const again = seen.has(r.ref);
    if (again || (depth > 8 && isStructure(doc, s))) {
      if (!needed || seen.has(`\0${r.ref}`)) return undefined;
      requiredOnly = true;
      if (again) seen = new Set([...seen, `\0${r.ref}`]);
    }
    seen = new Set([...seen, r.ref]);
  }
  if (Array.isArray(s.examples) && s.examples.length > 0) return s.examples[0];
  if ('example' in s) return s.example;
  if ('const' in s) return s.const;
  // `default: null` where null is no value of the schema (DigitalOcean's `stop`) is left for one made;
  // so is a default the schema plainly refuses: an object lacking keys it requires (Kubernetes'
  // `default: {}` beside each `$ref` to a struct would send `spec: {}`), a value not in its enum
  // (Kubernetes' `default: ""` of an enum of effects).
  if ('default' in s && (s.default !== null || isNullable(doc, s)) && !refusedDefault(s, s.default)) return s.default;
  if (Array.isArray(s.enum) && s.enum.length > 0) return enumSample(s, s.enum);
  const nullable = nullableAlternative(doc, s);
  // "X or null" where X ends the example (a recursion): null, which the schema allows.
  if (nullable !== undefined) {
    const mark = cuts;
    // Properties beside "X or null" (Lithic's `oneOf: [null, object]` with them) are X's too.
    const inner = resolveSchema(doc, nullable).schema;
    const x = withBeside(s, inner);
    const value = sample(doc, x === inner ? nullable : x, depth + 1, seen, requiredOnly, outer);
    // …and where X lost a required value to the depth cap, null too: the schema allows it, X as cut would fail.
    if (value === undefined || cuts > mark) {
      cuts = mark;
      return null;
    }
    return value;
  }
  if (s.allOf) {
    // The parts merged here are entered: a property that leads back to one of them (`parent:
    // { allOf: [$ref: Folder] }` inside Folder) stops there instead of merging it again forever.
    // The merge keeps the properties of the parts, not their conditions: those are passed on.
    let parts = seen;
    // A part met again (a page of albums whose albums hold a page of tracks) is merged once more
    // where the value is required, with its required keys alone; the merge skips it otherwise.
    if (needed && skipsPart(doc, s, seen)) {
      parts = new Set([...seen].filter((ref) => seen.has(`\0${ref}`)));
      seen = new Set([...seen, ...[...seen].map((ref) => `\0${ref}`)]);
      requiredOnly = true;
    }
    const { schema: merged, origins } = mergeAllOf(doc, s, parts);
    const conditions = [...outer, ...conditionsOf(doc, { allOf: s.allOf }, seen)];
    const entered = allOfRefs(doc, s).filter((ref) => !seen.has(ref));
    partScopes.set(merged, { entered, origins });
    const value = sample(doc, merged, depth + 1, new Set([...seen, ...entered]), requiredOnly, conditions);
    // The merge keeps no part's `not` (OpenSearch's bucket aggregations: `aggregations` or `aggs`).
    if (isPlainObject(value)) {
      const required = new Set(listOf(merged.required));
      for (const not of partNots(doc, s, 0)) leaveOutRefused(doc, { not }, value, required);
    }
    // A subtype of a base with a discriminator (`allOf: [$ref: Pet, …]`) says which it is; a
    // schema taking in a oneOf with one (`allOf: [$ref: Event, …]`) is no subtype: its alternative says.
    const subtype = s.discriminator === undefined && !merged.oneOf && !merged.anyOf;
    return subtype ? withDiscriminator(doc, merged.discriminator, node, value) : value;
  }
  const alternatives = Array.isArray(s.oneOf) && s.oneOf.length > 0 ? 'oneOf' : undefined;
  if (alternatives || (Array.isArray(s.anyOf) && s.anyOf.length > 0)) {
    // The alternatives of a required value are required (deep down, one is made of its required
    // keys), unless keys beside them make the value: then an alternative may add nothing.
    const beside = Boolean(s.properties || s.required);
    const make = (n: unknown) =>
      withDiscriminator(doc, s.discriminator, n, sample(doc, n, depth + 1, seen, requiredOnly, [], needed && !beside));
    // Alternatives of the type the schema has itself come first (`type: array` over a base's
    // `oneOf: [keyed object, array]`, OpenSearch's buckets); its own items hold for theirs too.
    const ordered = ofOwnType(doc, s, s[alternatives ?? 'anyOf'] as unknown[]);
    if (s.items !== undefined && typesOf(s).join() === 'array') {
      const { oneOf: _o, anyOf: _a, discriminator: _d, ...own } = s;
      return sample(doc, { allOf: [own, ordered[0]] }, depth + 1, seen, requiredOnly, outer, needed);
    }
    const chosen = alternatives ? oneOfSample(doc, s, make, ordered) : make(ordered[0]);
    // Properties beside the alternatives (an allOf of a oneOf base and more keys) are the value's too.
    if (!beside) return chosen;
    const { oneOf: _o, anyOf: _a, discriminator: _d, ...rest } = s;
    const withOwn = (value: unknown, needs: unknown, only: boolean): unknown => {
      const required = [...new Set([...listOf(rest.required), ...listOf(needs)])];
      const object = { type: 'object', ...rest, ...(required.length > 0 ? { required } : {}) };
      keepScope(s, object);
      const own = sample(doc, object, depth + 1, seen, only, outer);
      // An alternative that only requires keys (`anyOf: [{ required: [id] }, …]`) gives no value of its own.
      if (value === undefined) return own;
      if (!isPlainObject(value) || !isPlainObject(own)) return value;
      return { ...value, ...Object.fromEntries(Object.entries(own).filter(([k]) => !(k in value))) };
    };
    const first = withOwn(chosen, undefined, requiredOnly);
    // Alternatives of no type of their own (`{ required: [id] }`, `{}`) are about the keys beside
    // them, which may make the value match none, or two: each alternative is then tried with the
    // keys it requires, then with those alone. (Typed ones are left as they were: ajv costs.)
    const list = s[alternatives ?? 'anyOf'] as unknown[];
    if (!list.some((alternative) => isLoose(resolveSchema(doc, alternative).schema, s))) return first;
    // Alternatives that only require keys are told without ajv, whose set-up costs seconds.
    const fits = (value: unknown): boolean | undefined => {
      // "Not both" (`not: { required: [image_url, file_id] }` beside "one at least"): exactly one.
      if (s.not !== undefined && keyMatches(doc, [s.not], value) === 1) return false;
      const n = keyMatches(doc, list, value, s);
      return n === undefined ? schemaTester(doc)(s, value) : alternatives ? n === 1 : n > 0;
    };
    if (fits(first) !== false) return first;
    for (const alternative of list.slice(0, ONE_OF_TRIES)) {
      const needs = resolveSchema(doc, alternative).schema.required;
      for (const only of requiredOnly ? [true] : [false, true]) {
        const value = withOwn(make(alternative), needs, only);
        if (fits(value) === true) return value;
      }
    }
    return first;
  }
  const type = typesOf(s)[0];
  switch (type) {
    case 'object': {
      const out: OaObject = {};
      const mark = cuts;
      const required = new Set(Array.isArray(s.required) ? (s.required as string[]) : []);
      for (const [k, v] of Object.entries((s.properties ?? {}) as OaObject)) {
        const prop = resolveSchema(doc, v).schema;
        if (leftOut(prop) || (requiredOnly && !required.has(k))) continue;
        const value = sample(doc, v, depth + 1, seenBelow(s, k, seen), requiredOnly, [], required.has(k));
        if (value !== undefined) out[k] = value;
        else if (required.has(k)) cuts++;
      }
      const conditions = [...outer, ...conditionsOf(doc, { ...s, allOf: undefined }, seen)];
      if (conditions.length > 0)
        meetConditions(doc, s, out, conditions, (n) => sample(doc, n, depth + 1, seen, true, []));
      fillProperties(doc, s, out, (n) => sample(doc, n, depth + 1, seen, true, []));
      trimProperties(s, out, required);
      leaveOutRefused(doc, s, out, required);
      if (cuts > mark && isNullable(doc, s)) {
        cuts = mark;
        return null;
      }
      return out;
    }
    case 'array': {
      // An array that holds nothing (Lob's `tracking_events` of a registered letter: `maxItems: 0`).
      if (s.maxItems === 0) return [];
      const tuple = tupleItems(s);
      if (tuple) return tuple.map((t) => sample(doc, t, depth + 1, seen, requiredOnly, []) ?? null);
      const items = restItems(s);
      const item = items ? sample(doc, items, depth + 1, seen, requiredOnly, [], Number(s.minItems) > 0) : undefined;
      // An array that must hold a value of a kind (`contains`) holds one.
      const needed = s.contains !== undefined ? sample(doc, s.contains, depth + 1, seen, requiredOnly, []) : undefined;
      if (needed !== undefined && item !== undefined && schemaTester(doc)(s.contains, item) === false)
        return [needed, item];
      if (needed !== undefined && item === undefined) return [needed];
      if (item === undefined) return [];
      // As many items as `minItems` asks (up to 10), different ones when they must be.
      const count = Math.min(Math.max(Number(s.minItems) || 1, 1), 10);
      if (s.uniqueItems === true && count > 1) return distinctItems(doc, items, item, count);
      return Array.from({ length: count }, () => item);
    }
    case 'integer':
    case 'number':
      return numberSample(s, type === 'integer');
    case 'boolean':
      return true;
    case 'string':
      return stringSample(s);
    case 'null':
      return null;
    default:
      // A schema of any value (`data: {}`, `schedule: { description }`) that its parent requires:
      // null, which it takes; left out, the example would lack a required key.
      if (!needed) return undefined;
      // Notes alone take null (no ajv); other rules (`not`, a 3.0 `nullable: false`…) are asked.
      return Object.keys(s).every((k) => ANY_NOTES.test(k)) || schemaTester(doc)(s, null) !== false ? null : undefined;
  }
}

/** Conditions met once a branch adds keys another tests; a document's loop stops there. */
const CONDITION_PASSES = 3;

/**
 * Completes an object so that its conditions hold: a key that requires others brings them, and
 * each `if` its values pass (or fail) applies its `then` (or `else`) — the keys that branch
 * requires are added, and a value the branch narrows (`const`, `enum`) is made again from both.
 * An `if` that ajv cannot tell is left as it is.
 */
function meetConditions(
  doc: OaObject,
  s: OaObject,
  out: OaObject,
  conditions: Condition[],
  make: (node: unknown) => unknown,
): void {
  const test = schemaTester(doc);
  const base = (s.properties ?? {}) as OaObject;
  const add = (name: string, branch?: OaObject) => {
    const parts = [branch?.[name], base[name]].filter((p) => p !== undefined);
    const value = parts.length > 0 ? make(parts.length === 1 ? parts[0] : { allOf: parts }) : undefined;
    // A required key the schemas do not describe takes any value.
    out[name] = value === undefined ? 'string' : value;
  };
  // A key whose dependents the object cannot take (`additionalProperties: false`) is left out, if it may be.
  const required = new Set(Array.isArray(s.required) ? s.required.map(String) : []);
  const dropped = (when: string, names: string[]) => {
    if (s.additionalProperties !== false || required.has(when) || names.every((n) => n in base)) return false;
    delete out[when];
    return true;
  };
  const apply = (node: unknown, pending: Condition[]) => {
    const branch = resolveSchema(doc, node).schema;
    const merged = Array.isArray(branch.allOf) ? mergeAllOf(doc, branch).schema : branch;
    const props = (merged.properties ?? {}) as OaObject;
    for (const name of Array.isArray(merged.required) ? (merged.required as string[]) : [])
      if (!(name in out)) add(String(name), props);
    for (const [name, sub] of Object.entries(props))
      if (name in out && test(sub, out[name]) === false) add(name, props);
    pending.push(...conditionsOf(doc, branch));
  };
  for (let pass = 0; pass < CONDITION_PASSES; pass++) {
    const before = JSON.stringify(out);
    const pending = [...conditions];
    for (let i = 0; i < pending.length && i < 100; i++) {
      const c = pending[i]!;
      if (c.kind === 'requires') {
        if (!(c.when in out) || dropped(c.when, c.names)) continue;
        for (const name of c.names) if (!(name in out)) add(name);
      } else if (c.kind === 'schema') {
        const needs = resolveSchema(doc, c.schema).schema.required;
        if (c.when in out && !dropped(c.when, Array.isArray(needs) ? needs.map(String) : [])) apply(c.schema, pending);
      } else {
        const holds = test(c.test, out);
        const branch = holds === true ? c.whenTrue : holds === false ? c.whenFalse : undefined;
        if (branch !== undefined) apply(branch, pending);
      }
    }
    if (JSON.stringify(out) === before) return;
  }
}

/** The most keys an object is given to reach its `minProperties`. */
const MAX_FILLED_KEYS = 10;

/**
 * Keys added to an object until it has its `minProperties`: its optional properties first, then
 * keys its `patternProperties` or `additionalProperties` take (named by `propertyNames` when it
 * lists them), each with a value made from their schema.
 */
function fillProperties(doc: OaObject, s: OaObject, out: OaObject, make: (node: unknown) => unknown): void {
  const min = typeof s.minProperties === 'number' ? Math.min(s.minProperties, MAX_FILLED_KEYS) : 0;
  const put = (key: string, node: unknown) => {
    if (Object.keys(out).length >= min || key in out) return;
    const mark = cuts;
    const value = node === true || node === undefined ? undefined : make(node);
    // One that lost a required value deep down (a recursion cut) is left for the next key too.
    if (cuts > mark) {
      cuts = mark;
      return;
    }
    // A structure that cannot be made here (a recursion: OpenSearch's span queries) is no string:
    // the next key is tried.
    if (value === undefined && node !== true && node !== undefined && isStructure(doc, resolveSchema(doc, node).schema))
      return;
    out[key] = value === undefined ? 'string' : value;
  };
  for (const [key, node] of Object.entries((s.properties ?? {}) as OaObject)) put(key, node);
  for (const [source, node] of Object.entries((s.patternProperties ?? {}) as OaObject)) {
    const pattern = patternRegExp(source);
    const key = pattern ? patternSample(pattern, (made) => !(made in out)) : undefined;
    if (key !== undefined) put(key, node);
  }
  if (s.additionalProperties === false) return;
  const names = s.propertyNames as OaObject | undefined;
  const listed = Array.isArray(names?.enum) ? names.enum.map(String) : undefined;
  const word = additionalKeyName(doc, s.additionalProperties) ?? 'property';
  const keys = listed ?? Array.from({ length: MAX_FILLED_KEYS }, (_, i) => `${word}${i + 1}`);
  for (const key of keys) put(key, s.additionalProperties);
}

/** The alternatives, those a value of the schema's own type may be first (their order kept otherwise). */
function ofOwnType(doc: OaObject, s: OaObject, list: unknown[]): unknown[] {
  const own = typesOf(s);
  if (own.length === 0) return list;
  const fits = (alternative: unknown): boolean => {
    const types = typesOf(resolveSchema(doc, alternative).schema);
    return (
      types.length === 0 ||
      types.some(
        (t) =>
          own.includes(t) || (t === 'integer' && own.includes('number')) || (t === 'number' && own.includes('integer')),
      )
    );
  };
  return [...list.filter(fits), ...list.filter((alternative) => !fits(alternative))];
}

/** Keys that say nothing of the values a schema takes. */
const ANY_NOTES = /^(description|title|deprecated|readOnly|writeOnly|externalDocs|xml|x-.*)$/;

function leftOut(prop: OaObject): boolean {
  return (direction === 'request' && prop.readOnly === true) || (direction === 'response' && prop.writeOnly === true);
}

/** Whether a default is a scalar its `enum` lacks, or an object without a key its schema requires. */
function refusedDefault(s: OaObject, value: unknown): boolean {
  if (Array.isArray(s.enum) && (value === null || typeof value !== 'object')) return !s.enum.includes(value);
  if (!value || typeof value !== 'object' || Array.isArray(value) || !Array.isArray(s.required)) return false;
  return s.required.some((key) => typeof key === 'string' && !Object.hasOwn(value, key));
}
