import { createHash } from 'node:crypto';
import { deref, type LoadedApi, type OaObject, type OperationEntry, splitPathQuery, summaryTitle } from './model.js';
import { operationParameters, parameterValue, requestExample, securitySchemes } from './render/samples.js';
import { ownServerUrl } from './servers.js';
import { formPairs, headerText, pathText, queryPairs } from './render/serialize.js';
import { exampleData } from './external-value.js';

export const POSTMAN_SCHEMA = 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json';

export interface PostmanOptions {
  /** Collection name (default: the document's `info.title`). */
  name?: string;
  /** Value of the `baseUrl` variable (the sandbox server). */
  baseUrl: string;
  /** The plugin's `server` option: unless a URL, an operation with `servers` of its own calls its own. */
  server?: number | string;
}

type PostmanAuth =
  | { type: 'noauth' }
  | { type: 'bearer'; bearer: { key: string; value: string; type: 'string' }[] }
  | { type: 'apikey'; apikey: { key: string; value: string; type: 'string' }[] }
  | { type: 'basic'; basic: { key: string; value: string; type: 'string' }[] };

const REASONS: Record<string, string> = { '200': 'OK', '201': 'Created', '202': 'Accepted', '204': 'No Content' };

/**
 * A Postman collection (format v2.1) of every path operation: one folder per tag (document
 * order), the server as `{{baseUrl}}`, the key as the `apiKey` variable used by the collection's
 * auth, each request with its example body, and the examples of its success response.
 */
export function postmanCollection(api: LoadedApi, options: PostmanOptions): OaObject {
  const { doc } = api;
  const info = (doc.info ?? {}) as OaObject;
  const name = options.name ?? String(info.title ?? 'API');
  const collectionAuth = authFor(api, defaultRequirement(api));
  const folders = new Map<string, { name: string; description?: string; item: OaObject[] }>();
  for (const tag of (doc.tags ?? []) as OaObject[]) {
    if (tag && typeof tag.name === 'string')
      folders.set(tag.name, {
        name: tag.name,
        ...(tag.description ? { description: String(tag.description) } : {}),
        item: [],
      });
  }
  const untagged: OaObject[] = [];
  for (const entry of api.operations.values()) {
    if (entry.kind !== 'path') continue;
    // An operation's own server that is the collection's still goes through {{baseUrl}}.
    const own = ownServerUrl(entry, options.server);
    const item = requestItem(api, entry, collectionAuth, own !== options.baseUrl ? own : undefined);
    const tag = Array.isArray(entry.operation.tags) ? (entry.operation.tags[0] as string | undefined) : undefined;
    if (!tag) {
      untagged.push(item);
      continue;
    }
    if (!folders.has(tag)) folders.set(tag, { name: tag, item: [] });
    folders.get(tag)!.item.push(item);
  }
  const items: OaObject[] = [...[...folders.values()].filter((f) => f.item.length > 0), ...untagged];
  const description = [info.summary, info.description].filter((d) => typeof d === 'string' && d.trim()).join('\n\n');
  return {
    info: {
      _postman_id: uuidFrom(`${name}\0${String(info.version ?? '')}`),
      name,
      ...(description ? { description } : {}),
      ...(info.version ? { version: String(info.version) } : {}),
      schema: POSTMAN_SCHEMA,
    },
    item: items,
    ...(collectionAuth ? { auth: collectionAuth } : {}),
    variable: [
      { key: 'baseUrl', value: options.baseUrl, type: 'string' },
      { key: 'apiKey', value: '', type: 'string' },
    ],
  };
}

function defaultRequirement(api: LoadedApi): { name: string; scheme: OaObject }[] {
  const requirements = (api.doc.security ?? []) as Record<string, string[]>[];
  const schemes = (api.doc.components?.securitySchemes ?? {}) as OaObject;
  const first = requirements[0] ?? {};
  return Object.keys(first).flatMap((name) => {
    const scheme = deref<OaObject>(api.doc, schemes[name] as OaObject).value;
    return scheme ? [{ name, scheme }] : [];
  });
}

function authFor(_api: LoadedApi, requirement: { scheme: OaObject }[]): PostmanAuth | undefined {
  const scheme = requirement[0]?.scheme;
  // A scheme the document does not describe has no type to send.
  if (!scheme || scheme.type === undefined) return undefined;
  const v = (key: string, value: string) => ({ key, value, type: 'string' as const });
  if (scheme.type === 'apiKey')
    return {
      type: 'apikey',
      apikey: [
        v('key', String(scheme.name)),
        v('value', '{{apiKey}}'),
        v('in', scheme.in === 'query' ? 'query' : 'header'),
      ],
    };
  if (scheme.type === 'http' && String(scheme.scheme).toLowerCase() === 'basic')
    return { type: 'basic', basic: [v('username', '{{apiKey}}'), v('password', '')] };
  return { type: 'bearer', bearer: [v('token', '{{apiKey}}')] };
}

