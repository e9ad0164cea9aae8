/**
 * The Lintas OpenAPI description (`content/openapi/lintas.yaml`) for the content tests: its
 * operations and webhooks, matching of a method + URL to an operation, and validation of a value
 * against a schema of the document (JSON Schema 2020-12 with ajv, formats from ajv-formats), plus
 * a check that no object carries a field the schema does not describe (the schemas leave
 * `additionalProperties` open, so a misspelt optional field would otherwise pass).
 */
import fs from 'node:fs';
import path from 'node:path';
import Ajv2020Module from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import YAML from 'yaml';
import { CONTENT_DIR } from './pages.js';

type AjvClass = typeof import('ajv/dist/2020.js').default;
type AjvInstance = InstanceType<AjvClass>;
const Ajv2020 = ((Ajv2020Module as unknown as { default?: AjvClass }).default ?? Ajv2020Module) as AjvClass;
const addFormats = ((addFormatsModule as unknown as { default?: (ajv: AjvInstance) => void }).default ??
  addFormatsModule) as unknown as (ajv: AjvInstance) => void;

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Obj = Record<string, any>;

export const SPEC_FILE = path.join(CONTENT_DIR, 'openapi/lintas.yaml');
export const spec: Obj = YAML.parse(fs.readFileSync(SPEC_FILE, 'utf8'));

