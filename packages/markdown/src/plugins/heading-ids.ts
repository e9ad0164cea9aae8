import type { Heading, Parent, Root, Text } from 'mdast';
import { walk } from './walk.js';

const CUSTOM_ID = /\s*\{#([A-Za-z0-9_:.-]+)\}\s*$/;

/** `## Title {#custom-id}` gives the heading a stable id (removed from the text). */
export function remarkHeadingIds() {
  return (tree: Root) => {
    walk<Heading, Root | Parent>(tree, 'heading', (node) => {
      const last = node.children[node.children.length - 1];
      if (last?.type !== 'text') return;
      const match = CUSTOM_ID.exec((last as Text).value);
      if (!match) return;
      (last as Text).value = (last as Text).value.slice(0, match.index);
      node.data = { ...node.data, hProperties: { ...(node.data?.hProperties ?? {}), id: match[1] } };
    });
  };
}
