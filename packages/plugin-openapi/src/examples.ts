import type { Diagnostic } from '@docgen/config';
import { branchValidator, createAjv, safeValidate, type ValidateFn } from './ajv-setup.js';
import { sanitizeSchemas, toJsonSchema2020 } from './json-schema.js';
import { deref, HTTP_METHODS, type LoadedApi, type OaObject, type SourcePlace, WEBHOOK_ROOTS } from './model.js';
import { getAt, parsePointer, toPointer } from './pointer.js';
import { exampleFix } from './example-fix.js';
import { generatedChecks, generatedProblem, wantsGeneratedExample } from './generated-examples.js';
import { type Direction, oneWayRequired } from './one-way.js';
import { diagnosticsAt, type Problem, type ValidateLevel } from './problems.js';
import { describe, documentErrors, pointerIndex, refineErrors, schemaRule } from './schema-errors.js';

const DOC_ID = 'https://docgen.invalid/openapi.json';
const GENERIC_FIX =
  'correct the example (or the schema, if the example is right): every example is validated at build time.';

export interface Check {
  /** An example the pages make from the schema (the document gives none): reported at the schema. */
  generated?: boolean;
  /** What the example belongs to, for the message: `operation createOrder, request body (application/json)`. */
  context: string;
  /** `standard`, `example`, `examples[0]`. */
  exampleName: string;
  value: unknown;
  valueSegments: string[];
  schemaSegments: string[];
  /** The way the example travels, when its place tells (a schema's own example goes both ways). */
  direction?: Direction;
}

/**
 * Validates every example of the document against its schema (JSON Schema 2020-12 with the
 * formats of ajv-formats; OpenAPI 3.0 `nullable` understood; `multipleOf` exact on decimals):
 * request bodies, responses, parameters, headers, webhook payloads and the `examples` of schemas.
 * Returns one `OpenApiInvalidExample` diagnostic per fault, all of them, at the line of the wrong
 * value in its file: errors with `validate: 'error'` (the default), warnings with `'warn'`,
 * nothing with `'off'`.
 */
export function validateExamples(api: LoadedApi, options: { validate?: ValidateLevel } = {}): Diagnostic[] {
  const level = options.validate ?? 'error';
  if (level === 'off') return [];
  return diagnosticsAt(exampleProblems(api), level);
}

