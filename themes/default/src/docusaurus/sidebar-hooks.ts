import { useMemo } from 'react';
import type { DocusaurusSidebarItem } from '@docgen/shared';
import { useDocsSidebar } from './doc-hooks.js';
import { useLocation } from './router.js';
import { isSamePath } from './same-path.js';
import { isVisibleSidebarItem } from './sidebar-items.js';

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
  const holds = (items: readonly DocusaurusSidebarItem[]): boolean => {
    for (const item of items) {
      const here =
        item.type === 'category'
          ? (item.href !== undefined && isSamePath(item.href, pathname)) || holds(item.items)
          : item.type === 'link' && isSamePath(item.href, pathname);
      if (!here) continue;
      if (!onlyCategories || item.type === 'category') crumbs.unshift(item);
      return true;
    }
    return false;
  };
  holds(sidebar.items);
  return crumbs;
}

/** `useVisibleSidebarItems(items, activePath)`: the items but unlisted ones not on their own page. */
export function useVisibleSidebarItems(
  items: readonly DocusaurusSidebarItem[],
  activePath: string,
): DocusaurusSidebarItem[] {
  return useMemo(() => items.filter((item) => isVisibleSidebarItem(item, activePath)), [items, activePath]);
}
