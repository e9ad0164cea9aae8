/**
 * What an object of an OpenAPI 3.x document is, from where it sits: enough of the
 * specification's structure for the bundler to tell which `$ref`s name a reusable component
 * (a schema, a response…) and which values are data (examples, defaults), never references.
 */
export type Kind =
  | 'root'
  | 'swaggerRoot'
  | 'components'
  | 'pathItem'
  | 'operation'
  | 'parameter'
  | 'requestBody'
  | 'response'
  | 'header'
  | 'mediaType'
  | 'encoding'
  | 'schema'
  | 'example'
  | 'link'
  | 'callback'
  | 'securityScheme'
  | 'literal'
  | 'any'
  | `map:${string}`
  | `list:${string}`;

const SCHEMA_ONE = new Set([
  'items',
  'additionalProperties',
  'additionalItems',
  'not',
  'contains',
  'if',
  'then',
  'else',
  'propertyNames',
  'unevaluatedItems',
  'unevaluatedProperties',
  'contentSchema',
]);
const SCHEMA_MAP = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
const SCHEMA_LIST = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace', 'query']);
// A Swagger 2.0 document keeps its reusable objects at its root.
const SWAGGER_ROOT: Record<string, Kind> = {
  paths: 'map:pathItem',
  definitions: 'map:schema',
  parameters: 'map:parameter',
  responses: 'map:response',
};
const COMPONENTS: Record<string, Kind> = {
  schemas: 'map:schema',
  responses: 'map:response',
  parameters: 'map:parameter',
  examples: 'map:example',
  requestBodies: 'map:requestBody',
  headers: 'map:header',
  securitySchemes: 'map:securityScheme',
  links: 'map:link',
  callbacks: 'map:callback',
  pathItems: 'map:pathItem',
};

/** The kind of the value under `key` of a value of kind `kind`. */
export function childKind(kind: Kind, key: string): Kind {
  if (kind.startsWith('map:')) return kind.slice(4) as Kind;
  if (kind.startsWith('list:')) return kind.slice(5) as Kind;
  if (kind === 'root' && key === 'x-webhooks') return 'map:pathItem';
  if (key.startsWith('x-')) return 'any';
  switch (kind) {
    case 'swaggerRoot':
      return SWAGGER_ROOT[key] ?? 'any';
    case 'root':
      if (key === 'paths' || key === 'webhooks') return 'map:pathItem';
      if (key === 'components') return 'components';
      return 'any';
    case 'components':
      return COMPONENTS[key] ?? 'any';
    case 'pathItem':
      if (METHODS.has(key)) return 'operation';
      return key === 'parameters' ? 'list:parameter' : 'any';
    case 'operation':
      if (key === 'parameters') return 'list:parameter';
      if (key === 'requestBody') return 'requestBody';
      if (key === 'responses') return 'map:response';
      if (key === 'callbacks') return 'map:callback';
      return 'any';
    case 'parameter':
    case 'header':
      return mediaHolder(key);
    case 'requestBody':
      return key === 'content' ? 'map:mediaType' : 'any';
    case 'response':
      // Swagger 2.0's response holds its schema and its examples by media type.
      if (key === 'schema') return 'schema';
      if (key === 'examples') return 'literal';
      if (key === 'headers') return 'map:header';
      if (key === 'links') return 'map:link';
      return key === 'content' ? 'map:mediaType' : 'any';
    case 'mediaType':
      if (key === 'encoding') return 'map:encoding';
      // OpenAPI 3.2's sequential media types (JSON Lines, server-sent events): each item's schema.
      if (key === 'itemSchema') return 'schema';
      if (key === 'itemEncoding') return 'encoding';
      if (key === 'prefixEncoding') return 'list:encoding';
      return mediaHolder(key);
    case 'encoding':
      return key === 'headers' ? 'map:header' : 'any';
    case 'callback':
      return 'pathItem';
    case 'example':
      return key === 'value' ? 'literal' : 'any';
    case 'schema':
      if (SCHEMA_ONE.has(key)) return 'schema';
      if (SCHEMA_MAP.has(key)) return 'map:schema';
      if (SCHEMA_LIST.has(key)) return 'list:schema';
      if (key === 'discriminator' || key === 'xml' || key === 'externalDocs') return 'any';
      return 'literal';
    case 'literal':
      return 'literal';
    default:
      return 'any';
  }
}

/**
 * The schemas a schema holds, each with its path from it (`items`, `properties/id`, `allOf/0`):
 * by the keywords `childKind` knows, so that what the bundler and the checks walk is one list.
 * The array form of `items` (draft 4's tuples) holds one schema per position.
 */
export function subschemas(schema: Record<string, unknown>): [string[], unknown][] {
  const out: [string[], unknown][] = [];
  for (const [key, child] of Object.entries(schema)) {
    if (!child || typeof child !== 'object') continue;
    const kind = childKind('schema', key);
    if (kind === 'schema' && !Array.isArray(child)) out.push([[key], child]);
    else if ((kind === 'schema' || kind === 'list:schema') && Array.isArray(child))
      for (const [i, s] of child.entries()) out.push([[key, String(i)], s]);
    else if (kind === 'map:schema' && !Array.isArray(child))
      for (const [name, s] of Object.entries(child)) out.push([[key, name], s]);
  }
  return out;
}

/** The kind of an item of an array of kind `kind` (`items: [..]` of draft 4 tuples holds schemas). */
export function elementKind(kind: Kind): Kind {
  if (kind.startsWith('list:')) return kind.slice(5) as Kind;
  return kind === 'schema' || kind === 'literal' ? kind : 'any';
}

function mediaHolder(key: string): Kind {
  if (key === 'schema') return 'schema';
  if (key === 'content') return 'map:mediaType';
  if (key === 'examples') return 'map:example';
  return key === 'example' ? 'literal' : 'any';
}

/** Where a reusable object of a kind goes when bundled (`components/<section>`). */
export const COMPONENT_SECTION: Partial<Record<Kind, string>> = {
  schema: 'schemas',
  parameter: 'parameters',
  response: 'responses',
  requestBody: 'requestBodies',
  header: 'headers',
  example: 'examples',
  link: 'links',
  callback: 'callbacks',
  securityScheme: 'securitySchemes',
};

/** Where a Swagger 2.0 document keeps the reusable objects of a section (no section: put in place). */
export const SWAGGER_SECTION: Record<string, string> = {
  schemas: 'definitions',
  parameters: 'parameters',
  responses: 'responses',
};

/**
 * Every object of a document with its kind and pointer, data aside (examples, defaults: `literal`):
 * the one walk the document checks share.
 */
export function walkObjects(
  value: unknown,
  visit: (object: Record<string, unknown>, kind: Kind, segments: readonly string[]) => void,
  kind: Kind = 'root',
  segments: string[] = [],
): void {
  if (!value || typeof value !== 'object' || kind === 'literal') return;
  if (Array.isArray(value)) {
    const item = elementKind(kind);
    for (const [i, v] of value.entries()) walkObjects(v, visit, item, [...segments, String(i)]);
    return;
  }
  visit(value as Record<string, unknown>, kind, segments);
  // A `$ref`'s value is a pointer, never an object of the document.
  for (const [key, child] of Object.entries(value))
    if (key !== '$ref') walkObjects(child, visit, childKind(kind, key), [...segments, key]);
}
