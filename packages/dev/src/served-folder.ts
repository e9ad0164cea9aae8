import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';

/**
 * Points the served link `root` at `dir` (a sibling folder, or one inside its folder): a new
 * link renamed over the old one, so a request sees the old folder or the new one.
 */
export function pointLink(root: string, dir: string): void {
  const tmp = `${root}.tmp-${process.pid}`;
  fs.rmSync(tmp, { force: true });
  fs.symlinkSync(path.relative(path.dirname(root), dir), tmp, process.platform === 'win32' ? 'junction' : 'dir');
  fs.renameSync(tmp, root);
}

/**
 * Empties the dev output folder; sibling folders named after a process that is gone (a dev
 * server killed without clean-up) go too.
 */
export async function resetDevDir(dir: string): Promise<void> {
  await fsp.rm(dir, { recursive: true, force: true });
  const parent = path.dirname(dir);
  for (const name of await fsp.readdir(parent).catch(() => [] as string[])) {
    if (/^\d+$/.test(name) && !alive(Number(name)))
      await fsp.rm(path.join(parent, name), { recursive: true, force: true }).catch(() => undefined);
  }
  await fsp.mkdir(dir, { recursive: true });
}

function alive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
