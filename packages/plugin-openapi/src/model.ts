import { getAt, parsePointer, toPointer } from './pointer.js';

/** An object of the OpenAPI document, as parsed (JSON values; `$ref`s kept). */
// biome-ignore lint/suspicious/noExplicitAny: a parsed document has any shape; readers narrow what they use
export type OaObject = Record<string, any>;

/** The operations of a path item (`query`: OpenAPI 3.2's safe request with a body). */
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'query'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** One operation of the document (a path operation or a webhook). */
/**
 * An operation's `summary` as a title, on one line; `undefined` when it is no title: paragraphs
 * of markdown, or text too long for a heading (OpenAI's document puts its whole description
 * there). Such a summary is shown as the description's first part instead.
 */
export function summaryTitle(summary: unknown): string | undefined {
  if (typeof summary !== 'string') return undefined;
  const line = summary.replace(/\s+/g, ' ').trim();
  if (!line || /\n\s*\n/.test(summary.trim()) || line.length > MAX_TITLE) return undefined;
  return plainInline(line);
}

/**
 * A one-line summary written in markdown (OpenAI's "Creates an image given a prompt. [Learn
 * more](/docs/guides/images).") as the plain text a title, a sidebar entry and a tab show: a
 * link's text, a code span's, emphasis without its marks, no HTML tags. The operation's page
 * shows the line as markdown (`summaryLine`).
 */
