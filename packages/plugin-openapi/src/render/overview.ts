import type { PhrasingContent } from 'mdast';
import type { Element } from 'hast';
import { h } from '@docgen/markdown/unified';
import { badgeColor } from '../badge-colors.js';
import type { Labels } from '../i18n.js';
import { el, hast, heading, markdownBlocks, markdownInline, paragraph, table, text, type Md } from '../mdast.js';
import { deref, type LoadedApi, type OaObject } from '../model.js';
import type { ReferenceModel, RefTag } from '../reference/model.js';
import { breakableName } from './parameters.js';
import { operationList, type ReferencePageOptions } from './reference-parts.js';

/**
 * The overview of a reference section: the document's description (its introduction, its
 * headings in the page's outline), version, contact and licence, servers, security schemes, the
 * tags with their first paragraph, the operations without a tag and the webhooks.
 */
export function renderOverview(api: LoadedApi, model: ReferenceModel, o: ReferencePageOptions): Md[] {
  const { L } = o;
  const { doc } = api;
  const info = (doc.info ?? {}) as OaObject;
  const out: Md[] = [];
  const facts: Md[] = [];
  const fact = (label: string, value: PhrasingContent[]) =>
    facts.push(el('div', { className: ['dg-api-facts__item'] }, [hast(h('dt', label)), el('dd', {}, value)]));
  // Ory's documents leave `version: ""` for their release to fill: an empty version is no fact.
  if (info.version !== undefined && String(info.version).trim() !== '')
    fact(L('version'), [{ type: 'inlineCode', value: String(info.version).trim() }]);
  const contact = (info.contact ?? {}) as OaObject;
  const contactParts: PhrasingContent[] = [];
  if (typeof contact.name === 'string') contactParts.push(text(contact.name));
  if (typeof contact.email === 'string')
    contactParts.push(text(contactParts.length > 0 ? ' · ' : ''), link(`mailto:${contact.email}`, contact.email));
  if (typeof contact.url === 'string')
    contactParts.push(text(contactParts.length > 0 ? ' · ' : ''), link(contact.url, contact.url));
  if (contactParts.length > 0) fact(L('contact'), contactParts);
  const license = (info.license ?? {}) as OaObject;
  // 3.1's SPDX `identifier` (in place of a `url`) names the licence's text at spdx.org.
  const licenseUrl =
    typeof license.url === 'string'
      ? license.url
      : typeof license.identifier === 'string'
        ? `https://spdx.org/licenses/${encodeURIComponent(license.identifier)}.html`
        : undefined;
  if (typeof license.name === 'string')
    fact(L('license'), [licenseUrl ? link(licenseUrl, license.name) : text(license.name)]);
  if (typeof info.termsOfService === 'string') fact(L('terms'), [link(info.termsOfService, info.termsOfService)]);
  const external = doc.externalDocs as OaObject | undefined;
  if (typeof external?.url === 'string')
    fact(L('learnMore'), [link(external.url, String(external.description ?? external.url))]);
  if (o.publish) fact('OpenAPI', [link(`/${o.publish.replace(/^\/+/, '')}`, L('download'))]);
  const logo = logoOf(info);
  if (logo) out.push(hast(logo));
  if (facts.length > 0) out.push(el('dl', { className: ['dg-api-facts'] }, facts));
  if (typeof info.summary === 'string' && info.summary.trim())
    out.push(paragraph([text(info.summary.trim())], 'dg-api-summary'));
  out.push(...markdownBlocks(info.description as string | undefined, 2));

  const prefix = 'api';
  const servers = ((doc.servers ?? []) as OaObject[]).filter((s) => s && typeof s.url === 'string');
  if (servers.length > 0) {
    out.push(heading(2, `${prefix}-servers`, L('servers')));
    for (const server of servers) {
      out.push(
        el('div', { className: ['dg-api-server-block'] }, [
          hast(
            h('p', { className: ['dg-api-server__line'] }, [
              // OpenAPI 3.2's `name` (`production`, `sandbox`), before the URL it names.
              ...(typeof server.name === 'string' && server.name.trim()
                ? [h('strong', { className: ['dg-api-server__name'] }, server.name.trim()), ' ']
                : []),
              h('code', { className: ['dg-api-server__url'] }, server.url),
            ]),
          ),
          ...markdownBlocks(server.description as string | undefined),
          ...variables(server, L),
        ]),
      );
    }
  }

  const schemes = Object.entries((doc.components?.securitySchemes ?? {}) as OaObject);
  if (schemes.length > 0) {
    out.push(heading(2, `${prefix}-authentication`, L('authentication')));
    for (const [name, raw] of schemes) {
      const scheme = deref<OaObject>(doc, raw as OaObject).value ?? {};
      out.push(heading(3, schemeAnchor(name), name));
      // OpenAPI 3.2 marks a scheme deprecated.
      if (scheme.deprecated === true)
        out.push(
          hast(h('p', {}, [h('span', { className: ['dg-api-badge', 'dg-api-badge--deprecated'] }, L('deprecated'))])),
        );
      out.push(paragraph(describeScheme(scheme, L), 'dg-api-auth'));
      out.push(...markdownBlocks(scheme.description as string | undefined, 4));
      out.push(...flows(scheme, L));
    }
  }

  if (model.tags.length > 0) {
    out.push(heading(2, `${prefix}-sections`, L('sections')));
    const grouped = new Set(model.groups.flatMap((g) => g.tags));
    for (const group of model.groups) {
      out.push(heading(3, `${prefix}-group-${group.name.replace(/[^A-Za-z0-9_-]+/g, '-')}`, group.name));
      out.push(tagCards(group.tags, L));
    }
    const rest = model.roots.filter((t) => !grouped.has(t));
    if (rest.length > 0) out.push(tagCards(rest, L));
  }
  if (model.untagged.length > 0) {
    out.push(heading(2, `${prefix}-operations`, model.tags.length > 0 ? L('otherOperations') : L('operations')));
    out.push(operationList(model.untagged, L));
  }
  if (model.webhooks.length > 0) {
    out.push(heading(2, `${prefix}-webhooks`, L('webhooks')));
    out.push(operationList(model.webhooks, L));
  }
  return [el('div', { className: ['dg-api-overview'] }, out)];
}

