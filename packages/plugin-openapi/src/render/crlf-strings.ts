/**
 * String literals for a body whose lines end in CRLF (a multipart body written out: RFC 2046 and
 * 7578 separate its parts with CRLF), one source line per line of the body, each `\r` written as
 * an escape: a carriage return pasted from a page is lost, and Go drops it from raw strings.
 */

/** A shell ANSI-C string (`$'…'`, bash, zsh, ksh): `\r` at each line's end. */
export function shellCrlf(text: string): string {
  return `$'${text.replace(/[\\']/g, '\\$&').replace(/\r/g, '\\r')}'`;
}

/** A PHP double-quoted string, whose escapes `\r` and `\n` PHP reads (single-quoted ones it does not). */
export function phpCrlf(text: string): string {
  return `"${text.replace(/[\\"$]/g, '\\$&').replace(/\r/g, '\\r')}"`;
}

/** Go interpreted strings, one per line of the body, joined with `+`. */
export function goCrlf(text: string, indent: string): string {
  const lines = text.split(/(?<=\r\n)/);
  return lines.map((line) => JSON.stringify(line)).join(` +\n${indent}`);
}
