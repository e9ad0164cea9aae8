import fs from 'node:fs/promises';
import fss from 'node:fs';
import path from 'node:path';

/**
 * Atomic output: a build writes into a sibling staging folder; only a successful build
 * swaps it in (rename), so a failed build never leaves a half-written output or replaces
 * the last good one.
 */
export async function createStaging(outDir: string): Promise<string> {
  const parent = path.dirname(path.resolve(outDir));
  await fs.mkdir(parent, { recursive: true });
  return fs.mkdtemp(path.join(parent, `.${path.basename(outDir)}.staging-`));
}

export async function discardStaging(stagingDir: string): Promise<void> {
  await fs.rm(stagingDir, { recursive: true, force: true });
}

export async function swapIn(stagingDir: string, outDir: string): Promise<void> {
  const target = path.resolve(outDir);
  const old = `${target}.old-${process.pid}`;
  const hadOutput = fss.existsSync(target);
  if (hadOutput) await fs.rename(target, old);
  try {
    await fs.rename(stagingDir, target);
  } catch (error) {
    if (hadOutput) await fs.rename(old, target);
    throw error;
  }
  if (hadOutput) await fs.rm(old, { recursive: true, force: true });
}
