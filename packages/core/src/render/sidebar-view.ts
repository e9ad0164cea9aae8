import { externalAttrs } from './external-links.js';
import type { SidebarEntry } from '@docgen/shared';
import { isExternalHref } from '@docgen/shared';
import type { SiteContext, SourceFile } from '@docgen/config';
import { docKey, type RouteManifest } from '../routes/manifest.js';
import { authoredHref, siteHref } from '../routes/base-url.js';
import { sidebarNamed, sidebarsOf, type SidebarNode, type Sidebars } from '../sidebars/resolve.js';
import { pick } from '../util/localize.js';

/** Label of a doc in a locale: its translation's sidebar_label, title or first h1, else the default's. */
export function docLabel(manifest: RouteManifest, locale: string, version: string, id: string): string {
  const route = manifest.docRoutes.get(docKey(locale, version, id));
  const fm: SourceFile['frontMatter'] | undefined = route?.source?.frontMatter;
  return fm?.sidebar_label ?? fm?.title ?? route?.source?.contentTitle ?? id.split('/').pop() ?? id;
}

/**
 * The sidebar of a locale and docs version (each version has its own) with the active doc marked. The tree without active state is
 * the same for every page of a locale, so it is resolved once and marked per page.
 */
export class SidebarViews {
  private readonly cache = new Map<string, SidebarEntry[]>();
  /** Per resolved sidebar: the categories holding each href somewhere below them. */
  private readonly holders = new WeakMap<SidebarEntry[], Map<string, Set<SidebarEntry>>>();
  /** The resolved sidebars holding an unlisted doc: only these are filtered per page. */
  private readonly withUnlisted = new WeakSet<SidebarEntry[]>();
  /** Per resolved sidebar holding unlisted docs: the same without them (`sharedBaseOf`). */
  private readonly listed = new WeakMap<SidebarEntry[], SidebarEntry[]>();
  constructor(
    private readonly ctx: SiteContext,
    private readonly manifest: RouteManifest,
    private readonly sidebars: Sidebars,
  ) {}

  forDoc(
    locale: string,
    version: string,
    docId: string,
  ): { entries: SidebarEntry[]; breadcrumbs: { label: string; href?: string }[] } {
    const name = this.nameOf(locale, version, docId);
    if (!name) return { entries: [], breadcrumbs: [] };
    const base = this.resolved(locale, version, name);
    const place = this.placeOf(locale, version, docId);
    const activePath = this.manifest.docRoutes.get(docKey(locale, version, place ?? docId))?.path;
    const activeHref = activePath === undefined ? undefined : siteHref(this.ctx, activePath);
    let holders = this.holders.get(base);
    if (!holders) this.holders.set(base, (holders = categoriesHolding(base)));
    const marked = markActive(base, activeHref, holders);
    // The page stands below its place: the place is its last crumb.
    if (place && activeHref !== undefined)
      marked.breadcrumbs.push({ label: docLabel(this.manifest, locale, version, place), href: activeHref });
    return this.withUnlisted.has(base) ? { ...marked, entries: visibleEntries(marked.entries) } : marked;
  }

  /** The sidebar entry that stands for a doc in no sidebar (`SourceFile.sidebarPlace`), when that entry is in one. */
  placeOf(locale: string, version: string, docId: string): string | undefined {
    const set = sidebarsOf(this.sidebars, version);
    if (set.sidebarOfDoc.has(docId)) return undefined;
    const place = this.manifest.docRoutes.get(docKey(locale, version, docId))?.source?.sidebarPlace;
    return place !== undefined && set.sidebarOfDoc.has(place) ? place : undefined;
  }

  /** The sidebar holding a doc, or its place (`placeOf`): what the navbar's sidebar links are active for. */
  holderOf(locale: string, version: string, docId: string): string | undefined {
    const set = sidebarsOf(this.sidebars, version);
    return set.sidebarOfDoc.get(docId) ?? set.sidebarOfDoc.get(this.placeOf(locale, version, docId) ?? '');
  }

  /** The sidebar of a doc before its active entry is marked: one array shared by every page of that sidebar. */
  baseOf(locale: string, version: string, docId: string): readonly SidebarEntry[] | undefined {
    const name = this.nameOf(locale, version, docId);
    return name ? this.resolved(locale, version, name) : undefined;
  }

