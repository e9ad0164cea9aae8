import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { REPO } from './lintas-build.js';

export interface StartedServer {
  url: string;
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
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`docgen serve did not start:\n${output}`)), options.timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /(http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (m && (!options.firstBuild || /\d+ pages in /.test(output))) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`docgen serve exited with ${code}:\n${output}`)));
  });
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGINT');
      }),
  };
}