/** The faults of the examples, before they become diagnostics. */
export function exampleProblems(api: LoadedApi): Problem[] {
  const { doc } = api;
  const media: { schemaSegments: string[]; context: string }[] = [];
  const checks = collectChecks(doc, media);
  for (const g of generatedChecks(doc, media))
    checks.push({ ...g, generated: true, exampleName: '', valueSegments: g.schemaSegments });
  if (checks.length === 0) return [];
  const ajv = createAjv();
  // 3.1 documents use `nullable` too (svix: 624 times): read as 3.0 says, not as ajv's keyword.
  const schemaDoc = toJsonSchema2020(sanitizeSchemas(structuredClone(doc)));
  try {
    ajv.addSchema(schemaDoc, DOC_ID);
  } catch (error) {
    return [
      {
        name: 'OpenApiInvalidDocument',
        file: api.file,
        message: `The examples cannot be checked: the schemas of the document do not compile (${(error as Error).message}).`,
        why: 'Examples are validated against their schema with JSON Schema 2020-12.',
      },
    ];
  }
  const branches = branchValidator(ajv, [{ id: DOC_ID, schema: schemaDoc }]);
  const pointers = pointerIndex(schemaDoc);
  const place = (segments: readonly string[]): SourcePlace =>
    api.place?.(segments) ?? { file: api.file, ...(api.locate(segments) ?? {}), where: `#${toPointer(segments)}` };
  // The document's own example values, which examples made from schemas take in (by reference).
  const written = new WeakSet<object>();
  for (const c of checks) if (!c.generated && c.value && typeof c.value === 'object') written.add(c.value);
  const validators = new Map<string, ValidateFn | undefined>();
  const problems: Problem[] = [];
  const reported = new Set<string>();
  for (const check of checks) {
    const key = toPointer(check.schemaSegments);
    if (!validators.has(key)) {
      let fn: ValidateFn | undefined;
      try {
        fn = ajv.getSchema(`${DOC_ID}#${encodeFragment(key)}`) as ValidateFn | undefined;
      } catch (error) {
        // A schema that does not compile is reported with the document's faults; a made-up example is not checked.
        validators.set(key, undefined);
        if (check.generated) continue;
        const { text: _text, ...at } = place(check.schemaSegments);
        problems.push({
          name: 'OpenApiInvalidDocument',
          ...at,
          message: `The schema of ${check.context} cannot be compiled: ${(error as Error).message}`,
          why: 'Examples are validated against their schema with JSON Schema 2020-12.',
        });
      }
      validators.set(key, fn);
    }
    const validate = validators.get(key);
    if (!validate) continue;
    const valid = safeValidate(validate, check.value);
    if (valid === undefined && !check.generated) {
      const { text: _text, ...at } = place(check.valueSegments);
      problems.push({
        name: 'OpenApiInvalidDocument',
        ...at,
        message: `Example "${check.exampleName}" of ${check.context} cannot be checked: checking it against its schema does not end.`,
        why: 'Examples are validated against their schema with JSON Schema 2020-12; this schema applies itself to the same value again and again.',
        fix: 'look for a loop of $ref, allOf, anyOf or oneOf in the schema that never goes through a property or an item, and break it.',
      });
    }
    if (valid !== false) continue;
    const refined = refineErrors(validate.errors ?? [], check.value, branches);
    // A required key its direction leaves out (a request's `readOnly` id) is no fault of the example.
    const { direction } = check;
    const errors = documentErrors(
      direction ? refined.filter((e) => !oneWayRequired(e, direction, schemaDoc, pointers)) : refined,
    );
    if (check.generated) {
      const problem = generatedProblem(check, errors, place, pointers, written, schemaDoc);
      if (problem) problems.push(problem);
      continue;
    }
    for (const error of errors) {
      const extra = (error.params?.additionalProperty ?? error.params?.unevaluatedProperty) as string | undefined;
      const valuePath = parsePointer(error.instancePath);
      const failing = [...check.valueSegments, ...valuePath];
      const { text, ...at } = place(extra !== undefined ? [...failing, extra] : failing);
      // One value reached by two paths (a YAML alias or merge key copies it) is one fault.
      const key = `${at.file}:${at.line}:${at.column}:${error.instancePath} ${describe(error)}`;
      if (at.line !== undefined && reported.has(key)) continue;
      reported.add(key);
      problems.push({
        name: 'OpenApiInvalidExample',
        ...at,
        message: `Example "${check.exampleName}" of ${check.context} does not match its schema: ${error.instancePath || '/'} ${describe(error)}.`,
        why: schemaRule(error, pointers) || 'Examples are validated against their schema.',
        fix: exampleFix(error, getAt(check.value, valuePath), valuePath.at(-1), text, api.version) ?? GENERIC_FIX,
      });
    }
  }
  return problems;
}

function encodeFragment(pointer: string): string {
  return pointer
    .split('/')
    .map((s) => encodeURIComponent(s).replace(/%7E/gi, '~'))
    .join('/');
}

