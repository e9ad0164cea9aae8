import type { AnchorHTMLAttributes } from 'react';
import { DOM, pathnameOf } from '@docgen/shared';
import { addBase, basePath } from '@docgen/shared/base-url';
import { usePage } from './page.js';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to?: string;
}

/**
 * `@docusaurus/Link`: a plain link (docgen's runtime navigates client-side by itself). A site path
 * gets the site's base URL, as Docusaurus' Link adds it (`pathname://` links too, marked
 * `DOM.hostPath`: not checked, no trailing slash added, loaded in full). A link written with a
 * scheme (`https:`, `mailto:`, `pathname:`) or `//` opens in a new tab, as Docusaurus' Link
 * decides it (its `isInternalUrl`); the page's own `target` or `rel` wins.
 */
export default function Link({ to, href, children, ...rest }: LinkProps) {
  const base = basePath(usePage().baseUrl);
  const written = to || href;
  const external = written !== undefined && /^(?:\w*:|\/\/)/.test(written);
  const hostPath = written === undefined ? undefined : pathnameOf(written);
  const target = written === undefined ? undefined : addBase(hostPath ?? written, base);
  return (
    <a
      href={target}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...(hostPath !== undefined ? { [DOM.hostPath]: '' } : {})}
      {...rest}
    >
      {children}
    </a>
  );
}
