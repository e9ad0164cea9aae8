/**
 * The rules of `src/morph.ts` that a morphing library is given as callbacks, for the benchmark's
 * library adapters (`idiomorph.ts`, `morphdom.ts`): what a refresh must leave alone.
 */
import { DOM } from '@docgen/shared';

export type Keep = (o: Element, n: Element) => boolean;

export const isIsland = (node: Node): node is Element => node instanceof Element && node.hasAttribute(DOM.island);

/** An island is unchanged while its attributes (component, props) are: its DOM is its framework's. */
export function sameIsland(a: Element, b: Element): boolean {
  for (const { name, value } of Array.from(b.attributes)) if (a.getAttribute(name) !== value) return false;
  for (const { name } of Array.from(a.attributes))
    if (name !== DOM.islandHydrated && !b.hasAttribute(name)) return false;
  return true;
}

/** Attributes the reader's clicks set (an open `<details>`, the tab picked): the page on screen keeps them. */
export function readerState(el: Element, name: string): boolean {
  if (name === 'open') return el.localName === 'details';
  if (name === 'aria-selected' || name === 'tabindex') return el.hasAttribute(DOM.tab);
  return name === 'data-active' && el.hasAttribute(DOM.tabPanel);
}

/**
 * What to do with a pair of elements the library matched: `keep` it as it is (the sidebar, an
 * unchanged island, an equal subtree), `replace` it whole (a changed island or code block), or
 * `morph` it.
 */
export function decide(a: Element, b: Element, keep?: Keep): 'keep' | 'replace' | 'morph' {
  if (keep?.(a, b)) return 'keep';
  const islands = +isIsland(a) + +isIsland(b);
  if (islands > 0) return islands === 2 && sameIsland(a, b) ? 'keep' : 'replace';
  if (a.isEqualNode(b)) return 'keep';
  return a.localName === 'pre' ? 'replace' : 'morph';
}
