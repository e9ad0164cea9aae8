import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dependencyVersions, packageDir, type InstalledDependency } from '@docgen/config';
import { type FileStat, listTree, sameStats, statFiles, walkTree } from './file-stats.js';
import { findPackageRoot } from './package-root.js';

/**
 * docgen's own installed code (core's and shared's packages, the default theme it ships with) is
 * listed once per process. Every build of a process (a test host runs ~800, the dev server's
 * full reloads) listed it again: ~1,200 files stat'ed for the build stamp and the theme listed a
 * second time for its fingerprint, ~60 ms a build at load. A held listing is re-checked by what
 * can change under a running process: the time of each of its folders (a file added, removed or
 * renamed: a reinstall, an editor's atomic save) and the stats of the files a build reads from
 * disk rather than imports (styles, translations, JSON). A module rewritten in place is seen by
 * the next process: this one runs the modules it has loaded (Node loads an ES module once, which
 * is why the tests of a changed default theme build in fresh processes). Other code (a site's
 * own theme) is listed on every build.
 */
export interface CodeTree {
  files: FileStat[];
  /** What callers derived from this listing (a fingerprint), kept while the listing holds. */
  derived: Map<string, unknown>;
}

interface Held extends CodeTree {
  dirs: FileStat[];
  read: FileStat[];
}

const held = new Map<string, Held>();

/**
 * Not read by a build from disk: modules Node imports once per process (a change in place to one
 * of them is the next process's), and what tools write beside them (declarations, source maps).
 */
const NOT_READ = /\.([cm]?js|d\.[cm]?ts|map|tsbuildinfo)$/;

/** The files below `root` as `listTree(root, ignore)` lists them; held for docgen's own code. */
export function codeTree(root: string, ignore: string[] = []): CodeTree {
  return isOwnCode(root) ? heldTree(root, ignore) : { files: listTree(root, ignore), derived: new Map() };
}

/** `codeTree` for any folder: held once listed, until one of its folders or read files changes. */
export function heldTree(root: string, ignore: string[] = []): CodeTree {
  const key = `${root}\n${ignore.join('\n')}`;
  const seen = held.get(key);
  if (
    seen &&
    sameStats(seen.dirs, statFiles(seen.dirs.map(([dir]) => dir))) &&
    sameStats(seen.read, statRead(root, seen.read))
  )
    return seen;
  // One walk gives the folders to re-check and the files.
  const { files, dirs: below } = walkTree(root, ignore, true);
  const dirs = statFiles([root, ...below.map((e) => path.join(root, e))]);
  const tree: Held = { files, derived: new Map(), dirs, read: files.filter(([rel]) => !NOT_READ.test(rel)) };
  held.set(key, tree);
  return tree;
}

function statRead(root: string, read: readonly FileStat[]): FileStat[] {
  return read.map(([rel]) => {
    try {
      const st = fs.statSync(path.join(root, rel));
      return [rel, st.size, st.mtimeMs];
    } catch {
      return [rel, -1, 0];
    }
  });
}

let own: string[] | undefined;

/** The package folders (real paths) docgen runs from: the core, `@docgen/shared`, the default theme. */
function ownPackages(): string[] {
  if (own) return own;
  const core = findPackageRoot(fileURLToPath(import.meta.url));
  own = [core, packageDir(core, '@docgen/shared'), packageDir(core, '@docgen/theme-default')].filter(
    (d): d is string => d !== undefined,
  );
  return own;
}

export function isOwnCode(dir: string): boolean {
  let real: string;
  try {
    real = fs.realpathSync(dir);
  } catch {
    return false;
  }
  return ownPackages().some((p) => real === p || real.startsWith(p + path.sep));
}

let versions: { coreRoot: string; files: FileStat[]; deps: InstalledDependency[] } | undefined;

/** `dependencyVersions` of docgen's own core, read again when its or a dependency's package.json changes. */
export function ownDependencyVersions(coreRoot: string): InstalledDependency[] {
  if (versions?.coreRoot === coreRoot && sameStats(versions.files, statFiles(versions.files.map(([f]) => f))))
    return versions.deps;
  const deps = dependencyVersions(coreRoot);
  const manifests = [coreRoot, ...deps.flatMap((d) => (d.dir ? [d.dir] : []))].map((d) => path.join(d, 'package.json'));
  versions = { coreRoot, files: statFiles(manifests), deps };
  return deps;
}
