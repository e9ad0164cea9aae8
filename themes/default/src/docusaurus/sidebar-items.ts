import type { DocusaurusSidebarItem } from '@docgen/shared';
import { isSamePath } from './same-path.js';

// The sidebar helpers `@docusaurus/plugin-content-docs/client` exports (Docusaurus 2's
// `@docusaurus/theme-common`), for components that walk `useDocsSidebar().items`: plain
// functions of the items, with Docusaurus' rules.

type Category = Extract<DocusaurusSidebarItem, { type: 'category' }>;

/** `findSidebarCategory(items, predicate)`: the first category, depth first, the predicate accepts. */
export function findSidebarCategory(
  items: readonly DocusaurusSidebarItem[],
  predicate: (category: Category) => boolean,
): Category | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (predicate(item)) return item;
    const inner = findSidebarCategory(item.items, predicate);
    if (inner) return inner;
  }
  return undefined;
}

/** `findFirstSidebarItemCategoryLink(category)`: its own listed page, else its first listed link. */
export function findFirstSidebarItemCategoryLink(category: Category): string | undefined {
  if (category.href && !category.linkUnlisted) return category.href;
  for (const item of category.items) {
    const link = findFirstSidebarItemLink(item);
    if (link) return link;
  }
  return undefined;
}

/** `findFirstSidebarItemLink(item)`: the URL a card or a collapsed category leads to; none for HTML items. */
export function findFirstSidebarItemLink(item: DocusaurusSidebarItem): string | undefined {
  if (item.type === 'link') return item.unlisted ? undefined : item.href;
  return item.type === 'category' ? findFirstSidebarItemCategoryLink(item) : undefined;
}

/** Docusaurus 2's name of `findFirstSidebarItemCategoryLink`. */
export const findFirstCategoryLink = findFirstSidebarItemCategoryLink;

/** `isActiveSidebarItem(item, activePath)`: the item is the page at that path, or holds it. */
export function isActiveSidebarItem(item: DocusaurusSidebarItem, activePath: string): boolean {
  if (item.type === 'link') return isSamePath(item.href, activePath);
  if (item.type !== 'category') return false;
  return (
    (item.href !== undefined && isSamePath(item.href, activePath)) ||
    item.items.some((inner) => isActiveSidebarItem(inner, activePath))
  );
}

/** `isVisibleSidebarItem(item, activePath)`: an unlisted link shows only on its own page. */
export function isVisibleSidebarItem(item: DocusaurusSidebarItem, activePath: string): boolean {
  if (item.type === 'link') return !item.unlisted || isActiveSidebarItem(item, activePath);
  if (item.type !== 'category') return true;
  return isActiveSidebarItem(item, activePath) || item.items.some((inner) => isVisibleSidebarItem(inner, activePath));
}
