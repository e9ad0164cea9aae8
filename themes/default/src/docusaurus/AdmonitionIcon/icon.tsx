import type { SVGProps } from 'react';
import { ADMONITION_ICONS } from '@docgen/shared';

/**
 * Makes the component answering an `@theme/Admonition/Icon/<Type>` import: the drawing docgen's
 * admonitions of that type show, filled in the current colour. Like Docusaurus' own, it has no
 * size of its own (the site's CSS or its props give one) and takes every SVG prop.
 */
export function admonitionIcon(type: string) {
  function Icon(props: SVGProps<SVGSVGElement>) {
    return (
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...props}>
        <path d={ADMONITION_ICONS[type]} fill="currentColor" />
      </svg>
    );
  }
  Icon.displayName = `AdmonitionIcon${type.charAt(0).toUpperCase()}${type.slice(1)}`;
  return Icon;
}
