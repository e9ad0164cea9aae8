import { didYouMean } from '@docgen/config';
import { HTTP_METHODS, type OaObject, type SourcePlace } from './model.js';
import { isPlainObject } from './schema-util.js';
import { closedCompositionProblem, closedPartProblems } from './closed-composition.js';
import { disjointTypesProblem, typedPartProblems } from './typed-parts.js';
import { enumTypeProblems } from './enum-types.js';
import { extensionProblems } from './extension-checks.js';
import { itemsTypeProblems } from './items-type.js';
import { draft4SchemaType } from './swagger-types.js';
import { NotShown } from './not-shown.js';
import { pathParameterProblems, patternProblem, serverVariableProblems } from './parameter-checks.js';
import { duplicateIdProblems } from './duplicate-ids.js';
import { linkProblems } from './link-checks.js';
import { securityProblems } from './security-checks.js';
import { tagProblems } from './tag-checks.js';
import { walkObjects } from './oas-kinds.js';
import { RemovedHtml } from './html-checks.js';
import {
  emptyCompositionProblems,
  isEmptyCompositionError,
  mediaTypeKeyProblems,
  schemaRefTargetProblem,
} from './shape-checks.js';
import { escapeSegment, getAt, parsePointer, toPointer } from './pointer.js';
import { refChainLoop, refLoops } from './ref-loops.js';
import type { Problem } from './problems.js';
import { type AjvLikeError, describe, missingNames } from './schema-errors.js';

type Where = (segments: readonly (string | number)[]) => SourcePlace;

/**
 * The checks of a bundled document: local `$ref`s that lead nowhere (always: the pages would miss
 * what they point to), and with `check`, the official schema of its version and unique operation
 * ids. Each problem is placed where its fault was written.
 */
