import path from 'node:path';

/** POSIX relative path from `from` to `to` (for messages and ids). */
export function relPosix(from: string, to: string): string {
  return path.relative(from, to).split(path.sep).join('/');
}

export function toPosix(p: string): string {
  return p.split(path.sep).join('/');
}

/**
 * The path of an image URL as a browser reads it: a backslash (written `..\img\a.png` on Windows,
 * `%5C` once the markdown is HTML) is a slash to the WHATWG URL parser and to Docusaurus' images.
 */
export function urlPathOf(src: string): string {
  return (src.split(/[?#]/)[0] ?? '').replace(/\\|%5C/gi, '/');
}
