import type { ReactElement } from 'react';
import type { FooterLogo, HtmlItem, LinkItem } from '@docgen/shared';
import { cx, linkAttrs, type ThemeProps } from '../context.js';
import { slot } from '../slots.js';

const Icon = slot('Icon');

/** A footer link, or the site's own HTML item (cleaned by the build). */
function FooterItem({ item }: { item: LinkItem | HtmlItem }): ReactElement {
  if ('html' in item) return <span className="dg-footer__html" dangerouslySetInnerHTML={{ __html: item.html }} />;
  return (
    <a
      className={cx('dg-footer__link', item.className)}
      href={item.href}
      {...linkAttrs(item.external, item.hostPath, item.attrs)}
      {...item.attributes}
    >
      {item.label}
      {item.external ? <Icon name="external" size={14} className="dg-footer__external" /> : null}
    </a>
  );
}

/**
 * The footer's logo (Docusaurus' `footer.logo`), linked when it has an `href`: the link is named by
 * the logo's alt text, else the site title.
 */
function Logo({ logo, siteTitle }: { logo: FooterLogo; siteTitle: string }): ReactElement {
  const alt = logo.alt || (logo.href ? siteTitle : '');
  const image = (src: string, className: string) => (
    <img className={className} src={src} alt={alt} width={logo.width} height={logo.height} loading="lazy" />
  );
  const images = logo.srcDark ? (
    <>
      {image(logo.src, 'dg-footer__logo dg-only-light')}
      {image(logo.srcDark, 'dg-footer__logo dg-only-dark')}
    </>
  ) : (
    image(logo.src, 'dg-footer__logo')
  );
  return logo.href ? (
    <a className="dg-footer__logo-link" href={logo.href} {...linkAttrs(logo.external === true, undefined, logo.attrs)}>
      {images}
    </a>
  ) : (
    images
  );
}

const ROW_STYLE = {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: '0.5rem 0',
  margin: 0,
  padding: '0 0 1.5rem',
  listStyle: 'none',
} as const;

// Docusaurus' simple footer puts a "·" between its links (`footer__link-separator`, spaced by
// --ifm-footer-link-horizontal-spacing); here it ends each item but the last, as a list holds only
// items, and is hidden from screen readers, which announce the list's items already.
const SEPARATOR_STYLE = { margin: '0 0.5rem' } as const;

const itemKey = (item: LinkItem | HtmlItem, i: number) => `${'html' in item ? 'html' : item.href}:${i}`;

/** Link columns from the config, a row of links (Docusaurus' simple footer), the site title or logo and the copyright line. */
export function Footer({ view }: ThemeProps): ReactElement {
  const { columns, copyright, links, copyrightHtml, logo, dark } = view.site.footer;
  return (
    <footer className={cx('dg-footer', dark && 'dg-footer--dark')}>
      <div className="dg-footer__inner">
        {columns.length > 0 ? (
          <div className="dg-footer__columns">
            {columns.map((column, ci) => (
              <div key={`${column.title}:${ci}`} className="dg-footer__column">
                <h2 className="dg-footer__title">{column.title}</h2>
                <ul className="dg-footer__list">
                  {column.items.map((item, ii) => (
                    <li key={itemKey(item, ii)}>
                      <FooterItem item={item} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ) : null}
        {links && links.length > 0 ? (
          // Styled inline: a row of links, centred, as Docusaurus' simple footer lays them out.
          <ul className="dg-footer__row" style={ROW_STYLE}>
            {links.map((item, i) => (
              <li key={itemKey(item, i)}>
                <FooterItem item={item} />
                {i < links.length - 1 ? (
                  <span className="dg-footer__separator" aria-hidden="true" style={SEPARATOR_STYLE}>
                    ·
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        <div className="dg-footer__bottom">
          {logo ? (
            <Logo logo={logo} siteTitle={view.site.title} />
          ) : (
            <a className="dg-footer__brand" href={view.site.homeHref}>
              {view.site.title}
            </a>
          )}
          {copyrightHtml !== undefined ? (
            <div className="dg-footer__copyright" dangerouslySetInnerHTML={{ __html: copyrightHtml }} />
          ) : (
            <p className="dg-footer__copyright">{copyright}</p>
          )}
        </div>
      </div>
    </footer>
  );
}
