// The navbar's and footer's items as the theme gets them (part of the theme contract).
import type { VersionView } from './theme-contract.js';

export interface LinkItem {
  label: string;
  href: string;
  /** True for links leaving the site (rendered with rel="noopener"). */
  external: boolean;
  /** A link leaving the site: the `target` and `rel` of the site's `externalLinks`, when set. */
  attrs?: ExternalLinkAttrs;
  /** A `pathname://` link: a path of the host outside the site (see `DOM.hostPath`). */
  hostPath?: true;
  /** The site's class names for the link (a navbar item's `className`). */
  className?: string;
  /** The site's HTML attributes for the link (a navbar item's `attributes`), written after docgen's. */
  attributes?: Record<string, string>;
}
/** `target` and `rel` of a link leaving the site (config `externalLinks`). */
export type ExternalLinkAttrs = { target?: string; rel?: string };

/** A link of the navbar: in the bar itself, or an entry of one of its dropdowns. */
export type NavbarLink = LinkItem & {
  kind: 'link';
  position: 'left' | 'right';
  variant?: 'default' | 'primary' | 'secondary';
  active: boolean;
  /** Its place among the navbar's links (dropdown entries included), as `PageChunk.nav` names it. */
  index?: number;
};

/** Links (and the site's HTML) a locale or version menu lists above (`before`) and below (`after`) its own entries. */
export interface MenuExtras {
  before?: (NavbarLink | HtmlItem)[];
  after?: (NavbarLink | HtmlItem)[];
}

/** Site-authored HTML in the chrome (Docusaurus' `html` items), parsed and cleaned by the build. */
/** `mobileHtml`: what the mobile drawer shows instead (a component item's drawing with `mobile: true`). */
export type HtmlItem = { kind: 'html'; position: 'left' | 'right'; html: string; mobileHtml?: string };

export type NavbarItem =
  | NavbarLink
  | HtmlItem
  | { kind: 'dropdown'; position: 'left' | 'right'; label: string; items: (NavbarLink | HtmlItem)[] }
  | ({ kind: 'localeDropdown'; position: 'left' | 'right' } & MenuExtras)
  /**
   * `section`: the plugin id of the docs section whose version menu it is (`docs.id` or `default`,
   * or a `docsInstances` id);
   * absent: any (the menu the theme adds, on doc pages only). `versions`: that section's versions
   * linking to their main docs, shown on pages outside the section (2+ versions only).
   */
  | ({ kind: 'versionDropdown'; position: 'left' | 'right'; section?: string; versions?: VersionView[] } & MenuExtras)
  | { kind: 'search'; position: 'left' | 'right' };

export interface FooterColumn {
  title: string;
  items: (LinkItem | HtmlItem)[];
}

export interface AnnouncementBar {
  id: string;
  /** Inline HTML (from markdown), already sanitized by the build. */
  html: string;
  dismissible: boolean;
}

/** The footer's logo (config `footer.logo`): sizes as written, else the image's own. */
export interface FooterLogo {
  src: string;
  alt: string;
  srcDark?: string;
  href?: string;
  external?: boolean;
  /** An external `href`: the `target` and `rel` of the site's `externalLinks`, as the footer's links. */
  attrs?: ExternalLinkAttrs;
  width?: number | string;
  height?: number | string;
}
