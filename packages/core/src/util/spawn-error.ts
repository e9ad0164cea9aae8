/** What a program code started could not do: Node's error of `spawn` (`spawn flow ENOENT`). */
export interface SpawnFailure {
  /** The program as the code named it (`flow`, `./bin/tool`). */
  program: string;
  /** The command line, shortened: the program and its first arguments. */
  command: string;
  /** Why the system refused, in words. */
  reason: string;
  /** What to do about it. */
  fix: string;
}

const SHOWN_ARGS = 3;

/**
 * Reads Node's spawn error, which names neither the caller (its stack is Node's own) nor the
 * remedy: a site's plugin that runs a program the machine lacks fails with only `spawn x ENOENT`.
 */
export function spawnFailure(error: unknown): SpawnFailure | undefined {
  const e = error as { code?: unknown; syscall?: unknown; path?: unknown; spawnargs?: unknown };
  if (typeof e?.syscall !== 'string' || !e.syscall.startsWith('spawn') || typeof e.path !== 'string') return undefined;
  const program = e.path;
  const args = Array.isArray(e.spawnargs) ? e.spawnargs.map(String) : [];
  const shown = [program, ...args.slice(0, SHOWN_ARGS)].join(' ');
  const command = args.length > SHOWN_ARGS ? `${shown} …` : shown;
  const byPath = program.includes('/');
  switch (e.code) {
    case 'ENOENT':
      return {
        program,
        command,
        reason: `the program \`${program}\` is not installed here: there is no ${byPath ? `file ${program}` : `\`${program}\` on the PATH`}`,
        fix: `install \`${program}\` (a package or the site's README may say how) and build again, or remove the plugin that runs it.`,
      };
    case 'EACCES':
      return {
        program,
        command,
        reason: `${byPath ? `the file ${program}` : `\`${program}\` (found on the PATH)`} may not be run: it is not executable`,
        fix: `make it executable (chmod +x) and build again.`,
      };
    default:
      return {
        program,
        command,
        reason: `the system could not start \`${program}\` (${String(e.code ?? 'unknown error')})`,
        fix: `check that \`${program}\` runs on this machine, then build again.`,
      };
  }
}
