import { useMemo } from 'react';
import type { DocusaurusSidebarItem } from '@docgen/shared';
import { useDocsSidebar } from './doc-hooks.js';
import { useLocation } from './router.js';
import { isSamePath } from './same-path.js';
import { isActiveSidebarItem, isVisibleSidebarItem } from './sidebar-items.js';

// The sidebar hooks of `@docusaurus/plugin-content-docs/client` that swizzled breadcrumbs and
// sidebars use, over the doc's sidebar as `useDocsSidebar()` gives it.

/**
 * `useSidebarBreadcrumbs()`: the categories holding the doc, outermost first, then the doc's own
 * item (`onlyCategories` leaves it out); null for a doc shown without a sidebar.
 */
export function useSidebarBreadcrumbs({ onlyCategories = false } = {}): DocusaurusSidebarItem[] | null {
  const sidebar = useDocsSidebar();
  const { pathname } = useLocation();
  if (!sidebar) return null;
  const crumbs: DocusaurusSidebarItem[] = [];
  const walk = (items: readonly DocusaurusSidebarItem[]): void => {
    const item = items.find((i) => isActiveSidebarItem(i, pathname));
    if (!item) return;
    if (!onlyCategories || item.type === 'category') crumbs.push(item);
    // A category that is the page itself ends the trail, as Docusaurus' walk does.
    if (item.type === 'category' && !(item.href !== undefined && isSamePath(item.href, pathname))) walk(item.items);
  };
  walk(sidebar.items);
  return crumbs;
}

/** `useVisibleSidebarItems(items, activePath)`: the items but unlisted ones not on their own page. */
export function useVisibleSidebarItems(
  items: readonly DocusaurusSidebarItem[],
  activePath: string,
): DocusaurusSidebarItem[] {
  return useMemo(() => items.filter((item) => isVisibleSidebarItem(item, activePath)), [items, activePath]);
}