function tagCards(tags: RefTag[], L: Labels): Md {
  return el(
    'ul',
    { className: ['dg-api-tags'] },
    tags.map((tag) => {
      const first = typeof tag.tag.description === 'string' ? tag.tag.description.trim().split(/\n\s*\n/)[0] : '';
      const count = tag.operations.length;
      return el('li', { className: ['dg-api-tags__item'] }, [
        paragraph(
          [
            { type: 'link', url: tag.href, children: [text(tag.title)] },
            ...(count > 0
              ? [
                  text(' '),
                  hast(
                    h(
                      'span',
                      { className: ['dg-api-tags__count'] },
                      count === 1 ? L('operationCountOne') : L('operationCount', { count }),
                    ),
                  ) as unknown as PhrasingContent,
                ]
              : []),
          ],
          'dg-api-tags__title',
        ),
        ...(first ? [paragraph(markdownInline(first), 'dg-api-tags__desc')] : []),
        // OpenAPI 3.2's sub-tags, under their parent's card.
        ...(tag.children.length > 0 ? [tagCards(tag.children, L)] : []),
      ]);
    }),
  );
}

function variables(server: OaObject, L: Labels): Md[] {
  const vars = Object.entries((server.variables ?? {}) as OaObject);
  if (vars.length === 0) return [];
  return [
    table(
      [L('variables'), L('default'), L('enum'), L('description')],
      vars.map(([name, v]) => [
        [{ type: 'inlineCode', value: `{${name}}` }],
        v?.default !== undefined ? [{ type: 'inlineCode', value: String(v.default) }] : [text('—')],
        Array.isArray(v?.enum)
          ? v.enum.flatMap((e: unknown, i: number): PhrasingContent[] => [
              ...(i > 0 ? [text(', ')] : []),
              { type: 'inlineCode', value: String(e) },
            ])
          : [text('—')],
        markdownInline(v?.description as string | undefined),
      ]),
    ),
  ];
}

/** The id of a security scheme's heading on the overview, where operation pages link. */
export function schemeAnchor(name: string): string {
  return `api-auth-${name.replace(/[^A-Za-z0-9_-]+/g, '-')}`;
}

