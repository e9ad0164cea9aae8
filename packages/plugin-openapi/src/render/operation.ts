import type { ElementContent } from 'hast';
import { h } from '@docgen/markdown/unified';
import type { Code, PhrasingContent } from 'mdast';
import type { Labels } from '../i18n.js';
import { el, hast, heading, markdownBlocks, markdownInline, paragraph, table, text, type Md } from '../mdast.js';
import { deref, type LoadedApi, type OaObject, type OperationEntry } from '../model.js';
import { resolveSchema, sampleFromSchema } from '../schema-util.js';
import {
  codeSamples,
  operationParameters,
  sampleRequest,
  securitySchemes,
  serverUrl,
  type SampleOptions,
} from './samples.js';
import { schemaTree, typeLabel } from './schema.js';

export interface OperationRenderOptions {
  L: Labels;
  /** Depth of the section headings (Parameters, Request body…); 3 by default. */
  level: number;
  samples: SampleOptions;
  /** Extension of a response listing the error codes it can carry (`x-lintas-codes`). */
  responseCodesExtension: string;
}

/** A safe id prefix for an operation (`createOrder`, or `get-pets` for `GET /pets`). */
export function idPrefix(entry: OperationEntry): string {
  return /^[A-Za-z][\w:.-]*$/.test(entry.id)
    ? entry.id
    : entry.id
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
}

/** Tabs as the core's container directives (`::::tabs{group}` of `:::tab[Label]{value}`). */
export function tabs(group: string | undefined, items: { value: string; label: string; children: Md[] }[]): Md {
  return {
    type: 'containerDirective',
    name: 'tabs',
    attributes: group ? { group } : {},
    children: items.map((item) => ({
      type: 'containerDirective',
      name: 'tab',
      attributes: { value: item.value },
      children: [{ type: 'paragraph', data: { directiveLabel: true }, children: [text(item.label)] }, ...item.children],
    })),
  } as unknown as Md;
}

export function codeBlock(lang: string, value: string, title?: string): Code {
  return { type: 'code', lang, meta: title ? `title="${title.replace(/"/g, '”')}"` : null, value };
}

