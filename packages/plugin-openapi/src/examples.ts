import type { Diagnostic } from '@docgen/config';
import Ajv2020Module from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { describe, documentErrors, type AjvLikeError } from './load.js';
import { deref, HTTP_METHODS, type LoadedApi, type OaObject } from './model.js';
import { getAt, toPointer } from './pointer.js';

type AjvClass = typeof import('ajv/dist/2020.js').default;
type AjvInstance = InstanceType<AjvClass>;
type ValidateFn = ((data: unknown) => boolean) & {
  errors?: (AjvLikeError & { parentSchema?: object; schema?: unknown })[] | null;
};
const Ajv2020 = ((Ajv2020Module as unknown as { default?: AjvClass }).default ?? Ajv2020Module) as AjvClass;
const addFormats = ((addFormatsModule as unknown as { default?: (ajv: AjvInstance) => void }).default ??
  addFormatsModule) as unknown as (ajv: AjvInstance) => void;

const DOC_ID = 'https://docgen.invalid/openapi.json';
const MAX_EXAMPLE_DIAGNOSTICS = 20;

interface Check {
  /** What the example belongs to, for the message: `operation createOrder, request body (application/json)`. */
  context: string;
  /** `standard`, `example`, `examples[0]`. */
  exampleName: string;
  value: unknown;
  valueSegments: string[];
  schemaSegments: string[];
}

/**
 * Validates every example of the document against its schema (JSON Schema 2020-12 with the
 * formats of ajv-formats): request bodies, responses, parameters, headers, webhook payloads and
 * the `examples` of schemas. Returns one `OpenApiInvalidExample` diagnostic per bad example.
 */
export function validateExamples(api: LoadedApi): Diagnostic[] {
  const { doc } = api;
  const checks = collectChecks(doc);
  const ajv = new Ajv2020({ strict: false, allErrors: true, verbose: true, logger: false, validateSchema: false });
  addFormats(ajv);
  const schemaDoc = api.version === '3.0' ? toJsonSchema2020(structuredClone(doc)) : doc;
  ajv.addSchema(schemaDoc, DOC_ID);
  const pointers = pointerIndex(schemaDoc);
  const validators = new Map<string, ValidateFn | undefined>();
  const diagnostics: Diagnostic[] = [];
  for (const check of checks) {
    const key = toPointer(check.schemaSegments);
    if (!validators.has(key)) {
      let fn: ValidateFn | undefined;
      try {
        fn = ajv.getSchema(`${DOC_ID}#${encodeFragment(key)}`) as ValidateFn | undefined;
      } catch (error) {
        diagnostics.push({
          name: 'OpenApiInvalidDocument',
          severity: 'error',
          file: api.file,
          ...(api.locate(check.schemaSegments) ?? {}),
          where: `#${key}`,
          message: `The schema of ${check.context} cannot be compiled: ${(error as Error).message}`,
          why: 'Examples are validated against their schema with JSON Schema 2020-12.',
        });
      }
      validators.set(key, fn);
    }
    const validate = validators.get(key);
    if (!validate || validate(check.value)) continue;
    const errors = documentErrors(validate.errors ?? []);
    const first = errors[0];
    if (!first) continue;
    const failing = [
      ...check.valueSegments,
      ...first.instancePath
        .split('/')
        .slice(1)
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~')),
    ];
    const others = errors.slice(1, 4).map((e) => `${e.instancePath || '/'} ${describe(e)}`);
    diagnostics.push({
      name: 'OpenApiInvalidExample',
      severity: 'error',
      file: api.file,
      ...(api.locate(failing) ?? api.locate(check.valueSegments) ?? {}),
      where: `#${toPointer(failing)}`,
      message: `Example "${check.exampleName}" of ${check.context} does not match its schema: ${first.instancePath || '/'} ${describe(first)}.`,
      why: [schemaRule(first, pointers), others.length > 0 ? `Also: ${others.join('; ')}.` : '']
        .filter(Boolean)
        .join(' '),
      fix: 'correct the example (or the schema, if the example is right): every example is validated at build time.',
    });
    if (diagnostics.length >= MAX_EXAMPLE_DIAGNOSTICS) break;
  }
  return diagnostics;
}

/** "The schema at #/components/schemas/Item/properties/weight says "type": "integer"." */
function schemaRule(
  error: AjvLikeError & { parentSchema?: object; schema?: unknown },
  pointers: WeakMap<object, string>,
): string {
  const where = error.parentSchema ? pointers.get(error.parentSchema) : undefined;
  const rule =
    error.keyword === 'required' ||
    error.keyword === 'type' ||
    error.keyword === 'enum' ||
    error.keyword === 'const' ||
    error.keyword === 'format' ||
    typeof error.schema !== 'object'
      ? ` says ${JSON.stringify({ [error.keyword]: error.schema })}`
      : '';
  return where ? `The schema at #${where}${rule}.` : '';
}

