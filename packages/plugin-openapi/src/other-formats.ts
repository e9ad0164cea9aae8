import type { OaObject } from './model.js';

/** A document of another API format given as `spec`, and what to do with it. */
export interface OtherFormat {
  /** The key that tells the format (`asyncapi`), where the diagnostic points. */
  key: string;
  message: string;
  fix: string;
}

/**
 * The API formats a `spec` is most often mistaken with (an AsyncAPI document beside the OpenAPI
 * one, a Postman collection, Swagger 1.x, a lone JSON Schema), told by their own marks: each gets
 * a message that names it, rather than "openapi: (missing)".
 */
export function otherFormat(raw: OaObject): OtherFormat | undefined {
  if (raw.asyncapi !== undefined)
    return {
      key: 'asyncapi',
      message: `This is an AsyncAPI ${String(raw.asyncapi)} document (messages and channels of an event-driven API), not an OpenAPI one: the plugin does not read it.`,
      fix: 'point `spec` to the OpenAPI document of the HTTP API; document the events in pages of their own (Markdown), or with an AsyncAPI renderer.',
    };
  const info = raw.info as OaObject | undefined;
  const postman =
    (info && (info._postman_id !== undefined || /schema\.getpostman\.com/.test(String(info.schema ?? '')))) ||
    (Array.isArray(raw.item) && raw.openapi === undefined && raw.paths === undefined);
  if (postman)
    return {
      key: 'info',
      message: 'This is a Postman collection, not an OpenAPI document: the plugin does not read it.',
      fix: 'export the API from Postman as OpenAPI 3 (the API Builder), or convert the collection (the postman-to-openapi package does), and point `spec` to the result.',
    };
  if (raw.swaggerVersion !== undefined)
    return {
      key: 'swaggerVersion',
      message: `This is a Swagger ${String(raw.swaggerVersion)} document: the plugin reads Swagger 2.0 and OpenAPI 3.x.`,
      fix: 'convert it to OpenAPI 3 (Swagger Editor opens 1.x documents and saves them as 2.0 or 3.0), and point `spec` to the result.',
    };
  if (typeof raw.$schema === 'string' && /json-schema\.org/.test(raw.$schema) && raw.paths === undefined)
    return {
      key: '$schema',
      message: 'This is a JSON Schema, not an OpenAPI document: the plugin does not read it.',
      fix: 'point `spec` to the OpenAPI document that uses the schema (under components/schemas), or write one around it.',
    };
  return undefined;
}
