import { deref, type LoadedApi, type OaObject, type OperationEntry } from '../model.js';
import { sampleFromSchema } from '../schema-util.js';

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
  /** How to read the answer: JSON, or anything else. */
  responseKind: 'json' | 'other';
}

/** JSON, text (form-urlencoded too), multipart fields, or a file sent as it is. */
export type SampleBody =
  | { kind: 'json'; value: unknown; contentType: string }
  | { kind: 'text'; value: string; contentType: string }
  | { kind: 'form'; fields: { name: string; value: string; file: boolean }[]; contentType: string }
  | { kind: 'binary'; file: string; contentType: string };

/** Name of the local file the samples upload. */
const UPLOAD = 'file.bin';

export interface SampleOptions {
  /** Base URL of the server the samples call. */
  serverUrl: string;
  /** Environment variable holding the API key (`LINTAS_API_KEY`). */
  keyEnv: string;
}

export const SAMPLE_LANGUAGES = [
  { value: 'curl', label: 'cURL', lang: 'bash' },
  { value: 'node', label: 'Node.js', lang: 'js' },
  { value: 'python', label: 'Python', lang: 'python' },
  { value: 'php', label: 'PHP', lang: 'php' },
  { value: 'go', label: 'Go', lang: 'go' },
] as const;

export type SampleLanguage = (typeof SAMPLE_LANGUAGES)[number]['value'];

/** The base URL of a server object, with its variables set to their defaults. */
export function serverUrl(server: OaObject | undefined): string {
  if (!server || typeof server.url !== 'string') return '';
  const vars = (server.variables ?? {}) as Record<string, OaObject>;
  return server.url
    .replace(/\{([^}]+)\}/g, (m, name: string) =>
      vars[name] && vars[name].default !== undefined ? String(vars[name].default) : m,
    )
    .replace(/\/$/, '');
}

function isJsonMedia(type: string): boolean {
  return /^application\/(?:[\w.+-]+\+)?json\b/i.test(type) || type === '*/*';
}

/** The value of a parameter for the sample: its example, else one made from its schema. */
export function parameterValue(api: LoadedApi, param: OaObject): unknown {
  if ('example' in param) return param.example;
  if (param.examples && typeof param.examples === 'object') {
    for (const raw of Object.values(param.examples as OaObject)) {
      const ex = deref<OaObject>(api.doc, raw as OaObject).value;
      if (ex && typeof ex === 'object' && 'value' in ex) return ex.value;
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
    if (!p || typeof p !== 'object') continue;
    byKey.set(`${String(p.in)}:${String(p.name)}`, p);
  }
  return [...byKey.values()];
}

/** The request body's first media type (JSON preferred) and its first example. */
export function requestExample(
  api: LoadedApi,
  entry: OperationEntry,
): { contentType: string; value: unknown; name?: string } | undefined {
  const body = deref<OaObject>(api.doc, entry.operation.requestBody as OaObject).value;
  if (!body || typeof body !== 'object' || !body.content) return undefined;
  const types = Object.keys(body.content as OaObject);
  const contentType = types.find(isJsonMedia) ?? types[0];
  if (!contentType) return undefined;
  const media = (body.content as OaObject)[contentType] as OaObject;
  if (media.examples && typeof media.examples === 'object') {
    for (const [name, raw] of Object.entries(media.examples as OaObject)) {
      const ex = deref<OaObject>(api.doc, raw as OaObject).value;
      if (ex && typeof ex === 'object' && 'value' in ex) return { contentType, value: ex.value, name };
    }
  }
  if ('example' in media) return { contentType, value: media.example };
  return { contentType, value: media.schema ? sampleFromSchema(api.doc, media.schema) : undefined };
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
      const scheme = deref<OaObject>(api.doc, schemes[name] as OaObject).value;
      return scheme ? [{ name, scheme, scopes: scopes ?? [] }] : [];
    }),
  );
}

