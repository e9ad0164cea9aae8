import fs from 'node:fs';
import path from 'node:path';
import { globSync } from 'tinyglobby';
import { dependencyVersions } from './dependencies.js';
import { createHash } from 'node:crypto';

/**
 * What every cached result depends on besides its own inputs: a package's compiled code (the
 * core's: the unified stack is bundled in it) and the versions of its dependencies (react-dom renders the
 * pages, shiki highlights, gray-matter reads front matter…): a new version of any is a new cache.
 */
export function codeFingerprint(codeDir: string, packageRoot: string): string {
  const isCode = (rel: string) => /\.(js|ts)$/.test(rel) && !rel.endsWith('.d.ts');
  const code = hashTree(codeDir, isCode);
  const versions = dependencyVersions(packageRoot).map((d) => {
    // A workspace package linked in (developing docgen: not installed under node_modules) keeps
    // its version while its code changes (@docgen/markdown's code stage): its code counts too.
    const linked = d.dir && !realPath(d.dir).split(path.sep).includes('node_modules');
    return `${d.name}@${d.version}${linked ? `:${hashTree(path.join(d.dir!, 'dist'), isCode)}` : ''}`;
  });
  return sha256(`${code}\n${versions.join('\n')}`).slice(0, 10);
}

function realPath(dir: string): string {
  try {
    return fs.realpathSync(dir);
  } catch {
    return dir;
  }
}

/** Hash of every file below a folder (theme, client sources, plugin packages), node_modules and dot files left out. */
export function hashTree(dir: string, filter: (rel: string) => boolean = () => true): string {
  let files: string[];
  try {
    files = globSync('**', { cwd: dir, ignore: ['**/node_modules/**'], onlyFiles: true, expandDirectories: false });
  } catch {
    files = [];
  }
  const parts = files
    .filter((rel) => filter(rel.split('/').join(path.sep)))
    .sort()
    .map((rel) => `${rel.split('/').join(path.sep)}:${fileHash(path.join(dir, rel))}`);
  return sha256(parts.join('\n'));
}

const hashes = new Map<string, { mtimeMs: number; size: number; hash: string }>();

/**
 * A file's content hash (sha256, hex), read again only when its size or time changed ('missing'
 * when it is gone): a process that builds again (the dev server, a test host) hashes docgen's own
 * theme on every build, and reading its ~500 files was half of that. `known`: its stats, when the
 * caller has just listed it.
 */
export function fileHash(file: string, known?: { size: number; mtimeMs: number }): string {
  try {
    const stat = known ?? fs.statSync(file);
    const seen = hashes.get(file);
    if (seen && seen.mtimeMs === stat.mtimeMs && seen.size === stat.size) return seen.hash;
    const hash = sha256(fs.readFileSync(file));
    hashes.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, hash });
    return hash;
  } catch {
    return 'missing';
  }
}

function sha256(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}
