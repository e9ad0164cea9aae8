import { operationById, validateAt, webhooks } from './openapi.js';
import type { Fence } from './pages.js';

import { ANNOTATE, checkRequest, type Shown, type Stats } from './check-request.js';

export function safeJson(s: string): string {
  try {
    JSON.parse(s);
    return s;
  } catch {
    return JSON.stringify(s);
  }
}

export function checkHttpBlock(where: string, code: string, problems: string[], shown: Shown) {
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

export function checkJsonBlock(where: string, f: Fence, problems: string[], stats: Stats, shown: Shown) {
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
