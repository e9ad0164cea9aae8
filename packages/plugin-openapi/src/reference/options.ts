import path from 'node:path';

/**
 * A reference section generated from the document: an overview page, a page per tag, per
 * operation, per webhook and per shared schema, and a sidebar category for them, in each locale.
 * `reference: true` takes every default.
 */
export interface ReferenceOptions {
  /**
   * Folder of the pages below the docs root, which their doc ids and URLs start with: `'api'`
   * gives `/docs/api` (overview), `/docs/api/<operation>`, `/docs/api/tags/<tag>`,
   * `/docs/api/schemas/<schema>`, `/docs/api/webhooks/<webhook>`. Default: the document's file
   * name in kebab case (`openapi/vendor.yaml` → `vendor`; an entry file `index`, its folder's:
   * `openapi/acme/index.yaml` → `acme`). `''` is the docs root itself (a docs
   * section of its own, `docsPluginId`): `/api` (overview), `/api/<operation>`…
   */
  path?: string;
  /** Label of the sidebar category: a string, or one per locale. Default: the document's `info.title`. */
  label?: string | Record<string, string>;
  /**
   * The name a sidebars file places the category with: `{ type: 'generated', id: '<id>' }`.
   * Default: `path`.
   */
  id?: string;
  /**
   * The sidebar the category is appended to when the sidebars file does not place it (made when
   * the site has none of that name, for a section of its own). Default: the first sidebar.
   */
  sidebar?: string;
  /** Whether the category starts collapsed. Default `true`. */
  collapsed?: boolean;
  /** Pages for the document's `components/schemas`, linked from the operations using them. Default `true`. */
  schemas?: boolean;
  /**
   * The sidebar lists the schemas on an index page of their own (`<path>/schemas`) in place of a
   * category holding a link to each: a schema page then shows that entry as its place. Default:
   * when the document has more than `SCHEMA_INDEX_ABOVE` schemas.
   */
  schemaIndex?: boolean;
  /**
   * Pages for the operations and webhooks marked `x-internal: true`, which Redocly's bundler,
   * Stoplight and Scalar leave out of public docs. Default `false`: they have none.
   */
  internal?: boolean;
  /**
   * The docs section the pages belong to: the `id` of an entry of `docsInstances`, whose route
   * base, sidebars and version they take (`path` is then below that section's folder). Default:
   * the docs section.
   */
  docsPluginId?: string;
}

export interface ResolvedReference {
  path: string;
  id: string;
  label?: string | Record<string, string>;
  sidebar?: string;
  collapsed: boolean;
  schemas: boolean;
  schemaIndex?: boolean;
  internal: boolean;
  docsPluginId?: string;
}

/** The options with their defaults, or a message saying what is wrong. */
export function resolveReference(
  option: boolean | ReferenceOptions | undefined,
  spec: string,
): ResolvedReference | string | undefined {
  if (!option) return undefined;
  const o: ReferenceOptions = option === true ? {} : option;
  if (typeof o !== 'object') return '`reference` is true or an object of options.';
  const base = kebab(documentName(spec)) || 'api';
  const folder = (o.path ?? base).replace(/^\/+|\/+$/g, '');
  // '' or '.': the docs root itself, as Docusaurus' openapi-docs writes into a docs folder of its own.
  const root = folder === '' || folder === '.';
  if (!root && folder.split('/').some((s) => s === '' || s === '.' || s === '..' || s.startsWith('_')))
    return `\`reference.path\` "${o.path}" is not a folder below the docs root (segments without ".", ".." or a leading "_"), nor the docs root ("").`;
  return {
    path: root ? '' : folder,
    id: o.id ?? (root ? base : folder),
    ...(o.label !== undefined ? { label: o.label } : {}),
    ...(o.sidebar !== undefined ? { sidebar: o.sidebar } : {}),
    collapsed: o.collapsed ?? true,
    schemas: o.schemas ?? true,
    ...(o.schemaIndex !== undefined ? { schemaIndex: o.schemaIndex } : {}),
    internal: o.internal ?? false,
    ...(o.docsPluginId !== undefined ? { docsPluginId: o.docsPluginId } : {}),
  };
}

/**
 * What a document's file is named by: its name without the extension, but for an entry file called
 * `index` (a split document's `openapi/acme/index.yaml`, as Redocly's split layout writes it), which
 * is its folder's, as `index.html` is a web folder's; none at the site's root.
 */
function documentName(spec: string): string {
  const name = path.basename(spec).replace(/\.(ya?ml|json)$/i, '');
  if (name.toLowerCase() !== 'index') return name;
  const folder = path.basename(path.dirname(path.normalize(spec)));
  return folder === '.' || folder === '..' ? '' : folder;
}

/** `createOrder` → `create-order`, `GET /pets/{id}` → `get-pets-id`; letters of any script kept. */
export function kebab(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([\p{Ll}\p{N}])(\p{Lu})/gu, '$1-$2')
    .replace(/(\p{Lu}+)(\p{Lu}\p{Ll})/gu, '$1-$2')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}
