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
 * - every link of the built page leads to a built page and to a heading that exists there, and
 *   every dashboard or API address the guide gives is one of the design brief.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lintasBuild } from '../../e2e/support/lintas-build.js';
import { type CurlRequest, parseCurl, shellCommands } from './support/curl.js';
import { startMockSandbox, type MockSandbox } from './support/mock-sandbox.js';
import { splitUrl } from './support/openapi.js';
import { LOCALE_DOCS, REPO_DIR, scanMarkdown } from './support/pages.js';

const LOCALES = [
  { code: 'fr', prefix: '' },
  { code: 'en', prefix: '/en' },
  { code: 'id', prefix: '/id' },
];
const brief = fs.readFileSync(path.join(REPO_DIR, 'docs/lintas-api.md'), 'utf8');

interface Step {
  heading: string;
  /** Line range of the section in the page (1-based, inclusive start). */
  from: number;
  to: number;
  prose: string;
}

/** The numbered sections of the guide (`## 3. …`), with their prose (no code, no tabs). */
function stepsOf(text: string): Step[] {
  const lines = text.split('\n');
  const starts = lines.flatMap((l, i) => (/^## /.test(l) ? [i] : []));
  const steps: Step[] = [];
  starts.forEach((start, k) => {
    const end = starts[k + 1] ?? lines.length;
    if (!/^## \d+\./.test(lines[start]!)) return;
    let inFence = false;
    const prose = lines
      .slice(start + 1, end)
      .filter((l) => {
        if (/^\s*(```|~~~)/.test(l)) {
          inFence = !inFence;
          return false;
        }
        return !inFence && !/^:{3,}/.test(l);
      })
      .join('\n');
    steps.push({ heading: lines[start]!, from: start + 1, to: end, prose });
  });
  return steps;
}

/** Every string and number of a JSON value, as text. */
function leaves(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) leaves(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) leaves(v, out);
  else if (value !== null && value !== undefined) out.add(String(value));
  return out;
}

/** Values a reader copies from a response: area ids and prefixed object ids. */
const COPIED = /^(?:IDNP\d+IDNC\d+IDND\d+IDZ\d+|(?:ord|dft|loc|trk|whk|rte)_[A-Za-z0-9]+)$/;

/** Amounts of money in prose, in any locale's notation (`24 400 IDR`, `24,400 IDR`, `Rp24.400`). */
function amounts(prose: string): string[] {
  const NUM = String.raw`\d{1,3}(?:[\u00a0\u202f ,.]\d{3})+|\d+`;
  const re = new RegExp(String.raw`Rp\s?(${NUM})|(?<![\d.,])(${NUM})\s?IDR`, 'g');
  return [...prose.replace(/`[^`]*`/g, ' ').matchAll(re)].map((m) => (m[1] ?? m[2])!.replace(/[\u00a0\u202f ,.]/g, ''));
}

let built: string;
beforeAll(async () => {
  built = await lintasBuild();
}, 300_000);

for (const { code, prefix } of LOCALES) {
  describe(`${code}: the getting-started guide, walked as a new reader`, () => {
    const file = path.join(LOCALE_DOCS[code]!, 'getting-started.md');
    const text = fs.readFileSync(file, 'utf8');
    const rel = path.relative(path.join(REPO_DIR, 'content'), file);
    const { fences } = scanMarkdown(rel, text);
    const steps = stepsOf(text);
    let sandbox: MockSandbox;

    beforeAll(async () => {
      sandbox = await startMockSandbox();
    });
    afterAll(async () => {
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
          if (!isDeepStrictEqual(JSON.parse(f.code), answer.body))
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
      expect(sandbox.calls.map((c) => c.operation)).toEqual(
        expect.arrayContaining(['searchAreas', 'retrieveRates', 'createOrder']),
      );
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

/** Sends a request parsed from the guide to the mock sandbox instead of the real one. */
async function run(
  r: CurlRequest,
  sandbox: MockSandbox,
): Promise<{ status: number; body: unknown; operation?: string }> {
  const target = splitUrl(r.url);
  if (!target?.server.includes('sandbox')) return { status: 0, body: `not a sandbox URL: ${r.url}` };
  // The reader pastes their own key where the guide shows `sk_test_…`.
  const headers: Record<string, string> = {};
  for (const [k, v] of r.headers) headers[k] = v.replace(/…/g, 'Xw4lk7hr0ugh');
  const res = await fetch(`${sandbox.url}${target.path}${target.query.size ? `?${target.query}` : ''}`, {
    method: r.method,
    headers,
    ...(r.body !== undefined ? { body: r.body } : {}),
  });
  const textBody = await res.text();
  const operation = sandbox.calls.at(-1)?.operation;
  return { status: res.status, body: textBody ? JSON.parse(textBody) : undefined, ...(operation ? { operation } : {}) };
}

function readPage(route: string): string | undefined {
  const file = path.join(built, route.replace(/^\//, ''), 'index.html');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
}