export function sampleRequest(api: LoadedApi, entry: OperationEntry, options: SampleOptions): SampleRequest {
  const params = operationParameters(api, entry);
  let path = entry.path;
  const query: string[] = [];
  const headers: SampleHeader[] = [];
  for (const p of params) {
    const value = parameterValue(api, p);
    if (p.in === 'path') path = path.replace(`{${String(p.name)}}`, encodeURIComponent(scalar(value)));
    else if (p.in === 'query' && p.required) {
      const values = Array.isArray(value) ? value : [value];
      for (const v of values) query.push(`${encodeURIComponent(String(p.name))}=${encodeURIComponent(scalar(v))}`);
    } else if (
      p.in === 'header' &&
      (p.required || 'example' in p || p.examples) &&
      !/^(authorization|content-type|accept)$/i.test(String(p.name))
    ) {
      headers.push({ name: String(p.name), value: scalar(value) });
    } else if (p.in === 'cookie' && p.required)
      headers.push({ name: 'Cookie', value: `${String(p.name)}=${scalar(value)}` });
  }
  const auth: SampleHeader[] = [];
  const requirement = securitySchemes(api, entry)[0] ?? [];
  for (const { scheme } of requirement) {
    if (scheme.type === 'http' && String(scheme.scheme).toLowerCase() === 'bearer')
      auth.push({ name: 'Authorization', value: '', env: { name: options.keyEnv, prefix: 'Bearer ' } });
    else if (scheme.type === 'http' && String(scheme.scheme).toLowerCase() === 'basic')
      auth.push({ name: 'Authorization', value: '', env: { name: options.keyEnv, prefix: 'Basic ' } });
    else if (scheme.type === 'apiKey' && scheme.in === 'header')
      auth.push({ name: String(scheme.name), value: '', env: { name: options.keyEnv, prefix: '' } });
    else if (scheme.type === 'apiKey' && scheme.in === 'query')
      query.push(`${encodeURIComponent(String(scheme.name))}=YOUR_API_KEY`);
    else if (scheme.type === 'oauth2' || scheme.type === 'openIdConnect')
      auth.push({ name: 'Authorization', value: '', env: { name: options.keyEnv, prefix: 'Bearer ' } });
  }
  const example = requestExample(api, entry);
  const body =
    example && example.value !== undefined ? sampleBody(api, entry, example.contentType, example.value) : undefined;
  const success = Object.entries((entry.operation.responses ?? {}) as OaObject).find(([code]) => /^2/.test(code));
  const successContent = success
    ? Object.keys((deref<OaObject>(api.doc, success[1] as OaObject).value?.content ?? {}) as OaObject)
    : [];
  return {
    method: entry.method.toUpperCase(),
    url: `${options.serverUrl}${path}${query.length > 0 ? `?${query.join('&')}` : ''}`,
    // Multipart bodies get their Content-Type (with the boundary) from the HTTP client.
    headers: [
      ...auth,
      ...(body && body.kind !== 'form' ? [{ name: 'Content-Type', value: body.contentType }] : []),
      ...headers,
    ],
    ...(body ? { body } : {}),
    responseKind: successContent.length === 0 || successContent.some(isJsonMedia) ? 'json' : 'other',
  };
}

function isScalar(value: unknown): boolean {
  return value === null || typeof value !== 'object';
}

