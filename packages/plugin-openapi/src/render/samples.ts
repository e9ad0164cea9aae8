import { deref, type LoadedApi, type OaObject, type OperationEntry, splitPathQuery } from '../model.js';
import { ownServerUrl } from '../servers.js';

import { type SampleDirection, sampleFromSchema } from '../sample.js';
import { schemaTester } from '../schema-test.js';
import { isPlainObject, resolveSchema } from '../schema-util.js';
import { isXmlMedia, xmlBody } from '../xml-example.js';
import { cookieText, encodePairs, formPairs, headerText, pathText, queryPairs } from './serialize.js';
import { exampleData } from '../external-value.js';
import { jsonOfText } from './json-text.js';
import { formProperties, isFileField } from './form-example.js';
import { positionalBody, UPLOAD } from './sample-parts.js';

/** A header whose value comes from an environment variable (the API key), or a literal. */
export interface SampleHeader {
  name: string;
  value: string;
  /** `{ name: 'LINTAS_API_KEY', prefix: 'Bearer ' }`: the value is prefix + the variable. */
  env?: { name: string; prefix: string };
}

/** The example request of an operation, from which every language's sample is written. */
export interface SampleRequest {
  method: string;
  url: string;
  headers: SampleHeader[];
  body?: SampleBody;
  /** How to read the answer: JSON, anything else, or nothing (every success has no body). */
  responseKind: 'json' | 'other' | 'none';
}

/** JSON, text (form-urlencoded too), multipart fields, or a file sent as it is. */
export type SampleBody =
  | { kind: 'json'; value: unknown; contentType: string }
  | { kind: 'text'; value: string; contentType: string }
  | { kind: 'form'; fields: { name: string; value: string; file: boolean }[]; contentType: string }
  | { kind: 'binary'; file: string; contentType: string };

const BINARY_MEDIA = /^(application\/(octet-stream|pdf|zip|gzip)|image\/(?!svg)|audio\/|video\/)/i;

export interface SampleOptions {
  /** Base URL of the server the samples call (an operation with `servers` of its own calls its own). */
  serverUrl: string;
  /** The plugin's `server` option: a URL sends every operation there, an index picks among an operation's own servers too. */
  server?: number | string;
  /** Environment variable holding the API key (`LINTAS_API_KEY`). */
  keyEnv: string;
  /**
   * Reference pages: large JSON bodies are not repeated in every language. An example made from
   * a schema keeps its required properties alone when the whole would be large, and a body still
   * large is read from this file (the example above the samples bears its name).
   */
  largeBodies?: { file: string };
}

/** A JSON body over this many characters (pretty-printed) is large. */
export const LARGE_BODY = 2500;

export function isLargeBody(value: unknown): boolean {
  return (JSON.stringify(value, null, 2)?.length ?? 0) > LARGE_BODY;
}

/**
 * An example made from a schema, for a request or a response (`SampleDirection`); `compact`: when
 * the whole would be large, its required properties, then as many of its other top-level ones, in
 * order, as keep it small (a create request whose keys are all optional is not sent as `{}`).
 */
export function schemaExample(doc: OaObject, schema: unknown, towards: SampleDirection, compact = false): unknown {
  if (!schema || typeof schema !== 'object') return makeSchemaExample(doc, schema, towards, compact);
  let bySchema = examples.get(doc);
  if (!bySchema) examples.set(doc, (bySchema = new WeakMap()));
  let byKind = bySchema.get(schema);
  if (!byKind) bySchema.set(schema, (byKind = new Map()));
  const key = `${towards}:${compact}`;
  if (byKind.has(key)) return structuredClone(byKind.get(key));
  const value = makeSchemaExample(doc, schema, towards, compact);
  // A copy is kept: the caller may change its value. A value that cannot be copied is made again.
  try {
    byKind.set(key, structuredClone(value));
  } catch {}
  return value;
}