function requestItem(
  api: LoadedApi,
  entry: OperationEntry,
  collectionAuth: PostmanAuth | undefined,
  ownServer: string | undefined,
): OaObject {
  const op = entry.operation;
  const params = operationParameters(api, entry);
  const fixed = splitPathQuery(entry.path);
  const segments = fixed.path
    .split('/')
    .filter(Boolean)
    .map((s) => s.replace(/\{([^}]+)\}/g, ':$1'));
  const variables = params
    .filter((p) => p.in === 'path')
    .map((p) => ({
      key: String(p.name),
      value: pathText(p, parameterValue(api, p)),
      ...(p.description ? { description: String(p.description) } : {}),
    }));
  // One entry per pair the parameter's style makes (`ids=1&ids=2`, `created[gt]=0`), its description on the first.
  const query: OaObject[] = fixed.query.map(([key, value]) => ({ key, value }));
  query.push(
    ...params
      .filter((p) => p.in === 'query')
      .flatMap((p) =>
        queryPairs(p, String(p.name), parameterValue(api, p)).map(([key, value], i) => ({
          key,
          value,
          ...(p.description && i === 0 ? { description: String(p.description) } : {}),
          ...(p.required ? {} : { disabled: true }),
        })),
      ),
  );
  const header: OaObject[] = params
    .filter((p) => p.in === 'header' && !/^(authorization|content-type|accept)$/i.test(String(p.name)))
    .map((p) => ({
      key: String(p.name),
      value: headerText(p, parameterValue(api, p)),
      ...(p.description ? { description: String(p.description) } : {}),
      ...(p.required ? {} : { disabled: true }),
    }));
  const example = requestExample(api, entry);
  let body: OaObject | undefined;
  if (example && example.value !== undefined) {
    header.unshift({ key: 'Content-Type', value: example.contentType });
    const isJson = /json/i.test(example.contentType);
    body = isJson
      ? { mode: 'raw', raw: JSON.stringify(example.value, null, 2), options: { raw: { language: 'json' } } }
      : /x-www-form-urlencoded/i.test(example.contentType) && example.value && typeof example.value === 'object'
        ? {
            mode: 'urlencoded',
            urlencoded: formPairs(example.value as OaObject, formEncoding(api, entry, example.contentType)).map(
              ([key, value]) => ({ key, value }),
            ),
          }
        : { mode: 'raw', raw: typeof example.value === 'string' ? example.value : JSON.stringify(example.value) };
  }
  const queryString = query
    .filter((q) => !('disabled' in q))
    .map((q) => `${q.key}=${q.value}`)
    .join('&');
  const url = {
    raw: `${ownServer ?? '{{baseUrl}}'}/${segments.join('/')}${queryString ? `?${queryString}` : ''}`,
    host: [ownServer ?? '{{baseUrl}}'],
    path: segments,
    ...(query.length > 0 ? { query } : {}),
    ...(variables.length > 0 ? { variable: variables } : {}),
  };
  const requirements = securitySchemes(api, entry);
  const ownAuth =
    op.security !== undefined
      ? requirements.length === 0 || requirements.some((r) => r.length === 0)
        ? ({ type: 'noauth' } as PostmanAuth)
        : authFor(api, requirements[0] ?? [])
      : undefined;
  // A summary that is no title (paragraphs of markdown) is the start of the description.
  const title = summaryTitle(op.summary);
  const description = [title ? undefined : op.summary, op.description ?? (title ? op.summary : undefined)]
    .filter((d): d is string => typeof d === 'string' && d.trim() !== '')
    .map((d, _i, all) => (all.length > 1 ? d.trim() : d))
    .join('\n\n');
  const request: OaObject = {
    method: entry.method.toUpperCase(),
    header,
    ...(body ? { body } : {}),
    url,
    ...(description ? { description } : {}),
    ...(ownAuth && JSON.stringify(ownAuth) !== JSON.stringify(collectionAuth) ? { auth: ownAuth } : {}),
  };
  return { name: title ?? entry.id, request, response: successExamples(api, entry, request) };
}

/** The examples of the first 2xx response, as saved Postman responses. */
function successExamples(api: LoadedApi, entry: OperationEntry, request: OaObject): OaObject[] {
  const success = Object.entries((entry.operation.responses ?? {}) as OaObject).find(([code]) => /^2\d\d$/.test(code));
  if (!success) return [];
  const [code, raw] = success;
  const response = deref<OaObject>(api.doc, raw as OaObject).value ?? {};
  const out: OaObject[] = [];
  for (const [type, media] of Object.entries((response.content ?? {}) as OaObject)) {
    const examples: [string, unknown][] = [];
    if (media?.examples && typeof media.examples === 'object') {
      for (const [name, rawEx] of Object.entries(media.examples as OaObject)) {
        const ex = deref<OaObject>(api.doc, rawEx as OaObject).value;
        const data = ex && typeof ex === 'object' ? exampleData(ex) : undefined;
        if (data) examples.push([String(ex.summary ?? name), data.value]);
      }
    } else if (media && 'example' in media) examples.push([String(response.description ?? code), media.example]);
    for (const [name, value] of examples) {
      out.push({
        name,
        originalRequest: request,
        status: REASONS[code] ?? 'OK',
        code: Number(code),
        _postman_previewlanguage: /json/i.test(type) ? 'json' : 'text',
        header: [{ key: 'Content-Type', value: type }],
        body: typeof value === 'string' && !/json/i.test(type) ? value : JSON.stringify(value, null, 2),
      });
    }
  }
  return out;
}

/** The Encoding Object of a request body's media type. */
function formEncoding(api: LoadedApi, entry: OperationEntry, type: string): OaObject | undefined {
  const body = deref<OaObject>(api.doc, entry.operation.requestBody as OaObject).value;
  const media = deref<OaObject>(api.doc, (body?.content as OaObject | undefined)?.[type] as OaObject).value;
  return media?.encoding as OaObject | undefined;
}

/** A stable UUID (v5 layout) from a string: re-imports replace the collection instead of duplicating it. */
function uuidFrom(text: string): string {
  const hex = createHash('sha1').update(text).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
