/**
 * The pieces of the navbar, shared by the desktop bar and the mobile drawer.
 */
import type { ReactElement } from 'react';
import { DOM, type HtmlItem, type NavbarItem, type PageView } from '@docgen/shared';
import { VERSION_MENU_ATTR } from '@docgen/shared/version-menu';
import { cx, linkAttrs, type ThemeProps } from '../context.js';
import { slot } from '../slots.js';
import {
  SEARCH_ISLAND,
  SEARCH_STRING_KEYS,
  SearchButtonContent,
  type SearchIslandProps,
  type SearchStrings,
} from '../islands/search-button.js';

const Icon = slot('Icon');

/**
 * Search button slot, rendered `hidden`: a search provider (runtime or plugin) removes
 * `hidden` and opens its dialog on click, so readers never meet a button that does nothing.
 * Not yet in `DOM` of `@docgen/shared` (see the theme's README).
 */
export const SEARCH_ATTR = 'data-dg-search';

/**
 * Marks the "home page" hint of a locale link that falls back to the locale's home: on a
 * not-found page the runtime points the link at the asked path's counterpart when it exists,
 * and removes the hint. Not yet in `DOM` of `@docgen/shared` (see the theme's README).
 */
export const LOCALE_HOME_HINT = 'data-dg-locale-home';

/**
 * The navbar's overflow contract with the runtime (`packages/client/src/enhancers/navbar-fit.ts`):
 * each link of the bar that may be hidden for want of room is `[data-dg-nav-item=n]`, its entry
 * in the "more" menu `[data-dg-nav-entry=n]`, the menu `[data-dg-nav-more]` (the runtime sets
 * `data-dg-overflow` on it while some link is hidden). Not yet in `DOM` of `@docgen/shared`.
 */
export const NAV_ITEM_ATTR = 'data-dg-nav-item';
export const NAV_ENTRY_ATTR = 'data-dg-nav-entry';
export const NAV_MORE_ATTR = 'data-dg-nav-more';
/**
 * Every link of a navbar item (bar, "more" menu, dropdowns, drawer), and each dropdown of them:
 * its value the link's `index`. After an in-place navigation the runtime marks those outside the
 * layout region for the new page (`PageChunk.nav`): `aria-current="true"` and class `is-active` on
 * a link, `is-active` on its dropdown.
 */
export const NAV_LINK_ATTR = 'data-dg-nav-link';
export const NAV_DROPDOWN_ATTR = 'data-dg-nav-dropdown';

export type NavLinkItem = Extract<NavbarItem, { kind: 'link' }>;
export type NavDropdownItem = Extract<NavbarItem, { kind: 'dropdown' }>;
/** What the bar lays out as its links: links, and dropdowns of links. */
/** What sits in the bar's lists of links, in the config's order: links, dropdowns and the site's HTML items. */
export type NavBarEntry = NavLinkItem | NavDropdownItem | HtmlItem;

/** The site's own HTML item (Docusaurus' `html` navbar item), cleaned by the build. */
export function NavHtml({ item, className }: { item: HtmlItem; className: string }): ReactElement {
  return <div className={className} dangerouslySetInnerHTML={{ __html: item.html }} />;
}

/**
 * A `component` item in a list (a dropdown, the drawer): not inside an `<li>` of the theme's, since
 * the site's component draws its own (Docusaurus' items do, with `isDropdownItem` or `mobile`) and
 * the HTML parser closes an open `<li>` at a nested one, which would leave the item's island empty.
 */
export function ComponentHtml({
  item,
  className,
  mobile,
}: {
  item: HtmlItem;
  className: string;
  mobile: boolean;
}): ReactElement {
  return (
    <NavHtml
      item={mobile && item.mobileHtml !== undefined ? { ...item, html: item.mobileHtml } : item}
      className={className}
    />
  );
}

export function NavLink({ item, className }: { item: NavLinkItem; className: string }): ReactElement {
  const variant = item.variant && item.variant !== 'default' ? item.variant : undefined;
  return (
    <a
      className={cx(
        className,
        variant && `dg-button dg-button--${variant}`,
        item.active && 'is-active',
        item.className,
      )}
      href={item.href}
      aria-current={item.active ? 'true' : undefined}
      {...linkAttrs(item.external, item.hostPath, item.attrs)}
      {...item.attributes}
      {...(item.index !== undefined ? { [NAV_LINK_ATTR]: item.index } : {})}
    >
      {item.label}
    </a>
  );
}

/**
 * A menu of links under one label (Docusaurus' `dropdown` navbar item): a `<details>`, so it
 * opens without JavaScript. Its menu is placed by the navbar's CSS, outside the clipped list of
 * links it sits in (`.dg-dropdown--nav`).
 */
export function NavDropdown({ item }: { item: NavDropdownItem }): ReactElement {
  const active = item.items.some((i) => i.kind === 'link' && i.active);
  return (
    <details className={cx('dg-dropdown dg-dropdown--nav', active && 'is-active')} {...{ [NAV_DROPDOWN_ATTR]: '' }}>
      <summary className="dg-dropdown__toggle">
        <span>{item.label}</span>
        <Icon name="chevronDown" size={16} className="dg-dropdown__chevron" />
      </summary>
      <ul className="dg-dropdown__menu">
        <MenuItems items={item.items} htmlClass="dg-dropdown__html" linkClass="dg-dropdown__link" />
      </ul>
    </details>
  );
}

