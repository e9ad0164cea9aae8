import fs from 'node:fs';
import path from 'node:path';

const REF = /["']?\$ref["']?\s*:\s*["']?([^"'#\s,}\]]*)/g;
const REMOTE = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The files of a multi-file document: the root and every file its `$ref`s lead to, read as text
 * (no YAML parse: the config's cache key asks for them on every build, before anything loads).
 * A `$ref`-like string elsewhere only adds a file to hash; files outside `allowedRoot` are left
 * out (the bundler refuses them).
 */
export function documentFiles(rootAbs: string, allowedRoot: string): { abs: string; bytes: Buffer | undefined }[] {
  const out: { abs: string; bytes: Buffer | undefined }[] = [];
  const seen = new Set<string>([rootAbs]);
  const queue = [rootAbs];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    let bytes: Buffer | undefined;
    try {
      bytes = fs.readFileSync(file);
    } catch {
      bytes = undefined;
    }
    out.push({ abs: file, bytes });
    if (!bytes) continue;
    for (const match of bytes.toString('utf8').matchAll(REF)) {
      const target = match[1];
      if (!target || REMOTE.test(target)) continue;
      let decoded = target;
      try {
        decoded = decodeURIComponent(target);
      } catch {
        // a literal `%` in the name
      }
      const abs = path.resolve(path.dirname(file), decoded);
      const inside = path.relative(allowedRoot, abs);
      if (seen.has(abs) || inside.startsWith('..') || path.isAbsolute(inside)) continue;
      seen.add(abs);
      queue.push(abs);
    }
  }
  return out.sort((a, b) => (a.abs === rootAbs ? -1 : b.abs === rootAbs ? 1 : a.abs.localeCompare(b.abs)));
}
