import fs from 'node:fs';
import path from 'node:path';
import { dependencyVersions } from './dependencies.js';
import { createHash } from 'node:crypto';

/**
 * What every cached result depends on besides its own inputs: a package's compiled code (the
 * core's: the unified stack is bundled in it) and the versions of its dependencies (react-dom renders the
 * pages, shiki highlights, gray-matter reads front matter…): a new version of any is a new cache.
 */
export function codeFingerprint(codeDir: string, packageRoot: string): string {
  const code = hashTree(codeDir, (rel) => /\.(js|ts)$/.test(rel) && !rel.endsWith('.d.ts'));
  const versions = dependencyVersions(packageRoot).map((d) => `${d.name}@${d.version}`);
  return sha256(`${code}\n${versions.join('\n')}`).slice(0, 10);
}

/** Hash of every file below a folder (theme, client sources, plugin packages). */
export function hashTree(dir: string, filter: (rel: string) => boolean = () => true): string {
  const parts: string[] = [];
  const walk = (d: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(d, { withFileTypes: true });
    } catch {
      return;
    }
    entries.sort((a, b) => (a.name < b.name ? -1 : 1));
    for (const e of entries) {
      const full = path.join(d, e.name);
      if (e.name === 'node_modules' || e.name.startsWith('.')) continue;
      if (e.isDirectory()) walk(full);
      else if (filter(path.relative(dir, full)))
        parts.push(`${path.relative(dir, full)}:${sha256(fs.readFileSync(full))}`);
    }
  };
  walk(dir);
  return sha256(parts.join('\n'));
}

function sha256(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}