/** The whole reference of one operation, as mdast. */
export function renderOperation(api: LoadedApi, entry: OperationEntry, options: OperationRenderOptions): Md[] {
  const { L, level } = options;
  const op = entry.operation;
  const id = idPrefix(entry);
  const isWebhook = entry.kind === 'webhook';
  const out: Md[] = [];
  const seen = new Map<string, { id: string; label: string }>();

  // Method and path (or webhook name), servers.
  const method = entry.method.toUpperCase();
  out.push(
    hast(
      h('div', { className: ['dg-api-endpoint'] }, [
        h('span', { className: ['dg-api-method', `dg-api-method--${entry.method}`] }, method),
        ' ',
        isWebhook
          ? h('span', { className: ['dg-api-path', 'dg-api-path--webhook'] }, [
              h('span', { className: ['dg-api-webhook-badge'] }, L('webhook')),
              ' ',
              entry.path,
            ])
          : h('code', { className: ['dg-api-path'] }, pathParts(entry.path)),
        ...(op.deprecated
          ? [' ', h('span', { className: ['dg-api-badge', 'dg-api-badge--deprecated'] }, L('deprecated'))]
          : []),
      ]),
    ),
  );
  if (!isWebhook) {
    const servers = ((op.servers ?? entry.pathItem.servers ?? api.doc.servers ?? []) as OaObject[]).filter(
      (s) => s && typeof s.url === 'string',
    );
    if (servers.length > 0) {
      out.push(
        el('dl', { className: ['dg-api-servers'] }, [
          hast(h('dt', { className: ['dg-api-servers__label'] }, L('servers'))),
          ...servers.map((s) =>
            el('dd', { className: ['dg-api-server'] }, [
              hast(h('code', { className: ['dg-api-server__url'] }, `${serverUrl(s)}${entry.path}`)),
              ...(s.description
                ? [text(' '), el('span', { className: ['dg-api-server__desc'] }, markdownInline(String(s.description)))]
                : []),
            ]),
          ),
        ]),
      );
    }
  } else {
    out.push(paragraph([text(L('webhookNote'))], 'dg-api-note'));
  }
  if (op.summary) out.push(paragraph([{ type: 'strong', children: [text(String(op.summary))] }], 'dg-api-summary'));
  out.push(...markdownBlocks(op.description as string | undefined, level + 1));

  // Authentication.
  if (!isWebhook) {
    out.push(heading(level, `${id}-authentication`, L('authentication')));
    out.push(...authentication(api, entry, L));
  }

  // Parameters.
  const params = operationParameters(api, entry);
  if (params.length > 0) {
    out.push(heading(level, `${id}-parameters`, L('parameters')));
    out.push(
      table(
        [L('name'), L('in'), L('type'), L('required'), L('description')],
        params.map((p) => {
          const schema = p.schema ?? (Object.values((p.content ?? {}) as OaObject)[0] as OaObject | undefined)?.schema;
          const s = resolveSchema(api.doc, schema).schema;
          const format = typeof s.format === 'string' ? ` (${s.format})` : '';
          return [
            [{ type: 'inlineCode', value: String(p.name) }],
            [text(String(p.in))],
            [text(`${schema ? typeLabel({ doc: api.doc }, schema) : 'any'}${format}`)],
            [text(p.required ? L('yes') : L('no'))],
            [...markdownInline(p.description as string | undefined), ...inlineRules(L, s, p)],
          ];
        }),
      ),
    );
  }

  // Request body (or webhook payload).
  const body = deref<OaObject>(api.doc, op.requestBody as OaObject).value;
  if (body && typeof body === 'object') {
    out.push(heading(level, `${id}-${isWebhook ? 'payload' : 'request'}`, isWebhook ? L('payload') : L('requestBody')));
    out.push(...markdownBlocks(body.description as string | undefined, level + 1));
    for (const [type, media] of Object.entries((body.content ?? {}) as OaObject)) {
      out.push(
        hast(
          h('p', { className: ['dg-api-media'] }, [
            h('span', { className: ['dg-api-media__label'] }, L('contentType')),
            ' ',
            h('code', type),
            ' ',
            h(
              'span',
              { className: ['dg-api-badge', ...(body.required ? ['dg-api-badge--required'] : [])] },
              body.required ? L('required') : L('optional'),
            ),
          ]),
        ),
      );
      out.push(...mediaBody(api, media as OaObject, type, 'request', `${id}-request`, L, seen));
    }
  }

  // Code samples.
  if (!isWebhook) {
    out.push(heading(level, `${id}-samples`, L('codeSamples')));
    const req = sampleRequest(api, entry, options.samples);
    out.push(
      tabs(
        'code',
        codeSamples(req).map((s) => ({ value: s.value, label: s.label, children: [codeBlock(s.lang, s.code)] })),
      ),
    );
  }

  // Responses.
  const responses = Object.entries((op.responses ?? {}) as OaObject);
  if (responses.length > 0) {
    out.push(heading(level, `${id}-responses`, L('responses')));
    out.push(
      el(
        'div',
        { className: ['dg-api-responses'] },
        responses.map(([status, raw]) => response(api, status, raw, id, options, seen)),
      ),
    );
  }

  return [el('div', { className: ['dg-api-operation'], dataOperation: entry.id }, out)];
}

function pathParts(path: string): ElementContent[] {
  return path
    .split(/(\{[^}]+\})/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith('{') ? h('span', { className: ['dg-api-path__param'] }, part) : { type: 'text', value: part },
    );
}

