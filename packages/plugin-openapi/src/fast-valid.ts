import type { AjvInstance } from './ajv-setup.js';
import { isMultipleOf } from './ajv-setup.js';
import { getAt, parsePointer } from './pointer.js';

type Node = Record<string, unknown>;

/** Keywords ajv reads that only name or describe a place, or hold subschemas reached by `$ref`. */
const PASSIVE = new Set(['$comment', '$defs', 'definitions']);
/** Keywords that change what a `$ref` means or how ajv reads the schema: never proven here. */
const PLACE = new Set(['$id', 'id', '$anchor', '$schema', '$dynamicAnchor', '$dynamicRef', '$vocabulary']);
/** How deep a proof goes through `$ref`s and subschemas before it gives up (a loop's guard). */
const MAX_DEPTH = 64;

/**
 * Whether a value is valid against a schema of `root`, proven without compiling anything: `true`
 * when it is, `undefined` when this cannot tell (a fault, or a keyword it leaves to ajv:
 * `not`, `if`, `uniqueItems`, a `oneOf` whose other branches may match too…). It never says valid where ajv would not: every
 * keyword ajv knows (`ajv.RULES.all`) is either read exactly as ajv reads it, or ends the proof.
 * The examples made from schemas are valid nearly always, and proving it is what spares ajv
 * compiling a validator for each schema no written example uses (Tolgee's 410 of 556).
 */
export function provenValid(ajv: AjvInstance, root: unknown, schema: unknown, value: unknown): true | undefined {
  const known = ajv.RULES.all as Record<string, unknown>;
  const formats = ajv.formats as Record<string, unknown>;
  // ajv's own reading of a pattern (docgen's lenient one) and of a format it does not know.
  const { code, unicodeRegExp, strictSchema } = ajv.opts as {
    code: { regExp?: (p: string, flags: string) => RegExp };
    unicodeRegExp?: boolean;
    strictSchema?: boolean | 'log';
  };
  const patterns = new Map<string, RegExp | undefined>();
  const pattern = (source: string): RegExp | undefined => {
    if (!patterns.has(source)) {
      let rx: RegExp | undefined;
      try {
        rx = code.regExp?.(source, unicodeRegExp === false ? '' : 'u');
      } catch {
        rx = undefined;
      }
      patterns.set(source, rx);
    }
    return patterns.get(source);
  };
  const target = (ref: unknown): unknown => {
    if (typeof ref !== 'string' || !ref.startsWith('#')) return undefined;
    try {
      return ref === '#' ? root : getAt(root, parsePointer(decodeURIComponent(ref.slice(1))));
    } catch {
      return undefined;
    }
  };
  /** Whether a value certainly fails a schema: a `type`, `const` or `enum` of scalars that cannot match it. */
  const provenInvalid = (s: unknown, v: unknown, depth = 0): boolean => {
    if (s === false) return true;
    if (!s || typeof s !== 'object' || Array.isArray(s) || depth > MAX_DEPTH) return false;
    const node = s as Node;
    if (node.type !== undefined && !keyword('type', node.type, node, v, depth)) return true;
    if (scalar(node.const) && node.const !== v) return true;
    if (Array.isArray(node.enum) && node.enum.every(scalar) && !node.enum.includes(v)) return true;
    return node.$ref !== undefined && provenInvalid(target(node.$ref), v, depth + 1);
  };
  const check = (s: unknown, v: unknown, depth: number): boolean => {
    if (s === true) return true;
    if (!s || typeof s !== 'object' || Array.isArray(s) || depth > MAX_DEPTH) return false;
    const node = s as Node;
    if (!plain(v)) return false;
    for (const [key, rule] of Object.entries(node)) {
      if (PASSIVE.has(key)) continue;
      if (PLACE.has(key)) return false;
      if (!Object.hasOwn(known, key)) continue;
      if (!keyword(key, rule, node, v, depth)) return false;
    }
    return true;
  };
  const keyword = (key: string, rule: unknown, node: Node, v: unknown, depth: number): boolean => {
    const kind = kindOf(v);
    switch (key) {
      case '$ref': {
        const to = target(rule);
        return to !== undefined && check(to, v, depth + 1);
      }
      case 'type': {
        const types = Array.isArray(rule) ? rule : [rule];
        return types.some((t) => t === kind || (t === 'number' && kind === 'integer'));
      }
      case 'enum':
        return Array.isArray(rule) && rule.some((e) => scalar(e) && e === v);
      case 'const':
        return scalar(rule) && rule === v;
      case 'allOf':
        return Array.isArray(rule) && rule.every((b) => check(b, v, depth + 1));
      case 'anyOf':
        return Array.isArray(rule) && rule.some((b) => check(b, v, depth + 1));
      case 'oneOf': {
        // One branch valid and every other one certainly not (Discord's `oneOf` of `const`s).
        if (!Array.isArray(rule)) return false;
        const valid = rule.findIndex((b) => check(b, v, depth + 1));
        return valid >= 0 && rule.every((b, i) => i === valid || provenInvalid(b, v, depth + 1));
      }
      case 'pattern': {
        if (kind !== 'string') return true;
        const rx = typeof rule === 'string' ? pattern(rule) : undefined;
        return rx?.test(v as string) === true;
      }
      case 'properties': {
        if (kind !== 'object') return true;
        if (!rule || typeof rule !== 'object') return false;
        const o = v as Node;
        return Object.entries(rule as Node).every(([k, p]) => !Object.hasOwn(o, k) || check(p, o[k], depth + 1));
      }
      case 'additionalProperties': {
        if (kind !== 'object') return true;
        if (node.patternProperties !== undefined) return false;
        const props = (node.properties ?? {}) as Node;
        const extra = Object.keys(v as Node).filter((k) => !Object.hasOwn(props, k));
        return extra.every((k) => check(rule, (v as Node)[k], depth + 1));
      }
      case 'required':
        return (
          kind !== 'object' ||
          (Array.isArray(rule) && rule.every((k) => typeof k === 'string' && Object.hasOwn(v as Node, k)))
        );
      case 'items':
        if (kind !== 'array') return true;
        if (node.prefixItems !== undefined) return false;
        return (v as unknown[]).every((item) => check(rule, item, depth + 1));
      case 'minItems':
      case 'maxItems':
        return kind !== 'array' || bound(key, rule, (v as unknown[]).length);
      case 'minProperties':
      case 'maxProperties':
        return kind !== 'object' || bound(key, rule, Object.keys(v as Node).length);
      case 'minLength':
      case 'maxLength':
        // ajv counts code points, a surrogate pair as one.
        return kind !== 'string' || bound(key, rule, [...(v as string)].length);
      case 'minimum':
      case 'maximum':
      case 'exclusiveMinimum':
      case 'exclusiveMaximum':
        return !isNumber(kind) || bound(key, rule, v as number);
      case 'multipleOf':
        return !isNumber(kind) || (typeof rule === 'number' && isMultipleOf(v as number, rule));
      case 'uniqueItems':
        return rule === false;
      case 'format':
        // ajv with `strictSchema: false` lets a format it does not know pass (`uint64`, `snowflake`).
        if (typeof rule === 'string' && !Object.hasOwn(formats, rule)) return strictSchema === false;
        return format(formats, rule, v, kind);
      default:
        return false;
    }
  };
  return check(schema, value, 0) ? true : undefined;
}

