/**
 * Checks the hand-written examples of a markdown page against the OpenAPI description:
 * - every `curl` command: method + URL on a server of the description and an operation's path,
 *   declared query parameters and headers, the API key for the server, and its JSON body valid
 *   against the operation's request body schema (no unknown field);
 * - in a `code` tab group, the Node.js, Python, PHP and Go tabs make the same request as the cURL
 *   tab: same method, same server and path, and a body with the same fields and literal values;
 * - every `http` block: a request line on an operation, or header lines only;
 * - every `json` block carries in its fence meta what it shows, and is valid against it:
 *   `response=<operationId>:<status>`, `request=<operationId>` or `webhook=<event>`
 *   (add `partial` for an excerpt, whose missing required fields are not reported).
 */
import { compareBody, countFields, HOLE, type Lang, readCodeRequest } from './code.js';
import { type CurlRequest, parseCurl } from './curl.js';
import {
  matchOperation,
  type Operation,
  operationById,
  operationsOnPath,
  SERVER_URLS,
  splitUrl,
  validateAt,
  validateParameter,
  webhooks,
} from './openapi.js';
import { type Fence, scanMarkdown } from './pages.js';

export const OTHER_LANGS: Lang[] = ['node', 'python', 'php', 'go'];
export const TAB_VALUES = ['curl', ...OTHER_LANGS];

/** The variables a reader has set when running the examples (getting-started, step 2). */
export const READER_ENV = { LINTAS_API_KEY: 'sk_test_…' };

export interface Stats {
  curl: number;
  curlBodies: number;
  /** Requests in another language compared with their cURL tab, by language. */
  langs: Record<string, number>;
  /** Body fields compared, all languages. */
  langFields: number;
  http: number;
  responses: number;
  requestBlocks: number;
  webhooks: number;
  fileBodies: number;
}

export const emptyStats = (): Stats => ({
  curl: 0,
  curlBodies: 0,
  langs: { node: 0, python: 0, php: 0, go: 0 },
  langFields: 0,
  http: 0,
  responses: 0,
  requestBlocks: 0,
  webhooks: 0,
  fileBodies: 0,
});

/** What a page's requests are, for comparing locales: `POST /orders {…}` lines. */
export interface Shown {
  requests: string[];
  json: string[];
}

export interface PageResult {
  problems: string[];
  stats: Stats;
  shown: Shown;
}

const ANNOTATE =
  'say what it shows in its fence meta: ```json title="…" response=<operationId>:<status>``` (a response body), request=<operationId> (a request body) or webhook=<event> (a webhook payload, e.g. webhook=order.status); add `partial` for an excerpt';

/** A request (from curl or an http block) against the description; returns the operation or undefined. */
export function checkRequest(
  where: string,
  req: { method: string; url: string; headers: Map<string, string>; body?: string; bodyFile?: string },
  problems: string[],
  stats?: Stats,
): Operation | undefined {
  const target = splitUrl(req.url);
  if (!target) {
    problems.push(`${where}: ${req.method} ${req.url} is not on a server of lintas.yaml (${SERVER_URLS.join(', ')})`);
    return undefined;
  }
  const match = matchOperation(req.method, target.path);
  if (!match) {
    const others = operationsOnPath(target.path).map((o) => `${o.method} (${o.id})`);
    problems.push(
      `${where}: ${req.method} ${target.path} is no operation of lintas.yaml${others.length ? `; that path has ${others.join(', ')}` : ''}`,
    );
    return undefined;
  }
  const { op, params } = match;
  if (!op.servers.includes(target.server))
    problems.push(`${where}: ${op.id} is not served by ${target.server} (only ${op.servers.join(', ')})`);
  for (const p of op.parameters.filter((x) => x.in === 'path'))
    problems.push(...validateParameter(p, params[p.name] ?? '').map((m) => `${where}: ${m}`));
  const declared = new Map(op.parameters.filter((x) => x.in === 'query').map((x) => [x.name, x]));
  for (const [name, value] of target.query) {
    const p = declared.get(name);
    if (!p)
      problems.push(
        `${where}: query parameter ${name} is not a parameter of ${op.id}${declared.size ? ` (it has ${[...declared.keys()].join(', ')})` : ' (it has none)'}`,
      );
    else problems.push(...validateParameter(p, value).map((m) => `${where}: ${m}`));
  }
  for (const p of declared.values())
    if (p.required && !target.query.has(p.name))
      problems.push(`${where}: ${op.id} needs the query parameter ${p.name}`);
  const headerParams = new Map(op.parameters.filter((x) => x.in === 'header').map((x) => [x.name.toLowerCase(), x]));
  for (const [name, value] of req.headers) {
    if (['authorization', 'content-type', 'accept'].includes(name)) continue;
    const p = headerParams.get(name);
    if (!p) problems.push(`${where}: header ${name} is not a parameter of ${op.id}`);
    else problems.push(...validateParameter(p, value).map((m) => `${where}: ${m}`));
  }
  if (op.secured) {
    const auth = req.headers.get('authorization');
    const key = /^Bearer (\S+)$/.exec(auth ?? '')?.[1];
    if (!key) problems.push(`${where}: ${op.id} needs "Authorization: Bearer <key>"`);
    else if (target.server.includes('sandbox') ? !key.startsWith('sk_test_') : !key.startsWith('sk_live_'))
      problems.push(`${where}: the key ${key} does not work on ${target.server}`);
  }
  if (req.body !== undefined || req.bodyFile !== undefined) {
    if (!op.requestBody) problems.push(`${where}: ${op.id} takes no request body`);
    if (!/^application\/json\b/.test(req.headers.get('content-type') ?? ''))
      problems.push(`${where}: a JSON body needs "Content-Type: application/json" (curl -d sends a form otherwise)`);
  } else if (op.requestBody?.required) problems.push(`${where}: ${op.id} needs a request body`);
  if (req.body !== undefined && op.requestBody) {
    let value: unknown;
    try {
      value = JSON.parse(req.body);
    } catch (e) {
      problems.push(`${where}: the body is not JSON (${(e as Error).message})`);
      return op;
    }
    for (const p of validateAt(op.requestBody.schema, value)) problems.push(`${where}: request body of ${op.id}: ${p}`);
    if (stats) stats.curlBodies++;
  }
  if (req.bodyFile !== undefined && stats) stats.fileBodies++;
  return op;
}

