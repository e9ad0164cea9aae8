import { externalAttrs } from './external-links.js';
import type { HtmlItem, NavbarItem, NavbarLink, VersionView } from '@docgen/shared';
import { chromeHtml } from './chrome-html.js';
import { componentItem } from './navbar-items.js';
import { isExternalHref, normalizePath, pathnameOf } from '@docgen/shared';
import {
  DEFAULT_DOCS_PLUGIN_ID,
  docsSectionOf,
  docusaurusPluginId,
  type Localized,
  type NavbarItemConfig,
  type NavbarMenuEntryConfig,
  type SiteContext,
} from '@docgen/config';
import { docKey, docsBase, versionBase, type RouteManifest } from '../routes/manifest.js';
import { sidebarNamed, sidebarsOf, versionLabelIn, type Sidebars } from '../sidebars/resolve.js';
import { docsVersionNamed, navbarVersion, versionsOfSection } from '../discover/instances.js';
import { docLabel } from './sidebar-view.js';

/** Whether a link the config wrote leaves the site (a `pathname://` link stays on its host). */
export function isExternalConfigHref(href: string): boolean {
  return isExternalHref(href) && pathnameOf(href) === undefined;
}

/** The mark of a `pathname://` link the config wrote. */
export function hostPathOf(href: string): { hostPath?: true } {
  return pathnameOf(href) === undefined ? {} : { hostPath: true };
}

/** What the navbar's links of one locale are resolved with (a `ViewBuilder`'s own). */
export interface NavbarViewContext {
  ctx: SiteContext;
  manifest: RouteManifest;
  sidebars: Sidebars;
  locale: string;
  /** A label of the config in the locale (Docusaurus' navbar.json translates a string, by `key`). */
  label: (value: Localized, key: string) => string;
  /** A route path as an href. */
  href: (path: string) => string;
  /** A site path or URL the config wrote, as an href of the locale. */
  localizeHref: (href: string, locale: string) => string;
}

/** The navbar of a locale, as the theme gets it. */
export function navbarView(nav: NavbarViewContext, items: readonly NavbarItemConfig[]): NavbarItem[] {
  let index = 0;
  const numbered = (link: NavbarLink): NavbarLink => ({ ...link, index: index++ });
  return navbarItems(nav, items).map((item) =>
    item.kind === 'link'
      ? numbered(item)
      : item.kind === 'dropdown'
        ? { ...item, items: item.items.map((entry) => (entry.kind === 'link' ? numbered(entry) : entry)) }
        : item,
  );
}

function navbarItems(nav: NavbarViewContext, items: readonly NavbarItemConfig[]): NavbarItem[] {
  return items.map((item, index): NavbarItem => {
    switch (item.type) {
      case 'doc':
      case 'docSidebar':
        return linkOf(nav, item, item.position);
      case 'link':
        return { ...linkOf(nav, item, item.position), variant: item.variant };
      case 'dropdown':
        return {
          kind: 'dropdown',
          position: item.position,
          label: nav.label(item.label, 'navbar.item.label'),
          items: item.items.map((entry, j) =>
            entry.type === 'html'
              ? htmlOf(nav, entry.value, item.position)
              : entry.type === 'component'
                ? componentItem({ ...entry, position: item.position }, `${index}.${j}`)
                : linkOf(nav, entry, item.position),
          ),
        };
      case 'html':
        return htmlOf(nav, item.value, item.position);
      case 'component':
        return componentItem(item, String(index));
      case 'localeDropdown':
        return { kind: 'localeDropdown', position: item.position, ...menuExtras(nav, item) };
      case 'docsVersionDropdown': {
        const section = item.docsPluginId ?? DEFAULT_DOCS_PLUGIN_ID;
        const versions = mainDocVersions(nav, section);
        return {
          kind: 'versionDropdown',
          position: item.position,
          // The menu is the client's by the plugin id the page's layout key and stored version use.
          section: docusaurusPluginId(nav.ctx.config, section),
          ...(versions ? { versions } : {}),
          ...menuExtras(nav, item),
        };
      }
      default:
        return { kind: 'search', position: item.position };
    }
  });
}

/** An `html` item: the site's markup as `prepareChromeHtml` rendered it. */
function htmlOf(nav: NavbarViewContext, value: Localized, position: 'left' | 'right'): HtmlItem {
  return { kind: 'html', position, html: chromeHtml(nav.label(value, 'navbar.item.html')) };
}

