import { closedParts, isClosedComposition, openedPart } from './closed-composition.js';
import { inheritedDiscriminator } from './discriminator-branch.js';
import type { OaObject } from './model.js';
import { getAt, parsePointer } from './pointer.js';
import { refLoops } from './ref-loops.js';
import { typedParts, untypedPart } from './typed-parts.js';
import { childKind, elementKind, type Kind } from './oas-kinds.js';
import { intOrString } from './vendor-keywords.js';

/** OpenAPI 3.0 schemas to JSON Schema 2020-12: `nullable`, boolean `exclusiveMinimum`/`exclusiveMaximum`. */
export function toJsonSchema2020<T>(value: T): T {
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    const o = node as OaObject;
    // Swagger 2.0's `x-nullable` left in a 3.x document: what it means, as Redoc reads it.
    if (o['x-nullable'] === true && !('nullable' in o)) o.nullable = true;
    if (o.nullable === true) {
      if (typeof o.type === 'string') o.type = [o.type, 'null'];
      if (Array.isArray(o.enum) && !o.enum.includes(null)) o.enum = [...o.enum, null];
      if (!o.type && !o.enum && (o.allOf || o.oneOf || o.anyOf || o.$ref)) {
        const { nullable: _n, ...rest } = o;
        for (const k of Object.keys(o)) delete o[k];
        o.anyOf = [rest, { type: 'null' }];
      }
    }
    if (intOrString(o)) {
      const nullable = o.nullable === true || (Array.isArray(o.type) && o.type.includes('null'));
      o.type = ['integer', 'string', ...(nullable ? ['null'] : [])];
    }
    // `nullable: false`, or beside no type: nothing to say; ajv would reject the keyword.
    if ('nullable' in o && typeof o.nullable === 'boolean') delete o.nullable;
    if (typeof o.exclusiveMinimum === 'boolean') {
      if (o.exclusiveMinimum && typeof o.minimum === 'number') {
        o.exclusiveMinimum = o.minimum;
        delete o.minimum;
      } else delete o.exclusiveMinimum;
    }
    if (typeof o.exclusiveMaximum === 'boolean') {
      if (o.exclusiveMaximum && typeof o.maximum === 'number') {
        o.exclusiveMaximum = o.maximum;
        delete o.maximum;
      } else delete o.exclusiveMaximum;
    }
    for (const v of Object.values(o)) visit(v);
  };
  visit(value);
  return value;
}

const JSON_TYPES = new Set(['array', 'boolean', 'integer', 'null', 'number', 'object', 'string']);
const COUNTS = [
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'minProperties',
  'maxProperties',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
];

/**
 * The schemas of a document (a copy) made compilable, to check examples against what they
 * evidently mean: `type: 'string,'` is `string`, `required: name` is `[name]`, `minLength: '5'`
 * is 5; a value that means nothing is dropped. The faults themselves are reported by the check of
 * the document against the OpenAPI schema, once; an example is not left unchecked because of them.
 */
export function sanitizeSchemas(doc: OaObject): OaObject {
  const visit = (node: unknown, kind: Kind): void => {
    if (!node || typeof node !== 'object') return;
    // References are JSON pointers here: an `$id` (even one inside an example, which ajv also
    // walks) would only make two schemas claim the same URI.
    for (const key of ['$id', '$anchor', '$dynamicAnchor', '$schema']) delete (node as OaObject)[key];
    if (kind === 'literal') {
      for (const child of Object.values(node)) visit(child, 'literal');
      return;
    }
    if (Array.isArray(node)) {
      const item = elementKind(kind);
      for (const v of node) visit(v, item);
      return;
    }
    const o = node as OaObject;
    if (kind === 'schema') repairSchema(o, doc);
    for (const [key, child] of Object.entries(o)) visit(child, childKind(kind, key));
  };
  visit(doc, 'root');
  // A loop of references that never reaches a value (reported) would overflow ajv's stack.
  for (const loop of refLoops(doc)) delete loop.holder.$ref;
  return doc;
}

