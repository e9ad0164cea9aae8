import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { sha256 } from '../util/hash.js';

/**
 * Client bundles made only of docgen's own files (the runtime, the theme's islands and CSS,
 * React), kept in the user's cache folder and shared by every site that asks for the same one,
 * as Go's build cache and Hugo's cacheDir are: esbuild and the chunks' gzip weights are about
 * 0.2 s of CPU of every cold build of a small site (docs/benchmarks.md). An entry is found by the
 * same key as in a site's cache and used only while every file it was made of has the same
 * content; a bundle that holds a file of the site (its stylesheets, client modules) is kept in
 * that site's cache only.
 */

/** Entries kept (each about 0.3 MB: a few docgen installs and theme feature sets); the oldest used go first. */
const KEEP = 24;
/** An entry no build used for this long is removed. */
const MAX_AGE_MS = 30 * 24 * 3600 * 1000;

/** The header of an entry file, before its assets' bytes (in the order of `sizes`). */
export interface SharedEntry<T> {
  v: 1;
  value: T;
  sizes: number[];
  hashes: string[];
}

/** `$XDG_CACHE_HOME/docgen/bundles` (`~/.cache`, `~/Library/Caches`, `%LOCALAPPDATA%`), or none without a home folder. */
export function sharedBundleDir(env: NodeJS.ProcessEnv = process.env): string | undefined {
  let home: string;
  try {
    home = os.homedir();
  } catch {
    return undefined;
  }
  const base =
    process.platform === 'win32'
      ? env.LOCALAPPDATA || (home && path.join(home, 'AppData', 'Local'))
      : process.platform === 'darwin'
        ? home && path.join(home, 'Library', 'Caches')
        : env.XDG_CACHE_HOME && path.isAbsolute(env.XDG_CACHE_HOME)
          ? env.XDG_CACHE_HOME
          : home && path.join(home, '.cache');
  return base ? path.join(base, 'docgen', 'bundles') : undefined;
}

/** Whether a bundle made of `files` may be shared: none is a file of the site but its installed packages'. */
export function sharable(siteDir: string, files: readonly string[]): boolean {
  return files.every((file) => {
    const rel = path.relative(siteDir, file);
    const inside = rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
    return !inside || rel.split(path.sep).includes('node_modules');
  });
}

/** The entry of `key` with its assets' bytes (each checked against its hash), or none. */
export function readShared<T>(key: string): { value: T; blobs: Buffer[] } | undefined {
  const dir = sharedBundleDir();
  if (!dir) return undefined;
  const file = path.join(dir, `${key}.bin`);
  try {
    const data = fs.readFileSync(file);
    const end = data.indexOf(10);
    const entry = JSON.parse(data.subarray(0, end).toString('utf8')) as SharedEntry<T>;
    if (entry.v !== 1) return undefined;
    const blobs: Buffer[] = [];
    let at = end + 1;
    for (const [i, size] of entry.sizes.entries()) {
      const blob = data.subarray(at, at + size);
      if (blob.length !== size || sha256(blob) !== entry.hashes[i]) return undefined;
      blobs.push(blob);
      at += size;
    }
    // Marked used: pruning removes the entries used least recently.
    const now = new Date();
    fs.utimesSync(file, now, now);
    return { value: entry.value, blobs };
  } catch {
    return undefined;
  }
}

/** Keeps `value` and `blobs` under `key`; a folder that cannot be written is left alone (the build goes on). */
export function writeShared<T>(key: string, value: T, blobs: readonly Uint8Array[]): void {
  const dir = sharedBundleDir();
  if (!dir) return;
  try {
    fs.mkdirSync(dir, { recursive: true });
    const entry: SharedEntry<T> = {
      v: 1,
      value,
      sizes: blobs.map((b) => b.byteLength),
      hashes: blobs.map((b) => sha256(b)),
    };
    const file = path.join(dir, `${key}.bin`);
    // Written whole under a name of its own, then renamed: builds running at once never read a torn entry.
    const tmp = `${file}.${process.pid}-${threadId}.tmp`;
    fs.writeFileSync(tmp, Buffer.concat([Buffer.from(`${JSON.stringify(entry)}\n`), ...blobs]));
    fs.renameSync(tmp, file);
    prune(dir, Date.now());
  } catch {
    // A read-only or full home folder: the site's own cache still holds the bundle.
  }
}

function prune(dir: string, now: number): void {
  const entries = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.bin'))
    .flatMap((name) => {
      try {
        return [{ file: path.join(dir, name), used: fs.statSync(path.join(dir, name)).mtimeMs }];
      } catch {
        return [];
      }
    })
    .sort((a, b) => b.used - a.used);
  for (const [i, { file, used }] of entries.entries())
    if (i >= KEEP || now - used > MAX_AGE_MS) fs.rmSync(file, { force: true });
}
