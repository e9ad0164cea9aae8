import RandExpModule from 'randexp';
import { type Condition, conditionsOf } from './conditions.js';
import type { OaObject } from './model.js';
import { distinctItems } from './sample-items.js';
import { keepScope, ONE_OF_TRIES, oneOfSample, partScopes, seenBelow } from './sample-composition.js';
import { schemaTester } from './schema-test.js';
import { patternRegExp } from './pattern.js';
import {
  allOfRefs,
  isNullable,
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

type RandExpClass = typeof import('randexp').default;
// randexp is CommonJS: its class is the module under Node, its `default` where that is bundled.
const RandExp = ((RandExpModule as unknown as { default?: RandExpClass }).default ?? RandExpModule) as RandExpClass;

const FORMAT_SAMPLES: Record<string, unknown> = {
  'date-time': '2025-01-01T00:00:00Z',
  date: '2025-01-01',
  time: '12:00:00Z',
  email: 'user@example.com',
  uri: 'https://example.com',
  url: 'https://example.com',
  uuid: '3fa85f64-5717-4562-b3fc-2c963f66afa6',
  hostname: 'example.com',
  ipv4: '192.0.2.1',
  ipv6: '2001:db8::1',
  binary: '<binary>',
  byte: 'U3dhZ2dlcg==',
  password: '********',
  // The other formats ajv-formats checks: a made-up value must pass them too.
  duration: 'P1D',
  'iso-time': '12:00:00Z',
  'iso-date-time': '2025-01-01T00:00:00Z',
  'uri-reference': '/docs',
  'uri-template': 'https://example.com/{id}',
  regex: '^[a-z]+$',
  'json-pointer': '/id',
  'json-pointer-uri-fragment': '#/id',
  'relative-json-pointer': '0/id',
};

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
  // `default: null` where null is no value of the schema (DigitalOcean's `stop`) is left for one made.
  if ('default' in s && (s.default !== null || isNullable(doc, s))) return s.default;
  if (Array.isArray(s.enum) && s.enum.length > 0) return s.enum[0];
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
    return sample(doc, merged, depth + 1, new Set([...seen, ...entered]), requiredOnly, conditions);
  }
  const alternatives = Array.isArray(s.oneOf) && s.oneOf.length > 0 ? 'oneOf' : undefined;
  if (alternatives || (Array.isArray(s.anyOf) && s.anyOf.length > 0)) {
    // The alternatives of a required value are required (deep down, one is made of its required
    // keys), unless keys beside them make the value: then an alternative may add nothing.
    const beside = Boolean(s.properties || s.required);
    const make = (n: unknown) => sample(doc, n, depth + 1, seen, requiredOnly, [], needed && !beside);
    const chosen = alternatives ? oneOfSample(doc, s, make) : make(s.anyOf[0]);
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
    const test = schemaTester(doc);
    if (test(s, first) !== false) return first;
    // The keys beside it may make the value match no alternative, or two: each alternative is
    // tried with the keys it requires, then with those alone.
    for (const alternative of (s[alternatives ?? 'anyOf'] as unknown[]).slice(0, ONE_OF_TRIES)) {
      const needs = resolveSchema(doc, alternative).schema.required;
      for (const only of requiredOnly ? [true] : [false, true]) {
        const value = withOwn(make(alternative), needs, only);
        if (test(s, value) === true) return value;
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
      fillProperties(s, out, (n) => sample(doc, n, depth + 1, seen, true, []));
      if (cuts > mark && isNullable(doc, s)) {
        cuts = mark;
        return null;
      }
      return out;
    }
    case 'array': {
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
      return needed && schemaTester(doc)(s, null) !== false ? null : undefined;
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

/** A string for a schema without an example: its format's, fitted to its length and `pattern`. */
function stringSample(s: OaObject): unknown {
  const value = fitLength(s, (typeof s.format === 'string' ? FORMAT_SAMPLES[s.format] : undefined) ?? 'string');
  if (typeof s.pattern !== 'string' || typeof value !== 'string') return value;
  // As the examples are checked (ajv-setup's lenientRegExp).
  const pattern = patternRegExp(s.pattern);
  if (!pattern || pattern.test(value)) return value;
  return patternSample(pattern, (made) => pattern.test(made) && fitLength(s, made) === made) ?? value;
}

/**
 * A string a pattern matches (`^(0|[1-9][0-9]*)$` → `0`, `^evt_[a-z]+$` → `evt_a`), made by
 * randexp with every choice its lowest (else its highest, for a `minLength`), so that builds are
 * the same; letters first for `.` and negated classes, then any printable character.
 */
function patternSample(pattern: RegExp, fits: (made: string) => boolean): string | undefined {
  for (const highest of [false, true]) {
    for (const letters of [true, false]) {
      try {
        const gen = new RandExp(pattern);
        gen.max = 3;
        gen.randInt = (low: number, high: number) => (highest ? high : low);
        if (letters) {
          gen.defaultRange.subtract(32, 126);
          gen.defaultRange.add(97, 122);
        }
        const made = gen.gen();
        if (fits(made)) return made;
      } catch {
        // A pattern randexp cannot read (a lookbehind): the next way, else the plain sample.
      }
    }
  }
  return undefined;
}

/** A made-up string cut or padded to the length its schema allows (`maxLength: 2`, `minLength: 10`). */
function fitLength(s: OaObject, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const max = typeof s.maxLength === 'number' ? s.maxLength : undefined;
  const min = typeof s.minLength === 'number' ? s.minLength : 0;
  if (max !== undefined && value.length > max) return value.slice(0, Math.max(max, min));
  return value.length < min ? value + 'x'.repeat(Math.min(min, 10_000) - value.length) : value;
}

/** The lowest value a number schema allows (above an exclusive bound: 3.1's number, 3.0's flag). */
function numberSample(s: OaObject, integer: boolean): number {
  const exclusive = typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum : undefined;
  const low = exclusive ?? (typeof s.minimum === 'number' ? s.minimum : undefined);
  if (low === undefined) return 0;
  if (exclusive === undefined && s.exclusiveMinimum !== true) return low;
  const high = typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum : s.maximum;
  if (integer) return Math.floor(low) + 1;
  return typeof high === 'number' && high > low ? (low + high) / 2 : low + 1;
}

/** The most keys an object is given to reach its `minProperties`. */
const MAX_FILLED_KEYS = 10;

/**
 * Keys added to an object until it has its `minProperties`: its optional properties first, then
 * keys its `patternProperties` or `additionalProperties` take (named by `propertyNames` when it
 * lists them), each with a value made from their schema.
 */
function fillProperties(s: OaObject, out: OaObject, make: (node: unknown) => unknown): void {
  const min = typeof s.minProperties === 'number' ? Math.min(s.minProperties, MAX_FILLED_KEYS) : 0;
  const put = (key: string, node: unknown) => {
    if (Object.keys(out).length >= min || key in out) return;
    const value = node === true || node === undefined ? undefined : make(node);
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
  const keys = listed ?? Array.from({ length: MAX_FILLED_KEYS }, (_, i) => `property${i + 1}`);
  for (const key of keys) put(key, s.additionalProperties);
}

function listOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((x): x is string => typeof x === 'string') : [];
}

function isPlainObject(value: unknown): value is OaObject {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

function leftOut(prop: OaObject): boolean {
  return (direction === 'request' && prop.readOnly === true) || (direction === 'response' && prop.writeOnly === true);
}
