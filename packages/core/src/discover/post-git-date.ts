import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The date of the commit that added a file (following renames), as Docusaurus dates a blog post
 * with neither a front matter `date` nor a date in its name (`getFileCommitDate`, age "oldest").
 * Undefined outside a git repository or for a file git does not know: the caller then takes the
 * file's time and says so, as Docusaurus warns.
 */
export function firstCommitDate(file: string): Date | undefined {
  let out: string;
  try {
    out = execFileSync(
      'git',
      [
        '-c',
        'log.showSignature=false',
        'log',
        '--format=%ct',
        '--follow',
        '--diff-filter=A',
        '--',
        path.basename(file),
      ],
      { cwd: path.dirname(file), encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
    );
  } catch {
    return undefined;
  }
  // With --follow, each add along the renames is listed, newest first: the last is the first add.
  const times = out.split('\n').filter((line) => /^\d+$/.test(line));
  const oldest = times[times.length - 1];
  return oldest === undefined ? undefined : new Date(Number(oldest) * 1000);
}
