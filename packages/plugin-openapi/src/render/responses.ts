import type { PhrasingContent } from 'mdast';
import { h } from '@docgen/markdown/unified';
import type { Labels } from '../i18n.js';
import { el, hast, markdownBlocks, markdownInline, paragraph, table, text, type Md } from '../mdast.js';
import { deref, type LoadedApi, type OaObject } from '../model.js';
import { getAt, parsePointer } from '../pointer.js';
import { isPlainObject, resolveSchema } from '../schema-util.js';
import { schemaExample } from './samples.js';
import { codeBlock, tabs } from './blocks.js';
import { headersTable } from './parameters.js';
import type { OperationRenderOptions } from './operation.js';
import type { SchemaLinks } from './schema.js';
import { sharedSchemaTree } from './schema-ready.js';
import { isXmlMedia, xmlBody } from '../xml-example.js';
import { multipartExample, isMultipartMedia } from './form-example.js';
import { exampleData, isRemote } from '../external-value.js';
import { jsonOfText } from './json-text.js';

/** Reference pages' ways with a media type: links to schema pages, compact examples, the request body's file name. */
export interface MediaExtras {
  link?: SchemaLinks | undefined;
  /** Examples made from schemas keep the required properties alone when the whole would be large. */
  compact?: boolean;
  /** The file the code samples read this body from: the title of its first example. */
  file?: string | undefined;
  /**
   * The element a later body with the same schema links back to, and its label: the section of
   * the body by default (`…-request`, `…-response-200`); a webhook's or a callback's payload has
   * its own.
   */
  target?: { id: string; label: string } | undefined;
}

/** The "Content type: `x`" line above a request or response body (`extra`: what follows it, a badge). */
export function mediaLabel(L: Labels, type: string, ...extra: ReturnType<typeof h>[]): Md {
  return hast(
    h('p', { className: ['dg-api-media'] }, [
      h('span', { className: ['dg-api-media__label'] }, L('contentType')),
      ' ',
      h('code', type),
      ...extra.flatMap((e) => [' ', e]),
    ]),
  );
}

/**
 * The parts of a multipart (or form) body the Encoding Object gives a content type or headers of
 * their own: OpenAI sends a call's `sdp` part as `application/sdp` and its `session` as JSON, which
 * the schema's tree does not say.
 */
function encodingParts(api: LoadedApi, media: OaObject, L: Labels): Md[] {
  const parts: [string, unknown][] = [];
  const { encoding, prefixEncoding, itemEncoding } = media;
  if (encoding && typeof encoding === 'object' && !Array.isArray(encoding)) parts.push(...Object.entries(encoding));
  // OpenAPI 3.2's positional parts (`multipart/mixed`, streams): the first ones by position, then every other item.
  if (Array.isArray(prefixEncoding)) parts.push(...prefixEncoding.map((e, i): [string, unknown] => [`[${i}]`, e]));
  if (itemEncoding && typeof itemEncoding === 'object')
    parts.push([Array.isArray(prefixEncoding) ? `[${prefixEncoding.length}…]` : '[…]', itemEncoding]);
  const out: Md[] = [];
  for (const [name, raw] of parts) {
    const e = deref<OaObject>(api.doc, raw as OaObject).value;
    if (!e || typeof e !== 'object') continue;
    const said: PhrasingContent[] = [];
    if (typeof e.contentType === 'string')
      said.push(text(`${L('contentType')}${L('colon')}`), { type: 'inlineCode', value: e.contentType });
    // Content-Type among a part's headers is ignored (OpenAPI 3.x, Encoding Object): contentType says it.
    const headers = Object.keys((e.headers ?? {}) as OaObject).filter((h) => !/^content-type$/i.test(h));
    if (headers.length > 0) {
      if (said.length > 0) said.push(text('; '));
      said.push(text(`${L('headers')}${L('colon')}`));
      for (const [i, h] of headers.entries())
        said.push(...(i > 0 ? [text(', ')] : []), { type: 'inlineCode', value: h });
    }
    if (said.length > 0)
      out.push(paragraph([{ type: 'inlineCode', value: name }, text(' — '), ...said], 'dg-api-encoding'));
  }
  return out;
}