/** A dropdown's entries as list items: its links, and its `html` items as they are. */
function MenuItems({
  items,
  htmlClass,
  linkClass,
  mobile = false,
}: {
  items: NavDropdownItem['items'];
  htmlClass: string;
  linkClass: string;
  /** In the drawer: an item's mobile drawing (`HtmlItem.mobileHtml`). */
  mobile?: boolean;
}): ReactElement {
  return (
    <>
      {items.map((link, i) =>
        link.kind === 'html' && link.mobileHtml !== undefined ? (
          <ComponentHtml key={`html:${i}`} item={link} className={htmlClass} mobile={mobile} />
        ) : link.kind === 'html' ? (
          <li key={`html:${i}`}>
            <NavHtml item={link} className={htmlClass} />
          </li>
        ) : (
          <li key={link.href}>
            <NavLink item={{ ...link, variant: 'default' }} className={linkClass} />
          </li>
        ),
      )}
    </>
  );
}

/** A dropdown's links as a labelled list: in the "more" menu and the drawer, where menus do not nest. */
export function NavGroup({
  item,
  className,
  mobile = false,
}: {
  item: NavDropdownItem;
  className: string;
  /** In the drawer (see `MenuItems`). */
  mobile?: boolean;
}): ReactElement {
  return (
    <div className="dg-nav-group">
      <span className="dg-nav-group__label" aria-hidden="true">
        {item.label}
      </span>
      <ul className="dg-nav-group__links" aria-label={item.label}>
        <MenuItems items={item.items} htmlClass="dg-nav-group__html" linkClass={className} mobile={mobile} />
      </ul>
    </div>
  );
}

/**
 * The search button. When the site has search (a search plugin is configured), it is the root
 * of the `search` island, hydrated on interaction; without JavaScript the CSS hides it
 * (`html:not(.js) [data-dg-search]`), so readers never meet a dead control. Without search, it
 * stays a `hidden` slot. The island's content is not made of slots: the browser renders the
 * same markup when it hydrates.
 */
export function SearchButton({ view, t, className }: ThemeProps & { className?: string }): ReactElement {
  const search = view.site.search;
  if (!search) {
    return (
      <button type="button" className={cx('dg-search-button', className)} hidden {...{ [SEARCH_ATTR]: '' }}>
        <Icon name="search" size={18} />
        <span className="dg-search-button__label">{t('search.placeholder')}</span>
      </button>
    );
  }
  const strings = Object.fromEntries(
    Object.entries(SEARCH_STRING_KEYS).map(([name, key]) => [name, t(key)]),
  ) as unknown as SearchStrings;
  const props: SearchIslandProps = {
    configUrl: search.configUrl,
    locale: view.locale.code,
    docsHref: docsHrefOf(view) ?? view.site.homeHref,
    strings,
  };
  return (
    <button
      type="button"
      className={cx('dg-search-button', className)}
      aria-haspopup="dialog"
      aria-keyshortcuts="Control+K Meta+K"
      {...{
        [SEARCH_ATTR]: '',
        [DOM.island]: SEARCH_ISLAND,
        [DOM.islandWhen]: 'interaction',
        [DOM.islandProps]: JSON.stringify(props),
      }}
    >
      <SearchButtonContent label={strings.placeholder} shortcut={strings.shortcut} />
    </button>
  );
}

export function ColorModeToggle({ view, t }: ThemeProps): ReactElement | null {
  if (view.site.colorMode.disableSwitch) return null;
  return (
    <button
      type="button"
      className="dg-icon-button dg-color-toggle"
      aria-label={t('colorMode.dark')}
      aria-pressed={view.site.colorMode.defaultMode === 'dark'}
      title={t('colorMode.toggle')}
      {...{ [DOM.colorToggle]: '' }}
    >
      <Icon name="sun" className="dg-color-toggle__sun" />
      <Icon name="moon" className="dg-color-toggle__moon" />
    </button>
  );
}

