import {
  deref,
  type OaObject,
  type OperationEntry,
  pathItemOperations,
  rootItems,
  summaryTitle,
  WEBHOOK_ROOTS,
} from '../model.js';
import { kebab, type ResolvedReference } from './options.js';

/** An operation (or webhook) of the reference section and its page. */
export interface RefOperation {
  entry: OperationEntry;
  slug: string;
  docId: string;
  href: string;
  /** The page title: the summary (when it is a title: `summaryTitle`), else the operation id, else `METHOD /path`. */
  title: string;
  /** Tag names, as the operation lists them (declared or not). */
  tags: string[];
}

export interface RefTag {
  name: string;
  /** OpenAPI 3.2's `summary`, else `x-displayName`, else the name (`tagTitle`). */
  title: string;
  slug: string;
  docId: string;
  href: string;
  tag: OaObject;
  operations: RefOperation[];
  /** OpenAPI 3.2: the tags whose `parent` this one is, in the document's order. */
  children: RefTag[];
  parent?: RefTag;
}

/** A tag's name for readers: 3.2's `summary` (its display name), else Redoc's `x-displayName`, else its name. */
export function tagTitle(tag: OaObject, name: string): string {
  for (const key of ['summary', 'x-displayName']) {
    const value = tag[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return name;
}

/**
 * The declared tags that are not for navigation: OpenAPI 3.2's `kind` other than `nav` (the
 * registry's `badge`, `audience`, or the document's own). They make no section: an operation
 * shows them as badges (`tagBadges`).
 */
export function notNavTags(doc: OaObject): Map<string, OaObject> {
  const out = new Map<string, OaObject>();
  for (const tag of Array.isArray(doc.tags) ? (doc.tags as OaObject[]) : [])
    if (tag && typeof tag.name === 'string' && typeof tag.kind === 'string' && tag.kind !== 'nav')
      out.set(tag.name, tag);
  return out;
}

export interface RefSchema {
  name: string;
  slug: string;
  docId: string;
  href: string;
}

/** The pages of a reference section and their URLs, made from the document alone (every thread makes the same). */
export interface ReferenceModel {
  options: ResolvedReference;
  overview: { docId: string; href: string };
  tags: RefTag[];
  /** Redocly's `x-tagGroups`: tags grouped under headings, in order (empty when the document has none). */
  groups: { name: string; tags: RefTag[] }[];
  /** The tags without a parent (3.2's `parent`), in order: the top of the sections' tree. */
  roots: RefTag[];
  /** Path operations without a tag. */
  untagged: RefOperation[];
  /** Path operations, in document order. */
  operations: RefOperation[];
  webhooks: RefOperation[];
  schemas: Map<string, RefSchema>;
  /**
   * The page listing the schemas (`<path>/schemas`), which the sidebar shows in place of a link
   * to each when there are many (`schemaIndex`); absent: the sidebar's "Schemas" category.
   */
  schemaIndex?: { docId: string; href: string };
  /** The page of an operation, by `OperationEntry.id` (the first of a duplicated operation id). */
  byEntryId: Map<string, RefOperation>;
}

/**
 * Above this many schemas the sidebar links to an index of them, not to each one: a category of
 * N links is open on each of the N schema pages, so the section's HTML grows with N² (171 bytes
 * a link: Plaid's 2,275 schemas put 390 KB of sidebar on every schema page, 887 of its 929 MB).
 * At 200 the open category is 34 KB, as much as the content of 9 schema pages in 10 (Plaid's:
 * median 12.8 KB, 90th percentile 30 KB): above, the sidebar outweighs the page it is beside.
 * Lintas' document (111 schemas) is below it.
 */
export const SCHEMA_INDEX_ABOVE = 200;

/** Op slugs that would read as the section's own folders. */
const RESERVED = new Set(['tags', 'schemas', 'webhooks', 'index']);

/**
 * The reference section of a document: each page's doc id (`<path>/<operation>`,
 * `<path>/tags/<tag>`, `<path>/schemas/<name>`, `<path>/webhooks/<name>`) and URL below
 * `docsBase`. Slugs are kebab-cased operation ids (else method + path), tag and schema names,
 * made unique in document order.
 */
export function referenceModel(doc: OaObject, options: ResolvedReference, docsBase: string): ReferenceModel {
  // An empty path is the docs section's root (Docusaurus' outputDir that is the docs folder itself).
  const under = (rest: string) => (options.path ? `${options.path}/${rest}` : rest);
  const href = (docId: string) => {
    const rest = docId.replace(/(^|\/)index$/, '');
    return rest ? `${docsBase}/${rest}` : docsBase || '/';
  };
  const page = (docId: string) => ({ docId, href: href(docId) });
  const slugger = () => {
    const used = new Set<string>(RESERVED);
    return (text: string, fallback: string) => {
      const root = kebab(text) || fallback;
      let slug = root;
      for (let n = 2; used.has(slug); n++) slug = `${root}-${n}`;
      used.add(slug);
      return slug;
    };
  };

  const opSlug = slugger();
  const hookSlug = slugger();
  const operations: RefOperation[] = [];
  const webhooks: RefOperation[] = [];
  const byEntryId = new Map<string, RefOperation>();
  // The tags of operations left out as internal: a tag of them alone has no page either.
  const internalTags = new Set<string>();
  for (const entry of allOperations(doc)) {
    const op = entry.operation;
    if (!options.internal && (op['x-internal'] === true || entry.pathItem['x-internal'] === true)) {
      for (const tag of Array.isArray(op.tags) ? op.tags : []) internalTags.add(tag);
      continue;
    }
    const hasId = typeof op.operationId === 'string' && op.operationId.trim() !== '';
    const name = hasId ? String(op.operationId) : `${entry.method} ${entry.path}`;
    const isHook = entry.kind === 'webhook';
    const slug = isHook ? hookSlug(hasId ? name : entry.path, 'webhook') : opSlug(name, entry.method);
    const docId = under(isHook ? `webhooks/${slug}` : slug);
    const ref: RefOperation = {
      entry,
      slug,
      ...page(docId),
      title: summaryTitle(op.summary) ?? (hasId ? name : `${entry.method.toUpperCase()} ${entry.path}`),
      tags: Array.isArray(op.tags) ? op.tags.filter((t: unknown): t is string => typeof t === 'string') : [],
    };
    (isHook ? webhooks : operations).push(ref);
    if (!byEntryId.has(entry.id)) byEntryId.set(entry.id, ref);
  }

  // Declared tags first (their order is the document's), then tags only operations name.
  const tagSlug = slugger();
  const tags = new Map<string, RefTag>();
  const addTag = (name: string, tag: OaObject) => {
    if (tags.has(name)) return;
    const slug = tagSlug(name, 'tag');
    tags.set(name, {
      name,
      title: tagTitle(tag, name),
      slug,
      ...page(under(`tags/${slug}`)),
      tag,
      operations: [],
      children: [],
    });
  };
  const badges = notNavTags(doc);
  for (const tag of Array.isArray(doc.tags) ? (doc.tags as OaObject[]) : [])
    if (tag && typeof tag.name === 'string' && !badges.has(tag.name)) addTag(tag.name, tag);
  const untagged: RefOperation[] = [];
  for (const op of operations) {
    const nav = op.tags.filter((name) => !badges.has(name));
    for (const name of nav) addTag(name, { name });
    for (const name of new Set(nav)) tags.get(name)!.operations.push(op);
    if (nav.length === 0) untagged.push(op);
  }
  for (const [name, tag] of tags) if (tag.operations.length === 0 && internalTags.has(name)) tags.delete(name);
  // OpenAPI 3.2's `parent`: a tag under another (one naming no tag, or making a loop, stays at the top: reported).
  for (const tag of tags.values()) {
    const parent = typeof tag.tag.parent === 'string' ? tags.get(tag.tag.parent) : undefined;
    let above = parent;
    while (above && above !== tag) above = above.parent;
    if (!parent || above === tag) continue;
    tag.parent = parent;
    parent.children.push(tag);
  }

  const groups: ReferenceModel['groups'] = [];
  for (const group of Array.isArray(doc['x-tagGroups']) ? (doc['x-tagGroups'] as OaObject[]) : []) {
    if (!group || typeof group.name !== 'string' || !Array.isArray(group.tags)) continue;
    const list = (group.tags as unknown[]).flatMap((t) => (typeof t === 'string' && tags.has(t) ? [tags.get(t)!] : []));
    if (list.length > 0) groups.push({ name: group.name, tags: list });
  }

  const schemaSlug = slugger();
  const schemas = new Map<string, RefSchema>();
  if (options.schemas) {
    for (const name of Object.keys((doc.components?.schemas ?? {}) as OaObject)) {
      const slug = schemaSlug(name, 'schema');
      schemas.set(name, { name, slug, ...page(under(`schemas/${slug}`)) });
    }
  }

  return {
    options,
    overview: page(under('index')),
    tags: [...tags.values()],
    groups,
    roots: [...tags.values()].filter((t) => !t.parent),
    untagged,
    operations,
    webhooks,
    schemas,
    ...((options.schemaIndex ?? schemas.size > SCHEMA_INDEX_ABOVE) && schemas.size > 0
      ? { schemaIndex: page(under('schemas/index')) }
      : {}),
    byEntryId,
  };
}

/**
 * Every operation of the document, path operations then webhooks, in document order: unlike the
 * plugin's index by id, two operations sharing an id both get a page.
 */
export function allOperations(doc: OaObject): OperationEntry[] {
  const out: OperationEntry[] = [];
  for (const [root, kind] of [['paths', 'path'] as const, ...WEBHOOK_ROOTS.map((r) => [r, 'webhook'] as const)]) {
    for (const [key, rawItem] of rootItems(doc, root)) {
      const pathItem = deref<OaObject>(doc, rawItem).value;
      if (!pathItem || typeof pathItem !== 'object') continue;
      for (const { method, operation, at } of pathItemOperations(pathItem)) {
        const id =
          typeof operation.operationId === 'string' && operation.operationId
            ? operation.operationId
            : `${method.toUpperCase()} ${key}`;
        out.push({ id, method, path: key, kind, operation, pathItem, segments: [root, key, ...at] });
      }
    }
  }
  return out;
}

/** What uses each schema directly: the operations (through their parameters, bodies and responses) and the other schemas. */
export interface SchemaUsage {
  operations: Map<string, RefOperation[]>;
  schemas: Map<string, string[]>;
}

export function schemaUsage(doc: OaObject, model: ReferenceModel): SchemaUsage {
  const operations = new Map<string, RefOperation[]>();
  const schemas = new Map<string, string[]>();
  for (const op of [...model.operations, ...model.webhooks]) {
    const found = new Set<string>();
    const { parameters, requestBody, responses, callbacks } = op.entry.operation;
    for (const part of [op.entry.pathItem.parameters, parameters, requestBody, responses, callbacks])
      collectSchemaRefs(doc, part, found, new Set());
    for (const name of found) {
      const list = operations.get(name) ?? [];
      list.push(op);
      operations.set(name, list);
    }
  }
  for (const [name, schema] of Object.entries((doc.components?.schemas ?? {}) as OaObject)) {
    const found = new Set<string>();
    collectSchemaRefs(doc, schema, found, new Set(), true);
    for (const used of found) {
      if (used === name) continue;
      const list = schemas.get(used) ?? [];
      list.push(name);
      schemas.set(used, list);
    }
  }
  return { operations, schemas };
}

/** Keys whose values are maps of names to schemas. */
const NAMED_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions']);
const SCHEMA_REF = /^#\/components\/schemas\/([^/]+)$/;

/** The schema components a part of the document names, following its other `$ref`s (responses, parameters…). */
function collectSchemaRefs(
  doc: OaObject,
  value: unknown,
  found: Set<string>,
  seen: Set<string>,
  root = false,
  names = false,
): void {
  if (!value || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const v of value) collectSchemaRefs(doc, v, found, seen);
    return;
  }
  const ref = (value as OaObject).$ref;
  if (typeof ref === 'string' && ref.startsWith('#')) {
    const m = SCHEMA_REF.exec(ref);
    if (m && !root) {
      found.add(decodeURIComponent(m[1]!).replace(/~1/g, '/').replace(/~0/g, '~'));
    } else if (!seen.has(ref)) {
      seen.add(ref);
      collectSchemaRefs(doc, deref(doc, { $ref: ref }).value, found, seen);
    }
  }
  for (const [key, v] of Object.entries(value)) {
    // Examples are data, never schemas (but a property may be named "example").
    if (key === '$ref' || (!names && (key === 'example' || key === 'examples'))) continue;
    collectSchemaRefs(doc, v, found, seen, false, !names && NAMED_MAPS.has(key));
  }
}