function repairSchema(o: OaObject, doc: OaObject): void {
  // A $ref to nothing (OpenApiUnresolvedRef) takes any value, as the pages show it: else every
  // schema that reaches it would not compile, and their examples would go unchecked.
  if (typeof o.$ref === 'string' && o.$ref.startsWith('#') && getAt(doc, parsePointer(o.$ref)) === undefined)
    delete o.$ref;
  if ('type' in o) {
    const types = [o.type]
      .flat()
      .map((t) => (typeof t === 'string' ? t.toLowerCase().replace(/[^a-z]/g, '') : ''))
      .filter((t) => JSON_TYPES.has(t));
    if (types.length === 0) delete o.type;
    else o.type = Array.isArray(o.type) ? types : types[0];
  }
  if ('required' in o && !Array.isArray(o.required)) {
    if (typeof o.required === 'string') o.required = [o.required];
    else delete o.required;
  }
  if (Array.isArray(o.required)) o.required = o.required.filter((r: unknown) => typeof r === 'string');
  for (const key of COUNTS) {
    if (!(key in o) || typeof o[key] === 'number' || typeof o[key] === 'boolean') continue;
    const n = Number(o[key]);
    if (typeof o[key] === 'string' && o[key].trim() !== '' && Number.isFinite(n)) o[key] = n;
    else delete o[key];
  }
  if ('pattern' in o && typeof o.pattern !== 'string') delete o.pattern;
  if ('enum' in o && !Array.isArray(o.enum)) delete o.enum;
  for (const key of ['properties', 'patternProperties', '$defs', 'definitions']) {
    if (key in o && (!o[key] || typeof o[key] !== 'object' || Array.isArray(o[key]))) delete o[key];
    else if (o[key])
      for (const [name, s] of Object.entries(o[key] as OaObject))
        if (s === null || (typeof s !== 'object' && typeof s !== 'boolean')) delete o[key][name];
  }
  for (const key of ['allOf', 'anyOf', 'oneOf', 'prefixItems']) if (key in o && !Array.isArray(o[key])) delete o[key];
  // Alternatives that extend one discriminated schema are told apart by its discriminator, as the
  // examples made from them are (`refineErrors` reads it on the oneOf).
  if (!o.discriminator && (Array.isArray(o.oneOf) || Array.isArray(o.anyOf))) {
    const inherited = inheritedDiscriminator(o, doc);
    if (inherited) o.discriminator = inherited;
  }
  // Draft 4–2019-09's tuple (`items` as a list, `additionalItems` past it; a fault in 3.x, reported)
  // is 2020-12's `prefixItems` and `items`, which ajv reads: else the schema would not compile.
  if (isDraftTuple(o)) {
    o.prefixItems = o.items;
    if ('additionalItems' in o) o.items = o.additionalItems;
    else delete o.items;
    delete o.additionalItems;
  }
  // "These keys and no others", as the document means it (reported as OpenApiClosedComposition):
  // unevaluatedProperties sees the keys of allOf, oneOf and anyOf, which additionalProperties does not.
  if (isClosedComposition(o) && !('unevaluatedProperties' in o)) {
    delete o.additionalProperties;
    o.unevaluatedProperties = false;
  }
  // A closed part of an allOf (also reported) closes the whole instead: its keys and the others'.
  for (const { index } of closedParts(doc, o)) {
    o.allOf[index] = openedPart(doc, o.allOf[index]);
    if (!('unevaluatedProperties' in o)) o.unevaluatedProperties = false;
  }
  // A part giving other keys a schema the other parts' keys break (also reported) gives it to
  // the keys no part declares instead, as unevaluatedProperties of the whole.
  for (const { index, extra } of typedParts(doc, o)) {
    o.allOf[index] = untypedPart(doc, o.allOf[index]);
    if (!('unevaluatedProperties' in o)) o.unevaluatedProperties = extra;
  }
}

function isDraftTuple(o: unknown): o is OaObject {
  return (
    Boolean(o) && typeof o === 'object' && Array.isArray((o as OaObject).items) && !('prefixItems' in (o as OaObject))
  );
}

/**
 * A pointer of the document as it is in the copy `sanitizeSchemas` makes (a draft tuple's
 * `items/0` is `prefixItems/0`, its `additionalItems` is `items`), or back with `toWritten`.
 */
export function tuplePointer(doc: unknown, segments: readonly string[], toWritten = false): string[] {
  const out: string[] = [];
  const written: string[] = [];
  for (const key of segments) {
    const tuple = isDraftTuple(getAt(doc, written));
    const renamed = toWritten
      ? { prefixItems: 'items', items: 'additionalItems' }[tuple ? key : '']
      : { items: 'prefixItems', additionalItems: 'items' }[tuple ? key : ''];
    out.push(renamed ?? key);
    written.push(toWritten ? (renamed ?? key) : key);
  }
  return out;
}
