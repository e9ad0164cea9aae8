import { upgrade } from '@scalar/openapi-upgrader';
import { HTTP_METHODS, type OaObject } from './model.js';
import type { SourceFile } from './source.js';
import { escapeSegment, getAt, unescapeSegment } from './pointer.js';

/**
 * A Swagger 2.0 document read as OpenAPI 3.0, as Redoc and Scalar read one: converted by Scalar's
 * upgrader (`definitions` → `components/schemas`, body parameters → request bodies, `produces`
 * → response media types, `host` + `basePath` → `servers`). Diagnostics stay at the lines of the
 * file as written: a pointer of the converted document is mapped back to where Swagger 2.0
 * keeps the same thing (or the nearest part that exists there).
 */
export function fromSwagger2(root: SourceFile): SourceFile {
  const written0 = root.value as OaObject;
  const extra = msPaths(written0);
  // The document as if its `x-ms-paths` were paths, to find where a converted part was written.
  const original = extra ? { ...written0, paths: { ...(written0.paths ?? {}), ...extra } } : written0;
  // The upgrader changes the object it is given.
  const copy = structuredClone(original) as OaObject;
  if (extra) {
    const left = Object.entries(copy['x-ms-paths'] as OaObject).filter(([key]) => !Object.hasOwn(extra, key));
    if (left.length > 0) copy['x-ms-paths'] = Object.fromEntries(left);
    else delete copy['x-ms-paths'];
  }
  const shared = inlineBodyParameterRefs(copy);
  isNullableAlias(copy);
  parameterExamples(copy);
  const value = upgrade(copy as Record<string, unknown>, '3.0') as OaObject;
  dropEmptyFormRequired(value);
  convertSchemes(original, value);
  parameterizedHost(original, value);
  // The body the operation shared is the request body the upgrader made of it (a fault in it is
  // reported once, there), unless the operation's own `consumes` gives it other media types.
  for (const { path, method, name } of shared) {
    const op = value.paths?.[path]?.[method] as OaObject | undefined;
    if (op && !original.paths?.[path]?.[method]?.consumes && value.components?.requestBodies?.[name])
      op.requestBody = { $ref: `#/components/requestBodies/${escapeSegment(name)}` };
  }
  const written = (segments: readonly (string | number)[]) => {
    const at = swaggerPointer(segments, original);
    const inPaths = typeof at[1] === 'string' && Object.hasOwn(written0.paths ?? {}, at[1]);
    return at[0] === 'paths' && extra && !inPaths && Object.hasOwn(extra, String(at[1]))
      ? ['x-ms-paths', ...at.slice(1)]
      : at;
  };
  return {
    ...root,
    value,
    locate: (segments) => root.locate(written(segments)),
    textAt: (segments) => root.textAt(written(segments)),
    find: (segments, needle) => root.find?.(written(segments), needle),
    // The file as written may itself be several joined (see `readSwagger`): the pointer in the one holding it.
    written: (segments) => (root.written ? root.written(written(segments)) : written(segments)),
  };
}

/**
 * Azure's `x-ms-paths`: more paths, whose keys may hold a query (`/{queue}?comp=acl`) to tell
 * operations on one path apart, which `paths` cannot. AutoRest reads them as paths, and so are they
 * here (each operation gets its page), but for a key `paths` already has, which stays an extension.
 */
function msPaths(doc: OaObject): Record<string, unknown> | undefined {
  const extra = doc['x-ms-paths'];
  if (!extra || typeof extra !== 'object' || Array.isArray(extra)) return undefined;
  const own = (doc.paths ?? {}) as OaObject;
  const added = Object.fromEntries(Object.entries(extra as OaObject).filter(([key]) => !Object.hasOwn(own, key)));
  return Object.keys(added).length > 0 ? added : undefined;
}

/**
 * `parameters: [$ref: '#/parameters/NewPet']` naming a `body` (or `formData`) parameter: the
 * upgrader makes a request body only of parameters written in place, and leaves the `$ref` among
 * the parameters, pointing to a request body (a parameter without name, and no body shown). The
 * parameter is put in place first, as the 2.0 specification reads it.
 */