/** A media type's schema tree and its examples. */
export function mediaBody(
  api: LoadedApi,
  media: OaObject,
  type: string,
  mode: 'request' | 'response',
  idBase: string,
  L: Labels,
  seen: Map<string, { id: string; label: string }>,
  extra: MediaExtras = {},
): Md[] {
  const { link } = extra;
  const out: Md[] = [];
  // OpenAPI 3.2: a media type may be a `$ref` to `components/mediaTypes`.
  media = deref<OaObject>(api.doc, media).value;
  if (!media || typeof media !== 'object') return out;
  // OpenAPI 3.2: a stream's (JSON Lines, server-sent events) `itemSchema` is each item's; its
  // tree and example are one item's, and say so.
  if (media.schema === undefined && media.itemSchema !== undefined) {
    out.push(paragraph([text(L('streamItem'))], 'dg-api-stream-item'));
    media = { ...media, schema: media.itemSchema };
  }
  if (media.schema) {
    // A named schema already shown in this operation (the error model of every error response) is linked, not repeated.
    const { name, ref } = resolveSchema(api.doc, media.schema);
    const first = ref ? seen.get(`${mode}:${ref}`) : undefined;
    if (first && name) {
      out.push(
        paragraph(
          [
            text(`${L('schema')}${L('colon')}`),
            { type: 'inlineCode', value: name },
            text(` — ${L('sameAs')} `),
            { type: 'link', url: `#${first.id}`, children: [text(first.label)] },
            text('.'),
          ],
          'dg-api-schema-ref',
        ),
      );
    } else {
      out.push(sharedSchemaTree({ doc: api.doc, L, mode, ...(link ? { link } : {}) }, media.schema));
      if (ref)
        seen.set(
          `${mode}:${ref}`,
          extra.target ?? {
            id: idBase,
            label: idBase.endsWith('-request') ? L('requestBody') : idBase.replace(/^.*-response-/, ''),
          },
        );
    }
  }
  out.push(...encodingParts(api, media, L));
  const examples: { name: string; summary?: string; description?: string; value?: unknown; file?: string }[] = [];
  const asJson = (v: unknown) => (/json/i.test(type) ? jsonOfText(api.doc, media.schema, v) : v);
  if (media.examples && typeof media.examples === 'object') {
    for (const [name, raw] of Object.entries(media.examples as OaObject)) {
      const ex = deref<OaObject>(api.doc, raw as OaObject).value;
      if (!ex || typeof ex !== 'object') continue;
      // `dataValue`: OpenAPI 3.2's name for the value as data (`serializedValue` is its text);
      // a file of the site named by `externalValue`, read by the bundler.
      const data = exampleData(ex);
      const about = {
        name,
        ...(ex.summary ? { summary: String(ex.summary) } : {}),
        ...(typeof ex.description === 'string' && ex.description.trim() ? { description: ex.description } : {}),
      };
      if (data) examples.push({ ...about, value: asJson(data.value) });
      // 3.2's `serializedValue` alone: the value as sent, JSON read back to data (shown as JSON is).
      else if (typeof ex.serializedValue === 'string')
        examples.push({ ...about, value: serialized(ex.serializedValue, type) });
      // A URL (never fetched) or a file that could not be read (reported): named, as a link or as written.
      else if (typeof ex.externalValue === 'string') examples.push({ ...about, file: ex.externalValue });
      // Its description alone (Twitch writes the request there): shown, as Redoc shows it.
      else if (about.description) examples.push(about);
    }
  } else if ('example' in media) examples.push({ name: 'example', value: asJson(media.example) });
  else if (media.schema && (/json/i.test(type) || isXmlMedia(type))) {
    const value = schemaExample(api.doc, media.schema, mode, extra.compact);
    if (value !== undefined) examples.push({ name: 'example', value });
  }
  if (examples.length === 0) return out;
  const lang = /json/i.test(type) ? 'json' : isXmlMedia(type) ? 'xml' : /yaml/i.test(type) ? 'yaml' : 'text';
  let cutTo: number | undefined;
  const shown = (v: unknown) => {
    if (!extra.compact) return v;
    const short = shortenLists(shorten(v));
    if (short.cutTo !== undefined) cutTo = Math.min(cutTo ?? short.cutTo, short.cutTo);
    return short.value;
  };
  // An XML body's example written as data (or made from the schema) is shown in its XML form.
  const xml = (v: unknown) =>
    lang === 'xml' && typeof v !== 'string' && media.schema ? xmlBody(api.doc, media.schema, shown(v)) : undefined;
  // A multipart body's data is shown as the parts it sends, not as the JSON document it is written as.
  const form = (v: unknown) =>
    isMultipartMedia(type) && v !== null && typeof v === 'object'
      ? multipartExample(api, media, type, shown(v))
      : undefined;
  const render = (v: unknown) =>
    xml(v) ??
    form(v) ??
    (typeof v === 'string' && lang !== 'json' ? String(shown(v)) : JSON.stringify(shown(v), null, 2));
  // A scalar an XML body's schema names no element for stays as written.
  const langOf = (v: unknown) => (lang === 'xml' && typeof v !== 'string' && xml(v) === undefined ? 'json' : lang);
  out.push(hast(h('p', { className: ['dg-api-examples__label'] }, examples.length > 1 ? L('examples') : L('example'))));
  const before = out.length;
  // An example's description (markdown, as the Example Object's), then its value.
  const parts = (ex: (typeof examples)[number], title: string | undefined): Md[] => [
    ...(ex.description ? [el('div', { className: ['dg-api-example__desc'] }, markdownBlocks(ex.description))] : []),
    ...('value' in ex ? [codeBlock(langOf(ex.value), render(ex.value), title)] : []),
    ...(ex.file === undefined ? [] : [externalExample(ex.file, L)]),
  ];
  if (examples.length === 1) {
    const ex = examples[0]!;
    out.push(...parts(ex, extra.file ?? ex.summary));
  } else {
    const used = new Set<string>();
    out.push(
      tabs(
        undefined,
        examples.map((ex) => {
          let value = `${idBase}-${ex.name}`.replace(/[^A-Za-z0-9_-]+/g, '-');
          while (used.has(value)) value += '-';
          used.add(value);
          const title = used.size === 1 ? extra.file : undefined;
          return { value, label: ex.summary ?? ex.name, children: parts(ex, title) };
        }),
      ),
    );
  }
  if (cutTo !== undefined && out.length > before)
    out.push(hast(h('p', { className: ['dg-api-note', 'dg-api-truncated'] }, L('listsCut', { n: cutTo }))));
  return out;
}

