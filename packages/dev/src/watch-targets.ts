import path from 'node:path';
import { clientFolder, type ThemeLocation } from '@docgen/core';

/** What the build's discover stage read (the parts of its `DiscoveredSite` that name files). */
interface ReadFiles {
  sources: readonly { file: string }[];
  categories: readonly { file: string }[];
  staticFiles: readonly { file: string }[];
}

export interface DevWatchTargets {
  /** Folders to watch. */
  paths: string[];
  /** Paths the watcher must skip (output, dependencies, VCS, editor temp files). */
  ignored(file: string): boolean;
  /** The site's files the last build read (sources, category files, static files): a removed one must rebuild. */
  read?: string[];
}

/**
 * The site folder, the theme's code and styles (when outside the site), the client runtime, and
 * the files MDX pages import from outside the site (a component shared by sites); never the dev
 * output, nor packages.
 */
export function watchTargets(
  siteDir: string,
  outDir: string,
  theme: ThemeLocation | undefined,
  imported: Iterable<string> = [],
  discovered?: ReadFiles,
): DevWatchTargets {
  const extra = [...(theme?.codeDirs ?? []), ...(theme?.styleDirs ?? [])];
  const client = clientFolder();
  if (client) extra.push(client);
  for (const file of imported)
    if (!file.startsWith(siteDir + path.sep) && !file.split(path.sep).includes('node_modules')) extra.push(file);
  const roots = extra.filter((d) => !d.startsWith(siteDir + path.sep));
  const read = discovered
    ? [...discovered.sources, ...discovered.categories, ...discovered.staticFiles].map((f) => f.file).filter(Boolean)
    : [];
  return {
    paths: [siteDir, ...roots],
    read,
    ignored(file: string) {
      const abs = path.resolve(file);
      if (abs === outDir || abs.startsWith(outDir + path.sep)) return true;
      const name = path.basename(abs);
      if (/(~|\.swp|\.swx|\.tmp|\.crswap)$/.test(name) || name === '4913' || name.startsWith('.#')) return true;
      const root = [siteDir, ...roots].find((r) => abs === r || abs.startsWith(r + path.sep));
      if (!root) return false;
      const segments = path.relative(root, abs).split(path.sep);
      if (segments.some((s) => s === 'node_modules' || (s.startsWith('.') && s !== '.' && s.length > 1))) return true;
      return root === siteDir && (segments[0] === 'build' || segments[0] === 'dist');
    },
  };
}
