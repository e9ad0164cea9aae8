import type { SVGProps } from 'react';

/** An `@theme/Icon/*` component: docgen's own drawing, Docusaurus' size unless props say otherwise. */
export type IconProps = SVGProps<SVGSVGElement>;

/**
 * Makes the component answering an `@theme/Icon/<name>` import: a 24×24 stroked drawing in the
 * current colour, with Docusaurus' default size, and every SVG prop (width, className, style)
 * applied as Docusaurus' icons apply them.
 */
export function makeIcon(name: string, paths: readonly string[], size = 20) {
  function Icon({ width = size, height = size, className, ...rest }: IconProps) {
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
        className={[`dg-icon-${name}`, className].filter(Boolean).join(' ')}
        {...rest}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  }
  Icon.displayName = `Icon${name.replace(/(^|-)(\w)/g, (_, _dash: string, c: string) => c.toUpperCase())}`;
  return Icon;
}
