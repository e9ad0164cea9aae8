import type { OaObject } from '../model.js';
import { resolveSchema, typesOf } from '../schema-util.js';

/**
 * An example of a JSON body written as its text (`example: '{"message": "…"}'`, Atlassian's way
 * in 506 responses of Jira's document) is the JSON it holds, as Swagger UI shows it, unless its
 * schema takes a string (whose JSON is the quoted text). The example check still warns about it:
 * a string is not the object its schema says (`OpenApiInvalidExample`).
 */
export function jsonOfText(doc: OaObject, schema: unknown, value: unknown): unknown {
  if (typeof value !== 'string' || !/^\s*[[{"]/.test(value)) return value;
  if (schema !== undefined && typesOf(resolveSchema(doc, schema).schema).includes('string')) return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}