/** Every (example, schema) pair of the document, each once. */
function collectChecks(doc: OaObject, generated: { schemaSegments: string[]; context: string }[]): Check[] {
  const checks: Check[] = [];
  const seen = new Set<string>();
  const add = (check: Check) => {
    // A schema that is only a $ref is the schema it points to: one example shared by two operations is checked once.
    const schemaNode = getAt(doc, check.schemaSegments) as OaObject | undefined;
    if (
      schemaNode &&
      typeof schemaNode === 'object' &&
      typeof schemaNode.$ref === 'string' &&
      Object.keys(schemaNode).length === 1
    ) {
      const target = deref(doc, schemaNode).segments;
      if (target) check = { ...check, schemaSegments: target };
    }
    const key = `${toPointer(check.valueSegments)}\0${toPointer(check.schemaSegments)}`;
    if (seen.has(key)) return;
    seen.add(key);
    checks.push(check);
  };
  const schemaSeen = new Set<string>();

  /** `examples` (2020-12 array) and `example` (OpenAPI) of a schema and of its subschemas. */
  const walkSchema = (node: unknown, segments: string[], context: string) => {
    if (!node || typeof node !== 'object' || Array.isArray(node)) return;
    const key = toPointer(segments);
    if (schemaSeen.has(key)) return;
    schemaSeen.add(key);
    const schema = node as OaObject;
    if (Array.isArray(schema.examples)) {
      for (const [i, value] of (schema.examples as unknown[]).entries())
        add({
          context,
          exampleName: `examples[${i}]`,
          value,
          valueSegments: [...segments, 'examples', String(i)],
          schemaSegments: segments,
        });
    }
    if ('example' in schema)
      add({
        context,
        exampleName: 'example',
        value: schema.example,
        valueSegments: [...segments, 'example'],
        schemaSegments: segments,
      });
    for (const k of [
      'items',
      'not',
      'additionalProperties',
      'contains',
      'if',
      'then',
      'else',
      'propertyNames',
      'unevaluatedItems',
      'unevaluatedProperties',
    ]) {
      if (schema[k] && typeof schema[k] === 'object') walkSchema(schema[k], [...segments, k], context);
    }
    for (const k of ['allOf', 'anyOf', 'oneOf', 'prefixItems']) {
      if (Array.isArray(schema[k]))
        for (const [i, s] of (schema[k] as unknown[]).entries()) walkSchema(s, [...segments, k, String(i)], context);
    }
    for (const k of ['properties', 'patternProperties', '$defs', 'dependentSchemas']) {
      if (schema[k] && typeof schema[k] === 'object')
        for (const [name, s] of Object.entries(schema[k] as OaObject)) walkSchema(s, [...segments, k, name], context);
    }
  };

  /** `example` / `examples` of something that has a schema (parameter, header, media type). */
  const examplesOf = (
    holder: OaObject,
    holderSegments: string[],
    schemaSegments: string[],
    context: string,
    direction: Direction,
    text = false,
  ) => {
    const addExample = (check: Check) => {
      if (!(text && typeof check.value === 'string')) add({ ...check, direction });
    };
    if ('example' in holder)
      addExample({
        context,
        exampleName: 'example',
        value: holder.example,
        valueSegments: [...holderSegments, 'example'],
        schemaSegments,
      });
    if (holder.examples && typeof holder.examples === 'object' && !Array.isArray(holder.examples)) {
      for (const [name, raw] of Object.entries(holder.examples as OaObject)) {
        const ex = deref<OaObject>(doc, raw as OaObject, [...holderSegments, 'examples', name]);
        const key = ex.value && typeof ex.value === 'object' && 'dataValue' in ex.value ? 'dataValue' : 'value';
        if (!ex.value || typeof ex.value !== 'object' || !(key in ex.value)) continue;
        addExample({
          context,
          exampleName: name,
          value: ex.value[key],
          valueSegments: [...(ex.segments ?? [...holderSegments, 'examples', name]), key],
          schemaSegments,
        });
      }
    }
  };

  const content = (contentMap: unknown, segments: string[], context: string, direction: Direction) => {
    if (!contentMap || typeof contentMap !== 'object') return;
    for (const [mediaType, raw] of Object.entries(contentMap as OaObject)) {
      const m = deref<OaObject>(doc, raw as OaObject, [...segments, mediaType]);
      const media = m.value;
      if (!media || typeof media !== 'object' || !media.schema) continue;
      const mediaSegments = m.segments ?? [...segments, mediaType];
      walkSchema((media as OaObject).schema, [...mediaSegments, 'schema'], context);
      // An XML (or other non-JSON) example is written as its text: not data to check against the schema.
      const text = !/json|^\*\/\*$|yaml/i.test(mediaType);
      const mediaContext = `${context} (${mediaType})`;
      examplesOf(media as OaObject, mediaSegments, [...mediaSegments, 'schema'], mediaContext, direction, text);
      if (wantsGeneratedExample(media, mediaType))
        generated.push({ schemaSegments: [...mediaSegments, 'schema'], context: `${context} (${mediaType})` });
    }
  };

  const parameter = (raw: unknown, segments: string[], owner: string) => {
    const p = deref<OaObject>(doc, raw as OaObject, segments);
    if (!p.value || typeof p.value !== 'object') return;
    const where = p.segments ?? segments;
    const context = `${owner}, parameter "${String(p.value.name)}" (${String(p.value.in)})`;
    if (p.value.schema) {
      walkSchema(p.value.schema, [...where, 'schema'], context);
      examplesOf(p.value, where, [...where, 'schema'], context, 'request');
    }
    if (p.value.content) content(p.value.content, [...where, 'content'], context, 'request');
  };

  const header = (name: string, raw: unknown, segments: string[], owner: string) => {
    const hd = deref<OaObject>(doc, raw as OaObject, segments);
    if (!hd.value || typeof hd.value !== 'object') return;
    const where = hd.segments ?? segments;
    const context = `${owner}, header "${name}"`;
    if (hd.value.schema) {
      walkSchema(hd.value.schema, [...where, 'schema'], context);
      examplesOf(hd.value, where, [...where, 'schema'], context, 'response');
    }
    if (hd.value.content) content(hd.value.content, [...where, 'content'], context, 'response');
  };

  const response = (raw: unknown, segments: string[], context: string) => {
    const r = deref<OaObject>(doc, raw as OaObject, segments);
    if (!r.value || typeof r.value !== 'object') return;
    const where = r.segments ?? segments;
    for (const [name, h] of Object.entries((r.value.headers ?? {}) as OaObject))
      header(name, h, [...where, 'headers', name], context);
    content(r.value.content, [...where, 'content'], context, 'response');
  };

  const requestBody = (raw: unknown, segments: string[], context: string) => {
    const b = deref<OaObject>(doc, raw as OaObject, segments);
    if (!b.value || typeof b.value !== 'object') return;
    content(b.value.content, [...(b.segments ?? segments), 'content'], context, 'request');
  };

  const callbacksSeen = new Set<string>();
  const operation = (item: OaObject, itemSegments: string[], method: string, name: string, body: string) => {
    const op = item[method] as OaObject;
    const opSegments = [...itemSegments, method];
    for (const [i, p] of ((item.parameters ?? []) as unknown[]).entries())
      parameter(p, [...itemSegments, 'parameters', String(i)], name);
    for (const [i, p] of ((op.parameters ?? []) as unknown[]).entries())
      parameter(p, [...opSegments, 'parameters', String(i)], name);
    if (op.requestBody) requestBody(op.requestBody, [...opSegments, 'requestBody'], `${name}, ${body}`);
    for (const [status, r] of Object.entries((op.responses ?? {}) as OaObject))
      response(r, [...opSegments, 'responses', status], `${name}, response ${status}`);
    // The requests the API sends back (`callbacks`), each a path item of its own.
    for (const [cbName, rawCallback] of Object.entries((op.callbacks ?? {}) as OaObject)) {
      const cb = deref<OaObject>(doc, rawCallback as OaObject, [...opSegments, 'callbacks', cbName]);
      if (!cb.value || typeof cb.value !== 'object') continue;
      const cbSegments = cb.segments ?? [...opSegments, 'callbacks', cbName];
      // A callback component whose request has the same callback is walked once.
      if (callbacksSeen.has(toPointer(cbSegments))) continue;
      callbacksSeen.add(toPointer(cbSegments));
      for (const [expression, rawItem] of Object.entries(cb.value)) {
        const cbItem = deref<OaObject>(doc, rawItem as OaObject, [...cbSegments, expression]);
        if (expression.startsWith('x-') || !cbItem.value || typeof cbItem.value !== 'object') continue;
        for (const m of HTTP_METHODS) {
          if (!cbItem.value[m] || typeof cbItem.value[m] !== 'object') continue;
          const cbContext = `${name}, callback ${cbName} (${m.toUpperCase()} ${expression})`;
          operation(cbItem.value, cbItem.segments ?? [...cbSegments, expression], m, cbContext, 'payload');
        }
      }
    }
  };

  for (const root of ['paths', ...WEBHOOK_ROOTS] as const) {
    for (const [key, rawItem] of Object.entries((doc[root] ?? {}) as OaObject)) {
      const item = deref<OaObject>(doc, rawItem as OaObject, [root, key]);
      if (!item.value || typeof item.value !== 'object') continue;
      const itemSegments = item.segments ?? [root, key];
      for (const method of HTTP_METHODS) {
        const op = item.value[method] as OaObject | undefined;
        if (!op || typeof op !== 'object') continue;
        const name =
          root !== 'paths'
            ? `webhook ${key}${op.operationId ? ` (${String(op.operationId)})` : ''}`
            : `operation ${op.operationId ? String(op.operationId) : `${method.toUpperCase()} ${key}`}`;
        operation(item.value, itemSegments, method, name, root !== 'paths' ? 'payload' : 'request body');
      }
    }
  }

  // Components that no operation uses (and the schemas' own examples).
  const components = (doc.components ?? {}) as OaObject;
  for (const [name, s] of Object.entries((components.schemas ?? {}) as OaObject))
    walkSchema(s, ['components', 'schemas', name], `schema ${name}`);
  for (const [name, p] of Object.entries((components.parameters ?? {}) as OaObject))
    parameter(p, ['components', 'parameters', name], `component parameter ${name}`);
  for (const [name, h] of Object.entries((components.headers ?? {}) as OaObject))
    header(name, h, ['components', 'headers', name], `component header ${name}`);
  for (const [name, r] of Object.entries((components.responses ?? {}) as OaObject))
    response(r, ['components', 'responses', name], `component response ${name}`);
  for (const [name, b] of Object.entries((components.requestBodies ?? {}) as OaObject))
    requestBody(b, ['components', 'requestBodies', name], `component request body ${name}`);
  return checks;
}

export { toJsonSchema2020 } from './json-schema.js';
