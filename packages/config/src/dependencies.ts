import fs from 'node:fs';
import path from 'node:path';

export interface InstalledDependency {
  name: string;
  /** '?' when its package.json cannot be read. */
  version: string;
  /** Its installed folder (real path), when found. */
  dir?: string;
}

/** The version and installed folder of each dependency of a package (the core's: what its results depend on). */
export function dependencyVersions(coreRoot: string): InstalledDependency[] {
  let deps: string[] = [];
  try {
    deps = Object.keys(
      (
        JSON.parse(fs.readFileSync(path.join(coreRoot, 'package.json'), 'utf8')) as {
          dependencies?: Record<string, string>;
        }
      ).dependencies ?? {},
    );
  } catch {
    return [];
  }
  return deps.sort().map((name) => {
    const dir = packageDir(coreRoot, name);
    let version = '?';
    try {
      if (dir)
        version =
          (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version?: string }).version ?? '?';
    } catch {
      // unreadable: '?' (the folder still tells versions apart under pnpm)
    }
    return { name, version, ...(dir ? { dir } : {}) };
  });
}

export function packageDir(from: string, name: string): string | undefined {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name, 'package.json');
    if (fs.existsSync(candidate)) {
      try {
        return path.dirname(fs.realpathSync(candidate));
      } catch {
        return undefined;
      }
    }
    if (path.dirname(dir) === dir) return undefined;
  }
}
