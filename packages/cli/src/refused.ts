import path from 'node:path';
import type { Diagnostic } from '@docgen/core/build';

/** Node's codes for a file operation the machine refused, and what each means to the user. */
const REASONS: Readonly<Record<string, { what: string; fix: string }>> = {
  ENOSPC: { what: 'the disk is full', fix: 'free space on the disk that holds it (`df -h` shows which)' },
  EDQUOT: { what: "the user's disk quota is used up", fix: 'free space within the quota, or raise it' },
  EACCES: { what: 'permission is denied', fix: 'give the user running docgen access to it, or choose another folder' },
  EPERM: {
    what: 'the operation is not permitted',
    fix: 'give the user running docgen access to it, or choose another folder',
  },
  EROFS: { what: 'the file system is read-only', fix: 'choose a folder on a writable file system (`--out`)' },
  ENOTDIR: {
    what: 'a file stands where a folder must be',
    fix: 'move or rename that file, or choose another folder (`--out`)',
  },
  EEXIST: {
    what: 'a file stands where a folder must be',
    fix: 'move or rename that file, or choose another folder (`--out`)',
  },
  EISDIR: { what: 'a folder stands where a file must be', fix: 'move or rename that folder' },
  EMFILE: { what: 'too many files are open', fix: 'raise the limit of open files (`ulimit -n 65536`)' },
  ENFILE: { what: "the system's table of open files is full", fix: 'close other programs or raise the system limit' },
  ENAMETOOLONG: { what: 'the path is too long for the file system', fix: 'choose a shorter folder (`--out`)' },
};

interface SystemError {
  code: string;
  syscall?: string;
  path?: string;
  dest?: string;
}

/** The refused file operation behind an error (itself or one of its causes), if it is one. */
function refusedOperation(error: unknown): SystemError | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 8; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && code in REASONS) return e as SystemError;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * A `FileSystemRefused` diagnostic for an error the machine raised (a full disk, a missing
 * permission…), so that the user reads what to do instead of being told docgen has a bug.
 */
export function refusedDiagnostic(error: unknown, cwd = process.cwd()): Diagnostic | undefined {
  const refused = refusedOperation(error);
  if (!refused) return undefined;
  const reason = REASONS[refused.code] as { what: string; fix: string };
  const relative = refused.path ? path.relative(cwd, refused.path) || '.' : undefined;
  // A path outside the working folder reads better whole than as a climb of `../`.
  const where = relative?.startsWith('..') ? refused.path : relative;
  const operation = refused.syscall ? `${refused.syscall} ` : '';
  return {
    name: 'FileSystemRefused',
    severity: 'error',
    ...(where ? { file: where } : {}),
    message: `docgen could not ${operation}${where ?? 'a file'}${refused.dest ? ` to ${refused.dest}` : ''}: ${reason.what} (${refused.code}).`,
    why: 'the build cannot go on without it; the last good output is kept.',
    fix: `${reason.fix}, then run the command again.`,
  };
}
