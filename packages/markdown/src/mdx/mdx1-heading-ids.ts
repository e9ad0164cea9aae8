import GithubSlugger from 'github-slugger';
import type { Root } from 'hast';
import type { VFile } from 'vfile';

interface Node {
  type: string;
  tagName?: string;
  value?: unknown;
  children?: Node[];
  properties?: Record<string, unknown>;
  position?: { start: { offset?: number }; end: { offset?: number } };
}

/**
 * Headings' ids as Docusaurus 2 made them: its slug read the heading's text with
 * mdast-util-to-string, where an MDX 1 JSX node counts as its source, so `## <WelcomeScreen/>`
 * is `#welcomescreen`; MDX 3's element of no children has no text (an empty id). Runs before
 * rehype-slug with one slugger for every heading without an id, so the two never disagree on
 * repeats; a heading with no childless JSX element gets rehype-slug's id. `maintainCase`: Docusaurus'
 * `markdown.anchors.maintainCase`, the heading's letter case kept.
 */
export function rehypeMdx1HeadingIds(options?: { maintainCase?: boolean }) {
  return (tree: Root, file: VFile) => {
    const source = String(file.value);
    const slugger = new GithubSlugger();
    const visit = (node: Node) => {
      if (node.type === 'element' && /^h[1-6]$/.test(node.tagName ?? '') && node.properties?.id === undefined) {
        node.properties = {
          ...node.properties,
          id: slugger.slug(textOf(node, source), options?.maintainCase === true),
        };
        return;
      }
      for (const child of node.children ?? []) visit(child);
    };
    visit(tree as unknown as Node);
  };
}

/** hast-util-to-string's text (text nodes only), a childless JSX element counted as its source. */
function textOf(node: Node, source: string): string {
  if (node.type === 'text') return String(node.value);
  const { start, end } = node.position ?? { start: {}, end: {} };
  if (
    node.type === 'mdxJsxTextElement' &&
    !node.children?.length &&
    start.offset !== undefined &&
    end.offset !== undefined
  )
    return source.slice(start.offset, end.offset);
  return (node.children ?? []).map((child) => textOf(child, source)).join('');
}
