import type { SVGProps } from 'react';

/**
 * `@theme/Icon/ExternalLink`: the small arrow Docusaurus puts after a link that leaves the site,
 * drawn as docgen's own external-link icon; `width`, `height` and other SVG props apply.
 */
export default function IconExternalLink({ width = 13.5, height = 13.5, ...rest }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      width={width}
      height={height}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className="dg-icon-external"
      {...rest}
    >
      <path d="M7 17 17 7M8 7h9v9" />
    </svg>
  );
}
