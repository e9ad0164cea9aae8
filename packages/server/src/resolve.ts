import fs from 'node:fs';
import path from 'node:path';
import { normalizePath } from '@docgen/shared';

export interface ResolvedRequest {
  /** 400: an unsafe or malformed path (never looked up). */
  status: 200 | 400 | 404;
  /** The file to serve (absolute, inside the root). */
  file?: string;
  /** The canonical site path of the request (for locale 404 pages). */
  path: string;
}

/**
 * Maps a request target to a file under root, or says why not. Only origin-form targets
 * (`/…`) are accepted; after one percent-decoding the path may hold no `..` or `.` segment,
 * no backslash, no encoded `/`, no NUL or other control character.
 */
export function resolveRequest(root: string, url: string): ResolvedRequest {
  const rawPath = url.split(/[?#]/, 1)[0] ?? '';
  if (!rawPath.startsWith('/') || rawPath.startsWith('//')) return { status: 400, path: rawPath };
  // An encoded separator is never part of a docgen URL: refuse it rather than guess.
  if (/%(2f|5c)/i.test(rawPath) || rawPath.includes('\\')) return { status: 400, path: rawPath };
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { status: 400, path: rawPath };
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters in a path are what this rejects
  if (/[\u0000-\u001f\u007f\\]/.test(decoded) || decoded.split('/').some((seg) => seg === '..' || seg === '.')) {
    return { status: 400, path: decoded };
  }
  const clean = normalizePath(decoded);
  const candidates = [
    decoded.endsWith('/') ? null : decoded,
    clean === '/' ? '/index.html' : `${clean}/index.html`,
    `${clean}.html`,
  ].filter((c): c is string => c !== null);
  for (const candidate of candidates) {
    const file = path.join(root, candidate);
    if (!isInside(root, file)) continue;
    if (isFile(file) && realInside(root, file)) return { status: 200, file, path: clean };
  }
  return { status: 404, path: clean };
}

export function isInside(root: string, file: string): boolean {
  return file.startsWith(root + path.sep);
}

export function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** A symlink inside the root must not lead out of it (the root itself may be a symlink: the dev server swaps it). */
export function realInside(root: string, file: string): boolean {
  try {
    return isInside(fs.realpathSync.native(root), fs.realpathSync.native(file));
  } catch {
    return false;
  }
}
