import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
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
 * Set around a site's swizzled Layout (one wrapping `@theme-original/Layout`) where docgen's root
 * module draws it around an MDX page's content or an island: docgen's chrome is around them
 * already, so this Layout draws its children with the given component only (a fragment; a marker
 * when the build probes what the wrapper draws outside it: `core/src/mdx/site-root-share.ts`).
 */
export const OriginalLayoutAs = createContext<ComponentType<{ children?: ReactNode }> | undefined>(undefined);

/**
 * `@theme/Layout` of a Docusaurus React page (`src/pages/*.tsx`): the page's part of the
 * layout. docgen's chrome (navbar, footer, head) surrounds it already; `title` (as "Title | Site"),
 * `description` and `keywords` go to the document head, `wrapperClassName` to the wrapper (Docusaurus'
 * `main-wrapper`); `noFooter` leaves the site's footer out of the page.
 */
export default function Layout({ children, title, description, keywords, wrapperClassName, noFooter }: LayoutProps) {
  const Around = useContext(OriginalLayoutAs);
  const page = usePage();
  if (Around) return <Around>{children}</Around>;
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
