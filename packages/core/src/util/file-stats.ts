import fs from 'node:fs';
import path from 'node:path';
import { globSync } from 'tinyglobby';

/**
 * A file as a build saw it: path (relative to its tree, or absolute), size, modification time;
 * size -1 when it was missing. What docgen compares to tell a file unchanged without reading it
 * (the build stamp, the compile memo).
 */
export type FileStat = [file: string, size: number, mtimeMs: number];

export function statFile(file: string): FileStat {
  try {
    const st = fs.statSync(file);
    return [file, st.size, st.mtimeMs];
  } catch {
    return [file, -1, 0];
  }
}

/** Stats of single files (absolute paths), sorted, each once. */
export function statFiles(files: Iterable<string>): FileStat[] {
  return [...new Set(files)].sort().map(statFile);
}

/**
 * Every file below `root` (following symbolic links; tinyglobby stops at a link back up the
 * tree), sorted by path; `ignore` holds glob patterns of what is not listed (relative to `root`).
 */
export function listTree(root: string, ignore: string[] = []): FileStat[] {
  return walkTree(root, ignore, false).files;
}

/** `listTree`'s files and the folders below `root` (relative, ending in `/`) from one walk. */
export function walkTree(root: string, ignore: string[], withDirs: boolean): { files: FileStat[]; dirs: string[] } {
  let entries: string[];
  try {
    entries = globSync('**', { cwd: root, dot: true, ignore, onlyFiles: !withDirs, expandDirectories: false });
  } catch {
    return { files: [], dirs: [] };
  }
  const dirs: string[] = [];
  const files: FileStat[] = [];
  for (const rel of entries) {
    if (rel.endsWith('/')) {
      dirs.push(rel);
      continue;
    }
    try {
      const st = fs.statSync(path.join(root, rel));
      files.push([rel, st.size, st.mtimeMs]);
    } catch {
      files.push([rel, -1, 0]); // a dangling link
    }
  }
  return { files: files.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0)), dirs };
}

export function sameStats(a: readonly FileStat[] | undefined, b: readonly FileStat[]): boolean {
  if (!a || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x[0] !== y[0] || x[1] !== y[1] || x[2] !== y[2]) return false;
  }
  return true;
}
