import type { AnchorHTMLAttributes } from 'react';
import type { DocusaurusPageState } from '@docgen/shared';
import { addBase, basePath } from '@docgen/shared/base-url';
import IconExternalLink from './IconExternalLink.js';
import isInternalUrl from './isInternalUrl.js';
import Link from './Link.js';
import { localizedPath, usePage } from './page.js';

export interface NavbarNavLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to?: string;
  label?: string;
  html?: string;
  isDropdownLink?: boolean;
  activeBasePath?: string;
  activeBaseRegex?: string;
  activeClassName?: string;
  prependBaseUrlToHref?: boolean;
  exact?: boolean;
}

const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

/**
 * Whether the link is the page's, as Docusaurus' NavLink decides it: `activeBaseRegex` on the
 * path, else `activeBasePath` as a prefix, else its `to` (the page itself, or below it unless `exact`).
 */
function isActive(page: DocusaurusPageState, props: NavbarNavLinkProps): boolean {
  const { pathname } = page;
  if (pathname === undefined) return false;
  if (props.activeBaseRegex) return new RegExp(props.activeBaseRegex).test(pathname);
  const prefix = props.activeBasePath ?? props.to;
  if (prefix === undefined || !isInternalUrl(prefix)) return false;
  const rooted = prefix.startsWith('/') ? prefix : `/${prefix}`;
  // In the page's locale, as its Link leads there.
  const target = trim(localizedPath(page, rooted) ?? addBase(rooted, basePath(page.baseUrl)));
  const here = trim(pathname);
  if (props.activeBasePath) return here.startsWith(target);
  return here === target || (!props.exact && here.startsWith(`${target}/`));
}

/**
 * `@theme/NavbarItem/NavbarNavLink`: the link a custom navbar item renders (Docusaurus' own items
 * add their classes through `className`), its `label` or `html` as content, an arrow after a
 * labelled link that leaves the site; `activeClassName` is added on the page it leads to.
 */
export default function NavbarNavLink(props: NavbarNavLinkProps) {
  const {
    to,
    href,
    label,
    html,
    isDropdownLink,
    activeBasePath: _activeBasePath,
    activeBaseRegex: _activeBaseRegex,
    activeClassName,
    prependBaseUrlToHref: _prepend,
    exact: _exact,
    className,
    ...rest
  } = props;
  const page = usePage();
  const active = activeClassName && isActive(page, props);
  const classes = [className, active && !className?.includes(activeClassName) ? activeClassName : undefined]
    .filter(Boolean)
    .join(' ');
  const link = { to, href, ...(classes ? { className: classes } : {}), ...rest };
  if (html !== undefined) return <Link {...link} dangerouslySetInnerHTML={{ __html: html }} />;
  const external = label !== undefined && href !== undefined && !isInternalUrl(href);
  return (
    <Link {...link}>
      {label}
      {external ? <IconExternalLink {...(isDropdownLink ? { width: 12, height: 12 } : {})} /> : null}
    </Link>
  );
}
