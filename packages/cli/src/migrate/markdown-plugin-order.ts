import type { MarkdownPlugin } from './convert-docs.js';

/**
 * One order of the plugins of several lists (each docs section's, the blog's, the pages') that
 * keeps each list's own order, as Docusaurus runs each content's list in its order: the plugins
 * a section alone runs sit among those it shares where its list puts them (community's
 * `[stamp, shared]` ran `shared` first once `shared` was grouped with the docs' plugins). Ties go
 * by first appearance; lists that order two plugins both ways keep the first list's order.
 */
export function mergedOrder(lists: readonly (readonly MarkdownPlugin[])[]): MarkdownPlugin[] {
  const first = new Map<MarkdownPlugin, number>();
  for (const list of lists) for (const p of list) if (!first.has(p)) first.set(p, first.size);
  const after = new Map<MarkdownPlugin, Set<MarkdownPlugin>>([...first.keys()].map((p) => [p, new Set()]));
  const before = new Map<MarkdownPlugin, number>([...first.keys()].map((p) => [p, 0]));
  for (const list of lists)
    for (let i = 1; i < list.length; i++) {
      const [a, b] = [list[i - 1]!, list[i]!];
      if (a === b || after.get(a)!.has(b) || after.get(b)!.has(a)) continue;
      after.get(a)!.add(b);
      before.set(b, before.get(b)! + 1);
    }
  const out: MarkdownPlugin[] = [];
  const left = new Set(first.keys());
  while (left.size > 0) {
    let next: MarkdownPlugin | undefined;
    for (const p of left) if (before.get(p) === 0 && (!next || first.get(p)! < first.get(next)!)) next = p;
    // A cycle (two lists order two plugins both ways): the earliest plugin left goes first.
    next ??= [...left].sort((a, b) => first.get(a)! - first.get(b)!)[0]!;
    left.delete(next);
    out.push(next);
    for (const b of after.get(next)!) before.set(b, before.get(b)! - 1);
  }
  return out;
}
