import type { ValidateFn } from './ajv-setup.js';
import type { AjvLikeError } from './schema-errors.js';

/** A validator for one place of a document, and its errors as if it had been compiled there. */
export interface PlacedValidator {
  validate: ValidateFn;
  /** The errors of the last run, their `schema` / `parentSchema` objects those of this place. */
  errors(): AjvLikeError[];
}

/**
 * One compiled validator for the schemas a document writes the same at several places. ajv
 * compiles each place apart (a function made from generated code, 1-3 ms of CPU): Tolgee's
 * 1,652 error responses, each `type: string, oneOf: [ErrorResponseTyped, ErrorResponseBody]`
 * inline, were 5,000 compilations (with their alternatives) and 10-20 s of the examples' check.
 * A schema is shared only when its text says everything it does: its `$ref`s are pointers into
 * the document (`#/…`, the same target from anywhere), it sets no base URI or anchor, and no object
 * in it is reached twice. The errors of a shared validator point to the schema compiled first;
 * they are mapped to the objects at the same places of this one, so every message names the
 * place it names when compiled there.
 */
export function sharedValidators(
  compile: (ref: string) => ValidateFn | undefined,
): (ref: string, node: unknown) => PlacedValidator | undefined {
  const byText = new Map<string, { validate: ValidateFn; node: object }>();
  return (ref, node) => {
    const text = node && typeof node === 'object' ? shareableText(node) : undefined;
    const first = text === undefined ? undefined : byText.get(text);
    if (first && first.node !== node) {
      const { validate } = first;
      let map: WeakMap<object, object> | undefined;
      return {
        validate,
        errors: () => {
          map ??= parallel(first.node, node as object);
          const to = map;
          return (validate.errors ?? []).map((e) => remapped(e, to));
        },
      };
    }
    // A schema that does not compile is compiled again at each place, to report each.
    const validate = compile(ref);
    if (!validate) return undefined;
    if (text !== undefined && !first) byText.set(text, { validate, node: node as object });
    return unshared(validate);
  };
}

const PLACE_KEYWORDS = new Set([
  '$id',
  '$anchor',
  '$dynamicAnchor',
  '$dynamicRef',
  '$recursiveRef',
  '$recursiveAnchor',
  '$schema',
]);

/** The JSON text of a schema that may share its validator, or undefined. */
function shareableText(node: object): string | undefined {
  const seen = new Set<object>();
  const ok = (value: unknown): boolean => {
    if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
    if (typeof value === 'number') return Number.isFinite(value);
    if (typeof value !== 'object') return false;
    if (seen.has(value)) return false;
    seen.add(value);
    if (Array.isArray(value)) return value.every(ok);
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) return false;
    for (const [k, v] of Object.entries(value)) {
      if (typeof v === 'string' && (PLACE_KEYWORDS.has(k) || (k === '$ref' && !v.startsWith('#')))) return false;
      if (!ok(v)) return false;
    }
    return true;
  };
  return ok(node) ? JSON.stringify(node) : undefined;
}

/** The objects of `from` → those at the same places of `to` (the same JSON). */
function parallel(from: object, to: object): WeakMap<object, object> {
  const map = new WeakMap<object, object>();
  const walk = (a: unknown, b: unknown) => {
    if (!a || typeof a !== 'object' || !b || typeof b !== 'object') return;
    map.set(a, b);
    for (const [k, v] of Object.entries(a)) walk(v, (b as Record<string, unknown>)[k]);
  };
  walk(from, to);
  return map;
}

function remapped(e: AjvLikeError, map: WeakMap<object, object>): AjvLikeError {
  const at = (o: unknown) => (o && typeof o === 'object' ? (map.get(o) ?? o) : o);
  const out: AjvLikeError = { ...e };
  if (e.schema !== undefined) out.schema = at(e.schema);
  if (e.parentSchema !== undefined) out.parentSchema = at(e.parentSchema) as object;
  return out;
}

/** A validator compiled at its own place (undefined stays undefined). */
export function unshared(validate: ValidateFn | undefined): PlacedValidator | undefined {
  return validate && { validate, errors: () => [...(validate.errors ?? [])] };
}
