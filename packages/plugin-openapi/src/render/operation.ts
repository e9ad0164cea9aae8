import type { ElementContent } from 'hast';
import { h } from '@docgen/markdown/unified';
import type { PhrasingContent } from 'mdast';
import type { Labels } from '../i18n.js';
import { el, hast, heading, markdownBlocks, markdownInline, paragraph, text, type Md } from '../mdast.js';
import {
  deref,
  type LoadedApi,
  type OaObject,
  type OperationEntry,
  requestPath,
  summaryLine,
  summaryTitle,
} from '../model.js';
import { codeSamples } from './sample-languages.js';
import {
  isLargeBody,
  operationParameters,
  requestExample,
  sampleRequest,
  securitySchemes,
  type SampleOptions,
} from './samples.js';
import { codeBlock, externalDocs, tabs } from './blocks.js';
import { spacedBadges, spacedBadgesBefore, tagBadges, versionNotes } from './badges.js';
import { callbacks } from './callbacks.js';
import { mediaBody, mediaLabel, response } from './responses.js';
import type { SchemaLinks } from './schema.js';
import { vendorSamples } from './vendor-samples.js';
import { parametersTable } from './parameters.js';
import { serverUrl } from '../servers.js';

export interface OperationRenderOptions {
  L: Labels;
  /** Depth of the section headings (Parameters, Request body…); 3 by default. */
  level: number;
  samples: SampleOptions;
  /** Extension of a response listing the error codes it can carry (`x-lintas-codes`). */
  responseCodesExtension: string;
  /** Links to the pages of schema components (a reference section), with what this page shows already. */
  schemaLinks?: SchemaLinks;
  /** The page's title is the summary already (a reference page): not repeated. */
  hideSummary?: boolean;
  /** Examples made from schemas keep their required properties alone when large (reference pages). */
  compactExamples?: boolean;
  /**
   * Where a security scheme of `components.securitySchemes` is described once (the overview of a
   * reference section): the page links there instead of repeating a long description
   * (DigitalOcean's, an article with a table, was on 1,500 pages); a sentence or two stays.
   */
  schemeHref?: (name: string) => string | undefined;
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
        ...spacedBadgesBefore(op, L),
        h('span', { className: ['dg-api-method', `dg-api-method--${entry.method}`] }, method),
        ' ',
        isWebhook
          ? h('span', { className: ['dg-api-path', 'dg-api-path--webhook'] }, [
              h('span', { className: ['dg-api-webhook-badge'] }, L('webhook')),
              ' ',
              entry.path,
            ])
          : h('code', { className: ['dg-api-path'] }, pathParts(requestPath(entry.path))),
        ...(op.deprecated
          ? [' ', h('span', { className: ['dg-api-badge', 'dg-api-badge--deprecated'] }, L('deprecated'))]
          : []),
        ...spacedBadges(op, L),
        ...tagBadges(api.doc, op),
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
              // OpenAPI 3.2 names a server (`production`, `sandbox`): readers pick one by it.
              ...(typeof s.name === 'string' && s.name.trim()
                ? [hast(h('strong', { className: ['dg-api-server__name'] }, s.name.trim())), text(' ')]
                : []),
              hast(h('code', { className: ['dg-api-server__url'] }, `${serverUrl(s)}${requestPath(entry.path)}`)),
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
  const title = summaryTitle(op.summary);
  if (title && !options.hideSummary)
    out.push(paragraph([{ type: 'strong', children: markdownInline(summaryLine(op.summary)) }], 'dg-api-summary'));
  // A summary that is no title (paragraphs of markdown) is the text of the operation.
  else if (!title && typeof op.summary === 'string') out.push(...markdownBlocks(op.summary, level + 1));
  // A Path Item's text is for each of its operations (OpenAPI): Twilio describes its resource there.
  const shared = entry.pathItem.description ?? entry.pathItem.summary;
  if (typeof shared === 'string' && shared.trim() && shared !== op.description && shared !== op.summary)
    out.push(el('div', { className: ['dg-api-path-desc'] }, markdownBlocks(shared, level + 1)));
  out.push(...markdownBlocks(op.description as string | undefined, level + 1));
  out.push(...versionNotes(L, op));
  out.push(...externalDocs(op.externalDocs, L));

