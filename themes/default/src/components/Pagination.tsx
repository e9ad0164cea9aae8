import type { ReactElement } from 'react';
import type { ThemeProps } from '../context.js';
import { slot } from '../slots.js';
import { breakable } from './breakable.js';

const Icon = slot('Icon');

/** Previous / next doc links at the bottom of a doc. */
export function Pagination({ view, t }: ThemeProps): ReactElement | null {
  const prev = view.doc?.prev;
  const next = view.doc?.next;
  if (!prev && !next) return null;
  return (
    <nav className="dg-pagination" aria-label={t('pagination.label')}>
      {prev ? (
        <a className="dg-pagination__link dg-pagination__link--prev" href={prev.href} rel="prev">
          <span className="dg-pagination__sub">
            <Icon name="chevronLeft" size={16} />
            {t('pagination.previous')}
          </span>
          <span className="dg-pagination__label">{breakable(prev.label)}</span>
        </a>
      ) : null}
      {next ? (
        <a className="dg-pagination__link dg-pagination__link--next" href={next.href} rel="next">
          <span className="dg-pagination__sub">
            {t('pagination.next')}
            <Icon name="chevronRight" size={16} />
          </span>
          <span className="dg-pagination__label">{breakable(next.label)}</span>
        </a>
      ) : null}
    </nav>
  );
}
