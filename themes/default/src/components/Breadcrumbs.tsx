import type { ReactElement } from 'react';
import type { ThemeProps } from '../context.js';
import { slot } from '../slots.js';

const Icon = slot('Icon');

export function Breadcrumbs({ view, t }: ThemeProps): ReactElement | null {
  const crumbs = view.doc?.breadcrumbs ?? [];
  if (crumbs.length === 0) return null;
  return (
    <nav className="dg-breadcrumbs" aria-label={t('breadcrumbs.label')}>
      <ol className="dg-breadcrumbs__list">
        <li className="dg-breadcrumbs__item">
          <a className="dg-breadcrumbs__link dg-breadcrumbs__home" href={view.site.homeHref}>
            <Icon name="home" size={16} />
            <span className="dg-visually-hidden">{t('breadcrumbs.home')}</span>
          </a>
        </li>
        {crumbs.map((crumb, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={`${crumb.label}:${i}`} className="dg-breadcrumbs__item">
              {last ? (
                <span className="dg-breadcrumbs__current" aria-current="page">
                  {crumb.label}
                </span>
              ) : crumb.href ? (
                <a className="dg-breadcrumbs__link" href={crumb.href}>
                  {crumb.label}
                </a>
              ) : (
                <span className="dg-breadcrumbs__text">{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