function authentication(api: LoadedApi, entry: OperationEntry, L: Labels): Md[] {
  const alternatives = securitySchemes(api, entry).filter((req) => req.length > 0);
  const optional = ((entry.operation.security ?? api.doc.security ?? []) as OaObject[]).some(
    (req) => Object.keys(req).length === 0,
  );
  if (alternatives.length === 0) return [paragraph([text(L('authNone'))], 'dg-api-auth')];
  const describeScheme = ({
    scheme,
    scopes,
  }: {
    name: string;
    scheme: OaObject;
    scopes: string[];
  }): PhrasingContent[] => {
    const type = String(scheme.type);
    const httpScheme = String(scheme.scheme ?? '').toLowerCase();
    if (type === 'http' && httpScheme === 'bearer')
      return [
        { type: 'strong', children: [text(L('authBearer'))] },
        text(scheme.bearerFormat ? ` (${String(scheme.bearerFormat)}) ` : ' '),
        { type: 'inlineCode', value: 'Authorization: Bearer <token>' },
      ];
    if (type === 'http' && httpScheme === 'basic')
      return [
        { type: 'strong', children: [text(L('authBasic'))] },
        text(' '),
        { type: 'inlineCode', value: 'Authorization: Basic <credentials>' },
      ];
    if (type === 'apiKey')
      return [
        { type: 'strong', children: [text(L('authApiKey'))] },
        text(' '),
        { type: 'inlineCode', value: String(scheme.name) },
        text(` (${String(scheme.in)})`),
      ];
    if (type === 'oauth2')
      return [
        { type: 'strong', children: [text(L('authOAuth2'))] },
        ...(scopes.length > 0
          ? [
              text(` — ${L('scopes')} `),
              ...scopes.flatMap((s, i): PhrasingContent[] => [
                ...(i > 0 ? [text(', ')] : []),
                { type: 'inlineCode', value: s },
              ]),
            ]
          : []),
      ];
    if (type === 'openIdConnect')
      return [
        { type: 'strong', children: [text(L('authOpenId'))] },
        text(' '),
        { type: 'inlineCode', value: String(scheme.openIdConnectUrl ?? '') },
      ];
    return [{ type: 'strong', children: [text(type)] }];
  };
  const out: Md[] = [];
  const described = new Set<string>();
  const items = alternatives.map((req) =>
    req.flatMap((s, i) => [...(i > 0 ? [text(' + ')] : []), ...describeScheme(s)]),
  );
  if (items.length === 1 && !optional) out.push(paragraph(items[0]!, 'dg-api-auth'));
  else {
    out.push(
      el(
        'ul',
        { className: ['dg-api-auth'] },
        [...items, ...(optional ? [[text(L('authNone'))]] : [])].map((children) => el('li', {}, [paragraph(children)])),
      ),
    );
  }
  for (const req of alternatives) {
    for (const s of req) {
      if (described.has(s.name) || !s.scheme.description) continue;
      described.add(s.name);
      out.push(el('div', { className: ['dg-api-auth__desc'] }, markdownBlocks(String(s.scheme.description))));
    }
  }
  return out;
}

/** Enum, default and example of a parameter, as phrasing for its table cell. */
function inlineRules(L: Labels, s: OaObject, p: OaObject): PhrasingContent[] {
  const out: PhrasingContent[] = [];
  const add = (label: string, values: unknown[]) => {
    out.push(text(`${out.length > 0 || p.description ? ' ' : ''}${label}${L('colon')}`));
    values.forEach((v, i) => {
      if (i > 0) out.push(text(', '));
      out.push({ type: 'inlineCode', value: typeof v === 'string' ? v : JSON.stringify(v) });
    });
    out.push(text('.'));
  };
  if (Array.isArray(s.enum) && s.enum.length > 0) add(L('enum'), s.enum);
  if ('default' in s) add(L('default'), [s.default]);
  const example = 'example' in p ? p.example : Array.isArray(s.examples) ? s.examples[0] : s.example;
  if (example !== undefined && !(Array.isArray(s.enum) && s.enum.length === 1)) add(L('example'), [example]);
  if (typeof s.pattern === 'string') add(L('pattern'), [s.pattern]);
  if (typeof s.minLength === 'number' && typeof s.maxLength === 'number')
    add(L('length'), [`${s.minLength}–${s.maxLength}`]);
  else if (typeof s.minLength === 'number' && s.minLength > 1) add(L('length'), [`≥ ${s.minLength}`]);
  else if (typeof s.maxLength === 'number') add(L('length'), [`≤ ${s.maxLength}`]);
  if (typeof s.minimum === 'number') add(L('min'), [s.minimum]);
  if (typeof s.maximum === 'number') add(L('max'), [s.maximum]);
  return out;
}

