import type { NavbarItem, NavbarLink } from '@docgen/shared';
import { isExternalHref, pathnameOf } from '@docgen/shared';
import type { Localized, NavbarItemConfig, NavbarMenuEntryConfig, SiteContext } from '@docgen/config';
import { docKey, docsBase, type RouteManifest } from '../routes/manifest.js';
import { sidebarNamed, sidebarsOf, type Sidebars } from '../sidebars/resolve.js';
import { docsVersionNamed, navbarVersion } from '../discover/instances.js';
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
  return items.map((item): NavbarItem => {
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
          items: item.items.map((entry) => linkOf(nav, entry, item.position)),
        };
      case 'localeDropdown':
        return { kind: 'localeDropdown', position: item.position };
      case 'docsVersionDropdown':
        return { kind: 'versionDropdown', position: item.position };
      default:
        return { kind: 'search', position: item.position };
    }
  });
}

function linkOf(nav: NavbarViewContext, item: NavbarMenuEntryConfig, position: 'left' | 'right'): NavbarLink {
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
