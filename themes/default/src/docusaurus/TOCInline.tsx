import type { ReactElement } from 'react';

/** One heading of the `toc` an MDX page exports (Docusaurus' shape: `value` is the heading's HTML). */
export interface TOCItem {
  value: string;
  id: string;
  level: number;
}

export interface TOCInlineProps {
  toc: readonly TOCItem[];
  /** Smallest heading level listed (Docusaurus' default: 2). */
  minHeadingLevel?: number;
  /** Largest heading level listed (Docusaurus' default: 3). */
  maxHeadingLevel?: number;
  className?: string;
}

interface Node {
  item: TOCItem;
  children: Node[];
}

/** Nests a flat list by level: an h3 goes under the h2 before it (the first item's level is the top). */
function tree(items: readonly TOCItem[]): Node[] {
  const root: Node[] = [];
  const stack: { level: number; children: Node[] }[] = [{ level: 0, children: root }];
  for (const item of items) {
    while (stack.length > 1 && stack[stack.length - 1]!.level >= item.level) stack.pop();
    const node: Node = { item, children: [] };
    stack[stack.length - 1]!.children.push(node);
    stack.push({ level: item.level, children: node.children });
  }
  return root;
}

function List({ nodes }: { nodes: Node[] }): ReactElement | null {
  if (nodes.length === 0) return null;
  return (
    <ul>
      {nodes.map(({ item, children }) => (
        <li key={item.id}>
          {/* The heading's HTML as the build wrote it (code spans, emphasis). */}
          <a href={`#${item.id}`} dangerouslySetInnerHTML={{ __html: item.value }} />
          <List nodes={children} />
        </li>
      ))}
    </ul>
  );
}

/** `@theme/TOCInline`: the page's headings (its `toc` export, or a slice of it) as a nested list of links. */
export default function TOCInline({ toc, minHeadingLevel = 2, maxHeadingLevel = 3, className }: TOCInlineProps) {
  const items = (toc ?? []).filter((item) => item.level >= minHeadingLevel && item.level <= maxHeadingLevel);
  return (
    <div className={['dg-toc-inline', className].filter(Boolean).join(' ')}>
      <List nodes={tree(items)} />
    </div>
  );
}
