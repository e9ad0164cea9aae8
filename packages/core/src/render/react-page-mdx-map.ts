import type { SiteContext } from '@docgen/config';
import type { Diagnostic } from '@docgen/diagnostics';
import type { MarkdownImports } from '../mdx/markdown-imports.js';
import { compileComponent, diagnosticsOf } from '../mdx/modules.js';
import { shareDocgenReact } from '../util/share-react.js';
import { siteMapFile } from '../docusaurus/swizzled-map.js';

/**
 * The site's MDX component map (`src/theme/MDXComponents`) for the Markdown files a React page
 * imports: Docusaurus gives it to them through `@theme/MDXContent`'s provider, so a landing page's
 * MDX may use the map's components (`<Highlight>`) without importing them. Undefined when the
 * site has no map or the page imports no Markdown; a map that does not compile is told, and the
 * page renders without it.
 */
export async function reactPageMdxMap(
  ctx: SiteContext,
  modules: Readonly<Record<string, string>>,
  page: { inputs: readonly string[] },
  markdown: MarkdownImports,
  faults: Diagnostic[],
): Promise<{ components: Record<string, unknown>; inputs: string[]; media: [string, string][] } | undefined> {
  const file = siteMapFile(ctx);
  if (!file || !page.inputs.some((f) => /\.mdx?$/i.test(f))) return undefined;
  try {
    const map = await compileComponent(ctx, modules, file, markdown);
    shareDocgenReact();
    const components = ((await import(map.url)) as { default?: unknown }).default;
    if (!components || typeof components !== 'object') return undefined;
    return { components: components as Record<string, unknown>, inputs: map.inputs, media: map.media };
  } catch (error) {
    faults.push(...diagnosticsOf(error));
    return undefined;
  }
}
