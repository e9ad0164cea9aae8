import { DocgenError, EXIT, formatDiagnostics, isDocgenError } from '@docgen/core/build';
import type { Output } from './output.js';
import { refusedDiagnostic } from './refused.js';

/** Runs a command body: diagnostics are reported (never a stack trace) and mapped to exit codes. */
export async function guarded(output: Output, body: () => Promise<number>): Promise<number> {
  try {
    return await body();
  } catch (error) {
    return reportFailure(output, error);
  }
}

/** Reports what stopped a command (a diagnostic, never a stack trace) and gives its exit code. */
export function reportFailure(output: Output, error: unknown): number {
  output.done();
  if (isDocgenError(error)) {
    // Stopping on warnings alone is docgen's own fault, and must not pass for a success (exit 0).
    const stopped = error.diagnostics.some((d) => d.severity === 'error')
      ? error
      : new DocgenError([
          ...error.diagnostics,
          {
            name: 'InternalError',
            severity: 'error',
            message: 'docgen stopped on warnings alone, before finishing the command.',
            fix: 'report it with the command you ran and the warnings above; fix them to go on meanwhile.',
          },
        ]);
    process.stderr.write(
      formatDiagnostics(stopped.diagnostics, {
        color: output.color,
        verbose: output.verbose,
        githubAnnotations: Boolean(process.env.GITHUB_ACTIONS),
      }),
    );
    return stopped.exitCode;
  }
  const refused = refusedDiagnostic(error);
  if (refused) {
    process.stderr.write(
      formatDiagnostics([refused], { color: output.color, githubAnnotations: Boolean(process.env.GITHUB_ACTIONS) }),
    );
    if (process.env.DEBUG) process.stderr.write(`${(error as Error)?.stack ?? ''}\n`);
    return EXIT.system;
  }
  const err = error as Error;
  process.stderr.write(
    formatDiagnostics(
      [
        {
          name: 'InternalError',
          severity: 'error',
          message: `docgen failed unexpectedly: ${err?.message ?? String(error)}`,
          fix: `report it with the command you ran${process.env.DEBUG ? ' and the stack below' : ' and the stack (DEBUG=docgen prints it)'}.`,
        },
      ],
      { color: output.color, githubAnnotations: Boolean(process.env.GITHUB_ACTIONS) },
    ),
  );
  if (process.env.DEBUG) process.stderr.write(`${err?.stack ?? ''}\n`);
  return EXIT.internal;
}
