import { type CreateProcessor, ORIGINAL } from './mdx1-esm-view.js';

interface Node {
  type: string;
  name?: string | null;
  value?: string;
  children?: Node[];
  data?: Record<string, unknown>;
  position?: unknown;
}

const CLOSING = /^<\/\s*([\w.:-]*)\s*>$/;
const OPENING = /^<([A-Za-z][\w.:-]*)(?:\s[\s\S]*)?>$/;

/**
 * A remark plugin written for MDX 1 (Docusaurus 2's `@docusaurus/remark-plugin-npm2yarn` 2.x)
 * adds `import` nodes and `jsx` nodes, an element's opening and closing tags often apart around
 * Markdown nodes (`<Tabs groupId="npm2yarn">`, `<TabItem value="npm">`, a code block,
 * `</TabItem>`, …, `</Tabs>`), which MDX 1 stitched back into JSX. Left out, a page showed its npm,
 * Yarn and pnpm commands one under another as if all three were steps. This step makes them MDX 3
 * nodes, as MDX 1 read them: an import its `mdxjsEsm`, a tag pair the element holding the nodes
 * between. What does not parse (a tag never closed) stays for `remarkMdx1NodesAdded`, which says so.
 */
export function remarkMdx1NodesBack(options: { createProcessor: CreateProcessor }) {
  let processor: ReturnType<CreateProcessor> | undefined;
  const parse = (text: string): Node[] | undefined => {
    processor ??= options.createProcessor({ format: 'mdx' });
    try {
      return ((processor.parse(text) as Node).children ?? []).map(withoutPosition);
    } catch {
      return undefined;
    }
  };
  const rebuild = (parent: Node) => {
    const out: Node[] = [];
    // Opening tags waiting for their closing one: the element made, where it is in `out`, the node it came from.
    const open: { element: Node; at: number; node: Node }[] = [];
    for (const node of (parent.children ?? []).flatMap(splitTags)) {
      if (node.children) rebuild(node);
      const value = node.value?.trim() ?? '';
      if ((node.type === 'import' || node.type === 'export') && !node.data?.[ORIGINAL]) {
        const esm = parse(value);
        out.push(...(esm?.length && esm.every((n) => n.type === 'mdxjsEsm') ? esm.map(placed(node)) : [node]));
        continue;
      }
      if (node.type !== 'jsx') {
        out.push(node);
        continue;
      }
      const closing = CLOSING.exec(value);
      if (closing) {
        const index = open.findLastIndex((o) => (o.element.name ?? '') === closing[1]);
        if (index === -1) {
          out.push(node);
          continue;
        }
        // Tags opened after it and never closed stay as they were, for their warning.
        for (const o of open.splice(index + 1)) out[o.at] = o.node;
        const { element, at } = open.pop()!;
        element.children = out.splice(at + 1);
        continue;
      }
      const whole = parse(value);
      if (whole?.length && whole.every((n) => n.type.startsWith('mdxJsx') || n.type === 'paragraph')) {
        // Inline JSX in a paragraph: the parsed paragraph's content, not a paragraph in a paragraph.
        const inline = parent.type === 'paragraph' || parent.type === 'heading';
        out.push(
          ...whole.flatMap((n) => (inline && n.type === 'paragraph' ? (n.children ?? []) : [n])).map(placed(node)),
        );
        continue;
      }
      const opening = OPENING.exec(value);
      const element = opening && !value.endsWith('/>') ? parse(`${value}</${opening[1]}>`)?.[0] : undefined;
      if (element?.type === 'mdxJsxFlowElement') {
        open.push({ element: placed(node)(element), at: out.length, node });
        out.push(open.at(-1)!.element);
      } else out.push(node);
    }
    for (const o of open) out.splice(out.indexOf(o.element), 1, o.node, ...(o.element.children ?? []));
    parent.children = out;
  };
  return (tree: Node) => rebuild(tree);
}

/** One tag, its attribute values quoted or braced (a `>` inside them does not end it). */
const TAG = /<\/?[A-Za-z][\w.:-]*(?:\s(?:[^<>"'{}]|"[^"]*"|'[^']*'|\{[^{}]*\})*)?\/?>|<\/\s*>/y;

/**
 * npm2yarn 2.0 writes several tags in one node (`<Tabs>\n<TabItem value="npm">`, then
 * `</TabItem>\n<TabItem value="yarn">`): a node of tags alone that do not close each other is a
 * node per tag, each then paired as one written apart.
 */
function splitTags(node: Node): Node[] {
  if (node.type !== 'jsx') return [node];
  const value = node.value?.trim() ?? '';
  const tags: string[] = [];
  for (let at = 0; at < value.length; at = TAG.lastIndex) {
    TAG.lastIndex = at + (/^\s*/.exec(value.slice(at))?.[0].length ?? 0);
    const tag = TAG.exec(value);
    if (!tag) return [node];
    tags.push(tag[0]);
  }
  if (tags.length < 2) return [node];
  // Tags that close each other (`<a>\n<b />\n</a>`) are an element, which the node's parse gives whole.
  let depth = 0;
  for (const tag of tags) {
    if (tag.endsWith('/>')) continue;
    depth += tag.startsWith('</') ? -1 : 1;
    if (depth < 0) break;
  }
  if (depth === 0) return [node];
  return tags.map((value) => ({ ...node, value }));
}

function withoutPosition(node: Node): Node {
  const { position: _, ...rest } = node;
  return rest.children ? { ...rest, children: rest.children.map(withoutPosition) } : rest;
}

/** The node at the place of the plugin's node it came from, when that has one. */
const placed =
  (from: Node) =>
  (node: Node): Node =>
    from.position ? { ...node, position: from.position } : node;