function inlineBodyParameterRefs(doc: OaObject): { path: string; method: string; name: string }[] {
  const shared = (doc.parameters ?? {}) as Record<string, OaObject>;
  const bodies: { path: string; method: string; name: string }[] = [];
  const inline = (list: unknown, onBody: (name: string) => void) => {
    if (!Array.isArray(list)) return;
    list.forEach((p: OaObject, i) => {
      const ref = typeof p?.$ref === 'string' ? /^#\/parameters\/([^/]+)$/.exec(p.$ref)?.[1] : undefined;
      const name = ref === undefined ? undefined : unescapeSegment(ref);
      const target = name === undefined ? undefined : shared[name];
      if (!target || (target.in !== 'body' && target.in !== 'formData')) return;
      list[i] = structuredClone(target);
      if (target.in === 'body') onBody(name!);
    });
  };
  for (const [path, item] of Object.entries((doc.paths ?? {}) as Record<string, OaObject | null>)) {
    if (!item || typeof item !== 'object') continue;
    const methods = HTTP_METHODS.filter((m) => item[m] && typeof item[m] === 'object');
    const own = (method: string) => ((item[method] as OaObject).parameters ?? []) as OaObject[];
    for (const method of methods) inline(own(method), (name) => bodies.push({ path, method, name }));
    // A body of the path item is the body of its operations without one of their own.
    inline(item.parameters, (name) => {
      for (const method of methods) if (!own(method).some((p) => p?.in === 'body')) bodies.push({ path, method, name });
    });
  }
  return bodies;
}

/**
 * Swagger 2.0 gives a parameter that is not a body no `example`: authors write `x-example`, which
 * Swagger UI shows and swagger2openapi (Redoc's converter) turns into `example`. The upgrader
 * dropped it without a word, so a sample request sent a made-up value where the document gave
 * one. An `example` written beside it wins, as it does in swagger2openapi.
 */
function parameterExamples(doc: OaObject): void {
  const lists: unknown[] = [Object.values((doc.parameters ?? {}) as OaObject)];
  for (const item of Object.values((doc.paths ?? {}) as Record<string, OaObject>)) {
    if (!item || typeof item !== 'object') continue;
    lists.push(item.parameters);
    for (const method of HTTP_METHODS) lists.push((item[method] as OaObject | undefined)?.parameters);
  }
  for (const list of lists) {
    if (!Array.isArray(list)) continue;
    for (const p of list as OaObject[]) {
      if (!p || typeof p !== 'object' || p.in === 'body' || !Object.hasOwn(p, 'x-example')) continue;
      if (!Object.hasOwn(p, 'example')) p.example = p['x-example'];
      delete p['x-example'];
    }
  }
}

const SECTIONS: Record<string, string> = {
  schemas: 'definitions',
  parameters: 'parameters',
  responses: 'responses',
  securitySchemes: 'securityDefinitions',
};

/**
 * Where a part of the converted document is in the Swagger 2.0 layout (the same pointer when it
 * has not moved). `original`, the document as written, finds the parameter a request body was.
 */
export function swaggerPointer(segments: readonly (string | number)[], original?: OaObject): (string | number)[] {
  return writtenExample(unwrapSchema(movedPointer(segments, original), original), original);
}

/** A parameter's `example` that the file writes `x-example` (`parameterExamples`) is there. */
function writtenExample(s: (string | number)[], original: OaObject | undefined): (string | number)[] {
  const at = s.indexOf('example');
  if (!original || at < 1) return s;
  const owner = getAt(original, s.slice(0, at).map(String)) as OaObject | undefined;
  if (!owner || typeof owner !== 'object' || Object.hasOwn(owner, 'example') || !Object.hasOwn(owner, 'x-example'))
    return s;
  return [...s.slice(0, at), 'x-example', ...s.slice(at + 1)];
}

/**
 * A parameter (not a body) or a header of Swagger 2.0 writes its `type`, `items`, `enum`… in
 * itself, which the upgrader puts under its `schema`: `…/parameters/0/schema/type` was written
 * `…/parameters/0/type`. Only where the object as written has no `schema` of its own.
 */
function unwrapSchema(s: (string | number)[], original: OaObject | undefined): (string | number)[] {
  if (!original) return s;
  let node: unknown = original;
  for (const [k, segment] of s.entries()) {
    if (!node || typeof node !== 'object') return s;
    const object = node as OaObject;
    if (
      segment === 'schema' &&
      k > 0 &&
      !Array.isArray(object) &&
      !('schema' in object) &&
      typeof object.$ref !== 'string' &&
      (typeof object.type === 'string' || typeof object.in === 'string')
    )
      return [...s.slice(0, k), ...s.slice(k + 1)];
    node = (object as Record<string, unknown>)[String(segment)];
  }
  return s;
}

