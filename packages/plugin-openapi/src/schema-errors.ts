import { discriminated, discriminatorBranch } from './discriminator-branch.js';
import { escapeSegment, getAt, parsePointer } from './pointer.js';

export interface AjvLikeError {
  instancePath: string;
  schemaPath?: string;
  keyword: string;
  params?: Record<string, unknown>;
  message?: string;
  /** With ajv's `verbose`: the keyword's value and the schema holding it. */
  schema?: unknown;
  parentSchema?: object;
  /** The key that failed a `propertyNames` rule (a component's name): the error is about the key, not its value. */
  propertyName?: string;
}

/** Validates a value against one alternative of a `oneOf`/`anyOf` (its raw ajv errors), or undefined when it cannot. */
export type BranchValidator = (branch: unknown, value: unknown) => AjvLikeError[] | undefined;

const COMPOUND = new Set(['oneOf', 'anyOf']);
// `propertyNames` repeats the error of the key it wraps ("property name must be valid").
const NOISE = new Set(['if', 'then', 'else', 'propertyNames']);

/**
 * One message per fault. A failed `oneOf`/`anyOf` leaves the errors of every alternative (a
 * security scheme with one extra key reads "missing `$ref`", "type must be `http`", "missing
 * `flows`"…); like Redocly and Spectral, this keeps those of the alternative the value was meant
 * to be: the one its discriminator names, else the one whose discriminating keywords (`type`, a
 * `$ref`, a `const` property) it matches, else the one with the fewest errors. When no alternative
 * matches its discriminating property, the fault is that property: one error listing every value
 * the alternatives allow.
 */
export function refineErrors<T extends AjvLikeError>(
  errors: readonly T[],
  data: unknown,
  branches: BranchValidator,
): T[] {
  // From the end: a compound error follows the errors of its alternatives, which it replaces.
  const pieces: T[][] = [];
  for (let i = errors.length - 1; i >= 0; ) {
    const error = errors[i]!;
    const raws =
      COMPOUND.has(error.keyword) && Array.isArray(error.schema)
        ? (error.schema as unknown[]).map((b) => branches(b, getAt(data, parsePointer(error.instancePath))))
        : undefined;
    if (!raws || raws.some((r) => r === undefined)) {
      if (!NOISE.has(error.keyword)) pieces.push([error]);
      i--;
      continue;
    }
    const at = error.instancePath;
    const value = getAt(data, parsePointer(at));
    const tagged = passedSeveral(error) ? discriminatorBranch(error, value) : undefined;
    if (tagged) {
      // The alternative the discriminator names is the one the value is checked against.
      const own = 'index' in tagged ? refineErrors(raws[tagged.index] ?? [], value, branches) : [tagged.unknown];
      pieces.push(own.map((e) => ({ ...e, instancePath: at + e.instancePath })) as T[]);
    } else if (passedSeveral(error)) {
      // One fault: the alternatives overlap. The errors of those that failed say nothing of it.
      const names = alternativeNames(error.schema as unknown[]).filter((_, n) => raws[n]?.length === 0);
      pieces.push([{ ...error, params: { ...error.params, alternatives: names } }]);
    } else {
      const refined = raws.map((r) => refineErrors(r ?? [], value, branches));
      pieces.push(chooseBranch(error, value, refined).map((e) => ({ ...e, instancePath: at + e.instancePath })) as T[]);
    }
    let skip = raws.reduce((n, r) => n + (r?.length ?? 0), 0);
    for (i--; skip > 0 && i >= 0 && within(errors[i]!.instancePath, at); i--) skip--;
  }
  return dedupe(pieces.reverse().flat());
}

/** How a message names alternatives: their `title`, the component they point to, or their rank. */
export function alternativeNames(branches: unknown[]): string[] {
  return branches.map((b, n) => {
    const o = (b ?? {}) as { title?: unknown; $ref?: unknown };
    if (typeof o.title === 'string' && o.title) return o.title;
    if (typeof o.$ref === 'string')
      return decodeURIComponent(o.$ref.split('/').at(-1) ?? '')
        .replace(/~1/g, '/')
        .replace(/~0/g, '~');
    return `#${n + 1}`;
  });
}

/** The key a `required` error at the value itself names, when it names one. */
function oneMissingKey(e: AjvLikeError): string | undefined {
  const key = e.params?.missingProperty;
  return e.instancePath === '' && e.keyword === 'required' && typeof key === 'string' ? key : undefined;
}

function passedSeveral(error: AjvLikeError): boolean {
  return error.keyword === 'oneOf' && Array.isArray(error.params?.passingSchemas);
}

