import fs from 'node:fs';
import path from 'node:path';
import type { SiteContext } from '@docgen/config';
import { SITE_EXTENSIONS } from '../util/import-resolve.js';

/** The folder of a site's own theme components (swizzled, or its own), as Docusaurus reads it. */
export const SITE_THEME_DIR = 'src/theme';

/** The components Docusaurus renders around every page, outermost first, as `src/theme/<name>`. */
export const SITE_WRAPPERS = ['Root', 'Layout/Provider', 'Layout'] as const;

/** What an import of a site file may leave out: a script's extension, or an MDX or Markdown file's. */
export const EXTENSIONS = [...SITE_EXTENSIONS, '.mdx', '.md'];

/** A site file as an import names it: as written, with an extension, or a folder's index (Node's order). */
export function findFile(base: string): string | undefined {
  // Every candidate lies in base's folder: when it is absent (most sites have no src/theme), one stat answers.
  if (!fs.statSync(path.dirname(base), { throwIfNoEntry: false })?.isDirectory()) return undefined;
  const candidates = [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => path.join(base, `index${e}`))];
  return candidates.find((c) => fs.statSync(c, { throwIfNoEntry: false })?.isFile());
}

/**
 * The site's own `src/theme/<name>` (a file, or a folder's index), as `@theme/<name>` finds it
 * first, then the same in the config's `themeDirs` (its local themes' folders, in Docusaurus'
 * order: the theme listed last first).
 */
export function siteThemeFile(ctx: SiteContext, name: string): string | undefined {
  for (const dir of siteThemeDirs(ctx)) {
    const file = findFile(path.join(dir, name));
    if (file) return file;
  }
  return undefined;
}

/**
 * What `@theme-original/<name>` names in a file of the site's src/theme/ or of a `themeDirs`
 * folder: the component of the next folder in `@theme/`'s order, as Docusaurus chains themes;
 * undefined when none has it (docgen's own theme answers) or the importer is in none of them.
 */
export function nextThemeFile(ctx: SiteContext, name: string, from: string): string | undefined {
  const dirs = siteThemeDirs(ctx);
  const at = themeDirOf(dirs, from);
  if (at < 0) return undefined;
  for (const dir of dirs.slice(at + 1)) {
    const file = findFile(path.join(dir, name));
    if (file) return file;
  }
  return undefined;
}

/** The site's theme folders, absolute, in `@theme/`'s order: `src/theme/`, then `themeDirs`. */
export function siteThemeDirs(ctx: SiteContext): string[] {
  return [SITE_THEME_DIR, ...(ctx.config.themeDirs ?? [])].map((d) => path.resolve(ctx.siteDir, d));
}

/** The index among `dirs` of the folder holding `file`; -1 when none does. */
export function themeDirOf(dirs: readonly string[], file: string): number {
  return dirs.findIndex((d) => !path.relative(d, file).startsWith('..'));
}

/** An import of one of Docusaurus' page-chrome components (what a whole Layout renders). */
const CHROME_IMPORT = /['"]@theme\/(Navbar|Footer|AnnouncementBar|SkipToContent)['"]/;

/**
 * The site's own `src/theme/<name>` that `@theme/<name>` resolves to, as in Docusaurus, except a
 * Layout swizzled by ejecting (one that renders the navbar or footer itself, not a wrapper of
 * `@theme-original/Layout`): docgen's layout renders the page chrome around every page, so a
 * React page's `<Layout>` is docgen's, as the migration says of that file. Bundling the copy would
 * draw a second navbar and footer from Docusaurus' internals that docgen does not have.
 */
export function ownThemeFile(ctx: SiteContext, name: string): string | undefined {
  const own = siteThemeFile(ctx, name);
  if (!own || name !== 'Layout') return own;
  let text: string;
  try {
    text = fs.readFileSync(own, 'utf8');
  } catch {
    return own;
  }
  return CHROME_IMPORT.test(text) ? undefined : own;
}
