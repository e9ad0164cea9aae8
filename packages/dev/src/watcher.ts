import { watch, type FSWatcher } from 'chokidar';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { DevWatchTargets } from './watch-targets.js';

export interface SiteWatcher {
  /** Watches more folders (the theme is known once the config is loaded); known ones are skipped. */
  add(paths: string[]): void;
  close(): Promise<void>;
}

export interface WatcherOptions {
  /**
   * How long after a reported change the file is looked at again. chokidar drops a change
   * that comes within 50 ms of the last one it reported for the same file (a leading-edge
   * throttle with no trailing event), so a save that quickly follows another (a fix right
   * after a failed build, an editor writing twice) would be lost without this second look.
   */
  settleMs?: number;
  /**
   * When the build that the watcher keeps up to date began reading files (`Date.now()`). chokidar
   * takes what it finds on its first scan as the start, unreported: a file saved after the build
   * read it but before the scan reached its folder (up to a second on a large site) would never
   * rebuild. Once the scan is done, every file changed since then is reported.
   */
  since?: number;
  /**
   * The files that build read, once it is done: with `since`, one of them gone when the scan is
   * done was removed in that window (the scan cannot report a file it never saw) and is reported.
   */
  read?: () => Promise<readonly string[]>;
}

/** Files bigger than this are compared by size and times only (images, archives). */
const HASH_LIMIT = 2 * 1024 * 1024;

/** Watches the site, the theme and the client runtime; reports every added, changed or removed file. */
export function startWatcher(
  targets: DevWatchTargets,
  onChange: (file: string) => void,
  options: WatcherOptions = {},
): SiteWatcher {
  const settleMs = options.settleMs ?? 80;
  const watched = new Set(targets.paths.map((p) => path.resolve(p)));
  const ignored = targets.ignored;
  // What each reported file looked like when it was reported, and its pending second look.
  const reported = new Map<string, string>();
  const rechecks = new Map<string, NodeJS.Timeout>();
  let closed = false;

  const report = (file: string) => {
    reported.set(file, fingerprint(file));
    onChange(file);
    clearTimeout(rechecks.get(file));
    rechecks.set(
      file,
      setTimeout(() => {
        rechecks.delete(file);
        if (closed) return;
        if (fingerprint(file) !== reported.get(file)) report(file);
        else reported.delete(file);
      }, settleMs),
    );
  };

  const watcher: FSWatcher = watch([...watched], {
    ignoreInitial: true,
    ignored: (file: string) => ignored(file),
    awaitWriteFinish: false,
    // A link out of the site must not make docgen watch (and so read) files that are not the site's.
    followSymlinks: false,
  });
  watcher.on('all', (event, file) => {
    if (event === 'addDir') return; // a folder renamed or added: its files come as their own events
    report(path.resolve(file)); // unlinkDir may come alone, so it counts
  });
  watcher.on('error', () => undefined);
  if (options.since !== undefined) {
    const since = options.since;
    const read = options.read;
    watcher.on('ready', () => {
      if (!closed) for (const file of changedSince(watcher, since)) report(file);
      // A removal after the scan comes as an event of its own: reported twice, it rebuilds nothing more.
      void read?.().then(
        (files) => {
          if (!closed) for (const file of files) if (!fs.existsSync(file)) report(file);
        },
        () => undefined,
      );
    });
  }
  return {
    add(paths) {
      const fresh = paths.map((p) => path.resolve(p)).filter((p) => !watched.has(p));
      if (fresh.length === 0) return;
      for (const p of fresh) watched.add(p);
      watcher.add(fresh);
    },
    async close() {
      closed = true;
      for (const timer of rechecks.values()) clearTimeout(timer);
      rechecks.clear();
      await watcher.close();
    },
  };
}

/**
 * The files of the first scan made or changed after `since` (ctime too: a file moved in keeps its
 * mtime). Folders are left out: the build's own output folder changes theirs. A file removed
 * before the scan is found by `read`.
 */
function changedSince(watcher: FSWatcher, since: number): string[] {
  const out: string[] = [];
  for (const [dir, names] of Object.entries(watcher.getWatched())) {
    for (const name of names) {
      const file = path.resolve(dir, name);
      let stat: fs.Stats;
      try {
        stat = fs.lstatSync(file);
      } catch {
        continue;
      }
      if (!stat.isDirectory() && Math.max(stat.mtimeMs, stat.ctimeMs) > since) out.push(file);
    }
  }
  return out.sort();
}

/** Content hash for small files (equal-size saves within one clock tick differ only there), times and size otherwise. */
function fingerprint(file: string): string {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(file);
  } catch {
    return 'missing';
  }
  if (!stat.isFile()) return `dir:${stat.mtimeMs}`;
  if (stat.size > HASH_LIMIT) return `${stat.size}:${stat.mtimeMs}:${stat.ctimeMs}:${stat.ino}`;
  try {
    return `${stat.size}:${createHash('sha1').update(fs.readFileSync(file)).digest('hex')}`;
  } catch {
    return 'unreadable';
  }
}