const DOC_ID = 'https://lintas.invalid/openapi.json';
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** `['paths', '/orders', 'post']` → `/paths/~1orders/post`. */
export const toPointer = (segments: readonly string[]) =>
  segments.map((s) => `/${s.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
const fromRef = (ref: string) =>
  ref
    .replace(/^#\//, '')
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
const at = (segments: readonly string[]): any => segments.reduce<any>((node, s) => node?.[s], spec);

/** Follows `$ref`s of non-schema objects (responses, parameters…) to the object and its place. */
function deref(segments: string[]): { value: Obj; segments: string[] } {
  let value = at(segments);
  for (let n = 0; value && typeof value.$ref === 'string' && n < 20; n++) {
    segments = fromRef(value.$ref);
    value = at(segments);
  }
  return { value, segments };
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: string[];
}

export interface ResponseInfo {
  status: string;
  /** Place of the JSON schema of the response body, if it has one. */
  schema?: string[];
  /** The error codes the response can carry (`x-lintas-codes`), for error responses. */
  codes?: string[];
  /** The named examples of the JSON body, and their summaries. */
  examples: Record<string, Json>;
  summaries: Record<string, string>;
}

export interface Operation {
  id: string;
  method: string;
  template: string;
  servers: string[];
  parameters: Parameter[];
  requestBody?: { required: boolean; schema: string[]; examples: Record<string, Json> };
  responses: Map<string, ResponseInfo>;
  /** Whether the operation needs an API key. */
  secured: boolean;
  regex: RegExp;
  pathParams: string[];
}

export interface Webhook {
  /** Key under `webhooks` (`orderStatus`). */
  key: string;
  id: string;
  /** The `event` value of its payload (`order.status`). */
  event: string;
  schema: string[];
  examples: Record<string, Json>;
}

function summariesOf(media: Obj | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, ex] of Object.entries<Obj>(media?.examples ?? {})) {
    const resolved = ex.$ref ? at(fromRef(ex.$ref)) : ex;
    out[name] = String(ex.summary ?? resolved?.summary ?? '');
  }
  return out;
}

function examplesOf(media: Obj | undefined): Record<string, Json> {
  const out: Record<string, Json> = {};
  for (const [name, ex] of Object.entries<Obj>(media?.examples ?? {})) {
    const resolved = ex.$ref ? at(fromRef(ex.$ref)) : ex;
    if (resolved && 'value' in resolved) out[name] = resolved.value;
  }
  if (media && 'example' in media) out.example = media.example;
  return out;
}

const topServers: string[] = (spec.servers ?? []).map((s: Obj) => String(s.url));

function readOperation(pathKey: string, method: string): Operation {
  const base = ['paths', pathKey];
  const item = at(base);
  const op = item[method];
  const place = [...base, method];
  const params = new Map<string, Parameter>();
  for (const [list, listPlace] of [
    [item.parameters ?? [], [...base, 'parameters']],
    [op.parameters ?? [], [...place, 'parameters']],
  ] as const) {
    list.forEach((_: unknown, i: number) => {
      const { value, segments } = deref([...listPlace, String(i)]);
      params.set(`${value.in}:${value.name}`, {
        name: value.name,
        in: value.in,
        required: Boolean(value.required),
        schema: [...segments, 'schema'],
      });
    });
  }
  let requestBody: Operation['requestBody'];
  if (op.requestBody) {
    const { value, segments } = deref([...place, 'requestBody']);
    const media = value.content?.['application/json'];
    if (media)
      requestBody = {
        required: Boolean(value.required),
        schema: [...segments, 'content', 'application/json', 'schema'],
        examples: examplesOf(media),
      };
  }
  const responses = new Map<string, ResponseInfo>();
  for (const status of Object.keys(op.responses ?? {})) {
    const { value, segments } = deref([...place, 'responses', status]);
    const media = value.content?.['application/json'];
    responses.set(status, {
      status,
      ...(media?.schema ? { schema: [...segments, 'content', 'application/json', 'schema'] } : {}),
      ...(value['x-lintas-codes'] ? { codes: value['x-lintas-codes'] } : {}),
      examples: examplesOf(media),
      summaries: summariesOf(media),
    });
  }
  const pathParams: string[] = [];
  const regex = new RegExp(
    `^${pathKey.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{([^}]+)\}/g, (_m, name: string) => {
      pathParams.push(name);
      return '([^/]+)';
    })}$`,
  );
  return {
    id: op.operationId,
    method: method.toUpperCase(),
    template: pathKey,
    servers: (op.servers ?? item.servers ?? spec.servers ?? []).map((s: Obj) => String(s.url)),
    parameters: [...params.values()],
    ...(requestBody ? { requestBody } : {}),
    responses,
    secured: (op.security ?? spec.security ?? []).some((req: Obj) => Object.keys(req).length > 0),
    regex,
    pathParams,
  };
}

export const operations: Operation[] = Object.keys(spec.paths ?? {}).flatMap((p) =>
  METHODS.filter((m) => spec.paths[p][m]).map((m) => readOperation(p, m)),
);
export const operationById = new Map(operations.map((o) => [o.id, o]));

export const webhooks: Webhook[] = Object.entries<Obj>(spec.webhooks ?? {}).map(([key, item]) => {
  const method = METHODS.find((m) => item[m])!;
  const place = ['webhooks', key, method];
  const { value, segments } = deref([...place, 'requestBody']);
  const schemaPlace = [...segments, 'content', 'application/json', 'schema'];
  const titled = resolveSchema(at(schemaPlace));
  return {
    key,
    id: item[method].operationId,
    event: String(titled?.title ?? ''),
    schema: schemaPlace,
    examples: examplesOf(value.content['application/json']),
  };
});

/** Every server URL of the document (top level, path items and operations). */
export const SERVER_URLS: string[] = [...new Set([...topServers, ...operations.flatMap((o) => o.servers)])];

export interface Target {
  server: string;
  /** Path below the server, without the query (`/orders/ord_7Hq2Lm9XkP4d`). */
  path: string;
  query: URLSearchParams;
}

/** Splits a full URL into a server of the description, a path and a query; undefined if the URL is on no server. */
export function splitUrl(url: string): Target | undefined {
  const server = SERVER_URLS.filter((s) => url === s || url.startsWith(`${s}/`) || url.startsWith(`${s}?`)).sort(
    (a, b) => b.length - a.length,
  )[0];
  if (!server) return undefined;
  const rest = url.slice(server.length);
  const q = rest.indexOf('?');
  return { server, path: q < 0 ? rest : rest.slice(0, q), query: new URLSearchParams(q < 0 ? '' : rest.slice(q + 1)) };
}

/** The operation of a method and a path (below the server), with its path parameters. */
export function matchOperation(
  method: string,
  pathname: string,
): { op: Operation; params: Record<string, string> } | undefined {
  const candidates = operations.filter((o) => o.method === method.toUpperCase());
  // Prefer the template with the most literal characters (`/orders/{id}/label` over a wider one).
  const literal = (t: string) => t.replace(/\{[^}]+\}/g, '').length;
  for (const op of candidates.sort((a, b) => literal(b.template) - literal(a.template))) {
    const m = op.regex.exec(pathname);
    if (!m) continue;
    const params: Record<string, string> = {};
    op.pathParams.forEach((name, i) => {
      params[name] = decodeURIComponent(m[i + 1]!);
    });
    return { op, params };
  }
  return undefined;
}

/** Operations on a path whatever the method, for messages. */
export function operationsOnPath(pathname: string): Operation[] {
  return operations.filter((o) => o.regex.test(pathname));
}

// ---- validation

const ajv = new Ajv2020({ strict: false, allErrors: true, logger: false, validateSchema: false });
addFormats(ajv);
ajv.addSchema(spec, DOC_ID);
const validators = new Map<string, ReturnType<AjvInstance['compile']>>();

function validatorOf(schema: readonly string[]) {
  const key = toPointer(schema);
  let fn = validators.get(key);
  if (!fn) {
    const fragment = key
      .split('/')
      .map((s) => encodeURIComponent(s).replace(/%7E/gi, '~'))
      .join('/');
    fn = ajv.getSchema(`${DOC_ID}#${fragment}`);
    if (!fn) throw new Error(`No schema at #${key} of lintas.yaml`);
    validators.set(key, fn);
  }
  return fn;
}

/**
 * Problems of a value against the schema at a place of the document: schema errors
 * (`/items/0/weight must be integer`) and fields the schema does not describe
 * (`/destination/emial is not a field of the schema`). Empty when the value is valid.
 * `partial`: the value is an excerpt, so missing required fields are not reported.
 */