/** An example kept elsewhere: a link to its URL, or the path of a file the site could not read. */
function externalExample(file: string, L: Labels): Md {
  const target: PhrasingContent = isRemote(file)
    ? { type: 'link', url: file, children: [text(file)] }
    : { type: 'inlineCode', value: file };
  return paragraph([text(`${L('exampleAt')}${L('colon')}`), target], 'dg-api-example__external');
}

function serialized(textValue: string, type: string): unknown {
  if (!/json/i.test(type)) return textValue;
  try {
    return JSON.parse(textValue);
  } catch {
    return textValue;
  }
}

/** Reference pages: strings this long in examples (base64 labels, whole documents) are cut. */
const LONG_STRING = 400;

function shorten(value: unknown): unknown {
  if (typeof value === 'string') return value.length > LONG_STRING ? `${value.slice(0, 120)}…` : value;
  if (Array.isArray(value)) return value.map(shorten);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shorten(v)]));
  return value;
}

export function response(
  api: LoadedApi,
  status: string,
  raw: unknown,
  id: string,
  options: OperationRenderOptions,
  seen: Map<string, { id: string; label: string }>,
  /** A webhook's or callback's response: the reader's endpoint answers, so `readOnly` is left out. */
  event = false,
): Md {
  const { L } = options;
  const r = deref<OaObject>(api.doc, raw as OaObject).value ?? {};
  const description = typeof r.description === 'string' ? r.description : '';
  // OpenAPI 3.2's `summary` is the response's line; its description is then all below it.
  const [firstParagraph, ...rest] =
    typeof r.summary === 'string' ? [r.summary, description] : description.trim().split(/\n\s*\n/);
  const klass = /^[1-5]/.test(status) ? `dg-api-status--${status[0]}xx` : 'dg-api-status--default';
  const children: Md[] = [
    el('summary', { className: ['dg-api-response__summary'] }, [
      hast(h('span', { className: ['dg-api-status', klass] }, status)),
      text(' '),
      ...markdownInline(firstParagraph),
    ]),
  ];
  const inner: Md[] = [];
  if (rest.length > 0) inner.push(...markdownBlocks(rest.join('\n\n'), options.level + 1));
  const codes = r[options.responseCodesExtension];
  if (Array.isArray(codes) && codes.length > 0) {
    inner.push(
      paragraph(
        [
          { type: 'strong', children: [text(L('errorCodes'))] },
          text(' '),
          ...codes.flatMap((c, i): PhrasingContent[] => [
            ...(i > 0 ? [text(', ')] : []),
            { type: 'inlineCode', value: String(c) },
          ]),
        ],
        'dg-api-codes',
      ),
    );
  }
  const headers = Object.entries((r.headers ?? {}) as OaObject);
  if (headers.length > 0) {
    inner.push(hast(h('p', { className: ['dg-api-headers__label'] }, L('headers'))));
    inner.push(headersTable(api, headers, { L, ...(options.schemaLinks ? { link: options.schemaLinks } : {}) }));
  }
  const content = Object.entries((r.content ?? {}) as OaObject);
  if (content.length === 0 && !/^default$/i.test(status)) inner.push(paragraph([text(L('noBody'))], 'dg-api-note'));
  for (const [type, media] of content) {
    inner.push(mediaLabel(L, type));
    inner.push(
      ...mediaBody(api, media as OaObject, type, event ? 'request' : 'response', responseId(id, status), L, seen, {
        link: options.schemaLinks,
        compact: options.compactExamples === true,
      }),
    );
  }
  inner.push(...responseLinks(api, r, L, options.schemaLinks));
  if (inner.length > 0) children.push(el('div', { className: ['dg-api-response__body'] }, inner));
  return el(
    'details',
    { className: ['dg-api-response'], id: responseId(id, status), ...(/^2/.test(status) ? { open: true } : {}) },
    children,
  );
}

