/** A node of a unist tree (mdast, hast), as far as the walk needs it. */
interface Node {
  type: string;
}
interface Parent extends Node {
  children: Node[];
}

/**
 * Calls `visit` on every node of `type` below `tree`, parents before their children, in
 * document order, with its index, parent and ancestors (`tree` first, `parent` last: the walk's
 * own stack, read during the call only): what `visit(tree, type, visitor)` of
 * unist-util-visit does for a visitor that returns nothing, without the closure and ancestor
 * array it makes per node (docgen's plugins each walk every page; at 1,500 pages those walks
 * cost about a second of CPU per thread). Children are read as the walk goes, as visit does:
 * a child appended during a visit is visited; a node replaced at its index is not visited
 * again, and its old subtree is.
 */
export function walk<T extends Node, P extends Parent = Parent>(
  tree: P,
  type: T['type'],
  visit: (node: T, index: number, parent: P, ancestors: readonly P[]) => void,
): void {
  walkBelow(tree, type, visit, [tree]);
}

function walkBelow<T extends Node, P extends Parent>(
  parent: P,
  type: T['type'],
  visit: (node: T, index: number, parent: P, ancestors: readonly P[]) => void,
  ancestors: P[],
): void {
  for (let index = 0; index < parent.children.length; index++) {
    const child = parent.children[index]!;
    if (child.type === type) visit(child as T, index, parent, ancestors);
    if ('children' in child && Array.isArray(child.children)) {
      ancestors.push(child as P);
      walkBelow(child as P, type, visit, ancestors);
      ancestors.pop();
    }
  }
}