/** Every object of the document → its JSON pointer (to name the schema rule an example breaks). */
function pointerIndex(doc: unknown): WeakMap<object, string> {
  const map = new WeakMap<object, string>();
  const visit = (node: unknown, pointer: string) => {
    if (!node || typeof node !== 'object' || map.has(node)) return;
    map.set(node, pointer);
    if (Array.isArray(node)) for (const [i, v] of node.entries()) visit(v, `${pointer}/${i}`);
    else
      for (const [k, v] of Object.entries(node)) visit(v, `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  };
  visit(doc, '');
  return map;
}

function encodeFragment(pointer: string): string {
  return pointer
    .split('/')
    .map((s) => encodeURIComponent(s).replace(/%7E/gi, '~'))
    .join('/');
}

/** Every (example, schema) pair of the document, each once. */
function collectChecks(doc: OaObject): Check[] {
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
  const examplesOf = (holder: OaObject, holderSegments: string[], schemaSegments: string[], context: string) => {
    if ('example' in holder)
      add({
        context,
        exampleName: 'example',
        value: holder.example,
        valueSegments: [...holderSegments, 'example'],
        schemaSegments,
      });
    if (holder.examples && typeof holder.examples === 'object' && !Array.isArray(holder.examples)) {
      for (const [name, raw] of Object.entries(holder.examples as OaObject)) {
        const ex = deref<OaObject>(doc, raw as OaObject, [...holderSegments, 'examples', name]);
        if (!ex.value || typeof ex.value !== 'object' || !('value' in ex.value)) continue;
        add({
          context,
          exampleName: name,
          value: ex.value.value,
          valueSegments: [...(ex.segments ?? [...holderSegments, 'examples', name]), 'value'],
          schemaSegments,
        });
      }
    }
  };

  const content = (contentMap: unknown, segments: string[], context: string) => {
    if (!contentMap || typeof contentMap !== 'object') return;
    for (const [mediaType, media] of Object.entries(contentMap as OaObject)) {
      if (!media || typeof media !== 'object' || !(media as OaObject).schema) continue;
      const mediaSegments = [...segments, mediaType];
      walkSchema((media as OaObject).schema, [...mediaSegments, 'schema'], context);
      examplesOf(media as OaObject, mediaSegments, [...mediaSegments, 'schema'], `${context} (${mediaType})`);
    }
  };

  const parameter = (raw: unknown, segments: string[], owner: string) => {
    const p = deref<OaObject>(doc, raw as OaObject, segments);
    if (!p.value || typeof p.value !== 'object') return;
    const where = p.segments ?? segments;
    const context = `${owner}, parameter "${String(p.value.name)}" (${String(p.value.in)})`;
    if (p.value.schema) {
      walkSchema(p.value.schema, [...where, 'schema'], context);
      examplesOf(p.value, where, [...where, 'schema'], context);
    }
    if (p.value.content) content(p.value.content, [...where, 'content'], context);
  };

  const header = (name: string, raw: unknown, segments: string[], owner: string) => {
    const hd = deref<OaObject>(doc, raw as OaObject, segments);
    if (!hd.value || typeof hd.value !== 'object') return;
    const where = hd.segments ?? segments;
    const context = `${owner}, header "${name}"`;
    if (hd.value.schema) {
      walkSchema(hd.value.schema, [...where, 'schema'], context);
      examplesOf(hd.value, where, [...where, 'schema'], context);
    }
    if (hd.value.content) content(hd.value.content, [...where, 'content'], context);
  };

  const response = (raw: unknown, segments: string[], context: string) => {
    const r = deref<OaObject>(doc, raw as OaObject, segments);
    if (!r.value || typeof r.value !== 'object') return;
    const where = r.segments ?? segments;
    for (const [name, h] of Object.entries((r.value.headers ?? {}) as OaObject))
      header(name, h, [...where, 'headers', name], context);
    content(r.value.content, [...where, 'content'], context);
  };

  const requestBody = (raw: unknown, segments: string[], context: string) => {
    const b = deref<OaObject>(doc, raw as OaObject, segments);
    if (!b.value || typeof b.value !== 'object') return;
    content(b.value.content, [...(b.segments ?? segments), 'content'], context);
  };

  for (const root of ['paths', 'webhooks'] as const) {
    for (const [key, rawItem] of Object.entries((doc[root] ?? {}) as OaObject)) {
      const item = deref<OaObject>(doc, rawItem as OaObject, [root, key]);
      if (!item.value || typeof item.value !== 'object') continue;
      const itemSegments = item.segments ?? [root, key];
      for (const method of HTTP_METHODS) {
        const op = item.value[method] as OaObject | undefined;
        if (!op || typeof op !== 'object') continue;
        const opSegments = [...itemSegments, method];
        const name =
          root === 'webhooks'
            ? `webhook ${key}${op.operationId ? ` (${String(op.operationId)})` : ''}`
            : `operation ${op.operationId ? String(op.operationId) : `${method.toUpperCase()} ${key}`}`;
        for (const [i, p] of ((item.value.parameters ?? []) as unknown[]).entries())
          parameter(p, [...itemSegments, 'parameters', String(i)], name);
        for (const [i, p] of ((op.parameters ?? []) as unknown[]).entries())
          parameter(p, [...opSegments, 'parameters', String(i)], name);
        if (op.requestBody)
          requestBody(
            op.requestBody,
            [...opSegments, 'requestBody'],
            `${name}, ${root === 'webhooks' ? 'payload' : 'request body'}`,
          );
        for (const [status, r] of Object.entries((op.responses ?? {}) as OaObject))
          response(r, [...opSegments, 'responses', status], `${name}, response ${status}`);
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

/** OpenAPI 3.0 schemas to JSON Schema 2020-12: `nullable`, boolean `exclusiveMinimum`/`exclusiveMaximum`. */
export function toJsonSchema2020<T>(value: T): T {
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    const o = node as OaObject;
    if (o.nullable === true) {
      if (typeof o.type === 'string') o.type = [o.type, 'null'];
      if (Array.isArray(o.enum) && !o.enum.includes(null)) o.enum = [...o.enum, null];
      if (!o.type && !o.enum && (o.allOf || o.oneOf || o.anyOf || o.$ref)) {
        const { nullable: _n, ...rest } = o;
        for (const k of Object.keys(o)) delete o[k];
        o.anyOf = [rest, { type: 'null' }];
      }
      delete o.nullable;
    }
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
