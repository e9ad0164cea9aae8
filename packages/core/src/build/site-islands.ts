import type { SiteContext, SourceFile } from '@docgen/config';
import { readsAsMdx } from '../markdown/format.js';
import { siteMapFile } from '../docusaurus/swizzled-map.js';
import { isDocusaurusPage } from '../render/component-page.js';
import { hasComponentItems } from '../render/stage.js';

/**
 * Whether pages of the site may hold site islands, so the bundle stage builds the theme's site
 * islands entry: MDX pages' components, Docusaurus' React pages and navbar component items; with
 * a component map, Markdown pages are compiled as MDX too (`compileBody`), its fences perhaps
 * drawn by a swizzled CodeBlock that needs the browser.
 */
export function hasSiteIslands(ctx: SiteContext, sources: readonly SourceFile[]): boolean {
  return (
    hasComponentItems(ctx) ||
    sources.some((s) => readsAsMdx(ctx, s) || isDocusaurusPage(s)) ||
    (sources.length > 0 && siteMapFile(ctx) !== undefined)
  );
}
