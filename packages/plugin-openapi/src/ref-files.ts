import fs from 'node:fs';
import path from 'node:path';

const REF = /["']?\$ref["']?\s*:\s*["']?([^"'#\s,}\]]*)/g;
/** An example's file (`externalValue`): part of what the pages show, but not of the document. */
const EXTERNAL = /["']?externalValue["']?\s*:\s*["']?([^"'#\s,}\]]*)/g;
const REMOTE = /^[a-z][a-z0-9+.-]*:/i;

export interface DocumentFile {
  abs: string;
  bytes: Buffer | undefined;
  /** A file an example's `externalValue` names (its `$ref`s are not followed). */
  example?: true;
}

function readBytes(abs: string): Buffer | undefined {
  try {
    return fs.readFileSync(abs);
  } catch {
    return undefined;
  }
}

/**
 * The files of a multi-file document: the root and every file its `$ref`s lead to, read as text
 * (no YAML parse: the config's cache key asks for them on every build, before anything loads).
 * A `$ref`-like string elsewhere only adds a file to hash; files outside `allowedRoot` are left
 * out (the bundler refuses them). The files examples name by `externalValue` are among them,
 * marked: their `$ref`-like strings are not followed.
 */
export function documentFiles(rootAbs: string, allowedRoot: string): DocumentFile[] {
  const out: DocumentFile[] = [];
  const seen = new Set<string>([rootAbs]);
  const queue = [rootAbs];
  const examples: string[] = [];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    const bytes = readBytes(file);
    out.push({ abs: file, bytes });
    if (!bytes) continue;
    const text = bytes.toString('utf8');
    for (const match of [...text.matchAll(REF), ...text.matchAll(EXTERNAL)]) {
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
      (match[0].includes('externalValue') ? examples : queue).push(abs);
    }
  }
  for (const abs of examples) out.push({ abs, bytes: readBytes(abs), example: true });
  return out.sort((a, b) => (a.abs === rootAbs ? -1 : b.abs === rootAbs ? 1 : a.abs.localeCompare(b.abs)));
}