function movedPointer(segments: readonly (string | number)[], original?: OaObject): (string | number)[] {
  const s = [...segments];
  // components/securitySchemes/{name}/flows/{flow}/… → securityDefinitions/{name}/… (one flow, flattened)
  if (s[0] === 'components' && s[1] === 'securitySchemes' && s[3] === 'flows')
    return ['securityDefinitions', s[2]!, ...s.slice(5)];
  // A shared `body` parameter became components/requestBodies/{name}.
  if (s[0] === 'components' && s[1] === 'requestBodies' && s[2] !== undefined)
    return ['parameters', s[2], ...bodyRest(s.slice(3))];
  if (s[0] === 'components' && s[1] === 'responses' && s[3] === 'content' && s[2] !== undefined)
    return ['responses', s[2], ...responseRest(s.slice(5), s[4])];
  if (s[0] === 'components' && typeof s[1] === 'string' && SECTIONS[s[1]]) return [SECTIONS[s[1]]!, ...s.slice(2)];
  if (s[0] === 'servers') return ['host'];
  // paths/{path}/{method}/responses/{code}/content/{type}/schema|example… → …/responses/{code}/schema|examples/{type}
  const content = s.indexOf('content');
  if (s[0] === 'paths' && s[3] === 'responses' && content === 5)
    return [...s.slice(0, 5), ...responseRest(s.slice(content + 2), s[content + 1])];
  // A request body was a `body` parameter (or `formData` ones) of the operation or its path.
  if (s[0] === 'paths' && s[3] === 'requestBody') return requestBodyPointer(s, original);
  // The upgrader takes those out of the lists of parameters: the others are further down as written.
  const list = s[0] === 'paths' ? (s[2] === 'parameters' ? 2 : s[3] === 'parameters' ? 3 : 0) : 0;
  if (list > 0 && s[list + 1] !== undefined) return [...s.slice(0, list + 1), ...parameterRest(s, list, original)];
  return s;
}

/** The index of the n-th parameter left by the upgrader in the list as written, and the rest of the pointer. */
function parameterRest(s: (string | number)[], list: number, original: OaObject | undefined): (string | number)[] {
  const n = Number(s[list + 1]);
  const owner = getAt(original, s.slice(0, list).map(String)) as OaObject | undefined;
  const params = Array.isArray(owner?.parameters) ? (owner.parameters as OaObject[]) : [];
  let kept = -1;
  for (const [i, raw] of params.entries()) {
    const p = typeof raw?.$ref === 'string' ? sharedParameter(original, raw.$ref) : raw;
    if (p?.in !== 'body' && p?.in !== 'formData' && ++kept === n) return [i, ...s.slice(list + 2)];
  }
  return s.slice(list + 1);
}

function responseRest(rest: (string | number)[], type: string | number | undefined): (string | number)[] {
  if (rest[0] === 'example' && type !== undefined) return ['examples', type, ...rest.slice(1)];
  return rest;
}

/** content/{type}/schema/… of a request body → schema/… of the body parameter. */
function bodyRest(rest: (string | number)[]): (string | number)[] {
  return rest[0] === 'content' && rest[2] === 'schema' ? rest.slice(2) : [];
}

function requestBodyPointer(s: (string | number)[], original: OaObject | undefined): (string | number)[] {
  const [, path, method] = s;
  const item = original?.paths?.[path as string] as OaObject | undefined;
  const rest = s.slice(4);
  for (const [owner, at] of [
    [item?.[method as string], s.slice(0, 3)],
    [item, s.slice(0, 2)],
  ] as [OaObject | undefined, (string | number)[]][]) {
    const params = Array.isArray(owner?.parameters) ? (owner.parameters as OaObject[]) : [];
    const resolved = params.map((p) => (typeof p?.$ref === 'string' ? sharedParameter(original, p.$ref) : p));
    const body = resolved.findIndex((p) => p?.in === 'body');
    if (body >= 0) return [...at, 'parameters', body, ...bodyRest(rest)];
    // formData: content/{type}/schema/properties/{name}/… → the parameter of that name.
    const field = rest[2] === 'schema' && rest[3] === 'properties' ? rest[4] : undefined;
    const form = resolved.findIndex((p) => p?.in === 'formData' && p.name === field);
    if (form >= 0) return [...at, 'parameters', form, ...rest.slice(5)];
  }
  return s.slice(0, 3);
}

function sharedParameter(original: OaObject | undefined, ref: string): OaObject | undefined {
  const name = /^#\/parameters\/([^/]+)$/.exec(ref)?.[1];
  return name === undefined ? undefined : original?.parameters?.[unescapeSegment(name)];
}

/**
 * `schemes` the upgrader leaves in place, which 3.0 has no word for: the document's own when it
 * gives no `host` (its servers are then paths on the reader's host: nothing to write them on), and
 * an operation's (2.0 lets one narrow the schemes, as 3.0 lets it give its own `servers`).
 */