/**
 * The examples made from each schema node of a document: an operation's page shows a body's
 * example and sends it in its code samples, and a response shared by `$ref` is on every page
 * that uses it (Discord's build made each response's example twice per page, 2.9 s of CPU).
 */
const examples = new WeakMap<OaObject, WeakMap<object, Map<string, unknown>>>();

function makeSchemaExample(doc: OaObject, schema: unknown, towards: SampleDirection, compact: boolean): unknown {
  const full = sampleFromSchema(doc, schema, 0, new Set(), false, towards);
  if (!compact || !isLargeBody(full)) return full;
  const lean = sampleFromSchema(doc, schema, 0, new Set(), true, towards);
  if (!isPlainObject(full) || !isPlainObject(lean)) return lean;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(full)) {
    out[key] = key in lean ? lean[key] : value;
    if (key in lean || !isLargeBody({ ...lean, ...out })) continue;
    // An object too large whole is given in its own compact form: a body that wraps all its keys in
    // one optional key (Lago's `{ wallet: { …22 keys } }`) was sent as `{}`.
    const part = isPlainObject(value) ? propertySchema(doc, schema, key) : undefined;
    const small = part === undefined ? undefined : makeSchemaExample(doc, part, towards, true);
    // Nested, it takes more room (its indent): its last keys go, its required ones stay.
    if (isPlainObject(small)) {
      const needed = sampleFromSchema(doc, part, 0, new Set(), true, towards);
      for (const k of Object.keys(small).reverse()) {
        if (!isLargeBody({ ...lean, ...out, [key]: small })) break;
        if (!isPlainObject(needed) || !(k in needed)) delete small[k];
      }
    }
    if (small !== undefined && !isLargeBody({ ...lean, ...out, [key]: small })) out[key] = small;
    else delete out[key];
  }
  // Keys of the lean value the full one lacks (a condition's) stay, after the others.
  const made = { ...out, ...Object.fromEntries(Object.entries(lean).filter(([k]) => !(k in out))) };
  // Keys taken apart from the keys they bring may break a rule (a condition): the lean value then.
  return mayRefuseKeys(doc, schema) && schemaTester(doc)(schema, made) === false ? lean : made;
}

