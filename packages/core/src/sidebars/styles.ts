import type { SidebarNode, Sidebars } from './resolve.js';

/**
 * The theme features whose stylesheets the site's bundle gets: the site's own (`discovered.styles`),
 * `mermaid` when diagrams are on, and `sidebar-html` when a sidebar of any version holds an HTML
 * item with `defaultStyle`, so a site without one gets the same stylesheet as before.
 */
export function bundleFeatures(mermaid: boolean, styles: readonly string[] | undefined, sidebars: Sidebars): string[] {
  const styled = (nodes: readonly SidebarNode[]): boolean =>
    nodes.some((n) => (n.type === 'html' && n.defaultStyle) || (n.type === 'category' && styled(n.items)));
  const sets = [sidebars, ...(sidebars.versions?.values() ?? [])];
  const html = sets.some((set) => [...set.byName.values()].some(styled));
  return [...(styles ?? []), ...(mermaid ? ['mermaid'] : []), ...(html ? ['sidebar-html'] : [])];
}
