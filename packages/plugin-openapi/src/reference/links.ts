import { type Diagnostic, didYouMean } from '@docgen/config';
import type { LoadedApi, OperationEntry } from '../model.js';
import { toPointer } from '../pointer.js';
import type { ReferenceModel, RefOperation } from './model.js';
import { kebab } from './options.js';
import { vendorAnchorTarget } from './vendor-anchors.js';

/**
 * The links of a text: markdown's `](target)` and HTML's `href="target"`. A markdown target may
 * hold balanced parentheses (Redoc's `#tag/Authorizations-(API-tokens)`), as CommonMark reads it.
 */
const LINK = /\]\(<?((?:[^()\s>]|\([^()\s>]*\))+)|href=["']([^"']+)/g;

/** The targets of the links a description writes. */
export function linkTargets(text: string): string[] {
  return [...text.matchAll(LINK)].map((m) => m[1] ?? m[2]!);
}

/**
 * OpenApiBrokenLink: each link of the document's descriptions written to name one of its parts
 * (Redoc's `#operation/…`, ReadMe's `/reference/…`, Stoplight's JSON pointers) that names
 * nothing the document has, at the description's line (once per build; the pages keep its text).
 * Not one whose id a description gives (`anchorKnown`: an old operation id's Redoc anchor that a
 * `<span id>` keeps working), which leads there.
 */
export function docLinkWarnings(
  api: LoadedApi,
  model: ReferenceModel,
  anchorKnown: (id: string) => boolean = () => false,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  const walk = (value: unknown, segments: (string | number)[]) => {
    if (typeof value === 'string') {
      // A link by a scheme of its own (Square's `entity:Currency`) holds neither `#` nor `/`.
      if (segments.at(-1) !== 'description' || !/[#/]|\]\(\w+:/.test(value)) return;
      for (const href of linkTargets(value)) {
        if (docLinkTarget(href, model) !== null || (href.startsWith('#') && anchorKnown(anchorIdOf(href)))) continue;
        const internal = internalTarget(href, api);
        const at = {
          name: 'OpenApiBrokenLink',
          severity: 'warning',
          file: api.file,
          ...(api.locate(segments) ?? {}),
          where: `#${toPointer(segments)}`,
        } as const;
        if (internal) {
          out.push({
            ...at,
            message: `The link "${href}" leads to ${internal}, which is marked x-internal: the pages leave it out, and show the link's text alone.`,
            why: 'Parts marked `x-internal: true` are left out of public docs, as Redocly leaves them out; a link to one would lead nowhere.',
            fix: `remove the link from the public description, or show the internal parts with \`reference: { internal: true }\` (pages of x-internal operations and schemas).`,
          });
          continue;
        }
        out.push({
          ...at,
          message: `The link "${href}" names nothing the document has: the pages show its text without the link.`,
          why: "Links written for Redoc (#tag/…, #operation/…, #schema/…), Scalar (#tag/…/GET/…, #webhook/post/…, #model/…), Stoplight (JSON pointers: …/paths/~1pets/get), Atlassian (#api-<path>-<method>) or Square (entity:<schema>, api:<tag>) lead to the reference section's pages when the document has what they name.",
          fix: `${suggestLink(href, model) ?? ''}correct the link in the document (an operation id, a tag or a schema name it has).`,
        });
      }
      return;
    }
    if (!value || typeof value !== 'object') return;
    if (Array.isArray(value)) for (const [i, v] of value.entries()) walk(v, [...segments, i]);
    else for (const [k, v] of Object.entries(value)) walk(v, [...segments, k]);
  };
  walk(api.doc, []);
  return out;
}

/**
 * What a link that leads nowhere names among the parts left out as `x-internal` (`schema Secret`,
 * `operation rotateKeys`): read by `docLinkTarget` against a model of those parts alone.
 */
function internalTarget(href: string, api: LoadedApi): string | undefined {
  const hidden = (entry: OperationEntry) =>
    entry.operation['x-internal'] === true || entry.pathItem['x-internal'] === true;
  const operations = [...api.operations.values()]
    .filter(hidden)
    .map((entry) => ({ entry, href: `operation ${entry.id}` }));
  const schemas = new Map((api.internalSchemas ?? []).map((name) => [name, { href: `schema ${name}` }]));
  if (operations.length === 0 && schemas.size === 0) return undefined;
  const shadow = {
    operations: operations.filter((o) => o.entry.kind === 'path'),
    webhooks: operations.filter((o) => o.entry.kind === 'webhook'),
    tags: [],
    schemas,
    byEntryId: new Map(operations.map((o) => [o.entry.id, o])),
    overview: { docId: '', href: '' },
  } as unknown as ReferenceModel;
  return docLinkTarget(href, shadow) ?? undefined;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'query']);

/** Where a Redoc-style link leads: a page's URL, `null` when the document has nothing by that name, undefined for any other link. */
export function docLinkTarget(href: string, model: ReferenceModel): string | null | undefined {
  // ReadMe's links to an operation: `/reference/<operationId in lower case>`, or from a guide of
  // the same site, relative (Gusto's `../reference/get-reports-request_uuid`).
  const readme = /^(?:\/|(?:\.{1,2}\/)+)reference\/([\w.-]+)\/?$/.exec(href);
  if (readme) {
    return operationsOf(model).byName.get(readme[1]!.toLowerCase())?.href;
  }
  // ReadMe's reference pages link each other relatively (`[list them](list-payments)`), and
  // Redocly's from a folder up (`../PutSubscription`, `../Plans`): one that names an operation
  // (else a tag) leads to its page from every page that shows the text (a tag's, a schema's).
  if (/^(?:\.{1,2}\/)*[\w.-]+\/?$/.test(href)) {
    const id = href.replace(/^(?:\.{1,2}\/)+|\/$/g, '').toLowerCase();
    const slug = kebab(id);
    const found =
      operationsOf(model).byName.get(id) ?? model.tags.find((t) => t.name.toLowerCase() === id || t.slug === slug);
    if (found) return found.href;
  }
  const method = rpcMethodTarget(href, model);
  if (method) return method;
  // Stoplight's links by JSON pointer into the document: `openapi.json/paths/~1pets/get`,
  // `#/paths/~1pets/get`, `…/components/schemas/Pet`.
  const pointer =
    /(?:^|[/#])(paths\/[^/?#]+\/(?:get|put|post|delete|options|head|patch|trace)|components\/schemas\/[^/?#]+)\/?$/i.exec(
      href,
    );
  if (pointer && !/^[a-z][a-z0-9+.-]*:/i.test(href)) {
    const [root, key, method] = pointer[1]!.split('/').map((s) => {
      const raw = s.replace(/~1/g, '/').replace(/~0/g, '~');
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    });
    if (root === 'components') return model.schemas.get(method!)?.href ?? null;
    return model.operations.find((o) => o.entry.path === key && o.entry.method === method!.toLowerCase())?.href ?? null;
  }
  // Redoc served at the root of the vendor's site (Mattermost's): `/#tag/drivers` is `#tag/drivers`.
  // Another fragment after `/` (`/#pagination`) is a link to that site's home page, left as written.
  if (href.startsWith('/#')) return docLinkTarget(href.slice(1), model);
  const hosted = redocPageTarget(href, model);
  if (hosted) return hosted;
  const vendor = vendorAnchorTarget(href, model);
  if (vendor !== undefined) return vendor;
  if (!href.startsWith('#')) return undefined;
  let hash: string;
  try {
    hash = decodeURIComponent(href.slice(1));
  } catch {
    return undefined;
  }
  const found = (url: string | undefined) => url ?? null;
  // A pointer into a schema (`#components/schemas/Server/properties/authType`, Okta's) leads to its
  // page; a Swagger 2.0 document's schemas are its `#/definitions/<Name>` (DocuSign's).
  const inSchema = /^\/?(?:components\/schemas|definitions)\/([^/]+)(?:\/.+)?$/.exec(hash);
  if (inSchema) return found(model.schemas.get(inSchema[1]!.replace(/~1/g, '/').replace(/~0/g, '~'))?.href);
  // Redoc's schema of a tag (`x-tags` on the schema): `#tag/AppAuthenticator/schema/PushNotification`;
  // Scalar's `#model/push-notification` names it by its slug.
  const schema = /^(?:tag\/[^/]+\/)?(?:schema\/|model\/)(.+)$/.exec(hash);
  if (schema) {
    const name = schema[1]!.replace(/~1/g, '/').replace(/~0/g, '~');
    return found(model.schemas.get(name)?.href ?? bySlug(model.schemas, name)?.href);
  }
  // Scalar's anchor of a webhook, `#webhook/post/new-pet` (its method, then its name's slug; a
  // `customWebhookId` may write the name alone), and of the webhooks' and models' lists.
  const hook = /^webhook\/(?:([A-Za-z]+)\/)?([^/]+)$/.exec(hash);
  if (hook) {
    const verb = hook[1]?.toLowerCase();
    const named = model.webhooks.filter((w) => w.entry.path === hook[2] || loose(w.entry.path) === loose(hook[2]!));
    return found((named.find((w) => w.entry.method === verb) ?? (verb ? undefined : named[0]))?.href);
  }
  if (hash === 'webhooks') return model.webhooks.length > 0 ? model.overview.href : null;
  if (hash === 'models') return model.schemas.size > 0 ? (model.schemaIndex ?? model.overview).href : null;
  const operation = /^(?:tag\/[^/]+\/)?operation\/(.+)$/.exec(hash);
  if (operation) {
    const id = operation[1]!;
    return found(model.byEntryId.get(id)?.href ?? operationsOf(model).byKebab.get(kebab(id))?.href);
  }
  const path = /^tag\/[^/]+\/paths\/(.+)\/(\w+)$/.exec(hash);
  if (path)
    return found(
      model.operations.find((o) => o.entry.path === path[1] && o.entry.method === path[2]!.toLowerCase())?.href,
    );
  // Scalar's anchor of an operation: its tag's slug, then its method and path
  // (`#tag/board/GET/api/stream/event`; older versions `#tag/board/[get]/api/stream/event`).
  const scalar = /^tag\/[^/]+\/(?:\[(\w+)\]|([A-Za-z]+))(\/.*)$/.exec(hash);
  const verb = (scalar?.[1] ?? scalar?.[2])?.toLowerCase();
  if (verb && METHODS.has(verb))
    return found(model.operations.find((o) => o.entry.path === scalar![3] && o.entry.method === verb)?.href);
  // A trailing slash (`#tag/Carrier-Accounts/`) names the same tag: its reader means that one.
  const tag = /^tag\/([^/]+)\/?$/.exec(hash);
  if (tag) {
    const name = tag[1]!;
    const slug = kebab(name);
    return found(model.tags.find((t) => t.name === name || t.slug === slug || redocSlug(t.name) === name)?.href);
  }
  if (/^(?:section|description)\//.test(hash)) return model.overview.href;
  return undefined;
}

/** A name as a slug of any writer keeps it: its letters and digits, in lower case (`newPet`, `new-pet`, `newpet`). */
function loose(name: string): string {
  return name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The schema a slug names (Scalar's `#model/…`, github-slugger's), when one schema alone has it. */
function bySlug<T>(schemas: Map<string, T>, slug: string): T | undefined {
  const wanted = loose(slug);
  const named = [...schemas].filter(([name]) => loose(name) === wanted);
  return named.length === 1 ? named[0]![1] : undefined;
}

/**
 * A model's operations and webhooks by the names links give them, the first in the document's
 * order: by its id in lower case or in kebab case (`byName`), by the kebab case of its id
 * (`byKebab`). Made once per model: each page of a section looks up the links of the same
 * descriptions, and a search of every operation per link cost Asana's build 0.4 s.
 */
function operationsOf(model: ReferenceModel): {
  byName: Map<string, RefOperation>;
  byKebab: Map<string, RefOperation>;
} {
  let found = byModel.get(model);
  if (found) return found;
  found = { byName: new Map(), byKebab: new Map() };
  for (const op of [...model.operations, ...model.webhooks]) {
    const slug = kebab(op.entry.id);
    for (const name of [op.entry.id.toLowerCase(), slug]) if (!found.byName.has(name)) found.byName.set(name, op);
    if (!found.byKebab.has(slug)) found.byKebab.set(slug, op);
  }
  byModel.set(model, found);
  return found;
}

const byModel = new WeakMap<ReferenceModel, ReturnType<typeof operationsOf>>();

/**
 * An RPC-style API's method named by its path (Slack's `POST /chat.postMessage`): its vendor's
 * pages are at `/methods/chat.postMessage`, and its descriptions link to them from that folder
 * (`/methods/calls.add`) or from a sibling (`chat.postMessage#formatting`). A link whose last
 * segment is exactly such a path, a name with a dot that no other path shares, leads to that
 * operation's page, its fragment kept (the link check tells whether that page has it).
 */
function rpcMethodTarget(href: string, model: ReferenceModel): string | undefined {
  const m = /^(?:\/|(?:\.{1,2}\/)+)?(?:[\w~-][\w.~-]*\/)?([A-Za-z][\w-]*(?:\.[A-Za-z][\w-]*)+)\/?(#[^#\s]*)?$/.exec(
    href,
  );
  if (!m || /^[a-z][a-z0-9+.-]*:/i.test(href)) return undefined;
  const path = `/${m[1]!}`;
  const ops = model.operations.filter((o) => o.entry.path === path);
  // Two methods of one path: the link names the path, not one of them.
  if (ops.length !== 1) return undefined;
  return `${ops[0]!.href}${m[2] ?? ''}`;
}

/**
 * A link to the vendor's own Redoc page of this document, written with that page's path: Okta's
 * `/openapi/okta-oauth/oauth/tag/OrgAS/#tag/OrgAS/operation/authorize` (a Redoc fragment after the
 * path) or `/openapi/okta-oauth/oauth/tag/Client/` (Redocly's path routing: `tag/<name>`,
 * `operation/<id>`, `tag/<name>/operation/<id>` as the path's end). It leads to the page of what
 * it names when the document has it; else it is left as written (another document's page).
 */
function redocPageTarget(href: string, model: ReferenceModel): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(href) || href.startsWith('#')) return undefined;
  const hash = href.indexOf('#');
  if (hash > 0) {
    const fragment = href.slice(hash);
    if (/^#(?:tag|operation|schema|model)\//.test(fragment)) return docLinkTarget(fragment, model) ?? undefined;
    return undefined;
  }
  const routed = /\/((?:tag\/[^/?#]+\/)?operation\/[^/?#]+|tag\/[^/?#]+|schema\/[^/?#]+)\/?$/.exec(href);
  return routed ? (docLinkTarget(`#${routed[1]}`, model) ?? undefined) : undefined;
}

/** What `slugify` (with its defaults) maps before removing the characters it does not keep. */
const SLUG_WORDS: Record<string, string> = {
  '&': 'and',
  $: 'dollar',
  '%': 'percent',
  '<': 'less',
  '>': 'greater',
  '|': 'or',
};

/**
 * Redoc's anchor for a tag (`slugify` with its defaults, case kept): a `-` or a run of spaces is
 * one `-`, and what is neither a word character nor one of `$*_+~.()'"!-:@` goes, so
 * `Customs Declaration EEL/PFC` is `#tag/Customs-Declaration-EELPFC`, not the kebab case docgen's
 * own URLs use. Accents go too (slugify transliterates `é` as `e`).
 */
export function redocSlug(name: string): string {
  return [...name.normalize('NFD').replace(/\p{M}/gu, '')]
    .map((c) => SLUG_WORDS[c] ?? (c === '-' ? ' ' : c))
    .join('')
    .replace(/[^\w\s$*_+~.()'"!\-:@]+/g, '')
    .trim()
    .replace(/\s+/g, '-');
}

/**
 * "did you mean …?" for a Redoc-style link to an operation, schema or tag the document names
 * otherwise: a name it holds whole (`create_x` for `genai_create_x`), else a close spelling.
 */
function suggestLink(href: string, model: ReferenceModel): string | undefined {
  const m = /^(#(?:tag\/[^/]+\/)?operation\/|#schema\/|#model\/|#tag\/)(.+)$/.exec(href);
  if (!m) return undefined;
  const [, prefix, name] = m as unknown as [string, string, string];
  const names = prefix.includes('operation')
    ? [...model.operations, ...model.webhooks].map((o) => o.entry.id)
    : prefix === '#tag/'
      ? model.tags.map((t) => t.name)
      : [...model.schemas.keys()];
  const lower = name.toLowerCase();
  const holding = names.filter((n) => n.toLowerCase().includes(lower));
  const found =
    holding.length > 0 && holding.length <= 3
      ? `did you mean ${holding.map((n) => `"${prefix}${n}"`).join(', ')}?`
      : didYouMean(name, names)?.replace(/"([^"]+)"/g, (_, n: string) => `"${prefix}${n}"`);
  return found ? `${found} Else ` : undefined;
}

/** The id an `#anchor` names, percent-decoded as a browser matches it. */
export function anchorIdOf(href: string): string {
  try {
    return decodeURIComponent(href.slice(1));
  } catch {
    return href.slice(1);
  }
}
