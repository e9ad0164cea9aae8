import type { ReactElement } from 'react';
import { DOM, type SidebarEntry } from '@docgen/shared';
import { cx, DRAWER_ID, linkAttrs, type ThemeProps } from '../context.js';
import type { Translate } from '../i18n.js';
import { slot } from '../slots.js';
import { breakable } from './breakable.js';

const DrawerNav = slot('DrawerNav');
const Icon = slot('Icon');

/**
 * The sidebar's list of entries (exported for `sidebar-html.ts`, which renders it once per sidebar).
 * `compact`: the rows of a large sidebar (`sidebar-html.ts`), where a category's row is repeated
 * on every page: its caret drawn by CSS rather than an inline SVG, and a category with its own
 * page without the summary's hidden copy of its label (the link sizes the row, the summary is
 * the caret at its end).
 */
export function Entries({
  entries,
  depth,
  currentPath,
  t,
  compact = false,
}: {
  entries: SidebarEntry[];
  depth: number;
  currentPath: string;
  t: Translate;
  compact?: boolean;
}): ReactElement {
  return (
    <ul className={cx('dg-sidebar__list', depth > 0 && 'dg-sidebar__list--nested')}>
      {entries.map((entry, i) => {
        if (entry.type === 'html') {
          // The sidebars file's HTML as written, as Docusaurus' DocSidebarItemHtml; `defaultStyle`
          // pads it as a link item is.
          return (
            <li
              key={`html:${i}`}
              className={cx('dg-sidebar__html', entry.defaultStyle && 'dg-sidebar__item--html', entry.className)}
              // The site's own sidebars file wrote it.
              dangerouslySetInnerHTML={{ __html: entry.value }}
            />
          );
        }
        if (entry.type === 'link') {
          return (
            <li key={`${entry.href}:${i}`} className={cx('dg-sidebar__item', entry.className)}>
              <a
                className="dg-sidebar__link"
                href={entry.href}
                aria-current={entry.active ? 'page' : undefined}
                {...linkAttrs(entry.external, false, entry.attrs)}
              >
                {breakable(entry.label)}
                {entry.external ? <Icon name="external" size={14} className="dg-sidebar__external" /> : null}
              </a>
            </li>
          );
        }
        const children = (
          <Entries entries={entry.items} depth={depth + 1} currentPath={currentPath} t={t} compact={compact} />
        );
        const link = entry.href ? (
          <a
            className="dg-sidebar__category-link"
            href={entry.href}
            aria-current={entry.href === currentPath ? 'page' : undefined}
          >
            {breakable(entry.label)}
          </a>
        ) : null;
        if (!entry.collapsible) {
          return (
            <li key={entry.key} className={cx('dg-sidebar__item dg-sidebar__item--group', entry.className)}>
              <p className={cx('dg-sidebar__heading', entry.active && 'is-active')}>{link ?? breakable(entry.label)}</p>
              {children}
            </li>
          );
        }
        // A category with its own page: the link comes first (outside <summary>, which must
        // hold no interactive content) and is laid over the summary's row; the summary keeps
        // an invisible copy of the label for its size and names itself for assistive technology.
        // The copy is an <a> without href (not interactive): the site's rules for the category's
        // link (`.sideBarItemRecommended a::after { content: "Rec." }`, a badge of a Docusaurus
        // sidebar className) size it as they size the link, so the row grows with the link.
        return (
          <li
            key={entry.key}
            className={cx(
              'dg-sidebar__item dg-sidebar__item--category',
              link && 'dg-sidebar__item--linked',
              link && compact && 'dg-sidebar__item--compact',
              entry.className,
            )}
          >
            {link}
            <details
              className="dg-sidebar__category"
              open={!entry.collapsed || entry.active}
              {...{ [DOM.sidebarCategory]: entry.key }}
            >
              <summary className={cx('dg-sidebar__summary', entry.active && 'is-active')}>
                {link && compact ? (
                  <span className="dg-visually-hidden">{t('sidebar.toggleCategory', { label: entry.label })}</span>
                ) : link ? (
                  <>
                    {/* biome-ignore lint/a11y: a hidden copy of the link for the row's size: no href, so neither a link nor focusable */}
                    <a className="dg-sidebar__spacer" aria-hidden="true">
                      {breakable(entry.label)}
                    </a>
                    <span className="dg-visually-hidden">{t('sidebar.toggleCategory', { label: entry.label })}</span>
                  </>
                ) : (
                  <span className="dg-sidebar__category-label">{breakable(entry.label)}</span>
                )}
                {compact ? (
                  <span className="dg-sidebar__caret dg-sidebar__caret--drawn" />
                ) : (
                  <Icon name="chevronRight" size={16} className="dg-sidebar__caret" />
                )}
              </summary>
              {children}
            </details>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The docs sidebar inside the drawer. Desktop: the drawer wrapper is `display: contents` and
 * the sidebar a sticky column. At 996 px and below the wrapper is the drawer panel
 * (`data-dg-drawer`, opened by the navbar's menu button): the navbar's links, then the sidebar.
 * The links sit beside the sidebar, not in it: the runtime keeps the sidebar element across
 * in-place navigations and replaces its siblings, so the drawer's locale and version links
 * always belong to the page shown.
 */
export function Sidebar(props: ThemeProps): ReactElement | null {
  const { view, t } = props;
  const doc = view.doc;
  if (!doc) return null;
  return (
    <div className="dg-drawer dg-drawer--docs" id={DRAWER_ID} {...{ [DOM.drawer]: '' }}>
      <DrawerNav {...props} />
      <aside className="dg-sidebar" {...{ [DOM.sidebar]: '' }}>
        <nav className="dg-sidebar__nav" aria-label={t('sidebar.label')}>
          {doc.sidebarHtml !== undefined ? (
            // The same items, rendered once for every page of this sidebar by the build (see `sidebar-html.ts`).
            <ul className="dg-sidebar__list" dangerouslySetInnerHTML={{ __html: doc.sidebarHtml }} />
          ) : (
            <Entries entries={doc.sidebar} depth={0} currentPath={view.path} t={t} />
          )}
        </nav>
      </aside>
    </div>
  );
}

/** The drawer of pages without a docs sidebar: only the navbar's links (mobile only). */
export function PageDrawer(props: ThemeProps): ReactElement {
  return (
    <div className="dg-drawer dg-drawer--nav-only" id={DRAWER_ID} {...{ [DOM.drawer]: '' }}>
      <DrawerNav {...props} />
    </div>
  );
}