  /**
   * The sidebar every listed page of it shows, before marking (what the build renders once and
   * shares): its unlisted docs left out. Undefined for an unlisted doc of a sidebar: its page
   * shows itself in it, so it renders its own (`forDoc`).
   */
  sharedBaseOf(locale: string, version: string, docId: string): readonly SidebarEntry[] | undefined {
    const name = this.nameOf(locale, version, docId);
    if (!name) return undefined;
    const base = this.resolved(locale, version, name);
    if (!this.withUnlisted.has(base)) return base;
    if (this.manifest.docRoutes.get(docKey(locale, version, docId))?.source?.frontMatter.unlisted) return undefined;
    let listed = this.listed.get(base);
    if (!listed) this.listed.set(base, (listed = visibleEntries(base)));
    return listed;
  }

  /** The sidebar shown beside a doc: its front matter's `displayed_sidebar` (null: none), else the one holding it. */
  nameOf(locale: string, version: string, docId: string): string | undefined {
    const set = sidebarsOf(this.sidebars, version);
    const shown = this.manifest.docRoutes.get(docKey(locale, version, docId))?.source?.frontMatter.displayed_sidebar;
    if (shown === null) return undefined;
    return (shown !== undefined ? sidebarNamed(set, shown) : undefined) ?? this.holderOf(locale, version, docId);
  }

  private resolved(locale: string, version: string, name: string): SidebarEntry[] {
    const key = `${locale}\0${version}\0${name}`;
    const hit = this.cache.get(key);
    if (hit) return hit;
    let unlisted = false;
    const convert = (nodes: SidebarNode[]): SidebarEntry[] =>
      nodes.flatMap((node): SidebarEntry[] => {
        if (node.type === 'doc') {
          const route = this.manifest.docRoutes.get(docKey(locale, version, node.id));
          if (!route) return [];
          // An unlisted doc stays in the sidebar's data (its own page shows it, cards list it), as in Docusaurus 3.
          const isUnlisted = route.source?.frontMatter.unlisted === true;
          if (isUnlisted) unlisted = true;
          return [
            {
              type: 'link',
              label: node.label
                ? pick(node.label, locale, this.ctx.defaultLocale.code)
                : docLabel(this.manifest, locale, version, node.id),
              href: siteHref(this.ctx, route.path),
              active: false,
              external: false,
              docId: node.id,
              ...classOf(node.className ?? route.source?.frontMatter.sidebar_class_name),
              ...propsOf(node.customProps ?? route.source?.frontMatter.sidebar_custom_props ?? undefined),
              ...(isUnlisted ? { unlisted: true } : {}),
            },
          ];
        }
        if (node.type === 'link') {
          return [
            {
              type: 'link',
              label: pick(node.label, locale, this.ctx.defaultLocale.code),
              href: authoredHref(this.ctx, node.href, (p) => this.manifest.byPath.has(p)),
              active: false,
              external: isExternalHref(node.href),
              ...externalAttrs(this.ctx, isExternalHref(node.href)),
              ...classOf(node.className),
              ...propsOf(node.customProps),
              ...(node.description ? { description: node.description } : {}),
            },
          ];
        }
        if (node.type === 'html')
          return [
            {
              type: 'html',
              value: node.value,
              defaultStyle: node.defaultStyle,
              ...classOf(node.className),
              ...propsOf(node.customProps),
            },
          ];
        const linkedRoute = node.linkDocId
          ? this.manifest.docRoutes.get(docKey(locale, version, node.linkDocId))
          : undefined;
        const linked = linkedRoute?.path;
        const href = linked === undefined ? undefined : siteHref(this.ctx, linked);
        const linkUnlisted = href !== undefined && linkedRoute?.source?.frontMatter.unlisted === true;
        if (linkUnlisted) unlisted = true;
        return [
          {
            type: 'category',
            label: pick(node.label, locale, this.ctx.defaultLocale.code),
            ...classOf(node.className),
            ...propsOf(node.customProps),
            ...(node.description ? { description: node.description } : {}),
            key: node.key,
            ...(href ? { href } : {}),
            ...(linkUnlisted ? { linkUnlisted } : {}),
            collapsible: node.collapsible,
            collapsed: node.collapsed,
            active: false,
            items: convert(node.items),
          },
        ];
      });
    const entries = convert(sidebarsOf(this.sidebars, version).byName.get(name) ?? []);
    this.cache.set(key, entries);
    if (unlisted) this.withUnlisted.add(entries);
    return entries;
  }
}