/** One line saying how a scheme authenticates a request. */
export function describeScheme(scheme: OaObject, L: Labels): PhrasingContent[] {
  const type = String(scheme.type ?? '');
  const httpScheme = String(scheme.scheme ?? '').toLowerCase();
  const strong = (value: string): PhrasingContent => ({ type: 'strong', children: [text(value)] });
  const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
  if (type === 'http' && httpScheme === 'bearer')
    return [
      strong(L('authBearer')),
      text(scheme.bearerFormat ? ` (${String(scheme.bearerFormat)}) ` : ' '),
      code('Authorization: Bearer <token>'),
    ];
  if (type === 'http' && httpScheme === 'basic')
    return [strong(L('authBasic')), text(' '), code('Authorization: Basic <credentials>')];
  if (type === 'http') return [strong(`HTTP ${String(scheme.scheme ?? '')}`)];
  if (type === 'apiKey')
    return [strong(L('authApiKey')), text(' '), code(String(scheme.name ?? '')), text(` (${String(scheme.in ?? '')})`)];
  if (type === 'oauth2') return [strong(L('authOAuth2'))];
  if (type === 'openIdConnect')
    return [strong(L('authOpenId')), text(' '), code(String(scheme.openIdConnectUrl ?? ''))];
  return [strong(type || '?')];
}

/** The flows of an OAuth 2.0 scheme: their URLs and scopes. */
function flows(scheme: OaObject, L: Labels): Md[] {
  if (scheme.type !== 'oauth2' || !scheme.flows || typeof scheme.flows !== 'object') return [];
  const out: Md[] = [];
  // OpenAPI 3.2: where the authorization server's metadata (RFC 8414) is read.
  if (typeof scheme.oauth2MetadataUrl === 'string')
    out.push(
      paragraph(
        [text('oauth2MetadataUrl: '), { type: 'inlineCode', value: scheme.oauth2MetadataUrl }],
        'dg-api-flow__head',
      ),
    );
  for (const [name, raw] of Object.entries(scheme.flows as OaObject)) {
    const flow = (raw ?? {}) as OaObject;
    // `deviceAuthorizationUrl`: OpenAPI 3.2's device flow.
    const urls = (['authorizationUrl', 'deviceAuthorizationUrl', 'tokenUrl', 'refreshUrl'] as const).filter(
      (k) => typeof flow[k] === 'string',
    );
    out.push(
      el('div', { className: ['dg-api-flow'] }, [
        paragraph(
          [
            { type: 'strong', children: [text(name)] },
            ...urls.flatMap((k): PhrasingContent[] => [
              text(` · ${k}: `),
              { type: 'inlineCode', value: String(flow[k]) },
            ]),
          ],
          'dg-api-flow__head',
        ),
        ...(flow.scopes && Object.keys(flow.scopes).length > 0
          ? [
              table(
                [L('scopeColumn'), L('description')],
                // A scope's name wraps at its parts, as a parameter's: Jira's 48-character names made
                // the column two thirds of the table, its descriptions a word a line.
                Object.entries(flow.scopes as Record<string, unknown>).map(([scope, d]) => [
                  [breakableName(scope)],
                  markdownInline(typeof d === 'string' ? d : ''),
                ]),
              ),
            ]
          : []),
      ]),
    );
  }
  return out;
}

function link(url: string, label: string): PhrasingContent {
  return { type: 'link', url, children: [text(label)] };
}

/**
 * Redoc's `info.x-logo` (`url`, `altText`, `href`, `backgroundColor`): the API's logo, which Redoc
 * shows above its menu, heads the overview (one without a `url` is a warning, `extensionProblems`).
 */
function logoOf(info: OaObject): Element | undefined {
  const logo = info['x-logo'] as OaObject | undefined;
  if (!logo || typeof logo !== 'object' || typeof logo.url !== 'string' || logo.url.trim() === '') return undefined;
  const alt = typeof logo.altText === 'string' ? logo.altText : typeof info.title === 'string' ? info.title : '';
  const img = h('img', { src: logo.url.trim(), alt, className: ['dg-api-logo__img'] });
  const background = badgeColor(logo.backgroundColor);
  return h(
    'p',
    { className: ['dg-api-logo'], ...(background ? { style: `background-color: ${background}` } : {}) },
    typeof logo.href === 'string' && logo.href.trim() ? h('a', { href: logo.href.trim() }, img) : img,
  );
}
