import fs from 'node:fs';
import path from 'node:path';

/** Whether Node loads `file` as an ES module: by its extension, or its package's `type`. */
export function isModuleFile(file: string): boolean {
  if (/\.m[jt]s$/.test(file)) return true;
  if (!file.endsWith('.js')) return false;
  return inModulePackage(path.dirname(file));
}

/**
 * Whether the package `dir` is in says `"type": "module"` (read from its nearest package.json),
 * which esbuild applies to every script of the package, TypeScript included.
 */
export function inModulePackage(dir: string): boolean {
  for (; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      try {
        return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { type?: unknown }).type === 'module';
      } catch {
        return false;
      }
    }
    if (path.dirname(dir) === dir) return false;
  }
}
