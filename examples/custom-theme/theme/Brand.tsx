// Replaces the navbar brand (logo and title) of the theme with a text mark.
import type { ThemeProps } from '@docgen/theme-default';

export default function Brand({ view }: ThemeProps) {
  return (
    <a className="dg-navbar__brand acme-brand" href={view.site.homeHref}>
      <span aria-hidden="true">★</span> <span className="dg-navbar__title">{view.site.title}</span>
    </a>
  );
}
