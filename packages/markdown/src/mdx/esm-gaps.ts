import type { Root, RootContent } from 'hast';

const blank = (node: RootContent | undefined) => node?.type === 'text' && node.value.trim() === '';

/**
 * An import or export between two blocks (an unwrapped mdx-code-block, say) leaves the line
 * breaks around it side by side once MDX hoists it: React writes `<!-- -->` between two text
 * nodes. The second break is dropped (the output is the same whitespace, without the marker).
 */
export function rehypeEsmGaps() {
  return (tree: Root) => {
    const kept: RootContent[] = [];
    let last: RootContent | undefined;
    for (const child of tree.children) {
      if ((child.type as string) === 'mdxjsEsm') {
        kept.push(child);
        continue;
      }
      if (blank(child) && blank(last)) continue;
      kept.push(child);
      last = child;
    }
    tree.children = kept;
  };
}
