import type { VFile } from 'vfile';
import { ctxOf } from '../context.js';
import { nodePlace } from '../place.js';

interface Node {
  type: string;
  value?: string;
  children?: Node[];
}

/** The mdast node types of MDX 1 (remark-mdx 1), which MDX 3 and Markdown have no handler for. */
const MDX1_TYPES = new Set(['jsx', 'import', 'export']);

/**
 * A site's remark plugin written for MDX 1 (Docusaurus 2: `mdx-mermaid` 1.x) adds `jsx`,
 * `import` and `export` nodes; remark-rehype would print their source as text. They leave the
 * page with a warning at the place they took, so nothing is dropped without a word.
 */
export function remarkMdx1NodesAdded(options?: { commonMark?: boolean }) {
  // In a file read as CommonMark, which has no JSX, MDX would read the nodes (`mdx1-nodes-back.ts`).
  const fix = `${options?.commonMark ? "this file is read as CommonMark (markdown.format 'detect'), which has no JSX: write `format: mdx` in its front matter, or rename it .mdx, and MDX 1 nodes are read as MDX 1 read them; or " : ''}use the plugin's release for MDX 2 or later, or docgen's own feature (for mdx-mermaid: \`markdown.mermaid: true\` and \`\`\`mermaid blocks), or remove the plugin from docgen.config.ts.`;
  return (tree: Node, file: VFile) => {
    const ctx = ctxOf(file);
    const visit = (parent: Node) => {
      if (!parent.children) return;
      parent.children = parent.children.filter((node) => {
        if (!MDX1_TYPES.has(node.type)) {
          visit(node);
          return true;
        }
        const source = (node.value ?? '').replace(/\s+/g, ' ').trim();
        ctx.diagnostics.push({
          name: 'PluginMdx1Node',
          severity: 'warning',
          message: `A remark plugin of the site added an MDX 1 \`${node.type}\` node, left out of the page: ${source.length > 80 ? `${source.slice(0, 77)}…` : source}`,
          file: ctx.relFile,
          ...nodePlace(ctx, tree, node, parent),
          why: 'remark plugins written for MDX 1 (Docusaurus 2) add JSX and imports as `jsx`, `import` and `export` nodes; docgen compiles pages with MDX 3, which has other node types for them, so their source would print as text.',
          fix,
        });
        return false;
      });
    };
    visit(tree);
  };
}