function sampleBody(api: LoadedApi, entry: OperationEntry, contentType: string, value: unknown): SampleBody {
  if (isJsonMedia(contentType))
    return { kind: 'json', value, contentType: contentType === '*/*' ? 'application/json' : contentType };
  const body = deref<OaObject>(api.doc, entry.operation.requestBody as OaObject).value;
  const schema =
    deref<OaObject>(api.doc, (body?.content as OaObject | undefined)?.[contentType]?.schema as OaObject).value ?? {};
  if (/^multipart\//i.test(contentType)) {
    const props = (schema.properties ?? {}) as OaObject;
    const isFile = (name: string) => {
      const prop = deref<OaObject>(api.doc, props[name] as OaObject).value ?? {};
      return (
        prop.format === 'binary' ||
        prop.format === 'base64' ||
        typeof prop.contentMediaType === 'string' ||
        (prop.type === 'string' && typeof prop.contentEncoding === 'string')
      );
    };
    const names =
      value && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value as OaObject) : Object.keys(props);
    return {
      kind: 'form',
      contentType,
      fields: names.map((name) => ({
        name,
        file: isFile(name),
        value: isFile(name) ? UPLOAD : scalar((value as OaObject | undefined)?.[name]),
      })),
    };
  }
  if (/x-www-form-urlencoded/i.test(contentType) && value && typeof value === 'object') {
    return {
      kind: 'text',
      contentType,
      value: new URLSearchParams(
        Object.entries(value as OaObject).map(([k, v]): [string, string] => [k, scalar(v)]),
      ).toString(),
    };
  }
  if (
    /^(text\/|application\/(xml|x-yaml|yaml))/i.test(contentType) ||
    (typeof value === 'string' && schema.format !== 'binary')
  ) {
    return { kind: 'text', contentType, value: typeof value === 'string' ? value : JSON.stringify(value) };
  }
  return { kind: 'binary', contentType, file: UPLOAD };
}

function scalar(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The code of the sample in every language, in tab order. */
export function codeSamples(
  req: SampleRequest,
): { value: SampleLanguage; label: string; lang: string; code: string }[] {
  const writers: Record<SampleLanguage, (r: SampleRequest) => string> = { curl, node, python, php, go };
  return SAMPLE_LANGUAGES.map((l) => ({ ...l, code: writers[l.value](req) }));
}

// ---------- cURL

function shellDouble(value: string): string {
  return `"${value.replace(/(["\\$`])/g, '\\$1')}"`;
}

