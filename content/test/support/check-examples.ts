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
import { compareBody, countFields, readCodeRequest } from './code.js';
import { type CurlRequest, parseCurl } from './curl.js';
import { splitUrl } from './openapi.js';
import { type Fence, scanMarkdown } from './pages.js';

import { checkHttpBlock, checkJsonBlock, safeJson } from './check-blocks.js';
import {
  checkRequest,
  emptyStats,
  OTHER_LANGS,
  type PageResult,
  READER_ENV,
  samePath,
  type Shown,
  type Stats,
  TAB_VALUES,
} from './check-request.js';

export {
  emptyStats,
  OTHER_LANGS,
  type PageResult,
  READER_ENV,
  type Shown,
  type Stats,
  TAB_VALUES,
} from './check-request.js';

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
