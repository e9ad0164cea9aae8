import { watch, type FSWatcher } from 'chokidar';
import path from 'node:path';
import type { DevWatchTargets } from '@docgen/core';

export interface SiteWatcher {
  /** Watches more folders (the theme is known once the config is loaded); known ones are skipped. */
  add(paths: string[]): void;
  close(): Promise<void>;
}

/** Watches the site, the theme and the client runtime; reports every added, changed or removed file. */
export function startWatcher(targets: DevWatchTargets, onChange: (file: string) => void): SiteWatcher {
  const watched = new Set(targets.paths.map((p) => path.resolve(p)));
  let ignored = targets.ignored;
  const watcher: FSWatcher = watch([...watched], {
    ignoreInitial: true,
    ignored: (file: string) => ignored(file),
    awaitWriteFinish: false,
  });
  watcher.on('all', (event, file) => {
    if (event === 'addDir' || event === 'unlinkDir') {
      // A folder renamed or removed: its files come as their own events (unlinkDir may come alone).
      if (event === 'unlinkDir') onChange(path.resolve(file));
      return;
    }
    onChange(path.resolve(file));
  });
  watcher.on('error', () => undefined);
  return {
    add(paths) {
      const fresh = paths.map((p) => path.resolve(p)).filter((p) => !watched.has(p));
      if (fresh.length === 0) return;
      for (const p of fresh) watched.add(p);
      watcher.add(fresh);
    },
    close: () => watcher.close(),
  };
}
