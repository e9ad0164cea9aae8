import type { ReactElement } from 'react';
import type { HtmlItem } from '@docgen/shared';
import type { ThemeProps } from '../context.js';
import {
  ComponentHtml,
  NavGroup,
  NavHtml,
  resolveNavItems,
  type NavBarEntry,
  type NavLinkItem,
  type LocaleDropdownItem,
  type VersionDropdownItem,
} from './NavItems.js';
import { slot } from '../slots.js';

const LocaleDropdown = slot('LocaleDropdown');
const NavLink = slot('NavLink');
const VersionDropdown = slot('VersionDropdown');

/**
 * The navbar's links and menus as they appear in the mobile drawer (hidden on desktop, where
 * the navbar shows them). Rendered at the top of the drawer on every page.
 */
export function DrawerNav(props: ThemeProps): ReactElement {
  const { view, t } = props;
  const items = resolveNavItems(view);
  const links = items.filter((i): i is NavLinkItem => i.kind === 'link');
  // Links and dropdowns in the bar's order; the calls to action come last, apart.
  const plain = items.filter(
    (i): i is NavBarEntry | HtmlItem =>
      i.kind === 'dropdown' || i.kind === 'html' || (i.kind === 'link' && (!i.variant || i.variant === 'default')),
  );
  const ctas = links.filter((l) => l.variant && l.variant !== 'default');
  const versionMenus = items.filter((i): i is VersionDropdownItem => i.kind === 'versionDropdown');
  const localeMenu = items.find((i): i is LocaleDropdownItem => i.kind === 'localeDropdown');
  return (
    <nav className="dg-drawer__nav" aria-label={t('navbar.drawerLabel')}>
      {plain.length > 0 ? (
        <ul className="dg-drawer__links">
          {plain.map((item, i) =>
            item.kind === 'html' && item.mobileHtml !== undefined ? (
              <ComponentHtml key={`html:${i}`} item={item} className="dg-drawer__html" mobile />
            ) : (
              <li key={item.kind === 'link' ? item.href : `${item.kind}:${i}`}>
                {item.kind === 'link' ? (
                  <NavLink item={item} className="dg-drawer__link" />
                ) : item.kind === 'html' ? (
                  <NavHtml item={item} className="dg-drawer__html" />
                ) : (
                  <NavGroup item={item} className="dg-drawer__link" mobile />
                )}
              </li>
            ),
          )}
        </ul>
      ) : null}
      {versionMenus.length > 0 || localeMenu ? (
        <div className="dg-drawer__menus">
          {versionMenus.map((item, i) => (
            <VersionDropdown key={`version:${i}`} {...props} item={item} />
          ))}
          {localeMenu ? <LocaleDropdown {...props} item={localeMenu} /> : null}
        </div>
      ) : null}
      {ctas.length > 0 ? (
        <div className="dg-drawer__ctas">
          {ctas.map((item) => (
            <NavLink key={item.href} item={item} className="dg-drawer__cta" />
          ))}
        </div>
      ) : null}
    </nav>
  );
}
