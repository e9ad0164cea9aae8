import { type Diagnostic, DocgenError, EXIT, formatDiagnostics, isDocgenError } from '@docgen/core/build';
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

/** What the diagnostics printed so far by this process say: the same failure is printed once. */
const printed = new Set<string>();
const sayingOf = (d: Diagnostic) => [d.name, d.message, d.file ?? '', d.line ?? ''].join('\0');

/** Whether every diagnostic of `error` was printed already (code a build ran failing again the same way). */
export function alreadyReported(error: unknown): boolean {
  return isDocgenError(error) && error.diagnostics.every((d) => printed.has(sayingOf(d)));
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
    for (const d of stopped.diagnostics) printed.add(sayingOf(d));
    const cause = (error as { cause?: { stack?: unknown } }).cause;
    if (process.env.DEBUG && typeof cause?.stack === 'string') process.stderr.write(`${cause.stack}\n`);
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
