import type { OaObject } from './model.js';

/** A version field read past: which one, what was read, and how to write it. */
export interface VersionNote {
  key: 'swagger' | 'openapi';
  message: string;
  fix: string;
}

/**
 * `swagger: 2.0` and `openapi: 3.1` written unquoted are YAML numbers (2 and 3.1), and `3.1`
 * names no patch version, where the schemas want the strings `2.0` and `3.1.x`. What the author
 * meant is plain, so the field is read as that version (set in `raw`) with a note, rather than
 * the document refused as "Swagger 2 documents are not supported" or `"openapi: 3"`. A value that
 * names no version the plugin reads is left as it is, for the caller to refuse.
 */
export function readVersionField(
  raw: OaObject,
  textAt: (segments: string[]) => string | undefined,
): VersionNote | undefined {
  // As written (`2.0`, not the number 2), without its quotes.
  const written = (key: string) => (textAt([key]) ?? String(raw[key])).replace(/^(["'])(.*)\1$/, '$2');
  if (raw.openapi === undefined && typeof raw.swagger === 'number') {
    const text = written('swagger');
    if (!/^2(\.0)?$/.test(text)) return undefined;
    raw.swagger = '2.0';
    return {
      key: 'swagger',
      message: `"swagger: ${text}" is the number 2 (YAML reads a version unquoted as a number), where the version is the string "2.0": read as Swagger 2.0.`,
      fix: "quote it: swagger: '2.0'.",
    };
  }
  const number = typeof raw.openapi === 'number';
  // Only a number or a bare minor needs the text as written, which costs a parse with positions.
  if (!number && !(typeof raw.openapi === 'string' && /^3\.[012]$/.test(raw.openapi))) return undefined;
  const minor = /^3\.[012]$/.exec(written('openapi'))?.[0];
  if (!minor || (!number && raw.openapi !== minor)) return undefined;
  raw.openapi = `${minor}.0`;
  return {
    key: 'openapi',
    message: `"openapi: ${minor}" names no patch version${number ? ' (and, unquoted, is a number)' : ''}, where the version is a string such as "${minor}.0": read as OpenAPI ${minor}.`,
    fix: `write the whole version, quoted: openapi: '${minor}.0'.`,
  };
}
