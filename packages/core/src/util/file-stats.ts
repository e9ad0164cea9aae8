import fs from 'node:fs';
import path from 'node:path';

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

/** Every file below `root` (following symbolic links, once per folder), sorted by path. */
export function listTree(root: string, skip: (rel: string, name: string) => boolean = () => false): FileStat[] {
  const out: FileStat[] = [];
  const seen = new Set<string>();
  const visit = (dir: string, rel: string) => {
    let entries: fs.Dirent[];
    try {
      entries = fs.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const childRel = rel ? `${rel}/${entry.name}` : entry.name;
      if (skip(childRel, entry.name)) continue;
      const full = path.join(dir, entry.name);
      let st: fs.Stats;
      try {
        st = fs.statSync(full);
      } catch {
        out.push([childRel, -1, 0]); // a dangling link
        continue;
      }
      if (st.isDirectory()) {
        const id = `${st.dev}:${st.ino}`;
        if (seen.has(id)) continue; // a link back up the tree
        seen.add(id);
        visit(full, childRel);
      } else out.push([childRel, st.size, st.mtimeMs]);
    }
  };
  visit(root, '');
  return out.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
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
