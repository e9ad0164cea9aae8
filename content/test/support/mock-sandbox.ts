/**
 * A small Lintas sandbox for tests: an HTTP server on 127.0.0.1 that answers every operation of
 * lintas.yaml from the description's own examples, after checking the request the way the API
 * does: a `sk_test_` key where one is needed (401), declared query parameters with valid values
 * and a JSON body valid against the operation's request schema (422 `validation_error`, with the
 * field at fault). It is stricter than the description on one point: a body field the schema
 * does not describe is refused, so a misspelt field in a guide fails.
 *
 * Which example answers: the response example with the same name as the request example the body
 * equals; for a query, the example whose summary is `input=<value>`; otherwise the first one.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { isDeepStrictEqual } from 'node:util';
import { matchOperation, type Operation, validateAt, validateParameter } from './openapi.js';

export interface MockCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  status: number;
  response: unknown;
  operation?: string;
}

export interface MockSandbox {
  /** `http://127.0.0.1:<port>/v1`: the sandbox server URL to use instead of the real one. */
  url: string;
  calls: MockCall[];
  close(): Promise<void>;
}

let requestCounter = 0;
const errorBody = (status: number, code: string, message: string, field?: string) => ({
  error: {
    status,
    code,
    message,
    ...(field ? { field } : {}),
    request_id: `req_mock${String(++requestCounter).padStart(4, '0')}`,
  },
});

function pickExample(op: Operation, status: string, query: URLSearchParams, body: unknown): unknown {
  const res = op.responses.get(status)!;
  const names = Object.keys(res.examples);
  if (op.requestBody && body !== undefined) {
    const same = Object.entries(op.requestBody.examples).find(([, v]) => isDeepStrictEqual(v, body))?.[0];
    if (same && same in res.examples) return res.examples[same];
  }
  const input = query.get('input');
  if (input !== null) {
    // The example whose summary is `input=<value>` (lintas.yaml's search examples).
    const hit = names.find((n) =>
      new RegExp(`^input=${input.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s|$)`).test(res.summaries[n] ?? ''),
    );
    if (hit) return res.examples[hit];
  }
  return names.length > 0 ? res.examples[names[0]!] : undefined;
}

export async function startMockSandbox(): Promise<MockSandbox> {
  const calls: MockCall[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const method = (req.method ?? 'GET').toUpperCase();
      const raw = Buffer.concat(chunks).toString('utf8');
      const reply = (status: number, payload: unknown, operation?: string) => {
        calls.push({
          method,
          path: url.pathname,
          query: url.searchParams,
          body: parsed,
          status,
          response: payload,
          ...(operation ? { operation } : {}),
        });
        res.writeHead(status, {
          'Content-Type': 'application/json',
          'X-Request-Id': `req_mock${String(++requestCounter).padStart(4, '0')}`,
        });
        res.end(payload === undefined ? '' : JSON.stringify(payload));
      };
      let parsed: unknown;
      if (!url.pathname.startsWith('/v1/'))
        return reply(404, errorBody(404, 'resource_not_found', `No route ${url.pathname}.`));
      const match = matchOperation(method, url.pathname.slice(3));
      if (!match) return reply(404, errorBody(404, 'resource_not_found', `No operation ${method} ${url.pathname}.`));
      const { op, params } = match;
      if (op.secured) {
        const key = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
        if (!key) return reply(401, errorBody(401, 'authentication_required', 'No API key was sent.'), op.id);
        if (!key.startsWith('sk_test_'))
          return reply(401, errorBody(401, 'invalid_api_key', 'Sandbox keys start with sk_test_.'), op.id);
      }
      for (const p of op.parameters.filter((x) => x.in === 'path')) {
        const problems = validateParameter(p, params[p.name] ?? '');
        if (problems.length) return reply(422, errorBody(422, 'validation_error', problems[0]!, p.name), op.id);
      }
      const declared = new Map(op.parameters.filter((x) => x.in === 'query').map((x) => [x.name, x]));
      for (const [name, value] of url.searchParams) {
        const p = declared.get(name);
        const problems = p ? validateParameter(p, value) : [`${name} is not a parameter of ${op.id}`];
        if (problems.length) return reply(422, errorBody(422, 'validation_error', problems[0]!, name), op.id);
      }
      for (const p of declared.values())
        if (p.required && !url.searchParams.has(p.name))
          return reply(422, errorBody(422, 'validation_error', `${p.name} is required.`, p.name), op.id);
      if (raw !== '') {
        if (!/^application\/json\b/.test(req.headers['content-type'] ?? ''))
          return reply(
            422,
            errorBody(422, 'validation_error', 'Send the body as JSON with Content-Type: application/json.'),
            op.id,
          );
        try {
          parsed = JSON.parse(raw);
        } catch {
          return reply(422, errorBody(422, 'validation_error', 'The body is not valid JSON.'), op.id);
        }
      }
      if (op.requestBody) {
        if (parsed === undefined && op.requestBody.required)
          return reply(422, errorBody(422, 'validation_error', 'A JSON body is required.'), op.id);
        if (parsed !== undefined) {
          const problems = validateAt(op.requestBody.schema, parsed);
          if (problems.length) {
            const field = /^\/(\S*)/
              .exec(problems[0]!)?.[1]
              ?.replace(/\/(\d+)(?=\/|$)/g, '[$1]')
              .replace(/\//g, '.');
            return reply(422, errorBody(422, 'validation_error', problems.join('; '), field || undefined), op.id);
          }
        }
      } else if (parsed !== undefined)
        return reply(422, errorBody(422, 'validation_error', `${op.id} takes no body.`), op.id);
      const status = [...op.responses.keys()].find((s) => /^2\d\d$/.test(s)) ?? '200';
      reply(Number(status), pickExample(op, status, url.searchParams, parsed), op.id);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    calls,
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
