import fs from 'node:fs';
import path from 'node:path';

/** Whether Node loads `file` as an ES module: by its extension, or its package's `type`. */
export function isModuleFile(file: string): boolean {
  if (/\.m[jt]s$/.test(file)) return true;
  if (!file.endsWith('.js')) return false;
  for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
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