/** Does a URL worked out from code (with holes) name the same server and path as a cURL URL? */
function samePath(codeUrl: string, curlUrl: string): string | undefined {
  const a = splitUrl(codeUrl.replace(new RegExp(`${HOLE}[^/?]*`, 'g'), HOLE));
  const b = splitUrl(curlUrl)!;
  if (!a)
    return `its URL ${JSON.stringify(codeUrl.replace(new RegExp(HOLE, 'g'), '…'))} is not on a server of lintas.yaml`;
  if (a.server !== b.server) return `it calls ${a.server}, the cURL tab ${b.server}`;
  const sa = a.path.split('/');
  const sb = b.path.split('/');
  const same =
    sa.length === sb.length &&
    sa.every(
      (s, i) =>
        s === sb[i] ||
        (s.includes(HOLE) &&
          new RegExp(
            `^${s
              .split(HOLE)
              .map((x) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
              .join('.+')}$`,
          ).test(sb[i]!)),
    );
  return same ? undefined : `it calls ${a.path.replace(new RegExp(HOLE, 'g'), '{…}')}, the cURL tab ${b.path}`;
}

/** Checks a tab group of the `code` group. */
function checkGroup(
  file: string,
  groupLine: number,
  tabs: Map<string, Fence[]>,
  problems: string[],
  stats: Stats,
  env: Record<string, string>,
) {
  const where = `${file}:${groupLine}`;
  const missing = TAB_VALUES.filter((v) => !tabs.has(v));
  const extra = [...tabs.keys()].filter((v) => !TAB_VALUES.includes(v));
  if (missing.length || extra.length)
    problems.push(
      `${where}: the code tab group should have the tabs ${TAB_VALUES.join(', ')}${missing.length ? `; missing ${missing.join(', ')}` : ''}${extra.length ? `; unknown ${extra.join(', ')}` : ''}`,
    );
  const curlFences = tabs.get('curl') ?? [];
  const curlRequests: CurlRequest[] = [];
  for (const f of curlFences) {
    if (f.lang !== 'bash') continue;
    const { requests } = parseCurl(f.code, env);
    curlRequests.push(...requests.map((r) => ({ ...r, line: f.line + r.line })));
  }
  const apiHost = /https:\/\/api\.(?:sandbox\.)?lintas\.example/;
  if (curlRequests.length === 0) {
    // Not a request (e.g. a webhook handler): the other tabs must not call the API either.
    for (const lang of OTHER_LANGS)
      for (const f of tabs.get(lang) ?? [])
        if (apiHost.test(f.code))
          problems.push(
            `${file}:${f.line}: the ${lang} tab calls the API but the cURL tab of its group makes no request`,
          );
    return;
  }
  const first = curlRequests[0]!;
  const distinct = new Set(
    curlRequests.map((r) => `${r.method} ${splitUrl(r.url)?.path.replace(/\/[^/]*$/, '') ?? r.url}`),
  );
  if (distinct.size > 1)
    problems.push(
      `${where}: the cURL tab makes different requests (${[...distinct].join('; ')}); one request per tab group`,
    );
  let expectedBody: unknown;
  try {
    expectedBody = first.body === undefined ? undefined : JSON.parse(first.body);
  } catch {
    expectedBody = undefined;
  }
  for (const lang of OTHER_LANGS) {
    for (const f of tabs.get(lang) ?? []) {
      const at = `${file}:${f.line} (${lang})`;
      const req = readCodeRequest(f.code, lang);
      problems.push(...req.problems.map((p) => `${at}: ${p}`));
      if (!req.method || req.url === undefined) {
        problems.push(
          `${at}: no request found (fetch / requests / curl_init / http.NewRequest); the cURL tab sends ${first.method} ${first.url}`,
        );
        continue;
      }
      stats.langs[lang] = (stats.langs[lang] ?? 0) + 1;
      if (req.method !== first.method) problems.push(`${at}: sends ${req.method}, the cURL tab ${first.method}`);
      const pathProblem = samePath(req.url, first.url);
      if (pathProblem) problems.push(`${at}: ${pathProblem}`);
      if (first.bodyFile !== undefined) {
        if (!f.code.includes(first.bodyFile) || (req.body === undefined && req.bodyFile === undefined))
          problems.push(`${at}: the cURL tab sends the file ${first.bodyFile}; this tab should send it too`);
      } else if (expectedBody === undefined) {
        if (req.body !== undefined || req.bodyFile !== undefined)
          problems.push(`${at}: sends a body, the cURL tab does not`);
      } else if (req.body === undefined) {
        problems.push(`${at}: sends no body, the cURL tab sends ${first.body!.replace(/\s+/g, ' ').slice(0, 60)}…`);
      } else {
        problems.push(...compareBody(expectedBody, req.body).map((p) => `${at}: body ${p}`));
        stats.langFields += countFields(req.body);
      }
    }
  }
}

