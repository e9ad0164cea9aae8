import type { AnchorHTMLAttributes } from 'react';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to?: string;
}

/** `@docusaurus/Link`: a plain link (docgen's runtime navigates client-side by itself). */
export default function Link({ to, href, children, ...rest }: LinkProps) {
  const target = to ?? href;
  const external = target !== undefined && /^https?:/i.test(target);
  return (
    <a href={target} {...(external ? { rel: 'noopener' } : {})} {...rest}>
      {children}
    </a>
  );
}
