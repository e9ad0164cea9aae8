import type { ReactNode } from 'react';
import { usePage } from './page.js';

export interface LayoutProps {
  children?: ReactNode;
  title?: string;
  description?: string;
  keywords?: string | string[];
  wrapperClassName?: string;
  noFooter?: boolean;
}

/**
 * `@theme/Layout` of a Docusaurus React page (`src/pages/*.tsx`): the page's part of the
 * layout. docgen's chrome (navbar, footer, head) surrounds it already; `title` (as "Title | Site"),
 * `description` and `keywords` go to the document head, `wrapperClassName` to the wrapper (Docusaurus'
 * `main-wrapper`); `noFooter` leaves the site's footer out of the page.
 */
export default function Layout({ children, title, description, keywords, wrapperClassName, noFooter }: LayoutProps) {
  const page = usePage();
  if (page.head) {
    page.head.chrome = true;
    if (noFooter) page.head.noFooter = true;
    if (title) {
      page.head.title = title;
      delete page.head.titleAsWritten;
    }
    if (description) page.head.description = description;
    if (keywords) page.head.keywords = typeof keywords === 'string' ? keywords.split(/\s*,\s*/) : keywords;
  } else if (title || description) page.report('@theme/Layout sets a title or description only on a React page');
  return <div className={wrapperClassName ? `main-wrapper ${wrapperClassName}` : 'main-wrapper'}>{children}</div>;
}
