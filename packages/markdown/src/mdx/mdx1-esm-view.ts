interface Node {
  type: string;
  value?: string;
  children?: Node[];
  data?: Record<string, unknown>;
  position?: unknown;
}

/** The MDX compiler's `createProcessor`, as far as parsing goes. */
export type CreateProcessor = (options: { format: 'mdx' }) => { parse(text: string): unknown };

/** What `remarkMdx1EsmView` marks a block of the page's own with (`remarkMdx1EsmBack` turns it back). */
export const ORIGINAL = 'docgenMdx1Esm';

/**
 * A Docusaurus 2 site's remark plugins were written for MDX 1, whose tree holds an import or
 * export block as an `import` or `export` node with its source as `value` (a company preset's
 * `remark-mdx-filter-imports` removes the imports of internal files so from the public build).
 * In an MDX file read with `markdown.mdx1Compat.syntax`, the site's plugins see MDX 3's
 * `mdxjsEsm` nodes so (this step, before them); `remarkMdx1EsmBack` after them turns those nodes
 * back: as they were when untouched, parsed again when a plugin rewrote their source, gone when it
 * removed them. An `import` node a plugin adds is left to `remarkMdx1NodesAdded`, which says so.
 */
export function remarkMdx1EsmView() {
  return (tree: Node) => {
    for (const parent of parents(tree))
      parent.children = parent.children!.map((node) =>
        node.type === 'mdxjsEsm'
          ? {
              type: /^\s*import\b/.test(node.value ?? '') ? 'import' : 'export',
              value: node.value ?? '',
              ...(node.position ? { position: node.position } : {}),
              data: { [ORIGINAL]: node },
            }
          : node,
      );
  };
}

/** The `import` and `export` nodes `remarkMdx1EsmView` made, as MDX 3's `mdxjsEsm` nodes again (see there). */
export function remarkMdx1EsmBack(options: { createProcessor: CreateProcessor }) {
  let processor: ReturnType<CreateProcessor> | undefined;
  const parse = (text: string): Node[] => {
    processor ??= options.createProcessor({ format: 'mdx' });
    const root = processor.parse(text) as Node;
    return (root.children ?? []).filter((n) => n.type === 'mdxjsEsm');
  };
  return (tree: Node) => {
    for (const parent of parents(tree))
      parent.children = parent.children!.flatMap((node) => {
        const original = node.data?.[ORIGINAL] as Node | undefined;
        if (!original || (node.type !== 'import' && node.type !== 'export')) return [node];
        if (node.value === original.value) return [original];
        // Rewritten by a plugin: its new source, at the place the block had.
        return parse(node.value ?? '').map((esm) => ({
          ...esm,
          ...(original.position ? { position: original.position } : {}),
        }));
      });
  };
}

function parents(tree: Node): Node[] {
  const out: Node[] = [];
  const walk = (node: Node) => {
    if (!node.children) return;
    out.push(node);
    for (const child of node.children) walk(child);
  };
  walk(tree);
  return out;
}
