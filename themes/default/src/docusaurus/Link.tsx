import type { AnchorHTMLAttributes } from 'react';
import { addBase, basePath } from '@docgen/shared/base-url';
import { usePage } from './page.js';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to?: string;
}

/**
 * `@docusaurus/Link`: a plain link (docgen's runtime navigates client-side by itself). A site path
 * gets the site's base URL, as Docusaurus' Link adds it (`pathname://` links too, unchecked).
 */
export default function Link({ to, href, children, ...rest }: LinkProps) {
  const base = basePath(usePage().baseUrl);
  const written = to ?? href;
  const external = written !== undefined && /^https?:/i.test(written);
  const target = written === undefined ? undefined : addBase(written.replace(/^pathname:\/\//, ''), base);
  return (
    <a href={target} {...(external ? { rel: 'noopener' } : {})} {...rest}>
      {children}
    </a>
  );
}
