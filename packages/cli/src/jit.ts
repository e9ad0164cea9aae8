import { setFlagsFromString } from 'node:v8';

/**
 * V8's interrupt budget (bytecode run before a function is considered for TurboFan) for a build:
 * three times Node 20's default of 66 KB. A cold build runs most of its code for a few seconds
 * only, and TurboFan compiled about 900 functions of a Lintas build on V8's background threads, a
 * third of the process's CPU, on a machine of two cores where the main thread and the highlight
 * thread need both. With the larger budget only the code that keeps running is optimized.
 */
export const BUILD_INTERRUPT_BUDGET = 3 * 66 * 1024;

/** Sets the budget for this process (V8's flags are the process's, worker threads included). */
export function tuneJitForBuild(): void {
  setFlagsFromString(`--interrupt-budget=${BUILD_INTERRUPT_BUDGET}`);
}
