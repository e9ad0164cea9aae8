import { deref, type LoadedApi, type OaObject } from '../model.js';

/** The boundary of a multipart body written out by the samples (a client makes its own for a form). */
export const PART_BOUNDARY = 'docgen-part';

/** Name of the local file the samples upload (and the pages' multipart examples name for a file's bytes). */
export const UPLOAD = 'file.bin';

/**
 * A multipart body of parts by position (OpenAPI 3.2: `multipart/mixed` with an array schema,
 * its `prefixItems` the first parts and `items` the others, `prefixEncoding` / `itemEncoding`
 * their Content-Types): the HTTP clients' form helpers send named fields, which such a body has
 * not, so the samples send it written out, part after part, each with its Content-Type (the
 * Encoding Object's, else JSON for data and text for a string). A file's part stands for its
 * bytes with `<contents of file>`. Undefined when the schema is not an array.
 */
export function positionalBody(
  api: LoadedApi,
  media: OaObject | undefined,
  schema: OaObject,
  value: unknown,
  contentType: string,
  upload: string,
): { kind: 'text'; value: string; contentType: string } | undefined {
  const prefix = Array.isArray(schema.prefixItems) ? (schema.prefixItems as unknown[]) : [];
  const isArray = schema.type === 'array' || prefix.length > 0 || (schema.items !== undefined && !schema.properties);
  if (!isArray && !Array.isArray(value)) return undefined;
  const values = Array.isArray(value) ? value : [];
  const encodings = Array.isArray(media?.prefixEncoding) ? (media.prefixEncoding as unknown[]) : [];
  const lines: string[] = [];
  for (let i = 0; i < Math.max(values.length, prefix.length); i++) {
    const part = deref<OaObject>(api.doc, (prefix[i] ?? schema.items) as OaObject).value ?? {};
    const encoding = deref<OaObject>(api.doc, (encodings[i] ?? media?.itemEncoding) as OaObject).value;
    const file = isFile(part);
    const v = values[i];
    const type =
      typeof encoding?.contentType === 'string'
        ? encoding.contentType.split(',')[0]!.trim()
        : typeof part.contentMediaType === 'string'
          ? part.contentMediaType
          : file
            ? 'application/octet-stream'
            : typeof v === 'string' || v === undefined
              ? 'text/plain'
              : 'application/json';
    const content = file ? `<contents of ${upload}>` : typeof v === 'string' ? v : JSON.stringify(v ?? '', null, 2);
    lines.push(`--${PART_BOUNDARY}`, `Content-Type: ${type}`, '', content);
  }
  lines.push(`--${PART_BOUNDARY}--`);
  // RFC 2046 (5.1.1) and 7578: CRLF before each boundary and after each header line, as a client sends it.
  return { kind: 'text', contentType: `${contentType}; boundary=${PART_BOUNDARY}`, value: lines.join('\r\n') };
}

function isFile(schema: OaObject): boolean {
  return (
    schema.format === 'binary' ||
    (typeof schema.contentMediaType === 'string' &&
      !/^(text\/|application\/(json|xml)|[^;]*\+json)/i.test(schema.contentMediaType))
  );
}
