/**
 * Every hand-written example of the docs, in every locale, matches the OpenAPI description
 * (content/openapi/lintas.yaml):
 * - each `curl` command calls an operation (method + path on a server of the description, path
 *   parameters, declared query parameters and headers, the right kind of key for the server) and
 *   its JSON body is valid against the operation's request schema, with no unknown field;
 * - in each `code` tab group, the Node.js, Python, PHP and Go tabs send the same request as the
 *   cURL tab: same method, server and path, and a body with the same fields and literal values;
 * - each `http` block is a request on an operation (or header lines only);
 * - each `json` block says in its fence meta what it shows (`response=<operationId>:<status>`,
 *   `request=<operationId>`, `webhook=<event>`, optionally `partial`) and is valid against it;
 *   an error body carries a code of that response and its status. A JSON block without such a
 *   meta fails the test with its file:line.
 * The checker itself is tested on small markdown fixtures with known mistakes.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { checkMarkdown, emptyStats, type Stats } from './support/check-examples.js';
import { operations } from './support/openapi.js';
import { readPages } from './support/pages.js';

const LOCALES = ['fr', 'en', 'id'];
const totals = new Map<string, Stats>();

function add(into: Stats, s: Stats) {
  for (const k of Object.keys(s) as (keyof Stats)[]) {
    if (k === 'langs') for (const [l, n] of Object.entries(s.langs)) into.langs[l] = (into.langs[l] ?? 0) + n;
    else (into[k] as number) += s[k] as number;
  }
}

describe('the examples of the docs match the OpenAPI description', () => {
  for (const locale of LOCALES) {
    it(`${locale}: every request, response and webhook example is valid`, () => {
      const stats = emptyStats();
      const problems: string[] = [];
      for (const page of readPages(locale)) {
        const result = checkMarkdown(page.file, page.text);
        problems.push(...result.problems);
        add(stats, result.stats);
      }
      totals.set(locale, stats);
      expect(problems).toEqual([]);
      // Not vacuous: the pages hold dozens of examples of each kind.
      expect(stats.curl).toBeGreaterThanOrEqual(30);
      expect(stats.curlBodies).toBeGreaterThanOrEqual(10);
      expect(stats.responses).toBeGreaterThanOrEqual(30);
      expect(stats.webhooks).toBeGreaterThanOrEqual(3);
      for (const lang of ['node', 'python', 'php', 'go']) expect(stats.langs[lang]).toBeGreaterThanOrEqual(28);
    });
  }

  it('every locale shows the same examples on each page (same requests, same JSON)', () => {
    const byLocale = LOCALES.map((l) => new Map(readPages(l).map((p) => [p.id, checkMarkdown(p.file, p.text).shown])));
    const diffs: string[] = [];
    for (const [id, fr] of byLocale[0]!) {
      LOCALES.slice(1).forEach((locale, i) => {
        const other = byLocale[i + 1]!.get(id);
        if (!other) return;
        if (JSON.stringify(other.requests) !== JSON.stringify(fr.requests))
          diffs.push(`${locale}/${id}: requests differ from fr`);
        if (JSON.stringify(other.json) !== JSON.stringify(fr.json))
          diffs.push(`${locale}/${id}: JSON examples differ from fr`);
      });
    }
    expect(diffs).toEqual([]);
  });

  for (const locale of LOCALES) {
    it(`${locale}: every operation of lintas.yaml has an example request, and every JSON success response an example`, () => {
      const called = new Set<string>();
      const shown = new Set<string>();
      for (const page of readPages(locale)) {
        const { requests, json } = checkMarkdown(page.file, page.text).shown;
        for (const r of requests) called.add(r.split(' ')[2]!);
        for (const j of json) {
          const m = /^([A-Za-z]+):(\d{3})\b/.exec(j);
          if (m) shown.add(`${m[1]}:${m[2]}`);
        }
      }
      const noRequest = operations.filter((o) => !called.has(o.id)).map((o) => o.id);
      // Success responses with a JSON body (the label is a file: PDF, PNG or ZPL).
      const noResponse = operations.flatMap((o) =>
        [...o.responses.values()]
          .filter((r) => /^2\d\d$/.test(r.status) && r.schema)
          .map((r) => `${o.id}:${r.status}`)
          .filter((key) => !shown.has(key)),
      );
      expect(noRequest).toEqual([]);
      expect(noResponse).toEqual([]);
    });
  }

  afterAll(() => {
    if (totals.size === 0) return;
    const rows = [...totals].map(
      ([l, s]) =>
        `${l}: ${s.curl} curl requests (${s.curlBodies} JSON bodies, ${s.fileBodies} from a file), ${s.http} http blocks, ${s.responses} responses, ${s.requestBlocks} request bodies, ${s.webhooks} webhook payloads; other languages ${Object.entries(
          s.langs,
        )
          .map(([k, n]) => `${k} ${n}`)
          .join(', ')} (${s.langFields} body fields compared)`,
    );
    console.log(`Examples checked against lintas.yaml:\n${rows.join('\n')}`);
  });
});

// ---- the checker catches mistakes (fixtures)

const fence = '```';
const group = (curl: string, tabs: Partial<Record<'node' | 'python' | 'php' | 'go', string>>) =>
  [
    '::::tabs{group="code"}',
    ':::tab[cURL]{value="curl"}',
    `${fence}bash`,
    curl,
    fence,
    ':::',
    ...Object.entries(tabs).flatMap(([lang, code]) => [
      `:::tab[${lang}]{value="${lang}"}`,
      `${fence}${lang === 'node' ? 'js' : lang}`,
      code,
      fence,
      ':::',
    ]),
    '::::',
  ].join('\n');

const CURL_WEBHOOK = `curl -X POST https://api.sandbox.lintas.example/v1/webhooks \\
  -H "Authorization: Bearer $LINTAS_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{
    "url": "https://batiksekar.example.com/webhooks/lintas",
    "events": ["order.status", "order.price"]
  }'`;
const NODE = `const res = await fetch('https://api.sandbox.lintas.example/v1/webhooks', {
  method: 'POST',
  headers: { Authorization: \`Bearer \${process.env.LINTAS_API_KEY}\`, 'Content-Type': 'application/json' },
  body: JSON.stringify({ url: 'https://batiksekar.example.com/webhooks/lintas', events: ['order.status', 'order.price'] }),
});`;
const PYTHON = `payload = {"url": "https://batiksekar.example.com/webhooks/lintas", "events": ["order.status", "order.price"]}
res = requests.post(
    "https://api.sandbox.lintas.example/v1/webhooks",
    headers={"Authorization": f"Bearer {os.environ['LINTAS_API_KEY']}"},
    json=payload,
)`;
const PHP = `<?php
$ch = curl_init('https://api.sandbox.lintas.example/v1/webhooks');
curl_setopt_array($ch, [
    CURLOPT_POST => true,
    CURLOPT_POSTFIELDS => json_encode(['url' => 'https://batiksekar.example.com/webhooks/lintas', 'events' => ['order.status', 'order.price']]),
]);`;
const GO = `const payload = \`{"url": "https://batiksekar.example.com/webhooks/lintas", "events": ["order.status", "order.price"]}\`

func main() {
	req, _ := http.NewRequest(http.MethodPost, "https://api.sandbox.lintas.example/v1/webhooks", strings.NewReader(payload))
}`;

describe('the example checker fails on wrong examples', () => {
  it('accepts a correct tab group and an annotated response (the fixtures below differ by one mistake)', () => {
    const md = `${group(CURL_WEBHOOK, { node: NODE, python: PYTHON, php: PHP, go: GO })}\n\n${fence}json title="201" response=createWebhook:201\n{ "id": "whk_6Pn2Xr8Tb4Lq", "url": "https://batiksekar.example.com/webhooks/lintas", "events": ["order.status"], "secret": "whsec_9fK2mQ7xR4tV8bN1cL6pW3zH5jD0sA2e", "created_at": "2025-11-12T14:05:00+07:00" }\n${fence}\n`;
    const r = checkMarkdown('fixture.md', md);
    expect(r.problems).toEqual([]);
    expect(r.stats).toMatchObject({
      curl: 1,
      curlBodies: 1,
      responses: 1,
      langs: { node: 1, python: 1, php: 1, go: 1 },
    });
  });

  it('a misspelt field in a cURL body', () => {
    const r = checkMarkdown('fixture.md', group(CURL_WEBHOOK.replace('"events"', '"event"'), {}));
    expect(r.problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^fixture\.md:\d+: request body of createWebhook: \/ must have required property 'events'/,
        ),
        expect.stringMatching(/\/event is not a field of the schema/),
      ]),
    );
  });

  it('an unknown optional field, which the open schema alone would let through', () => {
    const r = checkMarkdown('fixture.md', group(CURL_WEBHOOK.replace('"url"', '"secret": "x", "url"'), {}));
    expect(r.problems).toContain('fixture.md:4: request body of createWebhook: /secret is not a field of the schema');
  });

  it('a wrong value in a cURL body', () => {
    const r = checkMarkdown('fixture.md', group(CURL_WEBHOOK.replace('"order.price"', '"order.prize"'), {}));
    expect(r.problems.join('\n')).toMatch(/\/events\/1 must be equal to one of the allowed values/);
  });

  it('a wrong method or path, and a URL on no server', () => {
    expect(
      checkMarkdown('f.md', group(CURL_WEBHOOK.replace('/v1/webhooks', '/v1/webhook'), {})).problems.join('\n'),
    ).toMatch(/POST \/webhook is no operation of lintas\.yaml/);
    expect(checkMarkdown('f.md', group(CURL_WEBHOOK.replace('-X POST', '-X PUT'), {})).problems.join('\n')).toMatch(
      /PUT \/webhooks is no operation of lintas\.yaml; that path has /,
    );
    expect(
      checkMarkdown(
        'f.md',
        group(CURL_WEBHOOK.replace('api.sandbox.lintas.example/v1', 'api.lintas.example/v2'), {}),
      ).problems.join('\n'),
    ).toMatch(/is not on a server of lintas\.yaml/);
  });

  it('a bad path parameter, an undeclared query parameter, a live key on the sandbox', () => {
    const get = (url: string, key = '$LINTAS_API_KEY') => group(`curl "${url}" -H "Authorization: Bearer ${key}"`, {});
    expect(
      checkMarkdown('f.md', get('https://api.sandbox.lintas.example/v1/orders/ORD-1')).problems.join('\n'),
    ).toMatch(/path parameter id=ORD-1: must match pattern/);
    expect(
      checkMarkdown(
        'f.md',
        get('https://api.sandbox.lintas.example/v1/draft_orders/dft_4Mz8Qa1Wc6Ey/rates?couriers=jne'),
      ).problems.join('\n'),
    ).toMatch(/query parameter couriers is not a parameter of retrieveDraftOrderRates/);
    expect(
      checkMarkdown('f.md', get('https://api.sandbox.lintas.example/v1/couriers', 'sk_live_…')).problems.join('\n'),
    ).toMatch(/the key sk_live_… does not work on https:\/\/api\.sandbox\.lintas\.example\/v1/);
  });

  it('a JSON body sent without Content-Type: application/json', () => {
    const r = checkMarkdown('f.md', group(CURL_WEBHOOK.replace('  -H "Content-Type: application/json" \\\n', ''), {}));
    expect(r.problems.join('\n')).toMatch(/a JSON body needs "Content-Type: application\/json"/);
  });

  it('a field missing from the Node.js tab, misspelt in the Python tab, with another value in PHP, and another path in Go', () => {
    const r = checkMarkdown(
      'f.md',
      group(CURL_WEBHOOK, {
        node: NODE.replace(", events: ['order.status', 'order.price']", ''),
        python: PYTHON.replace('"events":', '"event":'),
        php: PHP.replace("'order.price'", "'order.waybill_id'"),
        go: GO.replace('/v1/webhooks"', '/v1/webhooks/whk_6Pn2Xr8Tb4Lq/test"'),
      }),
    );
    expect(r.problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\(node\): body \/events is missing$/),
        expect.stringMatching(/\(python\): body \/events is missing$/),
        expect.stringMatching(/\(python\): body \/event is not in the cURL body$/),
        expect.stringMatching(/\(php\): body \/events\/1 is "order\.waybill_id", the cURL body has "order\.price"$/),
        expect.stringMatching(/\(go\): it calls \/webhooks\/whk_6Pn2Xr8Tb4Lq\/test, the cURL tab \/webhooks$/),
      ]),
    );
  });

  it('another method in a language tab', () => {
    const r = checkMarkdown('f.md', group(CURL_WEBHOOK, { node: NODE.replace("method: 'POST'", "method: 'PUT'") }));
    expect(r.problems).toContain('f.md:14 (node): sends PUT, the cURL tab POST');
  });

  it('a request in another language outside a tab group, where no cURL tab checks it', () => {
    const r = checkMarkdown('f.md', `Text.\n\n${fence}js\n${NODE}\n${fence}\n`);
    expect(r.problems).toEqual([
      expect.stringMatching(/^f\.md:3: a js example calls the API outside a code tab group/),
    ]);
  });

  it('a JSON block that says nothing about what it shows, with its file and line and how to annotate it', () => {
    const r = checkMarkdown(
      'docs/x.md',
      `# Page\n\nText.\n\n${fence}json title="Réponse 200"\n{ "deleted": true }\n${fence}\n`,
    );
    expect(r.problems).toEqual([
      expect.stringMatching(
        /^docs\/x\.md:5: JSON block not associated with the API description; say what it shows in its fence meta: .*response=<operationId>:<status>/,
      ),
    ]);
  });

  it('a response that does not match its schema, or an error code of another response', () => {
    const wrong = checkMarkdown(
      'f.md',
      `${fence}json response=deleteWebhook:200\n{ "id": "whk_1Cz7Gm4Vs9Hd", "deleted": "yes" }\n${fence}\n`,
    );
    expect(wrong.problems).toContain('f.md:1: response deleteWebhook 200: /deleted must be boolean');
    const code = checkMarkdown(
      'f.md',
      `${fence}json response=retrieveRates:422\n{ "error": { "status": 422, "code": "cod_amount_exceeded", "message": "m", "request_id": "req_8f2kq1x9" } }\n${fence}\n`,
    );
    expect(code.problems).toEqual([
      expect.stringMatching(/error code cod_amount_exceeded is not one of this response/),
    ]);
    const status = checkMarkdown('f.md', `${fence}json response=retrieveRates:404\n{}\n${fence}\n`);
    expect(status.problems).toEqual([expect.stringMatching(/retrieveRates has no response 404/)]);
  });

  it('a webhook payload with a field of another event, and an excerpt checked for what it shows', () => {
    const hook = checkMarkdown(
      'f.md',
      `${fence}json webhook=order.status\n{ "id": "evt_3Fh8Kw2Np6Rt", "event": "order.price", "created_at": "2025-11-14T11:05:03+07:00", "data": { "order_id": "ord_7Hq2Lm9XkP4d", "tracking_id": "trk_5Rt8Wq1ZbN3c", "waybill_id": null, "courier_company": "jne", "status": "picked", "updated_at": "2025-11-14T11:05:00+07:00" } }\n${fence}\n`,
    );
    expect(hook.problems).toEqual([expect.stringMatching(/order\.status payload: \/event must be equal to constant/)]);
    const excerpt = checkMarkdown(
      'f.md',
      `${fence}json response=retrieveDraftOrder:200 partial\n{ "id": "dft_4Mz8Qa1Wc6Ey", "status": "sent" }\n${fence}\n`,
    );
    expect(excerpt.problems).toEqual([expect.stringMatching(/\/status must be equal to one of the allowed values/)]);
  });
});
