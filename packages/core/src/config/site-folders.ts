import path from 'node:path';
import type { SiteConfig } from '@docgen/config';
import { toPosix } from '../util/paths.js';

/**
 * The content folders a config resolved on this machine (`path.resolve(import.meta.dirname,
 * 'docs')`, as Docusaurus configs often write them, which Docusaurus reads as `docs`), made
 * relative to the site folder, as the rest of docgen takes them. A folder outside the site folder
 * stays as written.
 */
export function siteRelativeFolders(config: SiteConfig, siteDir: string): void {
  const relative = (folder: string): string => {
    if (!path.isAbsolute(folder)) return folder;
    const rel = path.relative(siteDir, folder);
    return rel.startsWith('..') || path.isAbsolute(rel) ? folder : toPosix(rel) || '.';
  };
  config.docs.path = relative(config.docs.path);
  for (const instance of config.docsInstances ?? []) instance.path = relative(instance.path);
  if (config.blog) config.blog.path = relative(config.blog.path);
  for (const blog of config.blogInstances ?? []) blog.path = relative(blog.path);
}