/** Checks one markdown page; `file` is used in messages. */
export function checkMarkdown(file: string, text: string, env: Record<string, string> = READER_ENV): PageResult {
  const { fences, groups } = scanMarkdown(file, text);
  const problems: string[] = [];
  const stats = emptyStats();
  const shown: Shown = { requests: [], json: [] };

  for (const f of fences) {
    const where = `${file}:${f.line}`;
    if (f.lang === 'bash' || f.lang === 'sh' || f.lang === 'shell') {
      if (!/(^|[\s;])curl\s/m.test(f.code)) continue;
      const { requests, problems: parseProblems } = parseCurl(f.code, env);
      problems.push(...parseProblems.map((p) => `${where}: ${p}`));
      for (const r of requests) {
        stats.curl++;
        const op = checkRequest(`${file}:${f.line + r.line}`, r, problems, stats);
        const target = splitUrl(r.url);
        shown.requests.push(
          `${r.method} ${target?.path ?? r.url}${target?.query.size ? `?${target.query}` : ''} ${op?.id ?? '?'} ${r.body ? JSON.stringify(JSON.parse(safeJson(r.body))) : r.bodyFile ? `@${r.bodyFile}` : ''}`,
        );
      }
    } else if (f.lang === 'http') {
      stats.http++;
      checkHttpBlock(where, f.code, problems, shown);
    } else if (f.lang === 'json' || f.lang === 'jsonc' || f.lang === 'json5') {
      checkJsonBlock(where, f, problems, stats, shown);
    } else if (
      ['js', 'javascript', 'ts', 'typescript', 'python', 'py', 'php', 'go'].includes(f.lang) &&
      f.tab?.group.name !== 'code' &&
      /https:\/\/api\.(?:sandbox\.)?lintas\.example/.test(f.code)
    ) {
      // A request in another language is only checked against the cURL tab of its group.
      problems.push(
        `${where}: a ${f.lang} example calls the API outside a code tab group; put it in a ::::tabs{group="code"} with its cURL tab`,
      );
    }
  }
  for (const g of groups) {
    if (g.name !== 'code') continue;
    checkGroup(file, g.line, g.tabs, problems, stats, env);
  }
  return { problems, stats, shown };
}

function safeJson(s: string): string {
  try {
    JSON.parse(s);
    return s;
  } catch {
    return JSON.stringify(s);
  }
}

