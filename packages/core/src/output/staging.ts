import fs from 'node:fs/promises';
import fss from 'node:fs';
import path from 'node:path';
import type { FileStat } from '../util/file-stats.js';
import { retireLater, retiresLater } from './retired-files.js';

/**
 * Atomic output: a build writes into a sibling staging folder; only a successful build
 * swaps it in (rename), so a failed build never leaves a half-written output or replaces
 * the last good one.
 */
export async function createStaging(outDir: string): Promise<string> {
  const parent = path.dirname(path.resolve(outDir));
  await fs.mkdir(parent, { recursive: true });
  await removeLeftoversOfDeadBuilds(parent, path.basename(outDir));
  return fs.mkdtemp(path.join(parent, `.${path.basename(outDir)}.staging-${process.pid}-`));
}

/**
 * The staging folders (`.<out>.staging-<pid>-*`) and old outputs (`<out>.old-<pid>`) of builds
 * that were killed: their process is gone, so nothing will finish or remove them but us.
 */
async function removeLeftoversOfDeadBuilds(parent: string, base: string): Promise<void> {
  const leftover = new RegExp(`^(?:\\.${escapeRegExp(base)}\\.staging-(\\d+)-.+|${escapeRegExp(base)}\\.old-(\\d+))$`);
  let names: string[];
  try {
    names = await fs.readdir(parent);
  } catch {
    return;
  }
  for (const name of names) {
    const m = leftover.exec(name);
    const pid = m ? Number(m[1] ?? m[2]) : undefined;
    if (pid !== undefined && pid !== process.pid && !processAlive(pid))
      await fs.rm(path.join(parent, name), { recursive: true, force: true });
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, owned by someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export async function discardStaging(stagingDir: string): Promise<void> {
  await fs.rm(stagingDir, { recursive: true, force: true });
}

/** A fresh output: the staging folder becomes the output folder, the old one is removed. */
export async function swapIn(stagingDir: string, outDir: string): Promise<void> {
  const target = path.resolve(outDir);
  const old = `${target}.old-${process.pid}`;
  const hadOutput = fss.existsSync(target);
  if (hadOutput) await fs.rename(target, old);
  try {
    await fs.rename(stagingDir, target);
  } catch (error) {
    if (hadOutput) await fs.rename(old, target);
    throw error;
  }
  if (hadOutput) await fs.rm(old, { recursive: true, force: true });
}

/**
 * An output updated where it is, once the build has succeeded: each staged file renamed over
 * its old version (a reader sees the old file or the new one, never a partial one), then the
 * files the new output lacks removed (`present` minus `staged` and `kept`), and folders left
 * empty by them. Files the build kept are not touched. The caller removes the output's record
 * first: should this stop half-way, the next build finds none and builds a fresh folder.
 */
export function updateInPlace(
  stagingDir: string,
  outDir: string,
  staged: readonly FileStat[],
  kept: ReadonlySet<string>,
  present: ReadonlySet<string>,
  /**
   * A dev server serves the folder while it changes: the emptied staging folder is removed in
   * the background (1–2 ms a folder on a busy disk, not worth making the edit wait), and the
   * hashed files the new output lacks stay a while for tabs that still name them (`retireLater`).
   */
  served = false,
): void {
  const target = path.resolve(outDir);
  const made = new Set<string>();
  const names = new Set<string>();
  // Pages last: the chunks and assets a new page names are in place before a reader can get it.
  const ordered = [
    ...staged.filter(([key]) => !key.endsWith('.html')),
    ...staged.filter(([key]) => key.endsWith('.html')),
  ];
  for (const [key] of ordered) {
    names.add(key);
    const to = path.join(target, key);
    const dir = path.dirname(to);
    if (!made.has(dir)) {
      makeFolder(target, dir);
      made.add(dir);
    }
    try {
      fss.renameSync(path.join(stagingDir, key), to);
    } catch (error) {
      // A folder where the new output has a file: it goes.
      if ((error as NodeJS.ErrnoException).code !== 'EISDIR' && (error as NodeJS.ErrnoException).code !== 'ENOTEMPTY')
        throw error;
      fss.rmSync(to, { recursive: true, force: true });
      fss.renameSync(path.join(stagingDir, key), to);
    }
  }
  const emptied = new Set<string>();
  const retired: string[] = [];
  for (const key of present) {
    if (names.has(key) || kept.has(key)) continue;
    if (served && retiresLater(key)) {
      retired.push(key);
      continue;
    }
    const file = path.join(target, key);
    // A folder of the new output stands where the old file was: the file went with makeFolder.
    if (entryKind(file) !== 'file') continue;
    fss.rmSync(file, { force: true });
    emptied.add(path.dirname(file));
  }
  // Deepest first, then up while a folder is empty.
  for (const dir of [...emptied].sort((a, b) => b.length - a.length)) {
    for (let d = dir; d.length > target.length && d.startsWith(target); d = path.dirname(d)) {
      try {
        fss.rmdirSync(d);
      } catch {
        break;
      }
    }
  }
  if (served) retireLater(target, retired, new Set([...names, ...kept]));
  if (served) void fs.rm(stagingDir, { recursive: true, force: true }).catch(() => undefined);
  else fss.rmSync(stagingDir, { recursive: true, force: true });
}

/** `mkdir -p` of `dir` below `root`, where a file in the way (the old output had one where the new one has a folder) is removed. */
function makeFolder(root: string, dir: string): void {
  try {
    fss.mkdirSync(dir, { recursive: true });
    return;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOTDIR' && code !== 'EEXIST') throw error;
  }
  for (let d = dir; d.length > root.length; d = path.dirname(d)) {
    if (entryKind(d) === 'file') fss.rmSync(d, { force: true });
  }
  fss.mkdirSync(dir, { recursive: true });
}

/** What stands at `file`, not following a last symbolic link: undefined when nothing does (or a file is in the way above it). */
function entryKind(file: string): 'file' | 'folder' | undefined {
  try {
    return fss.lstatSync(file).isDirectory() ? 'folder' : 'file';
  } catch {
    return undefined;
  }
}
