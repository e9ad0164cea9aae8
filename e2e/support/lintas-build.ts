import fs from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ARTIFACTS = path.join(REPO, 'e2e', '.artifacts');

/**
 * The production build of the Lintas site, built once per change of its inputs and shared by
 * every test file (content checks, browser tests): building it takes tens of seconds.
 * A lock folder keeps parallel test workers from building it twice.
 */
export async function lintasBuild(): Promise<string> {
  const out = path.join(ARTIFACTS, 'lintas-build');
  const stampFile = path.join(ARTIFACTS, 'lintas-build.stamp');
  const stamp = inputsStamp();
  const lock = path.join(ARTIFACTS, 'lintas-build.lock');
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  for (;;) {
    if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp && fs.existsSync(out)) return out;
    try {
      fs.mkdirSync(lock);
    } catch {
      // Another worker is building: a stale lock (a killed run) is taken over after 5 minutes.
      const age = Date.now() - fs.statSync(lock).mtimeMs;
      if (age > 5 * 60_000) fs.rmSync(lock, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 500));
      continue;
    }
    try {
      const { build } = await import('@docgen/core');
      process.env.NODE_ENV ??= 'production';
      await build({ siteDir: path.join(REPO, 'content'), outDir: out, strict: true });
      fs.writeFileSync(stampFile, stamp);
      return out;
    } finally {
      fs.rmSync(lock, { recursive: true, force: true });
    }
  }
}

/** Hash of everything the build reads: content, package outputs, the client and theme sources. */
function inputsStamp(): string {
  const hash = createHash('sha256');
  const roots = [
    'content',
    'packages/core/dist',
    'packages/plugin-search/dist',
    'packages/plugin-openapi/dist',
    'themes/default/src/islands',
    'packages/shared/dist',
    'packages/client/src',
    'themes/default/dist',
    'themes/default/css',
    'themes/default/i18n',
  ];
  const skip = /(^|\/)(node_modules|build|\.docgen|test)(\/|$)/;
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      const rel = path.relative(REPO, full);
      if (skip.test(rel)) continue;
      if (entry.isDirectory()) walk(full);
      else hash.update(rel).update(fs.readFileSync(full));
    }
  };
  for (const r of roots) walk(path.join(REPO, r));
  return hash.digest('hex');
}
