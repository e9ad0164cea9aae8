import type { OaObject, SourcePlace } from './model.js';
import { childKind, elementKind, type Kind } from './oas-kinds.js';
import { escapeSegment, getAt, parsePointer, toPointer } from './pointer.js';
import type { Problem } from './problems.js';
import { isPlainObject } from './schema-util.js';

type At = (segments: readonly (string | number)[]) => Omit<SourcePlace, 'text'>;

/**
 * `oneOf: []` and `anyOf: []` refuse every value and `allOf: []` says nothing: JSON Schema wants
 * at least one schema in each (OpenAPI 3.0's schema does not check it; 3.1's meta-schema does, in
 * words that do not say why: `shapeMetaErrors` drops its error for this one).
 */
export function emptyCompositionProblems(schema: OaObject, segments: readonly string[], at: At): Problem[] {
  const out: Problem[] = [];
  for (const key of ['allOf', 'anyOf', 'oneOf']) {
    const list = schema[key];
    if (!Array.isArray(list) || list.length > 0) continue;
    out.push({
      name: 'OpenApiInvalidDocument',
      ...at([...segments, key]),
      message: `${key}: [] lists no schema: ${key === 'allOf' ? 'it adds no rule' : 'no value can match one of none, so the schema refuses every value'}.`,
      why: `JSON Schema wants at least one schema in ${key}; validators refuse the document or, for oneOf and anyOf, every value; the pages show no alternative.`,
      fix: `list the schemas ${key === 'allOf' ? 'it combines' : 'a value may match'}, or remove \`${key}\`.`,
    });
  }
  return out;
}

/** The 3.1 meta-schema's `minItems` error of an empty allOf/anyOf/oneOf, which `emptyCompositionProblems` tells better. */
export function isEmptyCompositionError(error: { instancePath: string; keyword: string }): boolean {
  return error.keyword === 'minItems' && /\/(allOf|anyOf|oneOf)$/.test(error.instancePath);
}

