import fs from 'node:fs';
import path from 'node:path';
import picomatch from 'picomatch';
import type { Notes } from './notes.js';

/**
 * The packages of the repository's own workspace that the site folder is in (npm, yarn and bun
 * `workspaces` of a package.json, pnpm's pnpm-workspace.yaml), by name: their folder, relative to
 * the workspace's root, and the root. A Docusaurus site of a monorepo often loads its remark
 * plugins from there (`@react-native-website/remark-snackplayer` in `plugins/`): before the
 * workspace is installed they are stood in for like any package, though they are the site's own.
 */
export function workspacePackages(siteDir: string): { root: string; packages: Map<string, string> } | undefined {
  for (let dir = path.resolve(siteDir); ; dir = path.dirname(dir)) {
    const patterns = workspacePatterns(dir);
    if (patterns) {
      const packages = new Map<string, string>();
      for (const pattern of patterns)
        for (const folder of expand(dir, pattern.replace(/^\.\//, '').replace(/\/+$/, ''))) {
          const name = packageName(path.join(dir, folder));
          if (name && !packages.has(name)) packages.set(name, folder);
        }
      return { root: dir, packages };
    }
    if (path.dirname(dir) === dir) return undefined;
  }
}

function workspacePatterns(dir: string): string[] | undefined {
  try {
    const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
      workspaces?: unknown;
    };
    const list = Array.isArray(pkg.workspaces)
      ? pkg.workspaces
      : (pkg.workspaces as { packages?: unknown } | undefined)?.packages;
    if (Array.isArray(list)) return list.filter((p): p is string => typeof p === 'string' && !p.startsWith('!'));
  } catch {
    // No package.json there, or not JSON: look for pnpm's file.
  }
  try {
    const text = fs.readFileSync(path.join(dir, 'pnpm-workspace.yaml'), 'utf8');
    const block = /^packages:\s*\n((?:[ \t]+-.*\n?|[ \t]*#.*\n?|[ \t]*\n)*)/m.exec(text)?.[1] ?? '';
    return [...block.matchAll(/^[ \t]+-[ \t]*['"]?([^'"#\n]+?)['"]?[ \t]*$/gm)]
      .map((m) => m[1]!)
      .filter((p) => !p.startsWith('!'));
  } catch {
    return undefined;
  }
}

/** The folders (relative to `root`) a workspace pattern names: `*` in a segment, `**` not followed. */
function expand(root: string, pattern: string): string[] {
  let folders = [''];
  for (const segment of pattern.split('/')) {
    if (segment === '**' || segment === '') return folders.filter((f) => f !== '');
    const next: string[] = [];
    for (const folder of folders) {
      if (!/[*?[{]/.test(segment)) {
        next.push(folder ? `${folder}/${segment}` : segment);
        continue;
      }
      const match = picomatch(segment);
      let entries: fs.Dirent[] = [];
      try {
        entries = fs.readdirSync(path.join(root, folder), { withFileTypes: true });
      } catch {
        // A folder the pattern names that does not exist holds no package.
      }
      for (const entry of entries)
        if (entry.isDirectory() && entry.name !== 'node_modules' && match(entry.name))
          next.push(folder ? `${folder}/${entry.name}` : entry.name);
    }
    folders = next;
  }
  return folders;
}

function packageName(folder: string): string | undefined {
  try {
    const name = (JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8')) as { name?: unknown }).name;
    return typeof name === 'string' ? name : undefined;
  } catch {
    return undefined;
  }
}

/** Notes the stand-ins that are packages of the site's own workspace, and what to run. */
export function noteWorkspaceStandIns(siteDir: string, stubbed: readonly string[], notes: Notes): void {
  const found = workspaceStandIns(siteDir, stubbed);
  if (found) notes.add(found.key, found.what, found.todo);
}

function workspaceStandIns(
  siteDir: string,
  stubbed: readonly string[],
): { key: string; what: string; todo: string } | undefined {
  const workspace = workspacePackages(siteDir);
  if (!workspace) return undefined;
  const own = stubbed
    .map((spec) =>
      spec
        .split('/')
        .slice(0, spec.startsWith('@') ? 2 : 1)
        .join('/'),
    )
    .filter((name, i, all) => workspace.packages.has(name) && all.indexOf(name) === i);
  if (own.length === 0) return undefined;
  const one = own.length === 1;
  const where = path.relative(siteDir, workspace.root) || '.';
  return {
    key: own.map((name) => `${name} (${workspace.packages.get(name)}/)`).join(', '),
    what: `${one ? 'is a package' : 'are packages'} of the repository's own workspace, not installed yet: the migration stood in for ${one ? 'it' : 'them'}, so what ${one ? 'it gives' : 'they give'} the config (remark plugins, sidebar items) is missing.`,
    todo: `install the workspace's packages at its root, ${where}/ (npm install, yarn or pnpm install there), then run docgen migrate docusaurus again.`,
  };
}