type Kind = 'null' | 'boolean' | 'integer' | 'number' | 'string' | 'array' | 'object' | 'other';

function kindOf(v: unknown): Kind {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'array';
  switch (typeof v) {
    case 'boolean':
      return 'boolean';
    case 'string':
      return 'string';
    case 'object':
      return 'object';
    case 'number':
      return Number.isInteger(v) ? 'integer' : 'number';
    default:
      return 'other';
  }
}

const isNumber = (kind: Kind) => kind === 'number' || kind === 'integer';
const scalar = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v);

/** JSON data as ajv sees it: finite numbers, no `undefined` inside (ajv reads a key set to undefined as absent, or not). */
function plain(v: unknown): boolean {
  if (typeof v === 'number') return Number.isFinite(v);
  if (Array.isArray(v)) return v.every((item) => item !== undefined);
  if (v && typeof v === 'object') {
    const proto = Object.getPrototypeOf(v);
    return (proto === Object.prototype || proto === null) && Object.values(v).every((item) => item !== undefined);
  }
  return v === null || typeof v === 'string' || typeof v === 'boolean';
}

function bound(key: string, rule: unknown, n: number): boolean {
  if (typeof rule !== 'number') return false;
  if (key.startsWith('exclusiveMin')) return n > rule;
  if (key.startsWith('exclusiveMax')) return n < rule;
  return key.startsWith('min') ? n >= rule : n <= rule;
}

/** A format as ajv-formats checks it: only on values of its type (strings, or numbers for `int32`…). */
function format(formats: Record<string, unknown>, name: unknown, v: unknown, kind: Kind): boolean {
  if (typeof name !== 'string' || !Object.hasOwn(formats, name)) return false;
  const def = formats[name];
  if (typeof def === 'boolean') return def;
  const object = def && typeof def === 'object' && !(def instanceof RegExp) ? (def as Node) : undefined;
  if (object?.async) return false;
  const type = typeof object?.type === 'string' ? object.type : 'string';
  if (type === 'number' ? !isNumber(kind) : kind !== type) return true;
  const test = object ? object.validate : def;
  if (test instanceof RegExp) return test.test(v as string);
  return typeof test === 'function' && (test as (x: unknown) => boolean)(v) === true;
}