/**
 * A response's `links`: the operations its values lead to (`operationId` or `operationRef`), with
 * the parameters they fill from it (`userId: $response.body#/id`).
 */
function responseLinks(api: LoadedApi, r: OaObject, L: OperationRenderOptions['L'], pages?: SchemaLinks): Md[] {
  const links = Object.entries((r.links ?? {}) as OaObject);
  if (links.length === 0) return [];
  const rows = links.map(([name, raw]): PhrasingContent[][] => {
    const link = deref<OaObject>(api.doc, raw as OaObject).value ?? {};
    const target = link.operationId ?? link.operationRef;
    // The request body it fills (`requestBody`) and the server it calls (`server`) are given as parameters are.
    const params = [
      ...Object.entries((link.parameters ?? {}) as OaObject),
      ...('requestBody' in link ? [['requestBody', link.requestBody] as [string, unknown]] : []),
      ...(isPlainObject(link.server) && typeof link.server.url === 'string'
        ? [['server', link.server.url] as [string, unknown]]
        : []),
    ];
    return [
      [{ type: 'inlineCode', value: name }],
      target !== undefined ? linkTarget(api, link, String(target), pages) : [],
      params.flatMap(([param, value], i): PhrasingContent[] => [
        ...(i > 0 ? [text(', ')] : []),
        { type: 'inlineCode', value: `${param} = ${typeof value === 'string' ? value : JSON.stringify(value)}` },
      ]),
      markdownInline(link.description as string | undefined),
    ];
  });
  return [
    hast(h('p', { className: ['dg-api-headers__label'] }, L('links'))),
    table([L('name'), L('linkOperation'), L('parameters'), L('description')], rows),
  ];
}

/**
 * The operation a link leads to, as code, linked to its page in a reference section: by its
 * `operationId`, or by a local `operationRef` (to a path's operation, or a Path Item of
 * `components`). A link to another file or URL, or to nothing the document has, stays code alone.
 */
function linkTarget(api: LoadedApi, link: OaObject, target: string, pages?: SchemaLinks): PhrasingContent[] {
  const code: PhrasingContent = { type: 'inlineCode', value: target };
  const ref = link.operationRef;
  const href =
    typeof link.operationId === 'string'
      ? pages?.operationHref?.({ id: link.operationId })
      : typeof ref === 'string' && ref.startsWith('#')
        ? pages?.operationHref?.({ operation: getAt(api.doc, parsePointer(ref)) })
        : undefined;
  return href ? [{ type: 'link', url: href, children: [code] }] : [code];
}

function responseId(id: string, status: string): string {
  return `${id}-response-${status.replace(/[^A-Za-z0-9]/g, '')}`;
}

/**
 * Reference pages: an example whose JSON is longer than this (UPS's customs example: 242-item
 * lists, 2.7 MB of highlighted HTML, a 170 KB gzip page) has its lists cut to their first items.
 */
const LARGE_EXAMPLE = 20_000;
const LIST_CUTS = [20, 10, 5, 2];

/** The example with its lists cut to the longest length that fits `LARGE_EXAMPLE` (`cutTo`), or as it was. */
function shortenLists(value: unknown): { value: unknown; cutTo?: number } {
  if ((JSON.stringify(value)?.length ?? 0) <= LARGE_EXAMPLE) return { value };
  let cut = value;
  for (const max of LIST_CUTS) {
    cut = cutLists(value, max);
    if ((JSON.stringify(cut)?.length ?? 0) <= LARGE_EXAMPLE) return { value: cut, cutTo: max };
  }
  return { value: cut, cutTo: LIST_CUTS.at(-1) };
}

function cutLists(value: unknown, max: number): unknown {
  if (Array.isArray(value)) {
    const kept = value.slice(0, max).map((v) => cutLists(v, max));
    return value.length > max ? [...kept, `… ${value.length - max} more`] : kept;
  }
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cutLists(v, max)]));
  return value;
}
