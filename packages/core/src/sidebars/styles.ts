import type { SidebarNode, Sidebars } from './resolve.js';

/**
 * The theme features whose stylesheets the site's bundle gets: the site's own (`discovered.styles`),
 * `mermaid` when diagrams are on, `live-code` when live code blocks are or a page imports their
 * playground, and `sidebar-html` when a sidebar of any version holds an HTML item with
 * `defaultStyle`, so a site without one gets the same stylesheet as before.
 */
export function bundleFeatures(
  markdown: { mermaid: boolean; liveCodeBlocks: boolean },
  discovered: { styles?: readonly string[]; sources: readonly { body: string }[] },
  sidebars: Sidebars,
): string[] {
  const { styles } = discovered;
  const liveCode =
    markdown.liveCodeBlocks ||
    discovered.sources.some((s) => /['"]@theme\/(?:Playground|LiveCodeBlock)['"]/.test(s.body));
  const styled = (nodes: readonly SidebarNode[]): boolean =>
    nodes.some((n) => (n.type === 'html' && n.defaultStyle) || (n.type === 'category' && styled(n.items)));
  const sets = [sidebars, ...(sidebars.versions?.values() ?? [])];
  const html = sets.some((set) => [...set.byName.values()].some(styled));
  return [
    ...(styles ?? []),
    ...(markdown.mermaid ? ['mermaid'] : []),
    ...(liveCode ? ['live-code'] : []),
    ...(html ? ['sidebar-html'] : []),
  ];
}