function curl(r: SampleRequest): string {
  const url = /[?&*[\]{}$\s'"]/.test(r.url) ? shellDouble(r.url) : r.url;
  const implicitPost = r.method === 'POST' && r.body;
  const lines = [`curl${r.method === 'GET' || implicitPost ? '' : ` -X ${r.method}`} ${url}`];
  for (const hd of r.headers)
    lines.push(
      hd.env ? `-H "${hd.name}: ${hd.env.prefix}$${hd.env.name}"` : `-H ${shellDouble(`${hd.name}: ${hd.value}`)}`,
    );
  const b = r.body;
  if (b?.kind === 'json' || b?.kind === 'text') {
    const text = b.kind === 'json' ? JSON.stringify(b.value, null, 2) : b.value;
    lines.push(`-d '${text.replace(/'/g, `'\\''`)}'`);
  } else if (b?.kind === 'form') {
    for (const f of b.fields) lines.push(`-F ${shellDouble(`${f.name}=${f.file ? '@' : ''}${f.value}`)}`);
  } else if (b?.kind === 'binary') lines.push(`--data-binary @${b.file}`);
  return lines.map((l, i) => (i === 0 ? l : `  ${l}`)).join(' \\\n');
}

// ---------- Node.js (fetch)

const JS_IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function jsString(value: string): string {
  return `'${value
    .replace(/\\/g, '\\\\')
    .replace(/'/g, "\\'")
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')}'`;
}

function jsLiteral(value: unknown, indent: string): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return jsString(value);
  if (typeof value !== 'object') return JSON.stringify(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const flat = `[${value.map((v) => jsLiteral(v, inner)).join(', ')}]`;
    if (value.every(isScalar) && flat.length <= 60) return flat;
    return `[\n${value.map((v) => `${inner}${jsLiteral(v, inner)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([k, v]) => `${inner}${JS_IDENTIFIER.test(k) ? k : jsString(k)}: ${jsLiteral(v, inner)},`).join('\n')}\n${indent}}`;
}

function node(r: SampleRequest): string {
  const lines: string[] = [];
  const b = r.body;
  const readsFile = b?.kind === 'binary' || (b?.kind === 'form' && b.fields.some((f) => f.file));
  if (readsFile) lines.push("import { readFile } from 'node:fs/promises';", '');
  if (b?.kind === 'form') {
    lines.push('const form = new FormData();');
    for (const f of b.fields)
      lines.push(
        f.file
          ? `form.append(${jsString(f.name)}, new Blob([await readFile(${jsString(f.value)})]), ${jsString(f.value)});`
          : `form.append(${jsString(f.name)}, ${jsString(f.value)});`,
      );
    lines.push('');
  }
  const init: string[] = [];
  if (r.method !== 'GET') init.push(`  method: '${r.method}',`);
  if (r.headers.length > 0) {
    init.push('  headers: {');
    for (const hd of r.headers) {
      const key = JS_IDENTIFIER.test(hd.name) ? hd.name : jsString(hd.name);
      init.push(
        `    ${key}: ${hd.env ? (hd.env.prefix ? `\`${hd.env.prefix}\${process.env.${hd.env.name}}\`` : `process.env.${hd.env.name}`) : jsString(hd.value)},`,
      );
    }
    init.push('  },');
  }
  if (b?.kind === 'json') init.push(`  body: JSON.stringify(${jsLiteral(b.value, '  ')}),`);
  else if (b?.kind === 'text') init.push(`  body: ${jsString(b.value)},`);
  else if (b?.kind === 'form') init.push('  body: form,');
  else if (b?.kind === 'binary') init.push(`  body: await readFile(${jsString(b.file)}),`);
  lines.push(
    init.length > 0
      ? `const response = await fetch(${jsString(r.url)}, {\n${init.join('\n')}\n});`
      : `const response = await fetch(${jsString(r.url)});`,
  );
  if (r.responseKind === 'json')
    lines.push('const data = await response.json();', 'console.log(response.status, data);');
  else
    lines.push(
      'const data = Buffer.from(await response.arrayBuffer());',
      "console.log(response.status, response.headers.get('content-type'), data.length);",
    );
  return lines.join('\n');
}

// ---------- Python (requests)

function pyString(value: string): string {
  return JSON.stringify(value);
}

function pyLiteral(value: unknown, indent: string): string {
  if (value === null || value === undefined) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'string') return pyString(value);
  if (typeof value !== 'object') return JSON.stringify(value);
  const inner = `${indent}    `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const flat = `[${value.map((v) => pyLiteral(v, inner)).join(', ')}]`;
    if (value.every(isScalar) && flat.length <= 60) return flat;
    return `[\n${value.map((v) => `${inner}${pyLiteral(v, inner)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([k, v]) => `${inner}${pyString(k)}: ${pyLiteral(v, inner)},`).join('\n')}\n${indent}}`;
}

function python(r: SampleRequest): string {
  const b = r.body;
  const usesEnv = r.headers.some((hd) => hd.env);
  const lines = [...(usesEnv ? ['import os', ''] : []), 'import requests', ''];
  if (b?.kind === 'json') lines.push(`payload = ${pyLiteral(b.value, '')}`, '');
  const method = r.method.toLowerCase();
  const args: string[] = [`    ${pyString(r.url)},`];
  // requests sets the Content-Type of JSON and multipart bodies itself.
  const headers = r.headers.filter((hd) => !((b?.kind === 'json' || b?.kind === 'form') && hd.name === 'Content-Type'));
  if (headers.length > 0) {
    args.push('    headers={');
    for (const hd of headers)
      args.push(
        `        ${pyString(hd.name)}: ${hd.env ? (hd.env.prefix ? `f"${hd.env.prefix}{os.environ['${hd.env.name}']}"` : `os.environ["${hd.env.name}"]`) : pyString(hd.value)},`,
      );
    args.push('    },');
  }
  if (b?.kind === 'json') args.push('    json=payload,');
  else if (b?.kind === 'text') args.push(`    data=${pyString(b.value)},`);
  else if (b?.kind === 'binary') args.push(`    data=open(${pyString(b.file)}, "rb"),`);
  else if (b?.kind === 'form') {
    const data = b.fields.filter((f) => !f.file);
    const files = b.fields.filter((f) => f.file);
    if (data.length > 0)
      args.push(`    data={${data.map((f) => `${pyString(f.name)}: ${pyString(f.value)}`).join(', ')}},`);
    if (files.length > 0)
      args.push(`    files={${files.map((f) => `${pyString(f.name)}: open(${pyString(f.value)}, "rb")`).join(', ')}},`);
  }
  args.push('    timeout=30,');
  const call = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'].includes(method)
    ? `requests.${method}(`
    : `requests.request(\n    "${r.method}",`;
  lines.push(`response = ${call}\n${args.join('\n')}\n)`);
  lines.push(
    r.responseKind === 'json'
      ? 'print(response.status_code, response.json())'
      : 'print(response.status_code, response.headers["Content-Type"], len(response.content))',
  );
  return lines.join('\n');
}

// ---------- PHP (curl extension)

function phpString(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

function phpLiteral(value: unknown, indent: string): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string') return phpString(value);
  if (typeof value !== 'object') return JSON.stringify(value);
  const inner = `${indent}    `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const flat = `[${value.map((v) => phpLiteral(v, inner)).join(', ')}]`;
    if (value.every(isScalar) && flat.length <= 60) return flat;
    return `[\n${value.map((v) => `${inner}${phpLiteral(v, inner)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return 'new stdClass()';
  return `[\n${entries.map(([k, v]) => `${inner}${phpString(k)} => ${phpLiteral(v, inner)},`).join('\n')}\n${indent}]`;
}

function php(r: SampleRequest): string {
  const b = r.body;
  const lines = ['<?php'];
  if (b?.kind === 'json') lines.push(`$payload = ${phpLiteral(b.value, '')};`, '');
  lines.push(`$ch = curl_init(${phpString(r.url)});`, 'curl_setopt_array($ch, [');
  if (r.method !== 'GET') lines.push(`    CURLOPT_CUSTOMREQUEST => '${r.method}',`);
  lines.push('    CURLOPT_RETURNTRANSFER => true,');
  if (r.headers.length > 0) {
    lines.push('    CURLOPT_HTTPHEADER => [');
    for (const hd of r.headers)
      lines.push(
        `        ${hd.env ? `${phpString(`${hd.name}: ${hd.env.prefix}`)} . getenv('${hd.env.name}')` : phpString(`${hd.name}: ${hd.value}`)},`,
      );
    lines.push('    ],');
  }
  if (b?.kind === 'json')
    lines.push('    CURLOPT_POSTFIELDS => json_encode($payload, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE),');
  else if (b?.kind === 'text') lines.push(`    CURLOPT_POSTFIELDS => ${phpString(b.value)},`);
  else if (b?.kind === 'binary') lines.push(`    CURLOPT_POSTFIELDS => file_get_contents(${phpString(b.file)}),`);
  else if (b?.kind === 'form') {
    // An array of fields makes the curl extension send multipart/form-data.
    lines.push('    CURLOPT_POSTFIELDS => [');
    for (const f of b.fields)
      lines.push(
        `        ${phpString(f.name)} => ${f.file ? `new CURLFile(${phpString(f.value)})` : phpString(f.value)},`,
      );
    lines.push('    ],');
  }
  lines.push(
    ']);',
    '$response = curl_exec($ch);',
    '$status = curl_getinfo($ch, CURLINFO_RESPONSE_CODE);',
    'curl_close($ch);',
    '',
    'echo $status, PHP_EOL, $response, PHP_EOL;',
  );
  return lines.join('\n');
}

// ---------- Go (net/http)

const GO_METHODS: Record<string, string> = {
  GET: 'http.MethodGet',
  POST: 'http.MethodPost',
  PUT: 'http.MethodPut',
  PATCH: 'http.MethodPatch',
  DELETE: 'http.MethodDelete',
  HEAD: 'http.MethodHead',
  OPTIONS: 'http.MethodOptions',
  TRACE: 'http.MethodTrace',
};

function goString(value: string): string {
  return JSON.stringify(value);
}

function go(r: SampleRequest): string {
  const b = r.body;
  const bodyText = b?.kind === 'json' ? JSON.stringify(b.value, null, 2) : b?.kind === 'text' ? b.value : undefined;
  const usesEnv = r.headers.some((hd) => hd.env);
  const form = b?.kind === 'form' ? b : undefined;
  const opensFile = b?.kind === 'binary' || Boolean(form?.fields.some((f) => f.file));
  const imports = [
    ...(form ? ['"bytes"'] : []),
    '"fmt"',
    '"io"',
    '"log"',
    ...(form ? ['"mime/multipart"'] : []),
    '"net/http"',
    ...(usesEnv || opensFile ? ['"os"'] : []),
    ...(bodyText !== undefined ? ['"strings"'] : []),
  ];
  const lines = ['package main', '', 'import (', ...imports.map((i) => `\t${i}`), ')', '', 'func main() {'];
  let bodyVar = 'nil';
  if (bodyText !== undefined) {
    lines.push(`\tbody := strings.NewReader(${bodyText.includes('`') ? goString(bodyText) : `\`${bodyText}\``})`);
    bodyVar = 'body';
  } else if (b?.kind === 'binary') {
    lines.push(
      `\tbody, err := os.Open(${goString(b.file)})`,
      '\tif err != nil {',
      '\t\tlog.Fatal(err)',
      '\t}',
      '\tdefer body.Close()',
      '',
    );
    bodyVar = 'body';
  } else if (form) {
    lines.push('\tvar body bytes.Buffer', '\tform := multipart.NewWriter(&body)');
    for (const f of form.fields) {
      if (f.file) {
        lines.push(
          `\tpart, err := form.CreateFormFile(${goString(f.name)}, ${goString(f.value)})`,
          '\tif err != nil {',
          '\t\tlog.Fatal(err)',
          '\t}',
          `\tcontent, err := os.ReadFile(${goString(f.value)})`,
          '\tif err != nil {',
          '\t\tlog.Fatal(err)',
          '\t}',
          '\tpart.Write(content)',
        );
        break;
      }
    }
    for (const f of form.fields.filter((x) => !x.file))
      lines.push(`\tform.WriteField(${goString(f.name)}, ${goString(f.value)})`);
    lines.push('\tform.Close()', '');
    bodyVar = '&body';
  }
  lines.push(
    `\treq, err := http.NewRequest(${GO_METHODS[r.method] ?? goString(r.method)}, ${goString(r.url)}, ${bodyVar})`,
    '\tif err != nil {',
    '\t\tlog.Fatal(err)',
    '\t}',
  );
  for (const hd of r.headers)
    lines.push(
      `\treq.Header.Set(${goString(hd.name)}, ${hd.env ? `${hd.env.prefix ? `${goString(hd.env.prefix)}+` : ''}os.Getenv(${goString(hd.env.name)})` : goString(hd.value)})`,
    );
  if (form) lines.push('\treq.Header.Set("Content-Type", form.FormDataContentType())');
  lines.push(
    '',
    '\tres, err := http.DefaultClient.Do(req)',
    '\tif err != nil {',
    '\t\tlog.Fatal(err)',
    '\t}',
    '\tdefer res.Body.Close()',
    '',
    '\tdata, err := io.ReadAll(res.Body)',
    '\tif err != nil {',
    '\t\tlog.Fatal(err)',
    '\t}',
    '\tfmt.Println(res.Status)',
    '\tfmt.Println(string(data))',
    '}',
  );
  return lines.join('\n');
}
