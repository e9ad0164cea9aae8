import { Build } from './build.js';
import type { PreparedBuild } from './commit.js';
import { StrayErrors } from './stray-errors.js';
import type { BuildOptions, BuildResult } from './types.js';

/**
 * `docgen build` and `docgen check` (`dryRun`): one run of the build, put in place when every
 * stage succeeded. Any error stops it with diagnostics, and the output stays as it was.
 */
export async function build(options: BuildOptions, prepared?: PreparedBuild): Promise<BuildResult> {
  // Code the stages ran can fail after they returned (a promise nobody awaited, rejected on a
  // later turn): watched until the output is in place, so it fails the run instead of escaping.
  const stray = new StrayErrors(options.siteDir);
  stray.start();
  try {
    const run = await new Build(options, prepared).run({}, stray);
    try {
      await stray.race(new Promise((resolve) => setImmediate(resolve)));
    } catch (error) {
      await run.discard();
      throw error;
    }
    const result = await run.commit();
    if (stray.first !== undefined) throw stray.first;
    return result;
  } finally {
    stray.stop();
  }
}