/**
 * The entries a page's sidebar shows, as Docusaurus' `isVisibleSidebarItem`: an unlisted doc only
 * when it is the active page; a category when it is active, links to a listed page, or shows an
 * entry. Lists with nothing hidden are returned as they are (shared between pages).
 */
export function visibleEntries(list: SidebarEntry[]): SidebarEntry[] {
  let changed = false;
  const out: SidebarEntry[] = [];
  for (const entry of list) {
    if (entry.type === 'html') out.push(entry);
    else if (entry.type === 'link') {
      if (!entry.unlisted || entry.active) out.push(entry);
      else changed = true;
    } else {
      const items = visibleEntries(entry.items);
      const shown = entry.active || (entry.href !== undefined && !entry.linkUnlisted) || items.length > 0;
      if (!shown) changed = true;
      else if (items !== entry.items) {
        changed = true;
        out.push({ ...entry, items });
      } else out.push(entry);
    }
  }
  return changed ? out : list;
}

function classOf(className: string | undefined): { className?: string } {
  return className ? { className } : {};
}

function propsOf(customProps: Record<string, unknown> | undefined): { customProps?: Record<string, unknown> } {
  return customProps ? { customProps } : {};
}

/**
 * A sidebar with the entries of `activeHref` marked active, their categories active and
 * expanded, and the breadcrumbs of the first of them. Only the categories on the way to an
 * active entry (`holders`) are walked and copied: a page costs the width of its path, not the
 * size of the sidebar (5,000 entries on a large site); the other entries are shared.
 */
export function markActive(
  base: SidebarEntry[],
  activeHref: string | undefined,
  holders: Map<string, Set<SidebarEntry>> = categoriesHolding(base),
): { entries: SidebarEntry[]; breadcrumbs: { label: string; href?: string }[] } {
  const onPath = activeHref === undefined ? undefined : holders.get(activeHref);
  const breadcrumbs: { label: string; href?: string }[] = [];
  // The first place of the page gives the breadcrumbs; another (an operation under two tags) does not add its own.
  let crumbed = false;
  const crumbs = (trail: { label: string; href?: string }[]) => {
    if (crumbed) return;
    crumbed = true;
    breadcrumbs.push(...trail);
  };
  const mark = (
    list: SidebarEntry[],
    trail: { label: string; href?: string }[],
  ): { list: SidebarEntry[]; found: boolean } => {
    let found = false;
    const out = list.map((entry): SidebarEntry => {
      if (entry.type === 'html') return entry;
      if (entry.type === 'link') {
        const active = entry.href === activeHref && !entry.external;
        if (active && !found) {
          found = true;
          crumbs(trail);
        }
        return active ? { ...entry, active } : entry;
      }
      const selfActive = entry.href !== undefined && entry.href === activeHref;
      if (!selfActive && !onPath?.has(entry)) return entry;
      const crumb = { label: entry.label, ...(entry.href ? { href: entry.href } : {}) };
      if (selfActive && !found) crumbs(trail);
      const inner = mark(entry.items, [...trail, crumb]);
      const active = selfActive || inner.found;
      if (active) found = true;
      return active ? { ...entry, items: inner.list, active, collapsed: false } : entry;
    });
    return { list: out, found };
  };
  return { entries: mark(base, []).list, breadcrumbs };
}

/** For each href a sidebar can mark active, the categories it sits below. */
export function categoriesHolding(base: SidebarEntry[]): Map<string, Set<SidebarEntry>> {
  const found = new Map<string, Set<SidebarEntry>>();
  const add = (href: string, above: SidebarEntry[]) => {
    let set = found.get(href);
    if (!set) found.set(href, (set = new Set()));
    for (const holder of above) set.add(holder);
  };
  const walk = (list: SidebarEntry[], above: SidebarEntry[]) => {
    for (const entry of list) {
      if (entry.type === 'link' && !entry.external) add(entry.href, above);
      if (entry.type === 'category') {
        if (entry.href !== undefined) add(entry.href, above);
        walk(entry.items, [...above, entry]);
      }
    }
  };
  walk(base, []);
  return found;
}
