/**
 * A small Lintas sandbox for tests: an HTTP server on 127.0.0.1 that answers every operation of
 * lintas.yaml from the description's own examples, after checking the request the way the API
 * does: a `sk_test_` key where one is needed (401), declared query parameters with valid values
 * and a JSON body valid against the operation's request schema (422 `validation_error`, with the
 * field at fault). It is stricter than the description on one point: a body field the schema
 * does not describe is refused, so a misspelt field in a guide fails.
 *
 * Which example answers: the response example with the same name as the request example the body
 * equals; for a query, the example whose summary is `<name>=<value>` for the query's parameters;
 * for an object the walk has seen (an order, its tracking), the example in the status the
 * object is in now; otherwise the first one.
 *
 * Like the sandbox, it keeps some state for the walk: the orders created (their status, so that
 * `POST /sandbox/orders/{id}/status` accepts only the transitions of `x-lintas-tracking-statuses`)
 * and the webhooks created (URL, events, secret). A status change POSTs the `order.status` event
 * (and `order.waybill_id` on `allocated`) to every webhook subscribed to it, signed with its secret
 * (`Lintas-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`), before it
 * answers; `deliver` maps a webhook URL to the address the test listens on.
 */
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { isDeepStrictEqual } from 'node:util';
import { matchOperation, type Operation, spec, validateAt, validateParameter, webhooks } from './openapi.js';

export interface MockCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  status: number;
  response: unknown;
  operation?: string;
}

export interface MockDelivery {
  /** The webhook's URL, and where the mock POSTed it. */
  url: string;
  target: string;
  event: string;
  signature: string;
  body: string;
  /** HTTP status of the answer, 0 when the receiver could not be reached. */
  status: number;
}

export interface MockSandbox {
  /** `http://127.0.0.1:<port>/v1`: the sandbox server URL to use instead of the real one. */
  url: string;
  calls: MockCall[];
  /** Every webhook delivery the mock made, in order. */
  deliveries: MockDelivery[];
  close(): Promise<void>;
}

export interface MockOptions {
  /** Where to POST a delivery for a webhook URL (`https://shop.example/hook` → `http://127.0.0.1:…/hook`); no delivery when undefined. */
  deliver?: (url: string) => string | undefined;
}

