/**
 * A fixture site written to a temporary folder and built once for a test file with
 * `docgen build --strict` (a failed build fails the file with docgen's output), removed when the
 * file ends. Pair it with `useStaticServer(() => path.join(site.dir, 'build'))`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { DOCGEN_BIN, makeSite } from '../../packages/cli/test/serve-harness.js';

export function useBuiltSite(files: Record<string, string>, prefix: string): { readonly dir: string } {
  let dir: string | undefined;
  beforeAll(() => {
    dir = makeSite(files, prefix);
    const built = spawnSync(process.execPath, [DOCGEN_BIN, 'build', dir, '--strict'], { encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`docgen build failed:\n${built.stdout}\n${built.stderr}`);
  });
  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });
  return {
    get dir() {
      if (!dir) throw new Error('useBuiltSite(): not built yet');
      return dir;
    },
  };
}
