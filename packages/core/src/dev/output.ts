import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';

/**
 * The dev server's output: every build is a complete folder (a generation) and the served
 * path `<dir>/current` is a symlink swapped atomically to the newest good one, so a request
 * never sees a half-written site and a failed build changes nothing. Files a build did not
 * change are hard links to the previous generation's (cheap), never rewritten in place.
 */
export class GenerationDirs {
  /** The path the server serves (a symlink to the current generation). */
  readonly current: string;
  private counter = 0;
  private readonly removals = new Set<Promise<void>>();

  constructor(readonly dir: string) {
    this.current = path.join(dir, 'current');
  }

  /**
   * Empties the folder and makes a first, empty generation current. Sibling folders named
   * after a process that is gone (a dev server killed without clean-up) are removed too.
   */
  async reset(): Promise<string> {
    await fsp.rm(this.dir, { recursive: true, force: true });
    const parent = path.dirname(this.dir);
    for (const name of await fsp.readdir(parent).catch(() => [] as string[])) {
      if (/^\d+$/.test(name) && !alive(Number(name)))
        await fsp.rm(path.join(parent, name), { recursive: true, force: true }).catch(() => undefined);
    }
    await fsp.mkdir(this.dir, { recursive: true });
    const first = await this.create();
    await this.publish(first);
    return first;
  }

  /** A new, empty generation folder (not served yet). */
  async create(): Promise<string> {
    const dir = path.join(this.dir, `gen-${++this.counter}`);
    await fsp.rm(dir, { recursive: true, force: true });
    await fsp.mkdir(dir, { recursive: true });
    return dir;
  }

  /** A scratch folder for files that will be moved into the served generation. */
  async scratch(): Promise<string> {
    const dir = path.join(this.dir, `scratch-${++this.counter}`);
    await fsp.mkdir(dir, { recursive: true });
    return dir;
  }

  /** Serves `gen` from now on (atomic rename of a symlink) and removes the previous generation in the background. */
  async publish(gen: string, previous?: string): Promise<void> {
    const tmp = path.join(this.dir, `current.tmp-${this.counter}`);
    await fsp.rm(tmp, { force: true });
    await fsp.symlink(path.basename(gen), tmp, process.platform === 'win32' ? 'junction' : 'dir');
    await fsp.rename(tmp, this.current);
    if (previous && previous !== gen) this.discard(previous);
  }

  /** Removes a generation folder in the background (open responses keep their file handles). */
  discard(gen: string): void {
    const removal = fsp.rm(gen, { recursive: true, force: true }).catch(() => undefined);
    this.removals.add(removal);
    void removal.finally(() => this.removals.delete(removal));
  }

  /** Removes the whole folder (clean shutdown). */
  async remove(): Promise<void> {
    await fsp.rm(this.dir, { recursive: true, force: true }).catch(() => undefined);
  }

  /** Waits for background removals (shutdown). */
  async settle(): Promise<void> {
    await Promise.all([...this.removals]);
  }
}

/** Hard-links `rel` from one generation into another (copies when links are not possible); false when the source is gone. */
export function carryOver(from: string, to: string, rel: string, madeDirs: Set<string>): boolean {
  const src = path.join(from, rel);
  const dest = path.join(to, rel);
  const parent = path.dirname(dest);
  if (!madeDirs.has(parent)) {
    fs.mkdirSync(parent, { recursive: true });
    madeDirs.add(parent);
  }
  try {
    fs.linkSync(src, dest);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return true;
    if (code === 'ENOENT') return false;
    try {
      fs.copyFileSync(src, dest);
      return true;
    } catch {
      return false;
    }
  }
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
