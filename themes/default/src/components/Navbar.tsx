import type { ReactElement } from 'react';
import { DOM, type NavbarItem } from '@docgen/shared';
import { cx, DRAWER_ID, type ThemeProps } from '../context.js';
import {
  NAV_ENTRY_ATTR,
  NAV_ITEM_ATTR,
  NAV_MORE_ATTR,
  type NavBarEntry,
  NavGroup,
  NavHtml,
  resolveNavItems,
} from './NavItems.js';
import { slot } from '../slots.js';

const ColorModeToggle = slot('ColorModeToggle');
const Icon = slot('Icon');
const LocaleDropdown = slot('LocaleDropdown');
const NavDropdown = slot('NavDropdown');
const NavLink = slot('NavLink');
const SearchButton = slot('SearchButton');
const VersionDropdown = slot('VersionDropdown');
/** The brand through the registry (a site may override `Brand`). */
const BrandSlot = slot('Brand');

function NavControl({ item, ...props }: ThemeProps & { item: NavbarItem }): ReactElement | null {
  switch (item.kind) {
    case 'link':
      return <NavLink item={item} className="dg-navbar__link" />;
    case 'dropdown':
      return <NavDropdown item={item} />;
    case 'html':
      return <BarEntry item={item} />;
    case 'localeDropdown':
      return <LocaleDropdown {...props} item={item} />;
    case 'versionDropdown':
      return <VersionDropdown {...props} item={item} />;
    case 'search':
      return <SearchButton {...props} />;
  }
}

function itemKey(item: NavbarItem, index: number): string {
  return item.kind === 'link' ? `link:${item.href}` : `${item.kind}:${index}`;
}

// An html item sits among the links, in the config's order and side, as Docusaurus' NavbarContent
// renders every item of a side in order (only its colour toggle and search box are apart).
const isBarEntry = (i: NavbarItem): i is NavBarEntry => i.kind === 'link' || i.kind === 'dropdown' || i.kind === 'html';

/** A link, a dropdown of links or the site's HTML, in the bar. */
function BarEntry({ item }: { item: NavBarEntry }): ReactElement {
  if (item.kind === 'html') return <NavHtml item={item} className="dg-navbar__html" />;
  return item.kind === 'link' ? <NavLink item={item} className="dg-navbar__link" /> : <NavDropdown item={item} />;
}

const LOGO_HEIGHT = 32;

/** The width the logo takes at the navbar's height, so the browser reserves it before the image loads. */
function scaledWidth(width?: number, height?: number): number | undefined {
  return width && height ? Math.round((LOGO_HEIGHT * width) / height) : undefined;
}

/**
 * Brand: logo and title, to the locale's home. The logo is decorative when a title says the name;
 * shown alone (`navbar.title: ''`), its alt text names the link.
 */
export function Brand({ view }: ThemeProps): ReactElement {
  const { site } = view;
  const title = site.navbarTitle ?? site.title;
  const alt = title ? '' : (site.logo?.alt ?? '');
  return (
    <a className="dg-navbar__brand" href={site.homeHref} aria-label={title || alt ? undefined : site.title}>
      {site.logo ? (
        <>
          <img
            className={site.logo.srcDark ? 'dg-navbar__logo dg-only-light' : 'dg-navbar__logo'}
            src={site.logo.src}
            alt={alt}
            height={LOGO_HEIGHT}
            width={scaledWidth(site.logo.width, site.logo.height)}
          />
          {site.logo.srcDark ? (
            <img
              className="dg-navbar__logo dg-only-dark"
              src={site.logo.srcDark}
              alt={alt}
              height={LOGO_HEIGHT}
              width={scaledWidth(site.logo.darkWidth, site.logo.darkHeight)}
            />
          ) : null}
        </>
      ) : null}
      {title ? <span className="dg-navbar__title">{title}</span> : null}
    </a>
  );
}

/**
 * The top bar. Desktop: brand, left links (with the site's HTML items, in the config's order),
 * then tools (search, version, locale, colour mode) and the call-to-action links on the right. At 996 px and below, the links move into the drawer
 * (see {@link DrawerNav}) and the bar keeps the menu button, brand, search and colour toggle.
 *
 * Above 996 px the links never overlap, whatever their language: each list of links wraps onto
 * a second line that its box clips, so a link that does not fit disappears whole (the left links
 * first, then the right ones, the primary call to action last), and the "more" menu beside the
 * left links lists it (see {@link NavMore}). The menu's room is always kept, so nothing moves
 * when it appears.
 */
