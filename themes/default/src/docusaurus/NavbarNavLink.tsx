import type { AnchorHTMLAttributes } from 'react';
import IconExternalLink from './IconExternalLink.js';
import isInternalUrl from './isInternalUrl.js';
import Link from './Link.js';

export interface NavbarNavLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to?: string;
  label?: string;
  html?: string;
  isDropdownLink?: boolean;
  activeBasePath?: string;
  activeBaseRegex?: string;
  prependBaseUrlToHref?: boolean;
  exact?: boolean;
}

/**
 * `@theme/NavbarItem/NavbarNavLink`: the link a custom navbar item renders (Docusaurus' own items
 * add their classes through `className`), its `label` or `html` as content, an arrow after a link
 * that leaves the site outside a dropdown; the active-link keys are read by docgen's navbar, not here.
 */
export default function NavbarNavLink({
  to,
  href,
  label,
  html,
  isDropdownLink,
  activeBasePath: _activeBasePath,
  activeBaseRegex: _activeBaseRegex,
  prependBaseUrlToHref: _prepend,
  exact: _exact,
  ...props
}: NavbarNavLinkProps) {
  if (html !== undefined) return <Link to={to} href={href} {...props} dangerouslySetInnerHTML={{ __html: html }} />;
  const external = href !== undefined && !isInternalUrl(href);
  return (
    <Link to={to} href={href} {...props}>
      {label}
      {external && !isDropdownLink ? <IconExternalLink width={13.5} height={13.5} /> : null}
    </Link>
  );
}