/** Signs a delivery body as Lintas does. */
export function lintasSignature(secret: string, body: string, t = Math.floor(Date.now() / 1000)): string {
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

const TRANSITIONS = new Map<string, string[]>(
  (spec['x-lintas-tracking-statuses'] as { status: string; next: string[] }[]).map((s) => [s.status, s.next]),
);

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

function pickExample(
  op: Operation,
  status: string,
  query: URLSearchParams,
  body: unknown,
  current: (id: string) => string | undefined,
  pathIds: string[],
): unknown {
  const res = op.responses.get(status)!;
  const names = Object.keys(res.examples);
  if (op.requestBody && body !== undefined) {
    const same = Object.entries(op.requestBody.examples).find(([, v]) => isDeepStrictEqual(v, body))?.[0];
    if (same && same in res.examples) return res.examples[same];
  }
  if (query.size > 0) {
    // The example whose summary is `<name>=<value>[&…]` for the query (`input=coblong`, `reference_id=…`).
    // The names the summary gives, with the query's values, must spell the summary's start.
    const hit = names.find((n) => {
      const summary = res.summaries[n] ?? '';
      const named = [...summary.matchAll(/(?:^|&)(\w+)=/g)].map((m) => m[1]!);
      if (named.length === 0 || named.some((k) => !query.has(k))) return false;
      const wanted = named.map((k) => `${k}=${query.get(k)}`).join('&');
      return summary === wanted || summary.startsWith(`${wanted} `);
    });
    if (hit) return res.examples[hit];
  }
  // An object of the walk: the example of the same object in the status it is in now.
  for (const id of pathIds) {
    const now = current(id);
    const hit = names.find((n) => {
      const v = res.examples[n] as { id?: unknown; status?: unknown } | null;
      return v?.id === id && v.status === now;
    });
    if (now && hit) return res.examples[hit];
  }
  return names.length > 0 ? res.examples[names[0]!] : undefined;
}

type Obj = Record<string, any>;

/** The event bodies a status change of an order makes: lintas.yaml's example for it, or one built from the order. */
function eventsFor(order: Obj): { event: string; body: Obj }[] {
  const out: { event: string; body: Obj }[] = [];
  const base = {
    order_id: order.id,
    tracking_id: order.courier?.tracking_id,
    waybill_id: order.courier?.waybill_id ?? null,
    courier_company: order.courier?.company,
    status: order.status,
    updated_at: order.updated_at,
  };
  for (const [event, wanted] of [
    ['order.status', true],
    ['order.waybill_id', order.status === 'allocated'],
  ] as const) {
    if (!wanted) continue;
    const hook = webhooks.find((w) => w.event === event);
    const example = Object.values(hook?.examples ?? {}).find(
      (v) => (v as Obj)?.data?.order_id === order.id && (v as Obj)?.data?.status === order.status,
    ) as Obj | undefined;
    out.push({
      event,
      body: example ?? { id: `evt_mock${++requestCounter}`, event, created_at: order.updated_at, data: base },
    });
  }
  return out;
}

export async function startMockSandbox(options: MockOptions = {}): Promise<MockSandbox> {
  const calls: MockCall[] = [];
  const deliveries: MockDelivery[] = [];
  /** Status of each order and tracking of the walk, by id. */
  const statusOf = new Map<string, string>();
  const hooks: { url: string; events: string[]; secret: string }[] = [];
  const remember = (value: unknown) => {
    const o = value as Obj | null;
    if (!o || typeof o.id !== 'string' || typeof o.status !== 'string') return;
    statusOf.set(o.id, o.status);
    if (typeof o.courier?.tracking_id === 'string') statusOf.set(o.courier.tracking_id, o.status);
  };
  async function fire(order: Obj) {
    for (const { event, body } of eventsFor(order))
      for (const hook of hooks.filter((h) => h.events.includes(event))) {
        const target = options.deliver?.(hook.url);
        if (!target) continue;
        const raw = JSON.stringify(body);
        const signature = lintasSignature(hook.secret, raw);
        let status = 0;
        try {
          const answer = await fetch(target, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'Lintas-Signature': signature },
            body: raw,
            signal: AbortSignal.timeout(10_000),
          });
          status = answer.status;
        } catch {
          status = 0;
        }
        deliveries.push({ url: hook.url, target, event, signature, body: raw, status });
      }
  }
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
      if (op.id === 'setSandboxOrderStatus') {
        // The transitions of the sandbox: only from an allowed current status.
        const now = statusOf.get(params.id ?? '');
        const next = (parsed as { status?: string }).status!;
        if (now !== undefined && !(TRANSITIONS.get(now) ?? []).includes(next))
          return reply(
            422,
            errorBody(422, 'validation_error', `Order ${params.id} cannot go from ${now} to ${next}.`, 'status'),
            op.id,
          );
      }
      const answer = pickExample(op, status, url.searchParams, parsed, (id) => statusOf.get(id), Object.values(params));
      if (op.id === 'createWebhook') {
        const a = answer as Obj;
        hooks.push({ url: a.url, events: a.events, secret: a.secret });
      }
      if (op.id === 'createOrder' || op.id === 'confirmDraftOrder') remember(answer);
      if (op.id === 'setSandboxOrderStatus') {
        remember(answer);
        // The webhooks fire before the answer, so that a test sees them when the call returns.
        void fire(answer as Obj).then(() => reply(Number(status), answer, op.id));
        return;
      }
      reply(Number(status), answer, op.id);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    calls,
    deliveries,
    close: () => new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve()))),
  };
}