export function Navbar(props: ThemeProps): ReactElement {
  const { view, t } = props;
  const items = resolveNavItems(view);
  const leftLinks = items.filter((i): i is NavBarEntry => i.position === 'left' && isBarEntry(i));
  const leftTools = items.filter((i) => i.position === 'left' && !isBarEntry(i));
  const rightTools = items.filter((i) => i.position === 'right' && !isBarEntry(i));
  const rightLinks = items.filter((i): i is NavBarEntry => i.position === 'right' && isBarEntry(i));
  const fitting = [...leftLinks, ...rightLinks];
  const fit = (item: NavBarEntry) => ({ [NAV_ITEM_ATTR]: String(fitting.indexOf(item)) });
  return (
    <header className={cx('dg-navbar', view.site.navbarDark && 'dg-navbar--dark')}>
      <nav className="dg-navbar__inner" aria-label={t('navbar.label')}>
        <button
          type="button"
          className="dg-icon-button dg-navbar__menu"
          aria-label={t('navbar.menu')}
          aria-expanded="false"
          aria-controls={DRAWER_ID}
          {...{ [DOM.drawerToggle]: '' }}
        >
          <Icon name="menu" className="dg-navbar__menu-open" />
          <Icon name="close" className="dg-navbar__menu-close" />
        </button>
        <BrandSlot {...props} />
        <div className={leftLinks.length > 0 ? 'dg-navbar__main dg-navbar__main--links' : 'dg-navbar__main'}>
          {leftLinks.length > 0 ? (
            <ul className="dg-navbar__items dg-navbar__items--left">
              {leftLinks.map((item, i) => (
                <li key={itemKey(item, i)} className="dg-navbar__item dg-navbar__item--link" {...fit(item)}>
                  <BarEntry item={item} />
                </li>
              ))}
            </ul>
          ) : null}
          {fitting.length > 0 ? <NavMore links={fitting} t={t} /> : null}
          {leftTools.map((item, i) => (
            <div key={itemKey(item, i)} className={`dg-navbar__tool dg-navbar__tool--${item.kind}`}>
              <NavControl item={item} {...props} />
            </div>
          ))}
        </div>
        <div className="dg-navbar__tools">
          {rightTools.map((item, i) => (
            <div key={itemKey(item, i)} className={`dg-navbar__tool dg-navbar__tool--${item.kind}`}>
              <NavControl item={item} {...props} />
            </div>
          ))}
          <ColorModeToggle {...props} />
        </div>
        {rightLinks.length > 0 ? (
          <ul className="dg-navbar__items dg-navbar__items--right">
            {rightLinks.map((item, i) => (
              <li key={itemKey(item, i)} className="dg-navbar__item" {...fit(item)}>
                <BarEntry item={item} />
              </li>
            ))}
          </ul>
        ) : null}
      </nav>
    </header>
  );
}

/**
 * The navbar's "more" menu: every link of the bar, each entry shown while its link is hidden
 * for want of room. The runtime (`navbar-fit` enhancer) sees which links are hidden, un-hides
 * their entries and shows the menu; without JavaScript the menu is always there with every
 * link, so each stays reachable.
 */
function NavMore({ links, t }: { links: NavBarEntry[]; t: ThemeProps['t'] }): ReactElement {
  return (
    <details className="dg-dropdown dg-navbar__more" {...{ [NAV_MORE_ATTR]: '' }}>
      <summary className="dg-dropdown__toggle dg-navbar__more-toggle">
        <Icon name="more" size={20} />
        <span className="dg-visually-hidden">{t('navbar.more')}</span>
      </summary>
      <ul className="dg-dropdown__menu">
        {links.map((item, i) => (
          <li key={itemKey(item, i)} {...{ [NAV_ENTRY_ATTR]: String(i) }}>
            {item.kind === 'link' ? (
              <NavLink item={{ ...item, variant: 'default' }} className="dg-dropdown__link" />
            ) : item.kind === 'html' ? (
              <NavHtml item={item} className="dg-dropdown__html" />
            ) : (
              // A hidden dropdown is a group of its links, under its label.
              <NavGroup item={item} className="dg-dropdown__link" />
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}