/** The schema a schema (or a part of its allOf) gives its property `key`. */
function propertySchema(doc: OaObject, schema: unknown, key: string): unknown {
  const s = resolveSchema(doc, schema).schema;
  const own = isPlainObject(s.properties) ? s.properties[key] : undefined;
  if (own !== undefined || !Array.isArray(s.allOf)) return own;
  for (const part of s.allOf) {
    const found = propertySchema(doc, part, key);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Rules of an object that a key added alone may break (checked with ajv only where a schema has one). */
const KEY_RULES = [
  'dependentRequired',
  'dependencies',
  'dependentSchemas',
  'oneOf',
  'anyOf',
  'not',
  'if',
  'maxProperties',
];

function mayRefuseKeys(doc: OaObject, node: unknown, level = 0): boolean {
  const s = resolveSchema(doc, node).schema;
  if (KEY_RULES.some((key) => key in s)) return true;
  return level < 4 && Array.isArray(s.allOf) && s.allOf.some((part: unknown) => mayRefuseKeys(doc, part, level + 1));
}

/** An environment variable's name for a header or scheme: `DD-APPLICATION-KEY`, `appKeyAuth` → `APP_KEY_AUTH`. */
function envName(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return /^[A-Za-z]/.test(words) ? words.toUpperCase() : `KEY_${words.toUpperCase()}`;
}

export const SAMPLE_LANGUAGES = [
  { value: 'curl', label: 'cURL', lang: 'bash' },
  { value: 'node', label: 'Node.js', lang: 'js' },
  { value: 'python', label: 'Python', lang: 'python' },
  { value: 'php', label: 'PHP', lang: 'php' },
  { value: 'go', label: 'Go', lang: 'go' },
] as const;

export type SampleLanguage = (typeof SAMPLE_LANGUAGES)[number]['value'];

function isJsonMedia(type: string): boolean {
  return /^application\/(?:[\w.+-]+\+)?json\b/i.test(type) || type === '*/*';
}

/** The value of a parameter for the sample: its example, else one made from its schema. */
export function parameterValue(api: LoadedApi, param: OaObject): unknown {
  if ('example' in param) return param.example;
  if (param.examples && typeof param.examples === 'object') {
    for (const raw of Object.values(param.examples as OaObject)) {
      const ex = deref<OaObject>(api.doc, raw as OaObject).value;
      const data = ex && typeof ex === 'object' ? exampleData(ex) : undefined;
      if (data) return data.value;
    }
  }
  if (param.schema) return sampleFromSchema(api.doc, param.schema);
  const media = Object.values((param.content ?? {}) as OaObject)[0] as OaObject | undefined;
  if (media?.example !== undefined) return media.example;
  return media?.schema ? sampleFromSchema(api.doc, media.schema) : 'value';
}

/** Parameters of an operation (path item's and its own; the operation's win), resolved. */
export function operationParameters(api: LoadedApi, entry: OperationEntry): OaObject[] {
  const byKey = new Map<string, OaObject>();
  for (const raw of [
    ...((entry.pathItem.parameters ?? []) as unknown[]),
    ...((entry.operation.parameters ?? []) as unknown[]),
  ]) {
    const p = deref<OaObject>(api.doc, raw as OaObject).value;
    // One without a name or a place (a $ref that leads nowhere) cannot be sent nor shown but as
    // "undefined": the checks report it at its line (OpenApiUnresolvedRef, OpenApiInvalidDocument).
    if (!p || typeof p !== 'object' || p.name === undefined || p.in === undefined) continue;
    byKey.set(`${String(p.in)}:${String(p.name)}`, p);
  }
  return [...byKey.values()];
}

/** The request body's first media type (JSON preferred) and its first example. */
export function requestExample(
  api: LoadedApi,
  entry: OperationEntry,
  compact = false,
): { contentType: string; value: unknown; name?: string } | undefined {
  const body = deref<OaObject>(api.doc, entry.operation.requestBody as OaObject).value;
  if (!body || typeof body !== 'object' || !body.content) return undefined;
  const types = Object.keys(body.content as OaObject);
  const contentType = types.find(isJsonMedia) ?? types[0];
  if (!contentType) return undefined;
  const media = deref<OaObject>(api.doc, (body.content as OaObject)[contentType] as OaObject).value ?? {};
  if (media.examples && typeof media.examples === 'object') {
    for (const [name, raw] of Object.entries(media.examples as OaObject)) {
      const ex = deref<OaObject>(api.doc, raw as OaObject).value;
      const data = ex && typeof ex === 'object' ? exampleData(ex) : undefined;
      if (data) return asXml(api, media, { contentType, value: data.value, name });
    }
  }
  if ('example' in media) return asXml(api, media, { contentType, value: media.example });
  const value = media.schema ? schemaExample(api.doc, media.schema, 'request', compact) : undefined;
  return asXml(api, media, { contentType, value });
}

/** An XML body's example written as data, or made from the schema, is sent in its XML form; a JSON body's written as its text, as that JSON. */
function asXml(
  api: LoadedApi,
  media: OaObject,
  example: { contentType: string; value: unknown; name?: string },
): { contentType: string; value: unknown; name?: string } {
  if (isJsonMedia(example.contentType)) return { ...example, value: jsonOfText(api.doc, media.schema, example.value) };
  if (!isXmlMedia(example.contentType) || typeof example.value === 'string' || !media.schema) return example;
  const xml = xmlBody(api.doc, media.schema, example.value);
  return xml === undefined ? example : { ...example, value: xml };
}

/** The security requirement that applies (the first alternative), `[]` when the operation is public. */
export function securitySchemes(
  api: LoadedApi,
  entry: OperationEntry,
): { name: string; scheme: OaObject; scopes: string[] }[][] {
  const requirements = (entry.operation.security ?? api.doc.security ?? []) as Record<string, string[]>[];
  const schemes = (api.doc.components?.securitySchemes ?? {}) as OaObject;
  return requirements.map((req) =>
    Object.entries(req).flatMap(([name, scopes]) => {
      // A scheme the document does not describe (an `OpenApiInvalidDocument` warning) is still
      // named: dropped, the requirement would read as "no authentication".
      const scheme = deref<OaObject>(api.doc, schemes[name] as OaObject).value;
      return [
        {
          name,
          scheme: scheme && typeof scheme === 'object' ? scheme : {},
          scopes: Array.isArray(scopes) ? scopes : [],
        },
      ];
    }),
  );
}

export function sampleRequest(api: LoadedApi, entry: OperationEntry, options: SampleOptions): SampleRequest {
  const params = operationParameters(api, entry);
  const fixed = splitPathQuery(entry.path);
  let path = fixed.path;
  const query: string[] = fixed.query.map(([key, value]) => (value === '' ? key : `${key}=${value}`));
  const headers: SampleHeader[] = [];
  for (const p of params) {
    const value = parameterValue(api, p);
    if (p.in === 'path') path = path.replace(`{${String(p.name)}}`, pathText(p, value));
    else if (p.in === 'query' && p.required) query.push(encodePairs(queryPairs(p, String(p.name), value)));
    else if (
      p.in === 'header' &&
      (p.required || 'example' in p || p.examples) &&
      !/^(authorization|content-type|accept)$/i.test(String(p.name))
    ) {
      headers.push({ name: String(p.name), value: headerText(p, value) });
    } else if (p.in === 'cookie' && p.required) headers.push({ name: 'Cookie', value: cookieText(p, value) });
  }
  const auth: SampleHeader[] = [];
  const requirement = securitySchemes(api, entry)[0] ?? [];
  // Two secrets sent together (an API key and an application key) are read from two variables:
  // the first from `keyEnv`, another from its header's name (`DD-APPLICATION-KEY`) or scheme's.
  const used = new Set<string>();
  const env = (name: string, prefix: string) => {
    let variable = used.size === 0 ? options.keyEnv : envName(name);
    while (used.has(variable)) variable += '_2';
    used.add(variable);
    return { name: variable, prefix };
  };
  for (const { name, scheme } of requirement) {
    if (scheme.type === 'http' && String(scheme.scheme).toLowerCase() === 'bearer')
      auth.push({ name: 'Authorization', value: '', env: env(name, 'Bearer ') });
    else if (scheme.type === 'http' && String(scheme.scheme).toLowerCase() === 'basic')
      auth.push({ name: 'Authorization', value: '', env: env(name, 'Basic ') });
    else if (scheme.type === 'apiKey' && scheme.in === 'header')
      auth.push({ name: String(scheme.name), value: '', env: env(String(scheme.name), '') });
    else if (scheme.type === 'apiKey' && scheme.in === 'query')
      query.push(`${encodeURIComponent(String(scheme.name))}=YOUR_API_KEY`);
    else if (scheme.type === 'oauth2' || scheme.type === 'openIdConnect')
      auth.push({ name: 'Authorization', value: '', env: env(name, 'Bearer ') });
  }
  const example = requestExample(api, entry, options.largeBodies !== undefined);
  let body =
    example && example.value !== undefined ? sampleBody(api, entry, example.contentType, example.value) : undefined;
  if (body?.kind === 'json' && options.largeBodies && isLargeBody(body.value))
    body = { kind: 'binary', file: options.largeBodies.file, contentType: body.contentType };
  const successes = Object.entries((entry.operation.responses ?? {}) as OaObject).filter(([code]) => /^2/.test(code));
  const contentOf = (raw: unknown) =>
    Object.keys((deref<OaObject>(api.doc, raw as OaObject).value?.content ?? {}) as OaObject);
  const successContent = successes.length > 0 ? contentOf(successes[0]![1]) : [];
  // Every success documented without a body (a 204): reading JSON from it would throw.
  const noBody = successes.length > 0 && successes.every(([, raw]) => contentOf(raw).length === 0);
  return {
    method: entry.method.toUpperCase(),
    url: `${ownServerUrl(entry, options.server) ?? options.serverUrl}${path}${query.length > 0 ? `?${query.join('&')}` : ''}`,
    // Multipart bodies get their Content-Type (with the boundary) from the HTTP client.
    headers: [
      ...auth,
      ...(body && body.kind !== 'form' ? [{ name: 'Content-Type', value: body.contentType }] : []),
      ...headers,
    ],
    ...(body ? { body } : {}),
    responseKind: noBody ? 'none' : successContent.length === 0 || successContent.some(isJsonMedia) ? 'json' : 'other',
  };
}

export function isScalar(value: unknown): boolean {
  return value === null || typeof value !== 'object';
}

function sampleBody(api: LoadedApi, entry: OperationEntry, contentType: string, value: unknown): SampleBody {
  if (isJsonMedia(contentType))
    return { kind: 'json', value, contentType: contentType === '*/*' ? 'application/json' : contentType };
  const body = deref<OaObject>(api.doc, entry.operation.requestBody as OaObject).value;
  const media = deref<OaObject>(api.doc, (body?.content as OaObject | undefined)?.[contentType] as OaObject).value;
  const schema = deref<OaObject>(api.doc, media?.schema as OaObject).value ?? {};
  if (/^multipart\//i.test(contentType)) {
    const positional = positionalBody(api, media, schema, value, contentType, UPLOAD);
    if (positional) return positional;
    const props = formProperties(api.doc, schema);
    const isFileSchema = (node: unknown) => isFileField(api.doc, node);
    const values = value && typeof value === 'object' && !Array.isArray(value) ? (value as OaObject) : undefined;
    const names = values ? Object.keys(values) : Object.keys(props);
    // An array is one part per item, all of the same name (RFC 7578, section 4.3): several files.
    const fields = names.flatMap((name) => {
      const prop = deref<OaObject>(api.doc, props[name] as OaObject).value ?? {};
      const itemsAreFiles = prop.type === 'array' && isFileSchema(prop.items);
      const v = values?.[name];
      if (isFileSchema(prop)) return [{ name, file: true, value: UPLOAD }];
      if (Array.isArray(v) && (itemsAreFiles || v.every(isScalar)))
        return v.map((item) => ({ name, file: itemsAreFiles, value: itemsAreFiles ? UPLOAD : scalar(item) }));
      if (itemsAreFiles) return [{ name, file: true, value: UPLOAD }];
      return [{ name, file: false, value: scalar(v) }];
    });
    return { kind: 'form', contentType, fields };
  }
  if (/x-www-form-urlencoded/i.test(contentType) && value && typeof value === 'object' && !Array.isArray(value)) {
    return {
      kind: 'text',
      contentType,
      value: new URLSearchParams(
        formPairs(value as OaObject, media?.encoding as OaObject | undefined).map(([k, v]): [string, string] => [k, v]),
      ).toString(),
    };
  }
  // A file's bytes (a stream, an image, a PDF, a sound, an archive) are sent from a file, whatever
  // string stands for them in the schema (Xero's attachments: `format: byte`, base64's JSON form).
  if (BINARY_MEDIA.test(contentType)) return { kind: 'binary', contentType, file: UPLOAD };
  if (
    /^(text\/|application\/(xml|x-yaml|yaml))/i.test(contentType) ||
    (typeof value === 'string' && schema.format !== 'binary')
  ) {
    // The line break a YAML `|` block ends with is the block's end, not the body's: not sent, so the
    // samples end with the text (a CRLF ending, as a protocol writes it, stays).
    const text = typeof value === 'string' ? value.replace(/(?<!\r)\n$/, '') : JSON.stringify(value);
    return { kind: 'text', contentType, value: text };
  }
  return { kind: 'binary', contentType, file: UPLOAD };
}

function scalar(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
