import path from 'node:path';

/** POSIX relative path from `from` to `to` (for messages and ids). */
export function relPosix(from: string, to: string): string {
  return path.relative(from, to).split(path.sep).join('/');
}

export function toPosix(p: string): string {
  return p.split(path.sep).join('/');
}