  // Authentication. A webhook's own `security` is how the API signs in to the reader's endpoint
  // (Adyen's basic auth); the document's `security` is for the API's operations, not its webhooks.
  if (!isWebhook) {
    out.push(heading(level, `${id}-authentication`, L('authentication')));
    out.push(...authentication(api, entry, L, options.schemeHref));
  } else if (Array.isArray(op.security) && securitySchemes(api, entry).some((req) => req.length > 0)) {
    out.push(heading(level, `${id}-authentication`, L('authentication')));
    out.push(paragraph([text(L('webhookAuthNote'))], 'dg-api-note'));
    out.push(...authentication(api, entry, L, options.schemeHref));
  }

  // Parameters.
  const params = operationParameters(api, entry);
  if (params.length > 0) {
    out.push(heading(level, `${id}-parameters`, L('parameters')));
    out.push(parametersTable(api, params, { L, ...(options.schemaLinks ? { link: options.schemaLinks } : {}) }));
  }

  // Request body (or webhook payload). A large JSON body is not repeated in every code sample:
  // they read it from a file, which its example names.
  const compact = options.compactExamples === true;
  const sample = compact ? requestExample(api, entry, true) : undefined;
  const bodyFile =
    sample && !isWebhook && /json/i.test(sample.contentType) && isLargeBody(sample.value) ? `${id}.json` : undefined;
  const body = deref<OaObject>(api.doc, op.requestBody as OaObject).value;
  if (body && typeof body === 'object') {
    out.push(heading(level, `${id}-${isWebhook ? 'payload' : 'request'}`, isWebhook ? L('payload') : L('requestBody')));
    out.push(...markdownBlocks(body.description as string | undefined, level + 1));
    for (const [type, media] of Object.entries((body.content ?? {}) as OaObject)) {
      out.push(
        mediaLabel(
          L,
          type,
          h(
            'span',
            { className: ['dg-api-badge', ...(body.required ? ['dg-api-badge--required'] : [])] },
            body.required ? L('required') : L('optional'),
          ),
        ),
      );
      out.push(
        // A webhook's payload is sent by the API: its readOnly keys are there, its writeOnly ones
        // not, as Redoc and RapiDoc show them (Redocly/redoc#1720).
        ...mediaBody(api, media as OaObject, type, isWebhook ? 'response' : 'request', `${id}-request`, L, seen, {
          link: options.schemaLinks,
          compact: options.compactExamples === true,
          file: type === sample?.contentType ? bodyFile : undefined,
          target: isWebhook ? { id: `${id}-payload`, label: L('payload') } : undefined,
        }),
      );
    }
  }

  // Code samples.
  if (!isWebhook) {
    out.push(heading(level, `${id}-samples`, L('codeSamples')));
    const req = sampleRequest(api, entry, {
      ...options.samples,
      ...(compact ? { largeBodies: { file: bodyFile ?? `${id}.json` } } : {}),
    });
    const generated = codeSamples(req).map((s) => ({
      value: s.value,
      label: s.label,
      children: [codeBlock(s.lang, s.code)],
    }));
    out.push(tabs('code', vendorSamples(op, generated, api.doc)));
  }

  // Responses.
  const responses = Object.entries((op.responses ?? {}) as OaObject);
  if (responses.length > 0) {
    out.push(heading(level, `${id}-responses`, L('responses')));
    out.push(
      el(
        'div',
        { className: ['dg-api-responses'] },
        responses.map(([status, raw]) => response(api, status, raw, id, options, seen, isWebhook)),
      ),
    );
  }

  out.push(...callbacks(api, op, id, options, seen));

  return [el('div', { className: ['dg-api-operation'], dataOperation: entry.id }, out)];
}

/**
 * The path with its parameters marked, and a `<wbr>` after each `/` but the first and the last: a path longer
 * than its line wraps between segments (`/index/` then `{indexName}`), where it broke anywhere,
 * inside a parameter's name (`{indexN` / `ame}`), when no break was allowed.
 */
function pathParts(path: string): ElementContent[] {
  return path.split(/(?<=.\/)(?=.)/).flatMap((segment, i): ElementContent[] => [
    ...(i > 0 ? [h('wbr')] : []),
    ...segment
      .split(/(\{[^}]+\})/)
      .filter(Boolean)
      .map(
        (part): ElementContent =>
          part.startsWith('{') ? h('span', { className: ['dg-api-path__param'] }, part) : { type: 'text', value: part },
      ),
  ]);
}

