import type { MdxNode } from './nodes.js';

/**
 * Imports and exports written inside a JSX element (an unwrapped mdx-code-block puts them inside
 * `<TabItem>`) are module code all the same: MDX hoists every ESM node to the program, wherever
 * it sits. Docgen's steps read the root's ESM nodes (imports resolved, `<BrowserOnly>`'s
 * imports), so the nested ones are moved there first, in document order; they render nothing.
 */
export function remarkMdxHoistEsm() {
  return (tree: { children: MdxNode[] }) => {
    const hoisted: MdxNode[] = [];
    const visit = (parent: MdxNode) => {
      if (!parent.children?.some((c) => c.type === 'mdxjsEsm' || c.children)) return;
      parent.children = parent.children.filter((child) => {
        if (child.type === 'mdxjsEsm') {
          hoisted.push(child);
          return false;
        }
        visit(child);
        return true;
      });
    };
    for (const child of tree.children) visit(child);
    tree.children.unshift(...hoisted);
  };
}