/** The links a locale or version menu lists around its own entries. */
function menuExtras(
  nav: NavbarViewContext,
  item: {
    position: 'left' | 'right';
    dropdownItemsBefore?: NavbarMenuEntryConfig[];
    dropdownItemsAfter?: NavbarMenuEntryConfig[];
  },
): { before?: (NavbarLink | HtmlItem)[]; after?: (NavbarLink | HtmlItem)[] } {
  const links = (entries: NavbarMenuEntryConfig[] | undefined) =>
    entries?.map((e) => (e.type === 'html' ? htmlOf(nav, e.value, item.position) : linkOf(nav, e, item.position)));
  const before = links(item.dropdownItemsBefore);
  const after = links(item.dropdownItemsAfter);
  return { ...(before?.length ? { before } : {}), ...(after?.length ? { after } : {}) };
}

/**
 * A section's versions, each linking to its main doc (its home): the menu pages outside the
 * section show, as Docusaurus' DocsVersionDropdownNavbarItem (getVersionMainDoc). Undefined
 * below two versions, where the menu is not shown.
 */
function mainDocVersions(nav: NavbarViewContext, section: string): VersionView[] | undefined {
  const { manifest, locale } = nav;
  const versions = versionsOfSection(manifest, section);
  if (versions.length < 2) return undefined;
  return versions.map((v) => {
    const homeId = manifest.homes.get(v.name);
    const home = homeId ? manifest.docRoutes.get(docKey(locale, v.name, homeId)) : undefined;
    return {
      name: docsSectionOf(v.name).version,
      label: versionLabelIn(nav.sidebars, v, locale),
      href: nav.href(home?.path ?? normalizePath(versionBase(nav.ctx, locale, v) || '/')),
      current: false,
      latest: v.latest,
    };
  });
}

/** A menu entry that is a link (not `html`). */
type MenuLinkConfig = Exclude<NavbarMenuEntryConfig, { type: 'html' }>;

function linkOf(nav: NavbarViewContext, item: MenuLinkConfig, position: 'left' | 'right'): NavbarLink {
  return { ...targetOf(nav, item, position), ...siteExtras(item) };
}

/** A navbar or footer item's `className` and `attributes`, as the theme writes them on the link. */
export function siteExtras(item: {
  className?: string | undefined;
  attributes?: Record<string, string> | undefined;
}): Pick<NavbarLink, 'className' | 'attributes'> {
  return {
    ...(item.className?.trim() ? { className: item.className.trim() } : {}),
    ...(item.attributes && Object.keys(item.attributes).length > 0 ? { attributes: item.attributes } : {}),
  };
}

function targetOf(nav: NavbarViewContext, item: MenuLinkConfig, position: 'left' | 'right'): NavbarLink {
  const { manifest, locale: code } = nav;
  // Where a link into a section falls back to: its root (`/docs`, `/fr/platform`).
  const sectionBase = (version: string) => docsBase(nav.ctx, code, docsVersionNamed(manifest, version)?.routeBasePath);
  if (item.type === 'link')
    return {
      kind: 'link',
      position,
      label: nav.label(item.label, 'navbar.item.label'),
      href: nav.localizeHref(item.href, code),
      external: isExternalConfigHref(item.href),
      ...externalAttrs(nav.ctx, isExternalConfigHref(item.href)),
      ...hostPathOf(item.href),
      active: false,
    };
  // Navbar doc links go to the latest docs version (the runtime may prefer the reader's), or into `docsPluginId`'s section.
  const latest = navbarVersion(manifest, item.docsPluginId);
  if (item.type === 'doc') {
    const route = manifest.docRoutes.get(docKey(code, latest, item.docId));
    return {
      kind: 'link',
      position,
      label: item.label ? nav.label(item.label, 'navbar.item.label') : docLabel(manifest, code, latest, item.docId),
      href: nav.href(route?.path ?? `${sectionBase(latest)}/${item.docId}`),
      external: false,
      active: false,
    };
  }
  // The first doc of the sidebar (checked by the routes stage).
  const set = sidebarsOf(nav.sidebars, latest);
  const first = set.order.get(sidebarNamed(set, item.sidebarId) ?? item.sidebarId)?.[0];
  const route = first ? manifest.docRoutes.get(docKey(code, latest, first)) : undefined;
  return {
    kind: 'link',
    position,
    label: item.label
      ? nav.label(item.label, 'navbar.item.label')
      : first
        ? docLabel(manifest, code, latest, first)
        : item.sidebarId,
    href: nav.href(route?.path ?? (sectionBase(latest) || '/')),
    external: false,
    active: false,
  };
}

