import type { Element, Root } from 'hast';
import { walk } from '../plugins/walk.js';
import { isLiveMeta } from '../scan.js';

declare module 'hast' {
  interface ElementData {
    /** A fence left to the page's MDX map (`pre`, `code`): not highlighted at build time. */
    throughComponents?: true;
  }
}

/**
 * When a site's own MDX map takes `pre` or `code`, its fences go through them, as in Docusaurus:
 * `<pre><code className="language-js" metastring="title=…">` (the metastring as Docusaurus'
 * MDX loader adds it). Run before `<CodeBlock>` literals become fences, which stay docgen's;
 * diagrams (`flow`, and `mermaid` when the site draws them) stay docgen's too.
 */
export function rehypeFencesToComponents(options: { mermaid?: boolean; flowDiagrams?: boolean }) {
  return (tree: Root) => {
    walk<Element, Root | Element>(tree, 'element', (node) => {
      if (node.tagName !== 'pre') return;
      const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
      if (!code) return;
      const classes = (code.properties.className as string[] | undefined) ?? [];
      const lang = classes
        .find((c) => c.startsWith('language-'))
        ?.slice('language-'.length)
        .toLowerCase();
      if ((lang === 'flow' && options.flowDiagrams !== false) || (lang === 'mermaid' && options.mermaid)) return;
      const meta = (code.data as { meta?: string } | undefined)?.meta;
      if (meta) code.properties.metastring = meta;
      // As Docusaurus' MDX loader: theme-live-codeblock's CodeBlock tells a live block by this prop.
      if (isLiveMeta(meta)) code.properties.live = true;
      (node.data ??= {}).throughComponents = true;
    });
  };
}