/** Locale switcher: the same page in each locale (or that locale's home when it has none). */
export function LocaleDropdown({ view, t, item }: ThemeProps & { item?: LocaleDropdownItem }): ReactElement | null {
  const { site, locale } = view;
  if (site.locales.length < 2) return null;
  const entries = site.locales.flatMap((l) => {
    const alt = view.alternates.find((a) => a.locale === l.code);
    if (l.code === locale.code)
      return [{ l, href: alt?.href ?? view.path, exists: alt?.exists ?? true, current: true }];
    return alt ? [{ l, href: alt.href, exists: alt.exists, current: false }] : [];
  });
  return (
    <details className="dg-dropdown dg-dropdown--locale">
      <summary className="dg-dropdown__toggle">
        <Icon name="globe" size={18} />
        <span className="dg-visually-hidden">{t('locale.label')} </span>
        <span lang={locale.htmlLang}>{locale.label}</span>
        <Icon name="chevronDown" size={16} className="dg-dropdown__chevron" />
      </summary>
      <ul className="dg-dropdown__menu">
        <MenuExtraLinks links={item?.before} />
        {entries.map(({ l, href, exists, current }) => (
          <li key={l.code}>
            <a
              className="dg-dropdown__link"
              href={href}
              hrefLang={l.htmlLang}
              aria-current={current ? 'true' : undefined}
              {...{ [DOM.localeLink]: l.code }}
            >
              <span lang={l.htmlLang}>{l.label}</span>
              {!exists ? (
                <span className="dg-dropdown__hint" {...{ [LOCALE_HOME_HINT]: '' }}>
                  {t('locale.homeFallback')}
                </span>
              ) : null}
            </a>
          </li>
        ))}
        <MenuExtraLinks links={item?.after} />
      </ul>
    </details>
  );
}

export type LocaleDropdownItem = Extract<NavbarItem, { kind: 'localeDropdown' }>;

/** The links a locale or version menu lists around its own entries (`dropdownItemsBefore` / `After`). */
function MenuExtraLinks({ links }: { links: (NavLinkItem | HtmlItem)[] | undefined }): ReactElement | null {
  if (!links?.length) return null;
  return (
    <>
      {links.map((link, i) =>
        link.kind === 'html' ? (
          <li key={`html:${i}`} className="dg-dropdown__extra">
            <NavHtml item={link} className="dg-dropdown__html" />
          </li>
        ) : (
          <li key={link.href} className="dg-dropdown__extra">
            <NavLink item={{ ...link, variant: 'default' }} className="dg-dropdown__link" />
          </li>
        ),
      )}
    </>
  );
}

export type VersionDropdownItem = Extract<NavbarItem, { kind: 'versionDropdown' }>;

/**
 * Docs version menu. On a doc page of its section (or any doc page, for the menu the theme adds):
 * the same page in each version. Elsewhere, as Docusaurus: each version's main doc, the latest
 * version's label.
 */
export function VersionDropdown({ view, t, item }: ThemeProps & { item?: VersionDropdownItem }): ReactElement | null {
  const own = view.doc?.versions ?? [];
  const versions = ownVersions(view, item) ? own : (item?.versions ?? []);
  if (versions.length < 2) return null;
  const current = versions.find((v) => v.current) ?? versions.find((v) => v.latest) ?? versions[0];
  return (
    <details className="dg-dropdown dg-dropdown--version" {...{ [VERSION_MENU_ATTR]: item?.section ?? '' }}>
      <summary className="dg-dropdown__toggle">
        <span className="dg-visually-hidden">{t('version.label')} </span>
        <span>{current?.label}</span>
        <Icon name="chevronDown" size={16} className="dg-dropdown__chevron" />
      </summary>
      <ul className="dg-dropdown__menu">
        <MenuExtraLinks links={item?.before} />
        {versions.map((v) => (
          <li key={v.name}>
            <a
              className="dg-dropdown__link"
              href={v.href}
              aria-current={v.current ? 'true' : undefined}
              {...{ [DOM.versionLink]: v.name }}
            >
              <span>{v.label}</span>
              {v.latest ? <span className="dg-dropdown__hint">{t('version.latest')}</span> : null}
            </a>
          </li>
        ))}
        <MenuExtraLinks links={item?.after} />
      </ul>
    </details>
  );
}

/** Whether the menu shows the page's own versions: a doc page with several, of the menu's section. */
function ownVersions(view: PageView, item: VersionDropdownItem | undefined): boolean {
  return (view.doc?.versions.length ?? 0) > 1 && (!item?.section || item.section === view.doc?.pluginId);
}

/**
 * The navbar items of the config that render on this page, with the controls the theme always
 * offers added when the config does not place them: version menu (a doc with several versions),
 * locale switcher (several locales), search slot.
 */
export function resolveNavItems(view: PageView): NavbarItem[] {
  const out = [...view.site.navbar];
  if (!out.some((i) => i.kind === 'versionDropdown')) out.push({ kind: 'versionDropdown', position: 'left' });
  if (!out.some((i) => i.kind === 'search')) out.push({ kind: 'search', position: 'right' });
  if (!out.some((i) => i.kind === 'localeDropdown')) out.push({ kind: 'localeDropdown', position: 'right' });
  return out.filter((i) => {
    // A section's menu shows on every page (its main docs outside it); the theme's own on docs only.
    if (i.kind === 'versionDropdown') return ownVersions(view, i) || (i.versions?.length ?? 0) > 1;
    if (i.kind === 'localeDropdown') return view.site.locales.length > 1;
    return true;
  });
}

/** The docs entry of the locale: the navbar's internal link to `/docs` (or its first internal link). */
export function docsHrefOf(view: PageView): string | undefined {
  const links = view.site.navbar.filter((i) => i.kind === 'link' && !i.external);
  const docs = links.find((l) => l.kind === 'link' && /\/docs(\/|$)/.test(l.href)) ?? links[0];
  return docs?.kind === 'link' ? docs.href : undefined;
}
