/**
 * Walks the getting-started guide as a new reader, in every locale:
 * - sets the variables the guide tells the reader to export, then runs the guide's cURL commands
 *   in order (parsed, not through a shell) against a mock Lintas sandbox that answers from
 *   lintas.yaml's examples and rejects a request the API would reject;
 * - each run request succeeds, and the response shown in the guide after it is the response the
 *   sandbox gave;
 * - every value the reader copies into a request (area ids, object ids, the courier and service
 *   chosen from the rates) was in an earlier response, and every id and amount the prose cites
 *   is in the requests or responses of the walk so far;
 * - the walk goes from a fresh key to a verified webhook: key, area search, rates, an order,
 *   simulated statuses, the tracking, a webhook registered, then a status change whose signed
 *   delivery the mock sandbox POSTs to the guide's own Node.js receiver, run as a process with the
 *   secret the walk was given; the receiver accepts it (200, "verified <event id>"), and refuses a
 *   tampered body, an old timestamp and another secret (400); the delivery the guide shows is the
 *   one sent, and the signature it shows is the HMAC of the body it shows with the secret it shows;
 * - every step from the key on says what to check;
 * - every link of the built page leads to a built page and to a heading that exists there, and
 *   every dashboard or API address the guide gives is one of the design brief.
 */
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lintasBuild } from '../../e2e/support/lintas-build.js';
import { type CurlRequest, parseCurl, shellCommands } from './support/curl.js';
import { amounts, COPIED, leaves, type Receiver, run, shownIn, startReceiver, stepsOf } from './support/guide-walk.js';
import { lintasSignature, type MockSandbox, startMockSandbox } from './support/mock-sandbox.js';
import { splitUrl } from './support/openapi.js';
import { LOCALE_DOCS, REPO_DIR, scanMarkdown } from './support/pages.js';

const LOCALES = [
  { code: 'fr', prefix: '', check: '**À vérifier :**' },
  { code: 'en', prefix: '/en', check: '**Check:**' },
  { code: 'id', prefix: '/id', check: '**Periksa:**' },
];

const brief = fs.readFileSync(path.join(REPO_DIR, 'docs/lintas-api.md'), 'utf8');

let built: string;
beforeAll(async () => {
  built = await lintasBuild();
}, 300_000);

