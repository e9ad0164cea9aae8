/**
 * The layout loaders the site's mermaid registers (the ELK layouts of `@mermaid-js/layout-elk`
 * when the site installs it, as theme-mermaid does): a module the diagram chunk's build makes.
 */
declare module 'docgen:mermaid-layouts' {
  const layouts: Parameters<typeof import('mermaid')['default']['registerLayoutLoaders']>[0][];
  export default layouts;
}
