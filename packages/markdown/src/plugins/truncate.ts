import type { Root, RootContent } from 'mdast';
import { ctxOf } from '../context.js';

/**
 * A blog post's truncate marker (`<!-- truncate -->`, `{/* truncate *\/}`): an empty element
 * before the first block after the marker's line, in Markdown and MDX alike (an MDX page's
 * comments may be gone before remark sees them, hence the line, found by discover).
 */
export function remarkTruncate() {
  return (tree: Root, file: { data: { docgen?: import('../context.js').MarkdownFileContext } }) => {
    const line = file.data.docgen ? ctxOf(file).truncateLine : undefined;
    if (line === undefined) return;
    const at = tree.children.findIndex((node) => (node.position?.start.line ?? 0) > line);
    if (at === -1) return;
    const sentinel = {
      type: 'paragraph',
      children: [],
      data: { hName: 'div', hProperties: { dataDgTruncate: '' } },
    } as unknown as RootContent;
    tree.children.splice(at, 0, sentinel);
  };
}