export async function documentChecks(
  doc: OaObject,
  version: '3.0' | '3.1' | '3.2',
  where: Where,
  check: boolean,
  /** A Swagger 2.0 document read converted: messages name the pointer of the file as written. */
  converted = false,
): Promise<Problem[]> {
  const problems: Problem[] = [];
  const at = (segments: readonly (string | number)[]) => {
    const { text: _text, ...place } = where(segments);
    return place;
  };
  // One walk: the references, and the schema keywords the pages leave out (reported with `check`).
  const notShown = new NotShown(version);
  const closed: Problem[] = [];
  const removedHtml = new RemovedHtml();
  walkObjects(doc, (object, kind, segments) => {
    removedHtml.note(object, kind, segments);
    closed.push(...extensionProblems(object, kind, segments, at));
    if (kind === 'schema') {
      notShown.note(object, segments);
      const problem = closedCompositionProblem(doc, object, segments, version, at);
      if (problem) closed.push(problem);
      closed.push(...closedPartProblems(doc, object, segments, version, at));
      closed.push(...typedPartProblems(doc, object, segments, version, at));
      closed.push(...enumTypeProblems(object, segments, at), ...itemsTypeProblems(object, segments, at));
      const disjoint = disjointTypesProblem(doc, object, segments, at);
      if (disjoint) closed.push(disjoint);
      const pattern = patternProblem(object, segments, at);
      if (pattern) closed.push(pattern);
      closed.push(...emptyCompositionProblems(object, segments, at));
      const target = schemaRefTargetProblem(doc, object, segments, at, converted ? swaggerRef : undefined);
      if (target) problems.push(target);
    }
    if (kind === 'map:mediaType') closed.push(...mediaTypeKeyProblems(object, segments, at, converted));
    const ref = object.$ref;
    // A schema's loop is `loopProblems`' (a loop through `allOf` is one too); any other part's is here.
    const loop =
      kind !== 'schema' && typeof ref === 'string' && ref.startsWith('#') ? refChainLoop(doc, ref) : undefined;
    if (loop)
      problems.push({
        name: 'OpenApiUnresolvedRef',
        ...at([...segments, '$ref']),
        message: `$ref "${ref}" leads back to itself (${loop.join(' → ')}): it names no ${kind}, and the pages show none.`,
        why: 'A $ref stands for the part it points to; a chain of $refs must end at one.',
        fix: 'point the $ref at the part itself, not at a $ref that leads back.',
        weight: 'render',
      });
    if (typeof ref !== 'string' || !ref.startsWith('#') || getAt(doc, parsePointer(ref)) !== undefined) return;
    problems.push({
      name: 'OpenApiUnresolvedRef',
      ...at([...segments, '$ref']),
      message: `$ref "${converted ? swaggerRef(ref) : ref}" does not resolve: the document has nothing at that pointer.`,
      why: 'Every local $ref must point to an existing part of the document.',
      fix:
        (converted ? suggestRef(doc, ref)?.replace(/"#[^"]*"/g, swaggerRef) : suggestRef(doc, ref)) ??
        'correct the pointer (names are case-sensitive; `/` is written `~1`).',
      weight: 'render',
    });
  });
  problems.push(...(await removedHtml.problems(where)));
  if (!check) return problems;

  // ajv and the OpenAPI schemas load only to check: a document loaded for rendering alone never needs them.
  const { metaSchemaErrors } = await import('./meta-schema.js');
  for (const error of metaSchemaErrors(doc, version)) {
    if (isEmptyCompositionError(error)) continue;
    const segments = parsePointer(error.instancePath);
    // Read where the file writes it (a converted query parameter's `schema` is not written there).
    const written = converted ? where(segments) : undefined;
    if (written?.text !== undefined && draft4SchemaType(written.where, getAt(doc, segments))) continue;
    problems.push(schemaProblem(doc, error, at, converted));
  }

  problems.push(...duplicateIdProblems(doc, at));
  problems.push(
    ...pathParameterProblems(doc, at),
    ...serverVariableProblems(doc, at, converted),
    ...linkProblems(doc, at),
    ...securityProblems(doc, at, converted),
    ...tagProblems(doc, at),
  );
  problems.push(...webhookItemProblems(doc, at), ...closed, ...notShown.problems(at, doc), ...loopProblems(doc, at));
  return problems;
}

/** Each loop of `$ref`s that never reaches a value (`refLoops`), at the `$ref` closing it. */
function loopProblems(doc: OaObject, at: (s: readonly string[]) => Omit<SourcePlace, 'text'>): Problem[] {
  return refLoops(doc).map((loop) => ({
    name: 'OpenApiInvalidDocument',
    ...at([...loop.segments, '$ref']),
    message: `This $ref leads back to a schema being applied to the same value: ${[...loop.names, loop.names[0]].join(' → ')}, without a property or an item between.`,
    why: 'Checking a value against such a schema never ends (JSON Schema leaves it undefined): its examples are checked with this $ref read as any value.',
    fix: 'remove the $ref, or make the loop go through a property or an item (a tree of nodes holds its children in a property).',
  }));
}

/** The keys of a Path Item beside its operations (by method) and extensions. */
const PATH_ITEM_KEYS = new Set(['$ref', 'summary', 'description', 'servers', 'parameters', 'additionalOperations']);

/**
 * Redoc's `x-webhooks` of a 3.0 document, read as 3.1's `webhooks`: each a Path Item, which no
 * official schema checks there. A key it does not take is reported; one holding operations (a
 * callback's expression, `"{$request.body#/callback}": { post }`) leaves the webhook without any.
 */
function webhookItemProblems(doc: OaObject, at: (s: readonly string[]) => Omit<SourcePlace, 'text'>): Problem[] {
  const problems: Problem[] = [];
  const methods = HTTP_METHODS as readonly string[];
  const hooks = (doc.webhooks && typeof doc.webhooks === 'object' ? doc.webhooks : {}) as OaObject;
  for (const [name, item] of Object.entries((doc['x-webhooks'] ?? {}) as Record<string, OaObject>)) {
    if (!item || typeof item !== 'object') continue;
    if (Object.hasOwn(hooks, name)) {
      // A copy for renderers of 3.0, read from `webhooks` alone: one that differs would vanish unsaid.
      if (JSON.stringify(item) !== JSON.stringify(hooks[name]))
        problems.push({
          name: 'OpenApiInvalidDocument',
          ...at(['x-webhooks', name]),
          message: `/x-webhooks/${name} is not the same as /webhooks/${name}: the pages show the webhook of "webhooks", and this one is not read.`,
          why: "x-webhooks is Redoc's name for 3.1's webhooks, written beside them for renderers of 3.0: one name is one webhook, read from webhooks.",
          fix: `make /x-webhooks/${name} a copy of /webhooks/${name} (or remove it), or give it a name of its own.`,
        });
      continue;
    }
    for (const [key, inner] of Object.entries(item)) {
      if (PATH_ITEM_KEYS.has(key) || key.startsWith('x-') || methods.includes(key)) continue;
      const held = inner && typeof inner === 'object' ? Object.keys(inner).filter((k) => methods.includes(k)) : [];
      problems.push({
        name: 'OpenApiInvalidDocument',
        ...at(['x-webhooks', name, key]),
        message: `/x-webhooks/${name} has the key "${key}", which a Path Item does not take${held.length > 0 ? `: its operations (${held.join(', ')}) are not read, and the webhook has no page` : ''}.`,
        why: "x-webhooks (Redoc's extension, read as 3.1's webhooks) gives each webhook's name a Path Item: its operations by method.",
        fix:
          held.length > 0
            ? `"${key}" is written as a callback's expression: put ${held.join(', ')} directly under "${name}".`
            : `remove "${key}", or name it as an extension ("x-${key}").`,
      });
    }
  }
  return problems;
}

/** A fault against the OpenAPI schema, at its line: an extra key at the key, a wrong value at the value. */
function schemaProblem(
  doc: OaObject,
  e: AjvLikeError,
  at: (s: readonly string[]) => Omit<SourcePlace, 'text'>,
  converted: boolean,
): Problem {
  const segments = parsePointer(e.instancePath);
  const extra = (e.params?.additionalProperty ?? e.params?.unevaluatedProperty) as string | undefined;
  const key = e.propertyName;
  const place = at(extra !== undefined ? [...segments, extra] : key !== undefined ? [...segments, key] : segments);
  // A Swagger 2.0 document's fault is named by its pointer there (a request body was a parameter).
  const written = extra !== undefined || key !== undefined ? at(segments).where : place.where;
  const pointer = (converted ? written.replace(/^#/, '') : e.instancePath) || '/';
  return {
    name: 'OpenApiInvalidDocument',
    ...place,
    message:
      key !== undefined
        ? `${pointer} has the name "${key}", which ${describe(e)}`
        : `${pointer} ${converted ? describeWritten(e, segments, at) : describe(e)}`,
    why: 'The document does not follow the OpenAPI specification schema.',
    ...withFix(
      schemaFix(doc, e, segments, extra, converted) ??
        draftFix(getAt(doc, segments), segments, converted) ??
        nullTypeFix(getAt(doc, segments), segments, converted),
    ),
  };
}

/**
 * ajv's sentence for a fault of a converted Swagger 2.0 document, whose lists may have lost items
 * (a body parameter became the request body): the two items the same named by their index as written.
 */
function describeWritten(e: AjvLikeError, segments: string[], at: (s: readonly string[]) => { where: string }): string {
  const { i, j } = e.params ?? {};
  if (e.keyword !== 'uniqueItems' || typeof i !== 'number' || typeof j !== 'number') return describe(e);
  const index = (n: number) =>
    at([...segments, String(n)])
      .where.split('/')
      .at(-1);
  return `must NOT have duplicate items (items ## ${index(j)} and ${index(i)} are identical)`;
}

/** Keys of OpenAPI 3.0 that Swagger 2.0 has not: no fix of a Swagger 2.0 file suggests them. */
const NOT_IN_SWAGGER = new Set(['oneOf', 'anyOf', 'not', 'nullable', 'writeOnly', 'deprecated', 'requestBody']);

function schemaFix(
  doc: OaObject,
  e: AjvLikeError,
  segments: string[],
  extra: string | undefined,
  converted: boolean,
): string | undefined {
  const value = getAt(doc, segments);
  // `4xx`: the specification's status code ranges are written with a capital X.
  if (extra !== undefined && segments.at(-1) === 'responses' && /^[1-5](?:[0-9xX]{2})$/.test(extra) && /x/.test(extra))
    return `write "${extra.toUpperCase()}": a range of status codes is written with a capital X.`;
  // Mollie's `{ $ref: '#/components/parameters/from', schema: … }`: a Reference Object's other keys.
  if (extra !== undefined && value && typeof value === 'object' && typeof (value as OaObject).$ref === 'string')
    return `a $ref takes only summary and description beside it: OpenAPI tools ignore "${extra}" (these pages show it); write it in what the $ref points to, or write the object inline in place of the $ref.`;
  if (extra !== undefined) {
    const known = Object.keys(((e.parentSchema as OaObject | undefined)?.properties ?? {}) as OaObject).filter(
      (k) => !(converted && NOT_IN_SWAGGER.has(k)),
    );
    return (
      didYouMean(extra, known) ??
      `remove "${extra}", or name it "x-${extra}" to keep it as an extension (extensions start with "x-").`
    );
  }
  const key = e.propertyName;
  if (key !== undefined && e.keyword === 'pattern' && e.params?.pattern === COMPONENT_NAME) {
    const renamed = key.replace(/[^a-zA-Z0-9._-]+/g, '_');
    return `rename it "${renamed}" (letters, digits, ".", "_" and "-"), and the $refs that name it.`;
  }
  if (e.keyword === 'enum' && segments.at(-1) === 'type' && typeof value === 'string') {
    const alias = TYPE_ALIASES[value.toLowerCase()];
    if (alias) return `write ${alias}.`;
  }
  if (e.keyword === 'enum' || e.keyword === 'const') {
    const allowed = (e.keyword === 'const' ? [e.params?.allowedValue] : (e.params?.allowedValues as unknown[])) ?? [];
    const strings = allowed.filter((v): v is string => typeof v === 'string');
    return (typeof value === 'string' && suggestValue(value.replace(/[^\w-]+/g, ''), strings)) || undefined;
  }
  if (e.keyword === 'type' && typeof value === 'string' && /number|integer/.test(String(e.params?.type))) {
    if (value.trim() !== '' && Number.isFinite(Number(value)))
      return `remove the quotes: ${segments.at(-1)}: ${value.trim()}.`;
  }
  if (e.keyword === 'required' || e.params?.missingOneOf) return `add ${missingNames(e)}.`;
  // 3.0's boolean form in a 3.1 document, where the bound itself is the value.
  const bound = segments.at(-1);
  if (
    e.keyword === 'type' &&
    typeof value === 'boolean' &&
    (bound === 'exclusiveMinimum' || bound === 'exclusiveMaximum')
  ) {
    const limit = bound === 'exclusiveMinimum' ? 'minimum' : 'maximum';
    const n = (getAt(doc, segments.slice(0, -1)) as OaObject | undefined)?.[limit];
    return value
      ? `write ${bound}: ${typeof n === 'number' ? n : `<the ${limit}>`} in place of ${limit}${typeof n === 'number' ? `: ${n}` : ''} and ${bound}: true (OpenAPI 3.1 gives the bound itself).`
      : `remove ${bound}: false (OpenAPI 3.1 gives the bound itself, as a number).`;
  }
  if (e.keyword === 'uniqueItems' && bound === 'required') return 'list each required property once.';
  if (bound === '$recursiveAnchor' || bound === '$recursiveRef')
    return `${bound} is JSON Schema 2019-09: OpenAPI 3.1 (2020-12) writes $dynamicAnchor: <name> and $dynamicRef: '#<name>', or a plain $ref to the schema.`;
  if (e.keyword === 'type' && value === null) return 'give it a value, or remove the key (null is not allowed here).';
  if (e.keyword === 'type' && bound === 'examples' && isPlainObject(value) && String(e.params?.type).includes('array'))
    return "a schema's `examples` is a list of values (JSON Schema's): write `examples: [<value>, …]`; named examples (`{ <name>: { value: … } }`) go beside `schema`, in the media type's or the parameter's `examples`.";
  // `- $ref:'#/components/schemas/StringPatch'` (Bandwidth's): no space after the colon, so YAML reads one string.
  const glued = typeof value === 'string' ? /^([$\w-]+):(\S.*)$/.exec(value) : null;
  if (e.keyword === 'type' && glued && String(e.params?.type).includes('object'))
    return `put a space after the colon: ${glued[1]}: ${glued[2]} (without it, YAML reads "${value}" as one string, not a key and its value).`;
  if (e.keyword === 'type' && typeof value === 'string' && String(e.params?.type).includes('array'))
    return `write a list: [${value}].`;
  return undefined;
}

const DRAFT4 = ['array', 'boolean', 'integer', 'null', 'number', 'object', 'string'];

/**
 * `type: [string, 'null']` and `items: [A, B]` are JSON Schema that OpenAPI 3.1 reads and 3.0 and
 * Swagger 2.0 do not (their schemas take one type, and one schema for every item); the pages
 * show them as written.
 */
function draftFix(value: unknown, segments: string[], swagger: boolean): string | undefined {
  if (!Array.isArray(value)) return undefined;
  if (segments.at(-1) === 'type') {
    const types = value.filter((t): t is string => typeof t === 'string' && t !== 'null');
    // Swagger 2.0's schema takes draft 4's list: one that fails names what is no type.
    const unknown = types.find((t) => !DRAFT4.includes(t));
    if (swagger && unknown !== undefined)
      return `${didYouMean(unknown, DRAFT4) ?? `"${unknown}" is no type`}: a list of types takes ${DRAFT4.join(', ')}, each once.`;
    const nullable = types.length < value.length ? ` with ${swagger ? 'x-nullable' : 'nullable'}: true` : '';
    const one =
      types.length === 1
        ? `write type: ${types[0]}${nullable}`
        : swagger
          ? 'leave type out and say the types in the description'
          : `write oneOf, a schema per type${nullable}`;
    const why = swagger
      ? 'Swagger 2.0 gives a schema one type and has no oneOf'
      : 'OpenAPI 3.0 gives a schema one type';
    return `${one} (${why}), or make the document OpenAPI 3.1, which reads the list.`;
  }
  if (segments.at(-1) === 'items')
    return `give items one schema: items: { oneOf: [...] } for items of either kind; for a tuple, make the document OpenAPI 3.1 and write prefixItems: [...].`;
  return undefined;
}

/** `type: 'null'`, JSON Schema's, which 3.0 and Swagger 2.0 write as a flag beside another type. */
function nullTypeFix(value: unknown, segments: string[], swagger: boolean): string | undefined {
  if (value !== 'null' || segments.at(-1) !== 'type') return undefined;
  const flag = swagger ? 'x-nullable' : 'nullable';
  // A response's `schema: { type: 'null' }` (a 204's) means it has no body.
  if (segments.at(-3) === 'responses' || segments.at(-2) === 'schema')
    return `remove the schema if there is no body; else give the type of the value with ${flag}: true (${swagger ? 'Swagger 2.0' : 'OpenAPI 3.0'} has no null type).`;
  return `give the type of the value with ${flag}: true (${swagger ? 'Swagger 2.0' : 'OpenAPI 3.0'} has no null type), or make the document OpenAPI 3.1.`;
}

/** Type names of programming languages that documents write for JSON Schema's. */
const TYPE_ALIASES: Record<string, string> = {
  text: 'type: string',
  str: 'type: string',
  int: 'type: integer',
  long: 'type: integer, format: int64',
  float: 'type: number, format: float',
  double: 'type: number, format: double',
  decimal: 'type: number',
  bool: 'type: boolean',
  date: 'type: string, format: date',
  datetime: 'type: string, format: date-time',
  'date-time': 'type: string, format: date-time',
  list: 'type: array',
  dict: 'type: object',
  map: 'type: object',
  file: 'type: string, format: binary',
};

/** What the OpenAPI schema allows as the name of a component. */
const COMPONENT_NAME = '^[a-zA-Z0-9._-]+$';

/** "did you mean …?": the value with other capitals alone when there is one (`de` → "DE"), else the close ones. */
export function suggestValue(value: string, allowed: readonly string[]): string | undefined {
  const same = allowed.find((a) => a.toLowerCase() === value.toLowerCase());
  return same !== undefined ? `did you mean "${same}"?` : didYouMean(value, allowed);
}

function withFix(fix: string | undefined): { fix?: string } {
  return fix ? { fix } : {};
}

/** "did you mean …?" for a broken local `$ref`, among the names next to the one it asks for. */
function suggestRef(doc: OaObject, ref: string): string | undefined {
  const segments = parsePointer(ref);
  const name = segments.at(-1);
  const parent = getAt(doc, segments.slice(0, -1));
  if (name === undefined || !parent || typeof parent !== 'object') return undefined;
  // A name its generator qualifies (Kubernetes' `io.k8s.api.core.v1.Pod`, a Go or Java package's),
  // written with the end of its qualifier alone (`v1.Pod`): too far for an edit distance.
  const qualified = Object.keys(parent).filter(
    (key) => key.length > name.length && key.endsWith(name) && /[./:_-]/.test(key[key.length - name.length - 1] ?? ''),
  );
  const close = qualified.length === 1 ? `did you mean "${qualified[0]}"?` : didYouMean(name, Object.keys(parent));
  if (!close) return undefined;
  const prefix = `#${toPointer(segments.slice(0, -1))}/`;
  return close.replace(/"([^"]*)"/g, (_, n: string) => `"${prefix}${escapeSegment(n)}"`);
}

/** A `$ref` of a converted Swagger 2.0 document as its file writes it (`#/definitions/Pet`). */
function swaggerRef(ref: string): string {
  return ref.replace(
    /^("?)#\/components\/(schemas|parameters|responses|securitySchemes)\//,
    (_, quote: string, section: string) =>
      `${quote}#/${{ schemas: 'definitions', securitySchemes: 'securityDefinitions' }[section] ?? section}/`,
  );
}
