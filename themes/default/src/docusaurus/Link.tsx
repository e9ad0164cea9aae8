import type { AnchorHTMLAttributes } from 'react';
import { DOM, pathnameOf } from '@docgen/shared';
import { addBase, basePath } from '@docgen/shared/base-url';
import { localizedPath, usePage } from './page.js';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to?: string;
}

/**
 * `@docusaurus/Link`: a plain link (docgen's runtime navigates client-side by itself). A site path
 * gets the site's base URL, as Docusaurus' Link adds it, and in a locale other than the default
 * leads to that locale's page when it has one, as Docusaurus' base URL is the locale's (`/fr/`)
 * (`pathname://` links get the base only, marked
 * `DOM.hostPath`: not checked, no trailing slash added, loaded in full). A link written with a
 * scheme (`https:`, `mailto:`, `pathname:`) or `//` opens in a new tab, as Docusaurus' Link
 * decides it (its `isInternalUrl`); the page's own `target` or `rel` wins.
 */
export default function Link({ to, href, children, ...rest }: LinkProps) {
  const page = usePage();
  const base = basePath(page.baseUrl);
  const written = to || href;
  const external = written !== undefined && /^(?:\w*:|\/\/)/.test(written);
  const hostPath = written === undefined ? undefined : pathnameOf(written);
  const target =
    written === undefined
      ? undefined
      : ((hostPath === undefined && !external && written.startsWith('/') ? localizedPath(page, written) : undefined) ??
        addBase(hostPath ?? written, base));
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
