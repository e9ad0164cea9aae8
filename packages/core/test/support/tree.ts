import fs from 'node:fs';
import path from 'node:path';

/** Every file under `dir`, as sorted paths relative to it. */
export function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)))
    .sort();
}

/** Files of `b` whose bytes differ from `a`'s, and files only one of them has. */
export function differences(a: string, b: string): string[] {
  const left = listFiles(a);
  const right = listFiles(b);
  const only = [...left.filter((f) => !right.includes(f)), ...right.filter((f) => !left.includes(f))];
  return [
    ...only,
    ...left.filter(
      (rel) => right.includes(rel) && !fs.readFileSync(path.join(a, rel)).equals(fs.readFileSync(path.join(b, rel))),
    ),
  ];
}
