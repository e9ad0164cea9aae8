/**
 * The markup of a mermaid diagram, the same from a ```mermaid block and from `<Mermaid value>`:
 * `<div class="dg-mermaid" data-dg-mermaid><pre class="dg-mermaid__source"><code>source</code></pre></div>`.
 * The build writes the source, readable without JavaScript; the diagram chunk draws it in the browser.
 */
export const MERMAID = {
  /** The diagram's root element. */
  attr: 'data-dg-mermaid',
  className: 'dg-mermaid',
  /** The `<pre>` holding the diagram's source (hidden once the diagram is drawn). */
  sourceClass: 'dg-mermaid__source',
  /** The element the drawn SVG is put in. */
  drawnClass: 'dg-mermaid__diagram',
  /** On the root when the source could not be drawn (the source stays shown). */
  failedAttr: 'data-dg-mermaid-failed',
} as const;

/** What the site's config gives the diagram chunk (Docusaurus' `themeConfig.mermaid`). */
export interface MermaidSettings {
  /** Mermaid theme names by colour mode. */
  theme: { light: string; dark: string };
  /** Passed to `mermaid.initialize` as they are. */
  options: Record<string, unknown>;
}
