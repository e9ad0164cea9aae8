import type { RouteRecord, SiteContext } from '@docgen/config';
import type {
  DocusaurusCard,
  DocusaurusPageState,
  DocusaurusSidebar,
  DocusaurusSidebarItem,
  SidebarEntry,
} from '@docgen/shared';
import type { RouteManifest } from '../routes/manifest.js';
import type { Sidebars } from '../sidebars/resolve.js';
import { SidebarViews } from './sidebar-view.js';
import { siteBase, siteHref } from '../routes/base-url.js';
import { stripBase } from '@docgen/shared/base-url';
import { descriptionOf } from '../discover/description.js';

const views = new WeakMap<RouteManifest, WeakMap<Sidebars, SidebarViews>>();

/**
 * The sidebar category of a doc as `useCurrentSidebarCategory` gives it: the category whose page
 * the doc is, else the category holding the doc. A doc at the top of its sidebar gets that level
 * as a `root` category: `<DocCardList>` shows its items there, as Docusaurus' does since 3.7
 * (`useCurrentSidebarSiblings`), while `useCurrentSidebarCategory` still finds none. Undefined
 * for a doc in no sidebar.
 */
export function currentCategory(
  ctx: SiteContext,
  manifest: RouteManifest,
  sidebars: Sidebars,
  route: RouteRecord,
): DocusaurusPageState['category'] {
  if (route.kind !== 'doc' || !route.id) return undefined;
  const base = viewsOf(ctx, manifest, sidebars).baseOf(route.locale, route.version, route.id);
  if (!base) return undefined;
  // Sidebar hrefs carry the site's base.
  const self = siteHref(ctx, route.path);
  let holder: Extract<SidebarEntry, { type: 'category' }> | undefined;
  const find = (list: readonly SidebarEntry[], parent: typeof holder): typeof holder => {
    for (const entry of list) {
      if (entry.type === 'category') {
        if (entry.href === self) return entry;
        const inner = find(entry.items, entry);
        if (inner) return inner;
      } else if (entry.type === 'link' && entry.href === self && parent) holder ??= parent;
    }
    return undefined;
  };
  const found = find(base, undefined) ?? holder;
  const atRoot = !found && base.some((entry) => entry.type === 'link' && entry.href === self);
  if (!found && !atRoot) return undefined;
  const items: readonly SidebarEntry[] = found ? found.items : base;
  // A card's text is the doc's description: its front matter's, else its first line, as Docusaurus.
  const descriptions = (href: string) => {
    return descriptionOf(manifest.byPath.get(stripBase(href, siteBase(ctx)) ?? href)?.source);
  };
  const cards = items
    .filter((entry) => entry.type !== 'html' && entry.href !== self)
    .flatMap((entry): DocusaurusCard[] => {
      // An HTML item is no page: Docusaurus' DocCardList shows no card for it.
      if (entry.type === 'html') return [];
      const href = entry.type === 'category' ? (entry.href ?? firstHref(entry.items)) : entry.href;
      if (!href) return [];
      // The item's own `description` (sidebars file), else a doc's own; a category without one
      // shows its number of items, never its linked doc's, as Docusaurus' DocCard.
      const description = entry.description ?? (entry.type === 'category' ? undefined : descriptions(href));
      return [
        {
          type: entry.type,
          href,
          label: entry.label,
          ...(description ? { description } : {}),
          ...(entry.type === 'category' ? { count: entry.items.length } : {}),
          ...(entry.className ? { className: entry.className } : {}),
          ...(entry.customProps ? { customProps: entry.customProps } : {}),
        },
      ];
    });
  if (!found) return { label: '', items: cards, root: true };
  return { label: found.label, ...(found.href ? { href: found.href } : {}), items: cards };
}

function viewsOf(ctx: SiteContext, manifest: RouteManifest, sidebars: Sidebars): SidebarViews {
  let bySidebars = views.get(manifest);
  if (!bySidebars) views.set(manifest, (bySidebars = new WeakMap()));
  let sidebarViews = bySidebars.get(sidebars);
  if (!sidebarViews) bySidebars.set(sidebars, (sidebarViews = new SidebarViews(ctx, manifest, sidebars)));
  return sidebarViews;
}

function firstHref(list: readonly SidebarEntry[]): string | undefined {
  for (const entry of list) {
    if (entry.type === 'link') return entry.href;
    if (entry.type === 'html') continue;
    const inner = entry.href ?? firstHref(entry.items);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * The sidebar a doc is shown with, as `useDocsSidebar` gives it (Docusaurus' `PropSidebarItem`s:
 * links and categories with their hrefs, classes and collapsed state); null for a doc shown
 * without one, undefined for a page that is no doc.
 */
export function currentSidebar(
  ctx: SiteContext,
  manifest: RouteManifest,
  sidebars: Sidebars,
  route: RouteRecord,
): DocusaurusSidebar | null | undefined {
  if (route.kind !== 'doc' || !route.id) return undefined;
  const sidebarViews = viewsOf(ctx, manifest, sidebars);
  const name = sidebarViews.nameOf(route.locale, route.version, route.id);
  const base = name ? sidebarViews.baseOf(route.locale, route.version, route.id) : undefined;
  if (!name || !base) return null;
  const convert = (entries: readonly SidebarEntry[]): DocusaurusSidebarItem[] =>
    entries.map(
      (entry): DocusaurusSidebarItem =>
        entry.type === 'html'
          ? {
              type: 'html',
              value: entry.value,
              defaultStyle: entry.defaultStyle,
              ...(entry.className ? { className: entry.className } : {}),
              ...(entry.customProps ? { customProps: entry.customProps } : {}),
            }
          : entry.type === 'link'
            ? {
                type: 'link',
                label: entry.label,
                href: entry.href,
                ...(entry.docId ? { docId: entry.docId } : {}),
                ...(entry.className ? { className: entry.className } : {}),
                ...(entry.customProps ? { customProps: entry.customProps } : {}),
                ...(entry.description ? { description: entry.description } : {}),
                ...(entry.unlisted ? { unlisted: true } : {}),
              }
            : {
                type: 'category',
                label: entry.label,
                ...(entry.href ? { href: entry.href } : {}),
                ...(entry.linkUnlisted ? { linkUnlisted: true } : {}),
                ...(entry.className ? { className: entry.className } : {}),
                ...(entry.customProps ? { customProps: entry.customProps } : {}),
                ...(entry.description ? { description: entry.description } : {}),
                collapsed: entry.collapsed,
                collapsible: entry.collapsible,
                items: convert(entry.items),
              },
    );
  return { name, items: convert(base) };
}