/** When a navbar link is active (Docusaurus' rules), flattened in the order of the links. */
export type ActiveRule =
  | { kind: 'never' }
  | { kind: 'regex'; re: RegExp }
  | { kind: 'prefix'; base: string }
  | { kind: 'path'; href: string }
  | { kind: 'docs'; section: string; sidebar?: string; href?: string };

/** The page a navbar is marked for: its path as the browser sees it, and its docs section and sidebar. */
export interface NavbarPage {
  path: string;
  section?: string;
  sidebar?: string;
}

/**
 * Each navbar link's rule, in the order `markNavbar` walks them: `activeBaseRegex`, else
 * `activeBasePath` (a prefix, the base URL in front), else its own path and below (not `/`); a
 * `doc` item is active on its doc and the docs of its sidebar, a `docSidebar` item on the docs of
 * that sidebar, both in their docs section (any version), as Docusaurus' DocNavbarItem.
 */
export function navbarRules(nav: NavbarViewContext, items: readonly NavbarItemConfig[]): ActiveRule[] {
  const rule = (item: MenuLinkConfig): ActiveRule => {
    const section = item.type === 'link' ? '' : (item.docsPluginId ?? 'default');
    const based = item.type === 'link' ? undefined : basedRule(nav, item);
    if (based) return based;
    if (item.type === 'docSidebar') return { kind: 'docs', section, sidebar: item.sidebarId };
    if (item.type === 'doc') {
      const latest = navbarVersion(nav.manifest, item.docsPluginId);
      const route = nav.manifest.docRoutes.get(docKey(nav.locale, latest, item.docId));
      const sidebar = sidebarsOf(nav.sidebars, latest).sidebarOfDoc.get(item.docId);
      return {
        kind: 'docs',
        section,
        ...(sidebar ? { sidebar } : {}),
        ...(route ? { href: nav.href(route.path) } : {}),
      };
    }
    if (isExternalConfigHref(item.href) || pathnameOf(item.href) !== undefined) return { kind: 'never' };
    return basedRule(nav, item) ?? { kind: 'path', href: nav.localizeHref(item.href, nav.locale) };
  };
  return items.flatMap((item) =>
    item.type === 'dropdown'
      ? item.items.flatMap((entry) => (entry.type === 'html' || entry.type === 'component' ? [] : [rule(entry)]))
      : item.type === 'link' || item.type === 'doc' || item.type === 'docSidebar'
        ? [rule(item)]
        : [],
  );
}

/** An item's `activeBaseRegex`, else its `activeBasePath` (a prefix, the base URL in front). */
function basedRule(
  nav: NavbarViewContext,
  item: { activeBaseRegex?: string | undefined; activeBasePath?: string | undefined },
): ActiveRule | undefined {
  if (item.activeBaseRegex !== undefined) {
    try {
      return { kind: 'regex', re: new RegExp(item.activeBaseRegex) };
    } catch {
      return { kind: 'never' };
    }
  }
  if (item.activeBasePath !== undefined)
    return { kind: 'prefix', base: nav.localizeHref(`/${item.activeBasePath.replace(/^\/+/, '')}`, nav.locale) };
  return undefined;
}

/** Which of the navbar's links (in `navbarRules`' order) are active on `page`. */
export function activeLinks(rules: readonly ActiveRule[], page: NavbarPage): boolean[] {
  return rules.map((r) => isActive(r, page));
}

function isActive(rule: ActiveRule, page: NavbarPage): boolean {
  const path = page.path;
  switch (rule.kind) {
    case 'never':
      return false;
    case 'regex':
      return rule.re.test(path);
    case 'prefix':
      return path.startsWith(rule.base);
    case 'path': {
      const href = rule.href.split(/[?#]/)[0]!.replace(/\/+$/, '');
      return href !== '' && (path === href || path.startsWith(`${href}/`));
    }
    default:
      return (
        (rule.href !== undefined && path === rule.href) ||
        (rule.sidebar !== undefined && page.section === rule.section && page.sidebar === rule.sidebar)
      );
  }
}

/** The navbar with the links `active` says marked. */
export function markNavbar(navbar: NavbarItem[], active: readonly boolean[]): NavbarItem[] {
  let i = 0;
  const mark = (link: NavbarLink): NavbarLink => (active[i++] ? { ...link, active: true } : link);
  return navbar.map((item) =>
    item.kind === 'link'
      ? mark(item)
      : item.kind === 'dropdown'
        ? { ...item, items: item.items.map((entry) => (entry.kind === 'link' ? mark(entry) : entry)) }
        : item,
  );
}