for (const { code, prefix, check } of LOCALES) {
  describe(`${code}: the getting-started guide, walked as a new reader`, () => {
    const file = path.join(LOCALE_DOCS[code]!, 'getting-started.md');
    const text = fs.readFileSync(file, 'utf8');
    const rel = path.relative(path.join(REPO_DIR, 'content'), file);
    const { fences } = scanMarkdown(rel, text);
    const steps = stepsOf(text);
    let sandbox: MockSandbox;
    let receiver: Receiver | undefined;

    beforeAll(async () => {
      // Deliveries to the guide's webhook URL go to the receiver the walk starts, on this machine.
      sandbox = await startMockSandbox({
        deliver: (url) => (receiver ? `http://127.0.0.1:${receiver.port}${new URL(url).pathname}` : undefined),
      });
    });
    afterAll(async () => {
      receiver?.child.kill();
      await sandbox.close();
    });

    it('has numbered steps, the key export before the first request, and cURL commands in order', () => {
      expect(steps.map((s) => /^## (\d+)\./.exec(s.heading)![1])).toEqual(steps.map((_, i) => String(i + 1)));
      const firstExport = fences.find((f) => f.lang === 'bash' && /^\s*export LINTAS_API_KEY=/m.test(f.code));
      const firstCurl = fences.find((f) => f.lang === 'bash' && /\bcurl\s/.test(f.code));
      expect(firstExport, 'the guide tells the reader to export LINTAS_API_KEY').toBeDefined();
      expect(firstExport!.line).toBeLessThan(firstCurl!.line);
    });

    it('every step runs against the sandbox, shows the response it gets, and copies only values it was given', async () => {
      const env: Record<string, string> = {};
      const problems: string[] = [];
      const seen = new Set<string>();
      const prices: { courier_code: string; service_code: string }[] = [];
      let ran = 0;
      for (const step of steps) {
        const inStep = fences.filter((f) => f.line >= step.from && f.line < step.to);
        const stepValues = new Set<string>();
        const answers: { operation: string; body: unknown }[] = [];
        for (const f of inStep) {
          // The webhook receiver of the guide (its Node.js tab): run it with the secret the reader
          // exported, the value the walk was given where the guide shows a `whsec_…` placeholder.
          if (f.tab?.value === 'node' && /createServer/.test(f.code)) {
            const placeholder = env.LINTAS_WEBHOOK_SECRET ?? '';
            const secret = placeholder.endsWith('…')
              ? [...seen].find((v) => v.startsWith(placeholder.slice(0, -1)) && v.length > placeholder.length)
              : placeholder;
            if (!secret) problems.push(`${rel}:${f.line}: the receiver runs before the reader has a webhook secret`);
            else receiver = await startReceiver(f.code, secret);
            continue;
          }
          if (f.lang !== 'bash' || (f.tab && f.tab.value !== 'curl')) continue;
          // Variables the reader exports (step 2) stay set for the next commands.
          shellCommands(f.code, env, env);
          const { requests, problems: parse } = parseCurl(f.code, env);
          problems.push(...parse.map((p) => `${rel}:${f.line}: ${p}`));
          for (const r of requests) {
            const where = `${rel}:${f.line + r.line} (${step.heading})`;
            const result = await run(r, sandbox);
            ran++;
            if (result.status < 200 || result.status > 299) {
              problems.push(`${where}: the sandbox answered ${result.status} ${JSON.stringify(result.body)}`);
              continue;
            }
            // Values copied into this request must come from an earlier response.
            const sent = leaves(r.body ? JSON.parse(r.body) : undefined);
            for (const part of splitUrl(r.url)!.path.split('/')) sent.add(part);
            for (const v of sent) {
              stepValues.add(v);
              if (COPIED.test(v) && !seen.has(v))
                problems.push(`${where}: ${v} is sent but no earlier response gave it`);
            }
            const courier = r.body
              ? (JSON.parse(r.body) as { courier?: { company?: string; service?: string } }).courier
              : undefined;
            if (
              courier?.company &&
              !prices.some((p) => p.courier_code === courier.company && p.service_code === courier.service)
            ) {
              problems.push(
                `${where}: courier ${courier.company}/${courier.service} is not one of the rates the guide got`,
              );
            }
            for (const v of leaves(result.body)) {
              seen.add(v);
              stepValues.add(v);
            }
            for (const p of (result.body as { pricing?: typeof prices }).pricing ?? []) prices.push(p);
            answers.push({ operation: result.operation ?? '?', body: result.body });
          }
        }
        // The responses shown in this step are the ones the sandbox gave, in order.
        const shown = inStep.filter((f) => f.lang === 'json' && /\bresponse=/.test(f.meta));
        for (const [i, f] of shown.entries()) {
          const op = /\bresponse=(\w+):/.exec(f.meta)![1];
          const answer = answers.filter((a) => a.operation === op)[
            shown.slice(0, i).filter((g) => g.meta.includes(`response=${op}:`)).length
          ];
          if (!answer) {
            problems.push(`${rel}:${f.line}: shows a ${op} response but the step makes no such request`);
            continue;
          }
          // A shortened response (`partial`) shows some of the fields, each with the value the sandbox gave.
          const same = /\bpartial\b/.test(f.meta)
            ? shownIn(JSON.parse(f.code), answer.body)
            : isDeepStrictEqual(JSON.parse(f.code), answer.body);
          if (!same)
            problems.push(
              `${rel}:${f.line}: the response shown is not the one the sandbox gives for the step's request`,
            );
        }
        // Ids and amounts the prose cites are in this walk's requests and responses so far.
        for (const id of step.prose.match(
          /\b(?:IDNP\d+IDNC\d+IDND\d+IDZ\d+|(?:ord|dft|loc|trk|whk|rte)_[A-Za-z0-9]+)\b/g,
        ) ?? []) {
          if (!seen.has(id) && !stepValues.has(id))
            problems.push(`${rel} (${step.heading}): the prose cites ${id}, which the walk never returned`);
        }
        const numbers = new Set([...seen, ...stepValues].filter((v) => /^\d+$/.test(v)));
        for (const n of amounts(step.prose))
          if (!numbers.has(n))
            problems.push(
              `${rel} (${step.heading}): the prose cites the amount ${n}, which is in no request or response of the walk`,
            );
      }
      expect(problems).toEqual([]);
      expect(ran).toBeGreaterThanOrEqual(3);
      // From a fresh key to a verified webhook, in this order.
      const operations = sandbox.calls.map((c) => c.operation);
      const order = [
        'searchAreas',
        'retrieveRates',
        'createOrder',
        'setSandboxOrderStatus',
        'retrieveTracking',
        'createWebhook',
        'setSandboxOrderStatus',
      ];
      let at = -1;
      for (const op of order) {
        at = operations.indexOf(op, at + 1);
        expect(at, `${op} after the previous steps`).toBeGreaterThanOrEqual(0);
      }
      expect(sandbox.calls.every((c) => c.status < 300)).toBe(true);

      // The order was booked at the price of the rate it quoted.
      const created = sandbox.calls.find((c) => c.operation === 'createOrder')!;
      const rateId = (created.body as { courier: { rate_id?: string } }).courier.rate_id;
      const quoted = sandbox.calls
        .flatMap((c) => (c.response as { pricing?: { rate_id: string; price: number }[] }).pricing ?? [])
        .find((p) => p.rate_id === rateId);
      expect(quoted, 'the order sends the rate_id of a rate it got').toBeDefined();
      expect((created.response as { price: { shipping: number } }).price.shipping).toBe(quoted!.price);

      // The delivery reached the guide's receiver, which verified it.
      expect(receiver, 'the guide has a Node.js receiver (a createServer tab)').toBeDefined();
      const delivered = sandbox.deliveries.filter((d) => d.event === 'order.status');
      expect(delivered.length).toBeGreaterThanOrEqual(1);
      const last = delivered.at(-1)!;
      expect(last.status).toBe(200);
      const event = JSON.parse(last.body) as { id: string; event: string; data: { status: string } };
      await expect.poll(() => receiver!.output()).toContain(`verified ${event.id} order.status ${event.data.status}`);
      // The delivery the guide shows is the one the sandbox sent.
      const shownDelivery = fences.find((f) => f.lang === 'json' && /\bwebhook=order\.status\b/.test(f.meta));
      expect(shownDelivery, 'the guide shows the delivery its receiver gets').toBeDefined();
      expect(JSON.parse(shownDelivery!.code)).toEqual(event);

      // The receiver refuses what it must refuse, and handles a repeated event once.
      const hookSecret = (sandbox.calls.find((c) => c.operation === 'createWebhook')!.response as { secret: string })
        .secret;
      const post = (body: string, signature: string) =>
        fetch(`http://127.0.0.1:${receiver!.port}/webhooks/lintas`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Lintas-Signature': signature },
          body,
        }).then((r) => r.status);
      expect(await post(last.body.replace('"picked"', '"delivered"'), last.signature), 'a tampered body').toBe(400);
      expect(
        await post(last.body, lintasSignature(hookSecret, last.body, Math.floor(Date.now() / 1000) - 600)),
        'a timestamp 10 minutes old',
      ).toBe(400);
      expect(await post(last.body, lintasSignature('whsec_another', last.body)), 'another secret').toBe(400);
      expect(await post(last.body, lintasSignature(hookSecret, last.body)), 'the same event again').toBe(200);
      expect(receiver!.output().split(`verified ${event.id}`).length - 1, 'handled once').toBe(1);
    }, 60_000);

    it('the signature the guide shows is the HMAC of the body it shows, with the secret it shows', () => {
      const header = fences.find((f) => f.lang === 'http' && /Lintas-Signature:/.test(f.code))!;
      expect(header, 'the guide shows the Lintas-Signature header').toBeDefined();
      const [, t, v1] = /Lintas-Signature: t=(\d+),v1=([0-9a-f]{64})/.exec(header.code)!;
      const body = JSON.stringify(
        JSON.parse(fences.find((f) => f.lang === 'json' && /\bwebhook=order\.status\b/.test(f.meta))!.code),
      );
      const secret = JSON.parse(fences.find((f) => /response=createWebhook:201/.test(f.meta))!.code).secret as string;
      expect(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')).toBe(v1);
    });

    it('every step from the key on says what to check', () => {
      const missing = steps.slice(1).filter((s) => !s.prose.includes(check));
      expect(missing.map((s) => s.heading)).toEqual([]);
      expect(steps.length).toBeGreaterThanOrEqual(8);
    });

    it('the sandbox the walk runs against rejects what the API rejects', async () => {
      const order = fences.find((f) => f.lang === 'bash' && f.code.includes('/v1/orders'))!;
      const [request] = parseCurl(order.code, { LINTAS_API_KEY: 'sk_test_…' }).requests;
      const body = JSON.parse(request!.body!);
      const withoutItems = { ...body };
      delete withoutItems.items;
      const misspelt = { ...body, destination: { ...body.destination, emial: body.destination.email } };
      delete misspelt.destination.email;
      const cases: [string, CurlRequest, number, string][] = [
        [
          'no key',
          { ...request!, headers: new Map([...request!.headers].filter(([k]) => k !== 'authorization')) },
          401,
          'authentication_required',
        ],
        [
          'a live key',
          { ...request!, headers: new Map([...request!.headers, ['authorization', 'Bearer sk_live_…']]) },
          401,
          'invalid_api_key',
        ],
        ['no items', { ...request!, body: JSON.stringify(withoutItems) }, 422, 'validation_error'],
        ['a misspelt field', { ...request!, body: JSON.stringify(misspelt) }, 422, 'validation_error'],
      ];
      for (const [what, req, status, errorCode] of cases) {
        const result = await run(req, sandbox);
        expect(result.status, what).toBe(status);
        expect((result.body as { error: { code: string } }).error.code, what).toBe(errorCode);
      }
      const res = await run({ ...request!, body: JSON.stringify(misspelt) }, sandbox);
      expect((res.body as { error: { field?: string } }).error.field).toBe('destination.emial');
    });

    it('every link of the built page leads to a page and a heading that exist', () => {
      const html = fs.readFileSync(path.join(built, prefix.slice(1), 'docs/getting-started/index.html'), 'utf8');
      const article = /<article[^>]*>([\s\S]*?)<\/article>/.exec(html)?.[1] ?? '';
      const hrefs = [...article.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
      const internal = hrefs.filter((h) => h.startsWith('/') || h.startsWith('#'));
      expect(internal.length).toBeGreaterThan(8);
      const broken: string[] = [];
      for (const href of internal) {
        const [route, anchor] = href.split('#') as [string, string | undefined];
        const target = route === '' ? html : readPage(route);
        if (target === undefined) broken.push(`${href}: no built page`);
        else if (anchor && !new RegExp(`\\sid="${anchor.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`).test(target))
          broken.push(`${href}: no heading #${anchor}`);
        if (route && !route.startsWith(`${prefix}/docs/`)) broken.push(`${href}: leaves the ${code} docs`);
      }
      expect(broken).toEqual([]);
      // Every markdown link of the source is in the built page.
      const sourceLinks = [...text.matchAll(/\]\((\.[^)]+)\)/g)].length;
      expect(internal.filter((h) => h.startsWith('/')).length).toBeGreaterThanOrEqual(sourceLinks);
    });

    it('every address the guide gives is one of the design brief, and the key is where it says', () => {
      // The brief's addresses: full URLs, `…` prefixes (`https://track.lintas.example/trk_…`), and the
      // dashboard pages it names (`https://dashboard.lintas.example` (sign in `/login`, sign up `/register`)).
      const exact = new Set<string>();
      const prefixes: string[] = [];
      for (const m of brief.matchAll(/(https:\/\/[a-z.]*lintas\.example[^\s`"')]*)([^\n]*)/g)) {
        const url = m[1]!.replace(/[.,;:]$/, '');
        if (url.endsWith('…')) prefixes.push(url.slice(0, -1));
        else exact.add(url);
        const pages = /^`?\s*\(([^)]*)\)/.exec(m[2]!)?.[1] ?? '';
        for (const p of pages.matchAll(/`(\/[\w/-]+)`/g)) exact.add(url + p[1]);
      }
      const urls = [...text.matchAll(/https:\/\/[a-z.]*lintas\.example[^\s`"')\]]*/g)].map((m) =>
        m[0].replace(/[.,;:]$/, ''),
      );
      const unknown = urls.filter(
        (u) => !splitUrl(u.split('?')[0]!) && !exact.has(u) && !prefixes.some((p) => u.startsWith(p)),
      );
      expect(unknown).toEqual([]);
      expect(text).toContain('https://dashboard.lintas.example/register');
      expect(text).toContain('**Settings → API keys**');
      expect(brief).toContain('Settings → API keys');
    });
  });
}

function readPage(route: string): string | undefined {
  const file = path.join(built, route.replace(/^\//, ''), 'index.html');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
}
