import type { DocusaurusDoc, DocusaurusSidebar } from '@docgen/shared';
import { usePage } from './page.js';

// The doc page's own context hooks of `@docusaurus/plugin-content-docs/client`. As in Docusaurus,
// outside a doc (no provider) they throw.

/**
 * `useDoc()`: the doc the page is (`metadata` with `id`, `title`, `description`, `permalink`,
 * `frontMatter`, `version`…, `frontMatter`, `contentTitle`, `toc`, `assets`).
 */
export function useDoc(): DocusaurusDoc {
  const { doc } = usePage();
  if (!doc) throw new Error('useDoc() is used outside a doc page: only the pages of the docs are docs.');
  return doc;
}

/** `useDocsSidebar()`: the sidebar the doc is shown with (`name`, `items`), or null for a doc shown without one. */
export function useDocsSidebar(): DocusaurusSidebar | null {
  const sidebar = usePage().docsSidebar;
  if (sidebar === undefined)
    throw new Error('useDocsSidebar() is used outside a doc page: only the pages of the docs have a sidebar.');
  return sidebar;
}