export function validateAt(schema: readonly string[], value: unknown, { partial = false } = {}): string[] {
  const fn = partial ? relaxedValidator(schema) : validatorOf(schema);
  const problems: string[] = [];
  if (!fn(value)) {
    const errors = fn.errors ?? [];
    for (const e of errors) {
      // oneOf/anyOf/if summaries repeat what their branches said.
      if (['oneOf', 'anyOf', 'if'].includes(e.keyword) && errors.length > 1) continue;
      const params = e.params as Record<string, unknown>;
      const extra = params.allowedValues
        ? ` (${(params.allowedValues as unknown[]).join(', ')})`
        : params.allowedValue !== undefined
          ? ` (${String(params.allowedValue)})`
          : '';
      problems.push(`${e.instancePath || '/'} ${e.message}${extra}`);
    }
  }
  for (const field of unknownFields({ $ref: `#${toPointer(schema)}` }, value, ''))
    problems.push(`${field} is not a field of the schema`);
  return [...new Set(problems)];
}

/**
 * The same document without `required` (and with `oneOf` as `anyOf`, since the branches no
 * longer exclude each other), to validate excerpts of a value: the types, formats and enums of
 * the fields shown still count.
 */
const relaxedValidators = new Map<string, ReturnType<AjvInstance['compile']>>();
const relaxedAjv = new Ajv2020({ strict: false, allErrors: true, logger: false, validateSchema: false });
addFormats(relaxedAjv);
const relax = (node: unknown): unknown =>
  Array.isArray(node)
    ? node.map(relax)
    : node && typeof node === 'object'
      ? Object.fromEntries(
          Object.entries(node)
            .filter(([k, v]) => !((k === 'required' && Array.isArray(v)) || k === 'minProperties'))
            .map(([k, v]) => [k === 'oneOf' ? 'anyOf' : k, relax(v)]),
        )
      : node;
relaxedAjv.addSchema(relax(spec) as object, DOC_ID);
function relaxedValidator(schema: readonly string[]) {
  const key = toPointer(schema);
  let fn = relaxedValidators.get(key);
  if (!fn) {
    fn = relaxedAjv.getSchema(
      `${DOC_ID}#${key
        .split('/')
        .map((s) => encodeURIComponent(s).replace(/%7E/gi, '~'))
        .join('/')}`,
    )!;
    relaxedValidators.set(key, fn);
  }
  return fn;
}

/** Resolves `$ref`s of a schema node. */
function resolveSchema(node: any): any {
  for (let n = 0; node && typeof node === 'object' && typeof node.$ref === 'string' && n < 20; n++) {
    const target = at(fromRef(node.$ref));
    // Sibling keywords of a $ref (3.1) narrow it; keep the target's shape.
    node = target;
  }
  return node;
}

/** The schemas a schema combines (itself, and its allOf/anyOf/oneOf branches, recursively). */
function branches(node: any, seen = new Set<any>()): any[] {
  node = resolveSchema(node);
  if (!node || typeof node !== 'object' || seen.has(node)) return [];
  seen.add(node);
  const out = [node];
  for (const k of ['allOf', 'anyOf', 'oneOf']) for (const b of node[k] ?? []) out.push(...branches(b, seen));
  if (node.then) out.push(...branches(node.then, seen));
  if (node.else) out.push(...branches(node.else, seen));
  return out;
}

/** JSON paths of the object fields of a value that no (combined) schema of their place describes. */
export function unknownFields(schema: any, value: unknown, where: string): string[] {
  const all = branches(schema);
  if (value === null || typeof value !== 'object') return [];
  if (Array.isArray(value)) {
    const itemSchemas = all.flatMap((s) =>
      s.items && typeof s.items === 'object' ? [s.items] : (s.prefixItems ?? []),
    );
    if (itemSchemas.length === 0) return [];
    return value.flatMap((v, i) => unknownFields({ anyOf: itemSchemas }, v, `${where}/${i}`));
  }
  const open = all.some(
    (s) =>
      s.additionalProperties === true ||
      (s.additionalProperties && typeof s.additionalProperties === 'object') ||
      s.patternProperties,
  );
  const described = all.some((s) => s.properties);
  const out: string[] = [];
  for (const [k, v] of Object.entries(value)) {
    const sub = all.filter((s) => s.properties?.[k] !== undefined).map((s) => s.properties[k]);
    if (sub.length === 0) {
      if (described && !open) out.push(`${where}/${k}`);
      continue;
    }
    out.push(...unknownFields({ anyOf: sub }, v, `${where}/${k}`));
  }
  return out;
}

/** Validates a parameter value given as text (a query or path parameter), coercing numbers and booleans. */
export function validateParameter(param: Parameter, raw: string): string[] {
  const schema = resolveSchema(at(param.schema)) ?? {};
  const types = ([] as string[]).concat(schema.type ?? []);
  let value: unknown = raw;
  if ((types.includes('integer') || types.includes('number')) && /^-?\d+(\.\d+)?$/.test(raw)) value = Number(raw);
  else if (types.includes('boolean') && /^(true|false)$/.test(raw)) value = raw === 'true';
  return validateAt(param.schema, value).map(
    (p) => `${param.in} parameter ${param.name}=${raw}: ${p.replace(/^\/ /, '')}`,
  );
}

export { at as specAt, fromRef };