export function plainInline(line: string): string {
  return line
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, '$2')
    .replace(/<\/?[A-Za-z][^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The one-line summary as written (its markdown kept), when it is a title. */
export function summaryLine(summary: unknown): string | undefined {
  return summaryTitle(summary) === undefined ? undefined : String(summary).replace(/\s+/g, ' ').trim();
}
const MAX_TITLE = 120;

export interface OperationEntry {
  /** The operationId, or `METHOD /path` when the document gives none. */
  id: string;
  /** Lower case: one of `HTTP_METHODS`, or a name of 3.2's `additionalOperations` (`copy`). */
  method: string;
  /** The path (`/orders/{id}`), or the webhook's name for webhooks. */
  path: string;
  kind: 'path' | 'webhook';
  operation: OaObject;
  pathItem: OaObject;
  /** JSON pointer segments of the operation object. */
  segments: string[];
}

/** Where a JSON pointer of the document is in its source (`file`: the file of a multi-file document it is in). */
export type Locate = (
  segments: readonly (string | number)[],
) => { line: number; column: number; file?: string } | undefined;

/** Where a part of the (bundled) document was written: its file, line and pointer there, and its text. */
export interface SourcePlace {
  /** Site-relative path of the file ('' when unknown). */
  file: string;
  line?: number;
  column?: number;
  /** JSON pointer in that file (`#/properties/id`). */
  where: string;
  /** The value as written (a scalar's source text: `01234`, not 1234). */
  text?: string;
  /** The file is JSON, not YAML. */
  json?: true;
}

/** A loaded, validated OpenAPI document. */
export interface LoadedApi {
  /** Source path relative to the site folder (diagnostics). */
  file: string;
  /**
   * The document, bundled (only internal `$ref`s), not dereferenced. The parts of other files
   * that are reusable objects are named components (`#/components/schemas/<Name>`, from the
   * root's own component that pointed to them, the pointer's last segment, their `title` or their
   * file name; `_2`, `_3`… when taken); the others are in place.
   */
  doc: OaObject;
  /** `3.0` or `3.1`. */
  version: '3.0' | '3.1';
  operations: Map<string, OperationEntry>;
  locate: Locate;
  /** Where a pointer of `doc` was written (file, line, pointer in that file); with `needle`, where the string there holds it. */
  place?: (segments: readonly (string | number)[], needle?: string) => SourcePlace;
  /** Every file of the document, site-relative, the root first. */
  files?: string[];
  /** Read from a Swagger 2.0 file, as OpenAPI 3.0. */
  swagger?: boolean;
  /** The schema components left out as `x-internal` (`withoutInternalParts`): links to them say so. */
  internalSchemas?: string[];
  /** What loading found (warnings at `validate: 'warn'`; errors when loaded with `collect`). */
  diagnostics?: import('@docgen/config').Diagnostic[];
}

/**
 * Characters that show nothing, which a path key may end with for the same reason (SuperTokens
 * writes `/recipe/user⠀` with a Braille blank): spaces, zero-width characters, fillers.
 */
const INVISIBLE_END = /[\s\u00AD\u115F\u1160\u180E\u200B-\u200F\u2060-\u2064\u2800\u3164\uFEFF\uFFA0]+$/u;

/**
 * The part of a path key a request sends: a key may end in a fragment that only tells two
 * operations of one method and path apart (Box writes `/files/{file_id}#get_shared_link`), and a
 * URL's fragment never reaches the server, nor may a query string follow it; or in characters
 * that show nothing, which no server's path has.
 */
export function requestPath(path: string): string {
  const at = path.indexOf('#');
  return (at < 0 ? path : path.slice(0, at)).replace(INVISIBLE_END, '');
}

/**
 * A path key split at its query: Azure's `x-ms-paths` keys carry a fixed one (`/{queue}?comp=acl`)
 * that every request sends before its query parameters. A fragment is left out (`requestPath`).
 */
export function splitPathQuery(key: string): { path: string; query: [string, string][] } {
  const path = requestPath(key);
  const at = path.indexOf('?');
  if (at < 0) return { path, query: [] };
  const query = path
    .slice(at + 1)
    .split('&')
    .filter(Boolean)
    .map((pair): [string, string] => {
      const eq = pair.indexOf('=');
      return eq < 0 ? [pair, ''] : [pair.slice(0, eq), pair.slice(eq + 1)];
    });
  return { path: path.slice(0, at), query };
}

/**
 * Where a document lists its webhooks: 3.1's `webhooks`, and `x-webhooks`, Redoc's extension that
 * 3.0 and Swagger 2.0 documents write for the same thing.
 */
export const WEBHOOK_ROOTS = ['webhooks', 'x-webhooks'] as const;
export type WebhookRoot = (typeof WEBHOOK_ROOTS)[number];

/**
 * The entries of `paths` or of a webhook root. A document of 3.1 that also writes `x-webhooks` for
 * renderers of 3.0 (Svix copies each webhook there) names one webhook twice: the entry of
 * `x-webhooks` whose name `webhooks` has is that copy, read once, from `webhooks`.
 */
export function rootItems(doc: OaObject, root: 'paths' | WebhookRoot): [string, OaObject][] {
  const items = Object.entries((doc[root] ?? {}) as Record<string, OaObject>);
  if (root !== 'x-webhooks') return items;
  const hooks = doc.webhooks;
  if (!hooks || typeof hooks !== 'object') return items;
  return items.filter(([name]) => !Object.hasOwn(hooks, name));
}

/** Every operation of the document, path operations first, then webhooks, in document order. */
export function indexOperations(doc: OaObject): Map<string, OperationEntry> {
  const map = new Map<string, OperationEntry>();
  const add = (kind: 'path' | 'webhook', root: 'paths' | WebhookRoot) => {
    for (const [key, rawItem] of rootItems(doc, root)) {
      const pathItem = deref(doc, rawItem).value as OaObject | undefined;
      if (!pathItem || typeof pathItem !== 'object') continue;
      for (const { method, operation, at } of pathItemOperations(pathItem)) {
        const own = typeof operation.operationId === 'string' && operation.operationId ? operation.operationId : '';
        // A duplicate operationId (reported by the checks) leaves the operation under its method and path.
        const id = own && !map.has(own) ? own : `${method.toUpperCase()} ${key}`;
        if (!map.has(id))
          map.set(id, { id, method, path: key, kind, operation, pathItem, segments: [root, key, ...at] });
      }
    }
  };
  add('path', 'paths');
  for (const root of WEBHOOK_ROOTS) add('webhook', root);
  return map;
}

/** The operations of a path item: its method fields, then OpenAPI 3.2's `additionalOperations` (`COPY`, `LINK`). */
export function pathItemOperations(pathItem: OaObject): { method: string; operation: OaObject; at: string[] }[] {
  const out: { method: string; operation: OaObject; at: string[] }[] = [];
  for (const method of HTTP_METHODS) {
    const operation = pathItem[method] as OaObject | undefined;
    if (operation && typeof operation === 'object') out.push({ method, operation, at: [method] });
  }
  for (const [name, operation] of Object.entries((pathItem.additionalOperations ?? {}) as OaObject))
    if (operation && typeof operation === 'object')
      out.push({ method: name.toLowerCase(), operation, at: ['additionalOperations', name] });
  return out;
}

export interface Deref<T = unknown> {
  value: T;
  /** Name of the last component the value was reached through (`Order` for `#/components/schemas/Order`). */
  name?: string;
  /** The last `$ref` followed, when any. */
  ref?: string;
  /** Pointer segments of where the value lives (after following references). */
  segments?: string[];
}

/**
 * Follows local `$ref`s (`#/…`), merging the siblings of a `$ref` over its target (OpenAPI 3.1
 * allows `description` and `summary` next to a `$ref`).
 */
export function deref<T = unknown>(doc: OaObject, node: T, segments?: string[]): Deref<T> {
  let value: unknown = node;
  let name: string | undefined;
  let ref: string | undefined;
  let where = segments;
  const seen = new Set<string>();
  while (value && typeof value === 'object' && typeof (value as OaObject).$ref === 'string') {
    const target = (value as OaObject).$ref as string;
    if (!target.startsWith('#') || seen.has(target)) break;
    seen.add(target);
    const targetSegments = parsePointer(target);
    const resolved = getAt(doc, targetSegments);
    if (resolved === undefined) break;
    const { $ref: _ignored, ...siblings } = value as OaObject;
    ref = target;
    where = targetSegments;
    const m = /^#\/components\/[^/]+\/([^/]+)$/.exec(target);
    if (m?.[1]) name = decodeURIComponent(m[1]).replace(/~1/g, '/').replace(/~0/g, '~');
    value =
      Object.keys(siblings).length > 0 && resolved && typeof resolved === 'object' && !Array.isArray(resolved)
        ? { ...(resolved as OaObject), ...siblings }
        : resolved;
  }
  return {
    value: value as T,
    ...(name ? { name } : {}),
    ...(ref ? { ref } : {}),
    ...(where ? { segments: where } : {}),
  };
}

export { toPointer };
