import path from 'node:path';
import type { Notes } from './notes.js';

/**
 * Docusaurus' `staticDirectories`, site-relative (docgen's default, `['static']`, is left out). A
 * folder outside the site is named and left out: docgen publishes nothing from outside it.
 */
export function staticDirectoriesOf(raw: unknown, siteDir: string, notes: Notes): string[] | undefined {
  if (raw === undefined) return undefined;
  const given = Array.isArray(raw) ? raw : [raw];
  const dirs: string[] = [];
  for (const dir of given) {
    if (typeof dir !== 'string' || dir === '') continue;
    const rel = path.relative(siteDir, path.resolve(siteDir, dir));
    if (rel === '' || rel.startsWith('..') || path.isAbsolute(rel)) {
      notes.add(
        'staticDirectories',
        `names "${dir}", outside the site folder: left out (docgen publishes no file from outside it).`,
        'copy those files into a folder of the site and add it to staticDirectories.',
      );
      continue;
    }
    dirs.push(rel.split(path.sep).join('/'));
  }
  return dirs.length === 1 && dirs[0] === 'static' ? undefined : dirs;
}
