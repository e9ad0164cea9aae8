import fs from 'node:fs';
import path from 'node:path';

/** The folder of the package `file` belongs to: the nearest one up the tree with a package.json. */
export function findPackageRoot(file: string): string {
  let dir = path.dirname(file);
  while (!fs.existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}

/**
 * The folder of its package that `file` was loaded from (`dist`, or `src` when tests run the
 * TypeScript): the compiled core is bundled into entry files and chunks at any depth of it, so
 * paths are found from there, never by counting `..` from a module.
 */
export function codeRoot(file: string): string {
  const root = findPackageRoot(file);
  return path.join(root, path.relative(root, file).split(path.sep)[0]!);
}
