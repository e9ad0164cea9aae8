import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO } from './lintas-build.js';

export interface StartedServer {
  url: string;
  /** Resolves once the server's first build is done (it answers before, rendering on demand). */
  firstBuild: Promise<void>;
  /** What it printed so far (stdout and stderr). */
  output(): string;
  stop(): Promise<void>;
}

/**
 * `docgen serve <site>` (the Lintas site by default; more options in `args`) in a child process
 * on a free port. Resolves once it listens, or, with `firstBuild`, once its first build is done
 * too (it answers before, rendering on demand).
 */
export async function startDocgenServe(options: {
  firstBuild: boolean;
  timeoutMs: number;
  site?: string;
  args?: string[];
}): Promise<StartedServer> {
  const release = await lockSite(path.resolve(REPO, options.site ?? 'content'));
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(REPO, 'bin/docgen'), 'serve', options.site ?? 'content', '--port', '0', ...(options.args ?? [])],
    {
      cwd: REPO,
      env: { ...process.env, CI: 'true', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.once('exit', release);
  let built!: () => void;
  let failed!: (error: Error) => void;
  const firstBuild = new Promise<void>((resolve, reject) => {
    built = resolve;
    failed = reject;
  });
  // Awaited by whoever needs it; a server stopped before then is no failure of its own.
  firstBuild.catch(() => {});
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`docgen serve did not start:\n${output}`)), options.timeoutMs);
    let listening: string | undefined;
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      listening ??= /(http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      const done = /\d+ pages in /.test(output);
      if (done) built();
      if (listening && (!options.firstBuild || done)) {
        clearTimeout(timer);
        resolve(listening);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      const error = new Error(`docgen serve exited with ${code}:\n${output}`);
      reject(error);
      failed(error);
    });
  });
  return {
    url,
    firstBuild,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGINT');
      }),
  };
}

/**
 * Browser test files run two at a time, and two dev servers on one site folder would share its
 * `.docgen/` (compiled modules, the live theme) and see each other's writes: the second waits
 * until the first has stopped. A lock whose owner died (a killed run) is taken over.
 */
async function lockSite(siteDir: string): Promise<() => void> {
  const lock = path.join(
    os.tmpdir(),
    `docgen-serve-${createHash('sha256').update(siteDir).digest('hex').slice(0, 12)}.lock`,
  );
  for (;;) {
    try {
      fs.mkdirSync(lock);
      fs.writeFileSync(path.join(lock, 'pid'), String(process.pid));
      let released = false;
      return () => {
        if (!released) fs.rmSync(lock, { recursive: true, force: true });
        released = true;
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (!ownerAlive(lock)) fs.rmSync(lock, { recursive: true, force: true });
      else await new Promise((r) => setTimeout(r, 250));
    }
  }
}

function ownerAlive(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(fs.readFileSync(path.join(lock, 'pid'), 'utf8'));
  } catch {
    // Just made, its pid not written yet: alive, unless it has stayed so for a while.
    try {
      return Date.now() - fs.statSync(lock).mtimeMs < 10_000;
    } catch {
      return false;
    }
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
