import type { ReactNode } from 'react';
import Link from './Link.js';

export interface PaginatorNavLinkProps {
  permalink: string;
  title: ReactNode;
  subLabel?: ReactNode;
  isNext?: boolean;
}

/**
 * `@theme/PaginatorNavLink`: a previous or next link of a site's own paginator, in the markup and
 * look of docgen's doc pagination (its small label above the title).
 */
export default function PaginatorNavLink({ permalink, title, subLabel, isNext }: PaginatorNavLinkProps) {
  return (
    <Link
      className={`dg-pagination__link dg-pagination__link--${isNext ? 'next' : 'prev'}`}
      to={permalink}
      rel={isNext ? 'next' : 'prev'}
    >
      {subLabel ? <span className="dg-pagination__sub">{subLabel}</span> : null}
      <span className="dg-pagination__label">{title}</span>
    </Link>
  );
}
