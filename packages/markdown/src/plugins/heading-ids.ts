import type { Heading, Parent, Root, Text } from 'mdast';
import { walk } from './walk.js';

// Any characters but spaces and braces, as Docusaurus (ids in a translation's script: `{#sådan}`).
const CUSTOM_ID = /\s*\{#([^\s{}]+)\}\s*$/;

/**
 * `## Title {#custom-id}` gives the heading a stable id (removed from the text); so does a
 * comment ending the heading whose text starts with `#`, Docusaurus 3.10's form:
 * `## Title {/* #custom-id *\/}` in MDX, `## Title <!-- #custom-id -->` in markdown.
 */
export function remarkHeadingIds() {
  return (tree: Root) => {
    walk<Heading, Root | Parent>(tree, 'heading', (node) => {
      const id = commentId(node) ?? textId(node);
      if (id) node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id } };
    });
  };
}

function textId(node: Heading): string | undefined {
  const last = node.children[node.children.length - 1];
  if (last?.type !== 'text') return undefined;
  const match = CUSTOM_ID.exec((last as Text).value);
  if (!match) return undefined;
  (last as Text).value = (last as Text).value.slice(0, match.index);
  return match[1];
}

/**
 * The id of a trailing `{/* #id *\/}` (one comment, nothing else) or `<!-- #id -->`. A trailing
 * comment renders nothing: it is taken out either way, so it leaves no space in the heading's id.
 */
function commentId(node: Heading): string | undefined {
  const last = node.children[node.children.length - 1] as
    | { type: string; value?: string; data?: { estree?: { body: unknown[]; comments?: { value: string }[] } } }
    | undefined;
  if (!last) return undefined;
  let comment: string | undefined;
  let drop = false;
  if (last.type === 'mdxTextExpression') {
    const program = last.data?.estree;
    if (program && program.body.length === 0 && program.comments?.length === 1) {
      comment = program.comments[0]!.value;
      drop = true;
    }
  } else if (last.type === 'html') {
    comment = /^<!--([\s\S]*)-->$/.exec(last.value ?? '')?.[1];
    drop = comment !== undefined;
  }
  const first = comment?.trim().split(/\s+/)[0];
  const id = first?.startsWith('#') && first.length > 1 ? first.slice(1) : undefined;
  if (!id && !drop) return undefined;
  node.children.pop();
  const before = node.children[node.children.length - 1];
  if (before?.type === 'text') before.value = before.value.trimEnd();
  return id;
}