function authentication(
  api: LoadedApi,
  entry: OperationEntry,
  L: Labels,
  schemeHref?: (name: string) => string | undefined,
): Md[] {
  const alternatives = oneLinePerScheme(securitySchemes(api, entry).filter((req) => req.length > 0));
  const optional = ((entry.operation.security ?? api.doc.security ?? []) as OaObject[]).some(
    (req) => Object.keys(req).length === 0,
  );
  if (alternatives.length === 0) return [paragraph([text(L('authNone'))], 'dg-api-auth')];
  // The scopes of any scheme (3.1 lets an API key name roles), "any one of" those of merged lines.
  const scopeList = ({ scopes, anyOf }: SchemeUse): PhrasingContent[] =>
    scopes.length === 0
      ? []
      : [
          text(` — ${L(anyOf ? 'scopesAnyOf' : scopes.length === 1 ? 'scope' : 'scopes')} `),
          ...scopes.flatMap((s, i): PhrasingContent[] => [
            ...(i > 0 ? [text(', ')] : []),
            { type: 'inlineCode', value: s },
          ]),
        ];
  // A scheme described elsewhere once: its line links there, and a long description is not repeated.
  const described = new Set<string>();
  const describeScheme = (use: SchemeUse): PhrasingContent[] => {
    const href = schemeHref?.(use.name);
    if (href === undefined) return [...schemeLine(use), ...scopeList(use)];
    if (!isShortText(String(use.scheme.description ?? ''))) described.add(use.name);
    return [{ type: 'link', url: href, children: schemeLine(use) }, ...scopeList(use)];
  };
  const schemeLine = (use: SchemeUse): PhrasingContent[] => {
    const { scheme } = use;
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
    if (type === 'oauth2') return [{ type: 'strong', children: [text(L('authOAuth2'))] }];
    if (type === 'openIdConnect')
      return [
        { type: 'strong', children: [text(L('authOpenId'))] },
        text(' '),
        { type: 'inlineCode', value: String(scheme.openIdConnectUrl ?? '') },
      ];
    if (scheme.type === undefined) return [{ type: 'inlineCode', value: use.name }, text(` (${L('authUnknown')})`)];
    return [{ type: 'strong', children: [text(type)] }];
  };
  const out: Md[] = [];
  const items = alternatives.map((req) =>
    req.flatMap((s, i) => [...(i > 0 ? [text(' + ')] : []), ...describeScheme(s)]),
  );
  // Each scheme's description once, where the scheme is first named.
  const descriptions = (req: SchemeUse[]): Md[] =>
    req.flatMap((s) => {
      if (described.has(s.name) || !s.scheme.description) return [];
      described.add(s.name);
      return [el('div', { className: ['dg-api-auth__desc'] }, markdownBlocks(String(s.scheme.description)))];
    });
  if (items.length === 1 && !optional) out.push(paragraph(items[0]!, 'dg-api-auth'), ...descriptions(alternatives[0]!));
  else {
    // Alternatives, not a list of what to send together (that is one line, its schemes joined by +);
    // a description stays in its alternative's item, not below the list, where it named no scheme.
    out.push(paragraph([text(L('authAnyOf'))], 'dg-api-auth__intro'));
    out.push(
      el('ul', { className: ['dg-api-auth'] }, [
        ...items.map((children, i) => el('li', {}, [paragraph(children), ...descriptions(alternatives[i]!)])),
        ...(optional ? [el('li', {}, [paragraph([text(L('authOptional'))])])] : []),
      ]),
    );
  }
  return out;
}

/** One paragraph of a sentence or two ("Discord bot token"), which an operation may repeat. */
function isShortText(description: string): boolean {
  const trimmed = description.trim();
  return trimmed.length <= 200 && !/\n\s*\n|^\s*([-*+|#>]|\d+[.)])\s/m.test(trimmed);
}

interface SchemeUse {
  name: string;
  scheme: OaObject;
  scopes: string[];
  /** A line merged from requirements of one scope each: any one of its scopes will do. */
  anyOf?: boolean;
}

/**
 * Requirements of one scheme and one scope each (HubSpot lists a requirement per scope it
 * accepts) as one line, the scheme with any one of those scopes; the others as written.
 */
function oneLinePerScheme(alternatives: SchemeUse[][]): SchemeUse[][] {
  const out: SchemeUse[][] = [];
  const byName = new Map<string, SchemeUse>();
  for (const req of alternatives) {
    const [use] = req;
    const single = use !== undefined && req.length === 1 && use.scopes.length === 1;
    const line = single ? byName.get(use.name) : undefined;
    if (use && line) {
      line.scopes = [...new Set([...line.scopes, ...use.scopes])];
      line.anyOf = line.scopes.length > 1;
      continue;
    }
    const copy = req.map((u) => ({ ...u, scopes: [...u.scopes] }));
    if (single && !byName.has(use.name)) byName.set(use.name, copy[0]!);
    out.push(copy);
  }
  return out;
}
