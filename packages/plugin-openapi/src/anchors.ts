import type { Diagnostic } from '@docgen/config';
import type { VFile } from 'vfile';

/** Property of a `#anchor` link written in the document (a reference page's): checked by `rehypeDocAnchors`. */
export const ANCHOR_MARK = 'dataDgApiAnchor';

interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

/**
 * `#anchor` links the document's descriptions carry were written for the vendor's own renderer
 * (Box's `#parameter-fields`): one that names no id of the generated page keeps its text, with
 * an OpenApiBrokenLink warning, rather than failing the site's link check. Runs after the heading
 * ids are made; a page without such links is left alone.
 */
export function rehypeDocAnchors() {
  return (tree: HastNode, file: VFile) => {
    const marked: { link: HastNode; parent: HastNode }[] = [];
    const ids = new Set<string>();
    const walk = (node: HastNode) => {
      for (const child of node.children ?? []) {
        if (child.type !== 'element') continue;
        const id = child.properties?.id;
        if (typeof id === 'string') ids.add(id);
        if (child.properties && ANCHOR_MARK in child.properties) marked.push({ link: child, parent: node });
        walk(child);
      }
    };
    walk(tree);
    for (const { link, parent } of marked) {
      delete link.properties![ANCHOR_MARK];
      const href = String(link.properties!.href ?? '');
      let id = href.slice(1);
      try {
        id = decodeURIComponent(id);
      } catch {
        // kept as written
      }
      if (!id || ids.has(id)) continue;
      parent.children!.splice(parent.children!.indexOf(link), 1, ...(link.children ?? []));
      const ctx = (file.data as { docgen?: { relFile: string; diagnostics: Diagnostic[] } }).docgen;
      ctx?.diagnostics.push({
        name: 'OpenApiBrokenLink',
        severity: 'warning',
        file: ctx.relFile,
        message: `The link "${href}" of the document names no part of its page: the page shows its text without the link.`,
        why: 'The document was written for another renderer, whose pages had that anchor.',
        fix: 'correct or remove the link in the document.',
      });
    }
  };
}
