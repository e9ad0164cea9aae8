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
export function rehypeFencesToComponents(options: { mermaid?: boolean; flowDiagrams?: boolean; mdx1?: boolean }) {
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
      if (options.mdx1 && meta) Object.assign(code.properties, { ...mdx1MetaProps(meta), ...code.properties });
      (node.data ??= {}).throughComponents = true;
    });
  };
}

/**
 * The props MDX 1 (Docusaurus 2) gave a fence's `code` from its meta, beside `metastring`: each
 * word split at `=` (`ide` is `true`, `ecosystemId=a` is `"a"`, `title="x.js"` keeps its quotes, as
 * MDX 1 split it), which Docusaurus 2 sites' swizzled CodeBlocks read (`props.ide`). Only names a
 * JSX attribute can have; what the fence already gives (`className`) stays.
 */
export function mdx1MetaProps(meta: string): Record<string, string | true> {
  const props: Record<string, string | true> = {};
  for (const word of meta.split(' ')) {
    const [key = '', ...rest] = word.split('=');
    if (!/^[A-Za-z_$][\w$]*$/.test(key)) continue;
    // MDX 1 kept the second piece only: `a=b=c` gave "b".
    props[key] = rest.length > 0 ? rest[0]! : true;
  }
  return props;
}
