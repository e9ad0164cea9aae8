/**
 * A fixture site written to a temporary folder and built once for a test file as
 * `docgen build --strict` builds it (a failed build fails the file with docgen's diagnostics),
 * removed when the file ends. Pair it with `useStaticServer(() => path.join(site.dir, 'build'))`.
 *
 * The build runs in the test worker, with the options the command gives it: a `docgen build`
 * child cost ~1.7 s of CPU (a Node start and docgen's modules loaded again), against ~0.4 s in a
 * worker that has built before, for 24 files of the browser group.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { makeSite, REPO } from '../../packages/cli/test/serve-harness.js';

export function useBuiltSite(
  files: Record<string, string>,
  prefix: string,
  /** Files of packages of the site's own (paths in node_modules), beside the workspace's packages. */
  packages?: Record<string, string>,
): { readonly dir: string } {
  let dir: string | undefined;
  beforeAll(async () => {
    dir = makeSite(files, prefix);
    if (packages) ownPackages(dir, packages);
    await buildAsTheCommandDoes(dir);
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

/** `docgen build <dir> --strict`'s build (packages/cli/src/commands/build.ts), in this process. */
async function buildAsTheCommandDoes(dir: string): Promise<void> {
  const { buildIfChanged, formatDiagnostics, isDocgenError } = await import('@docgen/core/build');
  try {
    // The command resolves docgen's packages from its own installation (RESOLVE_FROM).
    await buildIfChanged({
      siteDir: dir,
      strict: true,
      resolveFrom: [path.join(REPO, 'packages', 'cli')],
      cache: true,
    });
  } catch (error) {
    if (!isDocgenError(error)) throw error;
    throw new Error(`docgen build failed:\n${formatDiagnostics(error.diagnostics, { color: false })}`);
  }
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
