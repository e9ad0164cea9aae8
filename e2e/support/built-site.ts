/**
 * A fixture site written to a temporary folder and built once for a test file with
 * `docgen build --strict` (a failed build fails the file with docgen's output), removed when the
 * file ends. Pair it with `useStaticServer(() => path.join(site.dir, 'build'))`.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { DOCGEN_BIN, makeSite } from '../../packages/cli/test/serve-harness.js';

export function useBuiltSite(
  files: Record<string, string>,
  prefix: string,
  /** Files of packages of the site's own (paths in node_modules), beside the workspace's packages. */
  packages?: Record<string, string>,
): { readonly dir: string } {
  let dir: string | undefined;
  beforeAll(() => {
    dir = makeSite(files, prefix);
    if (packages) ownPackages(dir, packages);
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

/** The site's node_modules made a folder of its own: links to the workspace's packages, and `packages`. */
function ownPackages(dir: string, packages: Record<string, string>): void {
  const modules = path.join(dir, 'node_modules');
  const workspace = fs.realpathSync(modules);
  fs.unlinkSync(modules);
  fs.mkdirSync(modules);
  for (const name of fs.readdirSync(workspace)) {
    fs.symlinkSync(path.join(workspace, name), path.join(modules, name), 'dir');
  }
  for (const [rel, content] of Object.entries(packages)) {
    const file = path.join(modules, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, content);
  }
}
