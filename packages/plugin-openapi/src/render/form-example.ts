import { deref, type LoadedApi, type OaObject } from '../model.js';
import { mergeAllOf, resolveSchema } from '../schema-util.js';
import { PART_BOUNDARY, positionalBody, UPLOAD } from './sample-parts.js';

/** Media types whose body is parts, not a JSON document. */
export function isMultipartMedia(type: string): boolean {
  return /^multipart\/[^;]+\s*(;|$)/i.test(type);
}

/** The properties of a form's schema: its `allOf` merged, or its first alternative's (the one the sample is made from). */
export function formProperties(doc: OaObject, schema: OaObject, depth = 0): OaObject {
  const s = Array.isArray(schema.allOf) ? mergeAllOf(doc, schema).schema : schema;
  if (s.properties && typeof s.properties === 'object') return s.properties as OaObject;
  const first = (s.oneOf ?? s.anyOf) as unknown[] | undefined;
  return Array.isArray(first) && first.length > 0 && depth < 4
    ? formProperties(doc, resolveSchema(doc, first[0]).schema, depth + 1)
    : {};
}

/** A field whose value is a file's bytes, whatever string the schema writes for them. */
export function isFileField(doc: OaObject, node: unknown): boolean {
  const prop = deref<OaObject>(doc, node as OaObject).value ?? {};
  return (
    prop.format === 'binary' ||
    prop.format === 'base64' ||
    typeof prop.contentMediaType === 'string' ||
    (prop.type === 'string' && typeof prop.contentEncoding === 'string')
  );
}

/**
 * A multipart body's example given as data (Dropbox Sign's webhook payloads, `multipart/form-data`
 * of objects) written as the body is sent, so that a reader sees its parts rather than a JSON
 * document the API never sends: a part per field (RFC 7578) with the Content-Type the Encoding
 * Object gives, else OpenAPI's default (an object `application/json`, a file
 * `application/octet-stream`, text `text/plain`, left unwritten as clients do). A URL-encoded
 * form keeps its fields as JSON, as Redoc shows them: one line of `a=1&b=2` reads worse, and the
 * code samples below send it so. Undefined for a value that is no form's (a string, a scalar).
 */
export function multipartExample(api: LoadedApi, media: OaObject, type: string, value: unknown): string | undefined {
  const schema = deref<OaObject>(api.doc, media.schema as OaObject).value ?? {};
  const encoding = (media.encoding ?? {}) as OaObject;
  if (Array.isArray(value)) {
    const positional = positionalBody(api, media, schema, value, type, UPLOAD);
    return positional?.value.replace(/\r\n/g, '\n');
  }
  if (!value || typeof value !== 'object') return undefined;
  const props = formProperties(api.doc, schema);
  const lines: string[] = [];
  for (const [name, v] of Object.entries(value as OaObject)) {
    if (v === undefined) continue;
    const prop = deref<OaObject>(api.doc, props[name] as OaObject).value ?? {};
    const own = deref<OaObject>(api.doc, encoding[name] as OaObject).value ?? {};
    // An array is a part per item, all of one name (RFC 7578, 4.3), unless the encoding makes it one JSON part.
    const whole = typeof own.contentType === 'string' && /json/i.test(own.contentType);
    const items = Array.isArray(v) && !whole ? v : [v];
    const itemSchema = Array.isArray(v) ? prop.items : props[name];
    for (const item of items) {
      const file = isFileField(api.doc, Array.isArray(v) && !whole ? itemSchema : props[name]);
      const contentType =
        typeof own.contentType === 'string'
          ? own.contentType.split(',')[0]!.trim()
          : file
            ? 'application/octet-stream'
            : item !== null && typeof item === 'object'
              ? 'application/json'
              : undefined;
      lines.push(
        `--${PART_BOUNDARY}`,
        `Content-Disposition: form-data; name="${name}"${file ? `; filename="${UPLOAD}"` : ''}`,
        ...(contentType ? [`Content-Type: ${contentType}`] : []),
        '',
        file ? `<contents of ${UPLOAD}>` : typeof item === 'string' ? item : JSON.stringify(item, null, 2),
      );
    }
  }
  lines.push(`--${PART_BOUNDARY}--`);
  return lines.join('\n');
}
