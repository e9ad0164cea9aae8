/// <reference lib="dom" />
/**
 * The theme's islands entry (`ThemeModule.islands`): bundled by the build with React into a
 * lazily loaded chunk; the runtime's island loader imports it and calls `hydrate` for each
 * island root when its `data-dg-when` says.
 */
import type { Root } from 'react-dom/client';
import { renderIsland } from './committed.js';
import { SearchIsland } from './SearchDialog.js';
import { SEARCH_ISLAND, type SearchIslandProps } from './search-button.js';

const roots = new WeakMap<Element, Root>();

/**
 * Hydrates one island root. Accepts both argument orders, `(name, element, props)` (the theme
 * contract) and `(element, name, props)` (the runtime's loader).
 */
export function hydrate(a: string | HTMLElement, b: string | HTMLElement, props: unknown): Promise<void> {
  const [name, element] = typeof a === 'string' ? [a, b as HTMLElement] : [b as string, a];
  if (roots.has(element)) return Promise.resolve();
  switch (name) {
    case SEARCH_ISLAND: {
      const island = renderIsland(element, <SearchIsland root={element} {...(props as SearchIslandProps)} />);
      roots.set(element, island.root);
      // Hydrated for the loader once its click and open listeners are there (`committed.tsx`).
      return island.committed;
    }
    default:
      throw new Error(`Unknown island "${name}"`);
  }
}

/** Unmounts an island whose page is being left. */
export function unmount(element: Element): void {
  roots.get(element)?.unmount();
  roots.delete(element);
}
