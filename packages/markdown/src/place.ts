import type { MarkdownFileContext } from './context.js';

/** A node of an mdast, hast or MDX tree, as far as its place in the file goes. */
interface PlacedNode {
  position?: { start: { line: number; column: number } } | undefined;
  children?: unknown[];
}

/** A place in the page's file: its line (front matter counted) and column, or nothing known. */
export interface NodePlace {
  line?: number;
  column?: number;
}

/**
 * The property (`data-dg-place`) a plugin puts on an element it copied from another file (a
 * code block of an OpenAPI document's description) when it knows where that file writes it:
 * `line:column:file`. A fault of the element is that file's, told there, not on each page showing it.
 */
export const PLACE_MARK = 'dataDgPlace';

/** The place mark of the first of `nodes` that has one, taken off every one of them (it is no attribute of the page). */
export function takePlaceMark(...nodes: unknown[]): (NodePlace & { file: string }) | undefined {
  let found: (NodePlace & { file: string }) | undefined;
  for (const node of nodes) {
    const properties = (node as { properties?: Record<string, unknown> } | undefined)?.properties;
    if (!properties || !(PLACE_MARK in properties)) continue;
    const m = /^(\d+):(\d+):(.+)$/.exec(String(properties[PLACE_MARK]));
    delete properties[PLACE_MARK];
    if (m && !found) found = { line: Number(m[1]), column: Number(m[2]), file: m[3]! };
  }
  return found;
}

/**
 * Where a diagnostic about `nodes[0]` is told: the start of the first of `nodes` that has a
 * position (a `<pre>`, then its `<code>`), else of the nearest ancestor of `nodes[0]` in `tree`
 * that has one (a list item, a paragraph, the page's root). A node a site's remark or rehype
 * plugin makes, or one docgen builds from it, has no `position`: told with the file alone, or at
 * the file's first line, its fault could not be found.
 */
export function nodePlace(ctx: MarkdownFileContext, tree: unknown, ...nodes: unknown[]): NodePlace {
  const start = nodeStart(tree, ...nodes);
  return start ? { line: start.line + ctx.lineOffset, column: start.column } : {};
}

/** The start `nodePlace` tells, in the body's lines (front matter not counted). */
export function nodeStart(tree: unknown, ...nodes: unknown[]): { line: number; column: number } | undefined {
  for (const node of nodes) {
    const start = (node as PlacedNode | undefined)?.position?.start;
    if (start) return start;
  }
  let node = nodes[0] === undefined ? undefined : parentOf(tree as PlacedNode, nodes[0]);
  while (node) {
    const start = node.position?.start;
    if (start) return start;
    node = node === tree ? undefined : parentOf(tree as PlacedNode, node);
  }
  return undefined;
}

/**
 * The start `nodeStart` tells, for a node met in a walk that knows its ancestors (the tree first,
 * the parent last): no index of the tree's parents is made. A plugin's walk over a page of
 * generated nodes (an OpenAPI operation's) placed each link this way; the index cost a
 * `WeakMap` entry per node of the page.
 */
export function startAmong(node: unknown, ancestors: readonly unknown[]): { line: number; column: number } | undefined {
  const own = (node as PlacedNode | undefined)?.position?.start;
  if (own) return own;
  for (let i = ancestors.length - 1; i >= 0; i--) {
    const start = (ancestors[i] as PlacedNode).position?.start;
    if (start) return start;
  }
  return undefined;
}

/** Where a diagnostic about `node` is told, from its ancestors as `startAmong` reads them. */
export function placeAmong(ctx: MarkdownFileContext, node: unknown, ancestors: readonly unknown[]): NodePlace {
  const start = startAmong(node, ancestors);
  return start ? { line: start.line + ctx.lineOffset, column: start.column } : {};
}

/** Each tree's parents, indexed when a node without a position is first placed in it. */
const PARENTS = new WeakMap<object, WeakMap<object, PlacedNode>>();

/**
 * The parent of `node` in `tree`. The index is made once per tree (one walk), and again when the
 * node is not in it (the tree grew since): a page with many nodes a plugin made costs one walk,
 * not one per node.
 */
function parentOf(tree: PlacedNode, node: unknown): PlacedNode | undefined {
  if (!node || typeof node !== 'object') return undefined;
  let parents = PARENTS.get(tree);
  if (!parents?.has(node)) {
    parents = new WeakMap();
    const index = (parent: PlacedNode) => {
      for (const child of parent.children ?? [])
        if (child && typeof child === 'object') {
          parents!.set(child, parent);
          if ('children' in child) index(child as PlacedNode);
        }
    };
    index(tree);
    PARENTS.set(tree, parents);
  }
  return parents.get(node);
}
