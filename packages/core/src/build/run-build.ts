import { Build } from './build.js';
import type { PreparedBuild } from './commit.js';
import type { BuildOptions, BuildResult } from './types.js';

/**
 * `docgen build` and `docgen check` (`dryRun`): one run of the build, put in place when every
 * stage succeeded. Any error stops it with diagnostics, and the output stays as it was.
 */
export async function build(options: BuildOptions, prepared?: PreparedBuild): Promise<BuildResult> {
  const run = await new Build(options, prepared).run();
  return run.commit();
}
