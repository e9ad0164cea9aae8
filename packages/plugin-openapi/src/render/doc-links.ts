import type { Diagnostic } from '@docgen/config';
import type { ElementContent } from 'hast';
import type { Md } from '../mdast.js';
import type { LoadedApi } from '../model.js';
import { toPointer } from '../pointer.js';
import type { ReferenceModel } from '../reference/model.js';
import { kebab } from '../reference/options.js';
import { ANCHOR_MARK } from '../anchors.js';

/**
 * Links written in a document's descriptions the way Redoc reads them (`#tag/Orders`,
 * `#operation/createOrder`, `#tag/Orders/operation/createOrder`, `#schema/Order`,
 * `#/components/schemas/Order`, `#section/…`) lead to the reference section's pages; the others
 * are left as written (the link check sees them): `#anchors` of the page are checked by
 * `rehypeDocAnchors` (the document's authors wrote them for another renderer), paths are soft
 * links (broken, a warning), ReadMe's `/reference/<operation id>` lead to the operation's page.
 */
export function rewriteDocLinks(nodes: Md[], model: ReferenceModel): Md[] {
  const target = (href: string) => docLinkTarget(href, model);
  const visitHast = (node: ElementContent) => {
    if (node.type !== 'element') return;
    if (node.tagName === 'a' && typeof node.properties.href === 'string') {
      const to = target(node.properties.href);
      if (to === null) delete node.properties.href;
      else if (to) node.properties.href = to;
      else if (node.properties.href.startsWith('#')) node.properties[ANCHOR_MARK] = '';
      else if (isPath(node.properties.href)) node.properties[SOFT_LINK] = '';
    }
    for (const child of node.children) visitHast(child);
  };
  const visit = (node: unknown, parent?: { children: unknown[] }) => {
    const n = node as {
      type: string;
      url?: string;
      children?: unknown[];
      data?: { hChildren?: ElementContent[]; hProperties?: Record<string, unknown> };
    };
    if (n.type === 'link' && typeof n.url === 'string') {
      const to = target(n.url);
      // A link the document gets wrong (warned about once, `docLinkWarnings`) keeps its text.
      if (to === null && parent) parent.children.splice(parent.children.indexOf(node), 1, ...(n.children ?? []));
      else if (to) n.url = to;
      else if (n.url.startsWith('#') || isPath(n.url)) {
        const mark = n.url.startsWith('#') ? ANCHOR_MARK : SOFT_LINK;
        n.data = { ...n.data, hProperties: { ...n.data?.hProperties, [mark]: '' } };
      }
    }
    if (n.type === 'dgApiElement' && n.data) {
      const href = n.data.hProperties?.href;
      if (typeof href === 'string') n.data.hProperties!.href = target(href) ?? href;
      for (const child of n.data.hChildren ?? []) visitHast(child);
    }
    for (const child of [...(n.children ?? [])]) visit(child, n as { children: unknown[] });
  };
  for (const node of nodes) visit(node);
  return nodes;
}

/**
 * `data-dg-link-soft` (`@docgen/markdown`'s `SOFT_LINK`): a path the document links to was
 * written for its vendor's site (`/docs/rate-limits`); the link check reports it broken as a
 * warning, not an error, and keeps it when the site has that page.
 */
const SOFT_LINK = 'dataDgLinkSoft';

function isPath(href: string): boolean {
  return !/^[a-z][a-z0-9+.-]*:/i.test(href) && !href.startsWith('//') && !href.startsWith('#');
}

/** Redoc's hash links in a text (markdown links and HTML `href`s). */
const HASH_LINK =
  /\]\((#(?:tag|operation|schema|model|section|\/components\/schemas)\/[^)\s]*)|href=["'](#(?:tag|operation|schema|model|section|\/components\/schemas)\/[^"']*)/g;

/**
 * OpenApiBrokenLink: each Redoc-style link of the document's descriptions that names nothing the
 * document has, at the description's line (reported once per build; the pages keep its text).
 */
export function docLinkWarnings(api: LoadedApi, model: ReferenceModel): Diagnostic[] {
  const out: Diagnostic[] = [];
  const walk = (value: unknown, segments: (string | number)[]) => {
    if (typeof value === 'string') {
      if (segments.at(-1) !== 'description' || !value.includes('#')) return;
      for (const m of value.matchAll(HASH_LINK)) {
        const href = m[1] ?? m[2]!;
        if (docLinkTarget(href, model) !== null) continue;
        out.push({
          name: 'OpenApiBrokenLink',
          severity: 'warning',
          file: api.file,
          ...(api.locate(segments) ?? {}),
          where: `#${toPointer(segments)}`,
          message: `The link "${href}" names nothing the document has: the pages show its text without the link.`,
          why: "Links written for Redoc (#tag/…, #operation/…, #schema/…) lead to the reference section's pages when the document has what they name.",
          fix: 'correct the link in the document (an operation id, a tag or a schema name it has).',
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

/** Where a Redoc-style link leads: a page's URL, `null` when the document has nothing by that name, undefined for any other link. */
export function docLinkTarget(href: string, model: ReferenceModel): string | null | undefined {
  // ReadMe's links to an operation: `/reference/<operationId in lower case>`.
  const readme = /^\/reference\/([\w.-]+)\/?$/.exec(href);
  if (readme) {
    const id = readme[1]!.toLowerCase();
    return [...model.operations, ...model.webhooks].find(
      (o) => o.entry.id.toLowerCase() === id || kebab(o.entry.id) === id,
    )?.href;
  }
  if (!href.startsWith('#')) return undefined;
  let hash: string;
  try {
    hash = decodeURIComponent(href.slice(1));
  } catch {
    return undefined;
  }
  const found = (url: string | undefined) => url ?? null;
  const schema = /^(?:\/components\/schemas\/|schema\/|model\/)(.+)$/.exec(hash);
  if (schema) return found(model.schemas.get(schema[1]!.replace(/~1/g, '/').replace(/~0/g, '~'))?.href);
  const operation = /^(?:tag\/[^/]+\/)?operation\/(.+)$/.exec(hash);
  if (operation) {
    const id = operation[1]!;
    return found(
      model.byEntryId.get(id)?.href ??
        [...model.operations, ...model.webhooks].find((o) => kebab(o.entry.id) === kebab(id))?.href,
    );
  }
  const path = /^tag\/[^/]+\/paths\/(.+)\/(\w+)$/.exec(hash);
  if (path)
    return found(
      model.operations.find((o) => o.entry.path === path[1] && o.entry.method === path[2]!.toLowerCase())?.href,
    );
  const tag = /^tag\/([^/]+)$/.exec(hash);
  if (tag) return found(model.tags.find((t) => t.name === tag[1] || t.slug === kebab(tag[1]!))?.href);
  if (/^section\//.test(hash)) return model.overview.href;
  return undefined;
}
