import { h } from '@docgen/markdown/unified';
import { el, hast, heading, markdownBlocks, markdownInline, paragraph, text, type Md } from '../mdast.js';
import { deref, HTTP_METHODS, type LoadedApi, type OaObject, summaryLine, summaryTitle } from '../model.js';
import { spacedBadges } from './badges.js';
import type { OperationRenderOptions } from './operation.js';
import { mediaBody, mediaLabel, response } from './responses.js';

type Seen = Map<string, { id: string; label: string }>;

/**
 * An operation's `callbacks`: each request the API sends back (to a URL the expression reads
 * from the request, `{$request.body#/callbackUrl}`), with its payload and the responses it
 * expects, under a heading of its own as Redoc and Scalar show them.
 */
export function callbacks(api: LoadedApi, op: OaObject, id: string, options: OperationRenderOptions, seen: Seen): Md[] {
  const { L, level } = options;
  const out: Md[] = [];
  for (const [name, raw] of Object.entries((op.callbacks ?? {}) as OaObject)) {
    const callback = deref<OaObject>(api.doc, raw as OaObject).value;
    if (!callback || typeof callback !== 'object') continue;
    const requests = Object.entries(callback).flatMap(([expression, rawItem]) => {
      if (expression.startsWith('x-')) return [];
      const item = deref<OaObject>(api.doc, rawItem as OaObject).value;
      if (!item || typeof item !== 'object') return [];
      return HTTP_METHODS.filter((m) => item[m] && typeof item[m] === 'object').map((method) => ({
        expression,
        method,
        operation: item[method] as OaObject,
      }));
    });
    for (const [i, request] of requests.entries()) {
      const cid = `${id}-callback-${slug(name)}${requests.length > 1 ? `-${i + 1}` : ''}`;
      out.push(heading(level + 1, cid, name));
      out.push(callbackRequest(api, request, cid, options, seen));
    }
  }
  return out.length > 0 ? [heading(level, `${id}-callbacks`, L('callbacks')), ...out] : [];
}

function callbackRequest(
  api: LoadedApi,
  { expression, method, operation }: { expression: string; method: string; operation: OaObject },
  cid: string,
  options: OperationRenderOptions,
  seen: Seen,
): Md {
  const { L, level } = options;
  const out: Md[] = [
    hast(
      h('div', { className: ['dg-api-endpoint'] }, [
        h('span', { className: ['dg-api-method', `dg-api-method--${method}`] }, method.toUpperCase()),
        ' ',
        h('code', { className: ['dg-api-path', 'dg-api-path--callback'] }, expression),
        ...(operation.deprecated
          ? [' ', h('span', { className: ['dg-api-badge', 'dg-api-badge--deprecated'] }, L('deprecated'))]
          : []),
        ...spacedBadges(operation, L),
      ]),
    ),
    // A key with no runtime expression (Bandwidth's `your_url.com/webhookService`) reads nothing from the request.
    paragraph([text(L(expression.includes('{$') ? 'callbackNote' : 'callbackNoteFixed'))], 'dg-api-note'),
  ];
  const title = summaryTitle(operation.summary);
  if (title) out.push(paragraph([{ type: 'strong', children: markdownInline(summaryLine(operation.summary)) }]));
  else if (typeof operation.summary === 'string') out.push(...markdownBlocks(operation.summary, level + 2));
  out.push(...markdownBlocks(operation.description as string | undefined, level + 2));
  const body = deref<OaObject>(api.doc, operation.requestBody as OaObject).value;
  if (body && typeof body === 'object') {
    // The payload's id: a later body of the same schema says "same as" with a link to it.
    out.push(hast(h('p', { id: `${cid}-payload`, className: ['dg-api-callback__label'] }, L('payload'))));
    out.push(...markdownBlocks(body.description as string | undefined, level + 2));
    for (const [type, media] of Object.entries((body.content ?? {}) as OaObject)) {
      out.push(mediaLabel(L, type));
      out.push(
        // Sent by the API, as a webhook's payload: readOnly keys shown, writeOnly ones not.
        ...mediaBody(api, media as OaObject, type, 'response', `${cid}-request`, L, seen, {
          link: options.schemaLinks,
          compact: options.compactExamples === true,
          target: { id: `${cid}-payload`, label: L('payload') },
        }),
      );
    }
  }
  const responses = Object.entries((operation.responses ?? {}) as OaObject);
  if (responses.length > 0) {
    out.push(hast(h('p', { className: ['dg-api-callback__label'] }, L('responses'))));
    out.push(
      el(
        'div',
        { className: ['dg-api-responses'] },
        responses.map(([status, raw]) => response(api, status, raw, cid, options, seen, true)),
      ),
    );
  }
  return el('div', { className: ['dg-api-callback'] }, out);
}

function slug(name: string): string {
  return (
    name
      .replace(/[^A-Za-z0-9_-]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase() || 'callback'
  );
}
