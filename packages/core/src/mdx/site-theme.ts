import fs from 'node:fs';
import type { SiteContext } from '@docgen/config';
import { siteThemeFile } from './resolve.js';

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