/** A media type's schema tree and its examples. */
function mediaBody(
  api: LoadedApi,
  media: OaObject,
  type: string,
  mode: 'request' | 'response',
  idBase: string,
  L: Labels,
  seen: Map<string, { id: string; label: string }>,
): Md[] {
  const out: Md[] = [];
  if (!media || typeof media !== 'object') return out;
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
      out.push(schemaTree({ doc: api.doc, L, mode }, media.schema));
      if (ref)
        seen.set(`${mode}:${ref}`, {
          id: idBase,
          label: idBase.endsWith('-request') ? L('requestBody') : idBase.replace(/^.*-response-/, ''),
        });
    }
  }
  const examples: { name: string; summary?: string; value: unknown }[] = [];
  if (media.examples && typeof media.examples === 'object') {
    for (const [name, raw] of Object.entries(media.examples as OaObject)) {
      const ex = deref<OaObject>(api.doc, raw as OaObject).value;
      if (!ex || typeof ex !== 'object') continue;
      if ('value' in ex)
        examples.push({ name, ...(ex.summary ? { summary: String(ex.summary) } : {}), value: ex.value });
      else if (typeof ex.externalValue === 'string')
        examples.push({ name, ...(ex.summary ? { summary: String(ex.summary) } : {}), value: ex.externalValue });
    }
  } else if ('example' in media) examples.push({ name: 'example', value: media.example });
  else if (media.schema && /json/i.test(type)) {
    const value = sampleFromSchema(api.doc, media.schema);
    if (value !== undefined) examples.push({ name: 'example', value });
  }
  if (examples.length === 0) return out;
  const lang = /json/i.test(type) ? 'json' : /xml/i.test(type) ? 'xml' : /yaml/i.test(type) ? 'yaml' : 'text';
  const render = (v: unknown) => (typeof v === 'string' && lang !== 'json' ? v : JSON.stringify(v, null, 2));
  out.push(hast(h('p', { className: ['dg-api-examples__label'] }, examples.length > 1 ? L('examples') : L('example'))));
  if (examples.length === 1) {
    const ex = examples[0]!;
    out.push(codeBlock(lang, render(ex.value), ex.summary));
  } else {
    const used = new Set<string>();
    out.push(
      tabs(
        undefined,
        examples.map((ex) => {
          let value = `${idBase}-${ex.name}`.replace(/[^A-Za-z0-9_-]+/g, '-');
          while (used.has(value)) value += '-';
          used.add(value);
          return { value, label: ex.summary ?? ex.name, children: [codeBlock(lang, render(ex.value))] };
        }),
      ),
    );
  }
  return out;
}

function response(
  api: LoadedApi,
  status: string,
  raw: unknown,
  id: string,
  options: OperationRenderOptions,
  seen: Map<string, { id: string; label: string }>,
): Md {
  const { L } = options;
  const r = deref<OaObject>(api.doc, raw as OaObject).value ?? {};
  const description = typeof r.description === 'string' ? r.description : '';
  const [firstParagraph, ...rest] = description.trim().split(/\n\s*\n/);
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
    inner.push(
      table(
        [L('name'), L('type'), L('required'), L('description')],
        headers.map(([name, rawHeader]) => {
          const hd = deref<OaObject>(api.doc, rawHeader as OaObject).value ?? {};
          const s = resolveSchema(api.doc, hd.schema).schema;
          return [
            [{ type: 'inlineCode', value: name }],
            [text(hd.schema ? typeLabel({ doc: api.doc }, hd.schema) : 'string')],
            [text(hd.required ? L('yes') : L('no'))],
            [...markdownInline(hd.description as string | undefined), ...inlineRules(L, s, hd)],
          ];
        }),
      ),
    );
  }
  const content = Object.entries((r.content ?? {}) as OaObject);
  if (content.length === 0 && !/^default$/i.test(status)) inner.push(paragraph([text(L('noBody'))], 'dg-api-note'));
  for (const [type, media] of content) {
    inner.push(
      hast(
        h('p', { className: ['dg-api-media'] }, [
          h('span', { className: ['dg-api-media__label'] }, L('contentType')),
          ' ',
          h('code', type),
        ]),
      ),
    );
    inner.push(...mediaBody(api, media as OaObject, type, 'response', responseId(id, status), L, seen));
  }
  if (inner.length > 0) children.push(el('div', { className: ['dg-api-response__body'] }, inner));
  return el(
    'details',
    { className: ['dg-api-response'], id: responseId(id, status), ...(/^2/.test(status) ? { open: true } : {}) },
    children,
  );
}

function responseId(id: string, status: string): string {
  return `${id}-response-${status.replace(/[^A-Za-z0-9]/g, '')}`;
}