function convertSchemes(original: OaObject, doc: OaObject): void {
  delete doc.schemes;
  const host = typeof original.host === 'string' ? original.host : undefined;
  const base = typeof original.basePath === 'string' ? original.basePath : '';
  for (const item of Object.values((doc.paths ?? {}) as Record<string, OaObject | null>)) {
    for (const method of HTTP_METHODS) {
      const op = item?.[method] as OaObject | undefined;
      if (!op || typeof op !== 'object' || !('schemes' in op)) continue;
      const schemes = Array.isArray(op.schemes) ? op.schemes.filter((s) => typeof s === 'string') : [];
      delete op.schemes;
      if (host && schemes.length > 0 && op.servers === undefined)
        op.servers = schemes.map((scheme: string) => ({ url: `${scheme}://${host}${base}` }));
    }
  }
}

/**
 * The upgrader gives the schema it makes of `formData` parameters `required: []` when none is
 * required, which 3.0 forbids (`minItems: 1`): a fault of the conversion, not of the document.
 * And it leaves the body optional when some are required (Gotify's `localLogin`, whose `name`
 * is required, read "Optional"): a form with a required field must be sent, as a required
 * `body` parameter's body is. The form media types of a request body are made of `formData` parameters.
 */
function dropEmptyFormRequired(doc: OaObject): void {
  const bodies: (OaObject | undefined)[] = [];
  for (const item of Object.values((doc.paths ?? {}) as Record<string, OaObject | null>))
    for (const method of HTTP_METHODS) bodies.push((item?.[method] as OaObject | undefined)?.requestBody);
  // A shared `formData` parameter (`#/parameters/File`) is made a request body of the components.
  bodies.push(...Object.values((doc.components?.requestBodies ?? {}) as Record<string, OaObject>));
  for (const body of bodies) {
    const content = body?.content as OaObject | undefined;
    for (const media of Object.keys(content ?? {})) {
      if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/.test(media)) continue;
      const schema = content?.[media]?.schema as OaObject | undefined;
      if (Array.isArray(schema?.required) && schema.required.length === 0) delete schema.required;
      else if (Array.isArray(schema?.required) && body && body.required === undefined) body.required = true;
    }
  }
}

/**
 * Azure's `x-ms-parameterized-host` (`hostTemplate: '{accountName}{host}'` and the parameters that
 * fill it): the address of the API, where `host` is a placeholder (`badhost`). Read as a server
 * whose variables are those parameters, each with its default (else its name), enum and description.
 */
function parameterizedHost(original: OaObject, doc: OaObject): void {
  const ext = original['x-ms-parameterized-host'] as OaObject | undefined;
  if (!ext || typeof ext.hostTemplate !== 'string') return;
  const shared = (original.parameters ?? {}) as OaObject;
  const variables: OaObject = {};
  for (const raw of Array.isArray(ext.parameters) ? (ext.parameters as OaObject[]) : []) {
    const ref = typeof raw?.$ref === 'string' ? /^#\/parameters\/([^/]+)$/.exec(raw.$ref)?.[1] : undefined;
    const p = (ref === undefined ? raw : shared[unescapeSegment(ref)]) as OaObject | undefined;
    if (!p || typeof p.name !== 'string') continue;
    variables[p.name] = {
      default: String(p.default ?? (Array.isArray(p.enum) ? p.enum[0] : p.name)),
      ...(Array.isArray(p.enum) ? { enum: p.enum.map(String) } : {}),
      ...(typeof p.description === 'string' ? { description: p.description } : {}),
    };
  }
  const schemes = Array.isArray(original.schemes) && original.schemes.length > 0 ? original.schemes : ['https'];
  const prefix = ext.useSchemePrefix === false ? '' : `${String(schemes[0])}://`;
  const base = typeof original.basePath === 'string' ? original.basePath : '';
  doc.servers = [
    { url: `${prefix}${ext.hostTemplate}${base}`, ...(Object.keys(variables).length > 0 ? { variables } : {}) },
  ];
}

/**
 * go-swagger's `x-isnullable`, its other name for `x-nullable` (Harbor writes both): given to
 * `x-nullable` where that is not written, so that the upgrader makes it 3.0's `nullable`.
 */
function isNullableAlias(value: unknown): void {
  if (!value || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const v of value) isNullableAlias(v);
    return;
  }
  const o = value as OaObject;
  if (typeof o['x-isnullable'] === 'boolean' && !('x-nullable' in o)) o['x-nullable'] = o['x-isnullable'];
  for (const child of Object.values(o)) isNullableAlias(child);
}
