import { EXIT, describeStrayError, isDocgenError, isStrayError, strayErrorsWatched } from '@docgen/core/build';
import type { Output } from './output.js';
import { alreadyReported, reportFailure } from './run.js';

/**
 * Code a build ran can fail after the build stopped watching for stray errors: a timer a site's
 * plugin left fires while the output is put in place or the summary is printed. Node would end
 * the process with a stack trace; until the command exits, such an error is reported as the build
 * reports it (an UncaughtError at the site's line) and the command exits non-zero.
 */
export function watchLateErrors(siteDir: string, output: Output): { readonly code: number } {
  const state = { code: EXIT.ok as number };
  let repeats = 0;
  const on = (error: unknown) => {
    // While a build watches, its own listener fails the running stage with this error. (Not told
    // by the number of listeners: an import's brief one would leave the error to nobody.)
    if (strayErrorsWatched() || !isStrayError(error)) return;
    const described = describeStrayError(error, siteDir);
    if (alreadyReported(described)) {
      // A plugin's ten queued calls failing alike would print one report ten times.
      if (repeats++ === 0)
        process.once('exit', () =>
          process.stderr.write(
            `The same error was raised ${repeats} more time${repeats === 1 ? '' : 's'} after the build stopped (not printed again).\n`,
          ),
        );
      state.code = Math.max(state.code, isDocgenError(described) ? described.exitCode : EXIT.internal);
    } else state.code = Math.max(state.code, reportFailure(output, described));
    process.exitCode = Math.max(Number(process.exitCode ?? 0), state.code);
  };
  process.on('uncaughtException', on);
  process.on('unhandledRejection', on);
  return state;
}