/** `type/subtype`, either a `*` range, with parameters (RFC 6838's restricted names). */
const MEDIA_TYPE = /^[\w!#$&^.+*-]+\/[\w!#$&^.+*-]+\s*(;.*)?$/;
/** What a media type key written as its subtype alone, or its type alone, most likely means. */
const LIKELY: Record<string, string> = {
  json: 'application/json',
  xml: 'application/xml',
  yaml: 'application/yaml',
  'octet-stream': 'application/octet-stream',
  binary: 'application/octet-stream',
  pdf: 'application/pdf',
  'x-www-form-urlencoded': 'application/x-www-form-urlencoded',
  form: 'application/x-www-form-urlencoded',
  'form-data': 'multipart/form-data',
  multipart: 'multipart/form-data',
  application: 'application/json',
  text: 'text/plain',
  plain: 'text/plain',
  html: 'text/html',
  csv: 'text/csv',
  png: 'image/png',
  jpeg: 'image/jpeg',
  image: 'image/*',
};

/** Each key of a `content` map that is not a media type (`json`, `application`): requests and samples send it as the Content-Type. */
export function mediaTypeKeyProblems(
  content: OaObject,
  segments: readonly string[],
  at: At,
  /** Read from Swagger 2.0, whose `consumes` and `produces` the keys come from. */
  converted = false,
): Problem[] {
  const out: Problem[] = [];
  for (const key of Object.keys(content)) {
    if (MEDIA_TYPE.test(key.trim())) continue;
    const likely = LIKELY[key.trim().toLowerCase()];
    out.push({
      name: 'OpenApiInvalidDocument',
      ...at([...segments, key]),
      message: `"${key}" is not a media type: ${converted ? 'a `consumes` or `produces` value' : 'a content key'} names a type and a subtype (\`application/json\`), or a range (\`image/*\`).`,
      why: 'the key is the Content-Type of the body: code samples send it and clients choose a body by it; a server refuses one it does not know.',
      fix: likely ? `did you mean "${likely}"?` : 'write the media type in full, as `type/subtype`.',
    });
  }
  return out;
}

/** Keywords only a schema has (not `title` or `description`, which other objects have too). */
const SCHEMA_WORDS = new Set(
  'type properties items allOf anyOf oneOf not enum const $ref $dynamicRef format pattern minimum maximum exclusiveMinimum exclusiveMaximum multipleOf minLength maxLength minItems maxItems uniqueItems required additionalProperties patternProperties prefixItems if then else nullable $defs default contains propertyNames minProperties maxProperties dependentSchemas unevaluatedProperties'.split(
    ' ',
  ),
);

const KIND_NAMES: Partial<Record<Kind, string>> = {
  root: "the document's root",
  components: 'the components',
  pathItem: 'a path item',
  operation: 'an operation',
  parameter: 'a parameter',
  requestBody: 'a request body',
  response: 'a response',
  header: 'a header',
  mediaType: 'a media type object',
  encoding: 'an encoding',
  example: 'an example',
  link: 'a link',
  callback: 'a callback',
  securityScheme: 'a security scheme',
  literal: 'data (an example or a value)',
};

/** What a pointer of the document names, by where it sits (`#/components/parameters/Id`: a parameter). */
function kindAt(doc: OaObject, segments: readonly string[]): Kind {
  let kind: Kind = 'root';
  let node: unknown = doc;
  for (const segment of segments) {
    kind = Array.isArray(node) ? elementKind(kind) : childKind(kind, segment);
    node = isPlainObject(node) || Array.isArray(node) ? (node as Record<string, unknown>)[segment] : undefined;
  }
  return kind;
}

/** The schema a part that holds one gives (a parameter's, a response's first body's), as a pointer. */
function schemaInside(target: unknown, pointer: string): string | undefined {
  if (!isPlainObject(target)) return undefined;
  if (isPlainObject(target.schema)) return `${pointer}/schema`;
  if (!isPlainObject(target.content)) return undefined;
  for (const [type, media] of Object.entries(target.content))
    if (isPlainObject(media) && media.schema !== undefined) return `${pointer}/content/${escapeSegment(type)}/schema`;
  return undefined;
}

/**
 * A schema's local `$ref` to a part of the document that is not a schema (`#/info`, an operation,
 * a parameter object): the pages read it as a schema without a rule and show "any".
 */
export function schemaRefTargetProblem(
  doc: OaObject,
  schema: OaObject,
  segments: readonly string[],
  at: At,
  /** A Swagger 2.0 document read converted: the pointer as its file writes it (`#/definitions/…`). */
  written?: (ref: string) => string,
): Problem | undefined {
  const ref = schema.$ref;
  if (typeof ref !== 'string' || !(ref === '#' || ref.startsWith('#/'))) return undefined;
  const path = parsePointer(ref);
  const target = getAt(doc, path);
  if (target === undefined) return undefined;
  const kind = kindAt(doc, path);
  if (kind === 'schema') return undefined;
  // A vendor's extension (`x-schemas`) or a place OpenAPI does not define may keep schemas: one that reads as one is one.
  if (
    kind === 'any' &&
    (typeof target === 'boolean' || !isPlainObject(target) || Object.keys(target).some((k) => SCHEMA_WORDS.has(k)))
  )
    return undefined;
  const keys = isPlainObject(target) ? Object.keys(target).slice(0, 4) : [];
  const what =
    KIND_NAMES[kind] ??
    (kind.startsWith('map:')
      ? `a map of ${kind.slice(4)}s`
      : kind.startsWith('list:')
        ? `a list of ${kind.slice(5)}s`
        : `an object without a schema keyword${keys.length ? ` (its keys: ${keys.join(', ')})` : ''}`);
  // A Swagger 2.0 parameter writes its type on itself: the converted `schema` is not in the file.
  const inside = written ? undefined : schemaInside(target, `#${toPointer(path)}`);
  const first = kind === 'map:schema' && isPlainObject(target) ? Object.keys(target)[0] : undefined;
  return {
    name: 'OpenApiUnresolvedRef',
    ...at([...segments, '$ref']),
    message: `$ref "${written ? written(ref) : ref}" points to ${what}, not a schema: the pages show this schema as any value.`,
    why: "A schema's $ref stands for the schema it points to; what is not a schema sets no rule, so neither validators nor readers learn what the value is.",
    fix: inside
      ? `point it at the schema that part holds: "${inside}".`
      : first !== undefined
        ? `name one of its schemas: "${written ? written(ref) : ref}/${escapeSegment(first)}".`
        : 'point it at a schema (those of `#/components/schemas`), or write the schema in place.',
    weight: 'render',
  };
}
