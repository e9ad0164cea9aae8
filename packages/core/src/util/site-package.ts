import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Whether Node's ESM loader finds the package from the site: node_modules folders up the tree,
 * and nothing else. require.resolve would also follow NODE_PATH, which pnpm's bin shims set and
 * ESM ignores, so it said yes to packages the compiled module then failed to import.
 */
export function siteHasPackage(siteDir: string, specifier: string): boolean {
  return sitePackageDir(siteDir, specifier) !== undefined;
}

/** The folder of the package `specifier` names, as `siteHasPackage` finds it; undefined when none has it. */
export function sitePackageDir(siteDir: string, specifier: string): string | undefined {
  const name = packageName(specifier);
  for (let dir = siteDir; ; dir = path.dirname(dir)) {
    const packageDir = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(packageDir, 'package.json'))) return packageDir;
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** `@scope/name` or `name` of a specifier that may name a file inside the package. */
export function packageName(specifier: string): string {
  return specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
}
