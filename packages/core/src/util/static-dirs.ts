import fs from 'node:fs';
import path from 'node:path';
import type { SiteContext } from '@docgen/config';
import { toPosix } from './paths.js';

/**
 * The site's static folders (`staticDirectories`, Docusaurus' option; `static` by default), as
 * absolute paths in the config's order: their files are the output's root, the first folder
 * holding a path gives it. A folder outside the site folder is left out (discover reports it).
 */
export function staticDirs(ctx: SiteContext): string[] {
  const siteDir = path.resolve(ctx.siteDir);
  const dirs = (ctx.config.staticDirectories ?? ['static']).map((d) => path.resolve(siteDir, d));
  return [...new Set(dirs)].filter((d) => isInside(siteDir, d));
}

/** The file a path from the site's root (`/img/x.png`, `img/x.png`) names in the static folders: the first holding it. */
export function staticFile(ctx: SiteContext, sitePath: string): string | undefined {
  const rel = sitePath.replace(/^\/+/, '');
  if (rel === '') return undefined;
  for (const dir of staticDirs(ctx)) {
    const file = path.join(dir, rel);
    if (isInside(dir, file) && fs.statSync(file, { throwIfNoEntry: false })?.isFile()) return file;
  }
  return undefined;
}

/** Where a path from the site's root may be: in each static folder, in order. */
export function staticCandidates(ctx: SiteContext, sitePath: string): string[] {
  const rel = sitePath.replace(/^\/+/, '');
  return staticDirs(ctx).map((dir) => path.join(dir, rel));
}

/** The output path (POSIX, no leading `/`) of a file inside a static folder, or undefined. */
export function staticOutPath(ctx: SiteContext, file: string): string | undefined {
  for (const dir of staticDirs(ctx)) if (isInside(dir, file)) return toPosix(path.relative(dir, file));
  return undefined;
}

/** Whether the file is inside one of the static folders. */
export function inStaticDir(ctx: SiteContext, file: string): boolean {
  return staticOutPath(ctx, file) !== undefined;
}

/** The static folders as messages name them: `static/`, or `static/, public/`. */
export function staticDirsLabel(ctx: SiteContext): string {
  const dirs = staticDirs(ctx).map((d) => `${toPosix(path.relative(ctx.siteDir, d))}/`);
  return dirs.length === 0 ? 'static/' : dirs.join(', ');
}

function isInside(dir: string, file: string): boolean {
  const rel = path.relative(dir, file);
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel);
}