function checkHttpBlock(where: string, code: string, problems: string[], shown: Shown) {
  const lines = code.split('\n');
  const requestLine = /^([A-Z]+)\s+(\S+)(?:\s+HTTP\/[\d.]+)?\s*$/.exec(lines[0]!.trim());
  const headerRe = /^([A-Za-z][\w-]*):\s*(.*)$/;
  if (!requestLine) {
    const bad = lines.filter((l) => l.trim() !== '' && !headerRe.test(l.trim()));
    if (bad.length)
      problems.push(
        `${where}: an http block is a request ("POST /orders", headers, blank line, body) or header lines only; "${bad[0]}" is neither`,
      );
    return;
  }
  const headers = new Map<string, string>();
  let i = 1;
  for (; i < lines.length && lines[i]!.trim() !== ''; i++) {
    const h = headerRe.exec(lines[i]!.trim());
    if (!h) problems.push(`${where}: "${lines[i]}" is not a header line`);
    else headers.set(h[1]!.toLowerCase(), h[2]!);
  }
  const body = lines
    .slice(i + 1)
    .join('\n')
    .trim();
  const [, method, target] = requestLine;
  // A path relative to the base URL, like the reference (`POST /rates`), or a full URL.
  const url = /^https?:/.test(target!) ? target! : `https://api.sandbox.lintas.example/v1${target}`;
  // The key may be left out of a one-line sketch; content type too if there is no body.
  if (!headers.has('authorization')) headers.set('authorization', 'Bearer sk_test_…');
  if (body && !headers.has('content-type')) headers.set('content-type', 'application/json');
  const sketch = { method: method!, url, headers, ...(body ? { body } : {}) };
  // A sketch without a body stands for the call; the body is shown elsewhere on the page.
  const local: string[] = [];
  const op = checkRequest(where, sketch, local);
  problems.push(...local.filter((p) => body || !/needs a request body/.test(p)));
  shown.requests.push(`${method} ${target} ${op?.id ?? '?'}`);
}

function parseMeta(meta: string): Record<string, string | true> {
  const out: Record<string, string | true> = {};
  for (const m of meta.matchAll(/(\w[\w-]*)(?:=(?:"([^"]*)"|'([^']*)'|([^\s{}]+)))?/g)) {
    if (meta.slice(0, m.index).split('"').length % 2 === 0) continue; // inside a quoted value
    out[m[1]!] = m[2] ?? m[3] ?? m[4] ?? true;
  }
  return out;
}

function checkJsonBlock(where: string, f: Fence, problems: string[], stats: Stats, shown: Shown) {
  const meta = parseMeta(f.meta);
  let value: unknown;
  try {
    value = JSON.parse(f.code);
  } catch (e) {
    problems.push(`${where}: the JSON block does not parse (${(e as Error).message})`);
    return;
  }
  const partial = meta.partial === true;
  shown.json.push(`${[meta.response, meta.request, meta.webhook].filter(Boolean).join(' ')} ${JSON.stringify(value)}`);
  if (typeof meta.response === 'string') {
    const [opId, status] = meta.response.split(':');
    const op = operationById.get(opId!);
    if (!op) return void problems.push(`${where}: response=${meta.response}: no operation ${opId} in lintas.yaml`);
    const res = op.responses.get(status ?? '');
    if (!res)
      return void problems.push(
        `${where}: response=${meta.response}: ${opId} has no response ${status} (it has ${[...op.responses.keys()].join(', ')})`,
      );
    if (!res.schema) return void problems.push(`${where}: response=${meta.response}: that response has no JSON body`);
    stats.responses++;
    for (const p of validateAt(res.schema, value, { partial }))
      problems.push(`${where}: response ${opId} ${status}: ${p}`);
    const err = (value as { error?: { status?: unknown; code?: unknown } } | null)?.error;
    if (err && res.codes) {
      if (err.code !== undefined && !res.codes.includes(String(err.code)))
        problems.push(
          `${where}: response ${opId} ${status}: error code ${String(err.code)} is not one of this response (${res.codes.join(', ')})`,
        );
      if (err.status !== undefined && String(err.status) !== status)
        problems.push(`${where}: response ${opId} ${status}: error.status is ${String(err.status)}`);
    }
  } else if (typeof meta.request === 'string') {
    const op = operationById.get(meta.request);
    if (!op?.requestBody)
      return void problems.push(
        `${where}: request=${meta.request}: no operation with a request body of that id in lintas.yaml`,
      );
    stats.requestBlocks++;
    for (const p of validateAt(op.requestBody.schema, value, { partial }))
      problems.push(`${where}: request body of ${op.id}: ${p}`);
  } else if (typeof meta.webhook === 'string') {
    const hook = webhooks.find((w) => w.event === meta.webhook || w.key === meta.webhook || w.id === meta.webhook);
    if (!hook)
      return void problems.push(
        `${where}: webhook=${meta.webhook}: no such webhook in lintas.yaml (${webhooks.map((w) => w.event).join(', ')})`,
      );
    stats.webhooks++;
    for (const p of validateAt(hook.schema, value, { partial })) problems.push(`${where}: ${hook.event} payload: ${p}`);
  } else {
    problems.push(`${where}: JSON block not associated with the API description; ${ANNOTATE}`);
  }
}
