import type { ReactElement } from 'react';
import { linkAttrs, type ThemeProps } from '../context.js';
import { slot } from '../slots.js';

const Icon = slot('Icon');

/** Link columns from the config and the copyright line. */
export function Footer({ view }: ThemeProps): ReactElement {
  const { columns, copyright } = view.site.footer;
  return (
    <footer className="dg-footer">
      <div className="dg-footer__inner">
        {columns.length > 0 ? (
          <div className="dg-footer__columns">
            {columns.map((column, ci) => (
              <div key={`${column.title}:${ci}`} className="dg-footer__column">
                <h2 className="dg-footer__title">{column.title}</h2>
                <ul className="dg-footer__list">
                  {column.items.map((item, ii) => (
                    <li key={`${item.href}:${ii}`}>
                      <a
                        className="dg-footer__link"
                        href={item.href}
                        {...linkAttrs(item.external, item.hostPath, item.attrs)}
                      >
                        {item.label}
                        {item.external ? <Icon name="external" size={14} className="dg-footer__external" /> : null}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ) : null}
        <div className="dg-footer__bottom">
          <a className="dg-footer__brand" href={view.site.homeHref}>
            {view.site.title}
          </a>
          <p className="dg-footer__copyright">{copyright}</p>
        </div>
      </div>
    </footer>
  );
}
