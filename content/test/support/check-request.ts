/** One request of an example (from curl or an http block) checked against lintas.yaml, and the counts of a run. */
import { HOLE, type Lang } from './code.js';
import {
  matchOperation,
  type Operation,
  operationsOnPath,
  SERVER_URLS,
  splitUrl,
  validateAt,
  validateParameter,
} from './openapi.js';

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

export const ANNOTATE =
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
export function samePath(codeUrl: string, curlUrl: string): string | undefined {
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