function within(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

type Ranked = { index: number; rank: number; errors: AjvLikeError[] };

/** The errors of the alternative the value was meant to be (paths relative to the value). */
function chooseBranch(compound: AjvLikeError, value: unknown, refined: AjvLikeError[][]): AjvLikeError[] {
  const branches = compound.schema as unknown[];
  const byDiscriminator = discriminated(compound.parentSchema, value, branches);
  if (byDiscriminator !== undefined) return refined[byDiscriminator] ?? [];
  const ranked: Ranked[] = refined.map((errors, index) => ({ index, rank: rankOf(errors, value), errors }));
  ranked.sort((a, b) => a.rank - b.rank || a.errors.length - b.errors.length || a.index - b.index);
  const best = ranked[0];
  if (!best) return [];
  const candidates = ranked.filter((r) => r.rank === best.rank);
  if (best.rank <= 1) {
    // Alternatives the value fits equally badly: no telling which was meant, the fault is the whole value.
    const tie = candidates.filter((r) => r.errors.length === best.errors.length);
    if (tie.length < 2) return best.errors;
    // Alternatives that fail alike (a `links` part they share) say where the fault is: there.
    const faults = (r: Ranked) =>
      r.errors.map((e) => `${e.instancePath} ${e.keyword} ${JSON.stringify(e.params)}`).join('\n');
    if (tie.every((r) => faults(r) === faults(best))) return best.errors;
    const { schema, parentSchema } = compound;
    // `anyOf: [{ required: [paths] }, { required: [components] }, …]`: the value needs one of those keys.
    const keys = tie.map((r) => (r.errors.length === 1 ? oneMissingKey(r.errors[0]!) : undefined));
    if (tie.length === refined.length && keys.every((k) => k !== undefined))
      return [
        {
          instancePath: '',
          keyword: compound.keyword,
          params: { alternatives: alternativeNames(branches), missingOneOf: keys },
          schema,
          parentSchema,
        },
      ];
    return [
      {
        instancePath: '',
        keyword: compound.keyword,
        params: { alternatives: alternativeNames(branches) },
        schema,
        parentSchema,
      },
    ];
  }
  if (best.rank === 2) {
    // Every alternative wants another value of the same property: that property is the fault.
    const keyOf = (r: Ranked) => r.errors.find(isDiscriminating)?.instancePath;
    const key = keyOf(best);
    if (key !== undefined && candidates.every((r) => keyOf(r) === key)) {
      const allowed = candidates.flatMap((r) => allowedValues(r.errors.find(isDiscriminating)!));
      return [{ instancePath: key, keyword: 'enum', params: { allowedValues: [...new Set(allowed)] } }];
    }
    return best.errors;
  }
  if (best.rank === 4) {
    const types = candidates.flatMap((r) => r.errors.filter((e) => e.instancePath === '' && e.keyword === 'type'));
    const names = types.flatMap((e) => [e.params?.type].flat()).filter((t): t is string => typeof t === 'string');
    // The schema to name is the one holding the alternatives (`anyOf: [{ type: integer }, { type: 'null' }]`).
    const params = { type: [...new Set(names)], of: compound.keyword };
    return [{ instancePath: '', keyword: 'type', params, parentSchema: compound.parentSchema }];
  }
  return best.errors;
}

/**
 * 0: nothing contradicts the alternative at the value's top (its faults are deeper: the value has
 * its shape); 1: the value lacks a key the alternative requires at the top (a wrapper of another
 * request); 2: a property it fixes (`const`, `enum`) has another value; 3: it is a Reference
 * object (requires `$ref`) and the value has none; 4: the value is not even of its type.
 */
function rankOf(errors: AjvLikeError[], value: unknown): number {
  if (errors.some((e) => e.instancePath === '' && e.keyword === 'type')) return 4;
  const isObject = value !== null && typeof value === 'object';
  const missing = errors.filter((e) => e.instancePath === '' && e.keyword === 'required');
  if (isObject && missing.some((e) => e.params?.missingProperty === '$ref')) return 3;
  if (errors.some(isDiscriminating)) return 2;
  return isObject && missing.length > 0 ? 1 : 0;
}

/**
 * A `const`/`enum` error on a direct property (`/type`, `/in`), or a `pattern` one that is a word
 * in any case (`^[Bb][Ee][Aa][Rr][Ee][Rr]$`): the value names another alternative.
 */
function isDiscriminating(e: AjvLikeError): boolean {
  const word = e.keyword === 'pattern' && /^\^(\[[A-Za-z]{2}\]|[A-Za-z0-9_-])+\$$/.test(String(e.params?.pattern));
  return (e.keyword === 'const' || e.keyword === 'enum' || word) && /^\/[^/]+$/.test(e.instancePath);
}

function allowedValues(e: AjvLikeError): unknown[] {
  if (e.keyword === 'const') return [e.params?.allowedValue];
  return Array.isArray(e.params?.allowedValues) ? (e.params.allowedValues as unknown[]) : [];
}

function dedupe<T extends AjvLikeError>(list: T[]): T[] {
  const seen = new Set<string>();
  return list.filter((e) => {
    const key = `${e.instancePath}\0${e.propertyName ?? ''}\0${describe(e)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Keeps the useful errors of an ajv run: no `if`/`else` noise, the deepest ones per place, once each. */
export function documentErrors<T extends AjvLikeError>(errors: readonly T[]): T[] {
  const useful = errors.filter((e) => !NOISE.has(e.keyword));
  const list = useful.length > 0 ? useful : [...errors];
  // An error whose place contains a deeper error only repeats it (oneOf, anyOf, $ref…).
  const deep = list.filter(
    (e) =>
      !['oneOf', 'anyOf', 'allOf', 'not'].includes(e.keyword) ||
      !list.some((o) => o !== e && o.instancePath.startsWith(`${e.instancePath}/`)),
  );
  return mergeRequired(dedupe(deep.filter((e) => !explainedByType(e, deep))));
}

/**
 * An `enum` or `const` error that the `type` error of the same schema at the same place explains:
 * a list or an object where one value is asked (`example: [JSON]` for `enum: [JSON]`), or a value
 * whose text is allowed (`3` for `enum: ['3']`), which its type's fix (quote it) makes right.
 */
function explainedByType(e: AjvLikeError, list: readonly AjvLikeError[]): boolean {
  if (e.keyword !== 'enum' && e.keyword !== 'const') return false;
  const type = list.find(
    (o) =>
      o.keyword === 'type' &&
      o.instancePath === e.instancePath &&
      (o.parentSchema !== undefined
        ? o.parentSchema === e.parentSchema
        : o.schemaPath?.replace(/\/type$/, '') === e.schemaPath?.replace(/\/(enum|const)$/, '')),
  );
  if (!type) return false;
  const data = (e as { data?: unknown }).data;
  if (data !== null && typeof data === 'object') return true;
  const allowed = e.keyword === 'const' ? [e.params?.allowedValue] : ((e.params?.allowedValues as unknown[]) ?? []);
  return allowed.some((v) => String(v) === String(data));
}

/** Properties missing from one object are one fault: `is missing the required properties "a", "b"`. */
function mergeRequired<T extends AjvLikeError>(list: T[]): T[] {
  const byPlace = new Map<string, T>();
  const out: T[] = [];
  for (const e of list) {
    if (e.keyword !== 'required' || typeof e.params?.missingProperty !== 'string') {
      out.push(e);
      continue;
    }
    const first = byPlace.get(e.instancePath);
    if (first) (first.params!.missingProperties as string[]).push(e.params.missingProperty);
    else {
      const merged = { ...e, params: { ...e.params, missingProperties: [e.params.missingProperty] } };
      byPlace.set(e.instancePath, merged);
      out.push(merged);
    }
  }
  return out;
}

/** `"a"`, or `"a", "b"`: the properties a `required` error names. */
export function missingNames(e: AjvLikeError): string {
  const oneOf = e.params?.missingOneOf as string[] | undefined;
  if (oneOf) return `one of ${oneOf.map((n) => `"${n}"`).join(', ')}`;
  const names = (e.params?.missingProperties as string[] | undefined) ?? [String(e.params?.missingProperty)];
  return names.map((n) => `"${n}"`).join(', ');
}

/** The most values of an enum a message lists. */
const LISTED_VALUES = 12;

/** A clear sentence for an ajv error (without the place). */
export function describe(e: AjvLikeError): string {
  const p = e.params ?? {};
  switch (e.keyword) {
    case 'required':
      return Array.isArray(p.missingProperties) && p.missingProperties.length > 1
        ? `is missing the required properties ${missingNames(e)}`
        : `is missing the required property "${String(p.missingProperty)}"`;
    case 'additionalProperties':
      return `has the property "${String(p.additionalProperty)}", which its schema does not allow`;
    case 'unevaluatedProperties':
      return `has the property "${String(p.unevaluatedProperty)}", which its schema does not allow`;
    case 'enum': {
      const values = (p.allowedValues as unknown[] | undefined)?.map((v) => JSON.stringify(v));
      if (values?.length === 1) return `must be ${values[0]}`;
      // OpenFGA's error codes: fifty values would bury the message.
      if (values && values.length > LISTED_VALUES)
        return `must be one of its ${values.length} values (${values.slice(0, LISTED_VALUES - 2).join(', ')}, …)`;
      return `must be one of ${values?.join(', ') ?? 'the allowed values'}`;
    }
    case 'const':
      return `must be ${JSON.stringify(p.allowedValue)}`;
    case 'type':
      return `must be of type ${Array.isArray(p.type) ? p.type.join(' or ') : String(p.type)}`;
    case 'format':
      return `must be a valid "${String(p.format)}"`;
    case 'multipleOf':
      return `must be a multiple of ${String(p.multipleOf)}`;
    case 'not': {
      // "Not both": a `not` that only requires keys refuses them together.
      const refused = (e.schema as { required?: unknown } | undefined)?.required;
      const keys = Object.keys((e.schema ?? {}) as object);
      return Array.isArray(refused) && keys.every((k) => k === 'required' || k === 'description')
        ? refused.length === 1
          ? `has the property "${String(refused[0])}", which its schema refuses`
          : `has ${refused.map((k) => `"${String(k)}"`).join(' and ')} together, which its schema refuses`
        : 'matches the schema its "not" refuses';
    }
    case 'oneOf':
    case 'anyOf': {
      if (Array.isArray(p.missingOneOf)) return `has none of ${missingNames(e).slice('one of '.length)}, and needs one`;
      const names = Array.isArray(p.alternatives) ? ` (${(p.alternatives as string[]).join(', ')})` : '';
      return Array.isArray(p.passingSchemas)
        ? `matches more than one of its oneOf alternatives${names}, and must match exactly one`
        : `matches none of its ${e.keyword} alternatives${names}`;
    }
    default:
      return e.message ?? `fails the "${e.keyword}" rule`;
  }
}

/** What a value must do with the alternatives of these keywords, for the reason of a fault. */
const ALTERNATIVES: Record<string, string> = {
  oneOf: 'a value matches exactly one of its alternatives',
  anyOf: 'a value matches at least one of its alternatives',
  not: 'a value must not match its subschema',
};

/** "The schema at #/components/schemas/Item/properties/weight says "type": "integer"." */

export function schemaRule(
  error: AjvLikeError,
  pointers: WeakMap<object, string>,
  name: (pointer: string) => string = (pointer) => `#${pointer}`,
): string {
  const where = error.parentSchema ? pointers.get(error.parentSchema) : undefined;
  const of = error.params?.of;
  const long = error.keyword === 'enum' && Array.isArray(error.schema) && error.schema.length > LISTED_VALUES;
  const rule =
    typeof of === 'string' && ALTERNATIVES[of] !== undefined
      ? ` has ${of}: ${ALTERNATIVES[of]}, of type ${[error.params?.type].flat().join(' or ')}`
      : long
        ? ` has an enum of ${(error.schema as unknown[]).length} values`
        : error.keyword === 'required' ||
            error.keyword === 'type' ||
            error.keyword === 'enum' ||
            error.keyword === 'const' ||
            error.keyword === 'format' ||
            (error.schema !== undefined && typeof error.schema !== 'object')
          ? ` says ${JSON.stringify({ [error.keyword]: error.schema })}`
          : ALTERNATIVES[error.keyword] !== undefined
            ? ` has ${error.keyword}: ${ALTERNATIVES[error.keyword]}`
            : ` sets "${error.keyword}"`;
  return where ? `The schema at ${name(where)}${rule}.` : '';
}

/**
 * How a message names a place of the document: as the file holding it writes it, not as the
 * document read is (a Swagger 2.0 file's `#/definitions/Object`, not `#/components/schemas/Object`;
 * another file of a split document by its name: `schemas/order.yaml#/properties/id`).
 */
export function pointerNamer(
  place: (segments: readonly string[]) => { file: string; where: string },
  rootFile: string,
): (pointer: string) => string {
  return (pointer) => {
    const at = place(parsePointer(pointer));
    const file = at.file && at.file !== rootFile ? at.file : '';
    // The whole of another file is its name alone (`definitions/protocol.yaml`, not `…yaml#`).
    return `${file}${file && at.where === '#' ? '' : at.where}`;
  };
}

/** Every object of the document → its JSON pointer (to name the schema rule an example breaks). */
export function pointerIndex(doc: unknown): WeakMap<object, string> {
  const map = new WeakMap<object, string>();
  const visit = (node: unknown, pointer: string) => {
    if (!node || typeof node !== 'object' || map.has(node)) return;
    map.set(node, pointer);
    if (Array.isArray(node)) for (const [i, v] of node.entries()) visit(v, `${pointer}/${i}`);
    else for (const [k, v] of Object.entries(node)) visit(v, `${pointer}/${escapeSegment(k)}`);
  };
  visit(doc, '');
  return map;
}
