import type { ReferenceModel } from './model.js';

/**
 * Where an anchor of a vendor's own reference renderer leads, when it names a part the document
 * has: the anchors these vendors' documents write in their descriptions, in the hundreds.
 * - Atlassian's (developer.atlassian.com, every Jira and Confluence Cloud document): an operation's
 *   `#api-rest-api-3-issue-issueIdOrKey-get` (`api`, its path's segments without braces, its
 *   method, joined by `-`), a tag's `#api-group-Issue-comments` (each character but a letter or a
 *   digit a `-`), also as the path of the tag's page, `../api-group-permission-schemes/#anchor`.
 * - Square's: a schema's `#type-<its name in lower case>` (`#type-country` for `Country`), and its
 *   links by scheme, `entity:Currency` (722 in its document), `api:Refunds` for a tag,
 *   `webhook:customer.deleted` for a webhook.
 * Compared in lower case. An anchor naming nothing is undefined, then checked as any other; a
 * Square scheme link naming nothing is null (broken: no browser opens `entity:`).
 */
export function vendorAnchorTarget(href: string, model: ReferenceModel): string | null | undefined {
  const square = /^(entity|api|webhook):([A-Za-z][\w.-]*)$/.exec(href);
  if (square?.[1] === 'webhook') return model.webhooks.find((w) => w.entry.path === square[2])?.href ?? null;
  if (square) {
    const found = lookupsOf(model);
    const name = loose(square[2]!);
    return (square[1] === 'entity' ? found.types.get(name) : found.tagsLoose.get(name)) ?? null;
  }
  const group = /^(?:\.{1,2}\/)*api-group-([^/#?]+)\/?(#.*)?$/i.exec(href);
  if (group && !href.startsWith('#')) {
    const tag = lookupsOf(model).groups.get(group[1]!.toLowerCase());
    if (!tag) return undefined;
    const fragment = group[2];
    return fragment ? (vendorAnchorTarget(fragment, model) ?? `${tag}${fragment}`) : tag;
  }
  if (!href.startsWith('#')) return undefined;
  let id: string;
  try {
    id = decodeURIComponent(href.slice(1)).toLowerCase();
  } catch {
    return undefined;
  }
  if (id.startsWith('api-group-')) return lookupsOf(model).groups.get(id.slice('api-group-'.length));
  if (id.startsWith('api-')) return lookupsOf(model).operations.get(id);
  if (id.startsWith('type-')) return lookupsOf(model).types.get(loose(id.slice('type-'.length)));
  return undefined;
}

interface VendorLookups {
  /** Operations by Atlassian's anchor, in lower case. */
  operations: Map<string, string>;
  /** Tags by Atlassian's group name, in lower case. */
  groups: Map<string, string>;
  /** Schemas by their name's letters and digits in lower case, when one schema alone has them. */
  types: Map<string, string>;
  /** Tags by their name's letters and digits in lower case (Square's `api:CustomerCustomAttributes`). */
  tagsLoose: Map<string, string>;
}

// Made once per model: every page of a section shows the same descriptions (Jira's: 1,074 pages).
const byModel = new WeakMap<ReferenceModel, VendorLookups>();

function lookupsOf(model: ReferenceModel): VendorLookups {
  let found = byModel.get(model);
  if (found) return found;
  found = { operations: new Map(), groups: new Map(), types: new Map(), tagsLoose: new Map() };
  const dashed = (s: string) => s.replace(/[^\p{L}\p{N}]/gu, '-').toLowerCase();
  for (const op of model.operations) {
    const path = op.entry.path.replace(/[{}]/g, '').replace(/[^\p{L}\p{N}]+/gu, '-');
    const id = `api${path.startsWith('-') ? '' : '-'}${path}-${op.entry.method}`.toLowerCase().replace(/--+/g, '-');
    if (!found.operations.has(id)) found.operations.set(id, op.href);
  }
  for (const tag of model.tags) {
    const id = dashed(tag.name);
    if (!found.groups.has(id)) found.groups.set(id, tag.href);
    if (!found.tagsLoose.has(loose(tag.name))) found.tagsLoose.set(loose(tag.name), tag.href);
  }
  const twice = new Set<string>();
  for (const [name, schema] of model.schemas) {
    const id = loose(name);
    if (found.types.has(id)) twice.add(id);
    else found.types.set(id, schema.href);
  }
  for (const id of twice) found.types.delete(id);
  byModel.set(model, found);
  return found;
}

function loose(name: string): string {
  return name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}
